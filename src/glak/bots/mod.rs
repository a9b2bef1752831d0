//! GLAK's computer opponents. GLAK has no hidden information once the boards are dealt, so a bot
//! sees the game itself; it returns one [`Action`] at a time (a board, an action point, a jump or
//! the turn's end), which goes through the engine like a person's. See `docs/bots.md`.

pub mod easy;
pub mod evaluation;
pub mod expert;
pub mod hard;
pub mod medium;

use super::game::{Action, Game};
use super::random::random_action;
pub use crate::core::level::Level;
use rand::RngCore;

/// A computer opponent.
pub trait Bot {
    /// Chooses the next action of the seat to move; `None` only once the game is over.
    fn choose(&mut self, game: &Game, rng: &mut dyn RngCore) -> Option<Action>;
}

/// The random player of self-play ([`super::random`]), as a bot (tests, arenas).
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl Bot for RandomBot {
    fn choose(&mut self, game: &Game, rng: &mut dyn RngCore) -> Option<Action> {
        random_action(game, rng)
    }
}

/// A GLAK bot of a level with its default budget.
#[must_use]
pub fn bot(level: Level) -> Box<dyn Bot> {
    match level {
        Level::Random => Box::new(RandomBot),
        Level::Easy => Box::new(easy::EasyBot),
        Level::Medium => Box::new(medium::MediumBot::default()),
        Level::Hard => Box::new(hard::HardBot::default()),
        Level::Expert => Box::new(expert::ExpertBot::default()),
    }
}
