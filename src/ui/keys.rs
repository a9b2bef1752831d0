//! Keys pressed anywhere on a page (the replay's arrow keys, GLAK's `R`, the review's steps), and
//! the keys that step through a list of moves.

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Calls `on_key` for every key pressed on the page, for the whole life of the component that calls
/// this hook. The listener is added while the component first renders, not in an effect: Yew may
/// give the browser a turn between drawing a screen and running its effects, and a key pressed in
/// that turn (the first arrow key on a replay just opened) would be lost. It is removed when the
/// component goes. `on_key` is the first render's; it reads what changes from cells the renders
/// keep current.
#[hook]
pub fn use_document_keys<F>(on_key: F)
where
    F: Fn(&web_sys::KeyboardEvent) + 'static,
{
    let _listener = use_memo((), move |()| {
        let document = web_sys::window().and_then(|w| w.document())?;
        // Not passive: the keys it takes do not also scroll the page.
        let options = EventListenerOptions::enable_prevent_default();
        Some(EventListener::new_with_options(
            &document,
            "keydown",
            options,
            move |e| {
                if let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() {
                    on_key(e);
                }
            },
        ))
    });
}

/// Where the step keys go from `at` in a list of moves shown `0..=last`: ArrowRight and ArrowLeft one
/// step, Home and End to the ends. `None` for any other key, or one pressed with Ctrl, Alt or Meta
/// (the browser's own: Alt+ArrowLeft goes back a page).
pub fn step_key(e: &web_sys::KeyboardEvent, at: usize, last: usize) -> Option<usize> {
    if e.ctrl_key() || e.meta_key() || e.alt_key() {
        return None;
    }
    match e.key().as_str() {
        "ArrowRight" => Some((at + 1).min(last)),
        "ArrowLeft" => Some(at.saturating_sub(1)),
        "Home" => Some(0),
        "End" => Some(last),
        _ => None,
    }
}
