//! The Glüx web app, built for the browser by Trunk (`make serve`).

#[cfg(target_arch = "wasm32")]
fn main() {
    yew::Renderer::<glux::ui::App>::new().render();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The Glüx web app runs in a browser: `make serve`. The command-line tool is `glux`.");
}
