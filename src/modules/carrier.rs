//! The carrier of games between devices: its own wasm module (`carrier/`), built by
//! `scripts/build-modules.sh` after the app (a Trunk hook) and loaded by the app
//! (`static/carrier-boot.js`) only when a game between devices is first needed. It holds the
//! sessions and their screens; the app holds the tables (`src/ui/remote/bridge.rs`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use glux::ui::language::{initial_lang, load, load_pages};
    use glux::ui::remote::bridge::ROOT_ID;
    use glux::ui::remote::carrier::{Carrier, CarrierProps};
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        let lang = initial_lang();
        // The app has loaded this table already: this is the browser's cache. The carrier's own
        // words are in the pages' table.
        if load(lang).await.is_err() || load_pages(lang).await.is_err() {
            return;
        }
        let (Ok(root), Some(body)) = (document.create_element("div"), document.body()) else {
            return;
        };
        root.set_id(ROOT_ID);
        root.set_class_name("carrier");
        let _ = root.set_attribute("hidden", "");
        let _ = body.append_child(&root);
        glux::ui::remote::bridge::keep_root(&root);
        yew::Renderer::<Carrier>::with_root_and_props(root, CarrierProps { lang }).render();
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The carrier of games between devices runs in the app's page: `make serve`.");
}

/// The heap allocator, as in the app (`src/modules/app.rs`).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
