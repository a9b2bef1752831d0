//! Computer opponents. A bot sees only a [`PlayerView`] (no other hands, no bag order) and returns an
//! [`Action`], which goes through the engine like a human's. See `docs/bots.md`.

pub mod easy;
pub mod evaluation;
pub mod hard;
pub mod medium;
pub mod random;

use crate::glux::{Action, PlayerView};
use rand::RngCore;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A computer opponent.
pub trait Bot {
    /// Chooses an action for the seat of `view`, which must be the seat to act. Returns `None` only
    /// when that seat has nothing to do (not its turn, or the game is over).
    fn choose(&mut self, view: &PlayerView<'_>, rng: &mut dyn RngCore) -> Option<Action>;
}

/// The bots a player can choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Uniformly random legal play (for tests and arenas).
    Random,
    /// Legal, plausible, weak.
    Easy,
    /// One-ply greedy on the evaluation.
    Medium,
    /// Information-set Monte Carlo tree search.
    Hard,
}

impl Level {
    /// The levels offered in the app.
    pub const PLAYABLE: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// A bot of this level with its default budget.
    #[must_use]
    pub fn bot(self) -> Box<dyn Bot> {
        match self {
            Level::Random => Box::new(random::RandomBot),
            Level::Easy => Box::new(easy::EasyBot),
            Level::Medium => Box::new(medium::MediumBot),
            Level::Hard => Box::new(hard::HardBot::default()),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        })
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Level, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "random" => Ok(Level::Random),
            "easy" => Ok(Level::Easy),
            "medium" => Ok(Level::Medium),
            "hard" => Ok(Level::Hard),
            other => Err(format!("unknown bot `{other}` (random, easy, medium, hard)")),
        }
    }
}

pub use random::RandomBot;
