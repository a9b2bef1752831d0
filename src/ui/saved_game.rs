//! The export and autosave format: a game's record with its seats.

use super::seats::SeatInfo;
use crate::glux::{GameRecord, PlayedGame, RecordError};
use serde::{Deserialize, Serialize};

/// The saved form of a game in the browser (autosave and exported files): the record plus the
/// players' colours and bots, `{"game": "glux", "record": ..., "seats": [...], "bot_seed": N}`.
/// Saves written before the `game` field existed are Glüx games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The game's name.
    #[serde(default)]
    pub game: Option<String>,
    /// The game record (setup, names, actions).
    pub record: GameRecord,
    /// The seats' names, colours and bots.
    pub seats: Vec<SeatInfo>,
    /// Seeds the bots' choices.
    #[serde(default)]
    pub bot_seed: u64,
}

impl SavedGame {
    /// Reads a saved game and replays it through the rules.
    ///
    /// # Errors
    /// What is wrong with the text, or at which move the record breaks the rules.
    pub fn load(text: &str) -> Result<(PlayedGame, Vec<SeatInfo>, u64), RecordError> {
        crate::glux::record::check_game(text)?;
        let saved: SavedGame = serde_json::from_str(text).map_err(|e| RecordError::Malformed(e.into()))?;
        if saved.seats.len() != saved.record.setup.players as usize {
            return Err(RecordError::SeatCount {
                seats: saved.seats.len(),
                players: saved.record.setup.players,
            });
        }
        Ok((
            PlayedGame::from_record(saved.record)?,
            saved.seats,
            saved.bot_seed,
        ))
    }
}

/// The saved form of a GLAK game: `{"game": "glak", "record": ..., "seats": [...], "bot_seed": N}`,
/// the record being GLAK's own (`crate::glak::GameRecord`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGlak {
    /// Always `glak`.
    pub game: String,
    /// The game record (deal, start player, names, turns).
    pub record: crate::glak::GameRecord,
    /// The seats' names, colours and bots.
    pub seats: Vec<SeatInfo>,
    /// Seeds the bots' choices.
    #[serde(default)]
    pub bot_seed: u64,
}

impl SavedGlak {
    /// Reads a saved GLAK game and replays it through the rules.
    ///
    /// # Errors
    /// What is wrong with the text, or at which turn and action the record breaks the rules.
    pub fn load(text: &str) -> Result<(crate::glak::Recorder, Vec<SeatInfo>, u64), GlakProblem> {
        use crate::glak::RecordError as E;
        if text.len() > crate::core::envelope::MAX_RECORD_BYTES {
            return Err(GlakProblem::Record(E::TooLarge(text.len())));
        }
        let saved: SavedGlak =
            serde_json::from_str(text).map_err(|e| GlakProblem::Record(E::Malformed(e.into())))?;
        if saved.seats.len() != usize::from(saved.record.players) {
            return Err(GlakProblem::SeatCount {
                seats: saved.seats.len(),
                players: saved.record.players,
            });
        }
        let play = crate::glak::Recorder::resume(&saved.record).map_err(GlakProblem::Record)?;
        Ok((play, saved.seats, saved.bot_seed))
    }
}

/// Why a saved or exported GLAK game cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GlakProblem {
    /// The record (or the text around it) is wrong.
    Record(crate::glak::RecordError),
    /// The seats do not match the players.
    SeatCount {
        /// Seats listed.
        seats: usize,
        /// Players in the record.
        players: u8,
    },
}
