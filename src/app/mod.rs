//! The app's state machine, in plain Rust: what the web app shows and does, with no browser in it.
//! - the seam every game goes through ([`game`]: its rules, its table in play and its replay, and
//!   what crosses it in the game's own words, [`games`]), the one list of games ([`registry`]), and
//!   each game's own models in [`glux`] and [`glak`] (their tables, replays and saved games);
//! - the screens ([`screens`]);
//! - the seats and the new-game form ([`seats`]), and the reducer ([`state`]);
//! - the bots' questions and answers ([`bots`]);
//! - games between devices: the carrier's own state and reducer, its sessions, links and the
//!   games it keeps ([`carrier`]), the messages between the app and the carrier ([`bridge`]), and
//!   how the app's state takes and makes them ([`devices`]);
//! - bad input in words: what every game's links share ([`problems`]); each game's own problems are
//!   in its folder.
//!
//! It compiles and is tested natively (`tests/it/app.rs`); `crate::ui` draws it and performs its
//! effects (storage, the bots' worker, the carrier, files).
pub mod bots;
pub mod bridge;
pub mod carrier;
pub mod devices;
pub mod game;
pub mod games;
pub mod glak;
pub mod glux;
pub mod kind;
pub mod problems;
pub mod registry;
pub mod screens;
pub mod seats;
pub mod state;

/// The largest file opened (a game is a few kilobytes).
pub const MAX_FILE_BYTES: f64 = 256.0 * 1024.0;
