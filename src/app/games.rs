//! The games at the top of the app's models: each variant of these enums is a game's own models
//! from its folder (`app/glux/`, `app/glak/`). The shell (app, header, new game, seats, files,
//! storage, the bots' worker, the reducer and the hooks) reaches a game's models through them, and
//! its views through `crate::ui::games`.

use super::glak::problems as glak_problems;
use super::glak::replay::GlakReplay;
use super::glak::saved::GlakProblem;
use super::glak::table::{GlakAction, GlakTable};
use super::glak::{bot as glak_bot, saved as glak_saved};
use super::glux::problems as glux_problems;
use super::glux::saved::LinkProblem as GluxLinkProblem;
use super::glux::table::{GluxAction, GluxReplay, GluxTable};
use super::glux::{bot as glux_bot, saved as glux_saved};
use super::kind::GameKind;
use super::seats::{Driver, FormProblem, NewGameForm, SeatInfo, Seated, Speed};
use crate::core::history::{FinishedGame, FinishedSeat, Player, game_id, rating_in};
use crate::core::level::Level;
use crate::core::seat::Seat;
use crate::i18n::Texts;
use std::rc::Rc;

/// A game in play, of either game.
#[derive(Clone, Debug, PartialEq)]
pub enum Table {
    /// Glüx.
    Glux(GluxTable),
    /// GLAK.
    Glak(GlakTable),
}

/// A gesture at a table, in its game's words.
#[derive(Clone, Debug, PartialEq)]
pub enum Gesture {
    /// At a Glüx table.
    Glux(GluxAction),
    /// At a GLAK table.
    Glak(GlakAction),
}

impl From<GluxAction> for Gesture {
    fn from(action: GluxAction) -> Gesture {
        Gesture::Glux(action)
    }
}

impl From<GlakAction> for Gesture {
    fn from(action: GlakAction) -> Gesture {
        Gesture::Glak(action)
    }
}

/// A bot's action, in the words of its game's records.
#[derive(Clone, Debug, PartialEq)]
pub enum BotAction {
    /// A Glüx action.
    Glux(crate::glux::RecordedAction),
    /// A GLAK action.
    Glak(crate::glak::RecordedAction),
}

impl BotAction {
    /// The action as one word of the bots' worker's text (see each game's `bot.rs`).
    #[must_use]
    pub fn to_text(&self) -> Option<String> {
        match self {
            BotAction::Glux(action) => Some(glux_bot::to_text(action)),
            BotAction::Glak(action) => glak_bot::to_text(action),
        }
    }

    /// Reads [`BotAction::to_text`]; `None` for anything else.
    #[must_use]
    pub fn from_text(text: &str) -> Option<BotAction> {
        glux_bot::from_text(text)
            .map(BotAction::Glux)
            .or_else(|| glak_bot::from_text(text).map(BotAction::Glak))
    }

    /// Expert's hint for the seat to act in `view`, with its chance of winning after it.
    #[must_use]
    pub fn hint(game: GameKind, view: &[u8]) -> Option<(BotAction, f64)> {
        match game {
            GameKind::Glux => glux_bot::hint(view).map(|(a, c)| (BotAction::Glux(a), c)),
            GameKind::Glak => glak_bot::hint(view).map(|(a, c)| (BotAction::Glak(a), c)),
        }
    }

    /// A bot's answer to what `view` shows (the seat's view, or the game where nothing is hidden).
    #[must_use]
    pub fn answer(game: GameKind, view: &[u8], level: Level, seed: u64) -> Option<BotAction> {
        match game {
            GameKind::Glux => glux_bot::answer(view, level, seed).map(BotAction::Glux),
            GameKind::Glak => glak_bot::answer(view, level, seed).map(BotAction::Glak),
        }
    }
}

