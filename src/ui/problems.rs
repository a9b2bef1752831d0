//! Bad input in words, in the language in use: why a file, a share link or a saved game cannot be
//! opened, naming the rule and the move as the engine's errors do.

use super::glux::refusal::rule_text;
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
use crate::ui::saved_game::GlakProblem;

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
    use BoardProblem as P;
    let problem = match &error.problem {
        P::NotKeyValue(text) => t.fill("board.not-key-value", &[("text", text)]),
        P::UnknownKey(key) => t.fill("board.unknown-key", &[("key", key)]),
        P::StartKey(key) => t.fill("board.start-key", &[("key", key)]),
        P::NoName => t.get("board.no-name").to_string(),
        P::NoLayout => t.get("board.no-layout").to_string(),
        P::Size { width, height } => t.fill(
            "board.size",
            &[("max", &MAX_SIDE), ("width", width), ("height", height)],
        ),
        P::RaggedRow { found, width } => t.fill("board.ragged", &[("found", found), ("width", width)]),
        P::Character(c) => t.fill("board.character", &[("c", c)]),
        P::RoomInPieces { room, at } => {
            t.fill("board.room-in-pieces", &[("room", room), ("square", &at.label())])
        }
        P::NoMiddle => t.get("board.no-middle").to_string(),
        P::MiddleNotARoom(room) => t.fill("board.middle-not-room", &[("room", room)]),
        P::PlayerCount(n) => t.fill("board.player-count", &[("n", n)]),
        P::StartNotCoord(text) => t.fill("board.start-not-coord", &[("text", text)]),
        P::StartOffBoard(at) => t.fill("board.start-off-board", &[("square", &at.label())]),
        P::StartTwice(at) => t.fill("board.start-twice", &[("square", &at.label())]),
        P::StartCount { players, found } => {
            t.fill("board.start-count", &[("players", players), ("found", found)])
        }
        P::StartLineTwice(players) => t.fill("board.start-line-twice", &[("players", players)]),
        P::NoStarts => t.get("board.no-starts").to_string(),
        P::ThreeFourHalf(players) => t.fill("board.three-four-half", &[("players", players)]),
    };
    if error.line == 0 {
        t.fill("board.whole", &[("problem", &problem)])
    } else {
        t.fill("board.line", &[("line", &error.line), ("problem", &problem)])
    }
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

/// Why a file or a saved game of either game cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameProblem {
    /// A Glüx record (or a text naming no game, which Glüx reads as its own).
    Glux(RecordError),
    /// A GLAK record.
    Glak(GlakProblem),
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
    use TileSetProblem as P;
    let problem = match &error.problem {
        P::EmptyName => t.get("tiles.empty-name").to_string(),
        P::Rows(rows) => t.fill("tiles.rows", &[("rows", rows)]),
        P::RowParts { named, found } => t.fill("tiles.row-parts", &[("named", named), ("found", found)]),
        P::RowLength(row) => t.fill("tiles.row-length", &[("row", row)]),
        P::Field(c) => t.fill("tiles.field", &[("c", c)]),
        P::NameTwice(first) => t.fill("tiles.name-twice", &[("first", first)]),
        P::NoStartingBoard => t.get("tiles.no-starting").to_string(),
        P::Corner(n) => t.fill("tiles.corner", &[("n", n)]),
        P::StartingFieldInside => t.get("tiles.starting-inside").to_string(),
        P::StartingFieldOnSmallBoard => t.get("tiles.starting-small").to_string(),
        P::NoSmallBoards => t.get("tiles.no-small").to_string(),
    };
    let problem = &problem;
    match (error.line, &error.board) {
        (0, None) => t.fill("tiles.whole", &[("problem", problem)]),
        (0, Some(board)) => t.fill("tiles.board", &[("board", board), ("problem", problem)]),
        (line, None) => t.fill("tiles.line", &[("line", &line), ("problem", problem)]),
        (line, Some(board)) => t.fill(
            "tiles.line-board",
            &[("line", &line), ("board", board), ("problem", problem)],
        ),
    }
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
                ("rule", &crate::ui::glak::turn_panel::refusal(t, *error)),
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
