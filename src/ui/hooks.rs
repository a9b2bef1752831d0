//! The app's side effects, as hooks: resuming at start-up (and opening a share link), autosave, and
//! the bots' Web Worker. The reducer stays pure.

use super::bot_worker::{BotAction, BotRequest, BotWorker};
use super::files;
use super::glak::table::GlakTable;
use super::kind::{GameKind, ReplaySource};
use super::remote::bridge::{Shown, ToApp, ToCarrier};
use super::remote::host;
use super::screens::{Notice, UiState};
use super::state::UiAction;
use super::storage::{self, Loaded};
use crate::i18n::Texts;
use crate::ui::seats::Seated;
use gloo_timers::callback::Timeout;
use std::rc::Rc;
use yew::prelude::*;

/// At start-up: resumes the saved game (or reports one that cannot be read), then opens the game in
/// the address, if the page was opened from a share link.
#[hook]
pub fn use_startup(state: &UseReducerHandle<UiState>, t: Texts) {
    let dispatch = state.dispatcher();
    use_effect_with((), move |_| {
        // The carrier of games between devices tells the app which game to put on the table.
        {
            let dispatch = dispatch.clone();
            host::start(move |message| match message {
                ToApp::Carrier => dispatch.dispatch(UiAction::ShowCarrier),
                ToApp::Table(table) => dispatch.dispatch(UiAction::CarrierTable(Rc::new(*table))),
                ToApp::Ready => {}
            });
        }
        // A link from another device opened later in this tab goes to the carrier too.
        listen_for_messages();
        // The installed app's file handler opens a game file as the Open button does.
        {
            let dispatch = dispatch.clone();
            files::take_launched_files(move |name, read| dispatch.dispatch(file_opened(t, &name, read)));
        }
        let shortcut = files::new_game_in_address();
        // A link from another device in the address goes to its game (or opens an invitation); else
        // the game between devices shown last opens again, if the last game shown was one.
        if let Some(text) = files::message_in_address() {
            host::send(ToCarrier::Receive { text });
            files::clear_address();
            return;
        }
        if host::last_was_remote() && shortcut.is_none() {
            host::send(ToCarrier::Resume);
            return;
        }
        match storage::load() {
            Loaded::Nothing => {}
            Loaded::Game(game, seats, bot_seed) => {
                dispatch.dispatch(UiAction::Resume(Rc::new(*game), seats, bot_seed));
            }
            Loaded::Glak(play, seats, bot_seed) => {
                dispatch.dispatch(UiAction::ResumeGlak(GlakTable::new(*play, seats, bot_seed)));
            }
            Loaded::Unreadable { reason, backup_key } => dispatch.dispatch(UiAction::Notify(Notice {
                text: t.fill(
                    "notice.save-unreadable",
                    &[("reason", &reason.text(t)), ("key", &backup_key)],
                ),
                problem: true,
            })),
        }
        // The installed app's shortcuts ask for a new game of one game.
        if let Some(game) = shortcut {
            dispatch.dispatch(UiAction::ShowNewGame);
            dispatch.dispatch(UiAction::SetGame(game));
            files::clear_address();
        }
        match files::game_in_address() {
            None => {}
            Some(Ok(opened)) => {
                dispatch.dispatch(opened_action(opened, ReplaySource::Link));
                files::clear_address();
            }
            Some(Err(problem)) => {
                dispatch.dispatch(UiAction::Notify(Notice {
                    text: t.fill("notice.link-broken", &[("problem", &problem.text(t))]),
                    problem: true,
                }));
                files::clear_address();
            }
        }
    });
}

/// Sends every link from another device opened in this tab later (`#play=...`, a change of the
/// fragment only, so the page does not load again) to the carrier.
fn listen_for_messages() {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    let Some(window) = web_sys::window() else { return };
    let closure = Closure::<dyn Fn()>::new(|| {
        if let Some(text) = files::message_in_address() {
            host::send(ToCarrier::Receive { text });
            files::clear_address();
        }
    });
    let _ = window.add_event_listener_with_callback("hashchange", closure.as_ref().unchecked_ref());
    closure.forget();
}

