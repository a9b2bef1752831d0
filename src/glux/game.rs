//! A whole game: the public [`BoardState`] plus the hidden parts (hands and bag orders), the actions
//! players take, and the turn sequence: placing, drawing, forced start option, exclusion, the end.

use super::board::Square;
use super::chip::{CHIPS_PER_PAIR, CHIPS_PER_PLAYER, Chip, ChipCounts, Pips};
use super::rules::{BoardState, Phase, PlacementError};
use crate::core::seat::{PerSeat, Seat, SeatSet};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use thiserror::Error;

/// What a player does. The acting seat is always the one whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Setup step 3: put the drawn chip on the start marker with this face up.
    StartFace(Pips),
    /// Place the hand chip on `to`, counted from one of the seat's own top chips, with `pips` up.
    Place {
        /// The destination.
        to: Square,
        /// The face up.
        pips: Pips,
    },
    /// Rule 7: place the hand chip on the own start chip without counting, with this face up.
    StartOption(Pips),
}

impl Action {
    /// The face the action puts up.
    #[must_use]
    pub fn pips(self) -> Pips {
        match self {
            Action::StartFace(p) | Action::StartOption(p) | Action::Place { pips: p, .. } => p,
        }
    }
}

/// Why an action was refused. The game is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    /// The game is over: every action is refused.
    #[error("the game is over")]
    GameOver,
    /// During setup only start faces are chosen.
    #[error("setup is not finished: choose the face of the start chip first")]
    InSetup,
    /// The start face is chosen once, during setup.
    #[error("the start chip is already on its marker")]
    NotInSetup,
    /// The chip has no such face.
    #[error("the chip in hand is a {chip}; it shows no {pips}")]
    NoSuchFace {
        /// The chip in hand.
        chip: Chip,
        /// The face asked for.
        pips: Pips,
    },
    /// A placement by counting breaks a rule.
    #[error(transparent)]
    Placement(#[from] PlacementError),
    /// Rule 7: the start option is once per game.
    #[error("rule 7: the start option has been used already")]
    StartOptionUsed,
    /// Ruling: the start option needs the start chip uncovered.
    #[error("rule 7: the start chip is covered, so the start option is gone")]
    StartChipCovered,
    /// A seat whose bag is kept on another device played a chip it has no more of: every player
    /// has eight chips of each pair.
    #[error("the player has no {chip} chip left")]
    NoChipLeft {
        /// The chip played.
        chip: Chip,
    },
}

/// What happened when an action was played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// Who acted.
    pub seat: Seat,
    /// What they did.
    pub action: Action,
    /// Whether the seat had to use the start option (no destination was legal).
    pub forced: bool,
    /// Seats that could neither place nor use the start option when their turn came, and are out
    /// until the final scoring.
    pub excluded: SeatSet,
}

/// A player's cloth bag: the chips not yet drawn, in the order they will come out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bag {
    chips: [Chip; CHIPS_PER_PLAYER],
    len: u8,
}

impl Bag {
    /// A bag with these chips; the last one comes out first.
    #[must_use]
    pub(crate) fn from_chips(list: &[Chip]) -> Bag {
        let mut chips = [Chip::OneSix; CHIPS_PER_PLAYER];
        chips[..list.len()].copy_from_slice(list);
        Bag {
            chips,
            len: list.len() as u8,
        }
    }

    /// Eight chips of each pair, shuffled.
    fn shuffled(rng: &mut impl rand::Rng) -> Bag {
        let mut bag = Bag::stand_in();
        bag.chips.shuffle(rng);
        bag
    }

    /// A stand-in for a bag whose order is kept on another device: eight chips of each pair.
    fn stand_in() -> Bag {
        let mut chips = [Chip::OneSix; CHIPS_PER_PLAYER];
        for (i, chip) in chips.iter_mut().enumerate() {
            *chip = Chip::ALL[i / CHIPS_PER_PAIR];
        }
        Bag {
            chips,
            len: CHIPS_PER_PLAYER as u8,
        }
    }

