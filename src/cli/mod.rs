//! The command-line tools, one per game (`glux`, `glak`), with the same subcommands. Native only.

pub mod arena;
pub mod glak;
pub mod glux;
pub mod review;
pub mod selfplay;

use std::process::ExitCode;

/// Prints a tool's answer (or its error, named after the tool, to stderr) and gives the exit code.
pub(crate) fn finish(tool: &str, result: Result<String, String>) -> ExitCode {
    match result {
        Ok(output) => {
            if !output.is_empty() {
                println!("{output}");
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{tool}: {message}");
            ExitCode::FAILURE
        }
    }
}
