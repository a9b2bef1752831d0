//! The app's root: the header, the screen in play (or the rules instead of it), and the messages.
//! Side effects live in [`super::hooks`]; the words of the language in use and the dispatcher reach
//! every component from the root's context ([`super::context`]).

use super::header::{Settings, app_header, game_name};
use super::hooks::{
    PlayPart, opening, use_autosave, use_bots, use_carrier, use_focus_flow, use_history, use_play_part,
    use_sounds, use_startup,
};
use super::language::{apply_lang, initial_lang, load, load_pages};
use super::new_game::{fresh_seed, new_game_screen};
use super::remote::host;
use super::remote::links::inbox;
use super::sound;
use super::storage;
use crate::app::bridge::ToCarrier;
use crate::app::game::Replay;
use crate::app::screens::{Notice, Screen, UiState};
use crate::app::seats::SeatInfo;
use crate::app::seats::Seated;
use crate::app::state::UiAction;
use crate::i18n::{Lang, Texts};
use crate::ui::context::provide;
use crate::ui::games::{replay_view, table_view};
use crate::ui::state::send;
use yew::prelude::*;

/// CSS custom properties giving each seat its chosen colour.
fn seat_colours(seats: &[SeatInfo]) -> String {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| format!("--seat-{i}: var(--colour-{});", s.colour))
        .collect()
}

/// What a game in play or a replay shows until the part that draws it has come
/// (`ui::games::GamePart`): that it is on its way, or that it could not be loaded, with a button
/// that tries again.
fn play_waiting(t: Texts, part: PlayPart, load: &Callback<()>) -> Html {
    if part == PlayPart::Failed {
        let onclick = load.reform(|_| ());
        html! {
            <section class="panel part-waiting" role="alert" data-part-failed="play">
                <p>{ t.get("play.failed") }</p>
                <button type="button" data-action="load-play" {onclick}>{ t.get("play.retry") }</button>
            </section>
        }
    } else {
        html! {
            <section class="panel part-waiting" aria-busy="true" data-part-loading="play">
                <p aria-live="polite">{ t.get("play.loading") }</p>
            </section>
        }
    }
}

