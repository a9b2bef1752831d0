//! The app's language: the browser's by default, the player's choice remembered, and the words
//! handed to every component through a context.

use crate::i18n::{Lang, Texts};
use yew::prelude::*;

/// Where the chosen language is remembered.
pub const LANG_KEY: &str = "glux.lang";

/// The words of the language in use (English outside the app's context, e.g. in tests).
#[hook]
pub fn use_texts() -> Texts {
    use_context::<Texts>().unwrap_or(Texts(Lang::En))
}

/// The remembered choice, else the first of the browser's languages the app speaks, else English.
#[must_use]
pub fn initial_lang() -> Lang {
    let window = web_sys::window();
    let remembered = window
        .as_ref()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(LANG_KEY).ok().flatten())
        .and_then(|code| Lang::from_code(&code));
    remembered.unwrap_or_else(|| {
        let navigator = window.map(|w| w.navigator());
        let codes: Vec<String> = navigator
            .map(|n| {
                let mut all: Vec<String> = n.languages().iter().filter_map(|v| v.as_string()).collect();
                all.extend(n.language());
                all
            })
            .unwrap_or_default();
        Lang::preferred(codes.iter().map(String::as_str))
    })
}

/// Remembers the choice and tells the page (`<html lang>`, the title) which language it is in.
pub fn apply_lang(lang: Lang, remember: bool) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if remember && let Some(storage) = window.local_storage().ok().flatten() {
        let _ = storage.set_item(LANG_KEY, lang.code());
    }
    if let Some(root) = window.document().and_then(|d| d.document_element()) {
        let _ = root.set_attribute("lang", lang.code());
    }
}