/// Keeps the carrier of games between devices in step with the app: what the app shows (the
/// carrier loads on the new-game screen only when this device keeps such games), the language,
/// and every move made here in a game between devices. Also gives the carrier's element its place
/// after every drawing.
#[hook]
pub fn use_carrier(state: &UseReducerHandle<UiState>, t: Texts) {
    let shown = host::shown(state);
    use_effect_with(shown, |&screen| {
        if screen == Shown::NewGame && host::has_kept_games() {
            host::send(ToCarrier::Shown { screen });
        } else {
            host::tell(ToCarrier::Shown { screen });
        }
    });
    use_effect_with(t.lang(), |lang| {
        host::tell(ToCarrier::Language {
            lang: lang.code().to_string(),
        });
    });
    let game = state
        .table()
        .map(|t| Rc::as_ptr(&t.game) as usize)
        .or_else(|| state.glak_table().map(|t| Rc::as_ptr(&t.play) as usize));
    let moved = host::moved(state);
    use_effect_with(game, move |_| {
        if let Some(moved) = moved {
            host::send(moved);
        }
    });
    use_effect(host::settle);
}

/// What opening a game file does: its replay, or a notice saying why it cannot be opened (the Open
/// button's file, or one the installed app is asked to open).
#[must_use]
pub fn file_opened(t: Texts, name: &str, read: files::FileRead) -> UiAction {
    let problem = |text| UiAction::Notify(Notice { text, problem: true });
    match read {
        files::FileRead::TooLarge(bytes) => {
            problem(t.fill("file.too-large", &[("file", &name), ("bytes", &bytes)]))
        }
        files::FileRead::Unreadable => problem(t.fill("file.unreadable", &[("file", &name)])),
        files::FileRead::Text(text) => match files::read_any_game_file(&text) {
            Ok(opened) => opened_action(opened, ReplaySource::File),
            Err(e) => problem(t.fill("file.not-a-game", &[("file", &name), ("problem", &e.text(t))])),
        },
    }
}

/// The replay of a game opened from a file or a link.
#[must_use]
pub fn opened_action(opened: files::OpenedGame, source: ReplaySource) -> UiAction {
    match opened {
        files::OpenedGame::Glux(game, seats) => UiAction::OpenReplay(Rc::new(*game), seats, source),
        files::OpenedGame::Glak(record, seats) => UiAction::OpenGlakReplay(Rc::new(record), seats, source),
    }
}

/// Saves the game in play after every change to it.
#[hook]
pub fn use_autosave(state: &UseReducerHandle<UiState>, t: Texts) {
    let dispatch = state.dispatcher();
    let table = state.table().cloned();
    let glak = state.glak_table().cloned();
    // The game's identity: every change to it makes a new one.
    let game = table
        .as_ref()
        .map(|t| Rc::as_ptr(&t.game) as usize)
        .or_else(|| glak.as_ref().map(|t| Rc::as_ptr(&t.play) as usize));
    // A game between devices is kept by the carrier, and the pass-and-play save stays as it was.
    let remote = state.remote.is_some();
    use_effect_with(game, move |_| {
        let saved = match (table, glak) {
            _ if remote => None,
            (Some(table), _) => {
                host::forget_last();
                Some(storage::save(&table))
            }
            (_, Some(glak)) => {
                host::forget_last();
                Some(storage::save_glak(&glak))
            }
            _ => None,
        };
        if let Some(Err(problem)) = saved {
            dispatch.dispatch(UiAction::Notify(Notice {
                text: t.fill("notice.save-failed", &[("problem", &t.get(problem))]),
                problem: true,
            }));
        }
    });
}

