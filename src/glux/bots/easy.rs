//! Easy: legal, plausible, weak. It likes rooms and big numbers, and thinks no further.

use super::Bot;
use crate::glux::{Action, Game, Phase, PlayerView};
use rand::{Rng, RngCore};

/// Places into a room when it can (any room square it reaches, at random), with the higher face
/// up there and the lower face on paths; otherwise anywhere at random. Uses the start option only
/// when it must.
#[derive(Clone, Copy, Debug, Default)]
pub struct EasyBot;

impl Bot<Game> for EasyBot {
    fn choose(&mut self, view: &PlayerView<'_>, rng: &mut dyn RngCore) -> Option<Action> {
        let chip = view.hand()?;
        let [low, high] = chip.faces();
        let position = view.board_state();
        match position.phase() {
            Phase::StartFace(s) if s == view.seat() => Some(Action::StartFace(high)),
            Phase::Turn(s) if s == view.seat() => {
                let placements = position.placements(s);
                if placements.is_empty() {
                    return position
                        .start_option_available(s)
                        .then_some(Action::StartOption(high));
                }
                let in_rooms = placements.and(position.board().room_squares());
                let (pool, pips) = if in_rooms.is_empty() {
                    (placements, low)
                } else {
                    (in_rooms, high)
                };
                let to = pool.nth(rng.random_range(0..pool.len()))?;
                Some(Action::Place { to, pips })
            }
            _ => None,
        }
    }
}
