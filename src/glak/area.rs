//! The play area: boards laid edge to edge on a lattice, and their fields.
//!
//! A field is `[x, y]`: x grows to the right, y downwards; the starting board covers x 0–4 and y 0–4.
//! A board `at [bx, by]` covers x from 5·bx to 5·bx+4 and y from 5·by to 5·by+4.

use super::tiles::{Cell, SIDE, Tile, TileSet};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A field's coordinates, `[x, y]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(from = "[i32; 2]", into = "[i32; 2]")]
pub struct Point {
    /// Grows to the right.
    pub x: i32,
    /// Grows downwards.
    pub y: i32,
}

impl Point {
    /// The field at `x`, `y`.
    #[must_use]
    pub const fn new(x: i32, y: i32) -> Point {
        Point { x, y }
    }

    /// The four orthogonal neighbours: up, right, down, left.
    #[must_use]
    pub fn neighbours(self) -> [Point; 4] {
        let Point { x, y } = self;
        [
            Point::new(x, y - 1),
            Point::new(x + 1, y),
            Point::new(x, y + 1),
            Point::new(x - 1, y),
        ]
    }

    /// The lattice place of the board this field lies on.
    #[must_use]
    pub fn board_place(self) -> Place {
        Place::new(self.x.div_euclid(SIDE as i32), self.y.div_euclid(SIDE as i32))
    }
}

impl From<[i32; 2]> for Point {
    fn from([x, y]: [i32; 2]) -> Point {
        Point::new(x, y)
    }
}

impl From<Point> for [i32; 2] {
    fn from(p: Point) -> [i32; 2] {
        [p.x, p.y]
    }
}

/// A place on the board lattice, `[bx, by]`; the starting board is at `[0, 0]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(from = "[i32; 2]", into = "[i32; 2]")]
pub struct Place {
    /// Lattice column.
    pub bx: i32,
    /// Lattice row.
    pub by: i32,
}

impl Place {
    /// The place `bx`, `by`.
    #[must_use]
    pub const fn new(bx: i32, by: i32) -> Place {
        Place { bx, by }
    }

    /// The four places sharing a side with this one.
    #[must_use]
    pub fn neighbours(self) -> [Place; 4] {
        let Place { bx, by } = self;
        [
            Place::new(bx, by - 1),
            Place::new(bx + 1, by),
            Place::new(bx, by + 1),
            Place::new(bx - 1, by),
        ]
    }
}

impl From<[i32; 2]> for Place {
    fn from([bx, by]: [i32; 2]) -> Place {
        Place::new(bx, by)
    }
}

impl From<Place> for [i32; 2] {
    fn from(p: Place) -> [i32; 2] {
        [p.bx, p.by]
    }
}

/// A board in the play area: which board (`None` for the starting board), where, turned how far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LaidBoard {
    /// The small board's index in the tile set; `None` for the starting board.
    pub tile: Option<usize>,
    /// Its lattice place.
    pub at: Place,
    /// Quarter turns clockwise, 0–3.
    pub rotation: u8,
}

/// The play area: the boards laid so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Area {
    tiles: Arc<TileSet>,
    boards: Vec<LaidBoard>,
}

impl Area {
    /// The area at setup: the starting board alone.
    #[must_use]
    pub fn new(tiles: Arc<TileSet>) -> Area {
        Area {
            tiles,
            boards: vec![LaidBoard {
                tile: None,
                at: Place::new(0, 0),
                rotation: 0,
            }],
        }
    }

    /// The tile set the boards come from.
    #[must_use]
    pub fn tiles(&self) -> &Arc<TileSet> {
        &self.tiles
    }

    /// The boards in the order they were laid, the starting board first.
    #[must_use]
    pub fn boards(&self) -> &[LaidBoard] {
        &self.boards
    }

    /// The board at a lattice place, if one is there.
    #[must_use]
    pub fn board_at(&self, at: Place) -> Option<&LaidBoard> {
        self.boards.iter().find(|b| b.at == at)
    }

    /// Whether a board may be laid at `at`: the place is free and shares a side with a board.
    #[must_use]
    pub fn is_free_slot(&self, at: Place) -> bool {
        self.board_at(at).is_none() && at.neighbours().iter().any(|&n| self.board_at(n).is_some())
    }

    /// Every free lattice place sharing a side with the area (any board, any rotation fits there).
    #[must_use]
    pub fn free_slots(&self) -> Vec<Place> {
        let mut slots: Vec<Place> = self
            .boards
            .iter()
            .flat_map(|b| b.at.neighbours())
            .filter(|&p| self.board_at(p).is_none())
            .collect();
        slots.sort_unstable();
        slots.dedup();
        slots
    }

    /// Lays a board (the caller has checked the place with [`Area::is_free_slot`]).
    pub(crate) fn lay(&mut self, board: LaidBoard) {
        self.boards.push(board);
    }

    /// The field's cell, or `None` when the field is outside the play area.
    #[must_use]
    pub fn cell(&self, p: Point) -> Option<Cell> {
        let board = self.board_at(p.board_place())?;
        let tile: &Tile = match board.tile {
            None => self.tiles.starting(),
            Some(i) => &self.tiles.boards()[i],
        };
        let row = p.y.rem_euclid(SIDE as i32) as usize;
        let column = p.x.rem_euclid(SIDE as i32) as usize;
        Some(tile.cell(row, column, board.rotation))
    }

    /// Whether the field is in the play area and open (corners are open fields).
    #[must_use]
    pub fn is_open(&self, p: Point) -> bool {
        matches!(self.cell(p), Some(Cell::Open | Cell::Corner(_)))
    }

    /// Every field of the area, board by board.
    pub fn fields(&self) -> impl Iterator<Item = Point> + '_ {
        self.boards.iter().flat_map(|b| {
            (0..SIDE as i32).flat_map(move |row| {
                (0..SIDE as i32).map(move |column| {
                    Point::new(b.at.bx * SIDE as i32 + column, b.at.by * SIDE as i32 + row)
                })
            })
        })
    }

    /// The starting board's corner `k` (0–3, clockwise from the top left) as a field.
    #[must_use]
    pub fn corner(k: u8) -> Point {
        let far = SIDE as i32 - 1;
        match k {
            0 => Point::new(0, 0),
            1 => Point::new(far, 0),
            2 => Point::new(far, far),
            _ => Point::new(0, far),
        }
    }
}
