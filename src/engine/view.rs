//! What one seat may see: the public position, its own hand, and every seat's bag-plus-hand
//! composition. Other hands and every bag's order are not in it. Bots only ever get a view.

use super::chip::{Chip, ChipCounts};
use super::game::{Action, Bag, Game, legal_actions};
use super::rules::{Phase, Position};
use super::seat::{PerSeat, Seat};
use super::setup::{PositionSetup, SetupError, StackSetup};
use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

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

/// A player's view as data, to send where the game is not (a Web Worker running a bot). It holds
/// exactly what [`PlayerView`] holds: the public position, the seat's own hand, and every seat's
/// bag-plus-hand composition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ViewSnapshot {
    /// Whose view.
    pub seat: Seat,
    /// The board, start squares, start options used, the seat to act and every stack.
    pub position: PositionSetup,
    /// Who is out of the game.
    pub excluded: Vec<bool>,
    /// Whether the game is still in setup (start faces being chosen).
    pub in_setup: bool,
    /// Whether the game is over.
    pub over: bool,
    /// The seat's own hand chip.
    pub hand: Option<Chip>,
    /// Bag plus hand per seat.
    pub supply: Vec<ChipCounts>,
    /// The start player.
    pub start_player: Seat,
}

/// A view rebuilt from a [`ViewSnapshot`], owning its position.
#[derive(Clone, Debug)]
pub struct OwnedView {
    seat: Seat,
    position: Position,
    hand: Option<Chip>,
    supply: PerSeat<ChipCounts>,
    start_player: Seat,
}

impl OwnedView {
    /// The view to hand to a bot.
    #[must_use]
    pub fn view(&self) -> PlayerView<'_> {
        PlayerView {
            seat: self.seat,
            position: &self.position,
            hand: self.hand,
            supply: self.supply,
            start_player: self.start_player,
        }
    }
}

impl PlayerView<'_> {
    /// The view as data.
    #[must_use]
    pub fn snapshot(&self) -> ViewSnapshot {
        let p = self.position;
        let board = p.board();
        let to_move = match p.phase() {
            Phase::StartFace(s) | Phase::Turn(s) => s,
            Phase::Over => Seat(0),
        };
        ViewSnapshot {
            seat: self.seat,
            position: PositionSetup {
                board: board.name().to_string(),
                players: p.players(),
                starts: Some(p.seats().map(|s| board.coord(p.start_square(s))).collect()),
                start_option_used: Some(p.seats().map(|s| p.start_option_used(s)).collect()),
                to_move: to_move.0,
                stacks: board
                    .squares()
                    .filter(|&sq| p.stack(sq).height() > 0)
                    .map(|sq| StackSetup {
                        at: board.coord(sq),
                        chips: p.stack(sq).chips().map(|c| (c.seat.0, c.pips)).collect(),
                    })
                    .collect(),
            },
            excluded: p.seats().map(|s| p.is_excluded(s)).collect(),
            in_setup: matches!(p.phase(), Phase::StartFace(_)),
            over: p.phase() == Phase::Over,
            hand: self.hand,
            supply: p.seats().map(|s| self.supply[s]).collect(),
            start_player: self.start_player,
        }
    }
}

impl TryFrom<&ViewSnapshot> for OwnedView {
    type Error = SetupError;
    fn try_from(snapshot: &ViewSnapshot) -> Result<OwnedView, SetupError> {
        let mut position = Position::try_from(&snapshot.position)?;
        let players = position.players();
        let seat_ok = |s: Seat| {
            if s.0 < players {
                Ok(s)
            } else {
                Err(SetupError::NoSuchSeat { seat: s.0, players })
            }
        };
        let seat = seat_ok(snapshot.seat)?;
        let start_player = seat_ok(snapshot.start_player)?;
        if snapshot.excluded.len() != players as usize || snapshot.supply.len() != players as usize {
            return Err(SetupError::FlagCount {
                players,
                found: snapshot.excluded.len().min(snapshot.supply.len()),
            });
        }
        for (s, &out) in Seat::all(players).zip(&snapshot.excluded) {
            if out {
                position.mark_excluded(s);
            }
        }
        let to_move = Seat(snapshot.position.to_move);
        position.set_phase(if snapshot.over {
            Phase::Over
        } else if snapshot.in_setup {
            Phase::StartFace(to_move)
        } else {
            Phase::Turn(to_move)
        });
        let mut supply = PerSeat::default();
        for (s, &counts) in Seat::all(players).zip(&snapshot.supply) {
            supply[s] = counts;
        }
        Ok(OwnedView {
            seat,
            position,
            hand: snapshot.hand,
            supply,
            start_player,
        })
    }
}
