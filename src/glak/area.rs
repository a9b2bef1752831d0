//! The play area: boards laid edge to edge on a lattice, and their fields.
//!
//! A field is `[x, y]`: x grows to the right, y downwards; the starting board covers x 0–4 and y 0–4.
//! A board `at [bx, by]` covers x from 5·bx to 5·bx+4 and y from 5·by to 5·by+4.

use super::fields::{Field, FieldSet, MAX_BOARDS, MAX_FIELDS};
use super::tiles::{Cell, FIELDS, SIDE, Tile, TileSet};
use crate::core::order::i32_rank;
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

/// How far from the starting board a place can be: a line of every board there is.
const REACH: i32 = MAX_BOARDS as i32 - 1;
/// Places along a side of the lattice square every area fits in.
const LATTICE: usize = 2 * REACH as usize + 1;
/// No neighbour: the area's edge.
const NONE: u16 = Field::OUTSIDE.number();

/// The play area: the boards laid so far, and for each field its cell and its four neighbours.
#[derive(Clone, PartialEq, Eq)]
pub struct Area {
    tiles: Arc<TileSet>,
    boards: Vec<LaidBoard>,
    /// The board at each lattice place, by laying order plus one (0: none).
    lattice: [u8; LATTICE * LATTICE],
    /// Open fields (the starting fields included).
    open: FieldSet,
    /// Fields with a side on the area's edge.
    edge: FieldSet,
    /// Each field's neighbour up, right, down and left, or [`NONE`] (outside).
    neighbours: [[u16; 4]; MAX_FIELDS],
}

impl std::fmt::Debug for Area {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Area")
            .field("boards", &self.boards)
            .finish_non_exhaustive()
    }
}

/// A lattice place's slot in [`Area::lattice`], if it is within reach.
fn lattice_slot(at: Place) -> Option<usize> {
    let (x, y) = (at.bx + REACH, at.by + REACH);
    let inside = (0..LATTICE as i32).contains(&x) && (0..LATTICE as i32).contains(&y);
    inside.then(|| y as usize * LATTICE + x as usize)
}

