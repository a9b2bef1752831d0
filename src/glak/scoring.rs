//! Territory, groups, chains and the score: the same function scores a finished game and a game in
//! progress ("if it ended now"). The work is done on field numbers and bit sets ([`super::fields`]);
//! only the breakdown handed out is in coordinates.

use super::area::{Area, Point};
use super::fields::{Field, FieldSet, MAX_FIELDS};
use crate::core::seat::Seat;

/// The chain bonus: every player with the longest chain gets it.
pub const CHAIN_BONUS: u16 = 5;
/// The territory bonus for each group of linked territories after the first.
pub const GROUP_BONUS: u16 = 5;
/// The shortest chain that counts.
pub const MIN_CHAIN: usize = 2;

/// The public position scoring looks at: the area, each seat's stones, each seat's starting field.
#[derive(Clone, Copy, Debug)]
pub struct Stones<'a> {
    /// The play area.
    pub area: &'a Area,
    /// The stones of each seat in the game.
    pub by_seat: &'a [FieldSet],
    /// The starting field of each seat in the game.
    pub starts: &'a [Field],
}

impl Stones<'_> {
    fn occupied(&self) -> FieldSet {
        self.by_seat.iter().fold(FieldSet::EMPTY, |all, s| all.or(s))
    }
}

/// One territory: its owner and its fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Territory {
    /// Whose it is.
    pub seat: Seat,
    /// Its fields, in the area's order: board by board as laid, row by row.
    pub fields: Vec<Point>,
    /// The owner's stones bordering it, in the same order.
    pub border: Vec<Point>,
}

/// The whole scoring, per seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Score {
    /// Every territory, ordered by owner, then as the area orders their first fields.
    pub territories: Vec<Territory>,
    /// Territory points: fields of territory.
    pub territory: Vec<u16>,
    /// Groups of linked territories.
    pub groups: Vec<u16>,
    /// 5 for each group after the first.
    pub territory_bonus: Vec<u16>,
    /// The longest chain's length (0 when shorter than [`MIN_CHAIN`]).
    pub longest_chain: Vec<u16>,
    /// The stones of each seat's longest chain, in the area's order (empty when none counts).
    pub chains: Vec<Vec<Point>>,
    /// 5 for every seat whose chain is the longest in the game.
    pub chain_bonus: Vec<u16>,
    /// The total.
    pub score: Vec<u16>,
    /// The highest scores (several share a victory).
    pub winners: Vec<Seat>,
}

/// A territory in field numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldTerritory {
    /// Whose it is.
    pub seat: Seat,
    /// Its fields.
    pub fields: FieldSet,
    /// The owner's stones bordering it.
    pub border: FieldSet,
}

/// What a flood over one region of empty open fields found.
struct Region {
    fields: FieldSet,
    /// Stones beside it, of anyone.
    border: FieldSet,
    /// Owners of those stones, one bit per seat.
    owners: u8,
    /// Whether it reaches the area's edge.
    edge: bool,
}

/// Floods the region of empty open fields around `start`, taking its fields out of `unseen` (which
/// holds only empty open fields). With `give_up`, stops as soon as the region reaches the edge (the
/// fields found so far are then only part of it). `stack` is scratch space.
fn flood(
    stones: Stones<'_>,
    start: Field,
    unseen: &mut FieldSet,
    stack: &mut Vec<Field>,
    give_up: bool,
) -> Region {
    let area = stones.area;
    let mut fields = FieldSet::EMPTY;
    // Fields beside the region that are not of it: stones and excluded fields.
    let mut beside = FieldSet::EMPTY;
    unseen.remove(start);
    fields.insert(start);
    stack.clear();
    stack.push(start);
    while let Some(f) = stack.pop() {
        if give_up && area.edge_fields().contains(f) {
            break;
        }
        for n in area.links(f) {
            if unseen.contains(n) {
                unseen.remove(n);
                fields.insert(n);
                stack.push(n);
            } else {
                beside.insert(n);
            }
        }
    }
    let border = beside.and(&stones.occupied());
    let owners = stones
        .by_seat
        .iter()
        .enumerate()
        .filter(|(_, own)| own.intersects(&border))
        .fold(0, |bits, (s, _)| bits | 1 << s);
    Region {
        edge: fields.intersects(area.edge_fields()),
        fields,
        border,
        owners,
    }
}

