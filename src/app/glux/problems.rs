//! Bad Glüx input in words, in the language in use: why a board file, a record, a saved game or a
//! share link cannot be opened, naming the rule and the move as the engine's errors do.

use super::refusal::rule_text;
use crate::app::games::GameProblem;
use crate::app::problems::frame_problem;
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

/// Why a saved game, a file or a share link of Glüx cannot be opened, in words.
#[must_use]
pub fn problem_text(problem: &GameProblem, t: Texts) -> String {
    if let Some(e) = problem.of::<RecordError>() {
        record_problem(t, e)
    } else {
        match problem.of::<super::saved::LinkProblem>() {
            Some(super::saved::LinkProblem::Link(e)) => link_problem(t, e),
            Some(super::saved::LinkProblem::Record(e)) => record_problem(t, e),
            None => String::new(),
        }
    }
}
