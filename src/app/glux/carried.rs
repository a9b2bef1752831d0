//! A Glüx game as the app and the carrier hand it to each other (the body of
//! `bridge::CarriedGame`): the record, and the bags this device knows (its own seats', and those
//! handed to it).

use crate::app::bridge::CarriedGame;
use crate::app::kind::GameKind;
use crate::core::seat::{PerSeat, Seat};
use crate::glux::{GameRecord, Handover, PlayedGame};
use serde::{Deserialize, Serialize};

/// The body's fields.
#[derive(Serialize, Deserialize)]
struct Carried {
    /// The record.
    record: GameRecord,
    /// The bag seed of each seat whose bag this device holds.
    bags: Vec<Option<[u8; 32]>>,
    /// Seats handed to this device: seat, the number of actions played then, the new bag.
    handovers: Vec<(u8, usize, [u8; 32])>,
}

/// A game, as handed over.
#[must_use]
pub fn carry(game: &PlayedGame) -> CarriedGame {
    let carried = Carried {
        record: game.record().clone(),
        bags: game.bag_seeds().0.to_vec(),
        handovers: game
            .handovers()
            .iter()
            .map(|h| (h.seat.0, h.at, h.bag_seed))
            .collect(),
    };
    CarriedGame::new(
        GameKind::GLUX,
        serde_json::to_string(&carried).unwrap_or_default(),
    )
}

/// The game handed over, replayed (`None` for another game's, or a record that does not replay).
#[must_use]
pub fn replay(carried: &CarriedGame) -> Option<PlayedGame> {
    let Carried {
        record,
        bags,
        handovers,
    } = serde_json::from_str(carried.body_of(GameKind::GLUX)?).ok()?;
    let mut seeds = PerSeat::<Option<[u8; 32]>>::default();
    for (i, bag) in bags.iter().enumerate().take(seeds.0.len()) {
        seeds.0[i] = *bag;
    }
    let handovers: Vec<Handover> = handovers
        .iter()
        .map(|&(seat, at, bag_seed)| Handover {
            seat: Seat(seat),
            at,
            bag_seed,
        })
        .collect();
    PlayedGame::from_record_with_handovers(record, seeds, &handovers).ok()
}