/// The app: every game it plays (`games`).
#[function_component(App)]
// Long: the page's root: its hooks (which Yew requires at the top of the component) and the screen
// each state shows.
pub fn app() -> Html {
    let lang = use_state(initial_lang);
    let t = Texts(*lang);
    // What the page opens on, read once: its first drawing is that screen (or, while the part of
    // the game it opens on comes, the header and the stand-in: read again then).
    let opening = use_memo((), |()| opening(t));
    let state = use_reducer(|| {
        let mut state = UiState::new(fresh_seed());
        state.form.game = storage::remembered_game();
        opening.first_screen(state)
    });
    let sound_on = use_state(sound::remembered);
    let rules = use_state(|| false);
    {
        let rules = rules.clone();
        let (lang, dispatch) = (lang.clone(), state.dispatcher());
        use_effect_with((), move |()| {
            let closed = rules.clone();
            super::rules::listen_closed(
                move || closed.set(false),
                // Their module could not be loaded: the screen behind them, and why.
                move || {
                    rules.set(false);
                    dispatch.dispatch(UiAction::Notify(Notice {
                        text: Texts(*lang).get("rules.failed").into(),
                        problem: true,
                    }));
                },
            );
        });
    }
    // The carrier could not be loaded: Join can be pressed again, and why, in the language in use.
    {
        let (lang, dispatch) = (lang.clone(), state.dispatcher());
        use_effect_with((), move |()| {
            host::listen_failed(move || {
                dispatch.dispatch(UiAction::CarrierFailed(Notice {
                    text: Texts(*lang).get("remote.carrier-failed").into(),
                    problem: true,
                }));
            });
        });
    }
    use_effect_with((*rules, state.game_kind(), *lang), |&(open, kind, lang)| {
        if open {
            super::rules::show(kind, lang);
        }
    });
    use_effect(super::rules::settle);
    let menu = use_state(|| false);
    use_effect_with(*lang, |&lang| apply_lang(lang, false));
    let kind = state.game_kind();
    // The page's title names the game on screen.
    use_effect_with((kind, t.lang()), move |&(kind, _)| {
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            document.set_title(game_name(t, kind));
        }
    });
    use_startup(&state, t, &opening);
    use_autosave(&state, t);
    use_history(&state, t);
    use_sounds(&state, *sound_on);
    use_focus_flow(&state);
    use_carrier(&state, t);
    let thinking = use_bots(&state);
    let (play, load_play) = use_play_part(&state);
    let share = use_state(|| false);

    // One callback for the app's whole life, so components that take it are not redrawn for it.
    let dispatch: Callback<UiAction> = (*use_memo((), {
        let dispatcher = state.dispatcher();
        move |()| Callback::from(move |action| dispatcher.dispatch(action))
    }))
    .clone();
    // Playing on from a replay makes a table: once the replay's game in play is in (the page
    // fetches it as soon as the replay is drawn; a replay link brings the game's replays alone).
    // The replay on screen, as last drawn: Continue plays on only if the replay it was pressed on is
    // still there when that part comes (the person may have opened another game or file, or gone
    // back to their own game, meanwhile; their saved game is kept aside only then).
    let shown_replay = use_mut_ref(|| None::<Replay>);
    let pressed_on = match &state.screen {
        Screen::Replay(replay) => Some(replay.clone()),
        _ => None,
    };
    shown_replay.replace(pressed_on.clone());
    let on_continue = {
        let dispatch = dispatch.clone();
        let shown_replay = shown_replay.clone();
        Callback::from(move |()| {
            let Some(pressed_on) = pressed_on.clone() else {
                return;
            };
            let (dispatch, failed) = (dispatch.clone(), dispatch.clone());
            let shown_replay = shown_replay.clone();
            crate::ui::games::with_play(
                pressed_on.kind(),
                move || {
                    let still_shown = shown_replay
                        .borrow()
                        .as_ref()
                        .is_some_and(|shown| shown.same_game(&pressed_on));
                    if still_shown {
                        storage::keep_previous();
                        dispatch.emit(UiAction::ContinueReplayed(fresh_seed()));
                    }
                },
                move || failed.emit(UiAction::Notify(crate::ui::games::play_failed(t))),
            );
        })
    };
    let settings = Settings {
        t,
        set_lang: {
            let lang = lang.clone();
            Callback::from(move |chosen: Lang| {
                let lang = lang.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    // Offline, the service worker has the table; if it cannot be had, the app
                    // stays in the language it is in.
                    if load(chosen).await.is_ok() {
                        // The rules may be open: their words come along.
                        let _ = load_pages(chosen).await;
                        apply_lang(chosen, true);
                        lang.set(chosen);
                    }
                });
            })
        },
        sound: *sound_on,
        toggle_sound: {
            let sound_on = sound_on.clone();
            Callback::from(move |()| {
                let on = !*sound_on;
                sound::remember(on);
                if on {
                    sound::play(sound::Cue::Place);
                }
                sound_on.set(on);
            })
        },
        menu: *menu,
        set_menu: {
            let menu = menu.clone();
            Callback::from(move |open: bool| menu.set(open))
        },
        rules: *rules,
        toggle_rules: {
            let rules = rules.clone();
            let lang = *lang;
            Callback::from(move |()| {
                if *rules {
                    rules.set(false);
                    return;
                }
                // The rules' words are in the pages' table, loaded the first time (offline, the
                // service worker has it; if it cannot be had, the rules show what they can).
                let rules = rules.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let _ = load_pages(lang).await;
                    rules.set(true);
                });
            })
        },
    };
    // A game between devices: the carrier's place beside its table.
    let beside = (state.remote.is_some() && state.screen.in_play()).then(|| host::place("beside"));
    let (body, colours) = match &state.screen {
        // The game the page opens on has its part on the line: the header is up meanwhile.
        Screen::Opening(_) => (play_waiting(t, PlayPart::Loading, &load_play), String::new()),
        Screen::Carrier => (host::place("carrier-screen"), seat_colours(&state.form.seats)),
        Screen::Invitation { invited, joining } => {
            // Join gives the carrier the invitation and the name (it loads meanwhile, and takes
            // them once it listens); its lobby replaces this screen.
            let on_join = {
                let dispatch = dispatch.clone();
                let text = invited.text.clone();
                Callback::from(move |name: String| {
                    dispatch.emit(UiAction::Joining);
                    host::send(ToCarrier::Join {
                        text: text.clone(),
                        name,
                    });
                })
            };
            let colours = (0..invited.names.len())
                .map(|i| format!("--seat-{i}: var(--colour-{i});"))
                .collect();
            (
                super::remote::join::join_screen(t, invited, *joining, Html::default(), on_join),
                colours,
            )
        }
        Screen::History => (
            html! {
                <>
                    { host::place("history-screen") }
                    if state.suspended.is_some() {
                        <p class="history-back"><button type="button" onclick={send(&dispatch, UiAction::BackToGame)} data-action="back-to-game">{ t.get("new-game.back") }</button></p>
                    }
                </>
            },
            seat_colours(&state.form.seats),
        ),
        Screen::Replay(replay) => (
            replay_view(replay, on_continue).unwrap_or_else(|| play_waiting(t, play, &load_play)),
            seat_colours(replay.seats()),
        ),
        Screen::NewGame { starting } => (
            html! {
                <>
                    { new_game_screen(t, &state.form, *starting, state.suspended.is_some(), &dispatch, &settings.set_lang) }
                    { host::place("kept") }
                    if !super::files::offline_copy() {
                        <section class="panel inbox-panel">{ inbox(t, &Callback::from(|text| host::send(ToCarrier::Receive { text }))) }</section>
                    }
                </>
            },
            seat_colours(&state.form.seats),
        ),
        Screen::Table(table) => (
            table_view(t, table, thinking, *sound_on, &dispatch)
                .unwrap_or_else(|| play_waiting(t, play, &load_play)),
            seat_colours(table.seats()),
        ),
    };
    // The rules are a module of their own (`super::rules`), drawn in their place on this screen.
    let body = if *rules { super::rules::place(t) } else { body };
    let notice = state.notice.clone().map(|n| {
        html! {
            <div class={classes!("notice", n.problem.then_some("problem"))} role="alert"
                data-notice={if n.problem { "problem" } else { "info" }}>
                <p>{ n.text }</p>
                <button type="button" onclick={send(&dispatch, UiAction::DismissNotice)} aria-label={t.get("notice.dismiss")}>{ "✕" }</button>
            </div>
        }
    });

    provide(
        t,
        &dispatch,
        html! {
            <div class="app" style={colours}>
                { app_header(&settings, kind, matches!(state.screen, Screen::NewGame { .. }), state.table(), state.remote.as_ref(), &share, &dispatch) }
                { notice.into_iter().collect::<Html>() }
                <main>{ beside.unwrap_or_default() }{ body }</main>
            </div>
        },
    )
}
