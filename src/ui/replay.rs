//! What both games' replay viewers share: the arrow keys, Home and End, the step buttons, and the
//! move shown kept in view. Each game's viewer is in its own folder (`ui/glux/replay.rs`,
//! `ui/glak/replay_view.rs`).

use super::keys::{step_key, use_document_keys};
use crate::app::state::UiAction;
use crate::i18n::Texts;
use crate::ui::state::send;
use gloo_timers::callback::Timeout;
use yew::prelude::*;

/// Arrow keys step, Home and End jump (for both games' viewers). One listener for the viewer's
/// whole life (it reads the move shown from a cell the renders keep current), so no key is lost
/// between two listeners.
#[hook]
pub fn use_replay_keys(at: usize, len: usize, dispatch: &Callback<UiAction>) {
    let shown_at = use_mut_ref(|| (at, len));
    *shown_at.borrow_mut() = (at, len);
    let dispatch = dispatch.clone();
    use_document_keys(move |e: &web_sys::KeyboardEvent| {
        let (at, len) = *shown_at.borrow();
        let Some(target) = step_key(e, at, len) else {
            return;
        };
        e.prevent_default();
        // Keys pressed faster than the view redraws each count from the last one.
        shown_at.borrow_mut().0 = target;
        dispatch.emit(UiAction::ReplayTo(target));
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
