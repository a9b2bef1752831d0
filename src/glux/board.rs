//! The game board: squares on paths and in rooms, parsed from text layouts (`static/boards/`).

use crate::core::invariant::Invariant;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::{Arc, OnceLock};
use thiserror::Error;

/// The widest and tallest board the engine supports.
pub const MAX_SIDE: u8 = 16;
/// The most squares a board can have.
pub const MAX_SQUARES: usize = MAX_SIDE as usize * MAX_SIDE as usize;

/// One square of a board, as an index (`row * width + column`, both 0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(pub u8);

impl Square {
    /// The square's index, for tables.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A square's coordinates as players read them: `[column, row]`, 1-based, origin top-left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(from = "[u8; 2]", into = "[u8; 2]")]
pub struct Coord {
    /// Column, 1 = leftmost.
    pub col: u8,
    /// Row, 1 = top.
    pub row: u8,
}

impl Coord {
    /// Coordinates from a 1-based column and row.
    #[must_use]
    pub const fn new(col: u8, row: u8) -> Coord {
        Coord { col, row }
    }
}

impl Coord {
    /// The square's short name as shown on the board edges: column letter and row number, e.g.
    /// `E5` for `[5,5]`.
    #[must_use]
    pub fn label(self) -> String {
        format!("{}{}", column_letter(self.col), self.row)
    }
}

/// The letter of a 1-based column: `A` for 1.
#[must_use]
pub fn column_letter(col: u8) -> char {
    char::from(b'A' + col.saturating_sub(1).min(25))
}

impl From<[u8; 2]> for Coord {
    fn from([col, row]: [u8; 2]) -> Coord {
        Coord { col, row }
    }
}

impl From<Coord> for [u8; 2] {
    fn from(c: Coord) -> [u8; 2] {
        [c.col, c.row]
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{},{}]", self.col, self.row)
    }
}

/// The four straight lines a chip counts along (rule 2: never diagonally).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Towards row 1.
    Up,
    /// Towards the last column.
    Right,
    /// Towards the last row.
    Down,
    /// Towards column 1.
    Left,
}

impl Direction {
    /// All four directions.
    pub const ALL: [Direction; 4] = [Direction::Up, Direction::Right, Direction::Down, Direction::Left];

    /// The direction pointing the other way.
    #[must_use]
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::Up => Direction::Down,
            Direction::Right => Direction::Left,
            Direction::Down => Direction::Up,
            Direction::Left => Direction::Right,
        }
    }
}

/// A set of squares, as a 256-bit mask.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct SquareSet(pub [u64; 4]);

// Hot in the bots' playouts: always inlined, even in the app's size-optimised build (opt-level "z"
// does not inline on a hint, and an array comparison there becomes a call to `memcmp`).
impl SquareSet {
    /// The empty set.
    pub const EMPTY: SquareSet = SquareSet([0; 4]);

    /// Adds a square.
    #[inline(always)]
    pub fn insert(&mut self, sq: Square) {
        self.0[sq.index() >> 6] |= 1 << (sq.0 & 63);
    }

    /// Removes a square.
    #[inline(always)]
    pub fn remove(&mut self, sq: Square) {
        self.0[sq.index() >> 6] &= !(1 << (sq.0 & 63));
    }

    /// Whether the square is in the set.
    #[inline(always)]
    #[must_use]
    pub fn contains(&self, sq: Square) -> bool {
        self.0[sq.index() >> 6] & (1 << (sq.0 & 63)) != 0
    }

    /// The number of squares in the set.
    #[inline(always)]
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    #[inline(always)]
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.iter().fold(0, |any, w| any | w) == 0
    }

    /// The squares in both sets.
    #[inline(always)]
    #[must_use]
    pub fn and(self, other: SquareSet) -> SquareSet {
        let mut both = self;
        for (w, o) in both.0.iter_mut().zip(other.0) {
            *w &= o;
        }
        both
    }

    /// The squares of `self` that are not in `other`.
    #[inline(always)]
    #[must_use]
    pub fn without(self, other: SquareSet) -> SquareSet {
        let mut rest = self;
        for (w, o) in rest.0.iter_mut().zip(other.0) {
            *w &= !o;
        }
        rest
    }

    /// The `n`-th square in index order (0-based), if the set has that many.
    #[must_use]
    pub fn nth(&self, n: usize) -> Option<Square> {
        crate::core::bits::nth_one(&self.0, n).map(|i| Square(i as u8))
    }

    /// The squares in index order.
    pub fn iter(&self) -> SquareSetIter {
        SquareSetIter {
            words: self.0,
            word: 0,
        }
    }
}

