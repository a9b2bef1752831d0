//! The app's side effects, as hooks: what the page opens on (the kept game, a share link, an
//! invitation), autosave, and the bots' Web Worker. The reducer stays pure.

use super::files;
use super::remote::host;
use super::storage::{self, Loaded};
use crate::app::bots::BotRequest;
use crate::app::bridge::{Shown, ToApp, ToCarrier};
use crate::app::games::TableAction;
use crate::app::registry::problem_text;
use crate::app::screens::{Invited, Notice, UiState};
use crate::app::seats::Driver;
use crate::app::state::UiAction;
use crate::core::level::Level;
use crate::i18n::Texts;
use crate::ui::bot_worker::BotWorker;
use gloo_timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// What the page opens on, read from the address and the device before its first drawing
/// ([`opening`]): the actions that make its first screen (so that the first drawing is the screen
/// the person waits for, not the new-game screen drawn and then replaced: on a slow phone a
/// drawing of the whole app costs a tenth of a second or more; or, while the part of the game it
/// opens on comes, the header and the stand-in), and what is left to do once it is drawn
/// ([`use_startup`]).
#[derive(Clone, Debug)]
pub struct Opening {
    /// The actions that make the first screen, in order.
    pub actions: Vec<UiAction>,
    /// What the page does once its first screen is drawn.
    then: Then,
}

/// What [`use_startup`] does after the first drawing (or, for a page that waited for a game's part,
/// after the drawing of what it opens on).
#[derive(Clone, Debug)]
enum Then {
    /// An invitation's join screen is up: the carrier loads while the person types a name.
    Invitation,
    /// A link from another device (or an invitation the offline copy cannot take): the carrier
    /// reads it and draws what it opens.
    Carrier(String),
    /// The game between devices shown last opens again.
    ResumeRemote,
    /// The page opens on a game whose part is still on its way (a share link's replays, the kept
    /// game in play): its first screen is the header with the stand-in ([`Screen::Opening`]), and
    /// what it opens on is read again once these parts are in ([`on_this_device`], with the
    /// shortcut read first).
    ///
    /// [`Screen::Opening`]: crate::app::screens::Screen::Opening
    Parts {
        /// The parts it waits for.
        parts: Vec<crate::ui::games::GamePart>,
        /// The installed app's shortcut in the address (a new game of this game), if any.
        shortcut: Option<crate::app::kind::GameKind>,
    },
    /// A game on this device (the new-game screen, the kept game, a share link): the page is usable;
    /// a shortcut's or a link's address is taken out.
    Local {
        /// Whether the address held a shortcut or a share link.
        clear_address: bool,
    },
}

/// Reads what the page opens on (see [`Opening`]), once (a game on this device is read again once
/// the parts it waits for are in: [`Then::Parts`]). It changes nothing on the page (the address and
/// the carrier wait for [`use_startup`]'s effect); a kept game that cannot be read is put aside
/// under a key of its own, as the notice says.
#[must_use]
pub fn opening(t: Texts) -> Opening {
    let shortcut = files::new_game_in_address();
    // A link from another device in the address goes to its game (or opens an invitation); else
    // the game between devices shown last opens again, if the last game shown was one.
    // Either way the carrier draws what the person waits for, and says when it is usable.
    if let Some(text) = files::message_in_address() {
        // An invitation to a game this device is not in yet: the page draws its join screen at
        // once, and the carrier loads while the person types a name (issue 40). The offline copy
        // has no carrier: its stand-in says so at once.
        if let Some(invited) = new_invitation(&text) {
            return Opening {
                actions: vec![UiAction::ShowInvitation(Rc::new(invited))],
                then: Then::Invitation,
            };
        }
        // The carrier's place is the first screen, which the carrier draws in or replaces with the
        // table: the new-game screen, drawn and then replaced, cost a phone a drawing of the whole
        // board's preview (issue 40: a turn link on a device that has the app).
        return Opening {
            actions: vec![UiAction::ShowCarrier],
            then: Then::Carrier(text),
        };
    }
    if host::last_was_remote() && shortcut.is_none() {
        return Opening {
            actions: vec![UiAction::ShowCarrier],
            then: Then::ResumeRemote,
        };
    }
    on_this_device(t, shortcut, false)
}

