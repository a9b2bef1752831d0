//! Computer opponents. A bot sees only a [`PlayerView`] (no other hands, no bag order) and returns an
//! [`Action`], which goes through the engine like a human's. See `docs/bots.md`.

pub mod easy;
pub mod evaluation;
pub mod expert;
pub mod hard;
pub mod judge;
pub mod medium;
pub mod random;

use crate::glux::Game;

pub use crate::core::rules::Bot;

pub use crate::core::level::Level;

/// A Glüx bot of a level with its default budget.
#[must_use]
pub fn bot(level: Level) -> Box<dyn Bot<Game>> {
    match level {
        Level::Random => Box::new(random::RandomBot),
        Level::Easy => Box::new(easy::EasyBot),
        Level::Medium => Box::new(medium::MediumBot),
        Level::Hard => Box::new(hard::HardBot::default()),
        Level::Expert => Box::new(expert::ExpertBot::default()),
    }
}

pub use random::RandomBot;

/// The arena results the bots' fixed ratings come from: 2-player games between neighbouring
/// levels, seats rotated (`glux arena --seed 1`; `docs/bots.md`, "Strength" and "Expert").
pub const ARENA: [crate::core::history::ArenaResult; 4] = [
    crate::core::history::ArenaResult {
        stronger: Level::Easy,
        weaker: Level::Random,
        rate: 0.973,
        games: 400,
    },
    crate::core::history::ArenaResult {
        stronger: Level::Medium,
        weaker: Level::Easy,
        rate: 0.985,
        games: 400,
    },
    crate::core::history::ArenaResult {
        stronger: Level::Hard,
        weaker: Level::Medium,
        rate: 0.917,
        games: 400,
    },
    crate::core::history::ArenaResult {
        stronger: Level::Expert,
        weaker: Level::Hard,
        rate: 0.76,
        games: 200,
    },
];

/// The bots' fixed Elo ratings in Glüx, for people's ratings against them: [`ARENA`] calibrated
/// by [`crate::core::history::calibrate`] with Random at 400 (a test checks that they agree).
pub const RATINGS: [(Level, f64); 5] = [
    (Level::Random, 400.0),
    (Level::Easy, 1015.0),
    (Level::Medium, 1728.0),
    (Level::Hard, 2143.0),
    (Level::Expert, 2342.0),
];
