//! Medium: looks one action ahead and takes the one the evaluation likes best.

use super::Bot;
use super::evaluation::evaluate;
use crate::glux::{Action, Game, PlayerView};
use rand::{Rng, RngCore};

/// One-ply greedy on [`evaluate`]: every legal action (each destination with each face, the start
/// option with each face) is tried on a copy of the position; ties are broken at random.
#[derive(Clone, Copy, Debug, Default)]
pub struct MediumBot;

/// The value of every legal action for the seat of `view`, by the evaluation.
#[must_use]
pub fn scored_actions(view: &PlayerView<'_>) -> Vec<(Action, f32)> {
    let position = view.board_state();
    let seat = view.seat();
    view.legal_actions()
        .into_iter()
        .map(|action| {
            let value = match action {
                // The start face: how far that face reaches from the start square.
                Action::StartFace(pips) => f32::from(pips.value()) * 0.01,
                Action::Place { to, pips } => position
                    .with_placement(seat, Some(to), pips)
                    .map_or(f32::MIN, |next| evaluate(&next, seat)),
                Action::StartOption(pips) => position
                    .with_placement(seat, None, pips)
                    .map_or(f32::MIN, |next| evaluate(&next, seat)),
            };
            (action, value)
        })
        .collect()
}

impl Bot<Game> for MediumBot {
    fn choose(&mut self, view: &PlayerView<'_>, rng: &mut dyn RngCore) -> Option<Action> {
        if view.board_state().phase().to_act() != Some(view.seat()) {
            return None;
        }
        let scored = scored_actions(view);
        let best = scored.iter().map(|&(_, v)| v).fold(f32::MIN, f32::max);
        let top: Vec<Action> = scored
            .iter()
            .filter(|&&(_, v)| v >= best - 1e-4)
            .map(|&(a, _)| a)
            .collect();
        (!top.is_empty()).then(|| top[rng.random_range(0..top.len())])
    }
}
