//! Raw, unvalidated setups that become a [`Game`] or a [`BoardState`] only through a fallible
//! conversion (like shakmaty's `Setup`).

use super::board::{Board, BoardError, Coord, Square};
use super::chip::{CHIPS_PER_PAIR, ChipCounts, Pips};
use super::game::Game;
use super::rules::{BoardState, Phase};
use crate::core::seat::{PerSeat, Seat};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use thiserror::Error;

/// What is wrong with a setup or a position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// Glüx is for 2 to 4 players.
    #[error("Glüx is for 2 to 4 players, not {0}")]
    PlayerCount(u8),
    /// No built-in board has this name.
    #[error("unknown board `{0}` (known: two-player, three-four-player)")]
    UnknownBoard(String),
    /// A board file's text that is not a playable board.
    #[error("{0}")]
    Layout(#[from] BoardError),
    /// The board has no start squares for this many players.
    #[error("the {board} board is not for {players} players")]
    BoardNotForPlayers {
        /// The board's name.
        board: String,
        /// The player count asked for.
        players: u8,
    },
    /// One start square per player.
    #[error("{players} players need {players} start squares, found {found}")]
    StartCount {
        /// Players.
        players: u8,
        /// Start squares given.
        found: usize,
    },
    /// A square that is not on the board.
    #[error("{0} is not on the board")]
    OffBoard(Coord),
    /// Two seats cannot share a start square.
    #[error("start square {0} is given twice")]
    StartTwice(Coord),
    /// One flag per player.
    #[error("`start_option_used` has {found} entries for {players} players")]
    FlagCount {
        /// Players.
        players: u8,
        /// Entries given.
        found: usize,
    },
    /// No such seat at this table.
    #[error("seat {seat} does not exist in a game of {players} players")]
    NoSuchSeat {
        /// The seat named.
        seat: u8,
        /// Players.
        players: u8,
    },
    /// A square listed twice in `stacks`.
    #[error("square {0} is listed twice")]
    SquareTwice(Coord),
    /// Rule 5: at most two chips on a square (and a listed stack has at least one).
    #[error("square {at} holds {chips} chips; a square holds 1 or 2 (rule 5)")]
    StackHeight {
        /// The square.
        at: Coord,
        /// How many chips were listed.
        chips: usize,
    },
    /// Rule 6: nobody's chip lies on another player's start marker.
    #[error("square {at} is seat {owner}'s start marker, but seat {intruder} has a chip there (rule 6)")]
    OnOthersStartMarker {
        /// The start square.
        at: Coord,
        /// Its owner.
        owner: u8,
        /// The seat whose chip lies there.
        intruder: u8,
    },
    /// Each player has eight chips of each pair.
    #[error("seat {seat} has more than 8 chips of the {pair} pair on the board")]
    TooManyOfPair {
        /// The seat.
        seat: u8,
        /// The pair, e.g. `2/5`.
        pair: String,
    },
}

/// Everything needed to start a game: the number of players, a seed for the bags and the start
/// player, and optionally another board or other start squares.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSetup {
    /// 2 to 4.
    pub players: u8,
    /// Seeds every random draw of the game.
    pub seed: u64,
    /// A built-in board's name or a board file's text ([`Board::parse`]); by default the board for
    /// the player count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// Start squares in seat order; by default the board's for the player count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starts: Option<Vec<Coord>>,
    /// Each seat's bag is shuffled on the seat's own device and kept there (a game with players
    /// elsewhere, see `crate::remote`): the seed chooses only the start player, and the chips
    /// each seat plays are shown as they are played.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hidden_bags: bool,
}

impl GameSetup {
    /// A setup with the default board and start squares.
    #[must_use]
    pub fn new(players: u8, seed: u64) -> GameSetup {
        GameSetup {
            players,
            seed,
            board: None,
            starts: None,
            hidden_bags: false,
        }
    }

    /// The board and each seat's start square: the setup's first two steps, checked, without
    /// drawing a chip (what a picture of the table before the game needs).
    ///
    /// # Errors
    /// A [`SetupError`] for a board or start squares that cannot be played with.
    pub fn board_and_starts(&self) -> Result<(Arc<Board>, PerSeat<Square>), SetupError> {
        resolve_board(self.board.as_deref(), self.players, self.starts.as_deref())
    }

    /// The game with the bags of the seats whose bag seed is given (hidden bags only; any other
    /// setup draws every bag from its seed).
    ///
    /// # Errors
    /// A [`SetupError`] for an invalid setup.
    pub fn start_with_bags(&self, bag_seeds: &PerSeat<Option<[u8; 32]>>) -> Result<Game, SetupError> {
        let (board, starts) = self.board_and_starts()?;
        Ok(if self.hidden_bags {
            Game::start_with_bags(board, self.players, starts, self.seed, bag_seeds)
        } else {
            Game::start(board, self.players, starts, self.seed)
        })
    }
}

