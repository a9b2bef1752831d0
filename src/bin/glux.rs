//! The `glux` command-line tool (native only; see `glux --help`).

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    glux::cli::glux::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
