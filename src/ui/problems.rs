//! Bad input in words, in the language in use: why a file, a share link or a saved game cannot be
//! opened, naming the rule and the move as the engine's errors do.

use super::state::rule_text;
use crate::glux::link::{LINK_VERSION, LinkError};
use crate::glux::record::{MAX_ACTIONS, RECORD_VERSION};
use crate::glux::{PlayError, RecordError, RecordedAction, SetupError};
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
        RecordError::Setup(e) => setup_problem(t, e),
        RecordError::TooManyActions(n) => t.fill("problem.too-many", &[("n", n), ("max", &MAX_ACTIONS)]),
        RecordError::Illegal {
            number,
            who,
            action,
            error,
            ..
        } => illegal(t, *number, who, *action, *error),
        RecordError::OffBoard { number, at } => t.fill(
            "problem.off-board",
            &[("number", number), ("square", &at.label())],
        ),
        RecordError::AfterEnd { number } => t.fill("problem.after-end", &[("number", number)]),
    }
}

/// Why a share link cannot be opened.
#[must_use]
pub fn link_problem(t: Texts, error: &LinkError) -> String {
    match error {
        LinkError::Empty => t.get("link.empty").to_string(),
        LinkError::TooLong(n) => t.fill("link.too-long", &[("n", n)]),
        LinkError::BadCharacter(c) => t.fill("link.bad-character", &[("c", c)]),
        LinkError::BadLength => t.get("link.bad-length").to_string(),
        LinkError::Version(found) => {
            t.fill("link.version", &[("found", found), ("supported", &LINK_VERSION)])
        }
        LinkError::CutShort(part) => {
            let part = match *part {
                "the format version" => t.get("link.part.version"),
                "the number of players" => t.get("link.part.players"),
                "the options" => t.get("link.part.options"),
                "the seed" => t.get("link.part.seed"),
                "the board" => t.get("link.part.board"),
                "the start squares" => t.get("link.part.starts"),
                "a name" => t.get("link.part.name"),
                "the number of moves" => t.get("link.part.moves"),
                _ => t.get("link.part.move"),
            };
            t.fill("link.cut-short", &[("part", &part)])
        }
        LinkError::Flags(_) | LinkError::Number | LinkError::Trailing(_) => t.get("link.damaged").to_string(),
        LinkError::Name(seat) => t.fill("link.name", &[("seat", seat)]),
        LinkError::Setup(e) => setup_problem(t, e),
        LinkError::TooManyActions(n) => t.fill("link.too-many", &[("n", n), ("max", &MAX_ACTIONS)]),
        LinkError::Illegal {
            number,
            who,
            action,
            error,
            ..
        } => illegal(t, *number, who, *action, *error),
        LinkError::OffBoard { number, index } => {
            t.fill("link.off-board", &[("number", number), ("index", index)])
        }
        LinkError::AfterEnd(number) => t.fill("problem.after-end", &[("number", number)]),
    }
}
