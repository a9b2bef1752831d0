//! Computer opponents. A bot sees only a [`PlayerView`] and returns an [`Action`], which goes
//! through the engine like a human's.

pub mod random;

use crate::engine::{Action, PlayerView};
use rand::RngCore;

/// A computer opponent.
pub trait Bot {
    /// A short name, e.g. `random`.
    fn name(&self) -> &'static str;

    /// Chooses an action for the seat of `view`, which must be the seat to act. Returns `None` only
    /// when that seat has nothing to do (not its turn, or the game is over).
    fn choose(&mut self, view: &PlayerView<'_>, rng: &mut dyn RngCore) -> Option<Action>;
}

pub use random::RandomBot;
