//! Expert's review of a finished game (`review.html`): its own wasm module, built by
//! `scripts/build-modules.sh` after the app (a Trunk hook), and loaded only when a player opens a
//! review. The review itself runs in the bots' module, in a worker of its own
//! (`static/review-worker.js`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use glux::ui::language::{initial_lang, load_with_pages};
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    // The review opens files and links: the code that reads them (in the app, a part of the page's
    // module) is this module's from the start; it makes no table.
    glux::app::registry::provide_files();
    wasm_bindgen_futures::spawn_local(async move {
        let lang = initial_lang();
        match load_with_pages(lang).await {
            Ok(()) => {
                yew::Renderer::<glux::ui::review::page::ReviewPage>::new().render();
            }
            Err(problem) => {
                if let Some(body) = document.body() {
                    body.set_text_content(Some(&format!(
                        "The review could not load its words ({problem}). Please reload the page. — \
                         Die Analyse konnte ihre Texte nicht laden ({problem}). Bitte lade die Seite neu."
                    )));
                }
            }
        }
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The review runs in a browser: `make serve`, then open a finished game's review.");
}

/// The heap allocator, as in the app (`src/modules/app.rs`).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