/// Setup step 1 and 2: the board and the start squares, validated.
pub(crate) fn resolve_board(
    board: Option<&str>,
    players: u8,
    starts: Option<&[Coord]>,
) -> Result<(Arc<Board>, PerSeat<Square>), SetupError> {
    if !crate::core::seat::PLAYER_COUNTS.contains(&(players as usize)) {
        return Err(SetupError::PlayerCount(players));
    }
    let board = match board {
        Some(board) => {
            Board::by_name_or_text(board)?.ok_or_else(|| SetupError::UnknownBoard(board.to_string()))?
        }
        None => Board::for_players(players)
            .and_then(|b| Board::builtin(b.name()))
            .ok_or(SetupError::PlayerCount(players))?,
    };
    let squares: Vec<Square> = match starts {
        Some(coords) => {
            if coords.len() != players as usize {
                return Err(SetupError::StartCount {
                    players,
                    found: coords.len(),
                });
            }
            let mut squares = Vec::with_capacity(coords.len());
            for &c in coords {
                let sq = board.square(c).ok_or(SetupError::OffBoard(c))?;
                if squares.contains(&sq) {
                    return Err(SetupError::StartTwice(c));
                }
                squares.push(sq);
            }
            squares
        }
        None => board
            .default_starts(players)
            .ok_or_else(|| SetupError::BoardNotForPlayers {
                board: board.name().to_string(),
                players,
            })?
            .to_vec(),
    };
    let starts = PerSeat::from_fn(|seat| squares.get(seat.index()).copied().unwrap_or(squares[0]));
    Ok((board, starts))
}

impl TryFrom<&GameSetup> for Game {
    type Error = SetupError;
    fn try_from(setup: &GameSetup) -> Result<Game, SetupError> {
        setup.start_with_bags(&PerSeat::default())
    }
}

/// One square's chips in a position file: `{"at": [5,4], "chips": [[1,5],[0,2]]}`, bottom first,
/// each chip `[seat, pips on top]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StackSetup {
    /// The square.
    pub at: Coord,
    /// The chips, bottom first, as `[seat, pips]`.
    pub chips: Vec<(u8, Pips)>,
}

/// A board state as the `glux` command-line tool reads it (a *position file*).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionSetup {
    /// A built-in board's name or a board file's text ([`Board::parse`]).
    pub board: String,
    /// 2 to 4.
    pub players: u8,
    /// Start squares in seat order; by default the board's.
    #[serde(default)]
    pub starts: Option<Vec<Coord>>,
    /// Who has used the start option; by default nobody.
    #[serde(default)]
    pub start_option_used: Option<Vec<bool>>,
    /// The seat to move; by default 0.
    #[serde(default)]
    pub to_move: u8,
    /// The chips on the board.
    #[serde(default)]
    pub stacks: Vec<StackSetup>,
}

impl TryFrom<&PositionSetup> for BoardState {
    type Error = SetupError;
    fn try_from(setup: &PositionSetup) -> Result<BoardState, SetupError> {
        let players = setup.players;
        let (board, starts) = resolve_board(Some(&setup.board), players, setup.starts.as_deref())?;
        let seat = |n: u8| {
            if n < players {
                Ok(Seat(n))
            } else {
                Err(SetupError::NoSuchSeat { seat: n, players })
            }
        };
        let to_move = seat(setup.to_move)?;
        let mut position = BoardState::empty(Arc::clone(&board), players, starts, Phase::Turn(to_move));
        if let Some(flags) = &setup.start_option_used {
            if flags.len() != players as usize {
                return Err(SetupError::FlagCount {
                    players,
                    found: flags.len(),
                });
            }
            for (s, &used) in Seat::all(players).zip(flags) {
                if used {
                    position.mark_start_option_used(s);
                }
            }
        }
        let mut on_board: PerSeat<ChipCounts> = PerSeat::default();
        let mut seen = Vec::new();
        for stack in &setup.stacks {
            let at = board.square(stack.at).ok_or(SetupError::OffBoard(stack.at))?;
            if seen.contains(&at) {
                return Err(SetupError::SquareTwice(stack.at));
            }
            seen.push(at);
            if stack.chips.is_empty() || stack.chips.len() > 2 {
                return Err(SetupError::StackHeight {
                    at: stack.at,
                    chips: stack.chips.len(),
                });
            }
            for &(s, pips) in &stack.chips {
                let s = seat(s)?;
                if let Some(owner) = position.start_marker_at(at).filter(|&o| o != s) {
                    return Err(SetupError::OnOthersStartMarker {
                        at: stack.at,
                        owner: owner.0,
                        intruder: s.0,
                    });
                }
                on_board[s].add(pips.chip());
                if on_board[s].of(pips.chip()) as usize > CHIPS_PER_PAIR {
                    return Err(SetupError::TooManyOfPair {
                        seat: s.0,
                        pair: pips.chip().to_string(),
                    });
                }
                position.put_chip(s, at, pips);
            }
        }
        Ok(position)
    }
}
