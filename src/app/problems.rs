//! Bad input in words, in the language in use: why a file, a share link or a saved game cannot be
//! opened, naming the rule and the move as the engine's errors do.

use crate::app::games::{GameProblem, LinkProblem};
use crate::app::glak::saved::GlakProblem;
use crate::app::glux::refusal::rule_text;
use crate::app::glux::saved::LinkProblem as GluxLinkProblem;
use crate::core::link::{FrameError, LINK_VERSION, LinkPart};
use crate::glak::RecordError as GlakRecordError;
use crate::glak::SetupError as GlakSetupError;
use crate::glak::link::LinkError as GlakLinkError;
use crate::glak::{TileSetError, TileSetProblem};
use crate::glux::board::MAX_SIDE;
use crate::glux::link::LinkError;
use crate::glux::record::{MAX_ACTIONS, RECORD_VERSION};
use crate::glux::{
    BoardError, BoardProblem, PlayError, RecordError, RecordedAction, ReplayError, SetupError,
};
use crate::i18n::Texts;

/// An action as the record names it, e.g. "place a 5 on E5".
fn action_text(t: Texts, action: RecordedAction) -> String {
    match action {
        RecordedAction::StartFace { pips } => t.fill("action.start-face", &[("pips", &pips)]),
        RecordedAction::StartOption { pips } => t.fill("action.start-option", &[("pips", &pips)]),
        RecordedAction::Place { to, pips } => {
            t.fill("action.place", &[("pips", &pips), ("square", &to.label())])
        }
    }
}

/// A move of a record or a link that breaks a rule.
fn illegal(t: Texts, number: usize, who: &str, action: RecordedAction, error: PlayError) -> String {
    t.fill(
        "problem.illegal",
        &[
            ("number", &number),
            ("who", &who),
            ("tried", &action_text(t, action)),
            ("rule", &rule_text(t, error)),
        ],
    )
}

/// What is wrong with a board file's text, and on which line.
#[must_use]
pub fn board_problem(t: Texts, error: &BoardError) -> String {
    let problem = board_rule(t, &error.problem);
    if error.line == 0 {
        t.fill("board.whole", &[("problem", &problem)])
    } else {
        t.fill("board.line", &[("line", &error.line), ("problem", &problem)])
    }
}

/// The rule of the board format a board breaks, in words.
#[must_use]
pub fn board_rule(t: Texts, problem: &BoardProblem) -> String {
    use BoardProblem as P;
    // One key and its values per rule: a single `fill` below, which keeps the app's module small.
    let (key, values): (&'static str, [String; 3]) = match problem {
        P::NotKeyValue(text) => (
            "board.not-key-value",
            [text.clone(), String::new(), String::new()],
        ),
        P::UnknownKey(key) => ("board.unknown-key", [key.clone(), String::new(), String::new()]),
        P::StartKey(key) => ("board.start-key", [key.clone(), String::new(), String::new()]),
        P::NoName => ("board.no-name", Default::default()),
        P::NoLayout => ("board.no-layout", Default::default()),
        P::Size { width, height } => (
            "board.size",
            [MAX_SIDE.to_string(), width.to_string(), height.to_string()],
        ),
        P::RaggedRow { found, width } => (
            "board.ragged",
            [found.to_string(), width.to_string(), String::new()],
        ),
        P::Character(c) => ("board.character", [c.to_string(), String::new(), String::new()]),
        P::RoomInPieces { room, at } => (
            "board.room-in-pieces",
            [room.to_string(), at.label(), String::new()],
        ),
        P::NoMiddle => ("board.no-middle", Default::default()),
        P::MiddleNotARoom(room) => (
            "board.middle-not-room",
            [room.clone(), String::new(), String::new()],
        ),
        P::PlayerCount(n) => (
            "board.player-count",
            [n.to_string(), String::new(), String::new()],
        ),
        P::StartNotCoord(text) => (
            "board.start-not-coord",
            [text.clone(), String::new(), String::new()],
        ),
        P::StartOffBoard(at) => (
            "board.start-off-board",
            [at.label(), String::new(), String::new()],
        ),
        P::StartTwice(at) => ("board.start-twice", [at.label(), String::new(), String::new()]),
        P::StartCount { players, found } => (
            "board.start-count",
            [players.to_string(), found.to_string(), String::new()],
        ),
        P::StartLineTwice(players) => (
            "board.start-line-twice",
            [players.to_string(), String::new(), String::new()],
        ),
        P::NoStarts => ("board.no-starts", Default::default()),
        P::ThreeFourHalf(players) => (
            "board.three-four-half",
            [players.to_string(), String::new(), String::new()],
        ),
    };
    let [a, b, c] = &values;
    t.fill(key, &[("a", a), ("b", b), ("c", c)])
}

