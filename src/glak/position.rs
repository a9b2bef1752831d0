//! A position as the `glak` command line reads it (a *position file*): the boards besides the
//! starting board, the stones, and optionally the hands, supplies, the seat to move and whether this
//! turn's board is laid. Every rule a position can break is checked: two stones on a field, a stone
//! off the open fields or on another player's starting field, overlapping boards, a board not
//! joined to the area, a board used twice.

use super::area::{Area, LaidBoard, Place, Point};
use super::fields::FieldSet;
use super::game::{Game, STONES, boards_each, starting_corner};
use super::tiles::{TileSet, TileSetError};
use crate::core::seat::{PLAYER_COUNTS, PerSeat, Seat};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::sync::Arc;
use thiserror::Error;

/// A board in a position file: `{"tile": "T05", "at": [1, 0], "rotation": 2}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardSetup {
    /// The board's name.
    pub tile: String,
    /// Its lattice place.
    pub at: Place,
    /// Quarter turns clockwise.
    #[serde(default)]
    pub rotation: u8,
}

/// A stone in a position file: `{"seat": 0, "at": [1, 2]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoneSetup {
    /// Whose.
    pub seat: u8,
    /// Where.
    pub at: Point,
}

/// A position file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionSetup {
    /// `glak`.
    pub game: String,
    /// 2 to 4.
    pub players: u8,
    /// The boards besides the starting board.
    #[serde(default)]
    pub boards: Vec<BoardSetup>,
    /// The stones on the area.
    #[serde(default)]
    pub stones: Vec<StoneSetup>,
    /// The boards each seat still holds (default: none).
    #[serde(default)]
    pub hands: Option<Vec<Vec<String>>>,
    /// Stones each seat still holds (default: 20 minus its stones on the area).
    #[serde(default)]
    pub supply: Option<Vec<u8>>,
    /// The seat to move (default 0).
    #[serde(default)]
    pub to_move: u8,
    /// Whether this turn's board is laid (default false).
    #[serde(default)]
    pub board_laid: bool,
    /// The tile set's text ([`TileSet::parse`]); by default ours.
    #[serde(default)]
    pub tiles: Option<String>,
}

/// What is wrong with a position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    /// Not a GLAK position.
    #[error("this is a position of “{0}”, not of GLAK")]
    OtherGame(String),
    /// 2 to 4 players.
    #[error("GLAK is for 2 to 4 players, not {0}")]
    PlayerCount(u8),
    /// The position's tile set is not a valid one.
    #[error("{0}")]
    Tiles(#[from] TileSetError),
    /// A seat that is not in the game.
    #[error("there is no seat {0} in a game of this many players")]
    NoSuchSeat(u8),
    /// A list with one entry per seat has another length.
    #[error("`{what}` has {found} entries for {players} players")]
    PerSeat {
        /// The field.
        what: &'static str,
        /// Entries found.
        found: usize,
        /// Players.
        players: u8,
    },
    /// A board the tile set does not have, or one used twice.
    #[error("board `{0}` is not in the tile set, or is used twice")]
    UnknownBoard(String),
    /// Rotation beyond three quarter turns.
    #[error("board `{0}`: a rotation is 0 to 3")]
    Rotation(String),
    /// More boards laid and held than the deal gives out.
    #[error("{found} boards are laid and held; {players} players are dealt {dealt}")]
    TooManyBoards {
        /// Players.
        players: u8,
        /// Boards laid and held.
        found: usize,
        /// Boards dealt in all.
        dealt: usize,
    },
    /// Two boards on one place (or one on the starting board's).
    #[error("two boards overlap at [{}, {}]", .0.bx, .0.by)]
    Overlap(Place),
    /// A board not joined to the starting board through full sides.
    #[error("board `{0}` does not touch the play area along a full side")]
    NotTouching(String),
    /// Two stones on one field.
    #[error("two stones on field [{}, {}]", .0.x, .0.y)]
    TwoStones(Point),
    /// A stone on an excluded field or off the area.
    #[error("the stone on [{}, {}] is not on an open field of the play area", .0.x, .0.y)]
    NotOpen(Point),
    /// A stone on another player's starting field.
    #[error("the stone on [{}, {}] stands on another player's starting field", .0.x, .0.y)]
    OthersStart(Point),
    /// More stones than a player has.
    #[error("seat {seat} has {on_area} stones on the area and {supply} in the supply: more than 20")]
    TooManyStones {
        /// The seat.
        seat: u8,
        /// On the area.
        on_area: usize,
        /// In the supply.
        supply: u8,
    },
}

