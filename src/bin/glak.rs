//! The `glak` command-line tool (native only; see `glak --help`).

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    glux::cli::glak::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
