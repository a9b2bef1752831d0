//! GLAK's boards as data: the starting board and the small boards, 5 × 5 fields each, read from text
//! (`tiles.txt` in this folder holds our design). A tile set can be replaced by another text in the
//! same format, so nothing in the rules assumes our 23 boards.
//!
//! The format: blocks of a line of board names followed by five rows, each row holding every named
//! board's five characters (`.` open, `#` excluded, `1`–`4` the starting board's corners), separated
//! by spaces. Lines starting with `# ` (a hash and a space, or a hash alone) and blank lines are
//! comments; a row may start with `#`, an excluded field. The starting
//! board is named `S`. A set other than ours may begin with a `name: ...` line, which the app shows.

use crate::core::invariant::Invariant;
use crate::core::problems::{All, First, Problems, Stop};
use std::sync::{Arc, OnceLock};
use thiserror::Error;

/// Fields along a board's side.
pub const SIDE: usize = 5;
/// Fields on a board.
pub const FIELDS: usize = SIDE * SIDE;
/// The starting board's name in a tile set.
pub const STARTING_BOARD: &str = "S";

/// One field of a board, as printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    /// An open field: stones may stand on it, territory is made of it.
    Open,
    /// An excluded field (brown on the sheet): a wall nobody may enter.
    Excluded,
    /// A coloured corner of the starting board, `1`–`4` clockwise from the top left (0–3 here).
    Corner(u8),
}

/// A board: its name and its 25 fields, row by row from the top left.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tile {
    name: String,
    cells: [Cell; FIELDS],
}

impl Tile {
    /// The board's name, e.g. `T05`.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The field in `row`, `column` (0-based) after `rotation` quarter turns clockwise.
    ///
    /// One quarter turn moves the field in row i, column j to row j, column 4 − i; so the field
    /// shown at (row, column) after one turn is the one that stood at (4 − column, row).
    #[must_use]
    pub fn cell(&self, row: usize, column: usize, rotation: u8) -> Cell {
        let (mut r, mut c) = (row, column);
        for _ in 0..rotation % 4 {
            (r, c) = (SIDE - 1 - c, r);
        }
        self.cells[r * SIDE + c]
    }

    /// The board's five rows as text after `rotation`, e.g. for the command line.
    #[must_use]
    pub fn rows(&self, rotation: u8) -> Vec<String> {
        (0..SIDE)
            .map(|r| {
                (0..SIDE)
                    .map(|c| match self.cell(r, c, rotation) {
                        Cell::Open => '.',
                        Cell::Excluded => '#',
                        Cell::Corner(k) => char::from(b'1' + k),
                    })
                    .collect()
            })
            .collect()
    }
}

/// A comment line: `#` followed by a space, or `#` alone (a board row starting with an excluded
/// field is `#` followed by another field).
fn is_comment(line: &str) -> bool {
    let line = line.trim_start();
    line == "#" || line.starts_with("# ")
}

/// What is wrong with a tile set's text, and on which line (1-based) of it.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("tile set, line {line}{}: {problem}", board.as_ref().map(|b| format!(", board {b}")).unwrap_or_default())]
pub struct TileSetError {
    /// The line of the text (0 when it concerns the whole set).
    pub line: usize,
    /// The board concerned, if one is.
    pub board: Option<String>,
    /// What is wrong.
    pub problem: TileSetProblem,
    /// The fields of the board the problem is about, to mark on a drawing of it: a misplaced
    /// corner, a starting field inside the starting board or on a small board, a character that is
    /// no field. Empty when it is about no field.
    pub fields: Vec<TileField>,
}

