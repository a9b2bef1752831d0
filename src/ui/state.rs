//! The app's actions and its reducer. Every gesture becomes a [`UiAction`]; the reducer asks the
//! engine, and an illegal action leaves the game unchanged and sets a visible message. Side effects
//! (autosave) live in hooks, never here. The models it changes are in [`super::screens`].

use super::glak::replay::GlakReplay;
use super::glak::table::{GlakAction, GlakTable};
use super::glux::table::{GluxAction, GluxReplay, GluxTable};
use super::kind::{GameKind, ReplaySource};
use super::screens::{Notice, Screen, UiState};
use super::seats::{Driver, MAX_NAME, NewGameForm, SeatInfo, Speed};
use crate::glux::bots::Level;
use crate::glux::{GameSetup, PlayedGame, RecordedAction};
use std::rc::Rc;
use yew::prelude::*;

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
    /// The game to play.
    SetGame(GameKind),
    /// Number of players.
    SetPlayers(u8),
    /// A seat's name.
    SetName(usize, String),
    /// A seat's colour.
    SetColour(usize, u8),
    /// A seat's player: a person (`None`) or a bot.
    SetSeatKind(usize, Option<Level>),
    /// A seat's player is a person elsewhere, on a device of their own (every seat but the first).
    SetElsewhere(usize),
    /// Show the carrier's own screen: the lobby of a game between devices, or an invitation.
    ShowCarrier,
    /// The carrier puts a game between devices on the table, or brings the table up to it.
    CarrierTable(Rc<super::remote::bridge::CarrierTable>),
    /// The seed field.
    SetSeed(String),
    /// Play Glüx on this board text of the player's own, or on the built-in board (`None`).
    SetBoard(Option<String>),
    /// Play GLAK with this tile set of the player's own, or with our design (`None`).
    SetTiles(Option<String>),
    /// Start a game from the form, with this seed for the bots' choices.
    StartGame(u64),
    /// Resume a saved game.
    Resume(Rc<PlayedGame>, Vec<SeatInfo>, u64),
    /// Resume a saved GLAK game.
    ResumeGlak(GlakTable),
    /// A gesture at the Glüx table.
    Glux(GluxAction),
    /// A gesture at the GLAK table.
    Glak(GlakAction),
    /// A message to show.
    Notify(Notice),
    /// Hide the message.
    DismissNotice,
    /// A bot's answer to the question asked when the game had `asked_at` actions.
    BotMove {
        /// The game's action count when the bot was asked.
        asked_at: usize,
        /// The bot's action.
        action: RecordedAction,
    },
    /// A GLAK bot's answer to the question asked when the game had `asked_at` moves.
    GlakBotMove {
        /// [`GlakTable::epoch`] when the bot was asked.
        asked_at: u64,
        /// The bot's action.
        action: crate::glak::RecordedAction,
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
    /// Open a GLAK game from a share link or a file in the replay viewer.
    OpenGlakReplay(Rc<crate::glak::GameRecord>, Vec<SeatInfo>, ReplaySource),
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
                let screen = std::mem::replace(&mut state.screen, Screen::NewGame);
                let seats = match &screen {
                    // A game between devices keeps its own seats: the form stays as it was.
                    _ if state.remote.is_some() => None,
                    Screen::Game(table) => Some((GameKind::Glux, Rc::clone(&table.seats))),
                    Screen::Glak(table) => Some((GameKind::Glak, Rc::clone(&table.seats))),
                    _ => None,
                };
                if matches!(screen, Screen::Carrier) || (state.remote.is_some() && screen.in_play()) {
                    state.suspended = Some(screen);
                } else if let Some((game, seats)) = seats {
                    state.form.game = game;
                    state.form.players = seats.len() as u8;
                    for (i, seat) in seats.iter().enumerate() {
                        state.form.seats[i] = seat.clone();
                    }
                    state.suspended = Some(screen);
                }
                state.notice = None;
            }
            UiAction::BackToGame => {
                if let Some(screen) = state.suspended.take() {
                    state.screen = screen;
                }
            }
            UiAction::SetGame(game) => state.form.game = game,
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
                    seat.driver = bot.map_or(Driver::Here, Driver::Bot);
                }
            }
            UiAction::SetElsewhere(i) => {
                if let Some(seat) = state.form.seats.get_mut(i).filter(|_| i > 0) {
                    seat.driver = Driver::Elsewhere;
                }
            }
            UiAction::ShowCarrier => {
                let screen = std::mem::replace(&mut state.screen, Screen::Carrier);
                if screen.in_play() && state.suspended.is_none() {
                    state.suspended = Some(screen);
                }
                state.notice = None;
            }
            UiAction::CarrierTable(table) => super::remote::host::take_table(&mut state, &table),
            UiAction::SetSeed(seed) => {
                state.form.seed = seed.chars().filter(char::is_ascii_digit).take(20).collect()
            }
            UiAction::SetBoard(board) => state.form.board = board,
            UiAction::SetTiles(tiles) => state.form.tiles = tiles,
            // The form shows why it cannot start (and its button is disabled then).
            UiAction::StartGame(bot_seed) => {
                let screen = match state.form.game {
                    GameKind::Glux => start_game(&state.form, bot_seed).map(Screen::Game),
                    GameKind::Glak => start_glak(&state.form, bot_seed).map(Screen::Glak),
                };
                if let Some(screen) = screen {
                    state.screen = screen;
                    state.suspended = None;
                    state.notice = None;
                    state.remote = None;
                }
            }
            UiAction::Resume(game, seats, bot_seed) => {
                state.screen = Screen::Game(GluxTable::new((*game).clone(), seats, bot_seed));
                state.remote = None;
            }
            UiAction::ResumeGlak(table) => {
                state.screen = Screen::Glak(table);
                state.remote = None;
            }
            UiAction::LookBack => match std::mem::replace(&mut state.screen, Screen::NewGame) {
                Screen::Game(table) => {
                    state.screen = Screen::Replay(GluxReplay {
                        game: Rc::clone(&table.game),
                        seats: Rc::clone(&table.seats),
                        at: table.game.record().actions.len(),
                        source: ReplaySource::InPlay,
                    });
                    state.suspended = Some(Screen::Game(table));
                }
                Screen::Glak(table) => {
                    let seats = table.seats.as_ref().clone();
                    state.screen =
                        Screen::GlakReplay(GlakReplay::new(table.play.record(), seats, ReplaySource::InPlay));
                    state.suspended = Some(Screen::Glak(table));
                }
                other => state.screen = other,
            },
            UiAction::OpenGlakReplay(record, seats, source) => {
                let screen = std::mem::replace(&mut state.screen, Screen::NewGame);
                if screen.in_play() {
                    state.suspended = Some(screen);
                }
                state.screen = Screen::GlakReplay(GlakReplay::new(&record, seats, source));
            }
            UiAction::OpenReplay(game, seats, source) => {
                let screen = std::mem::replace(&mut state.screen, Screen::NewGame);
                if screen.in_play() {
                    state.suspended = Some(screen);
                }
                let at = game.record().actions.len();
                state.screen = Screen::Replay(GluxReplay {
                    game,
                    seats: Rc::new(seats),
                    at,
                    source,
                });
            }
            UiAction::ReplayTo(at) => match &mut state.screen {
                Screen::Replay(replay) => replay.at = at.min(replay.len()),
                Screen::GlakReplay(replay) => replay.at = at.min(replay.len()),
                _ => {}
            },
            UiAction::CloseReplay => {
                state.screen = state.suspended.take().unwrap_or(Screen::NewGame);
            }
            UiAction::ContinueReplayed(bot_seed) => {
                if let Screen::GlakReplay(replay) = &state.screen {
                    // Everyone plays in person: a shared game carries no bots.
                    let seats = replay
                        .seats
                        .iter()
                        .map(|s| SeatInfo {
                            driver: Driver::Here,
                            ..s.clone()
                        })
                        .collect();
                    state.screen =
                        Screen::Glak(GlakTable::new(replay.recorder_at(replay.at), seats, bot_seed));
                    state.suspended = None;
                    state.remote = None;
                }
                if let Screen::Replay(replay) = &state.screen {
                    let game = replay.game.truncated(replay.at);
                    // Everyone plays in person: a shared game carries no bots.
                    let seats = replay
                        .seats
                        .iter()
                        .map(|s| SeatInfo {
                            driver: Driver::Here,
                            ..s.clone()
                        })
                        .collect();
                    state.screen = Screen::Game(GluxTable::new(game, seats, bot_seed));
                    state.suspended = None;
                    state.remote = None;
                }
            }
            UiAction::Notify(notice) => state.notice = Some(notice),
            UiAction::DismissNotice => state.notice = None,
            UiAction::Glak(_)
            | UiAction::GlakBotMove { .. }
            | UiAction::TogglePause
            | UiAction::Step
            | UiAction::SetSpeed(_)
            | UiAction::TakeBack
                if matches!(state.screen, Screen::Glak(_)) =>
            {
                let Screen::Glak(table) = &mut state.screen else {
                    return self;
                };
                match action {
                    UiAction::Glak(gesture) => table.gesture(gesture),
                    UiAction::GlakBotMove { asked_at, action } => table.bot_move(asked_at, &action),
                    UiAction::TogglePause => table.paused = !table.paused,
                    UiAction::Step => table.step = true,
                    UiAction::SetSpeed(speed) => table.speed = speed,
                    UiAction::TakeBack => table.take_back(),
                    _ => {}
                }
            }
            _ => {
                let Screen::Game(table) = &mut state.screen else {
                    return self;
                };
                match action {
                    UiAction::Glux(gesture) => table.gesture(gesture),
                    UiAction::BotMove { asked_at, action } => table.bot_move(asked_at, action),
                    UiAction::TogglePause => table.paused = !table.paused,
                    UiAction::Step => table.step = true,
                    UiAction::SetSpeed(speed) => table.speed = speed,
                    UiAction::TakeBack => table.take_back(),
                    _ => {}
                }
            }
        }
        Rc::new(state)
    }
}

