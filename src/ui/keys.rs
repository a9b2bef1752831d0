//! Keys pressed anywhere on a page (the replay's arrow keys, GLAK's `R`, the review's steps).

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
