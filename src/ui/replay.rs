//! The replay viewer: step backwards and forwards through a game (buttons, arrow keys, Home and End),
//! jump to any move from the log, and see the scoring at the end. It shows only public information:
//! the board after each move, never a hand.

use super::game_log::describe_with;
use super::glux::board::BoardView;
use super::glux::final_scoring::FinalScoring;
use super::screens::{GameScreen, Replay, ReplaySource};
use super::seat_look::seat_class;
use super::state::UiAction;
use super::state::send;
use crate::i18n::Texts;
use gloo_timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// Arrow keys step, Home and End jump (for both games' viewers). One listener for the viewer's
/// whole life (it reads the move shown from a cell the renders keep current), so no key is lost
/// between two listeners.
#[hook]
pub fn use_replay_keys(at: usize, len: usize, dispatch: &Callback<UiAction>) {
    let shown_at = use_mut_ref(|| (at, len));
    *shown_at.borrow_mut() = (at, len);
    let dispatch = dispatch.clone();
    use_effect_with((), move |()| {
        let listener = Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(move |e: web_sys::KeyboardEvent| {
            let (at, len) = *shown_at.borrow();
            let target = match e.key().as_str() {
                "ArrowRight" => (at + 1).min(len),
                "ArrowLeft" => at.saturating_sub(1),
                "Home" => 0,
                "End" => len,
                _ => return,
            };
            e.prevent_default();
            // Keys pressed faster than the view redraws each count from the last one.
            shown_at.borrow_mut().0 = target;
            dispatch.emit(UiAction::ReplayTo(target));
        });
        let document = web_sys::window().and_then(|w| w.document());
        if let Some(d) = &document {
            let _ = d.add_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
        }
        move || {
            if let Some(d) = document {
                let _ = d.remove_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
            }
        }
    });
}

/// Keeps the move shown in view in the list of moves.
#[hook]
pub fn use_current_in_view(at: usize) {
    use_effect_with(at, move |&at| {
        let timer = Timeout::new(0, move || {
            if let Some(el) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector(&format!("[data-jump=\"{at}\"]")).ok().flatten())
            {
                el.scroll_into_view_with_bool(false);
            }
        });
        move || drop(timer)
    });
}

/// The replay's buttons and slider: first, previous, any move, next, last.
pub fn replay_controls(t: Texts, at: usize, len: usize, dispatch: &Callback<UiAction>) -> Html {
    let go = |target: usize| send(dispatch, UiAction::ReplayTo(target));
    let at_end = at == len;
    html! {
        <div class="replay-controls" role="group" aria-label={t.get("replay.controls")}>
            <button type="button" data-replay="first" onclick={go(0)} disabled={at == 0} aria-label={t.get("replay.first")}>{ "«" }</button>
            <button type="button" data-replay="prev" onclick={go(at.saturating_sub(1))} disabled={at == 0} aria-label={t.get("replay.prev")}>{ "◀" }</button>
            <input type="range" min="0" max={len.to_string()} value={at.to_string()} aria-label={t.get("replay.slider")}
                oninput={dispatch.reform(|e: InputEvent| UiAction::ReplayTo(
                    e.target_unchecked_into::<web_sys::HtmlInputElement>().value().parse().unwrap_or(0)))} />
            <button type="button" data-replay="next" onclick={go(at + 1)} disabled={at_end} aria-label={t.get("replay.next")}>{ "▶" }</button>
            <button type="button" data-replay="last" onclick={go(len)} disabled={at_end} aria-label={t.get("replay.last")}>{ "»" }</button>
        </div>
    }
}

/// Props of [`ReplayView`].
#[derive(Properties, PartialEq, Clone)]
pub struct ReplayProps {
    /// The words of the language in use.
    pub t: Texts,
    /// The game and the move shown.
    pub replay: Replay,
    /// Where gestures go.
    pub dispatch: Callback<UiAction>,
    /// Play on from the move shown (a game from a link or a file that is not over).
    pub on_continue: Callback<()>,
}

/// The replay viewer.
#[function_component(ReplayView)]
pub fn replay_view(props: &ReplayProps) -> Html {
    let t = props.t;
    let replay = &props.replay;
    let dispatch = &props.dispatch;
    let (at, len) = (replay.at, replay.len());

    use_replay_keys(at, len, dispatch);
    use_current_in_view(at);

    let shown = replay.game.truncated(at);
    let position = shown.game().board_state();
    let full = replay.game.game();
    let names = |seat: crate::glux::Seat| replay.seats[seat.index()].name.clone();
    let last = shown.last_placed_square();
    let go = |target: usize| send(dispatch, UiAction::ReplayTo(target));
    let entries = replay.game.history().iter().enumerate().map(|(i, m)| {
        let number = i + 1;
        let lines = describe_with(t, full.board_state(), m, &names);
        html! {
            <li class={classes!(seat_class(m.played.seat.index()), (number == at).then_some("current"), (number > at).then_some("future"))}>
                <button type="button" class="jump" data-jump={number.to_string()} onclick={go(number)}
                    aria-current={(number == at).then_some("step")}>
                    <span class="move-number">{ number }</span>{ lines.join(" · ") }
                </button>
            </li>
        }
    });
    let at_end = at == len;
    let finished = at_end && full.is_over();
    let caption = match shown.history().last() {
        None => t.get("replay.start-caption").to_string(),
        Some(m) => describe_with(t, position, m, &names).join(" · "),
    };
    let table_at_end =
        finished.then(|| GameScreen::new((*replay.game).clone(), replay.seats.as_ref().clone(), 0));
    let back_label = match replay.source {
        ReplaySource::InPlay => t.get("replay.back"),
        ReplaySource::Link | ReplaySource::File => t.get("replay.close"),
    };
    let can_continue = replay.source != ReplaySource::InPlay && !full.is_over() && at_end;

    html! {
        <div class="table-layout replay" data-replay-at={at.to_string()} data-replay-len={len.to_string()}>
            <div class="board-area">
                <div class="board-bar">
                    <p class="turn-banner" aria-live="polite">{ t.fill("replay.banner", &[("at", &at), ("len", &len)]) }</p>
                </div>
                <BoardView {t} position={Rc::new(position.clone())} {last} names={Rc::new(replay.seats.iter().map(|s| s.name.clone()).collect::<Vec<_>>())} />
                { replay_controls(t, at, len, dispatch) }
                <p class="replay-caption">{ caption }</p>
            </div>
            <aside class="side">
                if let Some(table) = table_at_end {
                    <FinalScoring {t} {table} dispatch={dispatch.clone()} />
                }
                <section class="panel replay-actions">
                    <button type="button" data-action="close-replay" onclick={send(dispatch, UiAction::CloseReplay)}>{ back_label }</button>
                    if can_continue {
                        <button type="button" class="primary" data-action="continue" onclick={props.on_continue.reform(|_| ())}>
                            { t.get("replay.continue") }
                        </button>
                    }
                </section>
                <section class="log panel" aria-label={t.get("replay.moves")}>
                    <h2>{ t.get("replay.moves") }</h2>
                    <ol class="log-list replay-list">
                        <li class={classes!((at == 0).then_some("current"))}>
                            <button type="button" class="jump" data-jump="0" onclick={go(0)}>{ t.get("replay.start") }</button>
                        </li>
                        { entries.into_iter().collect::<Html>() }
                    </ol>
                </section>
            </aside>
        </div>
    }
}