/// The form's seed and seats when it can start a game; a seat's bot plays at `level_of(level)`.
pub(crate) fn form_seats(form: &NewGameForm) -> Option<(u64, Vec<SeatInfo>)> {
    if form.problem().is_some() {
        return None;
    }
    let seed = form.seed.trim().parse().ok()?;
    let seats = form
        .active_seats()
        .iter()
        .map(|s| SeatInfo {
            name: s.name.trim().to_string(),
            colour: s.colour,
            driver: s.driver,
        })
        .collect();
    Some((seed, seats))
}

fn start_game(form: &NewGameForm, bot_seed: u64) -> Option<GluxTable> {
    let (seed, seats) = form_seats(form)?;
    let names = seats.iter().map(|s| s.name.clone()).collect();
    let setup = GameSetup {
        board: form.board.clone(),
        ..GameSetup::new(form.players, seed)
    };
    let game = PlayedGame::new(setup, names).ok()?;
    Some(GluxTable::new(game, seats, bot_seed))
}

/// A GLAK game from the form: the deal and the start player come from the seed.
fn start_glak(form: &NewGameForm, bot_seed: u64) -> Option<GlakTable> {
    let (seed, seats) = form_seats(form)?;
    let names = seats.iter().map(|s| s.name.clone()).collect();
    let setup = crate::glak::GameSetup {
        players: form.players,
        seed,
        deal: None,
        start_player: None,
    };
    let tiles = crate::glak::TileSet::ours_or_text(form.tiles.as_deref()).ok()?;
    let play = crate::glak::Recorder::new(&setup, tiles, names).ok()?;
    Some(GlakTable::new(play, seats, bot_seed))
}
