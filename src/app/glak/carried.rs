//! A GLAK game as the app and the carrier hand it to each other (the body of
//! `bridge::CarriedGame`): its record (GLAK keeps no secrets).

use crate::app::bridge::CarriedGame;
use crate::app::kind::GameKind;
use crate::glak::{GameRecord, Recorder};
use serde::{Deserialize, Serialize};

/// The body's fields.
#[derive(Serialize, Deserialize)]
struct Carried {
    /// The record.
    record: GameRecord,
}

/// A game, as handed over.
#[must_use]
pub fn carry(game: &Recorder) -> CarriedGame {
    let carried = Carried {
        record: game.record().clone(),
    };
    CarriedGame::new(
        GameKind::GLAK,
        serde_json::to_string(&carried).unwrap_or_default(),
    )
}

/// The game handed over, replayed (`None` for another game's, or a record that does not replay).
#[must_use]
pub fn replay(carried: &CarriedGame) -> Option<Recorder> {
    let Carried { record } = serde_json::from_str(carried.body_of(GameKind::GLAK)?).ok()?;
    Recorder::resume(&record).ok()
}
