//! The placing rules (rule book, "Rules for placing light chips", 1–7) over the public position.

use super::board::{Board, Direction, MAX_SIDE, MAX_SQUARES, Square, SquareSet};
use super::chip::Pips;
use crate::core::seat::{PerSeat, Seat};
use std::fmt;
use std::sync::Arc;
use thiserror::Error;

/// A chip lying on the board: whose it is and which face is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlacedChip {
    /// The chip's owner.
    pub seat: Seat,
    /// The face up.
    pub pips: Pips,
}

/// The chips on one square, at most two (rule 5). Only the top chip counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stack {
    lower: Option<PlacedChip>,
    upper: Option<PlacedChip>,
}

impl Stack {
    /// The chip on top, if any.
    #[inline(always)]
    #[must_use]
    pub fn top(&self) -> Option<PlacedChip> {
        self.upper.or(self.lower)
    }

    /// The chip lying under the top one, if the square holds two.
    #[must_use]
    pub fn covered(&self) -> Option<PlacedChip> {
        self.upper.and(self.lower)
    }

    /// How many chips lie here: 0, 1 or 2.
    #[must_use]
    pub fn height(&self) -> u8 {
        u8::from(self.lower.is_some()) + u8::from(self.upper.is_some())
    }

    /// The chips bottom first.
    pub fn chips(&self) -> impl Iterator<Item = PlacedChip> {
        self.lower.into_iter().chain(self.upper)
    }

    fn push(&mut self, chip: PlacedChip) {
        if self.lower.is_none() {
            self.lower = Some(chip);
        } else {
            debug_assert!(self.upper.is_none(), "rule 5: stacks never exceed two");
            self.upper = Some(chip);
        }
    }
}

/// Who is to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Setup step 3: this seat chooses the face of the chip drawn for its start marker.
    StartFace(Seat),
    /// This seat places its hand chip.
    Turn(Seat),
    /// Nobody can place or draw any more: final scoring.
    Over,
}

impl Phase {
    /// The seat to act, unless the game is over.
    #[must_use]
    pub const fn to_act(self) -> Option<Seat> {
        match self {
            Phase::StartFace(s) | Phase::Turn(s) => Some(s),
            Phase::Over => None,
        }
    }
}

/// Why a chip cannot be placed on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum PlacementError {
    /// Rule 2: the destination must be on the board.
    #[error("rule 2: that square is not on the board")]
    OffBoard,
    /// Rules 1–2: no own top chip counts exactly onto the square in a straight line.
    #[error("rules 1–2: none of your top chips counts exactly onto that square in a straight line")]
    NotCounted,
    /// Rule 3: the only lines that reach the square are blocked by a chip on the way.
    #[error("rule 3: the way from your chip is blocked by a chip in between")]
    Blocked {
        /// A chip whose count reaches the square but whose way is blocked.
        from: Square,
    },
    /// Rule 5: the destination already holds two chips.
    #[error("rule 5: that square already holds two chips")]
    StackFull,
    /// Rule 6: never on another player's start marker.
    #[error("rule 6: that is another player's start marker")]
    OthersStartMarker {
        /// Whose start marker it is.
        owner: Seat,
    },
}

/// What a seat may do on its turn (rules 1–7 and "forced and excluded").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnOptions {
    /// Every legal destination (any face of the hand chip may be chosen).
    pub placements: SquareSet,
    /// Rule 7: the start option is available now.
    pub start_option: bool,
}

impl TurnOptions {
    /// No destination, but the start option: the seat must use it.
    #[must_use]
    pub fn must_use_start(&self) -> bool {
        self.placements.is_empty() && self.start_option
    }

    /// Neither a destination nor the start option: the seat is out until the final scoring.
    #[must_use]
    pub fn excluded(&self) -> bool {
        self.placements.is_empty() && !self.start_option
    }
}

