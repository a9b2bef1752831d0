//! A game between devices as this device keeps it (the browser's storage is
//! `crate::ui::remote::store`'s), and where the carrier finds the kept games.

use super::model::RemoteState;
use crate::app::seats::SeatInfo;
use crate::remote::record::SavedSession;
use serde::{Deserialize, Serialize};
use std::rc::Rc;

/// The prefix of every kept game between devices in the browser's storage.
pub const KEPT_PREFIX: &str = "glux.remote.";

/// The beginning of the keys a game between devices is kept under on this device (`game`: its
/// name, `id`: as [`crate::remote::record::id_text`] writes it), one key per device's seat.
#[must_use]
pub fn key_prefix(game: &str, id: &str) -> String {
    format!("{KEPT_PREFIX}{game}.{id}.")
}

/// A game between devices as this device keeps it: the session (its own secrets included) and the
/// seats as the app shows them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KeptGame {
    /// The session.
    pub session: SavedSession,
    /// Names, colours, and who plays each seat.
    pub seats: Vec<SeatInfo>,
    /// Seeds the bots' choices.
    #[serde(default)]
    pub bot_seed: u64,
    /// When it last changed (milliseconds since 1970), to list the newest first.
    #[serde(default)]
    pub updated: f64,
    /// Whether it is played live (over WebRTC channels); games kept before live play are not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub live: bool,
}

impl KeptGame {
    /// The key it is kept under.
    #[must_use]
    pub fn key(&self) -> String {
        let device = self.session.mine.first().copied().unwrap_or(0);
        format!("{}{device}", key_prefix(&self.session.game, &self.session.id))
    }

    /// The kept game, opened: its session replayed.
    ///
    /// # Errors
    /// What cannot be read.
    pub fn open(&self) -> Result<RemoteState, String> {
        let game = crate::app::kind::GameKind::from_id(&self.session.game)
            .ok_or_else(|| format!("a game of “{}” is not one this app plays", self.session.game))?;
        let session = crate::app::registry::remote(game).kept(&self.session)?;
        Ok(RemoteState {
            session: Rc::new(session),
            seats: Rc::new(self.seats.clone()),
            bot_seed: self.bot_seed,
            live: self.live,
        })
    }
}

/// Where the carrier finds the games this device keeps, when a link names a game not open here: the
/// browser's storage on the page (`crate::ui::remote::store::kept`), none by default.
#[derive(Clone, Copy)]
pub struct Keeper(pub fn() -> Vec<KeptGame>);

impl Keeper {
    /// Every kept game that reads, newest first.
    #[must_use]
    pub fn kept(self) -> Vec<KeptGame> {
        (self.0)()
    }
}

impl Default for Keeper {
    fn default() -> Keeper {
        Keeper(Vec::new)
    }
}

impl PartialEq for Keeper {
    fn eq(&self, other: &Keeper) -> bool {
        std::ptr::fn_addr_eq(self.0, other.0)
    }
}

impl std::fmt::Debug for Keeper {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Keeper")
    }
}
