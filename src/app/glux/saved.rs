//! A Glüx game as the browser keeps it (autosave and exported files), read back from a save, a
//! file or a share link, and started from the new-game form. Reading is strict and never touches
//! the game in progress.

use super::table::{GluxReplay, GluxTable};
use crate::app::MAX_FILE_BYTES;
use crate::app::kind::ReplaySource;
use crate::app::seats::{FormProblem, NewGameForm, SeatInfo, seats_of_record};
use crate::glux::link::{self, LinkError};
use crate::glux::{GameRecord, GameSetup, PlayedGame, RecordError};
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
    /// The moves (by number, from 0) before which a hint was asked for.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints: Vec<u32>,
}

impl SavedGame {
    /// Reads a saved game and replays it through the rules.
    ///
    /// # Errors
    /// What is wrong with the text, or at which move the record breaks the rules.
    pub fn load(text: &str) -> Result<(PlayedGame, Vec<SeatInfo>, u64, Vec<u32>), RecordError> {
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
            saved.hints,
        ))
    }
}

/// The saved game in play, to resume.
///
/// # Errors
/// As [`SavedGame::load`].
pub fn resume(text: &str) -> Result<GluxTable, RecordError> {
    let (game, seats, bot_seed, hints) = SavedGame::load(text)?;
    let mut table = GluxTable::new(game, seats, bot_seed);
    table.hinted = std::rc::Rc::new(hints);
    Ok(table)
}

/// Reads an opened Glüx file, an exported game (`{"record": ..., "seats": ...}`) or a bare game
/// record, into its replay.
///
/// # Errors
/// What is wrong with the file, and at which move.
pub fn read_file(text: &str) -> Result<GluxReplay, RecordError> {
    if text.len() > MAX_FILE_BYTES as usize {
        return Err(RecordError::TooLarge(text.len()));
    }
    // An exported file wraps the record; a bare record has no "record" key. (A plain text check:
    // parsing into a JSON value first would add much code to the browser bundle.)
    let (game, seats) = if text.contains("\"record\"") {
        let (game, seats, _, _) = SavedGame::load(text)?;
        (game, seats)
    } else {
        let game = PlayedGame::from_json(text)?;
        let seats = seats_of_record(&game.record().names, game.record().setup.players);
        (game, seats)
    };
    Ok(GluxReplay::new(game, seats, ReplaySource::File))
}

/// Why a Glüx share link cannot be opened.
pub enum LinkProblem {
    /// The link itself is broken.
    Link(LinkError),
    /// The link holds a game that breaks the rules.
    Record(RecordError),
}

/// Opens a share link's text in the replay viewer.
///
/// # Errors
/// What is wrong with the link, or the move of its game that breaks the rules.
pub fn open_link(text: &str) -> Result<GluxReplay, LinkProblem> {
    let record = link::decode(text).map_err(LinkProblem::Link)?;
    let game = PlayedGame::from_record(record).map_err(LinkProblem::Record)?;
    let seats = seats_of_record(&game.record().names, game.record().setup.players);
    Ok(GluxReplay::new(game, seats, ReplaySource::Link))
}

/// A game from the new-game form (on its own board, if one is chosen); `None` when the form
/// cannot start one.
#[must_use]
pub fn start(form: &NewGameForm, bot_seed: u64) -> Option<GluxTable> {
    let (seed, seats) = form.seats_to_play()?;
    let names = seats.iter().map(|s| s.name.clone()).collect();
    let setup = GameSetup {
        board: form.design.clone(),
        ..GameSetup::new(form.players, seed)
    };
    let game = PlayedGame::new(setup, names).ok()?;
    Some(GluxTable::new(game, seats, bot_seed))
}

/// The setup of a game between devices as a link's text: the board and the names of the players at
/// this device (each device draws its own chips, so there is no seed).
#[must_use]
pub fn setup_link(form: &NewGameForm, names: Vec<String>) -> Option<String> {
    let record = GameRecord {
        version: crate::glux::record::RECORD_VERSION,
        setup: GameSetup {
            board: form.design.clone(),
            hidden_bags: true,
            ..GameSetup::new(form.players, 0)
        },
        names,
        actions: Vec::new(),
    };
    link::encode(&record).ok()
}

/// Why the form cannot start a Glüx game although every seat is ready: the board of the player's
/// own has no start squares for this many players.
#[must_use]
pub fn design_problem(form: &NewGameForm) -> Option<FormProblem> {
    let board = crate::glux::Board::parse(form.design.as_deref()?).ok()?;
    board
        .default_starts(form.players)
        .is_none()
        .then(|| FormProblem::BoardNotForPlayers {
            board: board.name().to_string(),
            players: form.players,
        })
}

/// The game in play as saved in the browser and exported.
#[must_use]
pub fn saved(table: &GluxTable) -> SavedGame {
    SavedGame {
        game: Some(crate::glux::record::GAME_NAME.to_string()),
        record: table.game.record().clone(),
        seats: table.seats.as_ref().clone(),
        bot_seed: table.bot_seed,
        hints: table.hinted.as_ref().clone(),
    }
}

/// The name of the game's exported file.
#[must_use]
pub fn file_name(table: &GluxTable) -> String {
    format!(
        "glux-{}-players-seed-{}.json",
        table.seats.len(),
        table.game.record().setup.seed
    )
}

/// The game's share link text (the part after `#game=`).
#[must_use]
pub fn share_link(table: &GluxTable) -> Option<String> {
    link::encode(table.game.record()).ok()
}

/// Each seat's final victory points and whether it won (ties broken by the rules), once the game
/// is over.
#[must_use]
pub fn result(table: &GluxTable) -> Option<Vec<(u32, bool)>> {
    let game = table.game.game();
    if !game.is_over() {
        return None;
    }
    let scoring = crate::glux::scoring::score(game.board_state());
    Some(
        scoring
            .vp
            .iter()
            .enumerate()
            .map(|(i, &vp)| (u32::from(vp), scoring.winners.iter().any(|w| w.index() == i)))
            .collect(),
    )
}
