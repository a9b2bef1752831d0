//! The app's state and its reducer. Every gesture becomes a [`UiAction`]; the reducer asks the
//! engine, and an illegal action leaves the game unchanged and sets a visible message. Side effects
//! (autosave) live in hooks, never here.

use crate::engine::{Action, GameRecord, GameSetup, Phase, Pips, RecordError, RecordedGame, Seat, Square};
use serde::{Deserialize, Serialize};
use std::rc::Rc;
use yew::prelude::*;

/// The four chip colours (Okabe–Ito, safe for colour-blind players), by name.
pub const COLOUR_NAMES: [&str; 4] = ["Blue", "Orange", "Green", "Pink"];
/// Default names of the seats.
pub const DEFAULT_NAMES: [&str; 4] = ["Anna", "Ben", "Clara", "David"];
/// The longest player name.
pub const MAX_NAME: usize = 16;

/// A player at the table, as the app shows them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// The player's name.
    pub name: String,
    /// Index into [`COLOUR_NAMES`].
    pub colour: u8,
}

impl SeatInfo {
    fn default_for(i: usize) -> SeatInfo {
        SeatInfo {
            name: DEFAULT_NAMES[i].to_string(),
            colour: i as u8,
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
    pub fn problem(&self) -> Option<String> {
        let seats = self.active_seats();
        if let Some(i) = seats.iter().position(|s| s.name.trim().is_empty()) {
            return Some(format!("Seat {} needs a name.", i + 1));
        }
        for (i, a) in seats.iter().enumerate() {
            if seats[..i].iter().any(|b| b.colour == a.colour) {
                return Some(format!(
                    "{} and another player have the same colour.",
                    a.name.trim()
                ));
            }
        }
        if self.seed.trim().parse::<u64>().is_err() {
            return Some("The seed must be a whole number (0 to 18446744073709551615).".into());
        }
        None
    }
}

/// The saved form of a game in the browser: the record plus the players' colours.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The game record (setup, names, actions).
    pub record: GameRecord,
    /// The seats' names and colours.
    pub seats: Vec<SeatInfo>,
}

impl SavedGame {
    /// Reads a saved game and replays it through the rules.
    ///
    /// # Errors
    /// What is wrong with the text, or at which move the record breaks the rules.
    pub fn load(text: &str) -> Result<(RecordedGame, Vec<SeatInfo>), RecordError> {
        let saved: SavedGame =
            serde_json::from_str(text).map_err(|e| RecordError::Malformed(e.to_string()))?;
        if saved.seats.len() != saved.record.setup.players as usize {
            return Err(RecordError::Malformed(format!(
                "{} seats for {} players",
                saved.seats.len(),
                saved.record.setup.players
            )));
        }
        Ok((RecordedGame::from_record(saved.record)?, saved.seats))
    }
}

/// A game in play.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    /// The game with its record and history.
    pub game: Rc<RecordedGame>,
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
    pub error: Option<String>,
}

impl Table {
    fn new(game: RecordedGame, seats: Vec<SeatInfo>) -> Table {
        let curtain = game.game().to_act();
        Table {
            game: Rc::new(game),
            seats: Rc::new(seats),
            face: None,
            pending: None,
            pointed: None,
            curtain,
            room_totals: false,
            error: None,
        }
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
            record: self.game.record().clone(),
            seats: self.seats.as_ref().clone(),
        }
    }
}

/// Which screen is up.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    /// Choosing players, names, colours and the seed.
    NewGame,
    /// Playing (or looking at the final scoring).
    Table(Table),
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
    pub suspended: Option<Table>,
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
    pub fn table(&self) -> Option<&Table> {
        match &self.screen {
            Screen::Table(t) => Some(t),
            Screen::NewGame => None,
        }
    }
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
    /// The seed field.
    SetSeed(String),
    /// Start a game from the form.
    StartGame,
    /// Resume a saved game.
    Resume(Rc<RecordedGame>, Vec<SeatInfo>),
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
}

impl Reducible for UiState {
    type Action = UiAction;

    fn reduce(self: Rc<Self>, action: UiAction) -> Rc<Self> {
        let mut state = (*self).clone();
        match action {
            UiAction::ShowNewGame => {
                if let Screen::Table(table) = std::mem::replace(&mut state.screen, Screen::NewGame) {
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
                    state.screen = Screen::Table(table);
                }
            }
            UiAction::SetPlayers(n) if (2..=4).contains(&n) => state.form.players = n,
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
            UiAction::SetSeed(seed) => {
                state.form.seed = seed.chars().filter(char::is_ascii_digit).take(20).collect()
            }
            UiAction::StartGame => match start_game(&state.form) {
                Ok(table) => {
                    state.screen = Screen::Table(table);
                    state.suspended = None;
                    state.notice = None;
                }
                Err(text) => state.notice = Some(Notice { text, problem: true }),
            },
            UiAction::Resume(game, seats) => {
                state.screen = Screen::Table(Table::new((*game).clone(), seats));
            }
            UiAction::Notify(notice) => state.notice = Some(notice),
            UiAction::DismissNotice => state.notice = None,
            _ => {
                let Screen::Table(table) = &mut state.screen else {
                    return self;
                };
                play_gesture(table, action);
            }
        }
        Rc::new(state)
    }
}

fn start_game(form: &NewGameForm) -> Result<Table, String> {
    if let Some(problem) = form.problem() {
        return Err(problem);
    }
    let seed = form.seed.trim().parse().map_err(|_| "bad seed".to_string())?;
    let seats: Vec<SeatInfo> = form
        .active_seats()
        .iter()
        .map(|s| SeatInfo {
            name: s.name.trim().to_string(),
            colour: s.colour,
        })
        .collect();
    let names = seats.iter().map(|s| s.name.clone()).collect();
    let game = RecordedGame::new(GameSetup::new(form.players, seed), names).map_err(|e| e.to_string())?;
    Ok(Table::new(game, seats))
}

/// A gesture during play. Every rule question goes to the engine.
fn play_gesture(table: &mut Table, action: UiAction) {
    let game = table.game.game();
    let Some(seat) = game.to_act() else { return };
    if table.curtain.is_some() && action != UiAction::Ready {
        return;
    }
    table.error = None;
    match action {
        UiAction::Ready => table.curtain = None,
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
                table.error = Some("Choose a face of your chip first.".into());
                return;
            };
            let candidate = Action::Place { to, pips };
            match game.check(candidate) {
                Ok(()) => table.pending = Some(candidate),
                Err(e) => {
                    let label = game.position().board().coord(to).label();
                    table.error = Some(format!("{label}: {e}."));
                }
            }
        }
        UiAction::UseStartOption => {
            let Some(pips) = table.face else {
                table.error = Some("Choose a face of your chip first.".into());
                return;
            };
            match game.check(Action::StartOption(pips)) {
                Ok(()) => table.pending = Some(Action::StartOption(pips)),
                Err(e) => table.error = Some(format!("{e}.")),
            }
        }
        UiAction::Undo => table.pending = None,
        UiAction::Confirm => {
            let Some(pending) = table.pending else { return };
            let mut next = (*table.game).clone();
            match next.play(pending) {
                Ok(_) => {
                    let after = next.game().to_act();
                    table.game = Rc::new(next);
                    table.pending = None;
                    table.face = None;
                    table.pointed = None;
                    // Pass the device whenever another person is to act next.
                    table.curtain = after.filter(|&s| s != seat);
                }
                Err(e) => table.error = Some(format!("{e}.")),
            }
        }
        UiAction::ToggleRoomTotals => table.room_totals = !table.room_totals,
        _ => {}
    }
}
