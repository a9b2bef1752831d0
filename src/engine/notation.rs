//! How moves are written: squares by column letter and row number (`E5` is column 5, row 5, counted
//! from the top left, as on the board's edges), and each action in a short sentence.

use super::board::Coord;
use super::game::Action;
use super::record::{RecordedAction, RecordedMove};
use super::rules::Position;
use super::seat::Seat;

/// A square's name, e.g. `E5`.
#[must_use]
pub fn square_name(coord: Coord) -> String {
    coord.label()
}

/// A move in words: who, which face, from which chip, to which square, or the start option; then a
/// line for each seat that was excluded when its turn came.
///
/// ```text
/// Anna: start chip 4 on A9
/// Ben: 5 on E4, counted 3 from B4
/// Anna: start option, 6 on A9
/// Ben: forced onto the start option, 1 on M1
/// Clara cannot place and is out of the game
/// ```
#[must_use]
pub fn describe_move(position: &Position, m: &RecordedMove, name: &dyn Fn(Seat) -> String) -> Vec<String> {
    let board = position.board();
    let who = name(m.played.seat);
    let start = board.coord(position.start_square(m.played.seat)).label();
    let mut lines = vec![match m.played.action {
        Action::StartFace(p) => format!("{who}: start chip {p} on {start}"),
        Action::StartOption(p) if m.played.forced => {
            format!("{who}: forced onto the start option, {p} on {start}")
        }
        Action::StartOption(p) => format!("{who}: start option, {p} on {start}"),
        Action::Place { to, pips } => match m.counted_from {
            Some(from) => {
                let (a, b) = (board.coord(from), board.coord(to));
                let steps = a.col.abs_diff(b.col) + a.row.abs_diff(b.row);
                format!(
                    "{who}: {pips} on {}, counted {steps} from {}",
                    b.label(),
                    a.label()
                )
            }
            None => format!("{who}: {pips} on {}", board.coord(to).label()),
        },
    }];
    for seat in m.played.excluded.iter() {
        lines.push(format!("{} cannot place and is out of the game", name(seat)));
    }
    lines
}

/// A seat's name from a list of names, or `Seat N` (1-based) where the list has none.
#[must_use]
pub fn seat_name(names: &[String], seat: Seat) -> String {
    names
        .get(seat.index())
        .filter(|n| !n.trim().is_empty())
        .cloned()
        .unwrap_or_else(|| format!("Seat {}", seat.0 + 1))
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
