//! The screens' models: the game in play, a replay, the new-game form, and the whole app state.

use super::glak::replay::GlakReplay;
use super::glak::table::GlakTable;
use super::glux::refusal::Refusal;
use super::saved_game::SavedGame;
use super::seats::{NewGameForm, SeatInfo, Speed};
use crate::glux::bots::Level;
use crate::glux::{Action, Pips, PlayedGame, Seat, Square};
use std::rc::Rc;

/// A game in play.
#[derive(Clone, Debug)]
pub struct GameScreen {
    /// The game with its record and history.
    pub game: Rc<PlayedGame>,
    /// Names and colours.
    pub seats: Rc<Vec<SeatInfo>>,
    /// The face chosen for the hand chip.
    pub face: Option<Pips>,
    /// An action shown on the board, waiting for Confirm or Undo.
    pub pending: Option<Action>,
    /// The square the pointer is on.
    pub pointed: Option<Square>,
    /// The pass-the-device screen, covering the hand until this seat taps Ready.
    pub curtain: Option<Seat>,
    /// Show each room's pip totals on the board.
    pub room_totals: bool,
    /// The last refusal, shown until the next gesture.
    pub error: Option<Refusal>,
    /// Seeds the bots' choices (not the game's seed, which fixes the bags: bots must not know it).
    pub bot_seed: u64,
    /// Bots wait while paused.
    pub paused: bool,
    /// One bot move allowed while paused.
    pub step: bool,
    /// How fast bots move.
    pub speed: Speed,
    /// The person who last had the device (for the pass-the-device screen).
    pub holder: Option<Seat>,
}

/// Tables compare the game and the seats by identity: every change replaces them (`play_on`,
/// takeback), so comparing pointers is exact and keeps redrawing cheap however long the game.
impl PartialEq for GameScreen {
    fn eq(&self, other: &GameScreen) -> bool {
        Rc::ptr_eq(&self.game, &other.game)
            && Rc::ptr_eq(&self.seats, &other.seats)
            && (self.face, self.pending, self.pointed, self.curtain)
                == (other.face, other.pending, other.pointed, other.curtain)
            && (self.room_totals, self.error, self.bot_seed)
                == (other.room_totals, other.error, other.bot_seed)
            && (self.paused, self.step, self.speed, self.holder)
                == (other.paused, other.step, other.speed, other.holder)
    }
}

impl GameScreen {
    /// A table for a game; the pass-the-device screen comes up if a person other than the holder
    /// is to act.
    #[must_use]
    pub fn new(game: PlayedGame, seats: Vec<SeatInfo>, bot_seed: u64) -> GameScreen {
        let mut table = GameScreen {
            game: Rc::new(game),
            seats: Rc::new(seats),
            face: None,
            pending: None,
            pointed: None,
            curtain: None,
            room_totals: false,
            error: None,
            bot_seed,
            paused: false,
            step: false,
            speed: Speed::Normal,
            holder: None,
        };
        table.curtain = table.curtain_for(table.game.game().to_act());
        table
    }

    /// A seat's name.
    #[must_use]
    pub fn name(&self, seat: Seat) -> &str {
        &self.seats[seat.index()].name
    }

    /// The record as saved in the browser.
    #[must_use]
    pub fn saved(&self) -> SavedGame {
        SavedGame {
            game: Some(crate::glux::record::GAME_NAME.to_string()),
            record: self.game.record().clone(),
            seats: self.seats.as_ref().clone(),
            bot_seed: self.bot_seed,
        }
    }

    /// The bot playing a seat, if a bot does.
    #[must_use]
    pub fn bot(&self, seat: Seat) -> Option<Level> {
        self.seats.get(seat.index()).and_then(|s| s.bot)
    }

    /// The bot to move now, if a bot is to move.
    #[must_use]
    pub fn bot_to_move(&self) -> Option<(Seat, Level)> {
        let seat = self.game.game().to_act()?;
        Some((seat, self.bot(seat)?))
    }

    /// Whether any seat is a person.
    #[must_use]
    pub fn has_humans(&self) -> bool {
        self.seats.iter().any(|s| s.bot.is_none())
    }

    /// Whether a person can take back their last placement (against bots, some placement made).
    #[must_use]
    pub fn can_take_back(&self) -> bool {
        self.seats.iter().any(|s| s.bot.is_some()) && self.last_human_action().is_some()
    }