/// What is wrong with a game's setup.
fn setup_problem(t: Texts, error: &SetupError) -> String {
    let problem = match error {
        SetupError::PlayerCount(n) => t.fill("setup.players", &[("n", n)]),
        SetupError::UnknownBoard(name) => t.fill("setup.board", &[("board", name)]),
        SetupError::Layout(e) => board_problem(t, e),
        SetupError::BoardNotForPlayers { board, players } => {
            t.fill("setup.board-players", &[("board", board), ("players", players)])
        }
        SetupError::StartCount { players, found } => {
            t.fill("setup.starts", &[("players", players), ("found", found)])
        }
        SetupError::OffBoard(at) | SetupError::SquareTwice(at) => {
            t.fill("setup.off-board", &[("square", &at.label())])
        }
        SetupError::StartTwice(at) => t.fill("setup.start-twice", &[("square", &at.label())]),
        // Only position files (the command-line tool) have chips and flags; no game record does.
        SetupError::FlagCount { .. }
        | SetupError::NoSuchSeat { .. }
        | SetupError::StackHeight { .. }
        | SetupError::OnOthersStartMarker { .. }
        | SetupError::TooManyOfPair { .. } => t.get("setup.other").to_string(),
    };
    t.fill("problem.setup", &[("problem", &problem)])
}

/// Why a game record (a file or a saved game) cannot be opened.
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
            t.fill("problem.malformed", &[("detail", &detail)])
        }
        RecordError::SeatCount { seats, players } => {
            let detail = t.fill("problem.seat-count", &[("seats", seats), ("players", players)]);
            t.fill("problem.malformed", &[("detail", &detail)])
        }
        RecordError::TooLarge(n) => t.fill("problem.too-large", &[("n", n)]),
        RecordError::Version { found } => t.fill(
            "problem.version",
            &[("found", found), ("supported", &RECORD_VERSION)],
        ),
        RecordError::OtherGame(name) => other_game(t, name),
        RecordError::Replay(e) => replay_problem(t, e),
    }
}

/// A file or link of another game (by its name in files, or its number in links).
fn other_game(t: Texts, name: &str) -> String {
    t.fill("problem.other-game", &[("game", &name)])
}

/// Why the game in a record or a link cannot be replayed.
fn replay_problem(t: Texts, error: &ReplayError) -> String {
    match error {
        ReplayError::Setup(e) => setup_problem(t, e),
        ReplayError::TooManyActions(n) => t.fill("problem.too-many", &[("n", n), ("max", &MAX_ACTIONS)]),
        ReplayError::Illegal {
            number,
            who,
            action,
            error,
            ..
        } => illegal(t, *number, who, *action, *error),
        ReplayError::OffBoard { number, at } => t.fill(
            "problem.off-board",
            &[("number", number), ("square", &at.label())],
        ),
        ReplayError::AfterEnd { number } => t.fill("problem.after-end", &[("number", number)]),
    }
}

/// Why a share link cannot be opened.
#[must_use]
pub fn link_problem(t: Texts, error: &LinkError) -> String {
    match error {
        LinkError::Frame(e) => frame_problem(t, e),
        LinkError::Replay(e) => replay_problem(t, e),
    }
}

/// Why a link's bytes cannot be read.
fn frame_problem(t: Texts, error: &FrameError) -> String {
    match error {
        FrameError::Empty => t.get("link.empty").to_string(),
        FrameError::TooLong(n) => t.fill("link.too-long", &[("n", n)]),
        FrameError::BadCharacter(c) => t.fill("link.bad-character", &[("c", c)]),
        FrameError::BadLength => t.get("link.bad-length").to_string(),
        FrameError::Version(found) => {
            t.fill("link.version", &[("found", found), ("supported", &LINK_VERSION)])
        }
        FrameError::OtherGame(_) => t.get("link.other-game").to_string(),
        FrameError::CutShort(part) => {
            let part = t.get(match part {
                LinkPart::Version => "link.part.version",
                LinkPart::Game => "link.part.game",
                LinkPart::Players => "link.part.players",
                LinkPart::Options => "link.part.options",
                LinkPart::Seed => "link.part.seed",
                LinkPart::Setup => "link.part.setup",
                LinkPart::Name => "link.part.name",
                LinkPart::MoveCount => "link.part.moves",
                LinkPart::Move => "link.part.move",
            });
            t.fill("link.cut-short", &[("part", &part)])
        }
        FrameError::Flags(_) | FrameError::Number | FrameError::Trailing(_) => {
            t.get("link.damaged").to_string()
        }
        FrameError::Name(seat) => t.fill("link.name", &[("seat", seat)]),
    }
}

