//! The app's root: the header, the screen in play, the pass-the-device curtain, autosave.

use super::board::{BoardView, Ghost};
use super::bot_worker::{BotRequest, BotWorker};
use super::chip::seat_class;
use super::curtain::Curtain;
use super::files;
use super::final_scoring::FinalScoring;
use super::game_log::{GameLog, describe};
use super::hand::HandView;
use super::new_game::{NewGameScreen, fresh_seed};
use super::player_panel::PlayerPanel;
use super::replay::ReplayView;
use super::scoring_track::ScoringTrack;
use super::state::{Notice, ReplaySource, Screen, SeatInfo, Speed, Table, UiAction, UiState};
use super::storage::{self, Loaded};
use crate::engine::{Action, Phase, SquareSet};
use gloo_timers::callback::Timeout;
use std::rc::Rc;
use yew::prelude::*;

/// CSS custom properties giving each seat its chosen colour.
fn seat_colours(seats: &[SeatInfo]) -> String {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| format!("--seat-{i}: var(--colour-{});", s.colour))
        .collect()
}

/// The Glüx app.
#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(|| UiState::new(fresh_seed()));

    // At start-up: resume the saved game, then open the game in the address (a share link), if any.
    {
        let dispatch = state.dispatcher();
        use_effect_with((), move |_| {
            match storage::load() {
                Loaded::Nothing => {}
                Loaded::Game(game, seats, bot_seed) => {
                    dispatch.dispatch(UiAction::Resume(Rc::new(*game), seats, bot_seed));
                }
                Loaded::Unreadable { reason, backup_key } => dispatch.dispatch(UiAction::Notify(Notice {
                    text: format!(
                        "Your saved game could not be read ({reason}). It is kept in this browser under \
                         \"{backup_key}\", so nothing is lost. Start a new game below."
                    ),
                    problem: true,
                })),
            }
            match files::game_in_address() {
                None => {}
                Some(Ok(game)) => {
                    let seats = files::seats_for(&game);
                    dispatch.dispatch(UiAction::OpenReplay(Rc::new(game), seats, ReplaySource::Link));
                    files::clear_address();
                }
                Some(Err(problem)) => {
                    dispatch.dispatch(UiAction::Notify(Notice {
                        text: format!(
                            "This share link cannot be opened: {problem}. Your saved game is untouched."
                        ),
                        problem: true,
                    }));
                    files::clear_address();
                }
            }
        });
    }

    // Autosave after every change to the game in play.
    {
        let dispatch = state.dispatcher();
        let table = state.table().cloned();
        use_effect_with(table.as_ref().map(|t| Rc::clone(&t.game)), move |_| {
            if let Some(table) = table
                && let Err(problem) = storage::save(&table)
            {
                dispatch.dispatch(UiAction::Notify(Notice {
                    text: problem,
                    problem: true,
                }));
            }
        });
    }

    // Bots: ask the worker when a bot is to move (and the bots are not paused); its answer arrives
    // no sooner than the speed's delay, so people can follow, and is dropped if the game moved on.
    let thinking = use_state(|| false);
    let worker = {
        let dispatch = state.dispatcher();
        let thinking = thinking.setter();
        use_mut_ref(move || {
            let pending = Rc::new(std::cell::Cell::new((0f64, 0u32)));
            let worker = BotWorker::start({
                let pending = Rc::clone(&pending);
                move |answer| {
                    let (asked, delay) = pending.get();
                    let wait = (f64::from(delay) - (js_sys::Date::now() - asked)).max(0.0) as u32;
                    let dispatch = dispatch.clone();
                    let thinking = thinking.clone();
                    Timeout::new(wait, move || {
                        thinking.set(false);
                        if let Some(action) = answer.action {
                            dispatch.dispatch(UiAction::BotMove {
                                asked_at: answer.id as usize,
                                action,
                            });
                        }
                    })
                    .forget();
                }
            });
            (worker, pending)
        })
    };
    {
        let table = state.table().cloned();
        let question = table.as_ref().and_then(|t| {
            let (seat, level) = t.bot_to_move()?;
            (!t.paused || t.step).then(|| (t.game.record().actions.len(), seat, level, t.speed.delay_ms()))
        });
        let worker = worker.clone();
        let thinking = thinking.clone();
        use_effect_with(question, move |question| {
            if let (Some((asked_at, seat, level, delay)), Some(table)) = (*question, table) {
                let game = table.game.game();
                let request = BotRequest {
                    id: asked_at as u64,
                    level,
                    seed: table.bot_seed ^ (asked_at as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15),
                    view: game.view(seat).to_bytes(),
                };
                let (worker, pending) = &*worker.borrow();
                pending.set((js_sys::Date::now(), delay));
                thinking.set(true);
                worker.ask(&request);
            }
        });
    }

    let dispatch: Callback<UiAction> = {
        let state = state.clone();
        Callback::from(move |action| state.dispatch(action))
    };

    let share = use_state(|| None::<String>);
    let on_continue = {
        let dispatch = dispatch.clone();
        Callback::from(move |()| {
            storage::keep_previous();
            dispatch.emit(UiAction::ContinueReplayed(fresh_seed()));
        })
    };
    let (body, colours) = match &state.screen {
        Screen::Replay(replay) => (
            html! { <ReplayView replay={replay.clone()} dispatch={dispatch.clone()} {on_continue} /> },
            seat_colours(&replay.seats),
        ),
        Screen::NewGame => (
            html! { <NewGameScreen form={state.form.clone()} can_go_back={state.suspended.is_some()} dispatch={dispatch.clone()} /> },
            seat_colours(&state.form.seats),
        ),
        Screen::Table(table) => (
            table_view(table, *thinking, &dispatch),
            seat_colours(&table.seats),
        ),
    };

    let notice = state.notice.clone().map(|n| {
        html! {
            <div class={classes!("notice", n.problem.then_some("problem"))} role="alert"
                data-notice={if n.problem { "problem" } else { "info" }}>
                <p>{ n.text }</p>
                <button type="button" onclick={dispatch.reform(|_| UiAction::DismissNotice)} aria-label="Dismiss">{ "✕" }</button>
            </div>
        }
    });
    let in_game = state.table().is_some();
    let table = state.table().cloned();
    let on_file = {
        let dispatch = dispatch.clone();
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            input.set_value("");
            let dispatch = dispatch.clone();
            if file.size() > files::MAX_FILE_BYTES {
                dispatch.emit(UiAction::Notify(Notice {
                    text: format!(
                        "{} is too large to be a Glüx game ({} bytes).",
                        file.name(),
                        file.size()
                    ),
                    problem: true,
                }));
                return;
            }
            wasm_bindgen_futures::spawn_local(async move {
                let text = wasm_bindgen_futures::JsFuture::from(file.text())
                    .await
                    .ok()
                    .and_then(|t| t.as_string());
                match text.map(|t| files::read_game_file(&t)) {
                    Some(Ok((game, seats))) => {
                        dispatch.emit(UiAction::OpenReplay(Rc::new(game), seats, ReplaySource::File))
                    }
                    Some(Err(e)) => dispatch.emit(UiAction::Notify(Notice {
                        text: format!(
                            "{} is not a Glüx game that can be opened: {e}. Nothing else was changed.",
                            file.name()
                        ),
                        problem: true,
                    })),
                    None => dispatch.emit(UiAction::Notify(Notice {
                        text: format!("{} could not be read.", file.name()),
                        problem: true,
                    })),
                }
            });
        })
    };
    let on_export = {
        let dispatch = dispatch.clone();
        let table = table.clone();
        Callback::from(move |_| {
            if let Some(table) = &table
                && let Err(problem) = files::download(table)
            {
                dispatch.emit(UiAction::Notify(Notice {
                    text: format!("The game could not be exported: {problem}"),
                    problem: true,
                }));
            }
        })
    };
    let on_share = {
        let share = share.clone();
        let table = table.clone();
        Callback::from(move |_| {
            share.set(if share.is_some() {
                None
            } else {
                table.as_ref().and_then(|t| files::share_url(&t.game))
            })
        })
    };
    let share_panel = share.as_ref().filter(|_| in_game).map(|url| {
        let copy = {
            let url = url.clone();
            Callback::from(move |_| {
                if let Some(window) = web_sys::window() {
                    let _ = window.navigator().clipboard().write_text(&url);
                }
            })
        };
        html! {
            <div class="share panel" role="dialog" aria-label="Share link">
                <p>{ format!("This link holds the whole game so far ({} characters). Whoever opens it can replay it, or play on.", url.len()) }</p>
                <div class="share-row">
                    <input type="text" readonly=true value={url.clone()} data-share-link="" aria-label="Share link"
                        onfocus={Callback::from(|e: FocusEvent| e.target_unchecked_into::<web_sys::HtmlInputElement>().select())} />
                    <button type="button" class="primary" onclick={copy} data-action="copy-link">{ "Copy" }</button>
                    <button type="button" onclick={{ let share = share.clone(); Callback::from(move |_| share.set(None)) }}>{ "Close" }</button>
                </div>
            </div>
        }
    });

    html! {
        <div class="app" style={colours}>
            <header class="app-header">
                <h1 class="title">{ "Glüx" }</h1>
                <nav class="header-actions">
                    if in_game {
                        <button type="button" data-action="look-back" onclick={dispatch.reform(|_| UiAction::LookBack)}
                            title="Step through the moves so far">{ "Replay" }</button>
                        <button type="button" data-action="export" onclick={on_export} title="Download the game as a file">{ "Export" }</button>
                        <button type="button" data-action="share" onclick={on_share} aria-pressed={share.is_some().to_string()}>{ "Share" }</button>
                    }
                    <label class="button" title="Open a game file">
                        { "Open" }
                        <input type="file" accept=".json,application/json" class="visually-hidden" data-action="import" onchange={on_file} />
                    </label>
                    if in_game {
                        <button type="button" data-action="new-game" onclick={dispatch.reform(|_| UiAction::ShowNewGame)}>{ "New game" }</button>
                    }
                </nav>
            </header>
            { for notice }
            { for share_panel }
            <main>{ body }</main>
        </div>
    }
}