impl Area {
    /// The area at setup: the starting board alone.
    #[must_use]
    pub fn new(tiles: Arc<TileSet>) -> Area {
        let mut area = Area {
            tiles,
            boards: Vec::with_capacity(MAX_BOARDS),
            lattice: [0; LATTICE * LATTICE],
            open: FieldSet::EMPTY,
            edge: FieldSet::EMPTY,
            neighbours: [[NONE; 4]; MAX_FIELDS],
        };
        area.lay(LaidBoard {
            tile: None,
            at: Place::new(0, 0),
            rotation: 0,
        });
        area
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

    /// Whether a place is near enough to the starting board for any area to reach it.
    #[must_use]
    pub fn in_reach(at: Place) -> bool {
        lattice_slot(at).is_some()
    }

    /// The board at a lattice place (its place in laying order), if one is there.
    fn board_index(&self, at: Place) -> Option<usize> {
        let slot = lattice_slot(at)?;
        self.lattice[slot].checked_sub(1).map(usize::from)
    }

    /// The board at a lattice place, if one is there.
    #[must_use]
    pub fn board_at(&self, at: Place) -> Option<&LaidBoard> {
        self.board_index(at).map(|i| &self.boards[i])
    }

    /// Whether a board may be laid at `at`: the place is free and shares a side with a board (and
    /// the area has room for another board).
    #[must_use]
    pub fn is_free_slot(&self, at: Place) -> bool {
        self.boards.len() < MAX_BOARDS
            && lattice_slot(at).is_some()
            && self.board_index(at).is_none()
            && at.neighbours().iter().any(|&n| self.board_index(n).is_some())
    }

    /// Every free lattice place sharing a side with the area (any board, any rotation fits there).
    #[must_use]
    pub fn free_slots(&self) -> Vec<Place> {
        let mut slots: Vec<Place> = self
            .boards
            .iter()
            .flat_map(|b| b.at.neighbours())
            .filter(|&p| self.is_free_slot(p))
            .collect();
        // In `Place`'s order: by column, then row.
        crate::core::order::sort_by_rank(&mut slots, |p| {
            u64::from(i32_rank(p.bx)) << 32 | u64::from(i32_rank(p.by))
        });
        slots.dedup();
        slots
    }

    fn tile(&self, board: &LaidBoard) -> &Tile {
        match board.tile {
            None => self.tiles.starting(),
            Some(i) => &self.tiles.boards()[i],
        }
    }

    /// Lays a board (the caller has checked the place with [`Area::is_free_slot`]).
    pub(crate) fn lay(&mut self, board: LaidBoard) {
        let index = self.boards.len();
        self.boards.push(board);
        if let Some(slot) = lattice_slot(board.at) {
            self.lattice[slot] = index as u8 + 1;
        }
        let tiles = Arc::clone(&self.tiles);
        let tile = match board.tile {
            None => tiles.starting(),
            Some(i) => &tiles.boards()[i],
        };
        let base = index * FIELDS;
        let last = SIDE - 1;
        for row in 0..SIDE {
            for column in 0..SIDE {
                let f = base + row * SIDE + column;
                if tile.cell(row, column, board.rotation) != Cell::Excluded {
                    self.open.insert(Field::new(f));
                }
                let link = |inside: bool, n: usize| if inside { n as u16 } else { NONE };
                self.neighbours[f] = [
                    link(row > 0, f.wrapping_sub(SIDE)),
                    link(column < last, f + 1),
                    link(row < last, f + SIDE),
                    link(column > 0, f.wrapping_sub(1)),
                ];
            }
        }
        // Across the sides shared with boards already laid: up, right, down, left.
        for (direction, place) in board.at.neighbours().into_iter().enumerate() {
            let Some(other) = self.board_index(place) else {
                continue;
            };
            for i in 0..SIDE {
                let (mine, theirs) = match direction {
                    0 => (i, last * SIDE + i),
                    1 => (i * SIDE + last, i * SIDE),
                    2 => (last * SIDE + i, i),
                    _ => (i * SIDE, i * SIDE + last),
                };
                let (mine, theirs) = (base + mine, other * FIELDS + theirs);
                self.neighbours[mine][direction] = theirs as u16;
                self.neighbours[theirs][(direction + 2) % 4] = mine as u16;
            }
        }
        self.mark_edges(index);
    }

    /// Takes back the board laid last (undo), restoring the area as it was before.
    pub(crate) fn unlay(&mut self) {
        let index = self.boards.len() - 1;
        for k in 0..FIELDS {
            let f = Field::new(index * FIELDS + k);
            for direction in 0..4 {
                let n = self.neighbours[f.index()][direction];
                if n != NONE && usize::from(n) / FIELDS != index {
                    self.neighbours[usize::from(n)][(direction + 2) % 4] = NONE;
                    self.edge.insert(Field::from_number(n));
                }
            }
        }
        for k in 0..FIELDS {
            let f = Field::new(index * FIELDS + k);
            self.neighbours[f.index()] = [NONE; 4];
            self.open.remove(f);
            self.edge.remove(f);
        }
        if let Some(slot) = lattice_slot(self.boards[index].at) {
            self.lattice[slot] = 0;
        }
        self.boards.pop();
    }

    /// Recomputes which fields of board `index` and of the boards beside it touch the edge.
    fn mark_edges(&mut self, index: usize) {
        let at = self.boards[index].at;
        let beside = at.neighbours().into_iter().filter_map(|p| self.board_index(p));
        let boards: Vec<usize> = std::iter::once(index).chain(beside).collect();
        for board in boards {
            for k in 0..FIELDS {
                let f = Field::new(board * FIELDS + k);
                if self.neighbours[f.index()].contains(&NONE) {
                    self.edge.insert(f);
                } else {
                    self.edge.remove(f);
                }
            }
        }
    }

    /// The field at a point, if the point is in the play area.
    #[must_use]
    pub fn field_at(&self, p: Point) -> Option<Field> {
        let board = self.board_index(p.board_place())?;
        let row = p.y.rem_euclid(SIDE as i32) as usize;
        let column = p.x.rem_euclid(SIDE as i32) as usize;
        Some(Field::new(board * FIELDS + row * SIDE + column))
    }

    /// The point of a field of this area.
    #[must_use]
    pub fn point(&self, f: Field) -> Point {
        let at = self.boards[f.board()].at;
        let k = f.index() % FIELDS;
        let side = SIDE as i32;
        Point::new(at.bx * side + (k % SIDE) as i32, at.by * side + (k / SIDE) as i32)
    }

    /// A field's neighbours in the area: up, right, down, left; `None` beyond the edge.
    #[must_use]
    pub fn neighbours(&self, f: Field) -> [Option<Field>; 4] {
        self.neighbours[f.index()].map(|n| (n != NONE).then_some(Field::from_number(n)))
    }

    /// A field's neighbours up, right, down, left, with [`Field::OUTSIDE`] beyond the edge: for loops
    /// that need no test for the edge.
    #[must_use]
    pub fn links(&self, f: Field) -> [Field; 4] {
        self.neighbours[f.index()].map(Field::from_number)
    }

    /// Whether two fields share a side.
    #[must_use]
    pub fn adjacent(&self, a: Field, b: Field) -> bool {
        self.neighbours[a.index()].contains(&b.number())
    }

    /// Every open field (starting fields included).
    #[must_use]
    pub fn open_fields(&self) -> &FieldSet {
        &self.open
    }

    /// Every field with a side on the area's edge (the edge never encloses a territory).
    #[must_use]
    pub fn edge_fields(&self) -> &FieldSet {
        &self.edge
    }

    /// The field's cell, or `None` when the field is outside the play area.
    #[must_use]
    pub fn cell(&self, p: Point) -> Option<Cell> {
        let board = self.board_at(p.board_place())?;
        let row = p.y.rem_euclid(SIDE as i32) as usize;
        let column = p.x.rem_euclid(SIDE as i32) as usize;
        Some(self.tile(board).cell(row, column, board.rotation))
    }

    /// Whether the field is in the play area and open (corners are open fields).
    #[must_use]
    pub fn is_open(&self, p: Point) -> bool {
        self.field_at(p).is_some_and(|f| self.open.contains(f))
    }

    /// Every field of the area, board by board.
    pub fn fields(&self) -> impl Iterator<Item = Point> + '_ {
        (0..self.boards.len() * FIELDS).map(|i| self.point(Field::new(i)))
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

    /// The starting board's corner `k` as a field number (the starting board is laid first).
    #[must_use]
    pub fn corner_field(k: u8) -> Field {
        let p = Area::corner(k);
        Field::new(p.y as usize * SIDE + p.x as usize)
    }
}
