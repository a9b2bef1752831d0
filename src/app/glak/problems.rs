//! Bad GLAK input in words, in the language in use: why a tile set, a record, a saved game or a
//! share link cannot be opened, naming the rule and the action as the engine's errors do.

use super::refusal::refusal;
use crate::app::games::GameProblem;
use crate::app::problems::frame_problem;
use crate::glak::link::LinkError;
use crate::glak::{RecordError, SetupError, TileSetError, TileSetProblem};
use crate::i18n::Texts;

/// What is wrong with a GLAK game's setup.
fn setup_problem(t: Texts, error: &SetupError) -> String {
    let problem = match error {
        SetupError::PlayerCount(n) => t.fill("glak-setup.players", &[("n", n)]),
        SetupError::TooFewBoards {
            players,
            needed,
            found,
        } => t.fill(
            "glak-setup.too-few",
            &[("players", players), ("needed", needed), ("found", found)],
        ),
        SetupError::UnknownBoard(name) => t.fill("glak-setup.board", &[("board", name)]),
        SetupError::DealSize { seat, found, needed } => t.fill(
            "glak-setup.deal",
            &[("seat", &(seat + 1)), ("found", found), ("needed", needed)],
        ),
        SetupError::NoSuchSeat(seat) => t.fill("glak-setup.seat", &[("seat", &(seat + 1))]),
    };
    t.fill("problem.setup", &[("problem", &problem)])
}

/// What is wrong with a tile set's text, on which line and board.
#[must_use]
pub fn tile_set_problem(t: Texts, error: &TileSetError) -> String {
    let problem = tile_set_rule(t, &error.problem);
    let line = error.line.to_string();
    let board = error.board.clone().unwrap_or_default();
    let key = match (error.line, &error.board) {
        (0, None) => "tiles.whole",
        (0, Some(_)) => "tiles.board",
        (_, None) => "tiles.line",
        (_, Some(_)) => "tiles.line-board",
    };
    t.fill(key, &[("line", &line), ("board", &board), ("problem", &problem)])
}

/// The rule of the tile-set format a set breaks, in words.
#[must_use]
pub fn tile_set_rule(t: Texts, problem: &TileSetProblem) -> String {
    use TileSetProblem as P;
    let (key, values): (&'static str, [String; 2]) = match problem {
        P::EmptyName => ("tiles.empty-name", Default::default()),
        P::Rows(rows) => ("tiles.rows", [rows.to_string(), String::new()]),
        P::RowParts { named, found } => ("tiles.row-parts", [named.to_string(), found.to_string()]),
        P::RowLength(row) => ("tiles.row-length", [row.clone(), String::new()]),
        P::Field(c) => ("tiles.field", [c.to_string(), String::new()]),
        P::NameTwice(first) => ("tiles.name-twice", [first.to_string(), String::new()]),
        P::NoStartingBoard => ("tiles.no-starting", Default::default()),
        P::Corner(n) => ("tiles.corner", [n.to_string(), String::new()]),
        P::StartingFieldInside => ("tiles.starting-inside", Default::default()),
        P::StartingFieldOnSmallBoard => ("tiles.starting-small", Default::default()),
        P::NoSmallBoards => ("tiles.no-small", Default::default()),
    };
    let [a, b] = &values;
    t.fill(key, &[("a", a), ("b", b)])
}

/// Why a GLAK record cannot be opened.
#[must_use]
pub fn record_problem(t: Texts, error: &RecordError) -> String {
    match error {
        RecordError::Malformed(m) => {
            let key = if m.not_json {
                "problem.not-json"
            } else {
                "problem.not-record"
            };
            let detail = t.fill(key, &[("line", &m.line), ("column", &m.column)]);
            t.fill("glak-problem.malformed", &[("detail", &detail)])
        }
        RecordError::OtherGame(name) => t.fill("glak-problem.other-game", &[("game", &name)]),
        RecordError::TooLarge(n) => t.fill("problem.too-large", &[("n", n)]),
        RecordError::Version { found } => t.fill(
            "problem.version",
            &[
                ("found", found),
                ("supported", &crate::glak::record::RECORD_VERSION),
            ],
        ),
        RecordError::Setup(e) => setup_problem(t, e),
        RecordError::Tiles(e) => tile_set_problem(t, e),
        RecordError::WrongSeat {
            turn,
            expected,
            found,
        } => t.fill(
            "glak-problem.wrong-seat",
            &[
                ("turn", turn),
                ("expected", &(expected + 1)),
                ("found", &(found + 1)),
            ],
        ),
        RecordError::UnknownBoard { turn, action, board } => t.fill(
            "glak-problem.unknown-board",
            &[("turn", turn), ("action", action), ("board", board)],
        ),
        RecordError::Illegal { turn, action, error } => t.fill(
            "glak-problem.illegal",
            &[("turn", turn), ("action", action), ("rule", &refusal(t, *error))],
        ),
    }
}

/// Why a GLAK share link cannot be opened.
#[must_use]
pub fn link_problem(t: Texts, error: &LinkError) -> String {
    match error {
        LinkError::Frame(e) => frame_problem(t, e),
        LinkError::Setup(e) => setup_problem(t, e),
        LinkError::Move(n) => t.fill("glak-problem.link-move", &[("n", n)]),
        LinkError::Record(e) => record_problem(t, e),
    }
}

/// Why a saved game, a file or a share link of GLAK cannot be opened, in words.
#[must_use]
pub fn problem_text(problem: &GameProblem, t: Texts) -> String {
    if let Some(e) = problem.of::<LinkError>() {
        return link_problem(t, e);
    }
    match problem.of::<super::saved::GlakProblem>() {
        Some(super::saved::GlakProblem::Record(e)) => record_problem(t, e),
        Some(super::saved::GlakProblem::SeatCount { seats, players }) => {
            let detail = t.fill("problem.seat-count", &[("seats", seats), ("players", players)]);
            t.fill("glak-problem.malformed", &[("detail", &detail)])
        }
        None => String::new(),
    }
}
