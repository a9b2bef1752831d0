//! The Glüx web app, built for the browser by Trunk (`make serve`). The same module also runs in the
//! bots' Web Worker (`static/bot-worker.js`), where there is no window and nothing is rendered.

#[cfg(target_arch = "wasm32")]
fn main() {
    if web_sys::window().is_some() {
        yew::Renderer::<glux::ui::App>::new().render();
    }
}

/// The bots' entry point, called by the Web Worker: a request line in, an answer line out.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn bot_choose(request: &str) -> String {
    glux::ui::bot_worker::answer_text(request)
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The Glüx web app runs in a browser: `make serve`. The command-line tool is `glux`.");
}
