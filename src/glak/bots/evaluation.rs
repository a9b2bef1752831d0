//! What a position is worth to a seat: its score if the game ended now (territory, bonuses, the
//! chain), against the best other player's.
//!
//! Measured, not assumed (`docs/bots.md`): adding the ground each player is nearer to than anyone
//! else (an "influence" term, as in Go programs) made Medium weaker, because it rewards spreading
//! stones where GLAK rewards closing walls; Medium's turn-long search finds the walls instead.

use crate::core::seat::Seat;
use crate::glak::game::Game;

/// The position's worth to `seat`: its score now minus the best other's.
#[must_use]
pub fn evaluate(game: &Game, seat: Seat) -> f32 {
    let score = game.score();
    let mine = f32::from(score.score[seat.index()]);
    let best_other = (0..usize::from(game.players()))
        .filter(|&s| s != seat.index())
        .map(|s| f32::from(score.score[s]))
        .fold(f32::MIN, f32::max);
    mine - best_other
}
