//! The tutorial's page (`tutorial.html`, "Learn to play"): its own wasm module, built by
//! `scripts/build-modules.sh` after the app (a Trunk hook), and loaded only when a player opens it.

#[cfg(target_arch = "wasm32")]
fn main() {
    use glux::ui::language::initial_lang;
    use glux::ui::tutorial::{Tutorial, load_words};
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        match load_words(initial_lang()).await {
            Ok(()) => {
                yew::Renderer::<Tutorial>::new().render();
            }
            Err(problem) => {
                if let Some(body) = document.body() {
                    body.set_text_content(Some(&format!(
                        "The tutorial could not load its words ({problem}). Please reload the page. — \
                         Das Tutorial konnte seine Texte nicht laden ({problem}). Bitte lade die Seite neu."
                    )));
                }
            }
        }
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The tutorial runs in a browser: `make serve`, then open tutorial.html.");
}

/// The heap allocator, as in the app (`src/modules/app.rs`).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
