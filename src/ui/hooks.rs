//! The app's side effects, as hooks: resuming at start-up (and opening a share link), autosave, and
//! the bots' Web Worker. The reducer stays pure.

use super::bot_worker::{BotRequest, BotWorker};
use super::files;
use super::problems::record_problem;
use super::screens::{Notice, ReplaySource, UiState};
use super::state::UiAction;
use super::storage::{self, Loaded};
use crate::i18n::Texts;
use gloo_timers::callback::Timeout;
use std::rc::Rc;
use yew::prelude::*;

/// At start-up: resumes the saved game (or reports one that cannot be read), then opens the game in
/// the address, if the page was opened from a share link.
#[hook]
pub fn use_startup(state: &UseReducerHandle<UiState>, t: Texts) {
    let dispatch = state.dispatcher();
    use_effect_with((), move |_| {
        match storage::load() {
            Loaded::Nothing => {}
            Loaded::Game(game, seats, bot_seed) => {
                dispatch.dispatch(UiAction::Resume(Rc::new(*game), seats, bot_seed));
            }
            Loaded::Unreadable { reason, backup_key } => dispatch.dispatch(UiAction::Notify(Notice {
                text: t.fill(
                    "notice.save-unreadable",
                    &[("reason", &record_problem(t, &reason)), ("key", &backup_key)],
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
                    text: t.fill("notice.link-broken", &[("problem", &problem.text(t))]),
                    problem: true,
                }));
                files::clear_address();
            }
        }
    });
}

/// Saves the game in play after every change to it.
#[hook]
pub fn use_autosave(state: &UseReducerHandle<UiState>, t: Texts) {
    let dispatch = state.dispatcher();
    let table = state.table().cloned();
    // The game's identity: every change to it makes a new one.
    let game = table.as_ref().map(|t| Rc::as_ptr(&t.game) as usize);
    use_effect_with(game, move |_| {
        if let Some(table) = table
            && let Err(problem) = storage::save(&table)
        {
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
    *thinking
}

/// A soft sound after each placement, when sounds are on.
#[hook]
pub fn use_sounds(state: &UseReducerHandle<UiState>, on: bool) {
    let placed = state.table().map(|t| t.game.history().len());
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
