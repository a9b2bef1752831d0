//! The levels of computer opponents, the same for every game; each game's `bots` module makes a bot
//! of a level.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The bots a player can choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Uniformly random legal play (for tests and arenas).
    Random,
    /// Legal, plausible, weak.
    Easy,
    /// Greedy on an evaluation of the position.
    Medium,
    /// Tree search.
    Hard,
    /// The same search with a far larger budget, spent where it counts.
    Expert,
}

impl Level {
    /// The levels offered in the app.
    pub const PLAYABLE: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
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
            "expert" => Ok(Level::Expert),
            other => Err(format!(
                "unknown bot `{other}` (random, easy, medium, hard, expert)"
            )),
        }
    }
}
