//! The seam between the shell and each game. The shell asks a game what it asks of every game
//! through these traits, and each game answers in its own folder (`app/glux/game.rs`,
//! `app/glak/game.rs`):
//! - [`GameRules`]: the game itself, before there is a table: start one from the new-game form or
//!   from a game between devices, resume a save, play on from a replay;
//! - [`GameFiles`]: open its files and share links in the replay viewer (the review does too);
//! - [`GameBots`]: its bots' answers and hints (in the bots' module only);
//! - [`GameJudge`]: Expert's review of a whole game (in the bots' module, for the review);
//! - [`GameHistory`]: a finished game as the history keeps it (in the carrier's module);
//! - [`GameRemote`]: a game between devices, as the carrier of such games plays it (in the
//!   carrier's module);
//! - [`GameTable`]: a game in play: its seats and whose move it is, a person's gesture or a bot's
//!   answer, what the bots may see, the save, the file, the link and the result;
//! - [`GameReplay`]: a game viewed move by move.
//!
//! What follows from these for every game is written here once ([`Table::bot_turn`],
//! [`GameTable::finished`]). The traits are cut by the modules that use them: a module that holds
//! a trait object carries every method of it, so the review's module (files) and the bots' module
//! (answers) each reach only their own. The registry (`super::registry`) names each game once per
//! trait.

use super::bridge::{CarriedGame, RemoteGame};
use super::games::{BotTurn, GameProblem, SeatAnswer, TableAction};
use super::kind::GameKind;
use super::seats::{Driver, FormProblem, NewGameForm, SeatInfo, Seated};
use crate::core::history::{FinishedGame, FinishedSeat, Player, game_id};
use crate::core::level::Level;
use crate::core::seat::{Seat, SeatSet};
use crate::i18n::Texts;
use crate::remote::any::AnySession;
use crate::remote::message::Invitation;
use crate::remote::record::SavedSession;
use crate::remote::session::Random;
use crate::remote::{Reason, RemoteError};
use std::any::Any;
use std::fmt::Debug;
use std::rc::Rc;

/// A game's rules as the app needs them before there is a table.
pub trait GameRules: Sync {
    /// A game from the new-game form; `None` when the form cannot start one.
    fn start(&self, form: &NewGameForm, bot_seed: u64) -> Option<Table>;

    /// Why the form cannot start a game of this game, beyond what every game asks (the seats): for
    /// example a design not made for the players chosen.
    fn design_problem(&self, _form: &NewGameForm) -> Option<FormProblem> {
        None
    }

    /// The setup of a game between devices as a link's text, with `names` at the seats of this
    /// device (the others empty).
    fn setup_link(&self, form: &NewGameForm, names: Vec<String>) -> Option<String>;

    /// Why a save, a file or a link of this game cannot be opened, in words.
    fn problem_text(&self, problem: &GameProblem, t: Texts) -> String;

    /// The game saved in the browser, to resume.
    ///
    /// # Errors
    /// Why the saved text cannot be read.
    fn resume(&self, text: &str) -> Result<Table, GameProblem>;

    /// A table for a game between devices the carrier sends, of this game (`None` if it does not
    /// replay).
    fn table_for_carried(&self, remote: &RemoteGame) -> Option<Table>;

    /// The game of a replay of this game from the move shown on, to play on with these seats
    /// (`None` for a replay of another game).
    fn play_on(&self, replay: &Replay, seats: Vec<SeatInfo>, bot_seed: u64) -> Option<Table>;

    /// The names at the table of an invitation's setup bytes (empty for a seat still to join): the
    /// page's join screen shows them before the carrier has loaded. Read without making the game:
    /// in the browser the page's first download, which draws that screen, has none of the engines'
    /// play.
    fn setup_names(&self, setup: &[u8]) -> Option<Vec<String>>;
}

/// A game's files and links, as the replay viewer and the review open them. (A trait of its own:
/// the review's module opens them, and must not carry the tables in play.)
pub trait GameFiles: Sync {
    /// An exported game (or a bare record) in the replay viewer.
    ///
    /// # Errors
    /// What is wrong with the file, and at which move.
    fn read_file(&self, text: &str) -> Result<Replay, GameProblem>;

    /// A share link's text (the part after `#game=`) in the replay viewer.
    ///
    /// # Errors
    /// What is wrong with the link, or the move of its game that breaks the rules.
    fn open_link(&self, text: &str) -> Result<Replay, GameProblem>;
}

/// A game as the history keeps it (in the carrier's module).
pub trait GameHistory: Sync {
    /// The finished game a saved game holds ([`GameTable::saved_text`]), as the history keeps it
    /// (`finished`: when, in milliseconds since 1970); `None` if it cannot be read or is not over.
    fn finished(&self, saved: &str, finished: f64) -> Option<FinishedGame>;
}