/// A bot to ask, and when: the table's epoch (its count of changes, which never goes down: an
/// answer counts only for the epoch it was asked in), the position, the bot, and the least time its
/// move stays on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotTurn {
    /// Which game.
    pub game: GameKind,
    /// The table's epoch when asked.
    pub asked_at: u64,
    /// The actions played so far, which seed the bot's choice: asked again in the same position
    /// (the table brought back to it, say, by a game between devices), a bot chooses the same.
    pub position: u64,
    /// The bot.
    pub level: Level,
    /// The least time before its action shows, in milliseconds.
    pub delay_ms: u32,
    /// A hint for the person to act, not a bot's move.
    pub hint: bool,
}

impl BotTurn {
    /// The seed of the bot's choices at this turn, from the table's `bot_seed`: the same in the same
    /// position, whatever the epoch.
    #[must_use]
    pub fn seed(&self, bot_seed: u64) -> u64 {
        bot_seed ^ self.position.wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }
}

/// What the shell asks of a table, and tells it.
#[derive(Clone, Debug, PartialEq)]
pub enum TableAction {
    /// A person's gesture.
    Gesture(Gesture),
    /// A bot's answer to the question asked at `asked_at` ([`BotTurn::asked_at`]).
    BotMove {
        /// The table's count of changes when asked.
        asked_at: u64,
        /// The bot's action.
        action: BotAction,
    },
    /// Pause or resume the bots.
    TogglePause,
    /// Let a paused bot make one move.
    Step,
    /// How fast the bots move.
    SetSpeed(Speed),
    /// Take back the last move of a person (and the bots' replies after it).
    TakeBack,
    /// A person asks Expert for a hint.
    AskHint,
    /// Expert's hint for the position of `asked_at`.
    Hinted {
        /// The table's count of changes when asked.
        asked_at: u64,
        /// The suggestion.
        action: BotAction,
        /// The mover's chance of winning after it, in ten-thousandths.
        chance: u16,
    },
}

impl Seated for Table {
    fn seats(&self) -> &[SeatInfo] {
        match self {
            Table::Glux(t) => &t.seats,
            Table::Glak(t) => &t.seats,
        }
    }

    fn seat_to_move(&self) -> Option<Seat> {
        match self {
            Table::Glux(t) => t.seat_to_move(),
            Table::Glak(t) => t.seat_to_move(),
        }
    }
}

impl Table {
    /// Which game.
    #[must_use]
    pub fn kind(&self) -> GameKind {
        match self {
            Table::Glux(_) => GameKind::Glux,
            Table::Glak(_) => GameKind::Glak,
        }
    }

    /// The seats, shared with the views.
    #[must_use]
    pub fn seats_rc(&self) -> &Rc<Vec<SeatInfo>> {
        match self {
            Table::Glux(t) => &t.seats,
            Table::Glak(t) => &t.seats,
        }
    }

    /// The game's identity: every change to the game makes a new one (tables replace their game
    /// with every move), so effects run once per change.
    #[must_use]
    pub fn identity(&self) -> usize {
        match self {
            Table::Glux(t) => Rc::as_ptr(&t.game) as usize,
            Table::Glak(t) => Rc::as_ptr(&t.play) as usize,
        }
    }

    /// How many actions have been played (each is heard, when sounds are on); a GLAK record holds
    /// the turn in progress, so it grows with every action. It seeds the bots ([`BotTurn::position`]).
    #[must_use]
    pub fn actions_played(&self) -> usize {
        match self {
            Table::Glux(t) => t.game.history().len(),
            Table::Glak(t) => t
                .play
                .record()
                .turns
                .iter()
                .map(|turn| turn.actions.len() + 1)
                .sum(),
        }
    }

    /// Whether the game is over.
    #[must_use]
    pub fn is_over(&self) -> bool {
        match self {
            Table::Glux(t) => t.game.game().is_over(),
            Table::Glak(t) => t.game().is_over(),
        }
    }

