//! The Glüx web app, built for the browser by Trunk (`make serve`). The bots think in a module of
//! their own (`src/modules/bots.rs`), in a Web Worker.

#[cfg(target_arch = "wasm32")]
fn main() {
    use glux::ui::language::{initial_lang, load};
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    // The words of the language in use come first (one small file), then the app.
    wasm_bindgen_futures::spawn_local(async move {
        match load(initial_lang()).await {
            Ok(()) => {
                yew::Renderer::<glux::ui::App>::new().render();
            }
            Err(problem) => {
                // Before any table is loaded, in both languages.
                if let Some(body) = document.body() {
                    body.set_text_content(Some(&format!(
                        "Glüx could not load its words ({problem}). Please reload the page. — \
                         Glüx konnte seine Texte nicht laden ({problem}). Bitte lade die Seite neu."
                    )));
                }
            }
        }
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The Glüx web app runs in a browser: `make serve`. The command-line tool is `glux`.");
}

/// The heap allocator: Talc instead of Rust's default (dlmalloc) is about 3 KB gzip smaller, and no
/// slower for the bots' searches (docs/performance.md).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