/// Expert's review of a game (in the bots' module, which the review's worker runs).
pub trait GameJudge: Sync {
    /// Reviews the game in `text` (an exported game or a record, or a share link's text when
    /// `link`), calling `progress(done, total)` before each move (it returns whether to go on):
    /// the review as the command line prints it, and every seat's chance before each move and at
    /// the end. `None` if the text is not a game of this game, or breaks its rules.
    fn review(
        &self,
        text: &str,
        link: bool,
        progress: &mut dyn FnMut(usize, usize) -> bool,
    ) -> Option<(serde_json::Value, Vec<Vec<f64>>)>;
}

/// A game's bots, as the bots' worker asks them. (A trait of its own: only the bots' module answers,
/// and the page must not carry the bots.)
pub trait GameBots: Sync {
    /// A bot's answer to what `view` shows ([`GameTable::bot_view`]).
    fn answer(&self, view: &[u8], level: Level, seed: u64) -> Option<SeatAnswer>;

    /// Expert's hint for the seat to act in `view`, with its chance of winning after it.
    fn hint(&self, view: &[u8]) -> Option<(SeatAnswer, f64)>;
}

/// A game between devices, as the carrier of such games plays it: its sessions and what passes
/// between them and the app's table. (A trait of its own: only the carrier's module reaches it.)
pub trait GameRemote: Sync {
    /// A new game between devices on the creating device, from the game's setup bytes.
    ///
    /// # Errors
    /// As `Session::create`.
    fn create(
        &self,
        setup: Vec<u8>,
        elsewhere: SeatSet,
        random: Random<'_>,
    ) -> Result<AnySession, RemoteError>;

    /// Joins from an invitation to this game: the session and the reply's text.
    ///
    /// # Errors
    /// As `Session::join`.
    fn join(
        &self,
        invitation: &Invitation,
        name: &str,
        random: Random<'_>,
    ) -> Result<(AnySession, String), RemoteError>;

    /// A kept session of this game (`from_saved`), its game replayed.
    ///
    /// # Errors
    /// What cannot be read.
    fn kept(&self, saved: &SavedSession) -> Result<AnySession, String>;

    /// The session's game for the app's table, once it has started.
    fn carried(&self, session: &AnySession) -> Option<CarriedGame>;

    /// Keeps the session in step with the table after a move made on this device (the session
    /// checks it again); `None` when the table's game brings nothing new (the session's game is it
    /// or goes on from it: a table that sent its game before taking the moves that came since).
    fn update(&self, session: &mut AnySession, game: &CarriedGame) -> Option<Result<(), RemoteError>>;

    /// Why the engine refused a move that arrived, in words; `None` for another game's reason.
    fn refusal(&self, t: Texts, reason: &Reason) -> Option<String>;

    /// A piece that move `number` by `name` played and the seat does not hold
    /// ([`RemoteError::Forged`]), in words; `None` for another game's reason.
    fn forged(&self, t: Texts, number: usize, name: &str, piece: &Reason) -> Option<String>;

    /// A draw that `name`'s move `number` could not have been given ([`ProblemKind::Draw`](crate::remote::session::ProblemKind::Draw)), in
    /// words; `None` for another game's reason.
    fn draw_problem(&self, t: Texts, number: usize, name: &str, reason: &Reason) -> Option<String>;
}

/// A game in play, as the shell drives it. (A game's table is `Clone + PartialEq`, and [`AnyTable`]
/// follows from that. Not `Debug`: a trait object carries every method of its trait, and the
/// modules would carry the formatting of every table.)
pub trait GameTable: AnyTable + Seated {
    /// Which game.
    fn kind(&self) -> GameKind;

    /// The seats, shared with the views.
    fn seats_rc(&self) -> &Rc<Vec<SeatInfo>>;

    /// The game's identity: every change to the game makes a new one (tables replace their game
    /// with every move), so effects run once per change.
    fn identity(&self) -> usize;

    /// How many actions have been played (each is heard, when sounds are on). It seeds the bots
    /// ([`BotTurn::position`]).
    fn actions_played(&self) -> usize;

    /// Whether the game is over.
    fn is_over(&self) -> bool;

    /// Each seat's score and whether it won, once the game is over (for [`GameTable::finished`]).
    fn result(&self) -> Option<Vec<(u32, bool)>>
    where
        Self: Sized;

    /// The game as the browser keeps it and exports it (JSON).
    fn saved_text(&self) -> Option<String>;

    /// The name of the game's exported file.
    fn file_name(&self) -> String;

    /// The game's share link text (the part after `#game=`).
    fn share_link(&self) -> Option<String>;

    /// The game so far in the replay viewer (public information only).
    fn look_back(&self) -> Replay;

