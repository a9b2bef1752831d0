//! What a position is worth to a seat: its score if the game ended now (territory, bonuses, the
//! chain), against the best other player's, plus a little for each pocket it is walling in (an empty
//! field with two or three walls of its own), so that a wall too long for one turn is worth starting.
//!
//! Measured, not assumed (`docs/bots.md`): the pockets made Medium stronger (0.74 against Medium
//! without them); the ground each player is nearer to than anyone else (an "influence" term, as in
//! Go programs) made it weaker, because it rewards spreading stones where GLAK rewards closing walls.

use crate::core::seat::Seat;
use crate::glak::fields::FieldSet;
use crate::glak::game::Game;
use crate::glak::scoring::field_score;

/// The evaluation's weights.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Worth of an empty field walled on 2 and on 3 sides by the seat's stones and excluded fields.
    pub pocket: [f32; 2],
}

impl Default for Weights {
    fn default() -> Self {
        Weights { pocket: [0.1, 0.4] }
    }
}

/// Each seat's pockets: empty fields inside the area, touching no other seat's stone, walled on
/// two or three sides by its own stones and excluded fields.
pub(crate) fn pockets(game: &Game, weights: &Weights) -> Vec<f32> {
    let players = usize::from(game.players());
    let area = game.area();
    let stones: Vec<FieldSet> = (0..players).map(|s| *game.stones_of(Seat(s as u8))).collect();
    let occupied = stones.iter().fold(FieldSet::EMPTY, |a, s| a.or(s));
    let empty = area.open_fields().minus(&occupied).minus(area.edge_fields());
    let mut out = vec![0.0; players];
    for f in empty.iter() {
        let links = area.links(f);
        let mut owner = None;
        let mut walls = 0;
        let mut mixed = false;
        for n in links {
            if let Some(s) = stones.iter().position(|own| own.contains(n)) {
                if owner.is_some_and(|o| o != s) {
                    mixed = true;
                }
                owner = Some(s);
                walls += 1;
            } else if !area.open_fields().contains(n) {
                walls += 1;
            }
        }
        if let (Some(s), false) = (owner, mixed) {
            out[s] += match walls {
                2 => weights.pocket[0],
                3 => weights.pocket[1],
                _ => 0.0,
            };
        }
    }
    out
}

/// The position's worth to `seat`: its score and pockets now minus the best other's.
#[must_use]
pub fn evaluate(game: &Game, seat: Seat, weights: &Weights) -> f32 {
    let score = field_score(game.scoring_view());
    let pockets = pockets(game, weights);
    let value = |s: usize| f32::from(score.score[s]) + pockets[s];
    let mine = value(seat.index());
    let best_other = (0..usize::from(game.players()))
        .filter(|&s| s != seat.index())
        .map(value)
        .fold(f32::MIN, f32::max);
    mine - best_other
}
