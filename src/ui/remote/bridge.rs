//! The browser's side of the messages between the app and the carrier (`crate::app::bridge`): the
//! DOM events that carry them, the keys in the browser's storage, and the carrier's element.

use serde::{Deserialize, Serialize};

/// The event the app sends the carrier.
pub const TO_CARRIER: &str = "glux-to-carrier";
/// The event the carrier sends the app.
pub const TO_APP: &str = "glux-to-app";
/// The id of the element the carrier draws in (the app moves it where its screens want it).
pub const ROOT_ID: &str = "carrier";
/// Where the key of the game between devices shown last is kept (none when the last game shown
/// was a pass-and-play game): it opens again after a reload.
pub const LAST_KEY: &str = "glux.remote-last";

/// Sends a message to the other side, now.
pub fn post<T: Serialize>(event: &str, message: &T) {
    if let Ok(text) = serde_json::to_string(message) {
        crate::ui::modules::post_text(event, &text);
    }
}

/// Calls `handle` with every message of this kind, for the page's whole life. Messages that do
/// not read are dropped (both sides are built together; nothing else sends them).
pub fn listen<T: for<'de> Deserialize<'de> + 'static>(event: &str, handle: impl Fn(T) + 'static) {
    crate::ui::modules::listen_text(event, move |text| {
        if let Ok(message) = serde_json::from_str::<T>(&text) {
            handle(message);
        }
    });
}

/// Forgets that the last game shown was a game between devices (a game on this device is in play).
pub fn forget_last() {
    if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = storage.remove_item(LAST_KEY);
    }
}

/// Gives the carrier's element its place on the screen drawn (after every drawing of the app): in
/// the screen's place if it has one, else out of sight.
pub fn settle() {
    crate::ui::modules::settle(ROOT_ID, "data-carrier-place");
}

/// Makes the carrier's element the one [`settle`] places (the carrier calls this once, at start).
pub fn keep_root(root: &web_sys::Element) {
    crate::ui::modules::keep_root(ROOT_ID, root);
}
