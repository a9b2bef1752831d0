//! The game record and save format: the setup (with its seed) plus every action, as versioned JSON.
//! Loading replays every action through the rules, so a record is valid exactly when its game is.

use super::board::Coord;
use super::board::Square;
use super::chip::Pips;
use super::game::{Action, Game, PlayError, Played};
use super::notation::{action_phrase, seat_name};
use super::setup::{GameSetup, SetupError};
use crate::core::invariant::Invariant;
use crate::core::seat::Seat;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The record format this build writes and reads.
pub const RECORD_VERSION: u32 = 1;
/// The largest record text accepted (a full four-player game is a few kilobytes).
pub const MAX_RECORD_BYTES: usize = 256 * 1024;
/// The most actions a game can have: four players, 24 chips each.
pub const MAX_ACTIONS: usize = 4 * super::chip::CHIPS_PER_PLAYER;

/// One action as written in a record, with coordinates instead of square indices:
/// `{"action": "start_face", "pips": 4}`, `{"action": "place", "to": [5,4], "pips": 3}`,
/// `{"action": "start_option", "pips": 6}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "ActionFields", into = "ActionFields")]
pub enum RecordedAction {
    /// Setup: the start chip's face.
    StartFace {
        /// Face up.
        pips: Pips,
    },
    /// A placement by counting.
    Place {
        /// Destination, `[column, row]`.
        to: Coord,
        /// Face up.
        pips: Pips,
    },
    /// Rule 7: onto the own start chip.
    StartOption {
        /// Face up.
        pips: Pips,
    },
}

/// The JSON shape of a [`RecordedAction`]: read as flat fields, which costs far less code in the
/// browser bundle than a tagged enum.
#[derive(Serialize, Deserialize)]
#[serde(expecting = "an action", deny_unknown_fields)]
struct ActionFields {
    action: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    to: Option<Coord>,
    pips: Pips,
}

impl TryFrom<ActionFields> for RecordedAction {
    type Error = String;
    fn try_from(f: ActionFields) -> Result<RecordedAction, String> {
        match (f.action.as_str(), f.to) {
            ("start_face", None) => Ok(RecordedAction::StartFace { pips: f.pips }),
            ("start_option", None) => Ok(RecordedAction::StartOption { pips: f.pips }),
            ("place", Some(to)) => Ok(RecordedAction::Place { to, pips: f.pips }),
            ("place", None) => Err("a placement needs `to`".into()),
            ("start_face" | "start_option", Some(_)) => Err(format!("`{}` takes no `to`", f.action)),
            (other, _) => Err(format!(
                "unknown action `{other}` (start_face, place, start_option)"
            )),
        }
    }
}

impl From<RecordedAction> for ActionFields {
    fn from(a: RecordedAction) -> ActionFields {
        let (action, to, pips) = match a {
            RecordedAction::StartFace { pips } => ("start_face", None, pips),
            RecordedAction::StartOption { pips } => ("start_option", None, pips),
            RecordedAction::Place { to, pips } => ("place", Some(to), pips),
        };
        ActionFields {
            action: action.to_string(),
            to,
            pips,
        }
    }
}

/// A whole game as saved, exported and shared:
/// `{"version": 1, "players": 2, "seed": 7, "names": [...], "actions": [...]}` (and `board` and
/// `starts` when they are not the defaults).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "RecordFields", into = "RecordFields")]
pub struct GameRecord {
    /// The format version ([`RECORD_VERSION`]).
    pub version: u32,
    /// Players, seed, board and start squares.
    pub setup: GameSetup,
    /// The players' names in seat order (may be empty).
    pub names: Vec<String>,
    /// Every action in play order.
    pub actions: Vec<RecordedAction>,
}

/// The JSON shape of a [`GameRecord`], flat (cheaper in the browser bundle than `serde(flatten)`).
#[derive(Serialize, Deserialize)]
#[serde(expecting = "a Glüx game record")]
struct RecordFields {
    version: u32,
    players: u8,
    seed: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    board: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    starts: Option<Vec<Coord>>,
    #[serde(default)]
    names: Vec<String>,
    actions: Vec<RecordedAction>,
}

