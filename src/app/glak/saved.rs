//! A GLAK game as the browser keeps it (autosave and exported files), read back from a save, a
//! file or a share link, and started from the new-game form. Reading is strict and never touches
//! the game in progress.

use super::replay::GlakReplay;
use super::table::GlakTable;
use crate::app::MAX_FILE_BYTES;
use crate::app::kind::ReplaySource;
use crate::app::seats::{NewGameForm, SeatInfo, seats_of_record};
use crate::glak::link::LinkError;
use crate::glak::{GameRecord, GameSetup, RecordError, Recorder, TileSet};
use serde::{Deserialize, Serialize};

/// The saved form of a GLAK game: `{"game": "glak", "record": ..., "seats": [...], "bot_seed": N}`,
/// the record being GLAK's own (`crate::glak::GameRecord`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGlak {
    /// Always `glak`.
    pub game: String,
    /// The game record (deal, start player, names, turns).
    pub record: GameRecord,
    /// The seats' names, colours and bots.
    pub seats: Vec<SeatInfo>,
    /// Seeds the bots' choices.
    #[serde(default)]
    pub bot_seed: u64,
    /// The turns (by number, from 0) before which a hint was asked for.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints: Vec<u32>,
}

impl SavedGlak {
    /// Reads a saved GLAK game and replays it through the rules.
    ///
    /// # Errors
    /// What is wrong with the text, or at which turn and action the record breaks the rules.
    pub fn load(text: &str) -> Result<(Recorder, Vec<SeatInfo>, u64, Vec<u32>), GlakProblem> {
        if text.len() > crate::core::envelope::MAX_RECORD_BYTES {
            return Err(GlakProblem::Record(RecordError::TooLarge(text.len())));
        }
        let saved: SavedGlak =
            serde_json::from_str(text).map_err(|e| GlakProblem::Record(RecordError::Malformed(e.into())))?;
        if saved.seats.len() != usize::from(saved.record.players) {
            return Err(GlakProblem::SeatCount {
                seats: saved.seats.len(),
                players: saved.record.players,
            });
        }
        let play = Recorder::resume(&saved.record).map_err(GlakProblem::Record)?;
        Ok((play, saved.seats, saved.bot_seed, saved.hints))
    }
}

/// Why a saved or exported GLAK game cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GlakProblem {
    /// The record (or the text around it) is wrong.
    Record(RecordError),
    /// The seats do not match the players.
    SeatCount {
        /// Seats listed.
        seats: usize,
        /// Players in the record.
        players: u8,
    },
}

/// The saved game in play, to resume.
///
/// # Errors
/// As [`SavedGlak::load`].
pub fn resume(text: &str) -> Result<GlakTable, GlakProblem> {
    let (play, seats, bot_seed, hints) = SavedGlak::load(text)?;
    let mut table = GlakTable::new(play, seats, bot_seed);
    table.hinted = std::rc::Rc::new(hints);
    Ok(table)
}

/// Reads an opened GLAK file, an exported game (`{"game": "glak", "record": ..., "seats": ...}`)
/// or a bare record, into its replay.
///
/// # Errors
/// What is wrong with the file, and at which turn and action.
pub fn read_file(text: &str) -> Result<GlakReplay, GlakProblem> {
    if text.len() > MAX_FILE_BYTES as usize {
        return Err(GlakProblem::Record(RecordError::TooLarge(text.len())));
    }
    /// Whether a JSON object has a `record` field (an exported file) or not (a bare record).
    #[derive(serde::Deserialize)]
    struct Probe {
        #[serde(default)]
        record: Option<serde::de::IgnoredAny>,
    }
    let exported = serde_json::from_str::<Probe>(text).is_ok_and(|p| p.record.is_some());
    let (record, seats) = if exported {
        let (play, seats, _, _) = SavedGlak::load(text)?;
        (play.record().clone(), seats)
    } else {
        let (record, _) = GameRecord::load(text).map_err(GlakProblem::Record)?;
        let seats = seats_of_record(&record.names, record.players);
        (record, seats)
    };
    Ok(GlakReplay::new(&record, seats, ReplaySource::File))
}

/// Opens a share link's text in the replay viewer.
///
/// # Errors
/// What is wrong with the link, or the action of its game that breaks the rules.
pub fn open_link(text: &str) -> Result<GlakReplay, LinkError> {
    let (record, _) = crate::glak::link::decode(text)?;
    let seats = seats_of_record(&record.names, record.players);
    Ok(GlakReplay::new(&record, seats, ReplaySource::Link))
}

/// A game from the new-game form (with its own tile set, if one is chosen): the deal and the start
/// player come from the seed. `None` when the form cannot start one.
#[must_use]
pub fn start(form: &NewGameForm, bot_seed: u64) -> Option<GlakTable> {
    let (seed, seats) = form.seats_to_play()?;
    let names = seats.iter().map(|s| s.name.clone()).collect();
    let setup = GameSetup {
        players: form.players,
        seed,
        deal: None,
        start_player: None,
    };
    let tiles = TileSet::ours_or_text(form.design.as_deref()).ok()?;
    let play = Recorder::new(&setup, tiles, names).ok()?;
    Some(GlakTable::new(play, seats, bot_seed))
}

/// The setup of a game between devices as a link's text: the tile set and the names of the
/// players at this device (the carrier draws the deal and the start player by chance that no
/// device controls).
#[must_use]
pub fn setup_link(form: &NewGameForm, names: Vec<String>) -> Option<String> {
    let setup = GameSetup {
        players: form.players,
        seed: 0,
        deal: None,
        start_player: None,
    };
    let tiles = TileSet::ours_or_text(form.design.as_deref()).ok()?;
    let play = Recorder::new(&setup, tiles, names).ok()?;
    crate::glak::link::encode(play.record()).ok()
}

/// The game in play as saved in the browser and exported.
#[must_use]
pub fn saved(table: &GlakTable) -> SavedGlak {
    SavedGlak {
        game: crate::glak::record::GAME_NAME.to_string(),
        record: table.play.record().clone(),
        seats: table.seats.as_ref().clone(),
        bot_seed: table.bot_seed,
        hints: table.hinted.as_ref().clone(),
    }
}

/// The name of the game's exported file: the players and the deal.
#[must_use]
pub fn file_name(table: &GlakTable) -> String {
    let record = table.play.record();
    format!(
        "glak-{}-players-{}.json",
        record.players,
        record
            .deal
            .iter()
            .map(|hand| hand.join(""))
            .collect::<Vec<_>>()
            .join("-")
    )
}

/// The game's share link text (the part after `#game=`).
#[must_use]
pub fn share_link(table: &GlakTable) -> Option<String> {
    crate::glak::link::encode(table.play.record()).ok()
}

/// Each seat's final score and whether it won (a shared win too), once the game is over.
#[must_use]
pub fn result(table: &GlakTable) -> Option<Vec<(u32, bool)>> {
    if !table.game().is_over() {
        return None;
    }
    let score = table.game().score();
    Some(
        score
            .score
            .iter()
            .enumerate()
            .map(|(i, &points)| (u32::from(points), score.winners.iter().any(|w| w.index() == i)))
            .collect(),
    )
}