/// Asks the bots' worker when a bot is to move (and the bots are not paused); the answer arrives no
/// sooner than the speed's delay, so people can follow, and is dropped if the game moved on.
/// Returns whether a bot is thinking.
#[hook]
pub fn use_bots(state: &UseReducerHandle<UiState>) -> bool {
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
                        let asked_at = answer.id as usize;
                        match answer.action {
                            Some(BotAction::Glux(action)) => {
                                dispatch.dispatch(UiAction::BotMove { asked_at, action })
                            }
                            Some(BotAction::Glak(action)) => {
                                dispatch.dispatch(UiAction::GlakBotMove {
                                    asked_at: asked_at as u64,
                                    action,
                                });
                            }
                            None => {}
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
        let glak = state.glak_table().cloned();
        // What to ask, and when: the game, its move count, the bot, and the least time on screen.
        let question = table
            .as_ref()
            .and_then(|t| {
                let (_, level) = t.bot_to_move()?;
                (!t.paused || t.step).then(|| {
                    (
                        GameKind::Glux,
                        t.game.record().actions.len(),
                        level,
                        t.speed.delay_ms(),
                    )
                })
            })
            .or_else(|| {
                let t = glak.as_ref()?;
                let (_, level) = t.bot_to_move()?;
                // A GLAK turn is several actions: each is shown for a part of a Glüx move's time.
                (!t.paused || t.step).then(|| {
                    (
                        GameKind::Glak,
                        t.epoch as usize,
                        level,
                        t.speed.delay_ms() * 3 / 5,
                    )
                })
            });
        let worker = worker.clone();
        let thinking = thinking.clone();
        use_effect_with(question, move |question| {
            let Some((game, asked_at, level, delay)) = *question else {
                return;
            };
            let seed = (asked_at as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            // What the bot may see: Glüx's view of the seat to act; all of GLAK, as its link.
            let (view, bot_seed) = match (game, table, glak) {
                (GameKind::Glux, Some(table), _) => {
                    let Some(seat) = table.game.game().to_act() else {
                        return;
                    };
                    (table.game.game().view(seat).to_bytes(), table.bot_seed)
                }
                (GameKind::Glak, _, Some(table)) => {
                    let Ok(link) = crate::glak::link::encode(table.play.record()) else {
                        return;
                    };
                    (link.into_bytes(), table.bot_seed)
                }
                _ => return,
            };
            let request = BotRequest {
                id: asked_at as u64,
                game,
                level,
                seed: bot_seed ^ seed,
                view,
            };
            let (worker, pending) = &*worker.borrow();
            pending.set((js_sys::Date::now(), delay));
            thinking.set(true);
            worker.ask(&request);
        });
    }
    *thinking
}

/// A soft sound after each placement (and each GLAK action), when sounds are on.
#[hook]
pub fn use_sounds(state: &UseReducerHandle<UiState>, on: bool) {
    let placed = state.table().map(|t| t.game.history().len()).or_else(|| {
        state.glak_table().map(|t| {
            t.play
                .record()
                .turns
                .iter()
                .map(|turn| turn.actions.len() + 1)
                .sum()
        })
    });
    let before = use_mut_ref(|| placed);
    use_effect_with(placed, move |&placed| {
        let previous = std::mem::replace(&mut *before.borrow_mut(), placed);
        if on && matches!((previous, placed), (Some(a), Some(b)) if b > a) {
            super::sound::play(super::sound::Cue::Place);
        }
    });
}

/// Moves the keyboard focus where the game goes next, as a dialog should: onto Ready when the
/// pass-the-device screen comes up, and onto the first face when a person's hand is shown. The page
/// does not scroll for it.
#[hook]
pub fn use_focus_flow(state: &UseReducerHandle<UiState>) {
    use wasm_bindgen::JsCast;
    let table = state.table();
    let target = table.and_then(|t| {
        if t.curtain.is_some() {
            Some("[data-action=\"ready\"]")
        } else if t.bot_to_move().is_none() && !t.game.game().is_over() && t.face.is_none() {
            Some("[data-face]")
        } else {
            None
        }
    });
    let moves = table.map(|t| t.game.history().len());
    use_effect_with((target, moves), |(target, _)| {
        let element = target.and_then(|selector| {
            web_sys::window()?
                .document()?
                .query_selector(selector)
                .ok()
                .flatten()?
                .dyn_into::<web_sys::HtmlElement>()
                .ok()
        });
        if let Some(element) = element {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = element.focus_with_options(&options);
        }
    });
}
