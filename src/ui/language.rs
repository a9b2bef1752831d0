//! The app's language: the browser's by default, the player's choice remembered, its words loaded
//! from the file beside the page. Components take the words from their root's context
//! (`super::context`).

use crate::i18n::Lang;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Where the chosen language is remembered.
pub const LANG_KEY: &str = "glux.lang";

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

/// Loads a language's table from the file beside the page (see [`crate::i18n`]), once.
///
/// # Errors
/// What went wrong: the network, the file, or a line of the table.
pub async fn load(lang: Lang) -> Result<(), String> {
    if crate::i18n::installed(lang) {
        return Ok(());
    }
    let file = lang.words_file();
    let text = fetch_text(file).await?;
    crate::i18n::install(lang, text).map_err(|e| format!("{file}: {e}"))
}

/// Loads the table of the pages opened on demand (the rules, the board editor), once.
///
/// # Errors
/// What went wrong: the network, the file, or a line of the table.
pub async fn load_pages(lang: Lang) -> Result<(), String> {
    if crate::i18n::pages_installed(lang) {
        return Ok(());
    }
    let file = lang.pages_file();
    let text = fetch_text(file).await?;
    crate::i18n::install_pages(lang, text).map_err(|e| format!("{file}: {e}"))
}

/// A text file beside the page.
pub(crate) async fn fetch_text(file: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let failed = |e: wasm_bindgen::JsValue| format!("{file}: {e:?}");
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(file))
        .await
        .map_err(failed)?
        .dyn_into()
        .map_err(failed)?;
    if !response.ok() {
        return Err(format!("{file}: HTTP {}", response.status()));
    }
    Ok(JsFuture::from(response.text().map_err(failed)?)
        .await
        .map_err(failed)?
        .as_string()
        .unwrap_or_default())
}

/// The app's table and the pages' table of a language, once each (a page of its own: the board
/// editor, the review).
///
/// # Errors
/// What went wrong loading either.
pub async fn load_with_pages(lang: Lang) -> Result<(), String> {
    load(lang).await?;
    load_pages(lang).await
}

/// The language switch of a page of its own (the board editor, the review, the tutorial): a button
/// per language; choosing one loads its words with `load_words`, then switches the page to it and
/// remembers the choice.
pub fn language_switch<F>(
    t: crate::i18n::Texts,
    lang: &yew::UseStateHandle<Lang>,
    load_words: fn(Lang) -> F,
) -> yew::Html
where
    F: std::future::Future<Output = Result<(), String>> + 'static,
{
    use yew::prelude::*;
    let buttons = Lang::ALL.map(|choice| {
        let chosen = choice == **lang;
        let onclick = {
            let lang = lang.clone();
            Callback::from(move |_| {
                let lang = lang.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    if load_words(choice).await.is_ok() {
                        apply_lang(choice, true);
                        lang.set(choice);
                    }
                });
            })
        };
        html! {
            <button type="button" role="radio" aria-checked={chosen.to_string()} lang={choice.code()}
                class={classes!("segment", chosen.then_some("selected"))} data-lang={choice.code()} {onclick}>
                { choice.code().to_ascii_uppercase() }
            </button>
        }
    });
    html! {
        <span class="segments" role="radiogroup" aria-label={t.get("lang.label")}>{ for buttons }</span>
    }
}
