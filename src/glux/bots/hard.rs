//! Hard: Monte Carlo tree search over information sets (single-observer ISMCTS, Cowling, Powley and
//! Whitehouse 2012). Each iteration deals the hidden parts anew from the view (other hands and every
//! bag order, consistent with the public bag+hand compositions), walks the one tree using only the
//! actions legal in that deal, plays the game out with a light policy, and credits every seat with
//! its result. See `docs/bots.md`.

use super::Bot;
use crate::core::invariant::Invariant;
use crate::glux::board::MAX_SQUARES;
use crate::glux::scoring::outcome;
use crate::glux::{Action, Game, Phase, PlayerView, SquareSet};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Iterations per decision by default: about 0.1 s natively on one core (see docs/performance.md).
pub const DEFAULT_ITERATIONS: u32 = 4000;

/// The Hard bot.
#[derive(Clone, Copy, Debug)]
pub struct HardBot {
    /// Iterations per decision: the budget (deterministic, unlike a time budget).
    pub iterations: u32,
    /// The UCB exploration constant.
    pub exploration: f32,
}

impl Default for HardBot {
    fn default() -> Self {
        HardBot {
            iterations: DEFAULT_ITERATIONS,
            exploration: 0.7,
        }
    }
}

/// Actions as small keys, to find a node's children quickly.
#[inline(always)]
fn key(action: Action) -> u16 {
    match action {
        Action::Place { to, pips } => to.0 * 8 + u16::from(pips.value()),
        Action::StartOption(pips) => SQUARE_KEYS + u16::from(pips.value()),
        Action::StartFace(pips) => SQUARE_KEYS + 8 + u16::from(pips.value()),
    }
}

/// A set of action keys (every key is below `KEYS`).
struct KeySet([u64; KEYS.div_ceil(64)]);

/// One more than the largest key.
const KEYS: usize = SQUARE_KEYS as usize + 16;
/// The keys of placements: eight for each square of the largest board.
const SQUARE_KEYS: u16 = MAX_SQUARES as u16 * 8;

impl KeySet {
    fn new() -> KeySet {
        KeySet([0; KEYS.div_ceil(64)])
    }
    #[inline(always)]
    fn insert(&mut self, k: u16) {
        self.0[usize::from(k) / 64] |= 1 << (k % 64);
    }
    #[inline(always)]
    fn contains(&self, k: u16) -> bool {
        self.0
            .get(usize::from(k) / 64)
            .is_some_and(|w| w & (1 << (k % 64)) != 0)
    }
}

struct Node {
    action: Option<Action>,
    key: u16,
    children: Vec<u32>,
    visits: u32,
    /// How often this node's action was available when its parent was visited.
    available: u32,
    /// Total reward per seat over the visits.
    reward: [f32; 4],
    /// Total share of the victory per seat over the visits (the reward without the margin).
    wins: [f32; 4],
}

impl Node {
    fn new(action: Option<Action>) -> Node {
        Node {
            action,
            key: action.map_or(u16::MAX, key),
            children: Vec::new(),
            visits: 0,
            available: 1,
            reward: [0.0; 4],
            wins: [0.0; 4],
        }
    }
}

/// The playout policy: into a room with the high face three times in four when it can, otherwise a
/// random destination and face; the start option only when forced.
fn playout_action(game: &Game, rooms: SquareSet, rng: &mut ChaCha8Rng) -> Option<Action> {
    let seat = game.to_act()?;
    let chip = game.hand(seat)?;
    let [low, high] = chip.faces();
    let face = if rng.random_ratio(1, 2) { low } else { high };
    match game.phase() {
        Phase::StartFace(_) => Some(Action::StartFace(face)),
        Phase::Turn(_) => {
            let placements = game.board_state().placements(seat);
            if placements.is_empty() {
                return Some(Action::StartOption(face));
            }
            let in_rooms = placements.and(rooms);
            if !in_rooms.is_empty() && rng.random_ratio(3, 4) {
                return Some(Action::Place {
                    to: in_rooms.nth(rng.random_range(0..in_rooms.len()))?,
                    pips: high,
                });
            }
            Some(Action::Place {
                to: placements.nth(rng.random_range(0..placements.len()))?,
                pips: face,
            })
        }
        Phase::Over => None,
    }
}

/// Each seat's reward for a finished game, and its share of the victory: the reward is the share
/// plus a little for its VP margin.
fn rewards(game: &Game) -> ([f32; 4], [f32; 4]) {
    let position = game.board_state();
    let (vp, winners) = outcome(position);
    let share = 1.0 / winners.iter().count().max(1) as f32;
    let mut r = [0f32; 4];
    let mut wins = [0f32; 4];
    for seat in position.seats() {
        let best_other = position
            .seats()
            .filter(|&o| o != seat)
            .map(|o| vp[o])
            .max()
            .unwrap_or(0);
        let margin = (f32::from(vp[seat]) - f32::from(best_other)) / 40.0;
        wins[seat.index()] = if winners.contains(seat) { share } else { 0.0 };
        r[seat.index()] = wins[seat.index()] + 0.1 * margin;
    }
    (r, wins)
}

