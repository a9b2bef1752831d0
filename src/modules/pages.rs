//! The pages of their own that draw games: the tutorial's (`tutorial.html`, "Learn to play"),
//! Expert's review (`review.html`) and the board editor (`editor.html`). One wasm module, split by
//! the build (`scripts/build-modules.sh`, `wasm-split-cli`) into a small main part, which tells the
//! pages apart (`<html data-page>`), a part for each page, and the code the pages share (Yew, the
//! games' views, the engines) as parts of their own: each page downloads what it draws, and the
//! pages carry no second copy of what they share (issue 40, docs/performance.md). Each page asks for
//! its files at once (`static/tutorial.html`, `static/review.html`, `static/editor.html`, named in
//! them by the build).
//!
//! The editor was a part of the app's module until this module could hold it: there, the few
//! functions it shares with the games in play and the carrier split their files into many small
//! ones, which a turn link, an invitation and a replay link each fetched and compiled one by one
//! (docs/performance.md).

#[cfg(target_arch = "wasm32")]
fn main() {
    use glux::ui::editor;
    use glux::ui::modules::page_name;
    use glux::ui::review::page as review;
    use glux::ui::tutorial;
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let page = page_name(&document);
    wasm_bindgen_futures::spawn_local(async move {
        if page.as_deref() == Some(tutorial::PAGE) {
            if parts::tutorial().await.is_err() {
                tutorial::not_loaded().await;
            }
        } else if page.as_deref() == Some(editor::PAGE) {
            if parts::editor().await.is_err() {
                editor::not_loaded().await;
            }
        } else if parts::review().await.is_err() {
            review::not_loaded().await;
        }
    });
}

/// The split points: each function's code, and all it alone reaches, is a part of its own; what
/// several reach is a part they share. Calling one downloads its parts first (an `Err` if that fails).
#[cfg(target_arch = "wasm32")]
mod parts {
    use glux::ui::modules::NotLoaded;
    use wasm_split_helpers::wasm_split;

    #[wasm_split(tutorial, fallible)]
    pub fn tutorial() -> Result<(), NotLoaded> {
        glux::ui::tutorial::start();
        Ok(())
    }

    #[wasm_split(review, fallible)]
    pub fn review() -> Result<(), NotLoaded> {
        glux::ui::review::page::start();
        Ok(())
    }

    #[wasm_split(editor, fallible)]
    pub fn editor() -> Result<(), NotLoaded> {
        glux::ui::editor::start();
        Ok(())
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "The tutorial, the review and the board editor run in a browser: `make serve`, then open \
         tutorial.html."
    );
}

/// The heap allocator, as in the app (`src/modules/app.rs`).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