    /// The game as the history keeps it once it is over (`finished`: when, in milliseconds since
    /// 1970): each seat's name, who played it, its score and whether it won.
    #[must_use]
    pub fn finished(&self, finished: f64) -> Option<FinishedGame> {
        let result = match self {
            Table::Glux(t) => glux_saved::result(t),
            Table::Glak(t) => glak_saved::result(t),
        }?;
        let seats = self
            .seats()
            .iter()
            .zip(result)
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

    /// The game as the browser keeps it and exports it (JSON).
    #[must_use]
    pub fn saved_text(&self) -> Option<String> {
        match self {
            Table::Glux(t) => serde_json::to_string(&glux_saved::saved(t)).ok(),
            Table::Glak(t) => serde_json::to_string(&glak_saved::saved(t)).ok(),
        }
    }

    /// The name of the game's exported file.
    #[must_use]
    pub fn file_name(&self) -> String {
        match self {
            Table::Glux(t) => glux_saved::file_name(t),
            Table::Glak(t) => glak_saved::file_name(t),
        }
    }

    /// The game's share link text (the part after `#game=`).
    #[must_use]
    pub fn share_link(&self) -> Option<String> {
        match self {
            Table::Glux(t) => glux_saved::share_link(t),
            Table::Glak(t) => glak_saved::share_link(t),
        }
    }

    /// The game so far in the replay viewer (public information only).
    #[must_use]
    pub fn look_back(&self) -> Replay {
        use super::kind::ReplaySource::InPlay;
        match self {
            Table::Glux(t) => Replay::Glux(GluxReplay::new((*t.game).clone(), t.seats.to_vec(), InPlay)),
            Table::Glak(t) => Replay::Glak(GlakReplay::new(t.play.record(), t.seats.to_vec(), InPlay)),
        }
    }

    /// The bot to ask now, if a bot is to move and the bots are not paused.
    #[must_use]
    pub fn bot_turn(&self) -> Option<BotTurn> {
        let hint = match self {
            Table::Glux(t) => t.current_hint().is_some_and(|h| h.is_none()).then_some(t.epoch),
            Table::Glak(t) => t.current_hint().is_some_and(|h| h.is_none()).then_some(t.epoch),
        };
        let position = self.actions_played() as u64;
        if let Some(asked_at) = hint {
            return Some(BotTurn {
                game: self.kind(),
                asked_at,
                position,
                level: Level::Expert,
                delay_ms: 0,
                hint: true,
            });
        }
        let (_, level) = self.bot_to_move()?;
        let turn = |asked_at: u64, delay_ms: u32| BotTurn {
            game: self.kind(),
            asked_at,
            position,
            level,
            delay_ms,
            hint: false,
        };
        match self {
            Table::Glux(t) => (!t.paused || t.step).then(|| turn(t.epoch, t.speed.delay_ms())),
            // A GLAK turn is several actions: each is shown for a part of a Glüx move's time.
            Table::Glak(t) => (!t.paused || t.step).then(|| turn(t.epoch, t.speed.delay_ms() * 3 / 5)),
        }
    }

    /// What the bot to move may see, and the seed of the bots' choices: in Glüx the seat's view,
    /// in GLAK, which hides nothing, the game's share link.
    #[must_use]
    pub fn bot_view(&self) -> Option<(Vec<u8>, u64)> {
        match self {
            Table::Glux(t) => {
                let seat = t.game.game().to_act()?;
                Some((t.game.game().view(seat).to_bytes(), t.bot_seed))
            }
            Table::Glak(t) => {
                let link = crate::glak::link::encode(t.play.record()).ok()?;
                Some((link.into_bytes(), t.bot_seed))
            }
        }
    }

    /// Where the keyboard focus goes next, as a dialog would put it (a selector), if anywhere.
    #[must_use]
    pub fn focus_target(&self) -> Option<&'static str> {
        match self {
            Table::Glux(t) => t.focus_target(),
            Table::Glak(_) => None,
        }
    }

