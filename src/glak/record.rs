//! GLAK game records: the setup (the deal and the start player, so no seed is needed) plus the
//! turns, as JSON. Loading replays every action through the rules, so a record is valid exactly when
//! its game is; a turn's end is implied by the next turn.
//!
//! ```json
//! {"game": "glak", "version": 1, "players": 2, "deal": [["T05", ...], ["T01", ...]],
//!  "start_player": 1, "names": ["Ann", "Bo"],
//!  "turns": [{"seat": 1, "actions": [{"board": "T01", "at": [1,0], "rotation": 1},
//!                                    {"place": [4,4]}, {"step": [4,4], "to": [4,3]}]},
//!            {"seat": 0, "actions": [{"jump": [0,0], "to": [7,2]}]}]}
//! ```

use super::area::{Place, Point};
use super::game::{Action, Game, GameSetup, PlayError, SetupError};
use super::tiles::{TileSet, TileSetError};
use crate::core::envelope::{self, MAX_RECORD_BYTES, Malformed};
use crate::core::invariant::Invariant;
use crate::core::seat::Seat;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use thiserror::Error;

/// The game's name in every record, file, save and link envelope.
pub const GAME_NAME: &str = "glak";
/// The record format this build writes and reads.
pub const RECORD_VERSION: u32 = 1;
/// The game's byte in share links (Glüx is 1).
pub const LINK_GAME: u8 = 2;

/// One action as a record writes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged, try_from = "ActionFields")]
pub enum RecordedAction {
    /// `{"board": "T05", "at": [1, 0], "rotation": 2}`
    Lay {
        /// The board's name.
        board: String,
        /// Its lattice place.
        at: Place,
        /// Quarter turns clockwise.
        rotation: u8,
    },
    /// `{"place": [x, y]}`
    Place {
        /// Where.
        place: Point,
    },
    /// `{"step": [x, y], "to": [x, y]}`
    Step {
        /// The stone's field.
        step: Point,
        /// Its neighbour.
        to: Point,
    },
    /// `{"jump": [x, y], "to": [x, y]}`
    Jump {
        /// The stone's field.
        jump: Point,
        /// The destination.
        to: Point,
    },
    /// `{"end_turn": true}`
    EndTurn {
        /// Always true.
        end_turn: bool,
    },
}

/// The JSON shape of a [`RecordedAction`] when read: flat optional fields, which costs far less
/// code in the browser bundle than an untagged enum. The first shape whose fields are all there
/// wins, in the order board, place, step, jump, end_turn; other fields are ignored.
#[derive(Deserialize)]
#[serde(expecting = "a GLAK action: board, place, step, jump or end_turn")]
struct ActionFields {
    #[serde(default)]
    board: Option<String>,
    #[serde(default)]
    at: Option<Place>,
    #[serde(default)]
    rotation: Option<u8>,
    #[serde(default)]
    place: Option<Point>,
    #[serde(default)]
    step: Option<Point>,
    #[serde(default)]
    jump: Option<Point>,
    #[serde(default)]
    to: Option<Point>,
    #[serde(default)]
    end_turn: Option<bool>,
}

impl TryFrom<ActionFields> for RecordedAction {
    type Error = &'static str;
    fn try_from(f: ActionFields) -> Result<RecordedAction, &'static str> {
        Ok(match f {
            ActionFields {
                board: Some(board),
                at: Some(at),
                rotation: Some(rotation),
                ..
            } => RecordedAction::Lay { board, at, rotation },
            ActionFields {
                place: Some(place), ..
            } => RecordedAction::Place { place },
            ActionFields {
                step: Some(step),
                to: Some(to),
                ..
            } => RecordedAction::Step { step, to },
            ActionFields {
                jump: Some(jump),
                to: Some(to),
                ..
            } => RecordedAction::Jump { jump, to },
            ActionFields {
                end_turn: Some(end_turn),
                ..
            } => RecordedAction::EndTurn { end_turn },
            _ => {
                return Err(
                    "a GLAK action: board (with at and rotation), place, step or jump (with to), or end_turn",
                );
            }
        })
    }
}

impl RecordedAction {
    /// An action as written, with the board's name from the tile set.
    #[must_use]
    pub fn from_action(action: Action, tiles: &TileSet) -> RecordedAction {
        match action {
            Action::Lay { tile, at, rotation } => RecordedAction::Lay {
                board: tiles.boards()[tile].name().to_string(),
                at,
                rotation,
            },
            Action::Place(place) => RecordedAction::Place { place },
            Action::Step { from, to } => RecordedAction::Step { step: from, to },
            Action::Jump { from, to } => RecordedAction::Jump { jump: from, to },
            Action::EndTurn => RecordedAction::EndTurn { end_turn: true },
        }
    }