impl fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(|s| s.0)).finish()
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        let mut set = SquareSet::EMPTY;
        for sq in iter {
            set.insert(sq);
        }
        set
    }
}

/// Iterator over a [`SquareSet`].
pub struct SquareSetIter {
    words: [u64; 4],
    word: usize,
}

impl Iterator for SquareSetIter {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        crate::core::bits::take_lowest(&mut self.words, &mut self.word).map(|i| Square(i as u8))
    }
}

/// Index of a room in [`Board::rooms`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RoomId(pub u8);

/// A room: squares sharing one letter in the layout, scored together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Room {
    /// The room's letter in the layout.
    pub letter: char,
    /// Its squares, in index order.
    pub squares: Vec<Square>,
}

/// A board: a grid of squares, each on a path or in a room, with start squares per player count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    name: String,
    width: u8,
    height: u8,
    rooms: Vec<Room>,
    room_of: Vec<Option<RoomId>>,
    middle: RoomId,
    /// Every square in a room.
    room_squares: SquareSet,
    starts: Vec<Vec<Square>>,
    /// 0-based column and row of every square index.
    column_rows: [(u8, u8); MAX_SQUARES],
}

/// What is wrong with a board layout, and on which line (1-based) of the text.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("board layout, line {line}: {problem}")]
pub struct BoardError {
    /// The line of the layout text the problem is on (0 when it concerns the whole text).
    pub line: usize,
    /// What is wrong.
    pub problem: String,
}

fn board_error(line: usize, problem: impl Into<String>) -> BoardError {
    BoardError {
        line,
        problem: problem.into(),
    }
}

