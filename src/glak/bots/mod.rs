//! GLAK's computer opponents. GLAK has no hidden information once the boards are dealt, so a bot
//! sees the game itself; it returns one [`Action`] at a time (a board, an action point, a jump or
//! the turn's end), which goes through the engine like a person's. See `docs/bots.md`.

pub mod easy;
pub mod evaluation;
pub mod expert;
pub mod hard;
pub mod judge;
pub mod medium;

use super::game::{Action, Game};
use super::random::random_action;
pub use crate::core::level::Level;
use rand::RngCore;

pub use crate::core::rules::Bot;

/// The random player of self-play ([`super::random`]), as a bot (tests, arenas).
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl Bot<Game> for RandomBot {
    fn choose(&mut self, game: &Game, rng: &mut dyn RngCore) -> Option<Action> {
        random_action(game, rng)
    }
}

/// A GLAK bot of a level with its default budget.
#[must_use]
pub fn bot(level: Level) -> Box<dyn Bot<Game>> {
    match level {
        Level::Random => Box::new(RandomBot),
        Level::Easy => Box::new(easy::EasyBot),
        Level::Medium => Box::new(medium::MediumBot::default()),
        Level::Hard => Box::new(hard::HardBot::default()),
        Level::Expert => Box::new(expert::ExpertBot::default()),
    }
}

/// The arena results the bots' fixed ratings come from: 2-player games between neighbouring
/// levels, seats rotated (`glak arena --seed 1`; `docs/bots.md`, "Strength" and "Expert").
pub const ARENA: [crate::core::history::ArenaResult; 4] = [
    crate::core::history::ArenaResult {
        stronger: Level::Easy,
        weaker: Level::Random,
        rate: 0.635,
        games: 200,
    },
    crate::core::history::ArenaResult {
        stronger: Level::Medium,
        weaker: Level::Easy,
        rate: 1.0,
        games: 200,
    },
    crate::core::history::ArenaResult {
        stronger: Level::Hard,
        weaker: Level::Medium,
        rate: 0.818,
        games: 200,
    },
    crate::core::history::ArenaResult {
        stronger: Level::Expert,
        weaker: Level::Hard,
        rate: 0.74,
        games: 200,
    },
];

/// The bots' fixed Elo ratings in GLAK, for people's ratings against them: [`ARENA`] calibrated
/// by [`crate::core::history::calibrate`] with Random at 400 (a test checks that they agree).
pub const RATINGS: [(Level, f64); 5] = [
    (Level::Random, 400.0),
    (Level::Easy, 496.0),
    (Level::Medium, 1537.0),
    (Level::Hard, 1796.0),
    (Level::Expert, 1977.0),
];
