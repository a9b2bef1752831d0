//! The bots' module: both engines, their bots and Expert as the judge of a whole game, without the
//! app around them. Run by two Web Workers: the bots' (`static/bot-worker.js`: a bot's move or a
//! hint) and the review's (`static/review-worker.js`: Expert's review of a whole game). Built for
//! speed (profile `wasm-package`, `scripts/build-modules.sh`), since bots think and the judge
//! searches every move in it, and loaded only when first needed, so the game's page carries no bot
//! code (docs/performance.md). One module for both, as their code is the same engines and search.

/// The bots' worker's entry point: a request line in, an answer line out
/// ([`glux::app::bots::answer_text`]).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn bot_choose(request: &str) -> String {
    glux::app::bots::answer_text(request)
}

/// The review worker's entry point: Expert's review of the game in `text` (an exported game or a
/// record; with `link`, a share link's text), with `progress(done, total)` called before each move
/// ([`glux::ui::review::worker::review_text`]); `{"problem": …}` for a text that is not a game.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn review_game(text: &str, link: bool, progress: &js_sys::Function) -> String {
    let mut report = |done: usize, total: usize| {
        let _ = progress.call2(
            &wasm_bindgen::JsValue::NULL,
            &wasm_bindgen::JsValue::from(done as u32),
            &wasm_bindgen::JsValue::from(total as u32),
        );
    };
    glux::ui::review::worker::review_text(text, link, &mut report)
        .unwrap_or_else(|problem| serde_json::json!({ "problem": problem }).to_string())
}

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("The bots' module runs in the web app's Web Workers: `make serve`.");
}

/// The same heap allocator as the app's.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