impl Board {
    /// Parses a layout such as `static/boards/two-player.txt`:
    ///
    /// ```text
    /// # comment
    /// name: two-player
    /// middle: e
    /// start 2: 1,9 13,1
    /// layout:
    /// aa..bbbbb..cc
    /// ...
    /// ```
    ///
    /// `.` is a path square, a lowercase letter a room square; `start N:` lists the start squares
    /// (`column,row`, 1-based) of each seat for a game of N players.
    ///
    /// # Errors
    /// A [`BoardError`] naming the line and the problem: an unknown key, a ragged row, a bad
    /// character, a missing middle room, a start square off the board, and so on.
    ///
    /// # Examples
    /// ```
    /// let board = glux::glux::Board::parse("name: tiny\nmiddle: a\nstart 2: 1,1 3,1\nlayout:\n.a.\n").unwrap();
    /// assert_eq!((board.width(), board.height(), board.rooms().len()), (3, 1, 1));
    /// ```
    pub fn parse(text: &str) -> Result<Board, BoardError> {
        let mut name = None;
        let mut middle = None;
        let mut start_lines: Vec<(usize, usize, &str)> = Vec::new();
        let mut rows: Vec<(usize, &str)> = Vec::new();
        let mut in_layout = false;
        for (i, raw) in text.lines().enumerate() {
            let line_no = i + 1;
            let line = raw.trim_end();
            if in_layout {
                if !line.is_empty() {
                    rows.push((line_no, line.trim_start()));
                }
                continue;
            }
            let line = line.trim_start();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (key, value) = line
                .split_once(':')
                .ok_or_else(|| board_error(line_no, format!("expected `key: value`, found `{line}`")))?;
            let value = value.trim();
            match key.trim() {
                "name" => name = Some(value.to_string()),
                "middle" => middle = Some((line_no, value)),
                "layout" => in_layout = true,
                k if k.starts_with("start") => {
                    let count = k["start".len()..].trim();
                    let players: usize = count.parse().map_err(|_| {
                        board_error(
                            line_no,
                            format!("`{k}` should be `start N` with N the number of players"),
                        )
                    })?;
                    start_lines.push((line_no, players, value));
                }
                other => return Err(board_error(line_no, format!("unknown key `{other}`"))),
            }
        }
        let name = name.ok_or_else(|| board_error(0, "no `name:` line"))?;
        if rows.is_empty() {
            return Err(board_error(0, "no `layout:` rows"));
        }
        let width = rows[0].1.chars().count();
        if width == 0 || width > MAX_SIDE as usize || rows.len() > MAX_SIDE as usize {
            return Err(board_error(
                rows[0].0,
                format!(
                    "a board is 1 to {MAX_SIDE} squares wide and tall, this one is {width} x {}",
                    rows.len()
                ),
            ));
        }
        let mut letters: Vec<char> = Vec::new();
        let mut room_of = Vec::with_capacity(width * rows.len());
        for &(line_no, row) in &rows {
            if row.chars().count() != width {
                return Err(board_error(
                    line_no,
                    format!(
                        "row has {} squares, the first row has {width}",
                        row.chars().count()
                    ),
                ));
            }
            for ch in row.chars() {
                match ch {
                    '.' => room_of.push(None),
                    'a'..='z' => {
                        let id = letters.iter().position(|&l| l == ch).unwrap_or_else(|| {
                            letters.push(ch);
                            letters.len() - 1
                        });
                        room_of.push(Some(id));
                    }
                    _ => {
                        return Err(board_error(
                            line_no,
                            format!("`{ch}` is neither `.` (path) nor a lowercase room letter"),
                        ));
                    }
                }
            }
        }
        // Rooms in letter order, so room `a` is always listed first (letters are distinct, so an
        // unstable sort gives the same order).
        let mut order: Vec<usize> = (0..letters.len()).collect();
        order.sort_unstable_by_key(|&i| letters[i]);
        let rank: Vec<u8> = {
            let mut rank = vec![0u8; letters.len()];
            for (new, &old) in order.iter().enumerate() {
                rank[old] = new as u8;
            }
            rank
        };
        let room_of: Vec<Option<RoomId>> = room_of.into_iter().map(|r| r.map(|i| RoomId(rank[i]))).collect();
        let rooms: Vec<Room> = order
            .iter()
            .enumerate()
            .map(|(new, &old)| Room {
                letter: letters[old],
                squares: (0..room_of.len())
                    .filter(|&s| room_of[s] == Some(RoomId(new as u8)))
                    .map(|s| Square(s as u8))
                    .collect(),
            })
            .collect();
        let (middle_line, middle_letter) = middle.ok_or_else(|| board_error(0, "no `middle:` line"))?;
        let mut middle_chars = middle_letter.chars();
        let middle = match (middle_chars.next(), middle_chars.next()) {
            (Some(c), None) => rooms.iter().position(|r| r.letter == c),
            _ => None,
        }
        .ok_or_else(|| {
            board_error(
                middle_line,
                format!("middle room `{middle_letter}` is not a room of the layout"),
            )
        })?;

        let height = rows.len() as u8;
        let width = width as u8;
        let room_squares = rooms.iter().flat_map(|r| r.squares.iter().copied()).collect();
        let mut board = Board {
            name,
            width,
            height,
            room_squares,
            rooms,
            room_of,
            middle: RoomId(middle as u8),
            starts: vec![Vec::new(); crate::core::seat::MAX_SEATS + 1],
            column_rows: std::array::from_fn(|i| ((i % width as usize) as u8, (i / width as usize) as u8)),
        };
        for (line_no, players, value) in start_lines {
            if !(crate::core::seat::PLAYER_COUNTS).contains(&players) {
                return Err(board_error(
                    line_no,
                    format!("Glüx is for 2 to 4 players, not {players}"),
                ));
            }
            let mut squares = Vec::new();
            for item in value.split_whitespace() {
                let coord = item
                    .split_once(',')
                    .and_then(|(c, r)| Some(Coord::new(c.trim().parse().ok()?, r.trim().parse().ok()?)))
                    .ok_or_else(|| board_error(line_no, format!("`{item}` is not `column,row`")))?;
                let sq = board
                    .square(coord)
                    .ok_or_else(|| board_error(line_no, format!("start square {coord} is off the board")))?;
                if squares.contains(&sq) {
                    return Err(board_error(
                        line_no,
                        format!("start square {coord} is listed twice"),
                    ));
                }
                squares.push(sq);
            }
            if squares.len() != players {
                return Err(board_error(
                    line_no,
                    format!(
                        "{players} players need {players} start squares, found {}",
                        squares.len()
                    ),
                ));
            }
            board.starts[players] = squares;
        }
        if board.starts.iter().all(Vec::is_empty) {
            return Err(board_error(
                0,
                "no `start N:` line: the board is for no player count",
            ));
        }
        Ok(board)
    }

