//! The command-line tools, one per game (`glux`, `glak`), with the same subcommands. Native only.

pub mod glak;
pub mod glux;
