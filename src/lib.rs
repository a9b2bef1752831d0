//! Glüx, the board game of light: the rules engine, computer opponents, and the web app.
//!
//! Arrows point one way: `ui -> bots -> engine`, `cli -> bots -> engine`. Nothing in [`engine`]
//! knows that a browser exists.

pub mod bots;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod engine;
#[doc(hidden)]
pub mod fuzzing;
pub mod i18n;
mod invariant;
#[cfg(target_arch = "wasm32")]
pub mod ui;
