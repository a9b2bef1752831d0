//! Computer opponents. A bot sees only a [`PlayerView`] (no other hands, no bag order) and returns an
//! [`Action`], which goes through the engine like a human's. See `docs/bots.md`.

pub mod easy;
pub mod evaluation;
pub mod expert;
pub mod hard;
pub mod medium;
pub mod random;

use crate::glux::{Action, PlayerView};
use rand::RngCore;

/// A computer opponent.
pub trait Bot {
    /// Chooses an action for the seat of `view`, which must be the seat to act. Returns `None` only
    /// when that seat has nothing to do (not its turn, or the game is over).
    fn choose(&mut self, view: &PlayerView<'_>, rng: &mut dyn RngCore) -> Option<Action>;
}

pub use crate::core::level::Level;

/// A Glüx bot of a level with its default budget.
#[must_use]
pub fn bot(level: Level) -> Box<dyn Bot> {
    match level {
        Level::Random => Box::new(random::RandomBot),
        Level::Easy => Box::new(easy::EasyBot),
        Level::Medium => Box::new(medium::MediumBot),
        Level::Hard => Box::new(hard::HardBot::default()),
        Level::Expert => Box::new(expert::ExpertBot::default()),
    }
}

pub use random::RandomBot;
