//! Bad input in words, in the language in use: why a file, a share link or a saved game cannot be
//! opened, naming the rule and the move as the engine's errors do.

use super::glux::refusal::rule_text;
use crate::core::link::{FrameError, LINK_VERSION, LinkPart};
use crate::glak::RecordError as GlakRecordError;
use crate::glak::SetupError as GlakSetupError;
use crate::glak::link::LinkError as GlakLinkError;
use crate::glux::link::LinkError;
use crate::glux::record::{MAX_ACTIONS, RECORD_VERSION};
use crate::glux::{PlayError, RecordError, RecordedAction, ReplayError, SetupError};
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

/// What is wrong with a game's setup.
fn setup_problem(t: Texts, error: &SetupError) -> String {
    let problem = match error {
        SetupError::PlayerCount(n) => t.fill("setup.players", &[("n", n)]),
        SetupError::UnknownBoard(name) => t.fill("setup.board", &[("board", name)]),
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