/// A rule of the tile-set format that a text breaks. The app says each in the language in use
/// (`ui/problems.rs`); `Display` is the command line's English.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TileSetProblem {
    /// A `name:` line that names nothing.
    #[error("the set's `name:` is empty")]
    EmptyName,
    /// Boards with fewer than five rows.
    #[error("the boards named here have {0} rows, not {SIDE}")]
    Rows(usize),
    /// A row with another number of boards than the names above it.
    #[error("{named} boards are named above, but this row has {found}")]
    RowParts {
        /// Boards named.
        named: usize,
        /// Boards in the row.
        found: usize,
    },
    /// A board's row of another length than five.
    #[error("a row has {SIDE} fields, not `{0}`")]
    RowLength(String),
    /// A character that is no field.
    #[error("`{0}` is not a field (`.` open, `#` excluded, `1`-`4` corners)")]
    Field(char),
    /// Two boards of one name.
    #[error("the name is used before, on line {0}")]
    NameTwice(usize),
    /// No starting board.
    #[error("there is no starting board (named `{STARTING_BOARD}`)")]
    NoStartingBoard,
    /// A corner of the starting board that is not its starting field.
    #[error("corner {0} (clockwise from the top left) must be `{0}`")]
    Corner(u8),
    /// A starting field away from the starting board's corners.
    #[error("only the four corners are starting fields")]
    StartingFieldInside,
    /// A starting field on a small board.
    #[error("only the starting board has starting fields")]
    StartingFieldOnSmallBoard,
    /// Nothing to lay.
    #[error("there are no small boards")]
    NoSmallBoards,
}

fn error(line: usize, board: Option<&str>, problem: TileSetProblem) -> TileSetError {
    TileSetError {
        line,
        board: board.map(str::to_string),
        problem,
        fields: Vec::new(),
    }
}

/// A field of one board as the text writes it (before any rotation): 0-based row and column, as
/// [`Tile::cell`] takes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TileField {
    /// The row, 0 at the top.
    pub row: u8,
    /// The column, 0 at the left.
    pub column: u8,
}

impl TileField {
    const fn new(row: usize, column: usize) -> TileField {
        TileField {
            row: row as u8,
            column: column as u8,
        }
    }
}

/// Checks the starting board's fields (read from `line`): its corners are the starting fields `1`–`4`
/// clockwise from the top left, and no other field is a starting field.
fn check_starting(
    line: usize,
    cells: &[Cell; FIELDS],
    found: &mut impl Problems<TileSetError>,
) -> Result<(), Stop> {
    let corners = [(0, 0), (0, SIDE - 1), (SIDE - 1, SIDE - 1), (SIDE - 1, 0)];
    for (r, c) in (0..SIDE).flat_map(|r| (0..SIDE).map(move |c| (r, c))) {
        let cell = cells[r * SIDE + c];
        let problem = match corners.iter().position(|&k| k == (r, c)) {
            Some(k) if cell != Cell::Corner(k as u8) => TileSetProblem::Corner(k as u8 + 1),
            None if matches!(cell, Cell::Corner(_)) => TileSetProblem::StartingFieldInside,
            _ => continue,
        };
        found.add(TileSetError {
            line,
            board: Some(STARTING_BOARD.to_string()),
            problem,
            fields: vec![TileField::new(r, c)],
        })?;
    }
    Ok(())
}

/// A tile set: the starting board and the small boards, in the order of the text.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TileSet {
    /// The set's name (a `name:` line), if it has one; ours has none.
    name: Option<String>,
    starting: Tile,
    boards: Vec<Tile>,
}

impl TileSet {
    /// Our design (`tiles.txt`), parsed once.
    #[must_use]
    pub fn ours() -> Arc<TileSet> {
        static OURS: OnceLock<Arc<TileSet>> = OnceLock::new();
        Arc::clone(OURS.get_or_init(|| {
            Arc::new(
                TileSet::parse(include_str!("tiles.txt"))
                    .unwrap_or_else(|e| panic!("our tile set is valid: {e}")),
            )
        }))
    }

    /// Reads a tile set and checks it: every board 5 × 5 of `.` `#` and corners, names unique, one
    /// starting board whose four corners (and only those) are `1`–`4` clockwise from the top left,
    /// and at least one small board.
    ///
    /// # Errors
    /// A [`TileSetError`] naming the line and board: the first of [`TileSet::problems`].
    pub fn parse(text: &str) -> Result<TileSet, TileSetError> {
        let mut first = First(None);
        TileSet::read(text, &mut first).map_err(|Stop| first.0.invariant("the checks stop only at a problem"))
    }