impl From<RecordFields> for GameRecord {
    fn from(f: RecordFields) -> GameRecord {
        GameRecord {
            version: f.version,
            setup: GameSetup {
                players: f.players,
                seed: f.seed,
                board: f.board,
                starts: f.starts,
            },
            names: f.names,
            actions: f.actions,
        }
    }
}

impl From<GameRecord> for RecordFields {
    fn from(r: GameRecord) -> RecordFields {
        RecordFields {
            version: r.version,
            players: r.setup.players,
            seed: r.setup.seed,
            board: r.setup.board,
            starts: r.setup.starts,
            names: r.names,
            actions: r.actions,
        }
    }
}

/// Why a text could not be read as a record: not JSON at all, or JSON of another shape, and where
/// the reading stopped. Apps word it themselves from these fields; `detail` is the JSON parser's own
/// English sentence, which the command line shows.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{detail}")]
pub struct Malformed {
    /// The text is not JSON (or ends too soon); otherwise it is JSON of another shape.
    pub not_json: bool,
    /// 1-based line where the reading stopped.
    pub line: usize,
    /// 1-based column where the reading stopped.
    pub column: usize,
    /// The parser's description, e.g. ``missing field `setup` at line 1 column 2``.
    pub detail: String,
}

impl From<serde_json::Error> for Malformed {
    fn from(e: serde_json::Error) -> Malformed {
        Malformed {
            not_json: !e.is_data(),
            line: e.line(),
            column: e.column(),
            detail: e.to_string(),
        }
    }
}

/// Why a record cannot be loaded. Nothing in progress is touched by a failed load.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RecordError {
    /// Not JSON, or not shaped like a record.
    #[error("this is not a Glüx game record: {0}")]
    Malformed(Malformed),
    /// A saved game whose seats do not match its record's player count.
    #[error("this is not a Glüx game record: {seats} seats for {players} players")]
    SeatCount {
        /// Seats in the saved game.
        seats: usize,
        /// Players in its record.
        players: u8,
    },
    /// Too large to be a game.
    #[error("the record is {0} bytes, far more than any game needs")]
    TooLarge(usize),
    /// A format this build does not know.
    #[error("record format version {found} is not supported (this app reads version {RECORD_VERSION})")]
    Version {
        /// The version in the record.
        found: u32,
    },
    /// The setup is invalid.
    #[error("setup: {0}")]
    Setup(#[from] SetupError),
    /// More actions than a game can have.
    #[error("the record has {0} actions; a game has at most {MAX_ACTIONS}")]
    TooManyActions(usize),
    /// An action breaks the rules.
    #[error("move {number}: {who} cannot {}: {error}", action_phrase(*action))]
    Illegal {
        /// The action's number, 1-based.
        number: usize,
        /// The seat that was to act.
        seat: Seat,
        /// Its player's name (or `Seat N`).
        who: String,
        /// What the action tried (written e.g. `place a 5 on E5`).
        action: RecordedAction,
        /// What is wrong with it.
        error: PlayError,
    },
    /// An action's square is off the board.
    #[error("move {number}: {at} is not on the board")]
    OffBoard {
        /// The action's number, 1-based.
        number: usize,
        /// The square named.
        at: Coord,
    },
    /// Actions after the end of the game.
    #[error("move {number}: the game was already over")]
    AfterEnd {
        /// The action's number, 1-based.
        number: usize,
    },
}

/// One action as it happened, for game logs and replays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordedMove {
    /// What happened.
    pub played: Played,
    /// For a placement by counting: one of the chips it was counted from.
    pub counted_from: Option<Square>,
}

/// A game together with its record and history: what the app and the command-line tool play on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedGame {
    record: GameRecord,
    game: Game,
    history: Vec<RecordedMove>,
}