    /// The index in the history of the last action by a person, after setup.
    pub(crate) fn last_human_action(&self) -> Option<usize> {
        self.game.history().iter().rposition(|m| {
            self.bot(m.played.seat).is_none() && !matches!(m.played.action, Action::StartFace(_))
        })
    }

    /// Who must be handed the device before the next action: a person other than the one who saw
    /// the device last. Between a person and bots, or bots alone, nobody.
    pub(crate) fn curtain_for(&self, next: Option<Seat>) -> Option<Seat> {
        let seat = next?;
        let humans = self.seats.iter().filter(|s| s.bot.is_none()).count();
        (self.bot(seat).is_none() && humans > 1 && self.holder != Some(seat)).then_some(seat)
    }
}

/// Where a replayed game came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplaySource {
    /// The game in play: looking back at past turns (public information only).
    InPlay,
    /// A share link.
    Link,
    /// An opened file.
    File,
}

/// A game viewed move by move.
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    /// The whole game.
    pub game: Rc<PlayedGame>,
    /// Names and colours.
    pub seats: Rc<Vec<SeatInfo>>,
    /// How many actions are shown.
    pub at: usize,
    /// Where it came from.
    pub source: ReplaySource,
}

impl Replay {
    /// The number of actions in the game.
    #[must_use]
    pub fn len(&self) -> usize {
        self.game.record().actions.len()
    }

    /// Whether the game has no actions yet.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Which screen is up.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    /// Choosing the game, players, names, colours and the seed.
    NewGame,
    /// Playing Glüx (or looking at the final scoring).
    Game(GameScreen),
    /// Stepping through a Glüx game.
    Replay(Replay),
    /// Playing GLAK (or looking at the final scoring).
    Glak(GlakTable),
    /// Stepping through a GLAK game.
    GlakReplay(GlakReplay),
}

impl Screen {
    /// The game this screen shows (`None` for the new-game screen).
    #[must_use]
    pub fn game_kind(&self) -> Option<GameKind> {
        match self {
            Screen::NewGame => None,
            Screen::Game(_) | Screen::Replay(_) => Some(GameKind::Glux),
            Screen::Glak(_) | Screen::GlakReplay(_) => Some(GameKind::Glak),
        }
    }

    /// Whether this is a game in play (of either game).
    #[must_use]
    pub fn in_play(&self) -> bool {
        matches!(self, Screen::Game(_) | Screen::Glak(_))
    }
}

/// The games the app plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum GameKind {
    /// Glüx: light chips counted across a board of rooms.
    #[default]
    Glux,
    /// GLAK: small boards, action points and stones walling in territory.
    Glak,
}

impl GameKind {
    /// Both games, as the new-game screen offers them.
    pub const ALL: [GameKind; 2] = [GameKind::Glux, GameKind::Glak];

    /// The game's name in records, saves and hooks (`glux`, `glak`).
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Glux => crate::glux::record::GAME_NAME,
            GameKind::Glak => crate::glak::record::GAME_NAME,
        }
    }

    /// The game for a name written by [`GameKind::id`].
    #[must_use]
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.id() == id)
    }
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
    /// The game in play while the new-game screen or a replay is up ([`Screen::Game`] or
    /// [`Screen::Glak`]).
    pub suspended: Option<Screen>,
}

impl UiState {
    /// The start-up state: the new-game screen with a seed.
    #[must_use]
    pub fn new(seed: u64) -> UiState {
        UiState {
            screen: Screen::NewGame,
            form: NewGameForm::new(seed),
            notice: None,
            suspended: None,
        }
    }

    /// The Glüx game in play, if any.
    #[must_use]
    pub fn table(&self) -> Option<&GameScreen> {
        match &self.screen {
            Screen::Game(t) => Some(t),
            _ => None,
        }
    }

    /// The GLAK game in play, if any.
    #[must_use]
    pub fn glak_table(&self) -> Option<&GlakTable> {
        match &self.screen {
            Screen::Glak(t) => Some(t),
            _ => None,
        }
    }

    /// The game the screen is about: the one shown, or on the new-game screen the one chosen.
    #[must_use]
    pub fn game_kind(&self) -> GameKind {
        self.screen.game_kind().unwrap_or(self.form.game)
    }
}
