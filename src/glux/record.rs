//! The game record and save format: the setup (with its seed) plus every action, as versioned JSON.
//! Loading replays every action through the rules, so a record is valid exactly when its game is.

use super::board::Coord;
use super::codec::RecordedAction;
use super::game::{Action, Game, PlayError, Played, RecordedMove};
use super::notation::action_phrase;
use super::setup::{GameSetup, SetupError};
use crate::core::envelope::{self, MAX_RECORD_BYTES, Malformed};
use crate::core::invariant::Invariant;
use crate::core::seat::{PerSeat, Seat};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The game's name in every record, file, save and link envelope.
pub const GAME_NAME: &str = "glux";
/// The game's byte in share links.
pub const LINK_GAME: u8 = 1;

/// The record format this build writes and reads.
pub const RECORD_VERSION: u32 = 1;
/// The most actions a game can have: four players, 24 chips each.
pub const MAX_ACTIONS: usize = 4 * super::chip::CHIPS_PER_PLAYER;

/// A whole game as saved, exported and shared:
/// `{"game": "glux", "version": 1, "players": 2, "seed": 7, "names": [...], "actions": [...]}` (and
/// `board` and `starts` when they are not the defaults). Records written before the `game` field
/// existed are read as Glüx records.
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
    #[serde(default)]
    game: Option<String>,
    version: u32,
    players: u8,
    seed: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    board: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    starts: Option<Vec<Coord>>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    hidden_bags: bool,
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
                // One game, one record: the board the player count has anyway is not named.
                board: f.board.filter(|b| {
                    super::board::Board::for_players(f.players).map(super::board::Board::name)
                        != Some(b.as_str())
                }),
                starts: f.starts,
                hidden_bags: f.hidden_bags,
            },
            names: f.names,
            actions: f.actions,
        }
    }
}

impl From<GameRecord> for RecordFields {
    fn from(r: GameRecord) -> RecordFields {
        RecordFields {
            game: Some(GAME_NAME.to_string()),
            version: r.version,
            players: r.setup.players,
            seed: r.setup.seed,
            board: r.setup.board,
            starts: r.setup.starts,
            hidden_bags: r.setup.hidden_bags,
            names: r.names,
            actions: r.actions,
        }
    }
}

/// Why a record cannot be loaded. Nothing in progress is touched by a failed load.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RecordError {
    /// Not JSON, or not shaped like a record.
    #[error("this is not a Glüx game record: {0}")]
    Malformed(Malformed),
    /// A record of another game.
    #[error("this is a game of “{0}”, not of Glüx")]
    OtherGame(String),
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
    /// The game it holds cannot be replayed.
    #[error(transparent)]
    Replay(#[from] ReplayError),
}

impl From<SetupError> for RecordError {
    fn from(e: SetupError) -> RecordError {
        RecordError::Replay(ReplayError::Setup(e))
    }
}

/// Why the game a record or a link holds cannot be replayed: the same for both.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    /// The setup is invalid.
    #[error("setup: {0}")]
    Setup(#[from] SetupError),
    /// More actions than a game can have.
    #[error("the game has {0} moves; a game has at most {MAX_ACTIONS}")]
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

/// A game together with its record and history: what the app and the command-line tool play on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedGame {
    record: GameRecord,
    game: Game,
    history: Vec<RecordedMove>,
    /// The bags known here of a game with hidden bags (the seats played on this device).
    bag_seeds: PerSeat<Option<[u8; 32]>>,
    /// Seats handed to this device during a game with hidden bags, with their new bags.
    handovers: Vec<Handover>,
}

/// A departed player's seat handed to this device during a game with hidden bags: from `at` actions
/// on, the seat draws its remaining chips from a bag shuffled from `bag_seed`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Handover {
    /// The seat.
    pub seat: Seat,
    /// How many actions had been played.
    pub at: usize,
    /// The new bag's seed.
    pub bag_seed: [u8; 32],
}

impl PlayedGame {
    /// A new game.
    ///
    /// # Errors
    /// A [`SetupError`] for an invalid setup.
    pub fn new(setup: GameSetup, names: Vec<String>) -> Result<PlayedGame, SetupError> {
        PlayedGame::with_bags(setup, names, PerSeat::default())
    }

    /// A new game with hidden bags ([`GameSetup::hidden_bags`]) in which the bags of the seats with
    /// a bag seed are known: the seats played on this device.
    ///
    /// # Errors
    /// A [`SetupError`] for an invalid setup.
    pub fn with_bags(
        setup: GameSetup,
        names: Vec<String>,
        bag_seeds: PerSeat<Option<[u8; 32]>>,
    ) -> Result<PlayedGame, SetupError> {
        let game = setup.start_with_bags(&bag_seeds)?;
        Ok(PlayedGame {
            record: GameRecord {
                version: RECORD_VERSION,
                setup,
                names,
                actions: Vec::new(),
            },
            game,
            history: Vec::new(),
            bag_seeds,
            handovers: Vec::new(),
        })
    }

