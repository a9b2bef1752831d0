//! Expert as the judge of a whole game: the review worker's module (`static/review-worker.js`, for
//! `review.html`). Its own module, built for speed like the bots' (`scripts/build-module.sh`,
//! profile `wasm-package`), since a review searches every move; loaded only when a review runs, so
//! neither the game's page nor the bots' module carries the review.

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
    eprintln!("The review's judge runs in the review page's Web Worker: `make serve`.");
}

/// The same heap allocator as the app's.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
