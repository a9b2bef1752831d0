//! Wasm modules of their own in the app's page: the carrier of games between devices
//! (`src/modules/carrier.rs`) and the rules (`src/modules/rules.rs`). The page loads each the first time it is
//! needed, so that its bundle carries neither. A module draws in an element of its own, which the
//! app gives a place on the screen it draws ([`settle`]); the two sides talk by DOM events on the
//! window, each carrying one text. Nothing here knows either module.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// The event that says a module cannot start: its boot script sends it when the module's script or
/// its wasm cannot be loaded, and the page when the boot script itself cannot. Its text is the boot
/// script's name.
pub const FAILED: &str = "glux-module-failed";

/// Adds a module's boot script (beside the page) to the page. A page runs a module script once per
/// address and remembers one that failed to load, so each later `attempt` (counted from 1) gets an
/// address of its own (`rules-boot.js?try=2`), which the boot script passes on to the module's
/// script.
pub fn add_script(boot: &str, attempt: u32) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let src = if attempt > 1 {
        format!("{boot}?try={attempt}")
    } else {
        boot.to_owned()
    };
    if let (Ok(script), Some(head)) = (document.create_element("script"), document.head()) {
        let _ = script.set_attribute("type", "module");
        let _ = script.set_attribute("src", &src);
        let boot = boot.to_owned();
        let failed = Closure::once_into_js(move || post_text(FAILED, &boot));
        let _ = script.add_event_listener_with_callback("error", failed.unchecked_ref());
        let _ = head.append_child(&script);
    }
}

/// Calls `on_failed` each time the module of this boot script cannot start.
pub fn listen_failed(boot: &'static str, on_failed: impl Fn() + 'static) {
    listen_text(FAILED, move |name| {
        if name == boot {
            on_failed();
        }
    });
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