/// What the page opens on when it is a game on this device ([`opening`]): the kept game, a share
/// link's replay, a shortcut's new game, or the new-game screen; the header and the stand-in while
/// the parts of the games it opens on come, unless `waited` (they came, or could not be loaded).
fn on_this_device(t: Texts, shortcut: Option<crate::app::kind::GameKind>, waited: bool) -> Opening {
    let mut link = files::game_in_address();
    let mut actions = Vec::new();
    // Each game's play part makes and draws its tables, its replays part reads and draws its links
    // (the page's binary asks for the kept game's and the share link's as it starts). Until they
    // are in, the page draws its header and the stand-in, and reads this again then
    // ([`Then::Parts`]). If one could not be loaded, the game stays kept and the link in the
    // address for the next try (a reload), and the new-game screen says why.
    let wanted = crate::ui::games::wanted_at_start();
    if !waited
        && let Some(first) = wanted.first().map(|part| part.game)
        && !wanted.iter().all(|part| part.started())
    {
        // The header names the game the page will show: a link's (the first wanted), else a
        // shortcut's new game, else the kept one.
        let shown = if link.is_some() {
            first
        } else {
            shortcut.unwrap_or(first)
        };
        return Opening {
            actions: vec![UiAction::ShowOpening(shown)],
            then: Then::Parts {
                parts: wanted,
                shortcut,
            },
        };
    }
    let loaded = if wanted.iter().all(|part| part.started()) {
        storage::load()
    } else {
        actions.push(UiAction::Notify(crate::ui::games::play_failed(t)));
        link = None;
        Loaded::Nothing
    };
    match loaded {
        Loaded::Nothing => {}
        Loaded::Table(table) => actions.push(UiAction::Resume(*table)),
        Loaded::Unreadable { reason, backup_key } => actions.push(UiAction::Notify(Notice {
            text: t.fill(
                "notice.save-unreadable",
                &[("reason", &problem_text(&reason, t)), ("key", &backup_key)],
            ),
            problem: true,
        })),
    }
    // The installed app's shortcuts ask for a new game of one game.
    if let Some(game) = shortcut {
        actions.push(UiAction::ShowNewGame);
        actions.push(UiAction::SetGame(game));
        // The tutorial's "play your first game" asks for Easy as the opponent.
        if files::easy_opponent_in_address() {
            actions.push(UiAction::SetSeatKind(1, Some(Level::Easy)));
        }
    }
    match link.as_deref().map(crate::app::registry::open_link) {
        None => {}
        Some(Ok(replay)) => actions.push(UiAction::OpenReplay(Rc::new(replay))),
        Some(Err(problem)) => actions.push(UiAction::Notify(Notice {
            text: t.fill("notice.link-broken", &[("problem", &problem_text(&problem, t))]),
            problem: true,
        })),
    }
    Opening {
        actions,
        then: Then::Local {
            clear_address: shortcut.is_some() || link.is_some(),
        },
    }
}

impl Opening {
    /// The first screen: `state` with the opening's actions done.
    #[must_use]
    pub fn first_screen(&self, state: UiState) -> UiState {
        let state = self.actions.iter().cloned().fold(Rc::new(state), UiState::reduce);
        Rc::try_unwrap(state).unwrap_or_else(|state| (*state).clone())
    }
}

/// An invitation to a game this device is not in yet (its join screen is the page's own), unless
/// this is the offline copy, which has no carrier.
fn new_invitation(text: &str) -> Option<Invited> {
    if files::offline_copy() {
        return None;
    }
    Invited::read(text).filter(|i| !host::keeps(i.game, &i.id))
}

/// Whether the page opens on a link from another device that the carrier reads at once (a turn, a
/// live game's, an invitation this device has joined): the page's binary then loads the carrier
/// beside the app's words, before the first drawing ([`host::preload`]; the offline copy has none).
#[must_use]
pub fn carrier_reads_address() -> bool {
    !files::offline_copy() && files::message_in_address().is_some_and(|text| new_invitation(&text).is_none())
}

