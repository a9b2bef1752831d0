//! Glüx as the shared core sees a game ([`Rules`]): what the bots, the judge and the arenas play
//! through, with each seat's [`PlayerView`]. (Apart from `game.rs`, so that the game does not
//! import the view that imports it.)

use super::chip::ChipCounts;
use super::game::{Action, Game, PlayError};
use super::scoring::outcome;
use super::view::PlayerView;
use crate::core::rules::{Outcome, Rules};
use crate::core::seat::Seat;

impl Rules for Game {
    type Action = Action;
    type Refusal = PlayError;
    type View<'a> = PlayerView<'a>;

    fn players(&self) -> u8 {
        self.board_state().players()
    }

    fn to_act(&self) -> Option<Seat> {
        Game::to_act(self)
    }

    fn legal_actions(&self) -> Vec<Action> {
        Game::legal_actions(self)
    }

    fn play_action(&mut self, action: Action) -> Result<(), PlayError> {
        self.play(action).map(|_| ())
    }

    fn with_view<R>(&self, seat: Seat, f: impl FnOnce(&PlayerView<'_>) -> R) -> R {
        f(&self.view(seat))
    }

    /// Every chip placed is a move, the start chips' faces included.
    fn moves_made(&self) -> u32 {
        Seat::all(self.board_state().players())
            .map(|seat| u32::from(ChipCounts::FULL.total() - self.supply(seat).total()))
            .sum()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.is_over().then(|| {
            let (vp, winners) = outcome(self.board_state());
            Outcome {
                scores: vp
                    .take(self.board_state().players())
                    .iter()
                    .map(|&v| u32::from(v))
                    .collect(),
                winners,
            }
        })
    }

    fn progress(&self) -> f64 {
        self.view(Seat(0)).progress()
    }
}