    /// Every problem of a tile set's text, for an editor that shows them all at once: empty when
    /// [`TileSet::parse`] reads it, and otherwise led by the problem `parse` refuses it with.
    ///
    /// The problems come in the order of the checks: the name, each block of boards row by row,
    /// names used twice, then the starting board, the small boards' fields and whether there are
    /// any. Each names its line and board, and the field it is about where there is one
    /// ([`TileSetError::fields`]): a wrong field is a problem on each field it stands on. A block
    /// cut short by the end of the text ends the list. A row that cannot be read leaves its board's
    /// fields unchecked (they are unknown), so a wrong character is not said again as a misplaced
    /// corner.
    ///
    /// # Examples
    /// ```
    /// use glux::glak::{TileField, TileSet, TileSetProblem};
    /// let text = "S     A\n1...2 .....\n..... ..x..\n..... .....\n..... .....\n3...4 .....\n";
    /// let problems = TileSet::problems(text);
    /// assert_eq!(problems.len(), 3);
    /// assert_eq!(problems[0].problem, TileSetProblem::Field('x'));
    /// assert_eq!(problems[0].fields, [TileField { row: 1, column: 2 }]);
    /// // The starting board's bottom corners are swapped: corner 4, then corner 3.
    /// assert_eq!(problems[1].problem, TileSetProblem::Corner(4));
    /// assert_eq!(problems[2].problem, TileSetProblem::Corner(3));
    /// assert!(TileSet::problems(&text.replace('x', ".").replace("3...4", "4...3")).is_empty());
    /// ```
    #[must_use]
    pub fn problems(text: &str) -> Vec<TileSetError> {
        let mut all = All(Vec::new());
        let _ = TileSet::read(text, &mut all);
        all.0
    }

