//! The app's state and its reducer. Every gesture becomes a [`UiAction`]; the reducer asks the
//! engine, and an illegal action leaves the game unchanged and sets a visible message. Side effects
//! (autosave) live in hooks, never here.

use crate::glux::bots::Level;
use crate::glux::{
    Action, Coord, GameRecord, GameSetup, Phase, Pips, PlacementError, PlayError, PlayedGame, RecordError,
    RecordedAction, Seat, Square,
};
use crate::i18n::Texts;
use serde::{Deserialize, Serialize};
use std::rc::Rc;
use yew::prelude::*;

/// The name of one of the four chip colours (Okabe–Ito, safe for colour-blind players).
#[must_use]
pub fn colour_name(t: Texts, colour: u8) -> &'static str {
    match colour {
        0 => t.get("colour.0"),
        1 => t.get("colour.1"),
        2 => t.get("colour.2"),
        _ => t.get("colour.3"),
    }
}

/// Why a gesture was refused, shown until the next gesture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A square was tapped before a face was chosen.
    ChooseFace,
    /// The engine refused the action (on a square, if it was one).
    Illegal(Option<Coord>, PlayError),
    /// The engine refused a bot's answer; the bots are paused.
    Bot(PlayError),
}

impl Refusal {
    /// The refusal in words, naming the rule.
    #[must_use]
    pub fn text(self, t: Texts) -> String {
        match self {
            Refusal::ChooseFace => t.get("refusal.choose-face").to_string(),
            Refusal::Illegal(at, error) => {
                let problem = rule_text(t, error);
                let problem = at.map_or(problem.clone(), |at| format!("{}: {problem}", at.label()));
                t.fill("refusal.illegal", &[("problem", &problem)])
            }
            Refusal::Bot(error) => t.fill("refusal.bot", &[("problem", &rule_text(t, error))]),
        }
    }
}

/// An engine refusal in words, naming the rule it breaks.
#[must_use]
pub fn rule_text(t: Texts, error: PlayError) -> String {
    match error {
        PlayError::GameOver => t.get("rule.game-over").to_string(),
        PlayError::InSetup => t.get("rule.in-setup").to_string(),
        PlayError::NotInSetup => t.get("rule.not-in-setup").to_string(),
        PlayError::NoSuchFace { chip, pips } => {
            t.fill("rule.no-such-face", &[("chip", &chip), ("pips", &pips)])
        }
        PlayError::Placement(PlacementError::OffBoard) => t.get("rule.off-board").to_string(),
        PlayError::Placement(PlacementError::NotCounted) => t.get("rule.not-counted").to_string(),
        PlayError::Placement(PlacementError::Blocked { .. }) => t.get("rule.blocked").to_string(),
        PlayError::Placement(PlacementError::StackFull) => t.get("rule.stack-full").to_string(),
        PlayError::Placement(PlacementError::OthersStartMarker { .. }) => {
            t.get("rule.others-start").to_string()
        }
        PlayError::StartOptionUsed => t.get("rule.start-option-used").to_string(),
        PlayError::StartChipCovered => t.get("rule.start-chip-covered").to_string(),
    }
}
/// Default names of the seats (names, the same in every language).
pub const DEFAULT_NAMES: [&str; 4] = ["Anna", "Ben", "Clara", "David"];
/// The longest player name.
pub const MAX_NAME: usize = 16;

/// A player at the table, as the app shows them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// The player's name.
    pub name: String,
    /// The colour, 0 to 3 (see [`colour_name`]).
    pub colour: u8,
    /// A computer opponent's level; `None` for a person.
    #[serde(default)]
    pub bot: Option<Level>,
}

impl SeatInfo {
    fn default_for(i: usize) -> SeatInfo {
        SeatInfo {
            name: DEFAULT_NAMES[i].to_string(),
            colour: i as u8,
            bot: None,
        }
    }
}

/// How fast bots move when watched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    /// Time to follow every move.
    Slow,
    /// The default.
    Normal,
    /// As fast as the bots think.
    Fast,
}

