//! Easy: legal, plausible, weak. It lays its boards anywhere, grows its stones outward as the random
//! player does, and only sometimes sees a territory it could close with the next stone.

use super::Bot;
use crate::glak::game::{Action, Game};
use crate::glak::random::random_action;
use rand::{Rng, RngCore};

/// The chance of looking for a stone that closes a territory before playing at random (a ratio:
/// see `glak::random`).
const LOOK: (u32, u32) = (2, 5);

/// The Easy bot.
#[derive(Clone, Copy, Debug, Default)]
pub struct EasyBot;

impl Bot<Game> for EasyBot {
    fn choose(&mut self, game: &Game, rng: &mut dyn RngCore) -> Option<Action> {
        let seat = game.to_act()?;
        if !game.board_due() && rng.random_ratio(LOOK.0, LOOK.1) {
            let territory = |g: &Game| g.score().territory[seat.index()];
            let now = territory(game);
            let mut scratch = game.clone();
            let closing: Vec<Action> = game
                .legal_actions()
                .into_iter()
                .filter(|a| matches!(a, Action::Place(_)))
                .filter(|&a| {
                    if scratch.play(a).is_err() {
                        return false;
                    }
                    let gained = territory(&scratch) > now;
                    scratch.undo();
                    gained
                })
                .collect();
            if !closing.is_empty() {
                return Some(closing[rng.random_range(0..closing.len())]);
            }
        }
        random_action(game, rng)
    }
}