impl GameProblem {
    /// The problem in words.
    #[must_use]
    pub fn text(&self, t: Texts) -> String {
        match self {
            GameProblem::Glux(e) => record_problem(t, e),
            GameProblem::Glak(GlakProblem::Record(e)) => glak_record_problem(t, e),
            GameProblem::Glak(GlakProblem::SeatCount { seats, players }) => {
                let detail = t.fill("problem.seat-count", &[("seats", seats), ("players", players)]);
                t.fill("glak-problem.malformed", &[("detail", &detail)])
            }
        }
    }
}

impl LinkProblem {
    /// The problem in words.
    #[must_use]
    pub fn text(&self, t: Texts) -> String {
        match self {
            LinkProblem::Glux(GluxLinkProblem::Link(e)) => link_problem(t, e),
            LinkProblem::Glux(GluxLinkProblem::Record(e)) => record_problem(t, e),
            LinkProblem::Glak(e) => glak_link_problem(t, e),
        }
    }
}

/// What is wrong with a GLAK game's setup.
fn glak_setup_problem(t: Texts, error: &GlakSetupError) -> String {
    let problem = match error {
        GlakSetupError::PlayerCount(n) => t.fill("glak-setup.players", &[("n", n)]),
        GlakSetupError::TooFewBoards {
            players,
            needed,
            found,
        } => t.fill(
            "glak-setup.too-few",
            &[("players", players), ("needed", needed), ("found", found)],
        ),
        GlakSetupError::UnknownBoard(name) => t.fill("glak-setup.board", &[("board", name)]),
        GlakSetupError::DealSize { seat, found, needed } => t.fill(
            "glak-setup.deal",
            &[("seat", &(seat + 1)), ("found", found), ("needed", needed)],
        ),
        GlakSetupError::NoSuchSeat(seat) => t.fill("glak-setup.seat", &[("seat", &(seat + 1))]),
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
pub fn glak_record_problem(t: Texts, error: &GlakRecordError) -> String {
    match error {
        GlakRecordError::Malformed(m) => {
            let key = if m.not_json {
                "problem.not-json"
            } else {
                "problem.not-record"
            };
            let detail = t.fill(key, &[("line", &m.line), ("column", &m.column)]);
            t.fill("glak-problem.malformed", &[("detail", &detail)])
        }
        GlakRecordError::OtherGame(name) => t.fill("glak-problem.other-game", &[("game", &name)]),
        GlakRecordError::TooLarge(n) => t.fill("problem.too-large", &[("n", n)]),
        GlakRecordError::Version { found } => t.fill(
            "problem.version",
            &[
                ("found", found),
                ("supported", &crate::glak::record::RECORD_VERSION),
            ],
        ),
        GlakRecordError::Setup(e) => glak_setup_problem(t, e),
        GlakRecordError::Tiles(e) => tile_set_problem(t, e),
        GlakRecordError::WrongSeat {
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
        GlakRecordError::UnknownBoard { turn, action, board } => t.fill(
            "glak-problem.unknown-board",
            &[("turn", turn), ("action", action), ("board", board)],
        ),
        GlakRecordError::Illegal { turn, action, error } => t.fill(
            "glak-problem.illegal",
            &[
                ("turn", turn),
                ("action", action),
                ("rule", &crate::app::glak::refusal::refusal(t, *error)),
            ],
        ),
    }
}

/// Why a GLAK share link cannot be opened.
#[must_use]
pub fn glak_link_problem(t: Texts, error: &GlakLinkError) -> String {
    match error {
        GlakLinkError::Frame(e) => frame_problem(t, e),
        GlakLinkError::Setup(e) => glak_setup_problem(t, e),
        GlakLinkError::Move(n) => t.fill("glak-problem.link-move", &[("n", n)]),
        GlakLinkError::Record(e) => glak_record_problem(t, e),
    }
}
