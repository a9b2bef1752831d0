//! The rules of Glüx: pure Rust, no browser, no clock, no global randomness.
//!
//! A [`GameSetup`] becomes a [`Game`] through a fallible conversion; [`Game::play`] applies an
//! [`Action`] or refuses it with a [`PlayError`] naming the rule, leaving the game unchanged;
//! [`scoring::score`] gives the final scoring; [`PlayerView`] is what one seat may see.

pub mod as_rules;
pub mod board;
pub mod bots;
pub mod chip;
pub mod codec;
/// Entry points for the `cargo fuzz` targets in `fuzz/` (cargo feature `fuzzing`).
#[cfg(feature = "fuzzing")]
pub mod fuzzing;
pub mod game;
pub mod lessons;
pub mod link;
pub mod notation;
pub mod record;
pub mod rules;
pub mod scoring;
pub mod setup;
pub mod view;

pub use crate::core::envelope::Malformed;
pub use crate::core::seat::{MAX_SEATS, PerSeat, Seat, SeatSet};
pub use board::{Board, BoardError, BoardProblem, Coord, Direction, Room, RoomId, Square, SquareSet};
pub use chip::{Chip, ChipCounts, Pips};
pub use codec::RecordedAction;
pub use game::RecordedMove;
pub use game::{Action, Bag, Game, PlayError, Played, legal_actions};
pub use record::{GameRecord, Handover, PlayedGame, RecordError, ReplayError};
pub use rules::{BoardState, Phase, PlacedChip, PlacementError, Stack, TurnOptions};
pub use scoring::{RoomScore, Scoring, TieBreak, score};
pub use setup::{GameSetup, PositionSetup, SetupError, StackSetup};
pub use view::{OwnedView, PlayerView, ViewBytesError};
#[cfg(test)]
mod tests;
