//! A random legal action, as a player without a plan might choose: in the closing phase a jump with
//! a small chance; otherwise the turn ends early with a small chance, or a kind of action is drawn
//! among those possible (place, more often than step), then one action of that kind uniformly; a
//! board due is laid anywhere. So every kind occurs however many actions of another kind there are, and
//! turns use most of their points, as a player's would (ending turns or jumping as often as placing
//! ends most games by the stall guard within a few turns).
//!
//! Self-play, the property tests and the fuzz targets play with it; it works on field numbers and
//! allocates only to list board slots.

use super::fields::FieldSet;
use super::game::{Action, Game};
use rand::Rng;

// Chances as ratios (`Rng::random_ratio`): the same draws as `random_bool` with the same value,
// without linking the formatting of floating-point numbers (its panic message) into the app.

/// The chance that a turn ends early, before its points are used up, at each action.
const EARLY_END: (u32, u32) = (1, 8);
/// The chance of placing rather than stepping when both are possible: players place more than they
/// step.
const PLACE_OVER_STEP: (u32, u32) = (2, 3);
/// The chance that a turn in the closing phase is a jump, when one is possible.
const JUMP: (u32, u32) = (1, 8);
/// Tries at a random free field before a jump's landings are computed in full.
const LANDING_TRIES: usize = 8;

/// A random legal action of the seat to move, or `None` once the game is over.
pub fn random_action<R: Rng + ?Sized>(game: &Game, rng: &mut R) -> Option<Action> {
    let seat = game.to_act()?;
    let area = game.area();
    if game.board_due() {
        let slots = area.free_slots();
        let hand = game.hand(seat);
        return Some(Action::Lay {
            tile: hand[rng.random_range(0..hand.len())],
            at: slots[rng.random_range(0..slots.len())],
            rotation: rng.random_range(0..4),
        });
    }
    if game.jump_allowed()
        && rng.random_ratio(JUMP.0, JUMP.1)
        && let Some(to) = jump_landing(game, rng)
    {
        return Some(Action::Jump {
            from: area.point(pick(game.stones_of(seat), rng)?),
            to: area.point(to),
        });
    }
    if rng.random_ratio(EARLY_END.0, EARLY_END.1) {
        return Some(Action::EndTurn);
    }
    let place = game.placements();
    if place.is_empty() || !rng.random_ratio(PLACE_OVER_STEP.0, PLACE_OVER_STEP.1) {
        let steps = game.steps();
        if !steps.is_empty() {
            let (from, to) = steps[rng.random_range(0..steps.len())];
            return Some(Action::Step {
                from: area.point(from),
                to: area.point(to),
            });
        }
    }
    Some(match pick(&place, rng) {
        Some(to) => Action::Place(area.point(to)),
        None => Action::EndTurn,
    })
}

/// A uniformly random field of a set.
fn pick<R: Rng + ?Sized>(set: &FieldSet, rng: &mut R) -> Option<super::fields::Field> {
    let len = set.len();
    (len > 0).then(|| set.nth(rng.random_range(0..len))).flatten()
}

/// A uniformly random landing for a jump: random free fields are tried first (a field in another
/// player's territory is drawn again, which keeps the draw uniform), and only if they keep missing
/// are the landings computed in full.
fn jump_landing<R: Rng + ?Sized>(game: &Game, rng: &mut R) -> Option<super::fields::Field> {
    let free = game.free_fields(game.to_act()?);
    for _ in 0..LANDING_TRIES {
        let to = pick(&free, rng)?;
        if game.may_jump_to(to) {
            return Some(to);
        }
    }
    pick(&game.jump_landings(), rng)
}
