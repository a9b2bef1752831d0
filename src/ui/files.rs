//! Files and addresses in the browser: download a game as JSON, read a file a player chose (or one
//! the installed app is asked to open), and the links in this page's address. Reading a game from
//! them is each game's (`games`); none of this touches the game in progress.

use crate::app::bridge::RemoteRef;
use crate::app::kind::GameKind;
use crate::core::link::FRAGMENT_KEY;
use wasm_bindgen::JsCast;

/// Whether this page is the offline copy: the whole app in one file (`glux.html`, made by
/// `scripts/build-single-file.mjs`, which marks its `<html>` with `data-offline-copy`). It plays on
/// this device only: it offers no games between devices and no share links (their links would lead
/// to a file on this disk), no board editor (not in the copy) and no copy of itself.
#[must_use]
pub fn offline_copy() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .is_some_and(|root| root.has_attribute("data-offline-copy"))
}

/// What became of a file a player chose.
pub enum FileRead {
    /// Its text.
    Text(String),
    /// Larger than the limit: its size in bytes.
    TooLarge(u64),
    /// It could not be read as text.
    Unreadable,
}

/// Reads the file chosen in `input` (then clears the choice, so the same file can be chosen again)
/// and hands `done` its name and what became of it.
pub fn read_chosen_file(
    input: &web_sys::HtmlInputElement,
    max_bytes: f64,
    done: impl FnOnce(String, FileRead) + 'static,
) {
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    input.set_value("");
    let name = file.name();
    if file.size() > max_bytes {
        done(name, FileRead::TooLarge(file.size() as u64));
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        let text = wasm_bindgen_futures::JsFuture::from(file.text())
            .await
            .ok()
            .and_then(|t| t.as_string());
        done(name, text.map_or(FileRead::Unreadable, FileRead::Text));
    });
}

/// Offers a game as a JSON file download: its saved text (`None` if it could not be written) and
/// the file's name; a game between devices with its remote part.
///
/// # Errors
/// When the game could not be written or the browser cannot make the file.
pub fn download_game(
    saved: Option<String>,
    file_name: &str,
    remote: Option<&RemoteRef>,
) -> Result<(), String> {
    let text = saved.ok_or("cannot write the game")?;
    let text = remote.map_or_else(|| text.clone(), |r| r.export(&text));
    download_text(&text, file_name, "application/json")
}

/// Offers a text as a file download of this MIME type.
///
/// # Errors
/// When the browser cannot make the file.
pub fn download_text(text: &str, file_name: &str, mime: &str) -> Result<(), String> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|_| "cannot make the file")?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| "cannot make the file")?;
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(|_| "no link")?
        .dyn_into()
        .map_err(|_| "no link")?;
    anchor.set_href(&url);
    anchor.set_download(file_name);
    anchor.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// This page's address with a share link's text in the fragment (`#game=...`).
#[must_use]
pub fn page_with(text: &str) -> Option<String> {
    let location = web_sys::window()?.location();
    let base = format!("{}{}", location.origin().ok()?, location.pathname().ok()?);
    Some(format!("{base}#{FRAGMENT_KEY}{text}"))
}

/// The share link's text in this page's address (`#game=...`), if it carries one.
#[must_use]
pub fn game_in_address() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    Some(hash.strip_prefix('#')?.strip_prefix(FRAGMENT_KEY)?.to_string())
}

/// A message from another device in this page's address (`#play=...`, or a live connection's
/// `#live=...`), if it carries one.
#[must_use]
pub fn message_in_address() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let text = hash.strip_prefix('#')?;
    (text.starts_with(crate::remote::message::FRAGMENT_KEY)
        || text.starts_with(crate::remote::live::FRAGMENT_KEY))
    .then(|| text.to_string())
}

/// The game a shortcut of the installed app asks a new game of (`?new=glux`, `?new=glak`: the
/// manifest's `shortcuts`).
#[must_use]
pub fn new_game_in_address() -> Option<GameKind> {
    let search = web_sys::window()?.location().search().ok()?;
    let id = search.strip_prefix("?new=")?;
    GameKind::from_id(id.split('&').next()?)
}

/// Whether the address asks for an Easy bot as the opponent (`?new=glux&vs=easy`: the tutorial's
/// first game).
#[must_use]
pub fn easy_opponent_in_address() -> bool {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|search| search.split(['?', '&']).any(|part| part == "vs=easy"))
}

/// Hands every file the installed app is asked to open (the manifest's `file_handlers`, where the
/// browser has `window.launchQueue`) to `open` with its name and text, read as the Open button reads
/// a file.
pub fn take_launched_files(open: impl Fn(String, FileRead) + 'static) {
    use js_sys::{Array, Function, Promise, Reflect};
    use wasm_bindgen::closure::Closure;
    let Some(window) = web_sys::window() else { return };
    let Ok(queue) = Reflect::get(&window, &"launchQueue".into()) else {
        return;
    };
    let Ok(set_consumer) = Reflect::get(&queue, &"setConsumer".into()).and_then(|f| f.dyn_into::<Function>())
    else {
        return;
    };
    let open = std::rc::Rc::new(open);
    let consumer = Closure::<dyn Fn(wasm_bindgen::JsValue)>::new(move |params: wasm_bindgen::JsValue| {
        let files = Reflect::get(&params, &"files".into())
            .map(|files| Array::from(&files))
            .unwrap_or_default();
        for handle in files.iter() {
            let open = std::rc::Rc::clone(&open);
            wasm_bindgen_futures::spawn_local(async move {
                let get_file =
                    Reflect::get(&handle, &"getFile".into()).and_then(|f| f.dyn_into::<Function>());
                let Ok(promise) = get_file
                    .and_then(|f| f.call0(&handle))
                    .and_then(|p| p.dyn_into::<Promise>())
                else {
                    return;
                };
                let Ok(file) = wasm_bindgen_futures::JsFuture::from(promise)
                    .await
                    .and_then(|f| f.dyn_into::<web_sys::File>())
                else {
                    return;
                };
                let name = file.name();
                if file.size() > crate::app::MAX_FILE_BYTES {
                    open(name, FileRead::TooLarge(file.size() as u64));
                    return;
                }
                let text = wasm_bindgen_futures::JsFuture::from(file.text())
                    .await
                    .ok()
                    .and_then(|t| t.as_string());
                open(name, text.map_or(FileRead::Unreadable, FileRead::Text));
            });
        }
    });
    let _ = set_consumer.call1(&queue, consumer.as_ref());
    consumer.forget();
}

/// Removes the game from the address (after it was opened), keeping the page.
pub fn clear_address() {
    if let Some(window) = web_sys::window()
        && let Ok(history) = window.history()
    {
        let path = window.location().pathname().unwrap_or_default();
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}

/// The button that opens Expert's review of a game (`review.html`, a page of its own), handing it
/// the game's exported text through this tab's session storage. The offline copy has no review
/// (its one file holds neither the review's page nor the judge), so no button.
pub fn review_button(t: crate::i18n::Texts, text: Option<String>) -> yew::Html {
    if offline_copy() {
        return yew::Html::default();
    }
    let onclick = yew::Callback::from(move |_: web_sys::MouseEvent| {
        let Some(window) = web_sys::window() else { return };
        if let (Some(text), Ok(Some(storage))) = (&text, window.session_storage())
            && storage.set_item("glux.review", text).is_ok()
        {
            let _ = window.location().assign("./review.html");
        }
    });
    yew::html! { <button type="button" data-action="review" {onclick}>{ t.get("review.open") }</button> }
}
