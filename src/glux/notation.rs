//! How moves are written: squares by column letter and row number (`E5` is column 5, row 5, counted
//! from the top left, as on the board's edges), and each action in a short sentence.

use super::board::Coord;
use super::codec::RecordedAction;
use super::game::Action;
use super::game::RecordedMove;
use super::rules::BoardState;
use crate::core::seat::Seat;
pub use crate::core::seat::seat_name;

/// One line of a move's description, before it is put into words (the CLI writes English with
/// [`describe_move`]; the app uses its languages' words).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MoveLine {
    /// The start chip's face was chosen.
    StartFace {
        /// Who.
        seat: Seat,
        /// The face up.
        pips: u8,
        /// The start square.
        at: Coord,
    },
    /// The start option was used (`forced`: no square could be reached by counting).
    StartOption {
        /// Who.
        seat: Seat,
        /// The face up.
        pips: u8,
        /// The start square.
        at: Coord,
        /// No other choice.
        forced: bool,
    },
    /// A chip was placed, counted `steps` from the chip on `from` (if the record knows it).
    Place {
        /// Who.
        seat: Seat,
        /// The face up.
        pips: u8,
        /// The destination.
        to: Coord,
        /// The chip counted from and the number of steps.
        counted: Option<(Coord, u8)>,
    },
    /// A seat could not place when its turn came and is out of the game.
    Excluded {
        /// Who.
        seat: Seat,
    },
}

/// A move's lines: the action, then one line per seat that was excluded when its turn came.
#[must_use]
pub fn move_lines(position: &BoardState, m: &RecordedMove) -> Vec<MoveLine> {
    let board = position.board();
    let seat = m.played.seat;
    let at = board.coord(position.start_square(seat));
    let mut lines = vec![match m.played.action {
        Action::StartFace(p) => MoveLine::StartFace {
            seat,
            pips: p.value(),
            at,
        },
        Action::StartOption(p) => MoveLine::StartOption {
            seat,
            pips: p.value(),
            at,
            forced: m.played.forced,
        },
        Action::Place { to, pips } => {
            let b = board.coord(to);
            MoveLine::Place {
                seat,
                pips: pips.value(),
                to: b,
                counted: m.counted_from.map(|from| {
                    let a = board.coord(from);
                    (a, a.col.abs_diff(b.col) + a.row.abs_diff(b.row))
                }),
            }
        }
    }];
    lines.extend(m.played.excluded.iter().map(|seat| MoveLine::Excluded { seat }));
    lines
}

/// A move in words (English): who, which face, from which chip, to which square, or the start
/// option; then a line for each seat that was excluded when its turn came.
///
/// ```text
/// Anna: start chip 4 on A9
/// Ben: 5 on E4, counted 3 from B4
/// Anna: start option, 6 on A9
/// Ben: forced onto the start option, 1 on M1
/// Clara cannot place and is out of the game
/// ```
#[must_use]
pub fn describe_move(position: &BoardState, m: &RecordedMove, name: &dyn Fn(Seat) -> String) -> Vec<String> {
    move_lines(position, m)
        .into_iter()
        .map(|line| match line {
            MoveLine::StartFace { seat, pips, at } => {
                format!("{}: start chip {pips} on {}", name(seat), at.label())
            }
            MoveLine::StartOption {
                seat,
                pips,
                at,
                forced: true,
            } => {
                format!(
                    "{}: forced onto the start option, {pips} on {}",
                    name(seat),
                    at.label()
                )
            }
            MoveLine::StartOption { seat, pips, at, .. } => {
                format!("{}: start option, {pips} on {}", name(seat), at.label())
            }
            MoveLine::Place {
                seat,
                pips,
                to,
                counted: Some((from, steps)),
            } => format!(
                "{}: {pips} on {}, counted {steps} from {}",
                name(seat),
                to.label(),
                from.label()
            ),
            MoveLine::Place {
                seat,
                pips,
                to,
                counted: None,
            } => {
                format!("{}: {pips} on {}", name(seat), to.label())
            }
            MoveLine::Excluded { seat } => format!("{} cannot place and is out of the game", name(seat)),
        })
        .collect()
}

/// What an action tries to do, in words, e.g. `place a 5 on E5`.
#[must_use]
pub fn action_phrase(action: RecordedAction) -> String {
    match action {
        RecordedAction::StartFace { pips } => format!("show {pips} on the start chip"),
        RecordedAction::StartOption { pips } => format!("use the start option with {pips} up"),
        RecordedAction::Place { to, pips } => format!("place a {pips} on {}", to.label()),
    }
}
