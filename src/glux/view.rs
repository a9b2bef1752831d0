//! What one seat may see: the public position, its own hand, and every seat's bag-plus-hand
//! composition. Other hands and every bag's order are not in it. Bots only ever get a view.

use super::board::{Board, Square};
use super::chip::Pips;
use super::chip::{Chip, ChipCounts};
use super::game::{Action, Bag, Game, legal_actions};
use super::rules::{BoardState, Phase};
use super::setup::{PositionSetup, StackSetup};
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

    /// The same view had the seat drawn `chip` instead (one it still has): what it might have
    /// known, to measure how much its draw helped (the review's luck).
    #[must_use]
    pub fn with_hand(&self, chip: Chip) -> PlayerView<'a> {
        PlayerView {
            hand: Some(chip),
            ..*self
        }
    }

    /// How far the game has come, 0 to 1: the chips placed out of every seat's 24 (an excluded
    /// seat's chips count as placed), public knowledge.
    #[must_use]
    pub fn progress(&self) -> f64 {
        if self.position.phase() == super::Phase::Over {
            return 1.0;
        }
        let players = self.position.players();
        let left: u32 = Seat::all(players)
            .filter(|&seat| !self.position.is_excluded(seat))
            .map(|seat| u32::from(self.supply[seat].total()))
            .sum();
        1.0 - f64::from(left) / (f64::from(players) * super::chip::CHIPS_PER_PLAYER as f64)
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
const VIEW_BYTES_VERSION: u8 = 2;

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
    // Long: the view's bytes read field by field in the order `to_bytes` writes them, each checked
    // where it is read.
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
        // The board: 0 and 1 the built-in ones, 2 a board of the players' own, its text following.
        let (board, board_text): (std::sync::Arc<Board>, String) = match next("board")? {
            which @ (0 | 1) => {
                let name = if which == 0 {
                    Board::two_player()
                } else {
                    Board::three_four_player()
                }
                .name();
                (
                    Board::builtin(name).ok_or(ViewBytesError("board"))?,
                    name.to_string(),
                )
            }
            2 => {
                let len = usize::from(u16::from_le_bytes([next("board length")?, next("board length")?]));
                let mut text = Vec::with_capacity(len);
                for _ in 0..len {
                    text.push(next("board text")?);
                }
                let text = String::from_utf8(text).map_err(|_| ViewBytesError("board text"))?;
                let board = Board::parse(&text).map_err(|_| ViewBytesError("board"))?;
                (std::sync::Arc::new(board), text)
            }
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
        let square = |low: u8, high: u8| {
            let sq = Square(u16::from_le_bytes([low, high]));
            board
                .contains(sq)
                .then(|| board.coord(sq))
                .ok_or(ViewBytesError("square"))
        };
        let mut starts = Vec::with_capacity(players as usize);
        for _ in 0..players {
            starts.push(square(next("start square")?, next("start square")?)?);
        }
        let mut supply = PerSeat::<ChipCounts>::default();
        for s in Seat::all(players) {
            for kind in 0..3 {
                supply[s].0[kind] = next("supply")?;
            }
        }
        let mut stacks = Vec::new();
        for _ in 0..u16::from_le_bytes([next("stack count")?, next("stack count")?]) {
            let at = square(next("square")?, next("square")?)?;
            let mut chips = Vec::new();
            for _ in 0..next("height")? {
                let chip = next("chip")?;
                chips.push((chip >> 4, Pips::new(chip & 0x0f).ok_or(ViewBytesError("pips"))?));
            }
            stacks.push(StackSetup { at, chips });
        }
        if at != bytes.len() {
            return Err(ViewBytesError("trailing bytes"));
        }
        // The same checks as every position read from outside (start squares, stacks, seats).
        let setup = PositionSetup {
            board: board_text,
            players,
            starts: Some(starts),
            start_option_used: Some(Seat::all(players).map(|s| flags & (1 << s.0) != 0).collect()),
            to_move: to_move.0,
            stacks,
        };
        let mut position = BoardState::try_from(&setup).map_err(|_| ViewBytesError("position"))?;
        position.set_phase(phase);
        for s in Seat::all(players).filter(|s| flags & (16 << s.0) != 0) {
            position.mark_excluded(s);
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
        let mut out = vec![VIEW_BYTES_VERSION];
        if board.is_builtin() {
            out.push(u8::from(board.name() == Board::three_four_player().name()));
        } else {
            let text = board.to_text();
            out.push(2);
            out.extend((text.len() as u16).to_le_bytes());
            out.extend(text.bytes());
        }
        out.extend([
            p.players(),
            self.seat.0,
            self.start_player.0,
            to_move.0,
            phase,
            flags,
            self.hand.map_or(0, |c| c.index() as u8 + 1),
        ]);
        out.extend(p.seats().flat_map(|s| p.start_square(s).0.to_le_bytes()));
        for s in p.seats() {
            out.extend(self.supply[s].0);
        }
        let occupied: Vec<Square> = board.squares().filter(|&sq| p.stack(sq).height() > 0).collect();
        out.extend((occupied.len() as u16).to_le_bytes());
        for sq in occupied {
            let stack = p.stack(sq);
            out.extend(sq.0.to_le_bytes());
            out.push(stack.height());
            out.extend(stack.chips().map(|c| (c.seat.0 << 4) | c.pips.value()));
        }
        out
    }
}
