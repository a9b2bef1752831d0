//! Expert: Hard's search (ISMCTS, [`super::hard`]) with a far larger budget, spent where it counts.
//! An iteration costs a fixed part (a deal of the hidden chips, the walk down the tree) and a part
//! for each chip its playout places, measured at about 50 chips' worth of fixed part: the budget is
//! counted as iterations times (chips left + 50), so the opening's long playouts get fewer
//! iterations and the closing moves, where a room is decided by a pip, get more, at about the same
//! time a move. Counted, not timed: a seed and a budget always give the same move, as for Hard.
//! See `docs/bots.md`.

use super::Bot;
use super::hard::HardBot;
use crate::glux::{Action, Game, PlayerView};
use rand::RngCore;

/// Iterations times (chips left + [`FIXED_COST`]), by default: 32,650 iterations at the 2-player
/// opening, about 0.25 s a move natively and 0.65 s in the browser (see `docs/bots.md`).
pub const DEFAULT_WORK: u64 = 3_200_000;
/// An iteration's fixed cost, in chips placed by a playout (measured: 4.3 us against 0.08 us a chip).
pub const FIXED_COST: u64 = 50;

/// The Expert bot.
#[derive(Clone, Copy, Debug)]
pub struct ExpertBot {
    /// The budget: iterations times (the chips in every hand and bag, an excluded seat's too, +
    /// [`FIXED_COST`]).
    pub work: u64,
    /// The UCB exploration constant.
    pub exploration: f32,
}

impl Default for ExpertBot {
    fn default() -> Self {
        ExpertBot {
            work: DEFAULT_WORK,
            exploration: HardBot::default().exploration,
        }
    }
}

impl ExpertBot {
    /// The iterations this bot spends on the decision of `view`.
    #[must_use]
    pub fn iterations(&self, view: &PlayerView<'_>) -> u32 {
        let chips_left: u64 = view
            .board_state()
            .seats()
            .map(|seat| u64::from(view.supply(seat).total()))
            .sum();
        let iterations = self.work / (chips_left + FIXED_COST);
        u32::try_from(iterations).unwrap_or(u32::MAX).max(1)
    }
}

impl Bot<Game> for ExpertBot {
    fn choose(&mut self, view: &PlayerView<'_>, rng: &mut dyn RngCore) -> Option<Action> {
        HardBot {
            iterations: self.iterations(view),
            exploration: self.exploration,
        }
        .choose(view, rng)
    }
}