    /// Does what the shell asks; a gesture or a bot's action for another game changes nothing.
    pub fn act(&mut self, action: TableAction) {
        match (self, action) {
            (Table::Glux(t), TableAction::Gesture(Gesture::Glux(g))) => t.gesture(g),
            (Table::Glak(t), TableAction::Gesture(Gesture::Glak(g))) => t.gesture(g),
            (
                Table::Glux(t),
                TableAction::BotMove {
                    asked_at,
                    action: BotAction::Glux(a),
                },
            ) => {
                t.bot_move(asked_at, a);
            }
            (
                Table::Glak(t),
                TableAction::BotMove {
                    asked_at,
                    action: BotAction::Glak(a),
                },
            ) => {
                t.bot_move(asked_at, &a);
            }
            (Table::Glux(t), TableAction::TogglePause) => t.paused = !t.paused,
            (Table::Glak(t), TableAction::TogglePause) => t.paused = !t.paused,
            (Table::Glux(t), TableAction::Step) => t.step = true,
            (Table::Glak(t), TableAction::Step) => t.step = true,
            (Table::Glux(t), TableAction::SetSpeed(speed)) => t.speed = speed,
            (Table::Glak(t), TableAction::SetSpeed(speed)) => t.speed = speed,
            (Table::Glux(t), TableAction::TakeBack) => t.take_back(),
            (Table::Glak(t), TableAction::TakeBack) => t.take_back(),
            (Table::Glux(t), TableAction::AskHint) => t.ask_hint(),
            (Table::Glak(t), TableAction::AskHint) => t.ask_hint(),
            (
                Table::Glux(t),
                TableAction::Hinted {
                    asked_at,
                    action: BotAction::Glux(a),
                    chance,
                },
            ) => t.hinted_move(asked_at, a, chance),
            (
                Table::Glak(t),
                TableAction::Hinted {
                    asked_at,
                    action: BotAction::Glak(a),
                    chance,
                },
            ) => t.hinted_move(asked_at, a, chance),
            _ => {}
        }
    }

    /// A game from the new-game form; `None` when the form cannot start one.
    #[must_use]
    pub fn start(form: &NewGameForm, bot_seed: u64) -> Option<Table> {
        match form.game {
            GameKind::Glux => glux_saved::start(form, bot_seed).map(Table::Glux),
            GameKind::Glak => glak_saved::start(form, bot_seed).map(Table::Glak),
        }
    }

    /// The game saved in the browser, to resume.
    ///
    /// # Errors
    /// Why the saved text cannot be read.
    pub fn resume(text: &str) -> Result<Table, GameProblem> {
        match GameKind::of_saved(text) {
            GameKind::Glux => glux_saved::resume(text)
                .map(Table::Glux)
                .map_err(GameProblem::Glux),
            GameKind::Glak => glak_saved::resume(text)
                .map(Table::Glak)
                .map_err(GameProblem::Glak),
        }
    }
}

/// A game's fixed rating of a bot level (each game's own table, calibrated from arena games), by
/// the game's name; `None` for a name of no game.
#[must_use]
pub fn bot_rating(game: &str, level: Level) -> Option<f64> {
    match GameKind::from_id(game)? {
        GameKind::Glux => Some(rating_in(&crate::glux::bots::RATINGS, level)),
        GameKind::Glak => Some(rating_in(&crate::glak::bots::RATINGS, level)),
    }
}

/// Why the form cannot start a game: a seat not ready, or the design not for the players chosen.
#[must_use]
pub fn form_problem(form: &NewGameForm) -> Option<FormProblem> {
    form.problem().or_else(|| match form.game {
        GameKind::Glux => glux_saved::design_problem(form),
        GameKind::Glak => None,
    })
}

/// The setup of a game between devices as a link's text, for the carrier: the design and the
/// names of the players at this device (a seat elsewhere names itself on joining).
#[must_use]
pub fn remote_setup(form: &NewGameForm) -> Option<String> {
    let names: Vec<String> = form
        .active_seats()
        .iter()
        .map(|s| {
            if s.driver.is_elsewhere() {
                String::new()
            } else {
                s.name.trim().to_string()
            }
        })
        .collect();
    match form.game {
        GameKind::Glux => glux_saved::setup_link(form, names),
        GameKind::Glak => glak_saved::setup_link(form, names),
    }
}

/// A game viewed move by move, of either game.
#[derive(Clone, Debug, PartialEq)]
pub enum Replay {
    /// Glüx.
    Glux(GluxReplay),
    /// GLAK.
    Glak(GlakReplay),
}

