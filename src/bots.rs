//! The computer opponents' module, run by the bots' Web Worker (`static/bot-worker.js`): both
//! engines and their bots, without the app around them. Its own module, built for speed
//! (`scripts/build-module.sh`, profile `wasm-package`) and loaded only when a bot first has to
//! think, so the game's page carries no bot code (docs/performance.md).

/// The worker's entry point: a request line in, an answer line out
/// ([`glux::ui::bot_worker::answer_text`]).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn bot_choose(request: &str) -> String {
    glux::ui::bot_worker::answer_text(request)
}

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("The bots' module runs in the web app's Web Worker: `make serve`.");
}

/// The same heap allocator as the app's.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