    /// Replays a record through the rules.
    ///
    /// # Errors
    /// A [`RecordError`] saying what is wrong and at which move.
    pub fn from_record(record: GameRecord) -> Result<PlayedGame, RecordError> {
        PlayedGame::from_record_with_bags(record, PerSeat::default())
    }

    /// Replays a record of a game with hidden bags in which the bags of the seats with a bag seed
    /// are known (see [`PlayedGame::with_bags`]).
    ///
    /// # Errors
    /// A [`RecordError`] saying what is wrong and at which move.
    pub fn from_record_with_bags(
        record: GameRecord,
        bag_seeds: PerSeat<Option<[u8; 32]>>,
    ) -> Result<PlayedGame, RecordError> {
        PlayedGame::from_record_with_handovers(record, bag_seeds, &[])
    }

    /// Replays a record of a game with hidden bags in which some bags are known, and some seats
    /// were handed to this device along the way ([`PlayedGame::hand_over`]).
    ///
    /// # Errors
    /// A [`RecordError`] saying what is wrong and at which move.
    pub fn from_record_with_handovers(
        record: GameRecord,
        bag_seeds: PerSeat<Option<[u8; 32]>>,
        handovers: &[Handover],
    ) -> Result<PlayedGame, RecordError> {
        if record.version != RECORD_VERSION {
            return Err(RecordError::Version {
                found: record.version,
            });
        }
        if record.actions.len() > MAX_ACTIONS {
            return Err(ReplayError::TooManyActions(record.actions.len()).into());
        }
        let mut game = PlayedGame {
            game: record.setup.start_with_bags(&bag_seeds)?,
            record: GameRecord {
                actions: Vec::with_capacity(record.actions.len()),
                ..record.clone()
            },
            history: Vec::with_capacity(record.actions.len()),
            bag_seeds,
            handovers: Vec::new(),
        };
        for (i, &recorded) in record.actions.iter().enumerate() {
            for handover in handovers.iter().filter(|h| h.at == i) {
                game.hand_over(handover.seat, handover.bag_seed);
            }
            let number = i + 1;
            let seat = game.game.to_act().ok_or(ReplayError::AfterEnd { number })?;
            let action = recorded
                .to_action(game.game.board_state().board())
                .map_err(|at| ReplayError::OffBoard { number, at })?;
            game.play(action).map_err(|error| ReplayError::Illegal {
                number,
                seat,
                who: crate::core::seat::seat_name(&record.names, seat),
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
        check_game(text)?;
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

    /// The square the last action put a chip on (a start face or the start option: the start
    /// square), if any action was played.
    #[must_use]
    pub fn last_placed_square(&self) -> Option<super::board::Square> {
        let m = self.history.last()?;
        Some(match m.played.action {
            Action::Place { to, .. } => to,
            Action::StartFace(_) | Action::StartOption(_) => {
                self.game.board_state().start_square(m.played.seat)
            }
        })
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
        self.record
            .actions
            .push(RecordedAction::from_action(action, board));
        Ok(played)
    }

    /// The game as it was after its first `count` actions (the same seed draws the same chips).
    #[must_use]
    pub fn truncated(&self, count: usize) -> PlayedGame {
        let mut record = self.record.clone();
        record.actions.truncate(count);
        let handovers: Vec<Handover> = self.handovers.iter().filter(|h| h.at < count).copied().collect();
        PlayedGame::from_record_with_handovers(record, self.bag_seeds, &handovers)
            .invariant("a prefix of a legal game is legal")
    }

    /// Hands a departed player's seat to this device (a game with hidden bags): its remaining
    /// chips are shuffled from `bag_seed`, and this device draws them from now on.
    pub fn hand_over(&mut self, seat: Seat, bag_seed: [u8; 32]) {
        self.game.reshuffle(seat, bag_seed);
        self.handovers.push(Handover {
            seat,
            at: self.history.len(),
            bag_seed,
        });
    }

    /// The bag seeds known here of a game with hidden bags (see [`PlayedGame::with_bags`]).
    #[must_use]
    pub fn bag_seeds(&self) -> PerSeat<Option<[u8; 32]>> {
        self.bag_seeds
    }

    /// The seats handed to this device so far.
    #[must_use]
    pub fn handovers(&self) -> &[Handover] {
        &self.handovers
    }
}

/// Checks that a JSON text holds a Glüx game, or names no game (written before GLAK existed).
///
/// # Errors
/// [`RecordError::OtherGame`] for another game's text, [`RecordError::Malformed`] for one that is
/// not a JSON object.
pub fn check_game(text: &str) -> Result<(), RecordError> {
    match envelope::game_named(text).map_err(RecordError::Malformed)? {
        Some(name) if name != GAME_NAME => Err(RecordError::OtherGame(name)),
        _ => Ok(()),
    }
}
