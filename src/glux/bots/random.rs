//! Uniformly random legal play: the reference opponent for self-play and property tests.

use super::Bot;
use crate::glux::{Action, Game, Phase, PlayerView};
use rand::{Rng, RngCore};

/// Chooses uniformly among the legal choices: the start face; then the destination or the start
/// option (each destination and the start option equally likely), then the face.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

/// A uniformly random legal action for the seat of `view`, without building the list of actions.
pub fn random_action<R: Rng + ?Sized>(view: &PlayerView<'_>, rng: &mut R) -> Option<Action> {
    let chip = view.hand()?;
    let face = chip.faces()[rng.random_range(0..2)];
    match view.board_state().phase() {
        Phase::StartFace(seat) if seat == view.seat() => Some(Action::StartFace(face)),
        Phase::Turn(seat) if seat == view.seat() => {
            let options = view.board_state().turn_options(seat);
            let destinations = options.placements.len();
            let choices = destinations + usize::from(options.start_option);
            if choices == 0 {
                return None;
            }
            let k = rng.random_range(0..choices);
            Some(match options.placements.nth(k) {
                Some(to) => Action::Place { to, pips: face },
                None => Action::StartOption(face),
            })
        }
        _ => None,
    }
}

impl Bot<Game> for RandomBot {
    fn choose(&mut self, view: &PlayerView<'_>, rng: &mut dyn RngCore) -> Option<Action> {
        random_action(view, rng)
    }
}
