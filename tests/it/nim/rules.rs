//! Nim's rules: heaps of counters; on a turn a player takes one or more counters from one heap; who
//! takes the last counter wins. The players take turns in seat order.

use glux::core::seat::Seat;
use serde::{Deserialize, Serialize};

/// A move: so many counters from one heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Take {
    /// The heap, from 0.
    pub heap: usize,
    /// How many counters, at least one.
    pub count: u8,
}

/// Why a move is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NimError {
    /// The game is over.
    Over,
    /// No such heap, or not that many counters in it, or none taken.
    NotInHeap,
}

/// A game of Nim: the heaps it started with, and every move since.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NimGame {
    /// The players.
    pub players: u8,
    /// The heaps at the start.
    pub start: Vec<u8>,
    /// Every move, in order.
    pub moves: Vec<Take>,
}

impl NimGame {
    /// A new game: three heaps of 1 to 7 from the seed.
    #[must_use]
    pub fn new(players: u8, seed: u64) -> NimGame {
        let start = (0..3).map(|i| 1 + ((seed >> (8 * i)) & 0xff) as u8 % 7).collect();
        NimGame {
            players,
            start,
            moves: Vec::new(),
        }
    }

    /// The heaps now.
    #[must_use]
    pub fn heaps(&self) -> Vec<u8> {
        let mut heaps = self.start.clone();
        for m in &self.moves {
            heaps[m.heap] -= m.count;
        }
        heaps
    }

    /// Whether every heap is empty.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.heaps().iter().all(|&h| h == 0)
    }

    /// The seat to move (`None` once the game is over).
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        (!self.is_over()).then(|| Seat((self.moves.len() % usize::from(self.players)) as u8))
    }

    /// The winner: who took the last counter.
    #[must_use]
    pub fn winner(&self) -> Option<Seat> {
        let last = self.moves.len().checked_sub(1)?;
        self.is_over()
            .then(|| Seat((last % usize::from(self.players)) as u8))
    }

    /// Every legal move.
    #[must_use]
    pub fn legal(&self) -> Vec<Take> {
        if self.is_over() {
            return Vec::new();
        }
        let heaps = self.heaps();
        (0..heaps.len())
            .flat_map(|heap| (1..=heaps[heap]).map(move |count| Take { heap, count }))
            .collect()
    }

    /// Plays a move; the game is unchanged when it is refused.
    ///
    /// # Errors
    /// Why it is refused.
    pub fn play(&mut self, take: Take) -> Result<(), NimError> {
        if self.is_over() {
            return Err(NimError::Over);
        }
        if take.count == 0 || self.heaps().get(take.heap).is_none_or(|&h| h < take.count) {
            return Err(NimError::NotInHeap);
        }
        self.moves.push(take);
        Ok(())
    }

    /// The same game after its first `moves` moves.
    #[must_use]
    pub fn truncated(&self, moves: usize) -> NimGame {
        NimGame {
            moves: self.moves[..moves.min(self.moves.len())].to_vec(),
            ..self.clone()
        }
    }
}

/// The best move for the player to act: one that leaves the heaps' nim-sum zero, if there is one;
/// else one counter from the largest heap.
#[must_use]
pub fn best(heaps: &[u8]) -> Option<Take> {
    let sum = heaps.iter().fold(0, |a, &h| a ^ h);
    if sum != 0
        && let Some((heap, &h)) = heaps.iter().enumerate().find(|&(_, &h)| h ^ sum < h)
    {
        return Some(Take {
            heap,
            count: h - (h ^ sum),
        });
    }
    let (heap, _) = heaps
        .iter()
        .enumerate()
        .filter(|&(_, &h)| h > 0)
        .max_by_key(|&(_, &h)| h)?;
    Some(Take { heap, count: 1 })
}
