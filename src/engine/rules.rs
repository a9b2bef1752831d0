//! The placing rules (rule book, "Rules for placing light chips", 1–7) over the public position.

use super::board::{Board, Direction, MAX_SIDE, MAX_SQUARES, Square, SquareSet};
use super::chip::Pips;
use super::seat::{PerSeat, Seat};
use std::fmt;
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
    #[inline]
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
pub struct Position {
    board: &'static Board,
    players: u8,
    starts: PerSeat<Square>,
    stacks: [Stack; MAX_SQUARES],
    /// Squares whose top chip is the seat's.
    tops: PerSeat<SquareSet>,
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

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Position {} {} players {:?}",
            self.board.name(),
            self.players,
            self.phase
        )?;
        for y in 0..self.board.height() {
            for x in 0..self.board.width() {
                let sq = Square(y * self.board.width() + x);
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

impl Position {
    /// An empty board for `players` with these start squares, `phase` to act.
    pub(crate) fn empty(
        board: &'static Board,
        players: u8,
        starts: PerSeat<Square>,
        phase: Phase,
    ) -> Position {
        let closed = PerSeat::from_fn(|seat| {
            Seat::all(players)
                .filter(|&other| other != seat)
                .map(|other| starts[other])
                .collect()
        });
        Position {
            board,
            players,
            starts,
            stacks: [Stack::default(); MAX_SQUARES],
            tops: PerSeat::default(),
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
    pub fn board(&self) -> &'static Board {
        self.board
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

    /// Rule 3: every square strictly between `from` and the square `steps` away along `dir` is empty.
    /// The caller has checked with [`Board::count_from`] that the count stays on the board.
    #[inline]
    fn way_is_clear(&self, from: Square, dir: Direction, steps: u8) -> bool {
        let (x, y) = self.board.column_row(from);
        let between = (1u32 << (steps - 1)) - 1;
        match dir {
            Direction::Right => self.rows[y as usize] & (between << (x + 1)) == 0,
            Direction::Left => self.rows[y as usize] & (between << (x + 1 - steps)) == 0,
            Direction::Down => self.columns[x as usize] & (between << (y + 1)) == 0,
            Direction::Up => self.columns[x as usize] & (between << (y + 1 - steps)) == 0,
        }
    }

    /// Rules 1–3 for one chip and one line: the square its count reaches, if on the board, and
    /// whether the way there is clear.
    #[inline]
    fn count(&self, from: Square, dir: Direction) -> Option<(Square, bool)> {
        let steps = self.stacks[from.index()].top()?.pips.value();
        let to = self.board.count_from(from, dir, steps)?;
        Some((to, self.way_is_clear(from, dir, steps)))
    }

    /// Every square the seat may place on by counting (rules 1–6).
    #[must_use]
    pub fn placements(&self, seat: Seat) -> SquareSet {
        let mut reached = SquareSet::EMPTY;
        for from in self.tops[seat].iter() {
            for dir in Direction::ALL {
                if let Some((to, true)) = self.count(from, dir) {
                    reached.insert(to);
                }
            }
        }
        reached.without(self.closed[seat])
    }

    /// Whether the seat has at least one destination by counting (stops at the first).
    #[must_use]
    pub fn can_place(&self, seat: Seat) -> bool {
        let closed = self.closed[seat];
        self.tops[seat].iter().any(|from| {
            Direction::ALL
                .into_iter()
                .any(|dir| matches!(self.count(from, dir), Some((to, true)) if !closed.contains(to)))
        })
    }

    /// Rule 7 with the ruling: the start option is unused and the start square holds exactly one chip.
    #[must_use]
    pub fn start_option_available(&self, seat: Seat) -> bool {
        !self.start_option_used[seat] && self.stacks[self.starts[seat].index()].height() == 1
    }

    /// What the seat may do on its turn.
    #[must_use]
    pub fn turn_options(&self, seat: Seat) -> TurnOptions {
        TurnOptions {
            placements: self.placements(seat),
            start_option: self.start_option_available(seat),
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
        let mut blocked = None;
        for from in self.tops[seat].iter() {
            for dir in Direction::ALL {
                match self.count(from, dir) {
                    Some((reached, true)) if reached == to => return Ok(()),
                    Some((reached, false)) if reached == to => blocked = Some(from),
                    _ => {}
                }
            }
        }
        Err(
            blocked.map_or(PlacementError::NotCounted, |from| PlacementError::Blocked {
                from,
            }),
        )
    }

    /// The seat's chips whose count reaches `to` along a clear line, with the line's direction:
    /// what the app draws when a player points at a destination.
    #[must_use]
    pub fn counting_chips(&self, seat: Seat, to: Square) -> Vec<(Square, Direction)> {
        if self.closed[seat].contains(to) {
            return Vec::new();
        }
        self.tops[seat]
            .iter()
            .flat_map(|from| Direction::ALL.map(|dir| (from, dir)))
            .filter(|&(from, dir)| self.count(from, dir) == Some((to, true)))
            .collect()
    }

    /// Puts a chip on top of a square, without checking any rule.
    pub(crate) fn put_chip(&mut self, seat: Seat, to: Square, pips: Pips) {
        let stack = &mut self.stacks[to.index()];
        match stack.top() {
            None => {
                let (x, y) = self.board.column_row(to);
                self.rows[y as usize] |= 1 << x;
                self.columns[x as usize] |= 1 << y;
            }
            Some(below) => {
                self.tops[below.seat].remove(to);
                for s in Seat::all(self.players) {
                    self.closed[s].insert(to);
                }
            }
        }
        stack.push(PlacedChip { seat, pips });
        self.tops[seat].insert(to);
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
