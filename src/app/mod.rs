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
//!
//! A *table* is one thing in the code: a game in play with its seats ([`game::Table`], each game's
//! `GluxTable` and `GlakTable`, and the screen that shows one). Every seat at it is driven one way
//! ([`seats::Driver`]): a person's gestures here, or a seat's answer ([`games::SeatAnswer`]) from
//! a bot in the worker or from a person elsewhere through the carrier, taken only at the epoch it
//! was asked at. What a device sends another device with the game is an *update*
//! (`crate::remote::message::Update`), a language's texts are its *words*, and an HTML `<table>`
//! is only markup.
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