impl Speed {
    /// The least time a bot move takes on screen, so a person can follow it.
    #[must_use]
    pub fn delay_ms(self) -> u32 {
        match self {
            Speed::Slow => 1400,
            Speed::Normal => 650,
            Speed::Fast => 60,
        }
    }
}

/// What the new-game screen holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGameForm {
    /// 2 to 4.
    pub players: u8,
    /// Four seats; the first `players` take part.
    pub seats: Vec<SeatInfo>,
    /// The seed as typed.
    pub seed: String,
}

impl NewGameForm {
    /// A form with default names and colours and this seed.
    #[must_use]
    pub fn new(seed: u64) -> NewGameForm {
        NewGameForm {
            players: 2,
            seats: (0..4).map(SeatInfo::default_for).collect(),
            seed: seed.to_string(),
        }
    }

    /// The seats taking part.
    #[must_use]
    pub fn active_seats(&self) -> &[SeatInfo] {
        &self.seats[..self.players as usize]
    }

    /// Why the game cannot start yet, if it cannot.
    #[must_use]
    pub fn problem(&self) -> Option<FormProblem> {
        let seats = self.active_seats();
        if let Some(i) = seats.iter().position(|s| s.name.trim().is_empty()) {
            return Some(FormProblem::NeedsName(i));
        }
        for (i, a) in seats.iter().enumerate() {
            if seats[..i].iter().any(|b| b.colour == a.colour) {
                return Some(FormProblem::SameColour(a.name.trim().to_string()));
            }
        }
        if self.seed.trim().parse::<u64>().is_err() {
            return Some(FormProblem::BadSeed);
        }
        None
    }
}

/// Why a new game cannot start yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormProblem {
    /// A seat (0-based) has no name.
    NeedsName(usize),
    /// This player shares a colour with an earlier one.
    SameColour(String),
    /// The seed is not a number that fits.
    BadSeed,
}

impl FormProblem {
    /// The problem in words.
    #[must_use]
    pub fn text(&self, t: Texts) -> String {
        match self {
            FormProblem::NeedsName(i) => t.fill("form.needs-name", &[("n", &(i + 1))]),
            FormProblem::SameColour(name) => t.fill("form.same-colour", &[("name", name)]),
            FormProblem::BadSeed => t.get("form.bad-seed").to_string(),
        }
    }
}

/// The saved form of a game in the browser (autosave and exported files): the record plus the
/// players' colours and bots, `{"game": "glux", "record": ..., "seats": [...], "bot_seed": N}`.
/// Saves written before the `game` field existed are Glüx games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The game's name.
    #[serde(default)]
    pub game: Option<String>,
    /// The game record (setup, names, actions).
    pub record: GameRecord,
    /// The seats' names, colours and bots.
    pub seats: Vec<SeatInfo>,
    /// Seeds the bots' choices.
    #[serde(default)]
    pub bot_seed: u64,
}

impl SavedGame {
    /// Reads a saved game and replays it through the rules.
    ///
    /// # Errors
    /// What is wrong with the text, or at which move the record breaks the rules.
    pub fn load(text: &str) -> Result<(PlayedGame, Vec<SeatInfo>, u64), RecordError> {
        crate::glux::record::check_game(text)?;
        let saved: SavedGame = serde_json::from_str(text).map_err(|e| RecordError::Malformed(e.into()))?;
        if saved.seats.len() != saved.record.setup.players as usize {
            return Err(RecordError::SeatCount {
                seats: saved.seats.len(),
                players: saved.record.setup.players,
            });
        }
        Ok((
            PlayedGame::from_record(saved.record)?,
            saved.seats,
            saved.bot_seed,
        ))
    }
}

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
    fn last_human_action(&self) -> Option<usize> {
        self.game.history().iter().rposition(|m| {
            self.bot(m.played.seat).is_none() && !matches!(m.played.action, Action::StartFace(_))
        })
    }

    /// Who must be handed the device before the next action: a person other than the one who saw
    /// the device last. Between a person and bots, or bots alone, nobody.
    fn curtain_for(&self, next: Option<Seat>) -> Option<Seat> {
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
    /// Choosing players, names, colours and the seed.
    NewGame,
    /// Playing (or looking at the final scoring).
    GameScreen(GameScreen),
    /// Stepping through a game.
    Replay(Replay),
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
    /// The game in play while the new-game screen is up.
    pub suspended: Option<GameScreen>,
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

    /// The game in play, if any.
    #[must_use]
    pub fn table(&self) -> Option<&GameScreen> {
        match &self.screen {
            Screen::GameScreen(t) => Some(t),
            Screen::NewGame | Screen::Replay(_) => None,
        }
    }
}