    /// Takes the next chip out, if any.
    pub fn draw(&mut self) -> Option<Chip> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.chips[self.len as usize])
    }

    /// How many chips are left.
    #[must_use]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the bag is empty.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The chips left, in drawing order (next first).
    pub fn chips(&self) -> impl Iterator<Item = Chip> + '_ {
        self.chips[..self.len as usize].iter().rev().copied()
    }
}

/// A game of Glüx in progress, hidden information included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    position: BoardState,
    bags: PerSeat<Bag>,
    hands: PerSeat<Option<Chip>>,
    /// Bag plus hand, per seat: public knowledge.
    supply: PerSeat<ChipCounts>,
    start_player: Seat,
    /// Seats whose bag order this game does not know (it is kept on another device): their hand
    /// and bag hold stand-ins, and each chip they play is shown when it is played.
    hidden: SeatSet,
}

impl Game {
    /// Setup steps 3 and 4: bags shuffled from the seed, each seat's start chip drawn into its hand
    /// (the face is chosen by [`Action::StartFace`]), and a seeded start player.
    pub(crate) fn start(
        board: std::sync::Arc<super::Board>,
        players: u8,
        starts: PerSeat<Square>,
        seed: u64,
    ) -> Game {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut bags = PerSeat::from_fn(|_| Bag::from_chips(&[]));
        for seat in Seat::all(players) {
            bags[seat] = Bag::shuffled(&mut rng);
        }
        let start_player = Seat(rand::Rng::random_range(&mut rng, 0..players));
        let mut hands = PerSeat::default();
        let mut supply = PerSeat::default();
        for seat in Seat::all(players) {
            hands[seat] = bags[seat].draw();
            supply[seat] = ChipCounts::FULL;
        }
        Game {
            position: BoardState::empty(board, players, starts, Phase::StartFace(Seat(0))),
            bags,
            hands,
            supply,
            start_player,
            hidden: SeatSet::EMPTY,
        }
    }

    /// Setup steps 3 and 4 when each seat's bag is shuffled on its own device: the seed chooses
    /// only the start player, a seat whose bag seed is given draws from that bag, and every other
    /// seat's bag is hidden here (see [`Game::is_hidden`]).
    pub(crate) fn start_with_bags(
        board: std::sync::Arc<super::Board>,
        players: u8,
        starts: PerSeat<Square>,
        seed: u64,
        bag_seeds: &PerSeat<Option<[u8; 32]>>,
    ) -> Game {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let start_player = Seat(rand::Rng::random_range(&mut rng, 0..players));
        let mut bags = PerSeat::from_fn(|_| Bag::from_chips(&[]));
        let mut hands = PerSeat::default();
        let mut supply = PerSeat::default();
        let mut hidden = SeatSet::EMPTY;
        for seat in Seat::all(players) {
            bags[seat] = match bag_seeds[seat] {
                Some(bag_seed) => Bag::shuffled(&mut ChaCha8Rng::from_seed(bag_seed)),
                None => {
                    hidden.insert(seat);
                    Bag::stand_in()
                }
            };
            hands[seat] = bags[seat].draw();
            supply[seat] = ChipCounts::FULL;
        }
        Game {
            position: BoardState::empty(board, players, starts, Phase::StartFace(Seat(0))),
            bags,
            hands,
            supply,
            start_player,
            hidden,
        }
    }

    /// A seat's chips (hand and bag) put back and shuffled from `bag_seed`, and a new hand drawn: a
    /// departed player's seat handed to a player on this device, which never knew its bag. The
    /// counts, which are public, stay as they are.
    pub(crate) fn reshuffle(&mut self, seat: Seat, bag_seed: [u8; 32]) {
        let mut chips = Vec::with_capacity(CHIPS_PER_PLAYER);
        for chip in Chip::ALL {
            chips.extend(std::iter::repeat_n(chip, usize::from(self.supply[seat].of(chip))));
        }
        chips.shuffle(&mut ChaCha8Rng::from_seed(bag_seed));
        self.bags[seat] = Bag::from_chips(&chips);
        self.hands[seat] = self.bags[seat].draw();
        self.hidden.remove(seat);
    }