    /// The action on a tile set; `None` for a board the set does not have.
    #[must_use]
    pub fn to_action(&self, tiles: &TileSet) -> Option<Action> {
        Some(match self {
            RecordedAction::Lay { board, at, rotation } => Action::Lay {
                tile: tiles.index_of(board)?,
                at: *at,
                rotation: *rotation,
            },
            RecordedAction::Place { place } => Action::Place(*place),
            RecordedAction::Step { step, to } => Action::Step { from: *step, to: *to },
            RecordedAction::Jump { jump, to } => Action::Jump { from: *jump, to: *to },
            RecordedAction::EndTurn { .. } => Action::EndTurn,
        })
    }
}

/// One turn: who played it and what they did (its end is implied by the next turn).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordedTurn {
    /// The seat.
    pub seat: u8,
    /// The actions, in order (a trailing `end_turn` may be left out).
    pub actions: Vec<RecordedAction>,
}

/// A whole game as saved, exported and shared.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Always `glak`.
    #[serde(default = "game_name")]
    pub game: String,
    /// The format version.
    #[serde(default = "record_version")]
    pub version: u32,
    /// 2 to 4.
    pub players: u8,
    /// Each seat's boards by name.
    pub deal: Vec<Vec<String>>,
    /// Who starts.
    pub start_player: u8,
    /// The players' names (may be empty).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names: Vec<String>,
    /// The tile set's text ([`TileSet::parse`]) when it is not ours.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tiles: Option<String>,
    /// Every turn in play order; the last may be in progress.
    pub turns: Vec<RecordedTurn>,
}

fn game_name() -> String {
    GAME_NAME.to_string()
}

fn record_version() -> u32 {
    RECORD_VERSION
}

/// Why a record cannot be loaded.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RecordError {
    /// Not JSON, or not shaped like a record.
    #[error("this is not a GLAK game record: {0}")]
    Malformed(Malformed),
    /// A record of another game.
    #[error("this is a game of “{0}”, not of GLAK")]
    OtherGame(String),
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
    /// The record's tile set is not a valid one.
    #[error("{0}")]
    Tiles(#[from] TileSetError),
    /// A turn by the wrong seat.
    #[error("turn {turn}: it is seat {expected}'s turn, not seat {found}'s")]
    WrongSeat {
        /// The turn's number, 1-based.
        turn: usize,
        /// The seat to move.
        expected: u8,
        /// The seat the record names.
        found: u8,
    },
    /// An action names a board the tile set does not have.
    #[error("turn {turn}, action {action}: there is no board `{board}`")]
    UnknownBoard {
        /// The turn's number, 1-based.
        turn: usize,
        /// The action's number in the turn, 1-based.
        action: usize,
        /// The name.
        board: String,
    },
    /// An action breaks the rules.
    #[error("turn {turn}, action {action}: {error}")]
    Illegal {
        /// The turn's number, 1-based.
        turn: usize,
        /// The action's number in the turn, 1-based.
        action: usize,
        /// What is wrong.
        error: PlayError,
    },
}

impl GameRecord {
    /// The setup the record starts from.
    #[must_use]
    pub fn setup(&self) -> GameSetup {
        GameSetup {
            players: self.players,
            seed: 0,
            deal: Some(self.deal.clone()),
            start_player: Some(self.start_player),
        }
    }

    /// The tile set the game is played with: ours, or the one whose text the record carries.
    ///
    /// # Errors
    /// [`RecordError::Tiles`] for a text that is not a tile set.
    pub fn tile_set(&self) -> Result<Arc<TileSet>, RecordError> {
        Ok(TileSet::ours_or_text(self.tiles.as_deref())?)
    }

    /// Replays the record on its tile set.
    ///
    /// # Errors
    /// A [`RecordError`] naming the turn and action that break the rules.
    pub fn replay(&self) -> Result<Game, RecordError> {
        self.replay_each(|_, _| {})
    }

    /// Replays the record, showing `each` every action (the turn ends the record implies included)
    /// with the game just before it.
    ///
    /// # Errors
    /// A [`RecordError`] naming the turn and action that break the rules.
    pub fn replay_each(&self, mut each: impl FnMut(&Game, Action)) -> Result<Game, RecordError> {
        self.replay_with(&mut each)
    }

    /// [`GameRecord::replay_each`], written once for every caller's `each` (a module carries one
    /// copy of the replay, not one per caller).
    fn replay_with(&self, each: &mut dyn FnMut(&Game, Action)) -> Result<Game, RecordError> {
        if self.game != GAME_NAME {
            return Err(RecordError::OtherGame(self.game.clone()));
        }
        if self.version != RECORD_VERSION {
            return Err(RecordError::Version { found: self.version });
        }
        let tiles = self.tile_set()?;
        let mut game = Game::new(&self.setup(), Arc::clone(&tiles))?;
        let last = self.turns.len();
        for (i, turn) in self.turns.iter().enumerate() {
            let number = i + 1;
            let expected = game.to_act().map_or(u8::MAX, |s| s.0);
            if turn.seat != expected {
                return Err(RecordError::WrongSeat {
                    turn: number,
                    expected,
                    found: turn.seat,
                });
            }
            let turn_number = game.turn();
            for (j, recorded) in turn.actions.iter().enumerate() {
                let action = recorded
                    .to_action(&tiles)
                    .ok_or_else(|| RecordError::UnknownBoard {
                        turn: number,
                        action: j + 1,
                        board: match recorded {
                            RecordedAction::Lay { board, .. } => board.clone(),
                            _ => String::new(),
                        },
                    })?;
                game.check(action).map_err(|error| RecordError::Illegal {
                    turn: number,
                    action: j + 1,
                    error,
                })?;
                each(&game, action);
                game.play(action).invariant("a checked action is played");
            }
            // The next turn implies this one's end (unless a jump or an end_turn already ended it).
            if number < last && game.turn() == turn_number {
                game.check(Action::EndTurn)
                    .map_err(|error| RecordError::Illegal {
                        turn: number,
                        action: turn.actions.len() + 1,
                        error,
                    })?;
                each(&game, Action::EndTurn);
                game.play(Action::EndTurn).invariant("a checked action is played");
            }
        }
        Ok(game)
    }

