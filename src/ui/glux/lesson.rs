//! The Glüx lesson: each step of `glux::lessons` on the game's own board view, every click checked
//! by the engine, a wrong one answered with the rule it breaks.

use crate::app::glux::refusal::rule_text;
use crate::app::kind::GameKind;
use crate::glux::lessons::{self, Cast, Outcome, RULE_BOOK_NAMES, STEPS, Task};
use crate::glux::{Action, Coord, Game, Pips, Seat, Square, SquareSet, scoring};
use crate::i18n::Texts;
use crate::ui::context::use_words;
use crate::ui::game::GameLesson;
use crate::ui::glux::board::BoardView;
use crate::ui::glux::chip::chip_face;
use crate::ui::tutorial::frame::{Frame, LessonProps, frame, use_targets};
use std::rc::Rc;
use yew::prelude::*;

/// The players' names of a scene.
fn names(t: Texts, cast: Cast) -> Vec<String> {
    match cast {
        Cast::YouAndOpponent => vec![t.get("tutorial.you").into(), t.get("tutorial.opponent").into()],
        Cast::RuleBook => RULE_BOOK_NAMES.iter().map(|n| (*n).to_string()).collect(),
    }
}

fn face(n: u8) -> Pips {
    Pips::new(n).unwrap_or(Pips::One)
}

/// The squares a task asks for.
fn targets(game: &Game, task: Task) -> SquareSet {
    let board = game.board_state().board();
    let mut set = SquareSet::default();
    match task {
        Task::Room(letter) => {
            if let Some(room) = board.rooms().iter().find(|r| r.letter == letter) {
                for &sq in &room.squares {
                    set.insert(sq);
                }
            }
        }
        Task::Place((col, row), _) => {
            if let Some(sq) = board.square(Coord::new(col, row)) {
                set.insert(sq);
            }
        }
        Task::Explain | Task::Face(_) | Task::StartOption(_) => {}
    }
    set
}

/// A room's scoring: each ranked player's pips, place and victory points.
fn room_scores(t: Texts, game: &Game, names: &[String], letter: char) -> Html {
    let scoring = scoring::score(game.board_state());
    let Some(room) = scoring.rooms.iter().find(|r| r.letter == letter) else {
        return html! {};
    };
    let mut rows: Vec<usize> = (0..room.pips.len()).filter(|&s| room.pips[s] > 0).collect();
    rows.sort_by_key(|&s| std::cmp::Reverse(room.pips[s]));
    html! {
        <table class="tutorial-table" data-room-score={letter.to_string()}>
            <caption>{ t.fill("tutorial.room", &[("room", &letter)]) }</caption>
            <thead><tr>
                <th scope="col">{ t.get("tutorial.col-player") }</th>
                <th scope="col">{ t.get("tutorial.col-pips") }</th>
                <th scope="col">{ t.get("tutorial.col-vp") }</th>
            </tr></thead>
            <tbody>{ for rows.into_iter().map(|s| html! {
                <tr class={crate::ui::seat_look::seat_class(s)}>
                    <th scope="row">{ names.get(s).cloned().unwrap_or_default() }</th>
                    <td>{ room.pips[s] }</td>
                    <td>{ room.vp[s] }</td>
                </tr>
            }) }</tbody>
        </table>
    }
}

/// The whole board's scoring: each player's victory points and pips in the middle room, the winner.
fn final_scores(t: Texts, game: &Game, names: &[String]) -> Html {
    let scoring = scoring::score(game.board_state());
    let winners: Vec<String> = scoring
        .winners
        .iter()
        .filter_map(|s| names.get(s.index()).cloned())
        .collect();
    html! {
        <>
            <table class="tutorial-table" data-final-score="">
                <caption>{ t.get("tutorial.result-label") }</caption>
                <thead><tr>
                    <th scope="col">{ t.get("tutorial.col-player") }</th>
                    <th scope="col">{ t.get("tutorial.col-vp") }</th>
                    <th scope="col">{ t.get("tutorial.col-middle") }</th>
                </tr></thead>
                <tbody>{ for (0..scoring.vp.len()).map(|s| html! {
                    <tr class={crate::ui::seat_look::seat_class(s)}>
                        <th scope="row">{ names.get(s).cloned().unwrap_or_default() }</th>
                        <td>{ scoring.vp[s] }</td>
                        <td>{ scoring.middle_pips[s] }</td>
                    </tr>
                }) }</tbody>
            </table>
            <p class="winner">{ t.fill("tutorial.winner", &[("names", &winners.join(", "))]) }</p>
        </>
    }
}