    /// Whether this seat's bag is kept on another device: its hand here is a stand-in (never show
    /// it), and any chip it still has may be played.
    #[must_use]
    pub fn is_hidden(&self, seat: Seat) -> bool {
        self.hidden.contains(seat)
    }

    /// A game from its parts (used to determinize a player's view).
    pub(crate) fn from_parts(
        position: BoardState,
        bags: PerSeat<Bag>,
        hands: PerSeat<Option<Chip>>,
        start_player: Seat,
    ) -> Game {
        let supply = PerSeat::from_fn(|seat| {
            let mut counts = ChipCounts::default();
            for chip in bags[seat].chips().chain(hands[seat]) {
                counts.add(chip);
            }
            counts
        });
        Game {
            position,
            bags,
            hands,
            supply,
            start_player,
            hidden: SeatSet::EMPTY,
        }
    }

    /// The public position.
    #[must_use]
    pub fn board_state(&self) -> &BoardState {
        &self.position
    }

    /// Who is to act.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.position.phase()
    }

    /// Whether the game is over.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.position.phase() == Phase::Over
    }

    /// The seat to act, unless the game is over.
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        self.position.phase().to_act()
    }

    /// The seat that took the first turn.
    #[must_use]
    pub fn start_player(&self) -> Seat {
        self.start_player
    }

    /// The chip in a seat's hand: hidden from the other players.
    #[must_use]
    pub fn hand(&self, seat: Seat) -> Option<Chip> {
        self.hands[seat]
    }

    /// A seat's bag: its order is hidden from everyone.
    #[must_use]
    pub fn bag(&self, seat: Seat) -> &Bag {
        &self.bags[seat]
    }

    /// A seat's bag plus hand, by kind: public (24 minus the chips placed).
    #[must_use]
    pub fn supply(&self, seat: Seat) -> ChipCounts {
        self.supply[seat]
    }

    /// Every action the seat to act may take.
    #[must_use]
    pub fn legal_actions(&self) -> Vec<Action> {
        legal_actions(&self.position, self.to_act().and_then(|s| self.hands[s]))
    }

    /// Checks an action without playing it.
    ///
    /// # Errors
    /// The [`PlayError`] naming the rule the action breaks.
    pub fn check(&self, action: Action) -> Result<(), PlayError> {
        let seat = match self.position.phase() {
            Phase::Over => return Err(PlayError::GameOver),
            Phase::StartFace(seat) => {
                if !matches!(action, Action::StartFace(_)) {
                    return Err(PlayError::InSetup);
                }
                seat
            }
            Phase::Turn(_) if matches!(action, Action::StartFace(_)) => return Err(PlayError::NotInSetup),
            Phase::Turn(seat) => seat,
        };
        let chip = self.hands[seat].expect("the seat to act holds a chip");
        if self.hidden.contains(seat) {
            // Any chip the seat still has (bag plus hand) may be the one in its hand.
            if self.supply[seat].of(action.pips().chip()) == 0 {
                return Err(PlayError::NoChipLeft {
                    chip: action.pips().chip(),
                });
            }
        } else if !chip.has_face(action.pips()) {
            return Err(PlayError::NoSuchFace {
                chip,
                pips: action.pips(),
            });
        }
        match action {
            Action::StartFace(_) => Ok(()),
            Action::Place { to, .. } => Ok(self.position.check_placement(seat, to)?),
            Action::StartOption(_) => {
                if self.position.start_option_used(seat) {
                    Err(PlayError::StartOptionUsed)
                } else if !self.position.start_option_available(seat) {
                    Err(PlayError::StartChipCovered)
                } else {
                    Ok(())
                }
            }
        }
    }

    /// Plays an action for the seat to act: places the chip, draws a new one, and hands the turn on,
    /// excluding seats that can neither place nor use the start option.
    ///
    /// # Errors
    /// An illegal action returns the [`PlayError`] naming the broken rule, and the game is unchanged.
    pub fn play(&mut self, action: Action) -> Result<Played, PlayError> {
        self.check(action)?;
        Ok(self.play_checked(action))
    }

    /// Plays an action already known to be legal here (a bot's playout, which picks from the legal
    /// placements): [`Game::play`] without checking again.
    pub(crate) fn play_checked(&mut self, action: Action) -> Played {
        debug_assert_eq!(self.check(action), Ok(()));
        let seat = self.to_act().expect("checked: the game is not over");
        if self.hidden.contains(seat) {
            self.show_hand(seat, action.pips().chip());
        }
        let chip = self.hands[seat].take().expect("checked: the seat holds a chip");
        self.supply[seat].remove(chip);
        let mut forced = false;
        match action {
            Action::StartFace(pips) => {
                self.position
                    .put_chip(seat, self.position.start_square(seat), pips);
            }
            Action::Place { to, pips } => self.position.put_chip(seat, to, pips),
            Action::StartOption(pips) => {
                forced = self.position.placements(seat).is_empty();
                self.position
                    .put_chip(seat, self.position.start_square(seat), pips);
                self.position.mark_start_option_used(seat);
            }
        }
        self.hands[seat] = self.bags[seat].draw();
        let excluded = match self.position.phase() {
            Phase::StartFace(s) if s.0 + 1 < self.position.players() => {
                self.position
                    .set_phase(Phase::StartFace(s.next(self.position.players())));
                SeatSet::EMPTY
            }
            _ => self.pass_turn(if matches!(action, Action::StartFace(_)) {
                self.start_player
            } else {
                seat.next(self.position.players())
            }),
        };
        Played {
            seat,
            action,
            forced,
            excluded,
        }
    }

    /// A hidden seat's hand is shown to hold `chip`: the stand-in in its hand changes places with a
    /// chip of that kind in its bag (the counts, which are public, stay as they are).
    fn show_hand(&mut self, seat: Seat, chip: Chip) {
        let hand = self.hands[seat].expect("checked: the seat holds a chip");
        if hand != chip {
            let bag = &mut self.bags[seat];
            let len = bag.len as usize;
            let i = bag.chips[..len]
                .iter()
                .position(|&c| c == chip)
                .expect("checked: the seat has a chip of that kind");
            bag.chips[i] = hand;
            self.hands[seat] = Some(chip);
        }
    }

    /// Gives the turn to the first seat, from `first` on clockwise, that still holds a chip and is
    /// not excluded; a seat that can neither place nor use its start option is excluded on the way.
    /// With nobody left, the game is over.
    fn pass_turn(&mut self, first: Seat) -> SeatSet {
        let players = self.position.players();
        let mut excluded = SeatSet::EMPTY;
        let mut seat = first;
        for _ in 0..players {
            if !self.position.is_excluded(seat) && self.hands[seat].is_some() {
                // Testing the start option first spares computing placements most of the game.
                if !self.position.start_option_available(seat) && !self.position.can_place(seat) {
                    self.position.mark_excluded(seat);
                    excluded.insert(seat);
                } else {
                    self.position.set_phase(Phase::Turn(seat));
                    return excluded;
                }
            }
            seat = seat.next(players);
        }
        self.position.set_phase(Phase::Over);
        excluded
    }
}

/// Every action open to the seat to act in `position`, holding `hand`.
#[must_use]
pub fn legal_actions(position: &BoardState, hand: Option<Chip>) -> Vec<Action> {
    let Some(chip) = hand else { return Vec::new() };
    let faces = chip.faces();
    match position.phase() {
        Phase::Over => Vec::new(),
        Phase::StartFace(_) => faces.map(Action::StartFace).to_vec(),
        Phase::Turn(seat) => {
            let options = position.turn_options(seat);
            let mut actions = Vec::with_capacity(options.placements.len() * 2 + 2);
            for to in options.placements.iter() {
                actions.extend(faces.map(|pips| Action::Place { to, pips }));
            }
            if options.start_option {
                actions.extend(faces.map(Action::StartOption));
            }
            actions
        }
    }
}

/// One action as it happened, for game logs and replays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordedMove {
    /// What happened.
    pub played: Played,
    /// For a placement by counting: one of the chips it was counted from.
    pub counted_from: Option<Square>,
}
