//! The game board: squares on paths and in rooms, parsed from text layouts (`static/boards/`).

use crate::core::invariant::Invariant;
use crate::core::problems::{All, First, Problems, Stop};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::{Arc, OnceLock};
use thiserror::Error;

/// The widest and tallest board the engine supports (the editor draws from 7 x 7 to 19 x 19).
pub const MAX_SIDE: u8 = 19;
/// The most squares a board can have.
pub const MAX_SQUARES: usize = MAX_SIDE as usize * MAX_SIDE as usize;

/// One square of a board, as an index (`row * width + column`, both 0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(pub u16);

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

/// The 64-bit words of a [`SquareSet`]: one bit for each square of the largest board.
const WORDS: usize = MAX_SQUARES.div_ceil(64);

/// A set of squares, as a bit mask (one bit for each square of the largest board).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct SquareSet(pub [u64; WORDS]);

// Hot in the bots' playouts: always inlined, even in the app's size-optimised build (opt-level "z"
// does not inline on a hint, and an array comparison there becomes a call to `memcmp`).
impl SquareSet {
    /// The empty set.
    pub const EMPTY: SquareSet = SquareSet([0; WORDS]);

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
        crate::core::bits::nth_one(&self.0, n).map(|i| Square(i as u16))
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
    words: [u64; WORDS],
    word: usize,
}

impl Iterator for SquareSetIter {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        crate::core::bits::take_lowest(&mut self.words, &mut self.word).map(|i| Square(i as u16))
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
    pub problem: BoardProblem,
    /// The squares of the board the problem is about, to mark on a drawing of it: the pieces of a
    /// room cut off from the rest, a start square listed twice, the square of a character that is
    /// no path or room. Empty when it is about no square of the board (a line of the text, the
    /// name, a square off the board).
    pub squares: Vec<Coord>,
}

/// A rule of the layout format or of a playable board that a layout breaks. The app says each in
/// the language in use (`ui/problems.rs`); `Display` is the command line's English.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BoardProblem {
    /// A line before `layout:` that is not `key: value`.
    #[error("expected `key: value`, found `{0}`")]
    NotKeyValue(String),
    /// A key the format does not have.
    #[error("unknown key `{0}`")]
    UnknownKey(String),
    /// `start` followed by something other than a player count.
    #[error("`{0}` should be `start N` with N the number of players")]
    StartKey(String),
    /// No `name:` line, or an empty name.
    #[error("no `name:` line: a board needs a name")]
    NoName,
    /// No rows after `layout:`.
    #[error("no `layout:` rows")]
    NoLayout,
    /// Too wide or too tall.
    #[error("a board is 1 to {MAX_SIDE} squares wide and tall, this one is {width} x {height}")]
    Size {
        /// Columns.
        width: usize,
        /// Rows.
        height: usize,
    },
    /// A row of another length than the first.
    #[error("row has {found} squares, the first row has {width}")]
    RaggedRow {
        /// Squares in this row.
        found: usize,
        /// Squares in the first row.
        width: usize,
    },
    /// A character that is neither a path nor a room.
    #[error("`{0}` is neither `.` (path) nor a lowercase room letter")]
    Character(char),
    /// A room whose squares do not all touch each other along sides.
    #[error("room `{room}` is in pieces: {at} does not touch the rest of it")]
    RoomInPieces {
        /// The room's letter.
        room: char,
        /// A square cut off from the room's first square.
        at: Coord,
    },
    /// No `middle:` line.
    #[error("no `middle:` line: a board needs a middle room (it breaks ties)")]
    NoMiddle,
    /// The middle room is not a room of the layout.
    #[error("middle room `{0}` is not a room of the layout")]
    MiddleNotARoom(String),
    /// Start squares for a player count Glüx does not have.
    #[error("Glüx is for 2 to 4 players, not {0}")]
    PlayerCount(usize),
    /// A start square that is not `column,row`.
    #[error("`{0}` is not `column,row`")]
    StartNotCoord(String),
    /// A start square off the board.
    #[error("start square {0} is off the board")]
    StartOffBoard(Coord),
    /// A start square listed twice for one player count.
    #[error("start square {0} is listed twice")]
    StartTwice(Coord),
    /// Not one start square for each seat.
    #[error("{players} players need {players} start squares, found {found}")]
    StartCount {
        /// The player count of the line.
        players: usize,
        /// Squares listed.
        found: usize,
    },
    /// The same player count given twice.
    #[error("start squares for {0} players are given twice")]
    StartLineTwice(usize),
    /// No player count at all.
    #[error("no `start N:` line: the board is for no player count")]
    NoStarts,
    /// Start squares for three players but not four, or the other way round.
    #[error("a board for 3 and 4 players needs start squares for both; {0} players have none")]
    ThreeFourHalf(usize),
}

