//! What one seat may see: the public position, its own hand, and every seat's bag-plus-hand
//! composition. Other hands and every bag's order are not in it. Bots only ever get a view.

use super::board::{Board, Square, SquareSet};
use super::chip::Pips;
use super::chip::{Chip, ChipCounts};
use super::game::{Action, Bag, Game, legal_actions};
use super::rules::{BoardState, Phase};
use crate::core::seat::{PerSeat, Seat};
use rand::Rng;
use rand::seq::SliceRandom;

/// One seat's view of a game.
#[derive(Clone, Copy, Debug)]
pub struct PlayerView<'a> {
    seat: Seat,
    position: &'a BoardState,
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
            position: self.board_state(),
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
    pub fn board_state(&self) -> &'a BoardState {
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

/// Why bytes are not a player's view.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a player's view: {0}")]
pub struct ViewBytesError(pub &'static str);

/// The version of the view bytes.
const VIEW_BYTES_VERSION: u8 = 1;

/// A view rebuilt from bytes (see [`PlayerView::to_bytes`]), owning its position.
#[derive(Clone, Debug)]
pub struct OwnedView {
    seat: Seat,
    position: BoardState,
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

    /// Rebuilds a view from [`PlayerView::to_bytes`], checking everything.
    ///
    /// # Errors
    /// A [`ViewBytesError`] for bytes that are not a view (never a panic).
    pub fn from_bytes(bytes: &[u8]) -> Result<OwnedView, ViewBytesError> {
        let mut at = 0;
        let mut next = |what: &'static str| {
            let b = *bytes.get(at).ok_or(ViewBytesError(what))?;
            at += 1;
            Ok::<u8, ViewBytesError>(b)
        };
        if next("version")? != VIEW_BYTES_VERSION {
            return Err(ViewBytesError("unknown version"));
        }
        let board = match next("board")? {
            0 => Board::two_player(),
            1 => Board::three_four_player(),
            _ => return Err(ViewBytesError("unknown board")),
        };
        let players = next("players")?;
        if !crate::core::seat::PLAYER_COUNTS.contains(&(players as usize)) {
            return Err(ViewBytesError("player count"));
        }
        let seat_byte = |b: u8| {
            if b < players {
                Ok(Seat(b))
            } else {
                Err(ViewBytesError("no such seat"))
            }
        };
        let seat = seat_byte(next("seat")?)?;
        let start_player = seat_byte(next("start player")?)?;
        let to_move = seat_byte(next("seat to move")?)?;
        let phase = match next("phase")? {
            0 => Phase::StartFace(to_move),
            1 => Phase::Turn(to_move),
            2 => Phase::Over,
            _ => return Err(ViewBytesError("phase")),
        };
        let flags = next("flags")?;
        let hand = match next("hand")? {
            0 => None,
            k @ 1..=3 => Some(Chip::ALL[k as usize - 1]),
            _ => return Err(ViewBytesError("hand")),
        };
        let mut starts = PerSeat([Square(0); 4]);
        for s in Seat::all(players) {
            let sq = Square(next("start square")?);
            if !board.contains(sq) || Seat::all(s.0).any(|o| starts[o] == sq) {
                return Err(ViewBytesError("start square"));
            }
            starts[s] = sq;
        }
        // Unused seats' slots hold the first start square, as in setup.
        for i in players as usize..starts.0.len() {
            starts.0[i] = starts.0[0];
        }
        let mut supply = PerSeat::<ChipCounts>::default();
        for s in Seat::all(players) {
            for kind in 0..3 {
                supply[s].0[kind] = next("supply")?;
            }
        }
        let mut position = BoardState::empty(board, players, starts, phase);
        let stacks = next("stack count")?;
        let mut seen = SquareSet::EMPTY;
        for _ in 0..stacks {
            let sq = Square(next("square")?);
            let height = next("height")?;
            if !board.contains(sq) || seen.contains(sq) || !(1..=2).contains(&height) {
                return Err(ViewBytesError("stack"));
            }
            seen.insert(sq);
            for _ in 0..height {
                let chip = next("chip")?;
                let owner = seat_byte(chip >> 4)?;
                let pips = Pips::new(chip & 0x0f).ok_or(ViewBytesError("pips"))?;
                if position.start_marker_at(sq).is_some_and(|o| o != owner) {
                    return Err(ViewBytesError("chip on another's start marker"));
                }
                position.put_chip(owner, sq, pips);
            }
        }
        for s in Seat::all(players) {
            if flags & (1 << s.0) != 0 {
                position.mark_start_option_used(s);
            }
            if flags & (16 << s.0) != 0 {
                position.mark_excluded(s);
            }
        }
        if at != bytes.len() {
            return Err(ViewBytesError("trailing bytes"));
        }
        Ok(OwnedView {
            seat,
            position,
            hand,
            supply,
            start_player,
        })
    }
}

impl PlayerView<'_> {
    /// The view as compact bytes, to send where the game is not (a bot in a Web Worker). They hold
    /// exactly what the view holds: the public position, the seat's own hand, and every seat's
    /// bag-plus-hand composition; never another hand, a bag order or the game's seed.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let p = self.position;
        let board = p.board();
        let (phase, to_move) = match p.phase() {
            Phase::StartFace(s) => (0, s),
            Phase::Turn(s) => (1, s),
            Phase::Over => (2, Seat(0)),
        };
        let flags = p.seats().fold(0u8, |f, s| {
            f | (u8::from(p.start_option_used(s)) << s.0) | (u8::from(p.is_excluded(s)) << (s.0 + 4))
        });
        let mut out = vec![
            VIEW_BYTES_VERSION,
            u8::from(board.name() == Board::three_four_player().name()),
            p.players(),
            self.seat.0,
            self.start_player.0,
            to_move.0,
            phase,
            flags,
            self.hand.map_or(0, |c| c.index() as u8 + 1),
        ];
        out.extend(p.seats().map(|s| p.start_square(s).0));
        for s in p.seats() {
            out.extend(self.supply[s].0);
        }
        let occupied: Vec<Square> = board.squares().filter(|&sq| p.stack(sq).height() > 0).collect();
        out.push(occupied.len() as u8);
        for sq in occupied {
            let stack = p.stack(sq);
            out.extend([sq.0, stack.height()]);
            out.extend(stack.chips().map(|c| (c.seat.0 << 4) | c.pips.value()));
        }
        out
    }
}
