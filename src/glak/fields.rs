//! Fields by number and sets of fields as bits: the dense form the rules work on, so that bots and
//! self-play can afford millions of actions a second. Coordinates (`Point`) are for people, records
//! and the command line; the area translates between the two.
//!
//! A field's number is its board's place in laying order × 25 + row × 5 + column, so a game's area
//! of at most [`MAX_BOARDS`] boards fits in [`MAX_FIELDS`] numbers.

use super::tiles::FIELDS;
use crate::core::bits::{nth_one, take_lowest};
use std::fmt;

/// The most boards an area holds: the starting board and 4 players × 3 boards (2 × 4 is fewer).
pub const MAX_BOARDS: usize = 13;
/// The most fields an area holds.
pub const MAX_FIELDS: usize = MAX_BOARDS * FIELDS;
const WORDS: usize = MAX_FIELDS.div_ceil(64);
const _: () = assert!(WORDS * 64 > MAX_FIELDS, "room for Field::OUTSIDE");

/// A field of the play area by number (see the module's documentation), or [`Field::OUTSIDE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Field(u16);

impl Field {
    /// Beyond the area's edge: a number no area field has, so it is never open and holds no stone.
    /// Neighbour tables use it where a field has no neighbour, so that loops over neighbours need no
    /// test for the edge.
    pub const OUTSIDE: Field = Field((WORDS * 64 - 1) as u16);

    /// The field with number `index` (below [`MAX_FIELDS`]).
    #[must_use]
    pub const fn new(index: usize) -> Field {
        assert!(index < MAX_FIELDS);
        Field(index as u16)
    }

    /// The field with a number taken from a compact table (below [`MAX_FIELDS`]).
    #[must_use]
    pub(crate) const fn from_number(n: u16) -> Field {
        debug_assert!((n as usize) < MAX_FIELDS || n == Field::OUTSIDE.0);
        Field(n)
    }

    /// The field's number.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The field's number as stored in compact tables.
    #[must_use]
    pub(crate) const fn number(self) -> u16 {
        self.0
    }

    /// The board it lies on, by its place in laying order.
    #[must_use]
    pub const fn board(self) -> usize {
        self.index() / FIELDS
    }
}

/// A set of fields, one bit each.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct FieldSet([u64; WORDS]);

impl FieldSet {
    /// No fields.
    pub const EMPTY: FieldSet = FieldSet([0; WORDS]);

    /// Adds a field; returns whether it was new.
    pub fn insert(&mut self, f: Field) -> bool {
        let (word, bit) = (f.index() / 64, 1u64 << (f.index() % 64));
        let new = self.0[word] & bit == 0;
        self.0[word] |= bit;
        new
    }

    /// Removes a field.
    pub fn remove(&mut self, f: Field) {
        self.0[f.index() / 64] &= !(1u64 << (f.index() % 64));
    }

    /// Whether the field is in the set.
    #[must_use]
    pub fn contains(&self, f: Field) -> bool {
        self.0[f.index() / 64] & (1u64 << (f.index() % 64)) != 0
    }

    /// How many fields.
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether there are none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Whether the two sets share a field.
    #[must_use]
    pub fn intersects(&self, other: &FieldSet) -> bool {
        self.0.iter().zip(&other.0).any(|(a, b)| a & b != 0)
    }

    /// The fields in both.
    #[must_use]
    pub fn and(&self, other: &FieldSet) -> FieldSet {
        FieldSet(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }

    /// The fields in either.
    #[must_use]
    pub fn or(&self, other: &FieldSet) -> FieldSet {
        FieldSet(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    /// The fields in this set and not in `other`.
    #[must_use]
    pub fn minus(&self, other: &FieldSet) -> FieldSet {
        FieldSet(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    /// The field with the lowest number, if any.
    #[must_use]
    pub fn first(&self) -> Option<Field> {
        self.0
            .iter()
            .position(|&w| w != 0)
            .map(|i| Field((i * 64 + self.0[i].trailing_zeros() as usize) as u16))
    }

    /// The `k`-th field in number order (from 0), if there are that many.
    #[must_use]
    pub fn nth(&self, k: usize) -> Option<Field> {
        nth_one(&self.0, k).map(|i| Field(i as u16))
    }

    /// The fields in number order.
    #[must_use]
    pub fn iter(&self) -> Fields {
        self.into_iter()
    }
}

/// The fields of a [`FieldSet`] in number order.
#[derive(Clone, Debug)]
pub struct Fields {
    set: FieldSet,
    word: usize,
}

impl Iterator for Fields {
    type Item = Field;

    fn next(&mut self) -> Option<Field> {
        take_lowest(&mut self.set.0, &mut self.word).map(|i| Field(i as u16))
    }
}

impl IntoIterator for FieldSet {
    type Item = Field;
    type IntoIter = Fields;

    fn into_iter(self) -> Fields {
        Fields { set: self, word: 0 }
    }
}

impl FromIterator<Field> for FieldSet {
    fn from_iter<I: IntoIterator<Item = Field>>(iter: I) -> FieldSet {
        let mut set = FieldSet::EMPTY;
        for f in iter {
            set.insert(f);
        }
        set
    }
}

impl fmt::Debug for FieldSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(Field::index)).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_holds_what_was_inserted_and_counts_and_selects_in_order() {
        let mut set = FieldSet::EMPTY;
        for i in [0, 63, 64, 200, MAX_FIELDS - 1] {
            assert!(set.insert(Field::new(i)));
        }
        assert!(!set.insert(Field::new(64)));
        assert_eq!(set.len(), 5);
        let listed: Vec<usize> = set.iter().map(Field::index).collect();
        assert_eq!(listed, vec![0, 63, 64, 200, MAX_FIELDS - 1]);
        let selected: Vec<usize> = (0..5).map(|k| set.nth(k).unwrap().index()).collect();
        assert_eq!(selected, listed);
        assert_eq!(set.nth(5), None);
        set.remove(Field::new(63));
        assert!(!set.contains(Field::new(63)) && set.contains(Field::new(64)));
        let other: FieldSet = [Field::new(0), Field::new(7)].into_iter().collect();
        assert_eq!(set.and(&other).len(), 1);
        assert_eq!(set.or(&other).len(), 5);
        assert_eq!(set.minus(&other).len(), 3);
        assert!(set.intersects(&other));
        assert!(FieldSet::EMPTY.is_empty() && !set.is_empty());
    }
}