/// The owner of the territory a region is, if it is one: away from the edge, walled by one seat's
/// stones (and excluded fields), holding no other seat's starting field.
fn owner_of(stones: Stones<'_>, region: &Region) -> Option<Seat> {
    if region.edge || region.owners.count_ones() != 1 {
        return None;
    }
    let seat = Seat(region.owners.trailing_zeros() as u8);
    let others_start = stones
        .starts
        .iter()
        .enumerate()
        .any(|(s, &f)| s != seat.index() && region.fields.contains(f));
    (!others_start).then_some(seat)
}

/// Every territory of a position, in field numbers.
#[must_use]
pub fn field_territories(stones: Stones<'_>) -> Vec<FieldTerritory> {
    let mut unseen = stones.area.open_fields().minus(&stones.occupied());
    let mut out = Vec::new();
    let mut stack = Vec::with_capacity(MAX_FIELDS);
    while let Some(start) = unseen.first() {
        let region = flood(stones, start, &mut unseen, &mut stack, false);
        if let Some(seat) = owner_of(stones, &region) {
            out.push(FieldTerritory {
                seat,
                fields: region.fields,
                border: region.border,
            });
        }
    }
    out
}

/// Whose territory an empty open field lies in, if anyone's. Stops flooding as soon as the answer is
/// no, so it is cheap on open ground.
#[must_use]
pub fn territory_owner(stones: Stones<'_>, f: Field) -> Option<Seat> {
    let mut unseen = stones.area.open_fields().minus(&stones.occupied());
    if !unseen.contains(f) {
        return None;
    }
    let region = flood(stones, f, &mut unseen, &mut Vec::with_capacity(MAX_FIELDS), true);
    owner_of(stones, &region)
}

/// A set of fields as coordinates, in the area's order (board by board as laid, row by row).
fn points(area: &Area, set: &FieldSet) -> Vec<Point> {
    set.iter().map(|f| area.point(f)).collect()
}

/// Territories in coordinates, ordered by owner, then as the area orders their first fields.
fn in_points(area: &Area, dense: &[FieldTerritory]) -> Vec<Territory> {
    let mut sorted: Vec<&FieldTerritory> = dense.iter().collect();
    // By owner, then first field (a territory without fields first).
    crate::core::order::sort_by_rank(&mut sorted, |t| {
        u64::from(t.seat.0) << 32 | t.fields.first().map_or(0, |f| 1 + f.index() as u64)
    });
    sorted
        .into_iter()
        .map(|t| Territory {
            seat: t.seat,
            fields: points(area, &t.fields),
            border: points(area, &t.border),
        })
        .collect()
}

/// The territories of a position: regions walled by one player's stones and excluded fields only,
/// away from the area's edge, holding no other player's starting field.
#[must_use]
pub fn territories(stones: Stones<'_>) -> Vec<Territory> {
    in_points(stones.area, &field_territories(stones))
}

/// The number of groups among one seat's territories: linked when one stone borders both.
fn groups(territories: &[&FieldTerritory]) -> u16 {
    let mut parent: Vec<usize> = (0..territories.len()).collect();
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    for i in 0..territories.len() {
        for j in 0..i {
            if territories[i].border.intersects(&territories[j].border) {
                let (a, b) = (root(&mut parent, i), root(&mut parent, j));
                parent[a] = b;
            }
        }
    }
    (0..territories.len())
        .filter(|&i| root(&mut parent, i) == i)
        .count() as u16
}

