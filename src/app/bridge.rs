//! How the app and the carrier of games between devices talk. The carrier (`src/modules/carrier.rs`, a
//! module of its own, loaded the first time such a game is opened) holds the sessions, their links
//! and their screens; the app holds the tables. They share one page and exchange DOM events on the
//! window, each carrying one JSON message: the app tells the carrier what it shows and what was
//! played here, and the carrier tells the app which game to put on the table. The app never reads
//! a link, and the carrier never draws a board.
//!
//! The carrier checks everything that arrives from another device with the engines before it
//! passes a game on; what the app sends it is checked again (`Session::update`).
//!
//! Here are the messages; how the app's state takes and makes them is [`super::devices`], and the
//! events, the keys in the browser's storage and the carrier's element are
//! `crate::ui::remote::bridge`'s.

use super::seats::SeatInfo;
use crate::core::seat::{PerSeat, Seat};
use crate::glux::{Handover, PlayedGame};
use serde::{Deserialize, Serialize};

/// What the app shows, so the carrier shows what belongs there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Shown {
    /// The new-game screen: the kept games.
    NewGame,
    /// The carrier's own screen: the lobby before the start, or an invitation to join.
    Carrier,
    /// The table of the game between devices: the links, the inbox, whom this device waits for.
    Table,
    /// The History screen: the finished games kept on this device.
    History,
    /// Anything else (a game on this device alone, a replay): nothing.
    Other,
}

/// A game as the app and the carrier hand it to each other: the record, and for Glüx the bags this
/// device knows (its own seats', and those handed to it).
///
/// The app reads these: they are externally tagged (`{"glux": {...}}`), which serde reads without
/// buffering, so the app's module carries no second copy of the records' readers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CarriedGame {
    /// A Glüx game with hidden bags.
    Glux {
        /// The record.
        record: crate::glux::GameRecord,
        /// The bag seed of each seat whose bag this device holds.
        bags: Vec<Option<[u8; 32]>>,
        /// Seats handed to this device: seat, the number of actions played then, the new bag.
        handovers: Vec<(u8, usize, [u8; 32])>,
    },
    /// A GLAK game.
    Glak {
        /// The record.
        record: crate::glak::GameRecord,
    },
}

impl CarriedGame {
    /// Which game.
    #[must_use]
    pub fn kind(&self) -> super::kind::GameKind {
        match self {
            CarriedGame::Glux { .. } => super::kind::GameKind::Glux,
            CarriedGame::Glak { .. } => super::kind::GameKind::Glak,
        }
    }

    /// A Glüx game, as handed over.
    #[must_use]
    pub fn of_glux(game: &PlayedGame) -> CarriedGame {
        CarriedGame::Glux {
            record: game.record().clone(),
            bags: game.bag_seeds().0.to_vec(),
            handovers: game
                .handovers()
                .iter()
                .map(|h| (h.seat.0, h.at, h.bag_seed))
                .collect(),
        }
    }

    /// The Glüx game, replayed (`None` for a GLAK game, or a record that does not replay).
    #[must_use]
    pub fn glux(&self) -> Option<PlayedGame> {
        let CarriedGame::Glux {
            record,
            bags,
            handovers,
        } = self
        else {
            return None;
        };
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
        PlayedGame::from_record_with_handovers(record.clone(), seeds, &handovers).ok()
    }

    /// The GLAK game, replayed (`None` for a Glüx game, or a record that does not replay).
    #[must_use]
    pub fn glak(&self) -> Option<crate::glak::Recorder> {
        match self {
            CarriedGame::Glak { record } => crate::glak::Recorder::resume(record).ok(),
            CarriedGame::Glux { .. } => None,
        }
    }
}

/// Whether `theirs` is a strict beginning of `mine`: a game the carrier sent is behind the table's,
/// on its line.
#[must_use]
pub fn behind<T: PartialEq>(theirs: &[T], mine: &[T]) -> bool {
    theirs.len() < mine.len() && mine.starts_with(theirs)
}

/// A game between devices for the app's table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RemoteGame {
    /// The game's id (hex), which the app sends back with every move made here.
    pub id: String,
    /// The game.
    pub game: CarriedGame,
    /// Names, colours, and who plays each seat, as this device shows them.
    pub seats: Vec<SeatInfo>,
    /// Seeds the bots' choices (bots run on the creating device).
    pub bot_seed: u64,
    /// The record's remote part (`crate::remote::record::RemoteRecord`) as JSON, for the game's
    /// exported file: which seats were elsewhere, the commitments, and the secrets once revealed.
    pub record: String,
    /// The table must go back to this game: a move made here was refused. Otherwise a game behind
    /// the table's (moves made here that the carrier has yet to take: the two messages crossed)
    /// leaves the table as it is.
    #[serde(default)]
    pub reset: bool,
}

/// The game between devices on the app's table: which one (the carrier holds the rest).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RemoteRef {
    /// The game's id, as the carrier names it.
    pub id: String,
    /// The record's remote part, as JSON ([`RemoteGame::record`]).
    pub record: String,
}

impl RemoteRef {
    /// An exported game's JSON with this record's remote part added (`"remote": {...}`, which
    /// `glux verify` checks and every reader of exports ignores).
    #[must_use]
    pub fn export(&self, exported: &str) -> String {
        match exported.trim_end().strip_suffix('}') {
            Some(open) if open.trim_end().ends_with('{') => format!("{open}\"remote\":{}}}", self.record),
            Some(open) => format!("{open},\"remote\":{}}}", self.record),
            None => exported.to_string(),
        }
    }
}

/// What the app sends the carrier.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum ToCarrier {
    /// Start a game with players elsewhere: its setup (the game's link text, no moves yet), and the
    /// seats as the new-game screen set them.
    Create {
        /// The setup.
        setup: String,
        /// The seats.
        seats: Vec<SeatInfo>,
        /// Seeds the bots' choices.
        bot_seed: u64,
        /// Played live, over WebRTC channels (else by links).
        #[serde(default)]
        live: bool,
    },
    /// A text pasted into an inbox, or found in the page's address.
    Receive {
        /// The text.
        text: String,
    },
    /// A move was made here (Glüx: an action; GLAK: a whole turn).
    Moved {
        /// The game's id.
        id: String,
        /// The game now.
        game: CarriedGame,
    },
    /// Open the game between devices shown last (after a reload).
    Resume,
    /// What the app shows now.
    Shown {
        /// The screen.
        screen: Shown,
    },
    /// The language in use changed.
    Language {
        /// Its code.
        lang: String,
    },
    /// A game on this device alone is in play now: the game between devices is put away.
    Close,
    /// A finished game was queued for the history (`crate::ui::history::pending`): keep it.
    Finished,
}

/// What the carrier sends the app (externally tagged, as [`CarriedGame`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ToApp {
    /// The carrier has started and listens.
    Ready,
    /// Show the carrier's own screen (the lobby, or an invitation to join).
    Carrier,
    /// Put this game on the table, or bring the table up to it.
    Game(Box<RemoteGame>),
    /// Open this game (an exported game's text, kept in the history) in the replay viewer.
    Replay(String),
}
