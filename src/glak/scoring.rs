//! Territory, groups, chains and the score: the same function scores a finished game and a game in
//! progress ("if it ended now").

use super::area::{Area, Point};
use crate::core::seat::{PerSeat, Seat};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// The chain bonus: every player with the longest chain gets it.
pub const CHAIN_BONUS: u16 = 5;
/// The territory bonus for each group of linked territories after the first.
pub const GROUP_BONUS: u16 = 5;
/// The shortest chain that counts.
pub const MIN_CHAIN: usize = 2;

/// The public position scoring looks at: the area, the stones, and the players' starting fields.
#[derive(Clone, Copy, Debug)]
pub struct Stones<'a> {
    /// The play area.
    pub area: &'a Area,
    /// Every stone on the area and its owner.
    pub owners: &'a HashMap<Point, Seat>,
    /// The starting field of each seat in the game.
    pub starts: &'a [Point],
}

/// One territory: its owner and its fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Territory {
    /// Whose it is.
    pub seat: Seat,
    /// Its fields, in order.
    pub fields: Vec<Point>,
    /// The owner's stones bordering it.
    pub border: BTreeSet<Point>,
}

/// The whole scoring, per seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Score {
    /// Every territory, ordered by owner then first field.
    pub territories: Vec<Territory>,
    /// Territory points: fields of territory.
    pub territory: Vec<u16>,
    /// Groups of linked territories.
    pub groups: Vec<u16>,
    /// 5 for each group after the first.
    pub territory_bonus: Vec<u16>,
    /// The longest chain's length (0 when shorter than [`MIN_CHAIN`]).
    pub longest_chain: Vec<u16>,
    /// The stones of each seat's longest chain (empty when none counts).
    pub chains: Vec<Vec<Point>>,
    /// 5 for every seat whose chain is the longest in the game.
    pub chain_bonus: Vec<u16>,
    /// The total.
    pub score: Vec<u16>,
    /// The highest scores (several share a victory).
    pub winners: Vec<Seat>,
}

/// Regions of empty open fields, each with whether it touches the area's edge and the stones and
/// excluded fields around it.
fn regions(stones: Stones<'_>) -> Vec<(Vec<Point>, bool, BTreeSet<Point>)> {
    let mut seen: BTreeSet<Point> = BTreeSet::new();
    let mut found = Vec::new();
    let empty_open = |p: Point| stones.area.is_open(p) && !stones.owners.contains_key(&p);
    for start in stones.area.fields() {
        if !empty_open(start) || seen.contains(&start) {
            continue;
        }
        let mut fields = vec![start];
        seen.insert(start);
        let (mut open_edge, mut walls) = (false, BTreeSet::new());
        let mut i = 0;
        while i < fields.len() {
            for n in fields[i].neighbours() {
                if stones.area.cell(n).is_none() {
                    open_edge = true;
                } else if empty_open(n) {
                    if seen.insert(n) {
                        fields.push(n);
                    }
                } else if stones.owners.contains_key(&n) {
                    walls.insert(n);
                }
            }
            i += 1;
        }
        fields.sort_unstable();
        found.push((fields, open_edge, walls));
    }
    found
}

/// The territories of a position: regions walled by one player's stones and excluded fields only,
/// away from the area's edge, holding no other player's starting field.
#[must_use]
pub fn territories(stones: Stones<'_>) -> Vec<Territory> {
    let mut out: Vec<Territory> = regions(stones)
        .into_iter()
        .filter_map(|(fields, open_edge, walls)| {
            if open_edge {
                return None;
            }
            let mut owners = walls.iter().map(|p| stones.owners[p]);
            let seat = owners.next()?;
            if owners.any(|o| o != seat) {
                return None;
            }
            let others_start = stones
                .starts
                .iter()
                .enumerate()
                .any(|(s, f)| s != seat.index() && fields.binary_search(f).is_ok());
            (!others_start).then_some(Territory {
                seat,
                fields,
                border: walls,
            })
        })
        .collect();
    out.sort_by(|a, b| (a.seat, &a.fields).cmp(&(b.seat, &b.fields)));
    out
}

/// The number of groups of one seat's territories: linked when one stone borders both.
fn groups(territories: &[&Territory]) -> u16 {
    let mut parent: Vec<usize> = (0..territories.len()).collect();
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    let mut by_stone: BTreeMap<Point, usize> = BTreeMap::new();
    for (i, t) in territories.iter().enumerate() {
        for stone in &t.border {
            if let Some(&j) = by_stone.get(stone) {
                let (a, b) = (root(&mut parent, i), root(&mut parent, j));
                parent[a] = b;
            } else {
                by_stone.insert(*stone, i);
            }
        }
    }
    (0..territories.len())
        .filter(|&i| root(&mut parent, i) == i)
        .count() as u16
}

/// A seat's longest chain of orthogonally connected stones.
fn longest_chain(stones: Stones<'_>, seat: Seat) -> Vec<Point> {
    let own: BTreeSet<Point> = stones
        .owners
        .iter()
        .filter(|&(_, &s)| s == seat)
        .map(|(&p, _)| p)
        .collect();
    let mut seen = BTreeSet::new();
    let mut best: Vec<Point> = Vec::new();
    for &start in &own {
        if !seen.insert(start) {
            continue;
        }
        let mut chain = vec![start];
        let mut i = 0;
        while i < chain.len() {
            for n in chain[i].neighbours() {
                if own.contains(&n) && seen.insert(n) {
                    chain.push(n);
                }
            }
            i += 1;
        }
        if chain.len() > best.len() {
            chain.sort_unstable();
            best = chain;
        }
    }
    if best.len() < MIN_CHAIN { Vec::new() } else { best }
}

/// Scores a position for `players` seats.
#[must_use]
pub fn score(stones: Stones<'_>, players: u8) -> Score {
    let territories = territories(stones);
    let seats: Vec<Seat> = Seat::all(players).collect();
    let of = |seat: Seat| territories.iter().filter(move |t| t.seat == seat);
    let territory: Vec<u16> = seats
        .iter()
        .map(|&s| of(s).map(|t| t.fields.len() as u16).sum())
        .collect();
    let groups: Vec<u16> = seats
        .iter()
        .map(|&s| groups(&of(s).collect::<Vec<_>>()))
        .collect();
    let territory_bonus: Vec<u16> = groups
        .iter()
        .map(|&g| GROUP_BONUS * g.saturating_sub(1))
        .collect();
    let chains: Vec<Vec<Point>> = seats.iter().map(|&s| longest_chain(stones, s)).collect();
    let longest_chain: Vec<u16> = chains.iter().map(|c| c.len() as u16).collect();
    let longest = longest_chain.iter().copied().max().unwrap_or(0);
    let chain_bonus: Vec<u16> = longest_chain
        .iter()
        .map(|&l| if l > 0 && l == longest { CHAIN_BONUS } else { 0 })
        .collect();
    let score: Vec<u16> = (0..seats.len())
        .map(|i| territory[i] + territory_bonus[i] + chain_bonus[i])
        .collect();
    let best = score.iter().copied().max().unwrap_or(0);
    let winners = seats
        .iter()
        .copied()
        .filter(|s| score[s.index()] == best)
        .collect();
    Score {
        territories,
        territory,
        groups,
        territory_bonus,
        longest_chain,
        chains,
        chain_bonus,
        score,
        winners,
    }
}

/// Per-seat values as a table (for callers that index by [`Seat`]).
#[must_use]
pub fn per_seat(values: &[u16]) -> PerSeat<u16> {
    PerSeat::from_fn(|s| values.get(s.index()).copied().unwrap_or(0))
}