/// The largest chain of orthogonally connected stones in a set of one seat's stones.
#[must_use]
pub fn longest_chain(area: &Area, own: &FieldSet) -> FieldSet {
    let mut unseen = *own;
    let mut best = FieldSet::EMPTY;
    let mut best_len = 0;
    let mut stack = Vec::with_capacity(own.len());
    while let Some(start) = unseen.first() {
        unseen.remove(start);
        let mut chain = FieldSet::EMPTY;
        chain.insert(start);
        let mut len = 1;
        stack.push(start);
        while let Some(f) = stack.pop() {
            for n in area.links(f) {
                if unseen.contains(n) {
                    unseen.remove(n);
                    chain.insert(n);
                    len += 1;
                    stack.push(n);
                }
            }
        }
        if len > best_len {
            (best, best_len) = (chain, len);
        }
    }
    if best_len < MIN_CHAIN {
        FieldSet::EMPTY
    } else {
        best
    }
}

/// The whole scoring in field numbers: what bots evaluate, without coordinates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldScore {
    /// Every territory.
    pub territories: Vec<FieldTerritory>,
    /// Territory points per seat.
    pub territory: Vec<u16>,
    /// Groups of linked territories per seat.
    pub groups: Vec<u16>,
    /// 5 for each group after the first.
    pub territory_bonus: Vec<u16>,
    /// Each seat's longest chain (empty when shorter than [`MIN_CHAIN`]).
    pub chains: Vec<FieldSet>,
    /// 5 for every seat whose chain is the longest in the game.
    pub chain_bonus: Vec<u16>,
    /// The total per seat.
    pub score: Vec<u16>,
}

/// Scores a position in field numbers.
#[must_use]
pub fn field_score(stones: Stones<'_>) -> FieldScore {
    let players = stones.by_seat.len();
    let territories = field_territories(stones);
    let of = |seat: usize| territories.iter().filter(move |t| t.seat.index() == seat);
    let territory: Vec<u16> = (0..players)
        .map(|s| of(s).map(|t| t.fields.len() as u16).sum())
        .collect();
    let groups: Vec<u16> = (0..players).map(|s| groups(&of(s).collect::<Vec<_>>())).collect();
    let territory_bonus: Vec<u16> = groups
        .iter()
        .map(|&g| GROUP_BONUS * g.saturating_sub(1))
        .collect();
    let chains: Vec<FieldSet> = stones
        .by_seat
        .iter()
        .map(|own| longest_chain(stones.area, own))
        .collect();
    let longest = chains.iter().map(FieldSet::len).max().unwrap_or(0);
    let chain_bonus: Vec<u16> = chains
        .iter()
        .map(|c| {
            if !c.is_empty() && c.len() == longest {
                CHAIN_BONUS
            } else {
                0
            }
        })
        .collect();
    let score: Vec<u16> = (0..players)
        .map(|i| territory[i] + territory_bonus[i] + chain_bonus[i])
        .collect();
    FieldScore {
        territories,
        territory,
        groups,
        territory_bonus,
        chains,
        chain_bonus,
        score,
    }
}

/// Scores a position.
#[must_use]
pub fn score(stones: Stones<'_>) -> Score {
    let dense = field_score(stones);
    let best = dense.score.iter().copied().max().unwrap_or(0);
    let winners = (0..dense.score.len())
        .filter(|&s| dense.score[s] == best)
        .map(|s| Seat(s as u8))
        .collect();
    Score {
        territories: in_points(stones.area, &dense.territories),
        territory: dense.territory,
        groups: dense.groups,
        territory_bonus: dense.territory_bonus,
        longest_chain: dense.chains.iter().map(|c| c.len() as u16).collect(),
        chains: dense.chains.iter().map(|c| points(stones.area, c)).collect(),
        chain_bonus: dense.chain_bonus,
        score: dense.score,
        winners,
    }
}

/// The score as JSON, the shape `glak score` prints and the JavaScript library returns.
#[must_use]
pub fn score_json(game: &super::Game) -> serde_json::Value {
    use serde_json::json;
    let s = game.score();
    json!({
        "territory": s.territory,
        "groups": s.groups,
        "territory_bonus": s.territory_bonus,
        "longest_chain": s.longest_chain,
        "chain_bonus": s.chain_bonus,
        "score": s.score,
        "winners": s.winners.iter().map(|w| w.0).collect::<Vec<_>>(),
        "territories": s.territories.iter().map(|t| json!({
            "seat": t.seat.0,
            "fields": t.fields.iter().map(|&p| json!([p.x, p.y])).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
    })
}