/// At start-up, once the first screen ([`Opening::first_screen`]) is drawn: listens to the carrier,
/// to later links and to the files the installed app is asked to open, and does what the opening
/// left to do (the carrier's part of a link from another device, or saying the page is usable).
#[hook]
pub fn use_startup(state: &UseReducerHandle<UiState>, t: Texts, opening: &Rc<Opening>) {
    let dispatch = state.dispatcher();
    let opening = opening.clone();
    let after = After {
        then: use_mut_ref(|| None::<Then>),
        redraw: use_force_update(),
    };
    {
        let (after, dispatch) = (after.clone(), dispatch.clone());
        use_effect(move || {
            let then = after.then.borrow_mut().take();
            if let Some(then) = then {
                then_after_drawing(&then, dispatch, after);
            }
        });
    }
    use_effect_with((), move |_| {
        // The carrier of games between devices tells the app which game to put on the table.
        {
            let dispatch = dispatch.clone();
            host::start(move |message| match message {
                ToApp::Carrier => dispatch.dispatch(UiAction::ShowCarrier),
                ToApp::Game(table) => dispatch.dispatch(UiAction::RemoteGame(Rc::new(*table))),
                // A game kept in the history, opened as a file is opened.
                ToApp::Replay(text) => dispatch.dispatch(match crate::app::registry::read_file(&text) {
                    Ok(replay) => UiAction::OpenReplay(Rc::new(replay)),
                    Err(e) => UiAction::Notify(Notice {
                        text: t.fill(
                            "file.not-a-game",
                            &[
                                ("file", &t.get("header.history")),
                                ("problem", &problem_text(&e, t)),
                            ],
                        ),
                        problem: true,
                    }),
                }),
                ToApp::Ready => {}
            });
        }
        // A link from another device opened later in this tab goes to the carrier too.
        listen_for_messages();
        // The installed app's file handler opens a game file as the Open button does.
        {
            let dispatch = dispatch.clone();
            files::take_launched_files(move |name, read| {
                let dispatch = dispatch.clone();
                open_file(t, name, read, move |action| dispatch.dispatch(action));
            });
        }
        then_after_drawing(&opening.then, dispatch, after);
    });
}

/// What a page that waited for a game's part has left to do once what it opens on is drawn
/// ([`use_startup`]'s effect takes it), and the page's drawing again.
#[derive(Clone)]
struct After {
    then: Rc<RefCell<Option<Then>>>,
    redraw: UseForceUpdateHandle,
}