    /// Reads a record from JSON text and replays it on its tile set.
    ///
    /// # Errors
    /// A [`RecordError`]: malformed JSON, another game, too large, a broken tile set, or an
    /// illegal action.
    pub fn load(text: &str) -> Result<(GameRecord, Game), RecordError> {
        if text.len() > MAX_RECORD_BYTES {
            return Err(RecordError::TooLarge(text.len()));
        }
        if let Some(name) = envelope::game_named(text).map_err(RecordError::Malformed)?
            && name != GAME_NAME
        {
            return Err(RecordError::OtherGame(name));
        }
        let record: GameRecord = serde_json::from_str(text).map_err(|e| RecordError::Malformed(e.into()))?;
        let game = record.replay()?;
        Ok((record, game))
    }
}

/// Plays games and writes their records as they go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recorder {
    record: GameRecord,
    game: Game,
}

impl Recorder {
    /// A new game and its empty record.
    ///
    /// # Errors
    /// A [`SetupError`] for an invalid setup.
    pub fn new(setup: &GameSetup, tiles: Arc<TileSet>, names: Vec<String>) -> Result<Recorder, SetupError> {
        let game = Game::new(setup, Arc::clone(&tiles))?;
        let deal = Seat::all(setup.players)
            .map(|s| {
                game.hand(s)
                    .iter()
                    .map(|&t| tiles.boards()[t].name().to_string())
                    .collect()
            })
            .collect();
        Ok(Recorder {
            record: GameRecord {
                game: game_name(),
                version: RECORD_VERSION,
                players: setup.players,
                deal,
                start_player: game.start_player().0,
                names,
                tiles: (!tiles.is_ours()).then(|| tiles.to_text()),
                turns: vec![RecordedTurn {
                    seat: game.start_player().0,
                    actions: Vec::new(),
                }],
            },
            game,
        })
    }

    /// Plays an action and records it. The record's last turn is always the turn in progress
    /// (empty when nothing is done in it yet), so that a record saved between turns replays to the
    /// same game.
    ///
    /// # Errors
    /// The [`PlayError`] of an illegal action; game and record are unchanged.
    pub fn play(&mut self, action: Action) -> Result<(), PlayError> {
        let turn = self.game.turn();
        let recorded = RecordedAction::from_action(action, self.game.area().tiles());
        self.game.play(action)?;
        // A turn's end is implied by the next turn; the game's last turn has none, so its end is
        // written.
        if (action != Action::EndTurn || self.game.is_over())
            && let Some(last) = self.record.turns.last_mut()
        {
            last.actions.push(recorded);
        }
        if let Some(next) = self.game.to_act()
            && self.game.turn() != turn
        {
            self.record.turns.push(RecordedTurn {
                seat: next.0,
                actions: Vec::new(),
            });
        }
        Ok(())
    }

    /// Takes back the last action of the turn in progress, from the game and the record. Returns
    /// `false` when the turn has none (a turn ended stays ended).
    pub fn undo(&mut self) -> bool {
        if !self.game.undo() {
            return false;
        }
        if let Some(last) = self.record.turns.last_mut() {
            last.actions.pop();
        }
        true
    }

    /// Resumes a recorded game: replays the record through the rules and keeps recording after its
    /// last action (the turn in progress stays in progress).
    ///
    /// # Errors
    /// A [`RecordError`] naming the turn and action that break the rules.
    pub fn resume(record: &GameRecord) -> Result<Recorder, RecordError> {
        let mut actions = Vec::new();
        let game = record.replay_each(|_, action| actions.push(action))?;
        let tiles = Arc::clone(game.area().tiles());
        let mut recorder = Recorder::new(&record.setup(), tiles, record.names.clone())?;
        for action in actions {
            recorder
                .play(action)
                .invariant("a replayed action is played again");
        }
        Ok(recorder)
    }

    /// Every action played so far with the seat that played it, the turn ends included.
    #[must_use]
    pub fn history(&self) -> Vec<(Seat, Action)> {
        let mut history = Vec::new();
        // The record was written by this recorder, so it replays.
        let _ = self.record.replay_each(|game, action| {
            history.push((game.to_act().unwrap_or(Seat(0)), action));
        });
        history
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
}