    /// The checks of a tile set, which note each problem in `found` (stopping at the first when
    /// only that one is wanted), and the set when there is none.
    // Long: the checks of a tile set in the order the format is read, each problem noted where it
    // is found; split, the checks would hand the half-read set between them.
    fn read(text: &str, found: &mut impl Problems<TileSetError>) -> Result<TileSet, Stop> {
        use TileSetProblem as P;
        let mut lines: Vec<(usize, &str)> = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim_end()))
            .filter(|(_, l)| !l.trim().is_empty() && !is_comment(l))
            .collect();
        let mut name = None;
        if let Some(&(line, first)) = lines.first()
            && let Some(value) = first.trim_start().strip_prefix("name:")
        {
            let value = value.trim();
            if value.is_empty() {
                found.add(error(line, None, P::EmptyName))?;
            } else {
                name = Some(value.to_string());
            }
            lines.remove(0);
        }
        // Each board read: its name's line, its name, and its fields if every row of it was read.
        let mut tiles: Vec<(usize, &str, Option<[Cell; FIELDS]>)> = Vec::new();
        let mut at = 0;
        while at < lines.len() {
            let (name_line, names) = lines[at];
            let names: Vec<&str> = names.split_whitespace().collect();
            let mut cells = vec![Some(Vec::with_capacity(FIELDS)); names.len()];
            for row in 0..SIDE {
                let Some(&(line, text)) = lines.get(at + 1 + row) else {
                    return Err(found.last(error(name_line, names.first().copied(), P::Rows(row))));
                };
                let parts: Vec<&str> = text.split_whitespace().collect();
                if parts.len() != names.len() {
                    found.add(error(
                        line,
                        None,
                        P::RowParts {
                            named: names.len(),
                            found: parts.len(),
                        },
                    ))?;
                    // Which part is whose board is not known.
                    cells.fill(None);
                    continue;
                }
                for (i, part) in parts.iter().enumerate() {
                    if part.chars().count() != SIDE {
                        found.add(error(line, Some(names[i]), P::RowLength((*part).to_string())))?;
                        cells[i] = None;
                    }
                    for (column, ch) in part.chars().enumerate() {
                        let cell = match ch {
                            '.' => Cell::Open,
                            '#' => Cell::Excluded,
                            '1'..='4' => Cell::Corner(ch as u8 - b'1'),
                            other => {
                                cells[i] = None;
                                found.add(TileSetError {
                                    line,
                                    board: Some(names[i].to_string()),
                                    problem: P::Field(other),
                                    fields: (column < SIDE)
                                        .then(|| TileField::new(row, column))
                                        .into_iter()
                                        .collect(),
                                })?;
                                continue;
                            }
                        };
                        if let Some(cells) = &mut cells[i] {
                            cells.push(cell);
                        }
                    }
                }
            }
            for (name, cells) in names.iter().zip(cells) {
                if let Some(&(first, ..)) = tiles.iter().find(|&&(_, n, _)| n == *name) {
                    found.add(error(name_line, Some(name), P::NameTwice(first)))?;
                    continue;
                }
                let cells = cells
                    .map(|c| <[Cell; FIELDS]>::try_from(c).invariant("five rows of five fields were read"));
                tiles.push((name_line, name, cells));
            }
            at += 1 + SIDE;
        }
        let starting = tiles.iter().position(|&(_, n, _)| n == STARTING_BOARD);
        match starting {
            None => found.add(error(0, None, P::NoStartingBoard))?,
            Some(index) => {
                if let (line, _, Some(cells)) = tiles[index] {
                    check_starting(line, &cells, found)?;
                }
            }
        }
        for (i, (_, name, cells)) in tiles.iter().enumerate() {
            // The small boards whose fields were read.
            let Some(cells) = cells.as_ref().filter(|_| Some(i) != starting) else {
                continue;
            };
            for (f, _) in cells
                .iter()
                .enumerate()
                .filter(|(_, c)| matches!(c, Cell::Corner(_)))
            {
                found.add(TileSetError {
                    line: 0,
                    board: Some((*name).to_string()),
                    problem: P::StartingFieldOnSmallBoard,
                    fields: vec![TileField::new(f / SIDE, f % SIDE)],
                })?;
            }
        }
        if tiles.len() == usize::from(starting.is_some()) {
            found.add(error(0, None, P::NoSmallBoards))?;
        }
        found.done()?;

        // Every board's fields were read and there is a starting board, or there was a problem.
        let mut boards = Vec::with_capacity(tiles.len());
        for (_, name, cells) in tiles {
            let Some(cells) = cells else { return Err(Stop) };
            boards.push(Tile {
                name: name.to_string(),
                cells,
            });
        }
        let Some(starting) = starting else {
            return Err(Stop);
        };
        let starting = boards.remove(starting);
        Ok(TileSet {
            name,
            starting,
            boards,
        })
    }

    /// The set as text in the format [`TileSet::parse`] reads, without comments, eight boards to a
    /// block: what records, positions and share links carry for a set that is not ours.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut text = self
            .name
            .as_ref()
            .map(|n| format!("name: {n}\n"))
            .unwrap_or_default();
        let all: Vec<&Tile> = std::iter::once(&self.starting).chain(&self.boards).collect();
        for block in all.chunks(8) {
            let width = block
                .iter()
                .map(|t| t.name.chars().count())
                .max()
                .unwrap_or(0)
                .max(SIDE)
                + 2;
            let line = |cells: Vec<String>| cells.join("").trim_end().to_string() + "\n";
            text.push_str(&line(
                block.iter().map(|t| format!("{:width$}", t.name)).collect(),
            ));
            for row in 0..SIDE {
                text.push_str(&line(
                    block
                        .iter()
                        .map(|t| format!("{:width$}", t.rows(0)[row]))
                        .collect(),
                ));
            }
        }
        text
    }

    /// The set's name (a `name:` line), if it has one.
    #[must_use]
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// Whether this is our design (`tiles.txt`), which records and links leave unnamed.
    #[must_use]
    pub fn is_ours(&self) -> bool {
        *self == *TileSet::ours()
    }

    /// Our set for `None`, or the set a record's, position's or link's `tiles` text holds.
    ///
    /// # Errors
    /// The text's [`TileSetError`].
    pub fn ours_or_text(text: Option<&str>) -> Result<Arc<TileSet>, TileSetError> {
        match text {
            None => Ok(TileSet::ours()),
            Some(text) => TileSet::parse(text).map(Arc::new),
        }
    }

    /// The starting board.
    #[must_use]
    pub fn starting(&self) -> &Tile {
        &self.starting
    }

    /// The small boards, in the order of the text.
    #[must_use]
    pub fn boards(&self) -> &[Tile] {
        &self.boards
    }

    /// The index of the small board with this name.
    #[must_use]
    pub fn index_of(&self, name: &str) -> Option<usize> {
        self.boards.iter().position(|t| t.name == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn our_set_has_a_starting_board_and_23_boards_with_106_excluded_fields() {
        let set = TileSet::ours();
        assert_eq!(set.boards().len(), 23);
        let excluded: usize = set
            .boards()
            .iter()
            .map(|t| t.cells.iter().filter(|&&c| c == Cell::Excluded).count())
            .sum();
        assert_eq!(excluded, 106);
        assert_eq!(set.starting().rows(0)[0], "1...2");
        assert_eq!(set.starting().rows(0)[4], "4...3");
    }

    #[test]
    fn no_two_boards_are_the_same_under_rotation() {
        let set = TileSet::ours();
        for (i, a) in set.boards().iter().enumerate() {
            for b in &set.boards()[i + 1..] {
                for r in 0..4 {
                    assert_ne!(
                        a.rows(0),
                        b.rows(r),
                        "{} and {} (rotated {r})",
                        a.name(),
                        b.name()
                    );
                }
            }
        }
    }

    #[test]
    fn a_quarter_turn_moves_row_i_column_j_to_row_j_column_4_minus_i() {
        let set = TileSet::ours();
        let t01 = &set.boards()[0];
        // T01: row 1 is `.####`.
        assert_eq!(t01.rows(0)[1], ".####");
        let turned = t01.rows(1);
        // Row 1, columns 1-4 go to column 3, rows 1-4.
        for (row, line) in turned.iter().enumerate() {
            let expected = if (1..=4).contains(&row) { '#' } else { '.' };
            assert_eq!(line.chars().nth(3), Some(expected), "{turned:?}");
        }
        assert_eq!(t01.rows(4), t01.rows(0));
        assert_eq!(
            set.starting().rows(1),
            ["4...1", ".....", ".....", ".....", "3...2"]
        );
    }

    #[test]
    fn a_row_may_start_with_an_excluded_field_and_comments_start_with_a_hash_and_a_space() {
        let set = TileSet::parse(
            "# a comment\n#\nA     S\n#.... 1...2\n##### .....\n..... .....\n..... .....\n....# 4...3\n",
        )
        .unwrap();
        assert_eq!(set.boards()[0].rows(0)[0], "#....");
        assert_eq!(set.boards()[0].rows(0)[1], "#####");
    }

    #[test]
    fn a_set_of_our_own_has_a_name_and_its_text_reads_back() {
        let text = "# mine\nname: Kitchen table\nS     A\n1...2 .##..\n..... .....\n..... .....\n..... .....\n4...3 ....#\n";
        let set = TileSet::parse(text).unwrap();
        assert_eq!(set.name(), Some("Kitchen table"));
        assert!(!set.is_ours());
        assert_eq!(
            set.to_text(),
            "name: Kitchen table\nS      A\n1...2  .##..\n.....  .....\n.....  .....\n.....  .....\n4...3  ....#\n"
        );
        assert_eq!(TileSet::parse(&set.to_text()).unwrap(), set);
        assert_eq!(TileSet::ours().name(), None);
        assert_eq!(*TileSet::ours_or_text(None).unwrap(), *TileSet::ours());
    }

    /// A problem as (line, board, problem, fields as (row, column)).
    type Listed = (usize, Option<String>, TileSetProblem, Vec<(u8, u8)>);

    /// Each problem as [`Listed`], to compare whole lists.
    fn listed(text: &str) -> Vec<Listed> {
        TileSet::problems(text)
            .into_iter()
            .map(|e| {
                (
                    e.line,
                    e.board,
                    e.problem,
                    e.fields.iter().map(|f| (f.row, f.column)).collect(),
                )
            })
            .collect()
    }

    #[test]
    fn every_problem_of_a_set_is_listed_with_its_fields_in_the_order_of_the_checks() {
        use TileSetProblem as P;
        let text = "name:\n\
                    S     A     A     B\n\
                    1...2 ..x.. ..... .2...\n\
                    ..... ..... ..... .....\n\
                    .1... ..... ..... .....\n\
                    ..... .... ..... .....\n\
                    3...4 ..... ..... .....\n";
        let on = |b: &str| Some(b.to_string());
        assert_eq!(
            listed(text),
            vec![
                (1, None, P::EmptyName, vec![]),
                (3, on("A"), P::Field('x'), vec![(0, 2)]),
                (6, on("A"), P::RowLength("....".into()), vec![]),
                (2, on("A"), P::NameTwice(2), vec![]),
                (2, on("S"), P::StartingFieldInside, vec![(2, 1)]),
                (2, on("S"), P::Corner(4), vec![(4, 0)]),
                (2, on("S"), P::Corner(3), vec![(4, 4)]),
                // A's fields were not all read, so only B is checked for starting fields.
                (0, on("B"), P::StartingFieldOnSmallBoard, vec![(0, 1)]),
            ]
        );
        assert_eq!(TileSet::parse(text).unwrap_err(), TileSet::problems(text)[0]);
    }

    #[test]
    fn a_set_cut_short_ends_the_list_and_a_row_that_cannot_be_read_hides_its_boards() {
        use TileSetProblem as P;
        assert_eq!(
            listed(
                "name:
S
1...2
.....
"
            ),
            vec![
                (1, None, P::EmptyName, vec![]),
                (2, Some("S".into()), P::Rows(2), vec![])
            ]
        );
        // Which part of the short row is whose is unknown: neither board's fields are checked,
        // but the names are (there is a starting board, and a small one).
        assert_eq!(
            listed(
                "S     A
1...2 .....
.....
..... .....
..... .....
4...3 ..2..
"
            ),
            vec![(3, None, P::RowParts { named: 2, found: 1 }, vec![])]
        );
        assert_eq!(
            listed(
                "X
..... 
..... 
..... 
..... 
.....
"
            ),
            vec![(0, None, P::NoStartingBoard, vec![])]
        );
        assert_eq!(listed(&TileSet::ours().to_text()), vec![]);
        assert_eq!(listed(include_str!("tiles.txt")), vec![]);
    }

    #[test]
    fn a_malformed_set_names_the_board_and_line() {
        let good = "S     A\n1...2 .....\n..... .....\n..... .....\n..... .....\n4...3 .....\n";
        assert!(TileSet::parse(good).is_ok());
        let cases = [
            (
                good.replace("..... .....\n4", "..x.. .....\n4"),
                "line 5, board S: `x` is not a field",
            ),
            (
                good.replace(" .....\n4", " ....\n4"),
                "line 5, board A: a row has 5 fields, not `....`",
            ),
            (
                good.replace("4...3", "3...4"),
                "line 1, board S: corner 4 (clockwise from the top left) must be `4`",
            ),
            (
                good.replace("S     A", "S     S"),
                "line 1, board S: the name is used before, on line 1",
            ),
            (good.replace("S     A", "X     A"), "there is no starting board"),
            (
                good.replace("S     A", "S     A B"),
                "line 2: 3 boards are named above, but this row has 2",
            ),
            (
                good.lines().take(4).collect::<Vec<_>>().join("\n"),
                "line 1, board S: the boards named here have 3 rows",
            ),
            (
                good.replace("1...2 .....", "1...2 ..2.."),
                "board A: only the starting board has starting fields",
            ),
            (
                "S\n1...2\n.....\n.....\n.....\n4...3\n".to_string(),
                "there are no small boards",
            ),
            (format!("name:\n{good}"), "line 1: the set's `name:` is empty"),
            (
                good.replace("..... .....\n4", ".1... .....\n4"),
                "line 1, board S: only the four corners are starting fields",
            ),
        ];
        for (text, expected) in cases {
            let message = TileSet::parse(&text).unwrap_err().to_string();
            assert!(
                message.contains(expected),
                "{message:?} should contain {expected:?}"
            );
        }
    }
}