impl Replay {
    /// Which game.
    #[must_use]
    pub fn kind(&self) -> GameKind {
        match self {
            Replay::Glux(_) => GameKind::Glux,
            Replay::Glak(_) => GameKind::Glak,
        }
    }

    /// The seats.
    #[must_use]
    pub fn seats(&self) -> &[SeatInfo] {
        match self {
            Replay::Glux(r) => &r.seats,
            Replay::Glak(r) => &r.seats,
        }
    }

    /// Shows the game after this many actions (at most all of them).
    pub fn go_to(&mut self, at: usize) {
        match self {
            Replay::Glux(r) => r.at = at.min(r.len()),
            Replay::Glak(r) => r.at = at.min(r.len()),
        }
    }

    /// The game from the move shown on, to play on as pass-and-play: everyone plays in person (a
    /// shared game carries no bots).
    #[must_use]
    pub fn play_on(&self, bot_seed: u64) -> Table {
        let seats = self
            .seats()
            .iter()
            .map(|s| SeatInfo {
                driver: Driver::Here,
                ..s.clone()
            })
            .collect();
        match self {
            Replay::Glux(r) => Table::Glux(GluxTable::new(r.game.truncated(r.at), seats, bot_seed)),
            Replay::Glak(r) => Table::Glak(GlakTable::new(r.recorder_at(r.at), seats, bot_seed)),
        }
    }

    /// Reads an opened file of either game: an exported game (`{"game": ..., "record": ...,
    /// "seats": ...}`) or a bare record. A text naming no game is a Glüx file (older files).
    ///
    /// # Errors
    /// What is wrong with the file, and at which move.
    pub fn from_file(text: &str) -> Result<Replay, GameProblem> {
        match GameKind::of_saved(text) {
            GameKind::Glux => glux_saved::read_file(text)
                .map(Replay::Glux)
                .map_err(GameProblem::Glux),
            GameKind::Glak => glak_saved::read_file(text)
                .map(Replay::Glak)
                .map_err(GameProblem::Glak),
        }
    }

    /// Opens a share link's text (the part after `#game=`) of either game; its frame names the game.
    ///
    /// # Errors
    /// What is wrong with the link, or the move of its game that breaks the rules.
    pub fn from_link(text: &str) -> Result<Replay, LinkProblem> {
        match GameKind::of_link(text) {
            GameKind::Glux => glux_saved::open_link(text)
                .map(Replay::Glux)
                .map_err(LinkProblem::Glux),
            GameKind::Glak => glak_saved::open_link(text)
                .map(Replay::Glak)
                .map_err(LinkProblem::Glak),
        }
    }
}

/// Why a file or a saved game of either game cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameProblem {
    /// A Glüx record (or a text naming no game, which Glüx reads as its own).
    Glux(crate::glux::RecordError),
    /// A GLAK record.
    Glak(GlakProblem),
}

/// Why a share link of either game cannot be opened.
pub enum LinkProblem {
    /// A Glüx link.
    Glux(glux_saved::LinkProblem),
    /// A GLAK link.
    Glak(crate::glak::link::LinkError),
}

impl GameProblem {
    /// The problem in words.
    #[must_use]
    pub fn text(&self, t: Texts) -> String {
        match self {
            GameProblem::Glux(e) => glux_problems::record_problem(t, e),
            GameProblem::Glak(GlakProblem::Record(e)) => glak_problems::record_problem(t, e),
            GameProblem::Glak(GlakProblem::SeatCount { seats, players }) => {
                let detail = t.fill("problem.seat-count", &[("seats", seats), ("players", players)]);
                t.fill("glak-problem.malformed", &[("detail", &detail)])
            }
        }
    }
}

impl LinkProblem {
    /// The problem in words.
    #[must_use]
    pub fn text(&self, t: Texts) -> String {
        match self {
            LinkProblem::Glux(GluxLinkProblem::Link(e)) => glux_problems::link_problem(t, e),
            LinkProblem::Glux(GluxLinkProblem::Record(e)) => glux_problems::record_problem(t, e),
            LinkProblem::Glak(e) => glak_problems::link_problem(t, e),
        }
    }
}
