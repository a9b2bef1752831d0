//! Light chips: double-sided like a die, opposite faces summing to seven.

use serde::{Deserialize, Serialize};
use std::fmt;

/// How many light chips each player has.
pub const CHIPS_PER_PLAYER: usize = 24;
/// How many chips of each pair (1/6, 2/5, 3/4) a player has.
pub const CHIPS_PER_PAIR: usize = 8;

/// The pips on one face of a light chip, 1 to 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Pips {
    One = 1,
    Two = 2,
    Three = 3,
    Four = 4,
    Five = 5,
    Six = 6,
}

impl Pips {
    /// All faces, 1 to 6.
    pub const ALL: [Pips; 6] = [
        Pips::One,
        Pips::Two,
        Pips::Three,
        Pips::Four,
        Pips::Five,
        Pips::Six,
    ];

    /// The face for a number of pips, if it is 1 to 6.
    #[must_use]
    pub const fn new(n: u8) -> Option<Pips> {
        match n {
            1 => Some(Pips::One),
            2 => Some(Pips::Two),
            3 => Some(Pips::Three),
            4 => Some(Pips::Four),
            5 => Some(Pips::Five),
            6 => Some(Pips::Six),
            _ => None,
        }
    }

    /// The number of pips.
    #[must_use]
    pub const fn value(self) -> u8 {
        self as u8
    }

    /// The face on the other side of the chip (they sum to seven).
    #[must_use]
    pub const fn opposite(self) -> Pips {
        match self {
            Pips::One => Pips::Six,
            Pips::Two => Pips::Five,
            Pips::Three => Pips::Four,
            Pips::Four => Pips::Three,
            Pips::Five => Pips::Two,
            Pips::Six => Pips::One,
        }
    }

    /// The chip that shows this face on one side.
    #[must_use]
    pub const fn chip(self) -> Chip {
        match self {
            Pips::One | Pips::Six => Chip::OneSix,
            Pips::Two | Pips::Five => Chip::TwoFive,
            Pips::Three | Pips::Four => Chip::ThreeFour,
        }
    }
}

impl fmt::Display for Pips {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.value())
    }
}

impl Serialize for Pips {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.value())
    }
}

impl<'de> Deserialize<'de> for Pips {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let n = u8::deserialize(d)?;
        Pips::new(n).ok_or_else(|| serde::de::Error::custom(format!("pips must be 1 to 6, not {n}")))
    }
}

/// A light chip, named by its pair of faces. A player has eight of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Chip {
    /// The chip showing 1 on one side and 6 on the other.
    #[serde(rename = "1/6")]
    OneSix,
    /// The chip showing 2 and 5.
    #[serde(rename = "2/5")]
    TwoFive,
    /// The chip showing 3 and 4.
    #[serde(rename = "3/4")]
    ThreeFour,
}

impl Chip {
    /// The three kinds of chip.
    pub const ALL: [Chip; 3] = [Chip::OneSix, Chip::TwoFive, Chip::ThreeFour];

    /// The two faces, low face first.
    #[must_use]
    pub const fn faces(self) -> [Pips; 2] {
        match self {
            Chip::OneSix => [Pips::One, Pips::Six],
            Chip::TwoFive => [Pips::Two, Pips::Five],
            Chip::ThreeFour => [Pips::Three, Pips::Four],
        }
    }

    /// Whether this chip shows `pips` on one of its faces.
    #[must_use]
    pub const fn has_face(self, pips: Pips) -> bool {
        pips.chip() as u8 == self as u8
    }

    /// Position in [`Chip::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Chip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [low, high] = self.faces();
        write!(f, "{low}/{high}")
    }
}

/// How many chips of each kind a collection holds (a bag, or a bag plus a hand).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ChipCounts(pub [u8; 3]);

impl ChipCounts {
    /// A full set: eight of each kind.
    pub const FULL: ChipCounts = ChipCounts([CHIPS_PER_PAIR as u8; 3]);

    /// How many of this kind.
    #[must_use]
    pub fn of(&self, chip: Chip) -> u8 {
        self.0[chip.index()]
    }

    /// All chips counted.
    #[must_use]
    pub fn total(&self) -> u8 {
        self.0.iter().sum()
    }

    /// Adds one chip.
    pub fn add(&mut self, chip: Chip) {
        self.0[chip.index()] += 1;
    }

    /// Takes one chip away; `false` if there was none of that kind.
    pub fn remove(&mut self, chip: Chip) -> bool {
        let n = &mut self.0[chip.index()];
        if *n == 0 {
            return false;
        }
        *n -= 1;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opposite_faces_sum_to_seven() {
        for p in Pips::ALL {
            assert_eq!(p.value() + p.opposite().value(), 7);
            assert!(p.chip().has_face(p) && p.chip().has_face(p.opposite()));
        }
    }

    #[test]
    fn a_player_has_eight_of_each_pair() {
        assert_eq!(ChipCounts::FULL.total() as usize, CHIPS_PER_PLAYER);
        for chip in Chip::ALL {
            assert_eq!(ChipCounts::FULL.of(chip) as usize, CHIPS_PER_PAIR);
        }
    }
}