/// Where the learner is within a step.
#[derive(Clone, PartialEq)]
struct StepState {
    /// The game as shown.
    game: Rc<Game>,
    /// Why the last click was not the step's.
    hint: Option<String>,
    /// Done, showing what follows (the step's outcome).
    done: bool,
}

impl StepState {
    fn at(step: usize) -> StepState {
        let game = lessons::game_at(step)
            .or_else(|_| lessons::scene_game(&lessons::scene_of(0)).map_err(|_| ()))
            .expect("the lessons are legal (tests/it/tutorial.rs)");
        StepState {
            game: Rc::new(game),
            hint: None,
            done: false,
        }
    }
}

/// The Glüx lesson at one step (keyed by the step: a new step starts afresh).
#[function_component(GluxLesson)]
// Long: the lesson component's hooks, and the handlers and markup of each kind of task a step sets
// (a
// room, a placement, a face…), which use them.
pub fn glux_lesson(props: &LessonProps) -> Html {
    let t = use_words();
    let index = props.step.min(STEPS.len() - 1);
    let state = use_state(|| StepState::at(index));
    let current = (*state).clone();
    let step = STEPS[index];
    let scene = lessons::scene_of(index);
    let seat = Seat(scene.to_move);
    let names = names(t, scene.cast);
    let game = Rc::clone(&current.game);
    let board = game.board_state().board();
    let task = if current.done { Task::Explain } else { step.task };

    // The step is done: the next one at once, or its outcome first.
    let complete = {
        let (state, on_step) = (state.clone(), props.on_step.clone());
        let current = current.clone();
        Callback::from(move |played: bool| {
            let mut game = (*current.game).clone();
            if played && lessons::play_step(&mut game, &step).is_err() {
                return;
            }
            if step.outcome == Outcome::Next {
                on_step.emit(index + 1);
            } else {
                state.set(StepState {
                    game: Rc::new(game),
                    hint: None,
                    done: true,
                });
            }
        })
    };
    let hint = {
        let (state, current) = (state.clone(), current.clone());
        Callback::from(move |text: String| {
            state.set(StepState {
                hint: Some(text),
                ..current.clone()
            });
        })
    };
    let refusal = move |error| t.fill("tutorial.hint-refused", &[("problem", &rule_text(t, error))]);

    let on_square = {
        let (complete, hint, game) = (complete.clone(), hint.clone(), Rc::clone(&game));
        Callback::from(move |sq: Square| {
            let board = game.board_state().board();
            let square = board.coord(sq).label();
            match task {
                Task::Room(letter) => {
                    if board.room_of(sq).is_some_and(|r| board.room(r).letter == letter) {
                        complete.emit(false);
                    } else {
                        hint.emit(t.fill(
                            "tutorial.glux.hint-room",
                            &[("square", &square), ("room", &letter)],
                        ));
                    }
                }
                Task::Place(target, pips) => {
                    if board.coord(sq) == Coord::new(target.0, target.1) {
                        complete.emit(true);
                        return;
                    }
                    let target = Coord::new(target.0, target.1).label();
                    match game.check(Action::Place {
                        to: sq,
                        pips: face(pips),
                    }) {
                        Err(error) => hint.emit(refusal(error)),
                        Ok(()) => hint.emit(t.fill("tutorial.hint-legal", &[("target", &target)])),
                    }
                }
                Task::StartOption(pips) => match game.check(Action::Place {
                    to: sq,
                    pips: face(pips),
                }) {
                    Err(error) => hint.emit(refusal(error)),
                    Ok(()) => hint.emit(t.get("tutorial.glux.hint-start-option").to_string()),
                },
                Task::Face(pips) => hint.emit(t.fill("tutorial.glux.hint-face", &[("pips", &pips)])),
                Task::Explain => {}
            }
        })
    };
    let on_start_option = {
        let (complete, hint, game) = (complete.clone(), hint.clone(), Rc::clone(&game));
        Callback::from(move |_: MouseEvent| match task {
            Task::StartOption(_) => complete.emit(true),
            Task::Place(_, pips) => match game.check(Action::StartOption(face(pips))) {
                Err(error) => hint.emit(refusal(error)),
                Ok(()) => hint.emit(t.get("tutorial.glux.hint-square").to_string()),
            },
            _ => {}
        })
    };

    let selectors: Vec<String> = targets(&game, task)
        .iter()
        .map(|sq| {
            let c = board.coord(sq);
            format!("[data-square=\"{},{}\"]", c.col, c.row)
        })
        .collect();
    let board_ref = use_targets(selectors);

    // The hand: the chip's two faces (the step's face chosen), the start option, the bag.
    let chosen = match step.task {
        Task::Place(_, p) | Task::StartOption(p) => Some(face(p)),
        Task::Face(p) if current.done => Some(face(p)),
        _ => None,
    };
    let hand = game.hand(seat).map(|chip| {
        let faces = chip.faces().map(|pips| {
            let target = task == Task::Face(pips.value());
            let onclick = {
                let (complete, hint) = (complete.clone(), hint.clone());
                Callback::from(move |_: MouseEvent| match task {
                    Task::Face(want) if want == pips.value() => complete.emit(false),
                    Task::Face(want) | Task::Place(_, want) | Task::StartOption(want) => {
                        hint.emit(t.fill("tutorial.glux.hint-face", &[("pips", &want)]));
                    }
                    _ => {}
                })
            };
            let selected = chosen == Some(pips);
            html! {
                <button type="button" class={classes!("face", selected.then_some("selected"))} data-face={pips.value().to_string()}
                    data-tutorial-target={target.then_some("")} aria-pressed={selected.to_string()}
                    aria-label={t.fill("hand.face", &[("pips", &pips)])} {onclick}>
                    <svg viewBox="0 0 60 60" aria-hidden="true">{ chip_face(seat, pips, 30.0, 30.0, 24.0) }</svg>
                    <span class="face-label">{ pips.value() }</span>
                </button>
            }
        });
        let options = game.board_state().turn_options(seat);
        let start_option = matches!(task, Task::StartOption(_) | Task::Place(..)) && options.start_option;
        html! {
            <section class={classes!("tutorial-hand", crate::ui::seat_look::seat_class(seat.index()))} aria-label={t.get("hand.label")}>
                <p>{ t.fill("tutorial.glux.hand", &[("chip", &chip)]) }</p>
                <div class="faces" role="group" aria-label={t.get("hand.faces")}>{ for faces }</div>
                if start_option {
                    <button type="button" class="start-option" data-action="start-option" onclick={on_start_option}
                        data-tutorial-target={matches!(task, Task::StartOption(_)).then_some("")}
                        title={t.get("hand.start-option-title")}>{ t.get("hand.start-option") }</button>
                }
                if scene.cast == Cast::YouAndOpponent {
                    <p class="hint">{ t.fill("tutorial.glux.bag", &[("left", &game.bag(seat).len())]) }</p>
                }
            </section>
        }
    });
    let side = html! {
        <>
            if scene.cast == Cast::RuleBook && matches!(step.task, Task::Place(..) | Task::StartOption(_)) {
                <p class="plays">{ t.fill("tutorial.glux.plays", &[("name", &names[seat.index()])]) }</p>
            }
            if !current.done && matches!(step.task, Task::Face(_) | Task::Place(..) | Task::StartOption(_)) {
                { hand.unwrap_or_default() }
            }
        </>
    };

    let outcome = current.done.then(|| match step.outcome {
        Outcome::Next => html! {},
        Outcome::Read(text, rooms) => {
            let chip = game.hand(seat).map(|c| c.to_string()).unwrap_or_default();
            let left = game.bag(seat).len();
            html! {
                <>
                    <p>{ t.fill(text, &[("chip", &chip), ("left", &left)]) }</p>
                    { for rooms.iter().map(|&r| room_scores(t, &game, &names, r)) }
                </>
            }
        }
        Outcome::FinalScoring(text) => html! {
            <>
                { final_scores(t, &game, &names) }
                <p>{ t.get(text) }</p>
            </>
        },
    });
    let interactive = matches!(task, Task::Room(_) | Task::Place(..) | Task::StartOption(_));
    let board_view = html! {
        <BoardView position={Rc::new(game.board_state().clone())} names={Rc::new(names.clone())}
            legal={targets(&game, task)} {interactive} {on_square}
            room_totals={scene.cast == Cast::RuleBook} />
    };
    frame(Frame {
        t,
        lesson: GameKind::GLUX,
        steps: STEPS.len(),
        step: index,
        key: step.key,
        text: t.get(step.text).to_string(),
        outcome,
        hint: current.hint.clone(),
        next: current.done || step.task == Task::Explain,
        side,
        board: board_view,
        board_ref,
        on_step: props.on_step.clone(),
        colours: String::new(),
    })
}

/// Glüx's lesson, as `ui::games` lists it.
pub struct GluxTutorial;

impl GameLesson for GluxTutorial {
    fn steps(&self) -> usize {
        STEPS.len()
    }

    fn view(&self, step: usize, on_step: Callback<usize>) -> Html {
        html! { <GluxLesson key={step} {step} {on_step} /> }
    }

    fn line_key(&self) -> &'static str {
        "tutorial.glux-line"
    }

    fn done_key(&self) -> &'static str {
        "tutorial.done-glux"
    }

    fn invite_key(&self) -> &'static str {
        "tutorial.other-glux"
    }
}