/// A callback that sends one action whatever the event: one function for every button (each
/// closure would be code of its own in the bundle).
pub fn send<E>(dispatch: &Callback<UiAction>, action: UiAction) -> Callback<E> {
    let dispatch = dispatch.clone();
    Callback::from(move |_| dispatch.emit(action.clone()))
}

/// Everything that can happen to the app.
#[derive(Clone, Debug, PartialEq)]
pub enum UiAction {
    /// Open the new-game screen (the game in play stays saved until a new one starts).
    ShowNewGame,
    /// Back from the new-game screen to the game in play.
    BackToGame,
    /// Number of players.
    SetPlayers(u8),
    /// A seat's name.
    SetName(usize, String),
    /// A seat's colour.
    SetColour(usize, u8),
    /// A seat's player: a person (`None`) or a bot.
    SetSeatKind(usize, Option<Level>),
    /// The seed field.
    SetSeed(String),
    /// Start a game from the form, with this seed for the bots' choices.
    StartGame(u64),
    /// Resume a saved game.
    Resume(Rc<PlayedGame>, Vec<SeatInfo>, u64),
    /// A message to show.
    Notify(Notice),
    /// Hide the message.
    DismissNotice,
    /// The person at the pass-the-device screen tapped Ready.
    Ready,
    /// Choose the face of the hand chip.
    ChooseFace(Pips),
    /// The pointer is on a square (or left the board).
    Point(Option<Square>),
    /// A square was tapped.
    TapSquare(Square),
    /// The start-option button.
    UseStartOption,
    /// Confirm the pending action: it is played, a chip is drawn, the turn passes.
    Confirm,
    /// Take back the pending action (nothing was played yet).
    Undo,
    /// Show or hide room totals.
    ToggleRoomTotals,
    /// A bot's answer to the question asked when the game had `asked_at` actions.
    BotMove {
        /// The game's action count when the bot was asked.
        asked_at: usize,
        /// The bot's action.
        action: RecordedAction,
    },
    /// Pause or resume the bots.
    TogglePause,
    /// Let a paused bot make one move.
    Step,
    /// How fast the bots move.
    SetSpeed(Speed),
    /// Take back the last placement of a person (and the bots' replies after it).
    TakeBack,
    /// Look back at the game in play, move by move.
    LookBack,
    /// Open a game from a share link or a file in the replay viewer.
    OpenReplay(Rc<PlayedGame>, Vec<SeatInfo>, ReplaySource),
    /// Show the game after this many actions.
    ReplayTo(usize),
    /// Leave the replay: back to the game in play (or the new-game screen).
    CloseReplay,
    /// Play on from the end of the replayed game, as pass-and-play.
    ContinueReplayed(u64),
}

impl Reducible for UiState {
    type Action = UiAction;

