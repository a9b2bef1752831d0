//! The app's language: the browser's by default, the player's choice remembered, its words loaded
//! from the file beside the page. Components take the words from their root's context
//! (`super::context`).

use crate::i18n::Lang;
use async_once_cell::OnceCell;
use std::cell::RefCell;
use std::rc::Rc;
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

/// Remembers the choice and tells the page which language it is in: `<html lang>`, and the
/// installed app's manifest in that language (`manifest-<code>.webmanifest`, made by the build from
/// the language's file), where the page names a manifest.
pub fn apply_lang(lang: Lang, remember: bool) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if remember && let Some(storage) = window.local_storage().ok().flatten() {
        let _ = storage.set_item(LANG_KEY, lang.code());
    }
    let Some(document) = window.document() else {
        return;
    };
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", lang.code());
    }
    if let Ok(Some(manifest)) = document.query_selector("link[rel=manifest]") {
        let _ = manifest.set_attribute("href", &format!("manifest-{}.webmanifest", lang.code()));
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
    once(&file, async {
        let text = fetch_text(&versioned(&file)).await?;
        crate::i18n::install(lang, text).map_err(|e| format!("{file}: {e}"))
    })
    .await
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
    once(&file, async {
        let text = fetch_text(&versioned(&file)).await?;
        crate::i18n::install_pages(lang, text).map_err(|e| format!("{file}: {e}"))
    })
    .await
}

/// A table's address as the page asks for it: with the version of the words the page was built
/// with (`data-words` on its early-download script: scripts/locales.mjs writes it), as that script
/// asks for it, so that the service worker answers it from its cache without a round trip (issue
/// 40: a turn link on a device that has the app). A page without it (the tutorial's, the review's,
/// the editor's, the offline copy) asks for the file alone.
fn versioned(file: &str) -> String {
    thread_local! {
        static VERSION: Option<String> = words_version();
    }
    match VERSION.with(Clone::clone) {
        Some(version) => format!("{file}?v={version}"),
        None => file.to_string(),
    }
}

/// The version of the words the page names: hex digits (a build's hash), else none. Read with the
/// first table, before the app draws in the page's body (where that script is).
fn words_version() -> Option<String> {
    let script = web_sys::window()?
        .document()?
        .query_selector("script[data-words]")
        .ok()??;
    let version = script.get_attribute("data-words")?;
    (!version.is_empty() && version.bytes().all(|b| b.is_ascii_hexdigit())).then_some(version)
}

thread_local! {
    /// Each table's loading, by its file: begun, or done.
    static LOADING: RefCell<Vec<(String, Rc<OnceCell<()>>)>> = const { RefCell::new(Vec::new()) };
}

/// Runs `load` for `file` unless it has run already, or waits for the one under way: the carrier's
/// part may start before the app's words are in (a turn link on a device that has the app), and
/// it asked the network for the same table a second time (0.3 s on a phone: docs/performance.md).
/// A load that failed is tried again by the next caller.
async fn once(file: &str, load: impl Future<Output = Result<(), String>>) -> Result<(), String> {
    let cell = LOADING.with_borrow_mut(|loading| {
        if let Some((_, cell)) = loading.iter().find(|(f, _)| f == file) {
            return cell.clone();
        }
        let cell = Rc::new(OnceCell::new());
        loading.push((file.to_string(), cell.clone()));
        cell
    });
    cell.get_or_try_init(load).await.map(|&()| ())
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

/// The language menu: every language in its own name ("Polski", "Français"), the one in use
/// chosen. `on_choose` gets the language chosen. A native `<select>`: a phone shows its own picker,
/// and it takes the width of the longest name, whatever the number of languages.
pub fn language_menu(t: crate::i18n::Texts, on_choose: &yew::Callback<Lang>) -> yew::Html {
    use yew::prelude::*;
    let current = t.lang();
    let onchange = {
        let on_choose = on_choose.clone();
        Callback::from(move |e: Event| {
            if let Some(lang) =
                Lang::from_code(&e.target_unchecked_into::<web_sys::HtmlSelectElement>().value())
            {
                on_choose.emit(lang);
            }
        })
    };
    let options = Lang::all().map(|lang| {
        html! {
            <option value={lang.code()} lang={lang.code()} data-lang={lang.code()} selected={lang == current}>
                { lang.name() }
            </option>
        }
    });
    html! {
        // Keyed by the language in use: drawn afresh when it changes, so that every menu on the
        // page shows it (a browser keeps a choice made by hand over a changed `selected`).
        <select key={current.code()} class="language-menu" data-action="language" aria-label={t.get("lang.label")}
            title={t.get("lang.label")} {onchange}>
            { for options }
        </select>
    }
}

/// The language menu of a page of its own (the board editor, the review, the tutorial): choosing a
/// language loads its words with `load_words`, then switches the page to it and remembers the
/// choice.
pub fn language_switch<F>(
    t: crate::i18n::Texts,
    lang: &yew::UseStateHandle<Lang>,
    load_words: fn(Lang) -> F,
) -> yew::Html
where
    F: std::future::Future<Output = Result<(), String>> + 'static,
{
    let lang = lang.clone();
    let on_choose = yew::Callback::from(move |choice: Lang| {
        let lang = lang.clone();
        wasm_bindgen_futures::spawn_local(async move {
            if load_words(choice).await.is_ok() {
                apply_lang(choice, true);
                lang.set(choice);
            }
        });
    });
    language_menu(t, &on_choose)
}
