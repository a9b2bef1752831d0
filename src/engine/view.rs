//! What one seat may see: the public position, its own hand, and every seat's bag-plus-hand
//! composition. Other hands and every bag's order are not in it. Bots only ever get a view.

use super::chip::{Chip, ChipCounts};
use super::game::{Action, Bag, Game, legal_actions};
use super::rules::Position;
use super::seat::{PerSeat, Seat};
use rand::Rng;
use rand::seq::SliceRandom;

/// One seat's view of a game.
#[derive(Clone, Copy, Debug)]
pub struct PlayerView<'a> {
    seat: Seat,
    position: &'a Position,
    hand: Option<Chip>,
    supply: PerSeat<ChipCounts>,
    start_player: Seat,
}

impl Game {
    /// What `seat` may see of the game.
    #[must_use]
    pub fn view(&self, seat: Seat) -> PlayerView<'_> {
        PlayerView {
            seat,
            position: self.position(),
            hand: self.hand(seat),
            supply: PerSeat::from_fn(|s| self.supply(s)),
            start_player: self.start_player(),
        }
    }
}

impl<'a> PlayerView<'a> {
    /// The seat whose view this is.
    #[must_use]
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The public position.
    #[must_use]
    pub fn position(&self) -> &'a Position {
        self.position
    }

    /// The seat's own hand chip.
    #[must_use]
    pub fn hand(&self) -> Option<Chip> {
        self.hand
    }

    /// A seat's bag plus hand, by kind (public: 24 minus the chips it placed).
    #[must_use]
    pub fn supply(&self, seat: Seat) -> ChipCounts {
        self.supply[seat]
    }

    /// Every action open to this seat, if it is the one to act (otherwise none).
    #[must_use]
    pub fn legal_actions(&self) -> Vec<Action> {
        let to_act = match self.position.phase() {
            super::Phase::StartFace(s) | super::Phase::Turn(s) => Some(s),
            super::Phase::Over => None,
        };
        if to_act == Some(self.seat) {
            legal_actions(self.position, self.hand)
        } else {
            Vec::new()
        }
    }

    /// A full game consistent with everything this seat knows: other hands and every bag's order
    /// are drawn at random from the public compositions (the seat's own bag order too, which it does
    /// not know either).
    pub fn determinize<R: Rng + ?Sized>(&self, rng: &mut R) -> Game {
        let mut hands = PerSeat::default();
        let mut bags = PerSeat::from_fn(|_| Bag::from_chips(&[]));
        for seat in self.position.seats() {
            let mut counts = self.supply[seat];
            let mut chips: Vec<Chip> = Vec::with_capacity(counts.total() as usize);
            if seat == self.seat
                && let Some(own) = self.hand
            {
                counts.remove(own);
                hands[seat] = Some(own);
            }
            for chip in Chip::ALL {
                chips.extend(std::iter::repeat_n(chip, counts.of(chip) as usize));
            }
            chips.shuffle(rng);
            if seat != self.seat {
                hands[seat] = chips.pop();
            }
            bags[seat] = Bag::from_chips(&chips);
        }
        Game::from_parts(self.position.clone(), bags, hands, self.start_player)
    }
}