/// The public state of a game: the board with its chips, start markers, who used the start option,
/// who is excluded and who is to act. Hands and bags are not here (see [`super::Game`]).
#[derive(Clone, PartialEq, Eq)]
pub struct BoardState {
    board: Arc<Board>,
    players: u8,
    starts: PerSeat<Square>,
    stacks: [Stack; MAX_SQUARES],
    /// Squares whose top chip is the seat's.
    tops: PerSeat<SquareSet>,
    /// Per seat and square: how many of the seat's top chips count onto the square along a clear
    /// line. Kept up to date by [`BoardState::put_chip`]: lines only ever become blocked, never free.
    reach: PerSeat<[u8; MAX_SQUARES]>,
    /// Squares with a non-zero `reach` count, per seat.
    reached: PerSeat<SquareSet>,
    /// Squares that may never receive the seat's chip: two-chip stacks and other start markers.
    closed: PerSeat<SquareSet>,
    /// Occupied squares, one bit mask per row (bit = column) and per column (bit = row).
    rows: [u32; MAX_SIDE as usize],
    columns: [u32; MAX_SIDE as usize],
    start_option_used: PerSeat<bool>,
    excluded: PerSeat<bool>,
    placed: PerSeat<u8>,
    phase: Phase,
}

impl fmt::Debug for BoardState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "BoardState {} {} players {:?}",
            self.board.name(),
            self.players,
            self.phase
        )?;
        for y in 0..self.board.height() {
            for x in 0..self.board.width() {
                let sq = Square(u16::from(y) * u16::from(self.board.width()) + u16::from(x));
                match self.stacks[sq.index()].top() {
                    Some(c) => write!(
                        f,
                        "{}{}{} ",
                        c.seat.0,
                        c.pips.value(),
                        if self.stacks[sq.index()].height() == 2 {
                            '+'
                        } else {
                            ' '
                        }
                    )?,
                    None => write!(f, " .  ")?,
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

impl BoardState {
    /// An empty board for `players` with these start squares, `phase` to act.
    pub(crate) fn empty(board: Arc<Board>, players: u8, starts: PerSeat<Square>, phase: Phase) -> BoardState {
        let closed = PerSeat::from_fn(|seat| {
            Seat::all(players)
                .filter(|&other| other != seat)
                .map(|other| starts[other])
                .collect()
        });
        BoardState {
            board,
            players,
            starts,
            stacks: [Stack::default(); MAX_SQUARES],
            tops: PerSeat::default(),
            reach: PerSeat([[0; MAX_SQUARES]; 4]),
            reached: PerSeat::default(),
            closed,
            rows: [0; MAX_SIDE as usize],
            columns: [0; MAX_SIDE as usize],
            start_option_used: PerSeat::default(),
            excluded: PerSeat::default(),
            placed: PerSeat::default(),
            phase,
        }
    }

    /// The board.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The board, to keep beyond this state (for instance while the game goes on).
    #[must_use]
    pub fn shared_board(&self) -> &Arc<Board> {
        &self.board
    }

    /// Number of players.
    #[must_use]
    pub fn players(&self) -> u8 {
        self.players
    }

    /// All seats in turn order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + Clone {
        Seat::all(self.players)
    }

    /// Who is to act.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The seat whose start marker lies on each start square.
    #[must_use]
    pub fn start_square(&self, seat: Seat) -> Square {
        self.starts[seat]
    }

    /// Whose start marker lies on `sq`, if any.
    #[must_use]
    pub fn start_marker_at(&self, sq: Square) -> Option<Seat> {
        self.seats().find(|&s| self.starts[s] == sq)
    }

    /// The chips on a square.
    #[must_use]
    pub fn stack(&self, sq: Square) -> Stack {
        self.stacks[sq.index()]
    }

    /// The squares whose top chip belongs to `seat`.
    #[must_use]
    pub fn top_chips(&self, seat: Seat) -> SquareSet {
        self.tops[seat]
    }

    /// Whether the seat has used its start option (rule 7).
    #[must_use]
    pub fn start_option_used(&self, seat: Seat) -> bool {
        self.start_option_used[seat]
    }

    /// Whether the seat is out of the game until the final scoring.
    #[must_use]
    pub fn is_excluded(&self, seat: Seat) -> bool {
        self.excluded[seat]
    }

    /// How many chips the seat has placed, its start chip included.
    #[must_use]
    pub fn placed(&self, seat: Seat) -> u8 {
        self.placed[seat]
    }

    /// Rules 2 and 3 along one line: counting `steps` squares from `from` (at column and row `xy`)
    /// along `dir`, the square reached if it is on the board (rule 2), and whether every square
    /// strictly between is empty (rule 3). The squares between are the same whichever end one counts
    /// from, so this serves both the generator (from a chip outwards) and the check (from a
    /// destination outwards).
    #[inline(always)]
    fn line(&self, from: Square, (x, y): (u8, u8), dir: Direction, steps: u8) -> Option<(Square, bool)> {
        let between = (1u32 << (steps - 1)) - 1;
        let (w, h) = (self.board.width(), self.board.height());
        let (step, down) = (u16::from(steps), u16::from(steps) * u16::from(w));
        let row = self.rows[y as usize];
        let column = self.columns[x as usize];
        match dir {
            Direction::Right if x + steps < w => {
                Some((Square(from.0 + step), row & (between << (x + 1)) == 0))
            }
            Direction::Left if x >= steps => {
                Some((Square(from.0 - step), row & (between << (x + 1 - steps)) == 0))
            }
            Direction::Down if y + steps < h => {
                Some((Square(from.0 + down), column & (between << (y + 1)) == 0))
            }
            Direction::Up if y >= steps => {
                Some((Square(from.0 - down), column & (between << (y + 1 - steps)) == 0))
            }
            _ => None,
        }
    }

    /// The nearest square along `dir` from `from` (at column and row `xy`) that holds a chip, within
    /// `max` squares, and its distance: from the occupancy masks, without walking the line.
    #[inline(always)]
    fn nearest_chip(&self, from: Square, (x, y): (u8, u8), dir: Direction, max: u8) -> Option<(Square, u8)> {
        let w = self.board.width();
        let row = self.rows[y as usize];
        let column = self.columns[x as usize];
        let after = |bits: u32, at: u8| (bits >> (at + 1)).trailing_zeros() + 1;
        let before = |bits: u32, at: u8| match bits & ((1u32 << at) - 1) {
            0 => u32::MAX,
            below => u32::from(at) - (31 - below.leading_zeros()),
        };
        let distance = match dir {
            Direction::Right => after(row, x),
            Direction::Left => before(row, x),
            Direction::Down => after(column, y),
            Direction::Up => before(column, y),
        };
        if distance > u32::from(max) {
            return None;
        }
        let d = distance as u8;
        let (step, down) = (u16::from(d), u16::from(d) * u16::from(w));
        Some((
            match dir {
                Direction::Right => Square(from.0 + step),
                Direction::Left => Square(from.0 - step),
                Direction::Down => Square(from.0 + down),
                Direction::Up => Square(from.0 - down),
            },
            d,
        ))
    }

    /// Rules 1–3 for the top chip on `from`: calls `reached` with every square its count reaches
    /// along a clear line, until it returns `true`; returns whether it did.
    #[inline(always)]
    fn reach_from(&self, from: Square, mut reached: impl FnMut(Square) -> bool) -> bool {
        let xy = self.board.column_row(from);
        let steps = match self.stacks[from.index()].top() {
            Some(chip) => chip.pips.value(),
            None => return false,
        };
        // Four calls with constant directions (not a loop) let the compiler fold `line`'s match.
        let mut along = |dir| matches!(self.line(from, xy, dir, steps), Some((to, true)) if reached(to));
        along(Direction::Up) || along(Direction::Right) || along(Direction::Down) || along(Direction::Left)
    }

    /// Every square the seat may place on by counting (rules 1–6).
    #[must_use]
    pub fn placements(&self, seat: Seat) -> SquareSet {
        self.reached[seat].without(self.closed[seat])
    }

    /// Whether the seat has at least one destination by counting.
    #[must_use]
    pub fn can_place(&self, seat: Seat) -> bool {
        !self.placements(seat).is_empty()
    }

    /// Rule 7 with the ruling: the start option is unused and the start square holds exactly one chip.
    #[must_use]
    pub fn start_option_available(&self, seat: Seat) -> bool {
        !self.start_option_used[seat] && self.stacks[self.starts[seat].index()].height() == 1
    }

    /// Rule 7: the seat never used its start option and now never can (its start chip was covered).
    /// Before the seat's first placement the start chip may still be bare, so nothing is lost yet.
    #[must_use]
    pub fn start_option_lost(&self, seat: Seat) -> bool {
        !self.start_option_used[seat] && self.placed[seat] > 0 && !self.start_option_available(seat)
    }

    /// What the seat may do on its turn.
    #[must_use]
    pub fn turn_options(&self, seat: Seat) -> TurnOptions {
        TurnOptions {
            placements: self.placements(seat),
            start_option: self.start_option_available(seat),
        }
    }

    /// Calls `found` with each of the seat's top chips that counts exactly onto `to` in a straight
    /// line (rules 1–2), looking outwards from `to`, with the direction one counts in from it and
    /// whether the way is clear (rule 3); stops when `found` returns `true`. Independent of
    /// [`BoardState::placements`], which works from the chips outwards: the property tests check that
    /// the two agree.
    #[inline(always)]
    fn chips_counting_onto(
        &self,
        seat: Seat,
        to: Square,
        mut found: impl FnMut(Square, Direction, bool) -> bool,
    ) {
        let xy = self.board.column_row(to);
        for outwards in Direction::ALL {
            for steps in 1..=6u8 {
                let Some((from, clear)) = self.line(to, xy, outwards, steps) else {
                    break;
                };
                if let Some(top) = self.stacks[from.index()].top()
                    && top.seat == seat
                    && top.pips.value() == steps
                    && found(from, outwards.opposite(), clear)
                {
                    return;
                }
            }
        }
    }

    /// Checks one placement by counting, naming the rule it breaks.
    ///
    /// # Errors
    /// The [`PlacementError`] for the first rule the placement breaks.
    pub fn check_placement(&self, seat: Seat, to: Square) -> Result<(), PlacementError> {
        if !self.board.contains(to) {
            return Err(PlacementError::OffBoard);
        }
        if let Some(owner) = self.start_marker_at(to).filter(|&o| o != seat) {
            return Err(PlacementError::OthersStartMarker { owner });
        }
        if self.closed[seat].contains(to) {
            return Err(PlacementError::StackFull);
        }
        // Only the nearest chip in each direction can count onto `to` along a clear line.
        let xy = self.board.column_row(to);
        for outwards in Direction::ALL {
            if let Some((from, distance)) = self.nearest_chip(to, xy, outwards, 6)
                && self.stacks[from.index()].top()
                    == Some(PlacedChip {
                        seat,
                        pips: Pips::new(distance).expect("1 to 6"),
                    })
            {
                return Ok(());
            }
        }
        // Not legal: tell a blocked count from no count at all.
        let (mut counted, mut blocked) = (false, None);
        self.chips_counting_onto(seat, to, |from, _, clear| {
            if !clear {
                blocked = Some(from);
            }
            counted |= clear;
            clear
        });
        match (counted, blocked) {
            (true, _) => Ok(()),
            (false, Some(from)) => Err(PlacementError::Blocked { from }),
            (false, None) => Err(PlacementError::NotCounted),
        }
    }

    /// The seat's chips whose count reaches `to` along a clear line, with the direction counted in:
    /// what the app draws when a player points at a destination.
    #[must_use]
    pub fn counting_chips(&self, seat: Seat, to: Square) -> Vec<(Square, Direction)> {
        if self.closed[seat].contains(to) {
            return Vec::new();
        }
        let mut chips = Vec::new();
        self.chips_counting_onto(seat, to, |from, dir, clear| {
            if clear {
                chips.push((from, dir));
            }
            false
        });
        chips
    }

    /// The position after `seat` places a chip with `pips` up by counting onto `to` (rules 1–6), or
    /// onto its own start chip by the start option (rule 7): what a bot looks at to judge an action.
    /// The turn does not pass (who draws what next is hidden).
    ///
    /// # Errors
    /// The [`PlacementError`] of an illegal placement; `None` inside for a start option that is not
    /// available.
    pub fn with_placement(
        &self,
        seat: Seat,
        to: Option<Square>,
        pips: Pips,
    ) -> Result<BoardState, Option<PlacementError>> {
        let mut next = self.clone();
        match to {
            Some(to) => {
                self.check_placement(seat, to).map_err(Some)?;
                next.put_chip(seat, to, pips);
            }
            None => {
                if !self.start_option_available(seat) {
                    return Err(None);
                }
                next.put_chip(seat, self.starts[seat], pips);
                next.mark_start_option_used(seat);
            }
        }
        Ok(next)
    }

    /// Adds (`+1`) or removes (`-1`) the clear lines of the top chip on `from` to its owner's reach.
    fn count_reach(&mut self, from: Square, delta: i8) {
        let Some(owner) = self.stacks[from.index()].top().map(|c| c.seat) else {
            return;
        };
        let (mut reached, mut n) = ([Square(0); 4], 0);
        self.reach_from(from, |to| {
            reached[n] = to;
            n += 1;
            false
        });
        for &to in &reached[..n] {
            self.count_line(owner, to, delta);
        }
    }

    fn count_line(&mut self, seat: Seat, to: Square, delta: i8) {
        let count = &mut self.reach[seat][to.index()];
        *count = count.wrapping_add_signed(delta);
        if *count == 0 {
            self.reached[seat].remove(to);
        } else {
            self.reached[seat].insert(to);
        }
    }

    /// Puts a chip on top of a square, without checking any rule, keeping the reach tables exact.
    pub(crate) fn put_chip(&mut self, seat: Seat, to: Square, pips: Pips) {
        match self.stacks[to.index()].top() {
            None => {
                // The square fills: the nearest chip in each direction whose clear line ran across
                // it (counting further than the distance) is blocked from now on. Chips behind the
                // nearest one were blocked by it already.
                let xy = self.board.column_row(to);
                for outwards in Direction::ALL {
                    let Some((from, distance)) = self.nearest_chip(to, xy, outwards, 5) else {
                        continue;
                    };
                    let Some(chip) = self.stacks[from.index()].top() else {
                        continue;
                    };
                    let steps = chip.pips.value();
                    if steps > distance
                        && let Some((across, true)) =
                            self.line(from, self.board.column_row(from), outwards.opposite(), steps)
                    {
                        self.count_line(chip.seat, across, -1);
                    }
                }
                let (x, y) = xy;
                self.rows[y as usize] |= 1 << x;
                self.columns[x as usize] |= 1 << y;
            }
            Some(below) => {
                self.count_reach(to, -1);
                self.tops[below.seat].remove(to);
                for s in Seat::all(self.players) {
                    self.closed[s].insert(to);
                }
            }
        }
        self.stacks[to.index()].push(PlacedChip { seat, pips });
        self.tops[seat].insert(to);
        self.count_reach(to, 1);
        self.placed[seat] += 1;
    }

    pub(crate) fn set_phase(&mut self, phase: Phase) {
        self.phase = phase;
    }

    pub(crate) fn mark_start_option_used(&mut self, seat: Seat) {
        self.start_option_used[seat] = true;
    }

    pub(crate) fn mark_excluded(&mut self, seat: Seat) {
        self.excluded[seat] = true;
    }
}