fn table_view(table: &Table, thinking: bool, dispatch: &Callback<UiAction>) -> Html {
    let game = table.game.game();
    let position = game.position();
    let to_act = game.to_act();
    let over = game.phase() == Phase::Over;
    let covered = table.curtain.is_some();

    let legal = match (game.phase(), table.face) {
        (Phase::Turn(seat), Some(_)) if !covered => position.placements(seat),
        _ => SquareSet::EMPTY,
    };
    let ghost = table.pending.filter(|_| !covered).and_then(|action| {
        let seat = to_act?;
        Some(match action {
            Action::Place { to, pips } => Ghost { at: to, seat, pips },
            Action::StartFace(pips) | Action::StartOption(pips) => Ghost {
                at: position.start_square(seat),
                seat,
                pips,
            },
        })
    });
    let target = match table.pending {
        Some(Action::Place { to, .. }) => Some(to),
        _ => table.pointed.filter(|sq| legal.contains(*sq)),
    };
    let lines = match (target, to_act) {
        (Some(to), Some(seat)) if !covered => position.counting_chips(seat, to),
        _ => Vec::new(),
    };
    let last = table.game.history().last().map(|m| match m.played.action {
        Action::Place { to, .. } => to,
        Action::StartFace(_) | Action::StartOption(_) => position.start_square(m.played.seat),
    });

    let bot_turn = table.bot_to_move();
    let banner = match (game.phase(), to_act) {
        (Phase::Over, _) => "The game is over.".to_string(),
        (_, Some(seat)) if bot_turn.is_some() && table.paused => {
            format!("{} (bot) waits: paused.", table.name(seat))
        }
        (_, Some(seat)) if bot_turn.is_some() => format!("{} (bot) is thinking…", table.name(seat)),
        (Phase::StartFace(_), Some(seat)) => format!("Setup: {} places the start chip.", table.name(seat)),
        (_, Some(seat)) => format!("{} to move.", table.name(seat)),
        _ => String::new(),
    };

    let curtain = table.curtain.map(|seat| {
        // What happened since this seat last acted, so the next player catches up.
        let history = table.game.history();
        let since_start = history.iter().rposition(|m| m.played.seat == seat).map_or(0, |i| i + 1);
        let since: Vec<AttrValue> = history[since_start..]
            .iter()
            .flat_map(|m| describe(table, m))
            .map(AttrValue::from)
            .collect();
        html! { <Curtain name={AttrValue::from(table.name(seat).to_string())} seat={seat.0} {since} dispatch={dispatch.clone()} /> }
    });

    let track = (!over).then(|| {
        let rooms = position.board().rooms().len() as u16;
        html! {
            <section class="track panel" aria-label="Scoring track">
                <h2>{ "Scoring track" }</h2>
                <ScoringTrack vp={vec![0; position.players() as usize]} max={4 * rooms} />
                <p class="hint">{ "Rooms are scored at the end of the game." }</p>
            </section>
        }
    });

    html! {
        <>
            <div class="table-layout">
                <div class="board-area">
                    <div class="board-bar">
                        <p class="turn-banner" aria-live="polite">{ banner }</p>
                        <label class="toggle">
                            <input type="checkbox" checked={table.room_totals} data-action="room-totals"
                                onchange={dispatch.reform(|_| UiAction::ToggleRoomTotals)} />
                            { "Room totals" }
                        </label>
                    </div>
                    <BoardView position={Rc::new(position.clone())} {legal} {ghost} {last} {lines} lines_to={target}
                        room_totals={table.room_totals || over}
                        on_square={dispatch.reform(UiAction::TapSquare)} on_point={dispatch.reform(UiAction::Point)} />
                </div>
                <aside class="side">
                    if over {
                        <FinalScoring table={table.clone()} dispatch={dispatch.clone()} />
                    } else if let Some((seat, level)) = bot_turn {
                        <section class={classes!("bot-turn", "panel", seat_class(seat.index()))} aria-live="polite">
                            <h2>{ format!("{} · {level} bot", table.name(seat)) }</h2>
                            <p class={classes!("thinking", (thinking && !table.paused).then_some("active"))} data-bot-thinking={thinking.to_string()}>
                                { if table.paused { "Paused." } else { "Thinking…" } }
                            </p>
                        </section>
                    } else if !covered {
                        <HandView table={table.clone()} dispatch={dispatch.clone()} />
                    }
                    { bot_controls(table, dispatch) }
                    <PlayerPanel table={table.clone()} />
                    { for track }
                    <GameLog table={table.clone()} />
                </aside>
            </div>
            { for curtain }
        </>
    }
}

