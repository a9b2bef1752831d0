//! The screens' models: the game in play, a replay, the new-game form, and the whole app state.

use super::game::{Replay, Table};
use super::seats::NewGameForm;

pub use super::kind::{GameKind, ReplaySource};

/// Which screen is up.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    /// The page's first screen while the part that draws the game it opens on is still coming (a
    /// share link's game, or the game kept on this device: `crate::ui::games::GamePart`): the header,
    /// and the stand-in of a game in play. The page reads what it opens on again once the part is
    /// in (issue 40: the header is drawn while the game's part is on the line, not after it).
    Opening(GameKind),
    /// Choosing the game, players, names, colours and the seed. `starting`: Start was pressed
    /// before the games in play had loaded (they make tables), and the game starts once they
    /// have: the button waits, so that a second press cannot start a second game.
    NewGame {
        /// Start was pressed, and the games in play are on their way.
        starting: bool,
    },
    /// Playing a game (or looking at its final scoring).
    Table(Table),
    /// Stepping through a game.
    Replay(Replay),
    /// The carrier's own screen (`ui/remote`): the lobby of a game between devices before it
    /// starts, or an invitation opened on this device.
    Carrier,
    /// The finished games kept on this device (drawn by the carrier's module: `ui/history`).
    History,
    /// An invitation from another device, opened here: the page draws its join screen itself, so
    /// that a friend can read it and type a name while the carrier loads (issue 40). `joining`:
    /// Join was pressed, and the carrier takes the invitation once it has loaded.
    Invitation {
        /// The invitation.
        invited: std::rc::Rc<Invited>,
        /// Join was pressed.
        joining: bool,
    },
}

impl Screen {
    /// The game this screen shows (`None` for the new-game screen).
    #[must_use]
    pub fn game_kind(&self) -> Option<GameKind> {
        match self {
            Screen::NewGame { .. } | Screen::Carrier | Screen::History => None,
            Screen::Opening(game) => Some(*game),
            // The game the friend is invited to (the header and the rules name it).
            Screen::Invitation { invited, .. } => Some(invited.game),
            Screen::Table(table) => Some(table.kind()),
            Screen::Replay(replay) => Some(replay.kind()),
        }
    }

    /// Whether this is a game in play.
    #[must_use]
    pub fn in_play(&self) -> bool {
        matches!(self, Screen::Table(_))
    }
}

/// An invitation from another device as the page's join screen shows it, read before the carrier
/// has loaded (issue 40: the friend reads it and types a name meanwhile; `super::devices` reads
/// it). Reading checks its form only: the carrier checks it again, with the engine, when the person
/// joins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invited {
    /// The link's text (`play=...`), which the carrier is given on Join.
    pub text: String,
    /// The game.
    pub game: GameKind,
    /// The game's id, as this device keeps games between devices under it.
    pub id: crate::remote::message::GameId,
    /// The names at the table (empty for a seat still to join).
    pub names: Vec<String>,
    /// The seat offered.
    pub seat: crate::core::seat::Seat,
    /// The seats played on devices of their own.
    pub elsewhere: crate::core::seat::SeatSet,
}

/// A message the app shows until dismissed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// The message.
    pub text: String,
    /// Whether it reports a problem (otherwise it is information).
    pub problem: bool,
}

/// The whole app state.
#[derive(Clone, Debug, PartialEq)]
pub struct UiState {
    /// The screen.
    pub screen: Screen,
    /// The new-game form (kept while playing, for the next game).
    pub form: NewGameForm,
    /// A message for the player.
    pub notice: Option<Notice>,
    /// The game in play while the new-game screen or a replay is up ([`Screen::Table`]).
    pub suspended: Option<Screen>,
    /// The game between devices on the table, if the game in play is one.
    pub remote: Option<super::bridge::RemoteRef>,
}

impl UiState {
    /// The start-up state: the new-game screen with a seed.
    #[must_use]
    pub fn new(seed: u64) -> UiState {
        UiState {
            screen: Screen::NewGame { starting: false },
            form: NewGameForm::new(seed),
            notice: None,
            suspended: None,
            remote: None,
        }
    }

    /// The game in play, if any.
    #[must_use]
    pub fn table(&self) -> Option<&Table> {
        match &self.screen {
            Screen::Table(t) => Some(t),
            _ => None,
        }
    }

    /// The game the screen is about: the one shown, or on the new-game screen the one chosen.
    #[must_use]
    pub fn game_kind(&self) -> GameKind {
        self.screen.game_kind().unwrap_or(self.form.game)
    }
}
