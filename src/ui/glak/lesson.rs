//! The GLAK lesson: each step of `glak::lessons` on the game's own play area, every click checked by
//! the engine, a wrong one answered with the rule it breaks.

use crate::app::glak::refusal::refusal;
use crate::app::kind::GameKind;
use crate::core::seat::Seat;
use crate::glak::fields::FieldSet;
use crate::glak::lessons::{self, Outcome, STEPS, Scene, Task, territory_fields};
use crate::glak::{Action, Game, Place, Point};
use crate::i18n::Texts;
use crate::ui::context::use_words;
use crate::ui::game::GameLesson;
use crate::ui::glak::area::{AreaView, GhostBoard, Shown, field_name};
use crate::ui::svg::num;
use crate::ui::tutorial::frame::{Frame, LessonProps, frame, use_targets};
use crate::ui::words::colour_name;
use std::rc::Rc;
use yew::prelude::*;

fn point((x, y): (i32, i32)) -> Point {
    Point::new(x, y)
}

/// The scene a step is played in.
fn scene_of(index: usize) -> Scene {
    STEPS[lessons::scene_start(index)]
        .scene
        .expect("a scene starts there")
}

/// The players' names: you and your opponent, or the colours a figure is drawn in.
fn names(t: Texts, scene: Scene) -> Vec<String> {
    if scene.is_duel() {
        vec![t.get("tutorial.you").into(), t.get("tutorial.opponent").into()]
    } else {
        scene
            .colours()
            .iter()
            .map(|&c| colour_name(t, c).to_string())
            .collect()
    }
}

/// The fields a task asks the learner to click now (`chosen`: the stone already chosen).
fn target_fields(game: &Game, task: Task, chosen: Option<Point>) -> Vec<Point> {
    match task {
        Task::Place(at) => vec![point(at)],
        Task::Step(from, to) | Task::Jump(from, to) => {
            vec![if chosen == Some(point(from)) {
                point(to)
            } else {
                point(from)
            }]
        }
        Task::Territory(seat) => territory_fields(game, seat),
        Task::Explain | Task::Lay(..) | Task::EndTurn => Vec::new(),
    }
}

/// Each player's score as it stands: territory, groups, longest chain, bonuses, total.
fn final_scores(t: Texts, game: &Game, names: &[String]) -> Html {
    let s = game.score();
    let winners: Vec<String> = s
        .winners
        .iter()
        .filter_map(|w| names.get(w.index()).cloned())
        .collect();
    html! {
        <>
            <table class="tutorial-table" data-final-score="">
                <caption>{ t.get("tutorial.result-label") }</caption>
                <thead><tr>
                    <th scope="col">{ t.get("tutorial.col-player") }</th>
                    <th scope="col">{ t.get("tutorial.glak.col-territory") }</th>
                    <th scope="col">{ t.get("tutorial.glak.col-groups") }</th>
                    <th scope="col">{ t.get("tutorial.glak.col-chain") }</th>
                    <th scope="col">{ t.get("tutorial.glak.col-bonus") }</th>
                    <th scope="col">{ t.get("tutorial.glak.col-total") }</th>
                </tr></thead>
                <tbody>{ for (0..s.score.len()).map(|i| html! {
                    <tr class={crate::ui::seat_look::seat_class(i)}>
                        <th scope="row">{ names.get(i).cloned().unwrap_or_default() }</th>
                        <td>{ s.territory[i] }</td>
                        <td>{ s.groups[i] }</td>
                        <td>{ s.longest_chain[i] }</td>
                        <td>{ s.territory_bonus[i] + s.chain_bonus[i] }</td>
                        <td>{ s.score[i] }</td>
                    </tr>
                }) }</tbody>
            </table>
            <p class="winner">{ t.fill("tutorial.winner", &[("names", &winners.join(", "))]) }</p>
        </>
    }
}

/// The sheet's correct and incorrect placements of a board: a full side shared; only a corner;
/// shifted by half a board.
fn placements_figure(t: Texts) -> Html {
    const S: f32 = 30.0;
    let board = |x: f32, y: f32, class: &'static str| {
        html! { <rect class={class} x={num(x)} y={num(y)} width={num(S)} height={num(S)} rx="3" /> }
    };
    let panel = |dx: f32, new: (f32, f32), ok: bool, key: &'static str| {
        html! {
            <g transform={format!("translate({} 0)", num(dx))}>
                { board(10.0, 10.0, "fig-area") }
                { board(10.0 + new.0, 10.0 + new.1, if ok { "fig-new ok" } else { "fig-new bad" }) }
                if ok {
                    <line class="fig-side" x1={num(10.0 + S)} y1="10" x2={num(10.0 + S)} y2={num(10.0 + S)} />
                } else {
                    <path class="fig-cross" d={format!("M{} {}l{} {}M{} {}l{} {}", num(14.0 + new.0), num(14.0 + new.1), num(S - 8.0), num(S - 8.0),
                        num(10.0 + new.0 + S - 4.0), num(14.0 + new.1), num(8.0 - S), num(S - 8.0))} />
                }
                <text class="fig-label" x={num(10.0 + S)} y="86">{ t.get(key) }</text>
            </g>
        }
    };
    html! {
        <figure class="placements-figure">
            <svg viewBox="0 0 270 92" role="img" aria-label={t.get("tutorial.glak.figure")}>
                { panel(0.0, (S, 0.0), true, "tutorial.glak.correct") }
                { panel(90.0, (S, S), false, "tutorial.glak.incorrect") }
                { panel(180.0, (S, S / 2.0), false, "tutorial.glak.incorrect") }
            </svg>
            <figcaption>{ t.get("tutorial.glak.figure") }</figcaption>
        </figure>
    }
}