/// Pause, step and speed for games with bots, and the takeback for a person playing against them.
fn bot_controls(table: &Table, dispatch: &Callback<UiAction>) -> Html {
    if table.seats.iter().all(|s| s.bot.is_none()) || table.game.game().is_over() {
        return html! {};
    }
    let speeds = [(Speed::Slow, "Slow"), (Speed::Normal, "Normal"), (Speed::Fast, "Fast")].map(|(speed, label)| {
        let selected = table.speed == speed;
        html! {
            <button type="button" role="radio" aria-checked={selected.to_string()} data-speed={label.to_ascii_lowercase()}
                class={classes!("segment", selected.then_some("selected"))} onclick={dispatch.reform(move |_| UiAction::SetSpeed(speed))}>
                { label }
            </button>
        }
    });
    html! {
        <section class="bot-controls panel" aria-label="Bot controls">
            <button type="button" data-action="pause" aria-pressed={table.paused.to_string()} onclick={dispatch.reform(|_| UiAction::TogglePause)}>
                { if table.paused { "Resume" } else { "Pause" } }
            </button>
            <button type="button" data-action="step" disabled={!table.paused || table.bot_to_move().is_none()}
                onclick={dispatch.reform(|_| UiAction::Step)}>{ "Step" }</button>
            <span class="segments" role="radiogroup" aria-label="Bot speed">{ for speeds }</span>
            if table.has_humans() {
                <button type="button" data-action="take-back" disabled={!table.can_take_back()}
                    onclick={dispatch.reform(|_| UiAction::TakeBack)} title="Undo your last placement; the bots reply again">
                    { "Take back" }
                </button>
            }
        </section>
    }
}
