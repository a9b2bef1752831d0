//! Glüx and GLAK: the rules engines, computer opponents, command-line tools and the web app.
//!
//! Arrows point one way: `ui, cli -> remote, <game>::bots -> <game> -> core`. Nothing in [`core`]
//! knows either game; nothing in a game's rules knows that a browser exists; [`remote`] (games
//! between devices) is pure Rust beside the engines.

pub mod app;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod core;
pub mod glak;
pub mod glux;
pub mod i18n;
#[cfg(all(target_arch = "wasm32", feature = "js"))]
pub mod js;
pub mod remote;
#[cfg(target_arch = "wasm32")]
pub mod ui;