    /// The table's epoch (its count of changes, which never goes down), if a hint was asked for in
    /// it and Expert has not answered yet.
    fn hint_awaited(&self) -> Option<u64>;

    /// The table's epoch and the least time a bot's move stays on screen (milliseconds), if the
    /// bots may move now (not paused, or one step allowed).
    fn bots_may_move(&self) -> Option<(u64, u32)>;

    /// What the seat to act may see, and the seed of the bots' choices.
    fn bot_view(&self) -> Option<(Vec<u8>, u64)>;

    /// Where the keyboard focus goes next, as a dialog would put it (a selector), if anywhere.
    fn focus_target(&self) -> Option<&'static str> {
        None
    }

    /// Does what the shell asks; a gesture or a bot's action of another game changes nothing.
    fn act(&mut self, action: TableAction);

    /// The table's epoch: its count of changes, which never goes down. A seat's answer counts only
    /// if it was asked at the epoch the table is at ([`TableAction::Answer`]).
    fn epoch(&self) -> u64;

    /// What the game between devices the carrier sends brings this table. The moves made elsewhere
    /// since the table's game come back as answers ([`Taken::Answers`]), which the shell gives the
    /// table one by one as it gives a bot's, so a seat elsewhere is driven the way a bot's seat is.
    /// The table takes the rest itself: the seats as this device shows them, and (Glüx) a seat
    /// handed to this device with its new bag.
    ///
    /// A game behind the table's, on its line, is one the carrier sent before it took the moves
    /// made here since (the messages crossed): the table keeps them. A game off the table's line
    /// replaces it: the carrier refused a move made here ([`RemoteGame::reset`]), or it brings what
    /// no move says (a bag, a seat handed over earlier).
    fn take_carried(&mut self, remote: &RemoteGame) -> Taken;

    /// The game on the table as the carrier takes a move made here (`None` where the game does
    /// not hand over a move yet: in GLAK, in the middle of a turn).
    fn carried(&self) -> Option<CarriedGame>;

    /// The game as the history keeps it once it is over (`finished`: when, in milliseconds since
    /// 1970): each seat's name, who played it, its score and whether it won. (Not for a table
    /// behind the seam: the history's module asks [`GameHistory`], and the page never does.)
    fn finished(&self, finished: f64) -> Option<FinishedGame>
    where
        Self: Sized,
    {
        let seats = self
            .seats()
            .iter()
            .zip(self.result()?)
            .map(|(seat, (score, winner))| FinishedSeat {
                name: seat.name.clone(),
                player: match seat.driver {
                    Driver::Here => Player::Person,
                    Driver::Bot(level) => Player::Bot(level),
                    Driver::Elsewhere => Player::Elsewhere,
                },
                score,
                winner,
            })
            .collect();
        Some(FinishedGame {
            id: game_id(&self.share_link()?),
            finished,
            game: self.kind().id().to_string(),
            seats,
            saved: self.saved_text()?,
            verification: None,
        })
    }
}

/// What a table made of a game between devices the carrier sent ([`GameTable::take_carried`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Taken {
    /// The table is up to it (or was already, or is ahead of it on its line, or took it whole).
    Taken,
    /// The moves made elsewhere since the table's game, in order, each its seat's answer.
    Answers(Vec<SeatAnswer>),
    /// It is of this game but does not replay: the table is as it was.
    Unreadable,
    /// It is of another game: it needs a table of its own.
    OtherGame,
}

/// A game viewed move by move. (A game's replay is `Clone + PartialEq`, and [`AnyReplay`] follows
/// from that.)
pub trait GameReplay: AnyReplay {
    /// Which game.
    fn kind(&self) -> GameKind;

    /// The seats.
    fn seats(&self) -> &[SeatInfo];

    /// The number of actions in the game.
    fn len(&self) -> usize;

    /// Whether the game has no actions yet.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How many actions are shown.
    fn at(&self) -> usize;

    /// Shows the game after this many actions (at most all of them).
    fn go_to(&mut self, at: usize);
}

/// What every game's table is as a value: cloned, compared, and seen as itself by its own views.
/// Every `Clone + PartialEq` table has it.
pub trait AnyTable: Any {
    /// A copy.
    fn clone_table(&self) -> Box<dyn GameTable>;
    /// Whether `other` is the same table (of the same game, equal).
    fn same_table(&self, other: &dyn GameTable) -> bool;
}

impl<T: GameTable + Clone + PartialEq> AnyTable for T {
    fn clone_table(&self) -> Box<dyn GameTable> {
        Box::new(self.clone())
    }

    fn same_table(&self, other: &dyn GameTable) -> bool {
        (other as &dyn Any).downcast_ref::<T>() == Some(self)
    }
}