    fn reduce(self: Rc<Self>, action: UiAction) -> Rc<Self> {
        let mut state = (*self).clone();
        match action {
            UiAction::ShowNewGame => {
                if let Screen::GameScreen(table) = std::mem::replace(&mut state.screen, Screen::NewGame) {
                    state.form.players = table.seats.len() as u8;
                    for (i, seat) in table.seats.iter().enumerate() {
                        state.form.seats[i] = seat.clone();
                    }
                    state.suspended = Some(table);
                }
                state.notice = None;
            }
            UiAction::BackToGame => {
                if let Some(table) = state.suspended.take() {
                    state.screen = Screen::GameScreen(table);
                }
            }
            UiAction::SetPlayers(n) if crate::core::seat::PLAYER_COUNTS.contains(&(n as usize)) => {
                state.form.players = n
            }
            UiAction::SetPlayers(_) => {}
            UiAction::SetName(i, name) => {
                if let Some(seat) = state.form.seats.get_mut(i) {
                    seat.name = name.chars().take(MAX_NAME).collect();
                }
            }
            UiAction::SetColour(i, colour) => {
                // Choosing another seat's colour swaps the two.
                if i < 4 && colour < 4 {
                    if let Some(other) = state.form.seats.iter().position(|s| s.colour == colour) {
                        state.form.seats[other].colour = state.form.seats[i].colour;
                    }
                    state.form.seats[i].colour = colour;
                }
            }
            UiAction::SetSeatKind(i, bot) => {
                if let Some(seat) = state.form.seats.get_mut(i) {
                    seat.bot = bot;
                }
            }
            UiAction::SetSeed(seed) => {
                state.form.seed = seed.chars().filter(char::is_ascii_digit).take(20).collect()
            }
            // The form shows why it cannot start (and its button is disabled then).
            UiAction::StartGame(bot_seed) => {
                if let Some(table) = start_game(&state.form, bot_seed) {
                    state.screen = Screen::GameScreen(table);
                    state.suspended = None;
                    state.notice = None;
                }
            }
            UiAction::Resume(game, seats, bot_seed) => {
                state.screen = Screen::GameScreen(GameScreen::new((*game).clone(), seats, bot_seed));
            }
            UiAction::LookBack => {
                if let Screen::GameScreen(table) = std::mem::replace(&mut state.screen, Screen::NewGame) {
                    state.screen = Screen::Replay(Replay {
                        game: Rc::clone(&table.game),
                        seats: Rc::clone(&table.seats),
                        at: table.game.record().actions.len(),
                        source: ReplaySource::InPlay,
                    });
                    state.suspended = Some(table);
                }
            }
            UiAction::OpenReplay(game, seats, source) => {
                if let Screen::GameScreen(table) = std::mem::replace(&mut state.screen, Screen::NewGame) {
                    state.suspended = Some(table);
                }
                let at = game.record().actions.len();
                state.screen = Screen::Replay(Replay {
                    game,
                    seats: Rc::new(seats),
                    at,
                    source,
                });
            }
            UiAction::ReplayTo(at) => {
                if let Screen::Replay(replay) = &mut state.screen {
                    replay.at = at.min(replay.len());
                }
            }
            UiAction::CloseReplay => {
                state.screen = match state.suspended.take() {
                    Some(table) => Screen::GameScreen(table),
                    None => Screen::NewGame,
                };
            }
            UiAction::ContinueReplayed(bot_seed) => {
                if let Screen::Replay(replay) = &state.screen {
                    let game = replay.game.truncated(replay.at);
                    // Everyone plays in person: a shared game carries no bots.
                    let seats = replay
                        .seats
                        .iter()
                        .map(|s| SeatInfo {
                            bot: None,
                            ..s.clone()
                        })
                        .collect();
                    state.screen = Screen::GameScreen(GameScreen::new(game, seats, bot_seed));
                    state.suspended = None;
                }
            }
            UiAction::Notify(notice) => state.notice = Some(notice),
            UiAction::DismissNotice => state.notice = None,
            _ => {
                let Screen::GameScreen(table) = &mut state.screen else {
                    return self;
                };
                play_gesture(table, action);
            }
        }
        Rc::new(state)
    }
}

fn start_game(form: &NewGameForm, bot_seed: u64) -> Option<GameScreen> {
    if form.problem().is_some() {
        return None;
    }
    let seed = form.seed.trim().parse().ok()?;
    let seats: Vec<SeatInfo> = form
        .active_seats()
        .iter()
        .map(|s| SeatInfo {
            name: s.name.trim().to_string(),
            colour: s.colour,
            bot: s.bot,
        })
        .collect();
    let names = seats.iter().map(|s| s.name.clone()).collect();
    let game = PlayedGame::new(GameSetup::new(form.players, seed), names).ok()?;
    Some(GameScreen::new(game, seats, bot_seed))
}