impl PositionSetup {
    /// The position as a game at the start of a turn of `to_move`.
    ///
    /// # Errors
    /// A [`PositionError`] naming what breaks the rules.
    // Long: the position's checks in the order its fields are read, each problem named where it is
    // found.
    pub fn to_game(&self) -> Result<Game, PositionError> {
        if self.game != super::record::GAME_NAME {
            return Err(PositionError::OtherGame(self.game.clone()));
        }
        let tiles = TileSet::ours_or_text(self.tiles.as_deref())?;
        let players = self.players;
        if !PLAYER_COUNTS.contains(&(players as usize)) {
            return Err(PositionError::PlayerCount(players));
        }
        let seat = |n: u8| {
            if n < players {
                Ok(Seat(n))
            } else {
                Err(PositionError::NoSuchSeat(n))
            }
        };
        let mut used = BTreeSet::new();
        let mut tile_of = |name: &str| {
            tiles
                .index_of(name)
                .filter(|&i| used.insert(i))
                .ok_or_else(|| PositionError::UnknownBoard(name.to_string()))
        };
        let dealt = boards_each(players) * players as usize;
        let held = self.hands.iter().flatten().map(Vec::len).sum::<usize>();
        if self.boards.len() + held > dealt {
            return Err(PositionError::TooManyBoards {
                players,
                found: self.boards.len() + held,
                dealt,
            });
        }
        let mut area = Area::new(Arc::clone(&tiles));
        let mut laid = Vec::new();
        for b in &self.boards {
            let tile = tile_of(&b.tile)?;
            if b.rotation > 3 {
                return Err(PositionError::Rotation(b.tile.clone()));
            }
            if area.board_at(b.at).is_some() {
                return Err(PositionError::Overlap(b.at));
            }
            if !Area::in_reach(b.at) {
                return Err(PositionError::NotTouching(b.tile.clone()));
            }
            area.lay(LaidBoard {
                tile: Some(tile),
                at: b.at,
                rotation: b.rotation,
            });
            laid.push(b);
        }
        // Every board joined to the starting board through full sides.
        let mut joined = vec![Place::new(0, 0)];
        let mut i = 0;
        while i < joined.len() {
            for n in joined[i].neighbours() {
                if area.board_at(n).is_some() && !joined.contains(&n) {
                    joined.push(n);
                }
            }
            i += 1;
        }
        if let Some(b) = laid.iter().find(|b| !joined.contains(&b.at)) {
            return Err(PositionError::NotTouching(b.tile.clone()));
        }
        let mut hands = PerSeat::<Vec<usize>>::default();
        if let Some(given) = &self.hands {
            if given.len() != players as usize {
                return Err(PositionError::PerSeat {
                    what: "hands",
                    found: given.len(),
                    players,
                });
            }
            for (s, names) in Seat::all(players).zip(given) {
                for name in names {
                    hands[s].push(tile_of(name)?);
                }
            }
        }
        let starts: Vec<Point> = Seat::all(players)
            .map(|s| Area::corner(starting_corner(players, s)))
            .collect();
        let mut stones = PerSeat::<FieldSet>::default();
        let mut occupied = FieldSet::EMPTY;
        let mut on_area = PerSeat::<usize>::default();
        for stone in &self.stones {
            let owner = seat(stone.seat)?;
            let Some(field) = area
                .field_at(stone.at)
                .filter(|&f| area.open_fields().contains(f))
            else {
                return Err(PositionError::NotOpen(stone.at));
            };
            if starts
                .iter()
                .enumerate()
                .any(|(s, &f)| f == stone.at && s != owner.index())
            {
                return Err(PositionError::OthersStart(stone.at));
            }
            if !occupied.insert(field) {
                return Err(PositionError::TwoStones(stone.at));
            }
            stones[owner].insert(field);
            on_area[owner] += 1;
        }
        let mut supply = PerSeat::<u8>::default();
        for s in Seat::all(players) {
            let left = match &self.supply {
                Some(given) if given.len() != players as usize => {
                    return Err(PositionError::PerSeat {
                        what: "supply",
                        found: given.len(),
                        players,
                    });
                }
                Some(given) => given[s.index()],
                None => STONES.saturating_sub(on_area[s] as u8),
            };
            if on_area[s] + left as usize > STONES as usize {
                return Err(PositionError::TooManyStones {
                    seat: s.0,
                    on_area: on_area[s],
                    supply: left,
                });
            }
            supply[s] = left;
        }
        let to_move = seat(self.to_move)?;
        Ok(Game::from_parts(
            area,
            players,
            stones,
            hands,
            supply,
            to_move,
            self.board_laid,
        ))
    }
}
