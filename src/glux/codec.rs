//! Actions written down, once for every format: with coordinates in records, exported files and the
//! bot worker's answers ([`RecordedAction`]), and as packed bits in share links.

use super::board::{Board, Coord, Square};
use super::chip::Chip;
use super::chip::Pips;
use super::game::Action;
use crate::core::link::{ByteReader, ByteWriter, FrameError, LinkPart};
use serde::{Deserialize, Serialize};

/// One action as written in a record, with coordinates instead of square indices:
/// `{"action": "start_face", "pips": 4}`, `{"action": "place", "to": [5,4], "pips": 3}`,
/// `{"action": "start_option", "pips": 6}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "ActionFields", into = "ActionFields")]
pub enum RecordedAction {
    /// Setup: the start chip's face.
    StartFace {
        /// Face up.
        pips: Pips,
    },
    /// A placement by counting.
    Place {
        /// Destination, `[column, row]`.
        to: Coord,
        /// Face up.
        pips: Pips,
    },
    /// Rule 7: onto the own start chip.
    StartOption {
        /// Face up.
        pips: Pips,
    },
}

/// The JSON shape of a [`RecordedAction`]: read as flat fields, which costs far less code in the
/// browser bundle than a tagged enum.
#[derive(Serialize, Deserialize)]
#[serde(expecting = "an action", deny_unknown_fields)]
struct ActionFields {
    action: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    to: Option<Coord>,
    pips: Pips,
}

impl TryFrom<ActionFields> for RecordedAction {
    type Error = String;
    fn try_from(f: ActionFields) -> Result<RecordedAction, String> {
        match (f.action.as_str(), f.to) {
            ("start_face", None) => Ok(RecordedAction::StartFace { pips: f.pips }),
            ("start_option", None) => Ok(RecordedAction::StartOption { pips: f.pips }),
            ("place", Some(to)) => Ok(RecordedAction::Place { to, pips: f.pips }),
            ("place", None) => Err("a placement needs `to`".into()),
            ("start_face" | "start_option", Some(_)) => Err(format!("`{}` takes no `to`", f.action)),
            (other, _) => Err(format!(
                "unknown action `{other}` (start_face, place, start_option)"
            )),
        }
    }
}

impl From<RecordedAction> for ActionFields {
    fn from(a: RecordedAction) -> ActionFields {
        let (action, to, pips) = match a {
            RecordedAction::StartFace { pips } => ("start_face", None, pips),
            RecordedAction::StartOption { pips } => ("start_option", None, pips),
            RecordedAction::Place { to, pips } => ("place", Some(to), pips),
        };
        ActionFields {
            action: action.to_string(),
            to,
            pips,
        }
    }
}

impl RecordedAction {
    /// An action as a record writes it, with the square's coordinates on `board`.
    #[must_use]
    pub fn from_action(action: Action, board: &Board) -> RecordedAction {
        match action {
            Action::StartFace(pips) => RecordedAction::StartFace { pips },
            Action::StartOption(pips) => RecordedAction::StartOption { pips },
            Action::Place { to, pips } => RecordedAction::Place {
                to: board.coord(to),
                pips,
            },
        }
    }

    /// The action on `board`.
    ///
    /// # Errors
    /// The coordinates named, when they are not on the board.
    pub fn to_action(self, board: &Board) -> Result<Action, Coord> {
        Ok(match self {
            RecordedAction::StartFace { pips } => Action::StartFace(pips),
            RecordedAction::StartOption { pips } => Action::StartOption(pips),
            RecordedAction::Place { to, pips } => Action::Place {
                to: board.square(to).ok_or(to)?,
                pips,
            },
        })
    }
}

/// The bits of a placement's square code in a link on `board`: 8 for a board of fewer than 255
/// squares (every built-in board, and the links made before larger boards existed), 9 otherwise.
/// The largest code stands for the start option.
fn square_bits(board: &Board) -> u8 {
    if board.square_count() < 255 { 8 } else { 9 }
}

/// The code of the start option in a link on a board whose square codes have `bits` bits.
fn start_option_code(bits: u8) -> u16 {
    (1 << bits) - 1
}

/// Writes an action into a link. The seed fixes every chip drawn, so an action needs only what the
/// player chose: a start face is one bit (the low or high face of `chip`, the chip in hand), a
/// placement the square's index (or the start option's code, see [`square_bits`]) and the face.
/// A seat whose bag the seed does not fix (hidden bags; `chip` is `None`) writes the face in full,
/// three bits, since it shows the chip played.
pub fn write_link_action(out: &mut ByteWriter, action: Action, chip: Option<Chip>, board: &Board) {
    let bits = square_bits(board);
    match action {
        Action::StartFace(_) => {}
        Action::StartOption(_) => out.bits(u32::from(start_option_code(bits)), bits),
        Action::Place { to, .. } => out.bits(u32::from(to.0), bits),
    }
    match chip {
        Some(chip) => out.bits(u32::from(chip.faces()[1] == action.pips()), 1),
        None => out.bits(u32::from(action.pips().value() - 1), 3),
    }
}

/// Reads an action written by [`write_link_action`]: `in_setup` says whether a start face is due,
/// `chip` is the chip in hand (`None` when the face is written in full). Returns the action, or
/// the square index read when it is not on `board`.
///
/// # Errors
/// [`FrameError::CutShort`] when the link ends, [`FrameError::Number`] for a face that is not 1 to 6.
pub fn read_link_action(
    input: &mut ByteReader<'_>,
    in_setup: bool,
    chip: Option<Chip>,
    board: &Board,
) -> Result<Result<Action, u16>, FrameError> {
    let bits = square_bits(board);
    let code = if in_setup {
        None
    } else {
        Some(input.bits(bits, LinkPart::Move)? as u16)
    };
    let pips = match chip {
        Some(chip) => chip.faces()[input.bits(1, LinkPart::Move)? as usize],
        None => Pips::new(input.bits(3, LinkPart::Move)? as u8 + 1).ok_or(FrameError::Number)?,
    };
    Ok(Ok(match code {
        None => Action::StartFace(pips),
        Some(code) if code == start_option_code(bits) => Action::StartOption(pips),
        Some(index) if board.contains(Square(index)) => Action::Place {
            to: Square(index),
            pips,
        },
        Some(index) => return Ok(Err(index)),
    }))
}
