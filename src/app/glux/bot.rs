//! A Glüx bot's side of the bots' worker: the answer to a seat's view, and the action as one line of
//! the worker's text (`f PIPS` a start face, `o PIPS` a start option, `p COLUMN ROW PIPS` a
//! placement).

use crate::core::level::Level;
use crate::glux::{Coord, OwnedView, Pips, RecordedAction};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The bot's action for the seat whose view ([`crate::glux::PlayerView::to_bytes`]) it is given;
/// `None` for a view that cannot be read or a seat with nothing to do.
#[must_use]
pub fn answer(view: &[u8], level: Level, seed: u64) -> Option<RecordedAction> {
    let owned = OwnedView::from_bytes(view).ok()?;
    let view = owned.view();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let action = crate::glux::bots::bot(level).choose(&view, &mut rng)?;
    Some(RecordedAction::from_action(action, view.board_state().board()))
}

/// Expert's hint for the seat whose view it is given: its suggestion, and the seat's chance of
/// winning after it.
#[must_use]
pub fn hint(view: &[u8]) -> Option<(RecordedAction, f64)> {
    let owned = OwnedView::from_bytes(view).ok()?;
    let view = owned.view();
    let (action, chances) = crate::glux::bots::judge::GluxJudge::default().suggest(&view)?;
    let chance = *chances.get(view.seat().index())?;
    Some((
        RecordedAction::from_action(action, view.board_state().board()),
        chance,
    ))
}

/// The action as the worker's text writes it.
#[must_use]
pub fn to_text(action: &RecordedAction) -> String {
    match action {
        RecordedAction::StartFace { pips } => format!("f {pips}"),
        RecordedAction::StartOption { pips } => format!("o {pips}"),
        RecordedAction::Place { to, pips } => format!("p {} {} {pips}", to.col, to.row),
    }
}

/// Reads [`to_text`]; `None` for anything else.
#[must_use]
pub fn from_text(text: &str) -> Option<RecordedAction> {
    let parts: Vec<&str> = text.split(' ').collect();
    let number = |i: usize| parts.get(i).and_then(|p| p.parse::<u8>().ok());
    let pips = |i: usize| number(i).and_then(Pips::new);
    match (*parts.first()?, parts.len()) {
        ("f", 2) => Some(RecordedAction::StartFace { pips: pips(1)? }),
        ("o", 2) => Some(RecordedAction::StartOption { pips: pips(1)? }),
        ("p", 4) => Some(RecordedAction::Place {
            to: Coord::new(number(1)?, number(2)?),
            pips: pips(3)?,
        }),
        _ => None,
    }
}