/// Where the learner is within a step.
#[derive(Clone, PartialEq)]
struct StepState {
    game: Rc<Game>,
    chosen: Option<Point>,
    hint: Option<String>,
    done: bool,
}

/// The GLAK lesson at one step (keyed by the step: a new step starts afresh).
#[function_component(GlakLesson)]
// Long: the lesson component's hooks, and the handlers and markup of each kind of task a step sets
// (a
// board, a stone, a step…), which use them.
pub fn glak_lesson(props: &LessonProps) -> Html {
    let t = use_words();
    let index = props.step.min(STEPS.len() - 1);
    let state = use_state(|| StepState {
        game: Rc::new(lessons::game_at(index).expect("the lessons are legal (tests/it/tutorial.rs)")),
        chosen: None,
        hint: None,
        done: false,
    });
    let current = (*state).clone();
    let step = STEPS[index];
    let scene = scene_of(index);
    let names = names(t, scene);
    let game = Rc::clone(&current.game);
    let learner = game.to_act().unwrap_or(Seat(0));
    let task = if current.done { Task::Explain } else { step.task };

    let complete = {
        let (state, on_step, current) = (state.clone(), props.on_step.clone(), current.clone());
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
                    chosen: None,
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
    let choose = {
        let (state, current) = (state.clone(), current.clone());
        Callback::from(move |chosen: Option<Point>| {
            state.set(StepState {
                chosen,
                hint: None,
                ..current.clone()
            });
        })
    };
    let refused = move |error| t.fill("tutorial.hint-refused", &[("problem", &refusal(t, error))]);
    let legal = move |target: String| t.fill("tutorial.hint-legal", &[("target", &target)]);

    let on_field = {
        let (complete, hint, choose, game) =
            (complete.clone(), hint.clone(), choose.clone(), Rc::clone(&game));
        let (chosen, names) = (current.chosen, names.clone());
        Callback::from(move |p: Point| match task {
            Task::Place(at) => {
                if p == point(at) {
                    complete.emit(true);
                } else {
                    match game.check(Action::Place(p)) {
                        Err(error) => hint.emit(refused(error)),
                        Ok(()) => hint.emit(legal(field_name(point(at)))),
                    }
                }
            }
            Task::Step(from, to) | Task::Jump(from, to) => {
                let jump = matches!(task, Task::Jump(..));
                match chosen {
                    None if p == point(from) => choose.emit(Some(p)),
                    None => hint.emit(t.fill(
                        if jump {
                            "tutorial.glak.hint-jump"
                        } else {
                            "tutorial.glak.hint-stone"
                        },
                        &[("field", &field_name(point(from)))],
                    )),
                    Some(c) if p == c => choose.emit(None),
                    Some(_) if p == point(to) => complete.emit(true),
                    Some(c) => {
                        let action = if jump {
                            Action::Jump { from: c, to: p }
                        } else {
                            Action::Step { from: c, to: p }
                        };
                        match game.check(action) {
                            Err(error) => hint.emit(refused(error)),
                            Ok(()) => hint.emit(legal(field_name(point(to)))),
                        }
                    }
                }
            }
            Task::Territory(seat) => {
                if territory_fields(&game, seat).contains(&p) {
                    complete.emit(false);
                } else {
                    let name = names.get(usize::from(seat)).cloned().unwrap_or_default();
                    hint.emit(t.fill(
                        "tutorial.glak.hint-territory",
                        &[("field", &field_name(p)), ("name", &name)],
                    ));
                }
            }
            Task::Lay(..) | Task::EndTurn => match game.check(Action::Place(p)) {
                Err(error) => hint.emit(refused(error)),
                Ok(()) if task == Task::EndTurn => {
                    hint.emit(t.get("tutorial.glak.hint-end-turn").to_string())
                }
                Ok(()) => {}
            },
            Task::Explain => {}
        })
    };
    let lay = match task {
        Task::Lay(name, at, rotation) => game
            .area()
            .tiles()
            .index_of(name)
            .map(|tile| (tile, Place::new(at.0, at.1), rotation, name)),
        _ => None,
    };
    let on_slot = {
        let (complete, hint, game) = (complete.clone(), hint.clone(), Rc::clone(&game));
        Callback::from(move |place: Place| {
            let Some((tile, at, rotation, _)) = lay else {
                return;
            };
            if place == at {
                complete.emit(true);
            } else {
                match game.check(Action::Lay {
                    tile,
                    at: place,
                    rotation,
                }) {
                    Err(error) => hint.emit(refused(error)),
                    Ok(()) => hint.emit(legal(format!("[{}, {}]", at.bx, at.by))),
                }
            }
        })
    };
    let on_end_turn = {
        let (complete, hint, game) = (complete.clone(), hint.clone(), Rc::clone(&game));
        Callback::from(move |_: MouseEvent| {
            if task == Task::EndTurn {
                complete.emit(true);
            } else if let Err(error) = game.check(Action::EndTurn) {
                hint.emit(refused(error));
            } else {
                hint.emit(legal(step_target(task)));
            }
        })
    };

    let fields = target_fields(&game, task, current.chosen);
    let area = game.area();
    let lit: FieldSet = fields.iter().filter_map(|&p| area.field_at(p)).collect();
    let mut selectors: Vec<String> = fields
        .iter()
        .map(|p| format!("[data-field=\"{},{}\"]", p.x, p.y))
        .collect();
    if let Some((_, at, _, _)) = lay {
        selectors.push(format!("[data-slot=\"{},{}\"]", at.bx, at.by));
    }
    let board_ref = use_targets(selectors);

    let moving = !matches!(task, Task::Explain | Task::Territory(_));
    let side = html! {
        <>
            if !scene.is_duel() && !matches!(step.task, Task::Territory(_)) {
                <p class="plays">{ t.fill("tutorial.glak.plays", &[("name", &names.get(learner.index()).cloned().unwrap_or_default())]) }</p>
            }
            if step.placements && !current.done {
                { placements_figure(t) }
            }
            if !matches!(step.task, Task::Territory(_)) && !game.is_over() {
                <section class={classes!("tutorial-turn", crate::ui::seat_look::seat_class(learner.index()))} aria-label={t.get("glak.turn-label")}>
                    <p class="ap" data-ap={game.action_points_left().to_string()}>{ t.fill("tutorial.glak.points-left", &[("left", &game.action_points_left()), ("total", &game.turn_action_points())]) }</p>
                    <p>{ t.fill("tutorial.glak.supply", &[("n", &game.supply(learner))]) }</p>
                    if !game.hand(learner).is_empty() {
                        <p>{ t.fill("tutorial.glak.boards", &[("boards", &game.hand(learner).iter().map(|&i| area.tiles().boards()[i].name().to_string()).collect::<Vec<_>>().join(", "))]) }</p>
                    }
                    if let Some((_, _, _, name)) = lay {
                        <p class="hint">{ t.fill("tutorial.glak.laying", &[("board", &name)]) }</p>
                    }
                    if moving {
                        <button type="button" data-action="end-turn" data-tutorial-target={(task == Task::EndTurn).then_some("")}
                            onclick={on_end_turn}>{ t.get("glak.end-turn") }</button>
                    }
                </section>
            }
        </>
    };
    let outcome = current.done.then(|| match step.outcome {
        Outcome::Next => html! {},
        Outcome::Read(text) => html! { <p>{ t.get(text) }</p> },
        Outcome::Score(text) => html! {
            <>
                <p>{ t.get(text) }</p>
                { final_scores(t, &game, &names) }
            </>
        },
    });
    let colours: String = scene
        .colours()
        .iter()
        .enumerate()
        .map(|(i, c)| format!("--seat-{i}: var(--colour-{c});"))
        .collect();
    let scored = current.done || matches!(step.task, Task::Territory(_));
    let board = html! {
        <AreaView game={Shown(Rc::clone(&game))} names={Rc::new(names)} {lit}
            chosen={current.chosen} interactive={moving || matches!(task, Task::Territory(_))}
            ghost={lay.map(|(tile, _, rotation, _)| GhostBoard { tile, rotation })}
            chains={current.done && matches!(step.outcome, Outcome::Score(_))} outlined={scored}
            {on_field} {on_slot} />
    };
    frame(Frame {
        t,
        lesson: GameKind::GLAK,
        steps: STEPS.len(),
        step: index,
        key: step.key,
        text: t.get(step.text).to_string(),
        outcome,
        hint: current.hint.clone(),
        next: current.done || step.task == Task::Explain,
        side,
        board,
        board_ref,
        on_step: props.on_step.clone(),
        colours,
    })
}

/// What a task asks for, in the words of a hint.
fn step_target(task: Task) -> String {
    match task {
        Task::Place(at) | Task::Step(_, at) | Task::Jump(_, at) => field_name(point(at)),
        Task::Lay(_, at, _) => format!("[{}, {}]", at.0, at.1),
        _ => String::new(),
    }
}

/// GLAK's lesson, as `ui::games` lists it.
pub struct GlakTutorial;

impl GameLesson for GlakTutorial {
    fn steps(&self) -> usize {
        STEPS.len()
    }

    fn view(&self, step: usize, on_step: Callback<usize>) -> Html {
        html! { <GlakLesson key={step} {step} {on_step} /> }
    }

    fn line_key(&self) -> &'static str {
        "tutorial.glak-line"
    }

    fn done_key(&self) -> &'static str {
        "tutorial.done-glak"
    }

    fn invite_key(&self) -> &'static str {
        "tutorial.other-glak"
    }
}
