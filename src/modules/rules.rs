//! The rules page with its diagrams: its own wasm module (`rules-page/`), built by
//! `scripts/build-modules.sh` after the app (a Trunk hook) and loaded by the app
//! (`static/rules-boot.js`) the first time someone opens the rules, so that the game's page carries
//! no diagram. The app tells it which game's rules to show and in which language
//! (`glux::ui::rules`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use glux::ui::rules::{ROOT_ID, RulesModule};
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let (Ok(root), Some(body)) = (document.create_element("div"), document.body()) else {
        return;
    };
    root.set_id(ROOT_ID);
    let _ = root.set_attribute("hidden", "");
    let _ = body.append_child(&root);
    glux::ui::modules::keep_root(ROOT_ID, &root);
    glux::ui::rules::settle();
    yew::Renderer::<RulesModule>::with_root(root).render();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The rules page runs in the app's page: `make serve`.");
}

/// The heap allocator, as in the app (`src/modules/app.rs`).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