fn board_error(line: usize, problem: BoardProblem) -> BoardError {
    BoardError {
        line,
        problem,
        squares: Vec::new(),
    }
}

/// The squares of `room` that cannot be reached from its first square along sides of the room's
/// own squares (`width` columns), in index order: none when the room is one piece.
fn cut_off(room: &Room, width: usize) -> Vec<usize> {
    let squares: Vec<usize> = room.squares.iter().map(|s| s.index()).collect();
    let mut reached = vec![squares[0]];
    let mut next = 0;
    while let Some(&at) = reached.get(next) {
        next += 1;
        for &other in &squares {
            let beside = (other == at + 1 && at % width + 1 < width)
                || (at == other + 1 && other % width + 1 < width)
                || other == at + width
                || at == other + width;
            if beside && !reached.contains(&other) {
                reached.push(other);
            }
        }
    }
    squares.into_iter().filter(|s| !reached.contains(s)).collect()
}

/// A start line's `column,row`, if it is one.
fn start_coord(item: &str) -> Option<Coord> {
    let (c, r) = item.split_once(',')?;
    Some(Coord::new(c.trim().parse().ok()?, r.trim().parse().ok()?))
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
    /// character, a missing middle room, a start square off the board, and so on. It is the first
    /// of [`Board::problems`].
    ///
    /// # Examples
    /// ```
    /// let board = glux::glux::Board::parse("name: tiny\nmiddle: a\nstart 2: 1,1 3,1\nlayout:\n.a.\n").unwrap();
    /// assert_eq!((board.width(), board.height(), board.rooms().len()), (3, 1, 1));
    /// ```
    pub fn parse(text: &str) -> Result<Board, BoardError> {
        let mut first = First(None);
        Board::read(text, &mut first).map_err(|Stop| first.0.invariant("the checks stop only at a problem"))
    }

    /// Every problem of a layout, for an editor that shows them all at once: empty when
    /// [`Board::parse`] reads it, and otherwise led by the problem `parse` refuses it with.
    ///
    /// The problems come in the order of the checks: the lines before `layout:`, the name, the
    /// layout's rows, the rooms in letter order, the middle room, the start lines, and whether the
    /// start squares are for every player count they must be. Each names its line and, where it is
    /// about squares of the board, those squares ([`BoardError::squares`]); a character that is no
    /// path or room is a problem on each square it stands on. A problem that leaves nothing to
    /// check ends the list: no layout, a board too large, ragged rows (the board has no shape).
    /// None is said twice over: a character that is no room may be what cuts a room in two, so
    /// rooms are not checked for pieces then, and a start line that cannot be read is not also a
    /// board for no player count.
    ///
    /// # Examples
    /// ```
    /// use glux::glux::{Board, BoardProblem, Coord};
    /// let problems = Board::problems("name: x\nmiddle: z\nstart 2: 1,1 3,1\nlayout:\na.a\n");
    /// assert_eq!(problems.len(), 2);
    /// assert_eq!(problems[0].squares, [Coord::new(3, 1)]); // room a is in pieces
    /// assert_eq!(problems[1].problem, BoardProblem::MiddleNotARoom("z".into()));
    /// assert!(Board::problems("name: x\nmiddle: a\nstart 2: 1,1 3,1\nlayout:\naa.\n").is_empty());
    /// ```
    #[must_use]
    pub fn problems(text: &str) -> Vec<BoardError> {
        let mut all = All(Vec::new());
        let _ = Board::read(text, &mut all);
        all.0
    }

    /// The checks of a layout, which note each problem in `found` (stopping at the first when only
    /// that one is wanted), and the board when there is none.
    // Long: the checks of a layout in the order the format is read, each problem noted where it is
    // found; split, the checks would hand the half-read board between them.
    fn read(text: &str, found: &mut impl Problems<BoardError>) -> Result<Board, Stop> {
        use BoardProblem as P;
        let mut name = None;
        let mut middle = None;
        let mut start_lines: Vec<(usize, usize, &str)> = Vec::new();
        // Whether any line is meant as a start line, read or not.
        let mut start_keys = false;
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
            let Some((key, value)) = line.split_once(':') else {
                found.add(board_error(line_no, P::NotKeyValue(line.to_string())))?;
                continue;
            };
            let value = value.trim();
            match key.trim() {
                "name" => name = Some(value.to_string()),
                "middle" => middle = Some((line_no, value)),
                "layout" => in_layout = true,
                k if k.starts_with("start") => {
                    start_keys = true;
                    let Ok(players) = k["start".len()..].trim().parse::<usize>() else {
                        found.add(board_error(line_no, P::StartKey(k.to_string())))?;
                        continue;
                    };
                    if start_lines.iter().any(|&(_, n, _)| n == players) {
                        found.add(board_error(line_no, P::StartLineTwice(players)))?;
                        continue;
                    }
                    start_lines.push((line_no, players, value));
                }
                other => found.add(board_error(line_no, P::UnknownKey(other.to_string())))?,
            }
        }
        let name = name.filter(|n| !n.is_empty());
        if name.is_none() {
            found.add(board_error(0, P::NoName))?;
        }
        if rows.is_empty() {
            return Err(found.last(board_error(0, P::NoLayout)));
        }
        let width = rows[0].1.chars().count();
        let height = rows.len();
        if width == 0 || width > MAX_SIDE as usize || height > MAX_SIDE as usize {
            return Err(found.last(board_error(rows[0].0, P::Size { width, height })));
        }
        let mut letters: Vec<char> = Vec::new();
        let mut room_of = Vec::with_capacity(width * height);
        let (mut ragged, mut odd_characters) = (false, false);
        for (r, &(line_no, row)) in rows.iter().enumerate() {
            let found_width = row.chars().count();
            if found_width != width {
                ragged = true;
                found.add(board_error(
                    line_no,
                    P::RaggedRow {
                        found: found_width,
                        width,
                    },
                ))?;
            }
            for (c, ch) in row.chars().enumerate() {
                room_of.push(match ch {
                    '.' => None,
                    'a'..='z' => Some(letters.iter().position(|&l| l == ch).unwrap_or_else(|| {
                        letters.push(ch);
                        letters.len() - 1
                    })),
                    _ => {
                        odd_characters = true;
                        found.add(BoardError {
                            line: line_no,
                            problem: P::Character(ch),
                            squares: (c < width)
                                .then(|| Coord::new(c as u8 + 1, r as u8 + 1))
                                .into_iter()
                                .collect(),
                        })?;
                        None
                    }
                });
            }
        }
        if ragged {
            // Without a shape, no square can be named.
            return Err(Stop);
        }
        // Rooms in letter order, so room `a` is always listed first.
        let mut order: Vec<usize> = (0..letters.len()).collect();
        crate::core::order::sort_by_rank(&mut order, |&i| u64::from(letters[i]));
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
                    .map(|s| Square(s as u16))
                    .collect(),
            })
            .collect();
        let coord = |at: usize| Coord::new((at % width) as u8 + 1, (at / width) as u8 + 1);
        // A character that is no room may be what cuts a room in two.
        if !odd_characters {
            for room in &rooms {
                let pieces = cut_off(room, width);
                if let Some(&at) = pieces.first() {
                    found.add(BoardError {
                        line: rows[at / width].0,
                        problem: P::RoomInPieces {
                            room: room.letter,
                            at: coord(at),
                        },
                        squares: pieces.into_iter().map(coord).collect(),
                    })?;
                }
            }
        }
        let middle = match middle {
            None => {
                found.add(board_error(0, P::NoMiddle))?;
                None
            }
            Some((line, letter)) => {
                let mut chars = letter.chars();
                let room = match (chars.next(), chars.next()) {
                    (Some(c), None) => rooms.iter().position(|r| r.letter == c),
                    _ => None,
                };
                if room.is_none() {
                    found.add(board_error(line, P::MiddleNotARoom(letter.to_string())))?;
                }
                room
            }
        };

        let square = |c: Coord| {
            let on = (1..=width).contains(&usize::from(c.col)) && (1..=height).contains(&usize::from(c.row));
            on.then(|| Square(((usize::from(c.row) - 1) * width + usize::from(c.col) - 1) as u16))
        };
        let mut starts = vec![Vec::new(); crate::core::seat::MAX_SEATS + 1];
        for &(line, players, value) in &start_lines {
            if !(crate::core::seat::PLAYER_COUNTS).contains(&players) {
                found.add(board_error(line, P::PlayerCount(players)))?;
                continue;
            }
            let mut squares = Vec::new();
            let mut items = 0;
            for item in value.split_whitespace() {
                items += 1;
                let Some(at) = start_coord(item) else {
                    found.add(board_error(line, P::StartNotCoord(item.to_string())))?;
                    continue;
                };
                match square(at) {
                    None => found.add(board_error(line, P::StartOffBoard(at)))?,
                    Some(sq) if squares.contains(&sq) => found.add(BoardError {
                        line,
                        problem: P::StartTwice(at),
                        squares: vec![at],
                    })?,
                    Some(sq) => squares.push(sq),
                }
            }
            if items != players {
                found.add(board_error(
                    line,
                    P::StartCount {
                        players,
                        found: items,
                    },
                ))?;
            }
            starts[players] = squares;
        }
        if !start_keys {
            found.add(board_error(0, P::NoStarts))?;
        }
        // A board is for 2 players and/or for 3-4: never for only one of 3 and 4.
        for (players, other) in [(3, 4), (4, 3)] {
            // A start line with problems of its own still counts: they are said above.
            if let Some(&(line, ..)) = start_lines.iter().find(|&&(_, n, _)| n == players)
                && !start_lines.iter().any(|&(_, n, _)| n == other)
            {
                found.add(board_error(line, P::ThreeFourHalf(other)))?;
            }
        }
        found.done()?;
        // Both were checked above: a board without them has a problem.
        let (Some(name), Some(middle)) = (name, middle) else {
            return Err(Stop);
        };
        let height = height as u8;
        let width = width as u8;
        let room_squares = rooms.iter().flat_map(|r| r.squares.iter().copied()).collect();
        Ok(Board {
            name,
            width,
            height,
            room_squares,
            rooms,
            room_of,
            middle: RoomId(middle as u8),
            starts,
            column_rows: std::array::from_fn(|i| ((i % width as usize) as u8, (i / width as usize) as u8)),
        })
    }

    /// The layout as a board file's text, in the format [`Board::parse`] reads (without comments):
    /// what records and share links carry for a board that is not built in.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut text = format!("name: {}\nmiddle: {}\n", self.name, self.room(self.middle).letter);
        for players in self.player_counts() {
            let squares: Vec<String> = self.starts[players as usize]
                .iter()
                .map(|&sq| {
                    let c = self.coord(sq);
                    format!("{},{}", c.col, c.row)
                })
                .collect();
            text.push_str(&format!("start {players}: {}\n", squares.join(" ")));
        }
        text.push_str("layout:\n");
        for sq in self.squares() {
            text.push(self.room_of(sq).map_or('.', |r| self.room(r).letter));
            if self.column_row(sq).0 + 1 == self.width {
                text.push('\n');
            }
        }
        text
    }

    /// A built-in board by name, or a board file's text ([`Board::parse`]): what a record's,
    /// position's or link's `board` holds.
    ///
    /// # Errors
    /// `Ok(None)` for a name that is not built in; the layout's problem for a text.
    pub fn by_name_or_text(board: &str) -> Result<Option<Arc<Board>>, BoardError> {
        if board.contains('\n') {
            Board::parse(board).map(|b| Some(Arc::new(b)))
        } else {
            Ok(Board::builtin(board))
        }
    }

    /// Whether this is one of the built-in boards (named by name in records and links).
    #[must_use]
    pub fn is_builtin(&self) -> bool {
        Board::builtins().iter().any(|b| **b == *self)
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
        (0..self.room_of.len()).map(|i| Square(i as u16))
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
            .then(|| Square(u16::from(c.row - 1) * u16::from(self.width) + u16::from(c.col - 1)))
    }

    /// The coordinates of a square.
    #[must_use]
    pub fn coord(&self, sq: Square) -> Coord {
        let (col, row) = self.column_row(sq);
        Coord::new(col + 1, row + 1)
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
    fn built_in_boards_are_known_by_their_text_too() {
        for board in [Board::two_player(), Board::three_four_player()] {
            let text = board.to_text();
            let read = Board::by_name_or_text(&text).unwrap().unwrap();
            assert_eq!(*read, *board);
            assert!(read.is_builtin());
            assert_eq!(
                Board::by_name_or_text(board.name()).unwrap().as_deref(),
                Some(board)
            );
        }
        assert_eq!(Board::by_name_or_text("no-such-board"), Ok(None));
        let renamed = Board::two_player()
            .to_text()
            .replace("name: two-player", "name: my own");
        assert!(!Board::parse(&renamed).unwrap().is_builtin());
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
    // Long: a list of malformed layouts, one case each.
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
            // Every room is one piece, along sides (never corners).
            (
                "name: x\nmiddle: a\nstart 2: 1,1 3,1\nlayout:\na.b\n..a\n",
                6,
                "room `a` is in pieces: [3,2] does not touch",
            ),
            (
                "name: x\nmiddle: a\nstart 2: 1,1 3,1\nlayout:\na..\n.a.\n",
                6,
                "room `a` is in pieces: [2,2]",
            ),
            // A board for 3 players is for 4 too, and the other way round.
            (
                "name: x\nmiddle: a\nstart 3: 1,1 2,1 3,1\nlayout:\na..\n",
                3,
                "4 players have none",
            ),
            (
                "name: x\nmiddle: a\nstart 2: 1,1 3,1\nstart 4: 1,1 2,1 3,1 1,2\nlayout:\na..\n...\n",
                4,
                "3 players have none",
            ),
            (
                "name: x\nmiddle: a\nstart 2: 1,1 3,1\nstart 2: 1,1 2,1\nlayout:\na..\n",
                4,
                "for 2 players are given twice",
            ),
            (
                "name: x\nmiddle: a\nstart 2: 1,1 3,1\nlayout:\n",
                0,
                "no `layout:` rows",
            ),
            (
                "name:\nmiddle: a\nstart 2: 1,1 3,1\nlayout:\na..\n",
                0,
                "no `name:`",
            ),
            ("name: x\nstart 2: 1,1 3,1\nlayout:\na..\n", 0, "no `middle:`"),
            (
                "name: x\nmiddle: a\nstart 2: 1,1 3;1\nlayout:\na..\n",
                3,
                "`3;1` is not",
            ),
            (
                "name: x\nmiddle: a\nstarts: 1,1 3,1\nlayout:\na..\n",
                3,
                "`starts` should be",
            ),
            ("name: x\nmiddle a\n", 2, "expected `key: value`"),
            (
                "name: x\nmiddle: a\nstart 2: 1,1 3,1\nlayout:\na...................\n",
                5,
                "1 to 19 squares wide and tall, this one is 20 x 1",
            ),
        ];
        for (text, line, needle) in cases {
            let err = Board::parse(text).unwrap_err();
            assert_eq!(err.line, line, "{err}");
            assert!(err.to_string().contains(needle), "{err} should mention {needle}");
        }
    }

    /// Each problem as (line, problem, squares), to compare whole lists.
    fn listed(text: &str) -> Vec<(usize, BoardProblem, Vec<Coord>)> {
        Board::problems(text)
            .into_iter()
            .map(|e| (e.line, e.problem, e.squares))
            .collect()
    }

    #[test]
    fn every_problem_of_a_layout_is_listed_with_its_squares_in_the_order_of_the_checks() {
        use BoardProblem as P;
        let text = "name:\ncolour: red\nmiddle: z\nstart 2: 1,1 9,9 1,1\nstart 5: 1,1\nstart 3: 1,1 2,1 3,1\n\
                    layout:\na.a..\nbb.cb\n.....\nc....\n";
        let c = Coord::new;
        assert_eq!(
            listed(text),
            vec![
                (2, P::UnknownKey("colour".into()), vec![]),
                (0, P::NoName, vec![]),
                (
                    8,
                    P::RoomInPieces {
                        room: 'a',
                        at: c(3, 1)
                    },
                    vec![c(3, 1)]
                ),
                (
                    9,
                    P::RoomInPieces {
                        room: 'b',
                        at: c(5, 2)
                    },
                    vec![c(5, 2)]
                ),
                (
                    11,
                    P::RoomInPieces {
                        room: 'c',
                        at: c(1, 4)
                    },
                    vec![c(1, 4)]
                ),
                (3, P::MiddleNotARoom("z".into()), vec![]),
                (4, P::StartOffBoard(c(9, 9)), vec![]),
                (4, P::StartTwice(c(1, 1)), vec![c(1, 1)]),
                (4, P::StartCount { players: 2, found: 3 }, vec![]),
                (5, P::PlayerCount(5), vec![]),
                (6, P::ThreeFourHalf(4), vec![]),
            ]
        );
        // The reader refuses the text with the first of them, squares and all.
        assert_eq!(Board::parse(text).unwrap_err(), Board::problems(text)[0]);
        // Every piece cut off from a room is marked, not only the first square.
        let pieces = listed(
            "name: x
middle: a
start 2: 1,1 2,1
layout:
a..
.aa
",
        );
        assert_eq!(
            pieces,
            vec![(
                6,
                P::RoomInPieces {
                    room: 'a',
                    at: c(2, 2)
                },
                vec![c(2, 2), c(3, 2)]
            )]
        );
    }

    #[test]
    fn a_problem_that_leaves_nothing_to_check_ends_the_list() {
        use BoardProblem as P;
        let c = Coord::new;
        // Ragged rows: the board has no shape, so its rooms and start squares are not checked.
        assert_eq!(
            listed(
                "name: x
middle: a
start 2: 1,1 9,1
layout:
a#.
a.
.??
"
            ),
            vec![
                (5, P::Character('#'), vec![c(2, 1)]),
                (6, P::RaggedRow { found: 2, width: 3 }, vec![]),
                // One problem for each square, each marked.
                (7, P::Character('?'), vec![c(2, 3)]),
                (7, P::Character('?'), vec![c(3, 3)]),
            ]
        );
        // A character that is no room may be what cuts a room in two: that is not said, but the
        // start squares are still checked.
        assert_eq!(
            listed(
                "name: x
middle: a
start 2: 1,1 9,1
layout:
a#a
"
            ),
            vec![
                (5, P::Character('#'), vec![c(2, 1)]),
                (3, P::StartOffBoard(c(9, 1)), vec![]),
            ]
        );
        assert_eq!(
            listed(
                "bogus
start 5: 1,1
layout:
"
            ),
            vec![
                (1, P::NotKeyValue("bogus".into()), vec![]),
                (0, P::NoName, vec![]),
                (0, P::NoLayout, vec![]),
            ]
        );
        assert_eq!(
            listed(
                "name: x
layout:
....................
"
            ),
            vec![(3, P::Size { width: 20, height: 1 }, vec![])]
        );
        // A bad start line is one problem, not also a board for no player count.
        assert_eq!(
            listed(
                "name: x
middle: a
starts: 1,1
layout:
a
"
            ),
            vec![(3, P::StartKey("starts".into()), vec![])]
        );
    }

    #[test]
    fn a_playable_layout_has_no_problems() {
        for text in [
            include_str!("boards/two-player.txt"),
            include_str!("boards/three-four-player.txt"),
            &Board::two_player().to_text(),
            "name: tiny
middle: a
start 2: 1,1 3,1
layout:
.a.
",
        ] {
            assert_eq!(Board::problems(text), vec![], "{text}");
        }
    }

    #[test]
    fn square_set_nth_and_iter_agree() {
        let set: SquareSet = [3u16, 64, 65, 200, 255, 360].into_iter().map(Square).collect();
        let listed: Vec<_> = set.iter().collect();
        assert_eq!(listed.len(), set.len());
        for (i, sq) in listed.iter().enumerate() {
            assert_eq!(set.nth(i), Some(*sq));
        }
        assert_eq!(set.nth(6), None);
    }
}