impl PlayedGame {
    /// A new game.
    ///
    /// # Errors
    /// A [`SetupError`] for an invalid setup.
    pub fn new(setup: GameSetup, names: Vec<String>) -> Result<PlayedGame, SetupError> {
        let game = Game::try_from(&setup)?;
        Ok(PlayedGame {
            record: GameRecord {
                version: RECORD_VERSION,
                setup,
                names,
                actions: Vec::new(),
            },
            game,
            history: Vec::new(),
        })
    }

    /// Replays a record through the rules.
    ///
    /// # Errors
    /// A [`RecordError`] saying what is wrong and at which move.
    pub fn from_record(record: GameRecord) -> Result<PlayedGame, RecordError> {
        if record.version != RECORD_VERSION {
            return Err(RecordError::Version {
                found: record.version,
            });
        }
        if record.actions.len() > MAX_ACTIONS {
            return Err(RecordError::TooManyActions(record.actions.len()));
        }
        let mut game = PlayedGame {
            game: Game::try_from(&record.setup)?,
            record: GameRecord {
                actions: Vec::with_capacity(record.actions.len()),
                ..record.clone()
            },
            history: Vec::with_capacity(record.actions.len()),
        };
        for (i, &recorded) in record.actions.iter().enumerate() {
            let number = i + 1;
            let seat = game.game.to_act().ok_or(RecordError::AfterEnd { number })?;
            let action = match recorded {
                RecordedAction::StartFace { pips } => Action::StartFace(pips),
                RecordedAction::StartOption { pips } => Action::StartOption(pips),
                RecordedAction::Place { to, pips } => Action::Place {
                    to: game
                        .game
                        .board_state()
                        .board()
                        .square(to)
                        .ok_or(RecordError::OffBoard { number, at: to })?,
                    pips,
                },
            };
            game.play(action).map_err(|error| RecordError::Illegal {
                number,
                seat,
                who: seat_name(&record.names, seat),
                action: recorded,
                error,
            })?;
        }
        Ok(game)
    }

    /// Reads a record from JSON text and replays it.
    ///
    /// # Errors
    /// A [`RecordError`]: malformed JSON, too large, wrong version, or an illegal move.
    pub fn from_json(text: &str) -> Result<PlayedGame, RecordError> {
        if text.len() > MAX_RECORD_BYTES {
            return Err(RecordError::TooLarge(text.len()));
        }
        let record: GameRecord = serde_json::from_str(text).map_err(|e| RecordError::Malformed(e.into()))?;
        PlayedGame::from_record(record)
    }

    /// The record as JSON text.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.record).invariant("a record always serializes")
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The record.
    #[must_use]
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// Every action so far as it happened, in play order.
    #[must_use]
    pub fn history(&self) -> &[RecordedMove] {
        &self.history
    }

    /// Plays an action and records it.
    ///
    /// # Errors
    /// The [`PlayError`] of an illegal action; game and record are unchanged.
    pub fn play(&mut self, action: Action) -> Result<Played, PlayError> {
        let counted_from = match (action, self.game.to_act()) {
            (Action::Place { to, .. }, Some(seat)) => self
                .game
                .board_state()
                .counting_chips(seat, to)
                .first()
                .map(|&(from, _)| from),
            _ => None,
        };
        let played = self.game.play(action)?;
        self.history.push(RecordedMove { played, counted_from });
        let board = self.game.board_state().board();
        self.record.actions.push(match action {
            Action::StartFace(pips) => RecordedAction::StartFace { pips },
            Action::StartOption(pips) => RecordedAction::StartOption { pips },
            Action::Place { to, pips } => RecordedAction::Place {
                to: board.coord(to),
                pips,
            },
        });
        Ok(played)
    }

    /// The game as it was after its first `count` actions (the same seed draws the same chips).
    #[must_use]
    pub fn truncated(&self, count: usize) -> PlayedGame {
        let mut record = self.record.clone();
        record.actions.truncate(count);
        PlayedGame::from_record(record).invariant("a prefix of a legal game is legal")
    }
}
