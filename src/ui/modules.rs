//! Parts of the app's page loaded when first needed: the carrier of games between devices, the
//! rules, and each game in play. The build splits them from the page's module
//! (`scripts/build-modules.sh`), so that its first download carries none of them, and the page's
//! binary hands them to the library ([`provide`]). The carrier and the rules draw in an element of
//! their own, which the app gives a place on the screen it draws ([`settle`]); the two sides talk
//! by DOM events on the window, each carrying one text. The games in play are drawn by the app
//! itself once their part has started ([`load_part`]). Nothing here knows any part.

use std::cell::RefCell;
use std::future::Future;
use std::pin::Pin;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// The event that says a part of the page's module cannot start (its download failed). Its text is
/// the part's name.
pub const FAILED: &str = "glux-module-failed";

/// A part of the page's module, loaded and started when first needed: whether it started.
pub type Start = fn() -> Pin<Box<dyn Future<Output = bool>>>;

thread_local! {
    static PARTS: RefCell<Vec<(&'static str, Start)>> = const { RefCell::new(Vec::new()) };
}

/// The page's binary hands the library its parts (`src/modules/app.rs`): each is split from the
/// page's module by the build (`scripts/build-modules.sh`), and downloaded the first time it starts.
pub fn provide(name: &'static str, start: Start) {
    PARTS.with(|p| p.borrow_mut().push((name, start)));
}

/// Starts the part of this name. If it cannot be downloaded (the connection failed), says
/// [`FAILED`]; a later call tries again.
pub fn start_part(name: &'static str) {
    wasm_bindgen_futures::spawn_local(async move {
        if !load_part(name).await {
            post_text(FAILED, name);
        }
    });
}

/// Loads and starts the part of this name (at once if it has started already): whether it did. A
/// part that could not be downloaded is tried again by the next call.
pub async fn load_part(name: &'static str) -> bool {
    let start = PARTS.with(|p| p.borrow().iter().find(|(n, _)| *n == name).map(|&(_, s)| s));
    match start {
        Some(start) => start().await,
        None => false,
    }
}

/// Calls `on_failed` each time the part of this name cannot start.
pub fn listen_failed(name: &'static str, on_failed: impl Fn() + 'static) {
    listen_text(FAILED, move |failed| {
        if failed == name {
            on_failed();
        }
    });
}

/// Adds a stylesheet beside the page (a part's own styles) once: asked for when the part is, it
/// comes in beside it. It notes when it has loaded (or failed to), for [`stylesheet_loaded`]; one
/// that failed is asked for again.
pub fn add_stylesheet(href: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(link) = stylesheet(&document, href) {
        if !link.has_attribute("data-failed") {
            return;
        }
        link.remove();
    }
    if let (Ok(link), Some(head)) = (document.create_element("link"), document.head()) {
        let _ = link.set_attribute("rel", "stylesheet");
        let _ = link.set_attribute("href", href);
        for (event, note) in [("load", "data-loaded"), ("error", "data-failed")] {
            let done = link.clone();
            let noted = Closure::<dyn Fn()>::new(move || {
                let _ = done.set_attribute("data-loaded", "");
                let _ = done.set_attribute(note, "");
            });
            let _ = link.add_event_listener_with_callback(event, noted.as_ref().unchecked_ref());
            noted.forget();
        }
        let _ = head.append_child(&link);
    }
}

/// Once the stylesheet [`add_stylesheet`] added has loaded (or failed to), so that a part draws
/// with its styles: at once if it has, or if there is none.
pub async fn stylesheet_loaded(href: &str) {
    let Some(link) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| stylesheet(&d, href))
    else {
        return;
    };
    if link.has_attribute("data-loaded") {
        return;
    }
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        for event in ["load", "error"] {
            let _ = link.add_event_listener_with_callback(event, &resolve);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

fn stylesheet(document: &web_sys::Document, href: &str) -> Option<web_sys::Element> {
    document
        .query_selector(&format!("link[rel=stylesheet][href=\"{href}\"]"))
        .ok()
        .flatten()
}

/// The event that tells the page's own scripts that what a person opened can be used now
/// (`static/register-sw.js` waits for it before the service worker downloads the rest of the app,
/// so that on a slow connection nothing competes with what the person is waiting for).
pub const USABLE: &str = "glux-usable";

/// Says [`USABLE`]: the app once its first screen is drawn, the carrier once its own is (for a
/// link from another device, the app's first screen is the carrier's).
pub fn say_usable() {
    post_text(USABLE, "");
}

/// Sends `text` to the other side as an event of this kind, now.
pub fn post_text(event: &str, text: &str) {
    let Some(window) = web_sys::window() else { return };
    let init = web_sys::CustomEventInit::new();
    init.set_detail(&JsValue::from_str(text));
    if let Ok(event) = web_sys::CustomEvent::new_with_event_init_dict(event, &init) {
        let _ = window.dispatch_event(&event);
    }
}

/// Calls `handle` with the text of every event of this kind, for the page's whole life (an event
/// without a text gives an empty one).
pub fn listen_text(event: &str, handle: impl Fn(String) + 'static) {
    let Some(window) = web_sys::window() else { return };
    let closure = Closure::<dyn Fn(web_sys::Event)>::new(move |event: web_sys::Event| {
        if let Some(event) = event.dyn_ref::<web_sys::CustomEvent>() {
            handle(event.detail().as_string().unwrap_or_default());
        }
    });
    let _ = window.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref());
    closure.forget();
}

/// Makes `root` the element [`settle`] places under this id (its module calls this once, at start).
pub fn keep_root(id: &str, root: &web_sys::Element) {
    if let Some(window) = web_sys::window() {
        let _ = js_sys::Reflect::set(&window, &id.into(), root);
    }
}

/// Gives the module element kept under `id` its place on the screen drawn (after every drawing of
/// the app): inside the element with the attribute `place` if there is one, else out of sight.
pub fn settle(id: &str, place: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    // The element may be out of the document (the app dropped the place it was in): the window
    // holds it under its id.
    let Some(root) = js_sys::Reflect::get(&JsValue::from(web_sys::window()), &id.into())
        .ok()
        .and_then(|root| root.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    match document.query_selector(&format!("[{place}]")).ok().flatten() {
        Some(place) => {
            if root.parent_element().as_ref() != Some(&place) {
                let _ = place.append_child(&root);
            }
            let _ = root.remove_attribute("hidden");
        }
        None => {
            let _ = root.set_attribute("hidden", "");
        }
    }
}

/// Which page of its own `document` is (`<html data-page="...">`: the board editor's, the
/// tutorial's, the review's), if any.
pub fn page_name(document: &web_sys::Document) -> Option<String> {
    document
        .document_element()
        .and_then(|html| html.get_attribute("data-page"))
}

/// A part of a split module could not be downloaded: the error of the split points in the modules'
/// entry points (`src/modules/app.rs`, `src/modules/pages.rs`; a later call tries again).
#[cfg(target_arch = "wasm32")]
pub struct NotLoaded;

#[cfg(target_arch = "wasm32")]
impl From<wasm_split_helpers::SplitLoaderError> for NotLoaded {
    fn from(_: wasm_split_helpers::SplitLoaderError) -> Self {
        NotLoaded
    }
}

/// Starts a page of its own once its code is in (the board editor's, the tutorial's, the
/// review's): its words (`words`; the page's start script has asked for them), then its root
/// component `C`. Words that cannot be loaded are said in English and German by `could_not`, with
/// the reason.
pub fn start_page<C>(
    page: &'static str,
    words: impl Future<Output = Result<(), String>> + 'static,
    could_not: fn(&str) -> String,
) where
    C: yew::BaseComponent,
    C::Properties: Default,
{
    wasm_bindgen_futures::spawn_local(async move {
        match words.await {
            Ok(()) => {
                yew::Renderer::<C>::new().render();
            }
            Err(problem) => say_on_page(page, &could_not(&problem)),
        }
    });
}

/// A page of its own that cannot start: `text` in its place, and its body marked
/// `data-PAGE-failed` (for the browser tests).
pub fn say_on_page(page: &str, text: &str) {
    if let Some(body) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
    {
        body.set_text_content(Some(text));
        let _ = body.set_attribute(&format!("data-{page}-failed"), "");
    }
}

/// A page of its own whose code could not be downloaded: says so in the language in use (`said`
/// picks the words from the app's table), or in English and German (`fallback`) if the table
/// cannot be loaded either.
pub async fn say_not_loaded(
    page: &str,
    said: impl FnOnce(crate::i18n::Texts) -> &'static str,
    fallback: &str,
) {
    let lang = super::language::initial_lang();
    match super::language::load(lang).await {
        Ok(()) => say_on_page(page, said(crate::i18n::Texts(lang))),
        Err(_) => say_on_page(page, fallback),
    }
}
