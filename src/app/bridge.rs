//! How the app and the carrier of games between devices talk. The carrier
//! (`src/ui/remote/carrier.rs`, a part of the page's module downloaded the first time such a game is
//! opened) holds the sessions, their links and their screens; the app holds the tables. They share
//! one page and exchange DOM events on the window, each carrying one JSON message: the app tells
//! the carrier what it shows and what was played here, and the carrier tells the app which game to
//! put on the table. The app never reads a link, and the carrier never draws a board.
//!
//! The carrier checks everything that arrives from another device with the engines before it
//! passes a game on; what the app sends it is checked again (`Session::update`).
//!
//! Here are the messages; how the app's state takes and makes them is [`super::devices`], and the
//! events, the keys in the browser's storage and the carrier's element are
//! `crate::ui::remote::bridge`'s.

use super::kind::GameKind;
use super::seats::SeatInfo;
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

/// A game as the app and the carrier hand it to each other, in its game's words: which game, and
/// the game's own JSON (for Glüx, the record and the bags this device knows: its own seats', and
/// those handed to it). Only the game's folder writes and reads the body (`GameTable::carried`,
/// `GameTable::take_carried`, and the game's `GameRemote` in the carrier).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CarriedGame {
    /// The game's name ([`GameKind::id`]).
    pub game: String,
    /// The game in its own words.
    pub body: String,
}

impl CarriedGame {
    /// Which game (`None` for a name of no game this app plays).
    #[must_use]
    pub fn kind(&self) -> Option<GameKind> {
        GameKind::from_id(&self.game)
    }

    /// A game's body, written by the game's folder.
    #[must_use]
    pub fn new(game: GameKind, body: String) -> CarriedGame {
        CarriedGame {
            game: game.id().to_string(),
            body,
        }
    }

    /// The body, if the game is `game`.
    #[must_use]
    pub fn body_of(&self, game: GameKind) -> Option<&str> {
        (self.game == game.id()).then_some(self.body.as_str())
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
    /// Join was pressed on the page's join screen of an invitation (`crate::app::screens::Invited`):
    /// the invitation's text, and the name typed.
    Join {
        /// The invitation's text.
        text: String,
        /// The player's name.
        name: String,
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

/// What the carrier sends the app (externally tagged, which serde reads without buffering).
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