/// What every game's replay is as a value (as [`AnyTable`]).
pub trait AnyReplay: Any {
    /// A copy.
    fn clone_replay(&self) -> Box<dyn GameReplay>;
    /// Whether `other` is the same replay (of the same game, equal).
    fn same_replay(&self, other: &dyn GameReplay) -> bool;
}

impl<T: GameReplay + Clone + PartialEq> AnyReplay for T {
    fn clone_replay(&self) -> Box<dyn GameReplay> {
        Box::new(self.clone())
    }

    fn same_replay(&self, other: &dyn GameReplay) -> bool {
        (other as &dyn Any).downcast_ref::<T>() == Some(self)
    }
}

/// A game in play, of any game: the shell holds it and asks it through [`GameTable`]; the game's
/// own views see their table ([`Table::of`]).
pub struct Table(Box<dyn GameTable>);

/// The game and how far it is (no more: see [`GameTable`]).
impl Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("game", &self.kind().id())
            .field("actions_played", &self.actions_played())
            .finish_non_exhaustive()
    }
}

impl Table {
    /// A game's table.
    pub fn new(table: impl GameTable) -> Table {
        Table(Box::new(table))
    }

    /// The table as its game's own, if it is that game's.
    #[must_use]
    pub fn of<T: GameTable>(&self) -> Option<&T> {
        (self.0.as_ref() as &dyn Any).downcast_ref()
    }

    /// The bot to ask now, if a hint is awaited or a bot is to move and the bots are not paused.
    #[must_use]
    pub fn bot_turn(&self) -> Option<BotTurn> {
        let position = self.0.actions_played() as u64;
        if let Some(asked_at) = self.0.hint_awaited() {
            return Some(BotTurn {
                game: self.0.kind(),
                asked_at,
                position,
                level: Level::Expert,
                delay_ms: 0,
                hint: true,
            });
        }
        let (_, level) = self.0.bot_to_move()?;
        let (asked_at, delay_ms) = self.0.bots_may_move()?;
        Some(BotTurn {
            game: self.0.kind(),
            asked_at,
            position,
            level,
            delay_ms,
            hint: false,
        })
    }

    /// The table as its game's own, to change, if it is that game's.
    pub fn of_mut<T: GameTable>(&mut self) -> Option<&mut T> {
        (self.0.as_mut() as &mut dyn Any).downcast_mut()
    }
}

impl Clone for Table {
    fn clone(&self) -> Table {
        Table(self.0.clone_table())
    }
}

impl PartialEq for Table {
    fn eq(&self, other: &Table) -> bool {
        self.0.same_table(other.0.as_ref())
    }
}

impl std::ops::Deref for Table {
    type Target = dyn GameTable;

    fn deref(&self) -> &(dyn GameTable + 'static) {
        self.0.as_ref()
    }
}

impl std::ops::DerefMut for Table {
    fn deref_mut(&mut self) -> &mut (dyn GameTable + 'static) {
        self.0.as_mut()
    }
}

impl Seated for Table {
    fn seats(&self) -> &[SeatInfo] {
        self.0.seats()
    }

    fn seat_to_move(&self) -> Option<Seat> {
        self.0.seat_to_move()
    }
}

/// A game viewed move by move, of any game (as [`Table`]).
pub struct Replay(Box<dyn GameReplay>);

/// The game and the move shown (as [`Table`]'s).
impl Debug for Replay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Replay")
            .field("game", &self.kind().id())
            .field("at", &self.at())
            .finish_non_exhaustive()
    }
}

impl Replay {
    /// A game's replay.
    pub fn new(replay: impl GameReplay) -> Replay {
        Replay(Box::new(replay))
    }

    /// The replay as its game's own, if it is that game's.
    #[must_use]
    pub fn of<T: GameReplay>(&self) -> Option<&T> {
        (self.0.as_ref() as &dyn Any).downcast_ref()
    }

    /// Whether `other` replays the same game, whichever move each shows.
    #[must_use]
    pub fn same_game(&self, other: &Replay) -> bool {
        let whole = |replay: &Replay| {
            let mut whole = replay.clone();
            let len = whole.len();
            whole.go_to(len);
            whole
        };
        whole(self) == whole(other)
    }
}

impl Clone for Replay {
    fn clone(&self) -> Replay {
        Replay(self.0.clone_replay())
    }
}

impl PartialEq for Replay {
    fn eq(&self, other: &Replay) -> bool {
        self.0.same_replay(other.0.as_ref())
    }
}

impl std::ops::Deref for Replay {
    type Target = dyn GameReplay;

    fn deref(&self) -> &(dyn GameReplay + 'static) {
        self.0.as_ref()
    }
}

impl std::ops::DerefMut for Replay {
    fn deref_mut(&mut self) -> &mut (dyn GameReplay + 'static) {
        self.0.as_mut()
    }
}
