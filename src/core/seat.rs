//! Seats around the table and per-seat tables.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Index, IndexMut};

/// The most players a game has.
pub const MAX_SEATS: usize = 4;
/// The fewest players a game has.
pub const MIN_SEATS: usize = 2;
/// The player counts a game is played with, 2 to 4.
pub const PLAYER_COUNTS: std::ops::RangeInclusive<usize> = MIN_SEATS..=MAX_SEATS;

/// A seat at the table, numbered clockwise from 0. Turn order is seat order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's number, usable as an index.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The next seat clockwise at a table of `players`.
    #[must_use]
    pub const fn next(self, players: u8) -> Seat {
        Seat((self.0 + 1) % players)
    }

    /// All seats of a table of `players`, in turn order.
    pub fn all(players: u8) -> impl Iterator<Item = Seat> + Clone {
        (0..players).map(Seat)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// One value per seat (like shakmaty's `ByColor`): indexed by [`Seat`], never by a bare number.
///
/// Always holds [`MAX_SEATS`] slots; a game of fewer players leaves the last ones at their default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PerSeat<T>(pub [T; MAX_SEATS]);

impl<T> PerSeat<T> {
    /// A table filled by calling `f` for every seat slot.
    pub fn from_fn(mut f: impl FnMut(Seat) -> T) -> Self {
        PerSeat(std::array::from_fn(|i| f(Seat(i as u8))))
    }

    /// The values of the first `players` seats, in seat order.
    pub fn take(&self, players: u8) -> &[T] {
        &self.0[..players as usize]
    }
}

impl<T> Index<Seat> for PerSeat<T> {
    type Output = T;
    #[inline(always)]
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for PerSeat<T> {
    #[inline(always)]
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

/// A set of seats, as a bit mask.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SeatSet(u8);

impl SeatSet {
    /// The empty set.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// Adds a seat.
    pub fn insert(&mut self, seat: Seat) {
        self.0 |= 1 << seat.0;
    }

    /// Whether the seat is in the set.
    #[must_use]
    pub fn contains(self, seat: Seat) -> bool {
        self.0 & (1 << seat.0) != 0
    }

    /// Whether the set is empty.
    #[must_use]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Takes a seat out.
    pub fn remove(&mut self, seat: Seat) {
        self.0 &= !(1 << seat.0);
    }

    /// The set as its bit mask (seat `i` is bit `i`), as links carry it.
    #[must_use]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// The set of a bit mask written by [`SeatSet::bits`]; bits past the last seat are dropped.
    #[must_use]
    pub const fn from_bits(bits: u8) -> SeatSet {
        SeatSet(bits & ((1 << MAX_SEATS) - 1))
    }

    /// The seats in the set, in seat order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..MAX_SEATS as u8)
            .filter(move |i| self.0 & (1 << i) != 0)
            .map(Seat)
    }
}

/// A seat's name from a list of names, or `Seat N` (1-based) where the list has none.
#[must_use]
pub fn seat_name(names: &[String], seat: Seat) -> String {
    names
        .get(seat.index())
        .filter(|n| !n.trim().is_empty())
        .cloned()
        .unwrap_or_else(|| format!("Seat {}", seat.0 + 1))
}