    /// The built-in boards, parsed once (`boards/*.txt` in this folder).
    fn builtins() -> &'static [Arc<Board>; 2] {
        static BOARDS: OnceLock<[Arc<Board>; 2]> = OnceLock::new();
        BOARDS.get_or_init(|| {
            [
                include_str!("boards/two-player.txt"),
                include_str!("boards/three-four-player.txt"),
            ]
            .map(|text| Arc::new(Board::parse(text).invariant("built-in layout is valid")))
        })
    }

    /// The built-in `two-player` board.
    #[must_use]
    pub fn two_player() -> &'static Board {
        &Board::builtins()[0]
    }

    /// The built-in `three-four-player` board.
    #[must_use]
    pub fn three_four_player() -> &'static Board {
        &Board::builtins()[1]
    }

    /// A built-in board by name, to play on.
    #[must_use]
    pub fn builtin(name: &str) -> Option<Arc<Board>> {
        Board::builtins().iter().find(|b| b.name == name).cloned()
    }

    /// The built-in board for a number of players (setup step 1): 2 → `two-player`, 3 or 4 →
    /// `three-four-player`.
    #[must_use]
    pub fn for_players(players: u8) -> Option<&'static Board> {
        match players {
            2 => Some(Board::two_player()),
            3 | 4 => Some(Board::three_four_player()),
            _ => None,
        }
    }

    /// The board's name, e.g. `two-player`.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Number of columns.
    #[must_use]
    pub fn width(&self) -> u8 {
        self.width
    }

    /// Number of rows.
    #[must_use]
    pub fn height(&self) -> u8 {
        self.height
    }

    /// Number of squares.
    #[must_use]
    pub fn square_count(&self) -> usize {
        self.room_of.len()
    }

    /// All squares in index order (row by row).
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        (0..self.room_of.len()).map(|i| Square(i as u8))
    }

    /// Every square that lies in a room (the squares scoring counts).
    #[must_use]
    pub fn room_squares(&self) -> SquareSet {
        self.room_squares
    }

    /// The rooms, in letter order.
    #[must_use]
    pub fn rooms(&self) -> &[Room] {
        &self.rooms
    }

    /// The room a square lies in, or `None` on a path.
    #[must_use]
    pub fn room_of(&self, sq: Square) -> Option<RoomId> {
        self.room_of.get(sq.index()).copied().flatten()
    }

    /// A room by id.
    #[must_use]
    pub fn room(&self, id: RoomId) -> &Room {
        &self.rooms[id.0 as usize]
    }

    /// The middle room, which breaks ties on victory points.
    #[must_use]
    pub fn middle_room(&self) -> RoomId {
        self.middle
    }

    /// The default start squares for a game of `players`, in seat order, if the board is for them.
    #[must_use]
    pub fn default_starts(&self, players: u8) -> Option<&[Square]> {
        self.starts
            .get(players as usize)
            .filter(|s| !s.is_empty())
            .map(Vec::as_slice)
    }

    /// The player counts this board has start squares for.
    pub fn player_counts(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.starts.len() as u8).filter(|&n| !self.starts[n as usize].is_empty())
    }

    /// The square at these coordinates, if it is on the board.
    #[must_use]
    pub fn square(&self, c: Coord) -> Option<Square> {
        (c.col >= 1 && c.row >= 1 && c.col <= self.width && c.row <= self.height)
            .then(|| Square((c.row - 1) * self.width + (c.col - 1)))
    }

    /// The coordinates of a square.
    #[must_use]
    pub fn coord(&self, sq: Square) -> Coord {
        Coord::new(sq.0 % self.width + 1, sq.0 / self.width + 1)
    }

    /// Whether a square index lies on this board.
    #[must_use]
    pub fn contains(&self, sq: Square) -> bool {
        sq.index() < self.room_of.len()
    }

    /// The 0-based column and row of a square (from a table: no division on the hot path).
    #[inline]
    #[must_use]
    pub fn column_row(&self, sq: Square) -> (u8, u8) {
        self.column_rows[sq.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_player_board_is_13_by_9_with_nine_rooms_and_middle_e() {
        let b = Board::two_player();
        assert_eq!((b.width(), b.height(), b.square_count()), (13, 9, 117));
        let letters: String = b.rooms().iter().map(|r| r.letter).collect();
        assert_eq!(letters, "abcdefghi");
        assert_eq!(b.room(b.middle_room()).letter, 'e');
        assert_eq!(b.room(b.middle_room()).squares.len(), 9);
        assert_eq!(
            b.default_starts(2)
                .unwrap()
                .iter()
                .map(|&s| b.coord(s))
                .collect::<Vec<_>>(),
            vec![Coord::new(1, 9), Coord::new(13, 1)]
        );
    }

    #[test]
    fn three_four_player_board_is_13_by_13_with_eleven_rooms_and_middle_f() {
        let b = Board::three_four_player();
        assert_eq!((b.width(), b.height()), (13, 13));
        let letters: String = b.rooms().iter().map(|r| r.letter).collect();
        assert_eq!(letters, "abcdefghijk");
        assert_eq!(b.room(b.middle_room()).letter, 'f');
        assert_eq!(b.room(b.middle_room()).squares.len(), 9);
        let coords = |n| {
            b.default_starts(n)
                .unwrap()
                .iter()
                .map(|&s| b.coord(s))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            coords(4),
            vec![
                Coord::new(1, 1),
                Coord::new(13, 1),
                Coord::new(13, 13),
                Coord::new(1, 13)
            ]
        );
        assert_eq!(
            coords(3),
            vec![Coord::new(1, 1), Coord::new(13, 1), Coord::new(7, 13)]
        );
        assert!(b.default_starts(2).is_none());
    }

    #[test]
    fn coordinates_round_trip() {
        let b = Board::two_player();
        for sq in b.squares() {
            assert_eq!(b.square(b.coord(sq)), Some(sq));
        }
        assert_eq!(b.square(Coord::new(0, 1)), None);
        assert_eq!(b.square(Coord::new(14, 1)), None);
        assert_eq!(b.square(Coord::new(1, 10)), None);
    }

    #[test]
    fn malformed_layouts_name_the_line() {
        let cases = [
            (
                "name: x\nmiddle: a\nstart 2: 1,1 2,1\nlayout:\naa.\na.\n",
                6,
                "row has 2 squares",
            ),
            (
                "name: x\nmiddle: a\nstart 2: 1,1 2,1\nlayout:\na#.\n",
                5,
                "`#` is neither",
            ),
            (
                "name: x\nmiddle: z\nstart 2: 1,1 2,1\nlayout:\na..\n",
                2,
                "middle room `z`",
            ),
            (
                "name: x\nmiddle: a\nstart 2: 1,1 9,1\nlayout:\na..\n",
                3,
                "off the board",
            ),
            (
                "name: x\nmiddle: a\nstart 2: 1,1\nlayout:\na..\n",
                3,
                "need 2 start squares",
            ),
            (
                "name: x\nmiddle: a\nstart 5: 1,1 2,1 3,1 1,1 1,1\nlayout:\na..\n",
                3,
                "2 to 4 players",
            ),
            ("name: x\ncolour: red\n", 2, "unknown key"),
            ("name: x\nmiddle: a\nlayout:\na..\n", 0, "no `start N:`"),
            (
                "name: x\nmiddle: a\nstart 2: 1,1 1,1\nlayout:\na..\n",
                3,
                "listed twice",
            ),
        ];
        for (text, line, needle) in cases {
            let err = Board::parse(text).unwrap_err();
            assert_eq!(err.line, line, "{err}");
            assert!(err.to_string().contains(needle), "{err} should mention {needle}");
        }
    }

    #[test]
    fn square_set_nth_and_iter_agree() {
        let set: SquareSet = [3u8, 64, 65, 200, 255].into_iter().map(Square).collect();
        let listed: Vec<_> = set.iter().collect();
        assert_eq!(listed.len(), set.len());
        for (i, sq) in listed.iter().enumerate() {
            assert_eq!(set.nth(i), Some(*sq));
        }
        assert_eq!(set.nth(5), None);
    }
}