/// A move at the root of a search: how often it was visited, and each seat's share of the
/// victory summed over those visits.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RootMove {
    /// The action.
    pub action: Action,
    /// Visits.
    pub visits: u32,
    /// Each seat's summed share of the victory in the playouts through it.
    pub wins: [f32; 4],
}

impl RootMove {
    /// Each seat's mean share of the victory through this move (the playouts' estimate).
    #[must_use]
    pub fn win_shares(&self) -> [f32; 4] {
        let n = self.visits.max(1) as f32;
        self.wins.map(|w| w / n)
    }
}

impl HardBot {
    /// Runs the search and returns every root action with its visit count.
    #[must_use]
    pub fn search(&self, view: &PlayerView<'_>, seed: u64) -> Vec<(Action, u32)> {
        self.search_root(view, seed, None)
            .into_iter()
            .map(|m| (m.action, m.visits))
            .collect()
    }

    /// Runs the search and returns every root move; with `only`, the root tries that action alone
    /// (to value a move the search would not choose).
    #[must_use]
    // Long: one search loop (select, expand, play out, back up) whose state every step reads.
    pub fn search_root(&self, view: &PlayerView<'_>, seed: u64, only: Option<Action>) -> Vec<RootMove> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let rooms = view.board_state().board().room_squares();
        let mut nodes = vec![Node::new(None)];
        let mut path: Vec<u32> = Vec::with_capacity(128);
        for _ in 0..self.iterations {
            let mut game = view.determinize(&mut rng);
            let mut node = 0u32;
            path.clear();
            path.push(0);
            // Selection and expansion.
            while let Some(mover) = game.to_act() {
                let mut legal = game.legal_actions();
                if let (0, Some(only)) = (node, only) {
                    legal.retain(|&a| a == only);
                }
                let mut legal_keys = KeySet::new();
                for &action in &legal {
                    legal_keys.insert(key(action));
                }
                // Every child legal in this deal was available; a legal action without a child is
                // untried.
                let mut tried = KeySet::new();
                for i in 0..nodes[node as usize].children.len() {
                    let c = nodes[node as usize].children[i];
                    let child = &mut nodes[c as usize];
                    tried.insert(child.key);
                    if legal_keys.contains(child.key) {
                        child.available += 1;
                    }
                }
                let untried = legal.iter().filter(|&&a| !tried.contains(key(a)));
                let untried_count = untried.clone().count();
                if untried_count > 0 {
                    let pick = rng.random_range(0..untried_count);
                    let action = *untried.clone().nth(pick).invariant("counted");
                    game.play(action).invariant("legal in this deal");
                    let child = nodes.len() as u32;
                    nodes.push(Node::new(Some(action)));
                    nodes[node as usize].children.push(child);
                    path.push(child);
                    break;
                }
                let m = mover.index();
                let mut best = (f32::MIN, u32::MAX);
                for &c in &nodes[node as usize].children {
                    let n = &nodes[c as usize];
                    if !legal_keys.contains(n.key) {
                        continue;
                    }
                    let visits = n.visits.max(1) as f32;
                    let ucb =
                        n.reward[m] / visits + self.exploration * ((n.available as f32).ln() / visits).sqrt();
                    if ucb > best.0 {
                        best = (ucb, c);
                    }
                }
                let Some(action) = nodes.get(best.1 as usize).and_then(|n| n.action) else {
                    break;
                };
                game.play(action).invariant("legal in this deal");
                node = best.1;
                path.push(node);
            }
            // Playout.
            while let Some(action) = playout_action(&game, rooms, &mut rng) {
                game.play_checked(action);
            }
            // Backpropagation.
            let (r, wins) = rewards(&game);
            for &n in &path {
                let node = &mut nodes[n as usize];
                node.visits += 1;
                for (total, value) in node.reward.iter_mut().zip(r) {
                    *total += value;
                }
                for (total, value) in node.wins.iter_mut().zip(wins) {
                    *total += value;
                }
            }
        }
        nodes[0]
            .children
            .iter()
            .filter_map(|&c| {
                let node = &nodes[c as usize];
                Some(RootMove {
                    action: node.action?,
                    visits: node.visits,
                    wins: node.wins,
                })
            })
            .collect()
    }
}

impl Bot<Game> for HardBot {
    fn choose(&mut self, view: &PlayerView<'_>, rng: &mut dyn RngCore) -> Option<Action> {
        let legal = view.legal_actions();
        if legal.len() <= 1 {
            return legal.first().copied();
        }
        let seed = rng.next_u64();
        self.search(view, seed)
            .into_iter()
            .max_by_key(|&(_, visits)| visits)
            .map(|(action, _)| action)
    }
}