/// What the page does once its first screen is drawn (the opening's [`Then`]): for a page that
/// waits for a game's part, the screen it opens on once that part is in, and then (`after`, taken
/// by [`use_startup`]'s effect once that screen is drawn) what is left to do.
fn then_after_drawing(then: &Then, dispatch: UseReducerDispatcher<UiState>, after: After) {
    match then {
        Then::Parts { parts, shortcut } => {
            let (parts, shortcut) = (parts.clone(), *shortcut);
            wasm_bindgen_futures::spawn_local(async move {
                // Asked for as the page started: each load joins the one under way.
                for part in parts {
                    part.load().await;
                }
                // In the language in use now (a choice made meanwhile is remembered once its
                // words are in).
                let t = Texts(crate::ui::language::initial_lang());
                let opened = on_this_device(t, shortcut, true);
                // What is left to do once that screen is drawn ([`use_startup`]'s effect), which
                // the page draws even if the person has left the header meanwhile (the opening is
                // then dropped, and the page drawn as it is).
                *after.then.borrow_mut() = Some(opened.then);
                dispatch.dispatch(UiAction::Opened(opened.actions));
                after.redraw.force_update();
            });
        }
        Then::Invitation => {
            files::clear_address();
            // The carrier says when it is usable, and the service worker waits for that.
            host::preload();
        }
        Then::Carrier(text) => {
            files::clear_address();
            host::send(ToCarrier::Receive { text: text.clone() });
        }
        Then::ResumeRemote => host::send(ToCarrier::Resume),
        Then::Local { clear_address } => {
            crate::ui::modules::say_usable();
            if *clear_address {
                files::clear_address();
            }
        }
    }
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
    let shown = crate::app::devices::shown(state);
    use_effect_with(shown, |&screen| {
        // The History screen is the carrier's to draw, and so are the kept games on the new-game one.
        if screen == Shown::History || (screen == Shown::NewGame && host::has_kept_games()) {
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
    let game = state.table().map(|t| t.identity());
    let moved = crate::app::devices::moved(state);
    use_effect_with(game, move |_| {
        if let Some(moved) = moved {
            host::send(moved);
        }
    });
    use_effect(host::settle);
}

/// Opens a game file ([`file_opened`]) once its game's replays, whose part reads its files, have
/// started; says so if that part cannot be loaded.
pub fn open_file(t: Texts, name: String, read: files::FileRead, emit: impl Fn(UiAction) + Clone + 'static) {
    // A file that cannot be read as a text is said to be so at once.
    let files::FileRead::Text(text) = &read else {
        emit(file_opened(t, &name, read));
        return;
    };
    let game = crate::app::kind::GameKind::of_saved(text);
    let failed = emit.clone();
    crate::ui::games::with_part(
        crate::ui::games::GamePart::replays(game),
        move || emit(file_opened(t, &name, read)),
        move || failed(UiAction::Notify(crate::ui::games::play_failed(t))),
    );
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
        files::FileRead::Text(text) => match crate::app::registry::read_file(&text) {
            Ok(replay) => UiAction::OpenReplay(Rc::new(replay)),
            Err(e) => problem(t.fill(
                "file.not-a-game",
                &[("file", &name), ("problem", &problem_text(&e, t))],
            )),
        },
    }
}

/// Queues every game that ends on this device for the history (`ui/history`), and tells the carrier
/// if it is in the page (else it keeps the queue the next time it loads).
#[hook]
pub fn use_history(state: &UseReducerHandle<UiState>, t: Texts) {
    let dispatch = state.dispatcher();
    let table = state.table().cloned();
    // A game between devices is queued with its remote part, again whenever that changes (the last
    // secrets arrive after the end), so that the history keeps how far it was verified.
    let remote = state.remote.clone();
    let ended = table
        .as_ref()
        .filter(|t| t.is_over())
        .map(|t| (t.identity(), remote.as_ref().map(|r| r.record.clone())));
    use_effect_with(ended, move |ended| {
        let saved = ended
            .as_ref()
            .and_then(|_| table?.saved_text())
            .map(|saved| match &remote {
                Some(remote) => remote.export(&saved),
                None => saved,
            });
        if let Some(saved) = saved {
            match super::history::pending::queue(js_sys::Date::now() as u64, &saved) {
                Ok(()) => host::tell(ToCarrier::Finished),
                Err(problem) => dispatch.dispatch(UiAction::Notify(Notice {
                    text: t.fill("notice.save-failed", &[("problem", &t.get(problem))]),
                    problem: true,
                })),
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
    let game = table.as_ref().map(|t| t.identity());
    // A game between devices is kept by the carrier, and the pass-and-play save stays as it was.
    let remote = state.remote.is_some();
    use_effect_with(game, move |_| {
        let saved = table.filter(|_| !remote).map(|table| {
            host::forget_last();
            storage::save(&table)
        });
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
            // When the question was asked, the least time on screen, and the bot asked.
            let pending = Rc::new(std::cell::Cell::new((0f64, 0u32, Level::Easy)));
            let worker = BotWorker::start({
                let pending = Rc::clone(&pending);
                move |answer| {
                    let (asked, delay, level) = pending.get();
                    let wait = (f64::from(delay) - (js_sys::Date::now() - asked)).max(0.0) as u32;
                    let dispatch = dispatch.clone();
                    let thinking = thinking.clone();
                    Timeout::new(wait, move || {
                        thinking.set(false);
                        match (answer.action, answer.chance) {
                            (Some(action), Some(chance)) => {
                                dispatch.dispatch(UiAction::Table(TableAction::Hinted {
                                    asked_at: answer.id,
                                    action,
                                    chance,
                                }))
                            }
                            (Some(action), None) => dispatch.dispatch(UiAction::Table(TableAction::Answer {
                                asked_at: answer.id,
                                driver: Driver::Bot(level),
                                action,
                            })),
                            (None, _) => {}
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
        // What to ask, and when: the game, its epoch and position, the bot, and the least time on
        // screen.
        let question = table.as_ref().and_then(|t| t.bot_turn());
        let worker = worker.clone();
        let thinking = thinking.clone();
        use_effect_with(question, move |question| {
            let Some(turn) = *question else {
                return;
            };
            // What the bot may see (the seat's view where the game hides something).
            let Some((view, bot_seed)) = table.as_ref().and_then(|t| t.bot_view()) else {
                return;
            };
            let request = BotRequest {
                id: turn.asked_at,
                game: turn.game,
                level: turn.level,
                seed: turn.seed(bot_seed),
                view,
                hint: turn.hint,
            };
            let (worker, pending) = &*worker.borrow();
            pending.set((js_sys::Date::now(), turn.delay_ms, turn.level));
            thinking.set(!turn.hint);
            worker.ask(&request);
        });
    }
    *thinking
}

/// A soft sound after each placement (and each GLAK action), when sounds are on.
#[hook]
pub fn use_sounds(state: &UseReducerHandle<UiState>, on: bool) {
    let placed = state.table().map(|t| t.actions_played());
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
/// does not scroll for it. A table drawn first as the stand-in for the games' part (a kept game
/// opened before the part came) gets the focus once it is drawn.
#[hook]
pub fn use_focus_flow(state: &UseReducerHandle<UiState>) {
    use wasm_bindgen::JsCast;
    let table = state.table();
    let target = table.and_then(|t| t.focus_target());
    let moves = table.map(|t| t.actions_played());
    let drawn = table.is_some_and(|t| crate::ui::games::play_started(t.kind()));
    use_effect_with((target, moves, drawn), |(target, _, _)| {
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

/// Where the part of the page's module that draws a game in play or a replay stands
/// (`ui::games::GamePart`), as a screen that needs it shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayPart {
    /// On its way.
    Loading,
    /// Its download failed; asking again tries again.
    Failed,
}

/// Loads the parts that draw the games in play once the screen the page opens on is drawn (not its
/// header's stand-in: `Then::Parts` waits for its own), so that they are in before anyone starts a
/// game or plays on from a replay: the game chosen on the new-game form (or the replay's) first,
/// then the others (for a link from another device, the carrier brings them: its part shares their
/// code); and the part a screen shows (a game in play's, a replay's), again after a failure. The
/// app is drawn again when one comes only if a screen waits for it (a drawing costs a slow phone a
/// tenth of a second). Returns what a waiting screen shows, and the callback that asks for its
/// part again.
// Long: one hook's state (the failure, the parts on their way, the stand-in drawn) and its two
// ways of loading a part, asked for and ahead, which share that state.
#[hook]
pub fn use_play_part(state: &UseReducerHandle<UiState>) -> (PlayPart, Callback<()>) {
    use crate::app::kind::GameKind;
    use crate::app::screens::Screen;
    use crate::ui::games::GamePart;
    let failed = use_state(|| false);
    let loading = use_mut_ref(Vec::<GamePart>::new);
    // The part the screen needs, if it needs one: a game in play's, a replay's.
    let needed = match &state.screen {
        Screen::Table(table) => Some(GamePart::play(table.kind())),
        Screen::Replay(replay) => Some(GamePart::replays(replay.kind())),
        _ => None,
    };
    // Whether the drawing shown last is the stand-in, waiting for that part: read when it comes.
    let waits = use_mut_ref(|| None::<GamePart>);
    *waits.borrow_mut() = needed.filter(|part| !part.started());
    let redraw = use_force_update();
    // `(part, asked)`: a screen needs it (a failure is said); else it is fetched ahead (a failure
    // is said only if a screen waits for it by then).
    let load = {
        let (failed, loading) = (failed.clone(), loading.clone());
        Callback::from(move |(part, asked): (GamePart, bool)| {
            if part.started() {
                // It came after the stand-in was drawn, by another way (the page's binary asks for
                // it as it starts when the page opens on a table): the screen is drawn again.
                if *waits.borrow() == Some(part) {
                    *waits.borrow_mut() = None;
                    redraw.force_update();
                }
                return;
            }
            if loading.borrow().contains(&part) {
                return;
            }
            loading.borrow_mut().push(part);
            let (failed, loading, waits, redraw) =
                (failed.clone(), loading.clone(), waits.clone(), redraw.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let started = part.load().await;
                loading.borrow_mut().retain(|&p| p != part);
                let waited = *waits.borrow() == Some(part);
                if !started && (asked || waited) {
                    failed.set(true);
                } else if started && waited {
                    redraw.force_update();
                }
            });
        })
    };
    let ahead = use_mut_ref(|| false);
    {
        let load = load.clone();
        // The games in play come ahead once the screen is drawn: a replay's game first (it is
        // played on from), else the game chosen on the new-game form.
        let first = match needed {
            Some(part) => part.game,
            None => state.form.game,
        };
        // The page's opening waits for the parts it opens on itself (`Then::Parts`); the others
        // come once it has drawn what it opens on.
        let opening = matches!(state.screen, Screen::Opening(_));
        // A screen that needs a game in play's part asks for it; one that shows a replay asks for
        // its replays' part, and once they are drawn, the games in play come ahead.
        let drawn =
            needed.is_none_or(|part| part.drawn == crate::ui::games::Drawn::Replays && part.started());
        use_effect_with((needed, drawn, opening), move |&(needed, drawn, opening)| {
            if opening {
                return;
            }
            if let Some(part) = needed {
                load.emit((part, true));
            }
            if drawn && !ahead.replace(true) {
                // One after the other, the first game's first: they share the line. A screen
                // that comes to need one meanwhile asks for it itself (above).
                wasm_bindgen_futures::spawn_local(async move {
                    let rest = GameKind::ALL.into_iter().filter(|&g| g != first);
                    for game in std::iter::once(first).chain(rest) {
                        if !GamePart::play(game).load().await {
                            break;
                        }
                    }
                });
            }
        });
    }
    let shown = if *failed {
        PlayPart::Failed
    } else {
        PlayPart::Loading
    };
    let again = Callback::from(move |()| {
        failed.set(false);
        if let Some(part) = needed {
            load.emit((part, true));
        }
    });
    (shown, again)
}