/// Plays an action on the table's game and hands the turn on.
fn play_on(table: &mut GameScreen, action: Action) -> Result<(), PlayError> {
    let mut next = (*table.game).clone();
    next.play(action)?;
    table.game = Rc::new(next);
    table.pending = None;
    table.face = None;
    table.pointed = None;
    table.curtain = table.curtain_for(table.game.game().to_act());
    Ok(())
}

/// A gesture during play. Every rule question goes to the engine.
fn play_gesture(table: &mut GameScreen, action: UiAction) {
    match action {
        UiAction::BotMove { asked_at, action } => {
            // An answer for an outdated turn (after a takeback, say) is dropped.
            if asked_at != table.game.record().actions.len() || table.bot_to_move().is_none() {
                return;
            }
            let Ok(action) = action.to_action(table.game.game().board_state().board()) else {
                return;
            };
            if let Err(e) = play_on(table, action) {
                table.error = Some(Refusal::Bot(e));
                table.paused = true;
            }
            table.step = false;
            return;
        }
        UiAction::TogglePause => {
            table.paused = !table.paused;
            return;
        }
        UiAction::Step => {
            table.step = true;
            return;
        }
        UiAction::SetSpeed(speed) => {
            table.speed = speed;
            return;
        }
        UiAction::TakeBack => {
            if let Some(index) = table.last_human_action() {
                let seat = table.game.history()[index].played.seat;
                table.game = Rc::new(table.game.truncated(index));
                table.pending = None;
                table.face = None;
                table.error = None;
                table.holder = Some(seat);
                table.curtain = None;
            }
            return;
        }
        _ => {}
    }
    let game = table.game.game();
    let Some(seat) = game.to_act() else { return };
    if table.bot(seat).is_some() {
        return;
    }
    if table.curtain.is_some() && action != UiAction::Ready {
        return;
    }
    table.error = None;
    match action {
        UiAction::Ready => {
            table.curtain = None;
            table.holder = Some(seat);
        }
        UiAction::ChooseFace(pips) if game.hand(seat).is_some_and(|chip| chip.has_face(pips)) => {
            table.face = Some(pips);
            table.pending = match table.pending {
                Some(Action::Place { to, .. }) => Some(Action::Place { to, pips }),
                Some(Action::StartOption(_)) => Some(Action::StartOption(pips)),
                Some(Action::StartFace(_)) => Some(Action::StartFace(pips)),
                None if matches!(game.phase(), Phase::StartFace(_)) => Some(Action::StartFace(pips)),
                None => None,
            };
        }
        UiAction::Point(square) => table.pointed = square,
        UiAction::TapSquare(to) => {
            if matches!(game.phase(), Phase::StartFace(_)) {
                return;
            }
            let Some(pips) = table.face else {
                table.error = Some(Refusal::ChooseFace);
                return;
            };
            let candidate = Action::Place { to, pips };
            match game.check(candidate) {
                Ok(()) => table.pending = Some(candidate),
                Err(e) => {
                    table.error = Some(Refusal::Illegal(Some(game.board_state().board().coord(to)), e));
                }
            }
        }
        UiAction::UseStartOption => {
            let Some(pips) = table.face else {
                table.error = Some(Refusal::ChooseFace);
                return;
            };
            match game.check(Action::StartOption(pips)) {
                Ok(()) => table.pending = Some(Action::StartOption(pips)),
                Err(e) => table.error = Some(Refusal::Illegal(None, e)),
            }
        }
        UiAction::Undo => table.pending = None,
        UiAction::Confirm => {
            let Some(pending) = table.pending else { return };
            table.holder = Some(seat);
            if let Err(e) = play_on(table, pending) {
                table.error = Some(Refusal::Illegal(None, e));
            }
        }
        UiAction::ToggleRoomTotals => table.room_totals = !table.room_totals,
        _ => {}
    }
}
