//! The rules of GLAK: pure Rust, no browser, no clock, no global randomness. The rules we implement,
//! with our rulings, are in `docs/rules/glak.md`.
//!
//! A [`TileSet`] holds the boards as data; a [`GameSetup`] becomes a [`Game`] on a tile set;
//! [`Game::play`] applies an [`Action`] or refuses it with a [`PlayError`] naming the rule, leaving
//! the game unchanged; [`Game::score`] scores the position now (the final scoring once the game is
//! over).
//!
//! The rules work on field numbers and bit sets ([`fields`]) so that bots can afford millions of
//! actions a second; coordinates ([`Point`], [`Place`]) are for people, records and the command line.
//! A [`GameRecord`] is a game as saved; [`link`] packs one into a share link.

pub mod area;
pub mod bots;
pub mod fields;
/// Entry points for the `cargo fuzz` targets in `fuzz/` (cargo feature `fuzzing`).
#[cfg(feature = "fuzzing")]
pub mod fuzzing;
pub mod game;
pub mod lessons;
pub mod link;
pub mod position;
pub mod random;
pub mod record;
pub mod scoring;
pub mod tiles;

pub use area::{Area, LaidBoard, Place, Point};
pub use game::{Action, FinalRound, FinalRoundCause, Game, GameSetup, PlayError, SetupError};
pub use record::{GameRecord, RecordError, RecordedAction, Recorder};
pub use scoring::{Score, Territory};
pub use tiles::{Cell, Tile, TileField, TileSet, TileSetError, TileSetProblem};

#[cfg(test)]
mod tests;
