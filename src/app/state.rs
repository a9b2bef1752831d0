//! The app's actions and its reducer. Every gesture becomes a [`UiAction`]; the reducer asks the
//! engine, and an illegal action leaves the game unchanged and sets a visible message. Side effects
//! (autosave, the bots' worker, the carrier) are the browser's (`crate::ui::hooks`), never here. The
//! models it changes are in [`super::screens`]; `crate::ui::state` hands the reducer to Yew.

use super::game::{Replay, Table};
use super::games::{Gesture, TableAction};
use super::kind::GameKind;
use super::screens::{Notice, Screen, UiState};
use super::seats::{Driver, MAX_NAME, NewGameForm};
use crate::core::level::Level;
use std::rc::Rc;

/// Everything that can happen to the app.
#[derive(Clone, Debug)]
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
    /// The page's first screen while the part of the game it opens on comes ([`Screen::Opening`]).
    ShowOpening(GameKind),
    /// That part is in: what the page opens on (these actions, as from the new-game screen the
    /// page starts on otherwise), unless the person has left [`Screen::Opening`] meanwhile (a new
    /// game, the history, a file opened), which is kept: then only its notices are said.
    Opened(Vec<UiAction>),
    /// Show the carrier's own screen: the lobby of a game between devices, or an invitation.
    ShowCarrier,
    /// Show the finished games kept on this device.
    ShowHistory,
    /// Show the join screen of an invitation opened on this device.
    ShowInvitation(Rc<super::screens::Invited>),
    /// Join was pressed on the invitation's join screen: the carrier takes it from here.
    Joining,
    /// The carrier could not be loaded (this says why): Join can be pressed again.
    CarrierFailed(Notice),
    /// The carrier puts a game between devices on the table, or brings the table up to it.
    RemoteGame(Rc<super::bridge::RemoteGame>),
    /// The seed field.
    SetSeed(String),
    /// Play on this design of the player's own (a Glüx board, a GLAK tile set: the text the
    /// editor saved), or on the game's own (`None`).
    SetDesign(Option<String>),
    /// With players elsewhere: play live (`true`) or turn by turn by link.
    SetLive(bool),
    /// Start was pressed before the games in play had loaded: the game starts once they have
    /// ([`UiAction::StartGame`], or the carrier's lobby), and Start waits until then.
    Starting,
    /// The games in play could not be loaded (this says why): Start can be pressed again.
    StartFailed(Notice),
    /// Start a game from the form, with this seed for the bots' choices.
    StartGame(u64),
    /// Resume a saved game.
    Resume(Table),
    /// Something for the game in play: a gesture, a bot's action, the bots' pace, a takeback.
    Table(TableAction),
    /// A message to show.
    Notify(Notice),
    /// Hide the message.
    DismissNotice,
    /// Look back at the game in play, move by move.
    LookBack,
    /// Open a game from a share link or a file in the replay viewer.
    OpenReplay(Rc<Replay>),
    /// Show the game after this many actions.
    ReplayTo(usize),
    /// Leave the replay: back to the game in play (or the new-game screen).
    CloseReplay,
    /// Play on from the end of the replayed game, as pass-and-play.
    ContinueReplayed(u64),
}

impl UiAction {
    /// A gesture at the table, in its game's words (`GluxAction`, `GlakAction`).
    pub fn play(gesture: impl Into<Gesture>) -> UiAction {
        UiAction::Table(TableAction::Gesture(gesture.into()))
    }
}

impl UiState {
    /// The state after `action`: a new state, or this one when nothing changes.
    #[must_use]
    pub fn reduce(self: Rc<Self>, action: UiAction) -> Rc<Self> {
        if let UiAction::Opened(actions) = action {
            if !matches!(self.screen, Screen::Opening(_)) {
                // Left meanwhile: only what the opening had to say (a kept game put aside).
                return actions
                    .into_iter()
                    .filter(|a| matches!(a, UiAction::Notify(_)))
                    .fold(self, UiState::reduce);
            }
            return actions
                .into_iter()
                .fold(self.reduce(UiAction::ShowNewGame), UiState::reduce);
        }
        let mut state = (*self).clone();
        match action {
            UiAction::ShowNewGame => state.show_new_game(),
            UiAction::BackToGame => {
                if let Some(screen) = state.suspended.take() {
                    state.screen = screen;
                }
            }
            UiAction::SetGame(_)
            | UiAction::SetPlayers(_)
            | UiAction::SetName(..)
            | UiAction::SetColour(..)
            | UiAction::SetSeatKind(..)
            | UiAction::SetElsewhere(_)
            | UiAction::SetSeed(_)
            | UiAction::SetDesign(_)
            | UiAction::SetLive(_) => edit_form(&mut state.form, action),
            UiAction::ShowOpening(game) => state.screen = Screen::Opening(game),
            // Above.
            UiAction::Opened(_) => return self,
            UiAction::ShowCarrier => state.show_over_the_game(Screen::Carrier),
            UiAction::ShowHistory => state.show_over_the_game(Screen::History),
            UiAction::ShowInvitation(invited) => state.show_over_the_game(Screen::Invitation {
                invited,
                joining: false,
            }),
            UiAction::Joining => {
                let Screen::Invitation { joining, .. } = &mut state.screen else {
                    return self;
                };
                *joining = true;
                // Pressed again after the carrier failed to load: that notice is done with.
                state.notice = None;
            }
            UiAction::CarrierFailed(notice) => {
                if let Screen::Invitation { joining, .. } = &mut state.screen {
                    *joining = false;
                }
                state.notice = Some(notice);
            }
            UiAction::RemoteGame(table) => super::devices::take_remote_game(&mut state, &table),
            UiAction::Starting | UiAction::StartFailed(_) | UiAction::StartGame(_) => {
                if !state.start(action) {
                    return self;
                }
            }
            UiAction::Resume(table) => {
                state.screen = Screen::Table(table);
                state.remote = None;
            }
            UiAction::LookBack
            | UiAction::OpenReplay(_)
            | UiAction::ReplayTo(_)
            | UiAction::CloseReplay
            | UiAction::ContinueReplayed(_) => state.replay(action),
            UiAction::Notify(notice) => state.notice = Some(notice),
            UiAction::DismissNotice => state.notice = None,
            UiAction::Table(action) => {
                let Screen::Table(table) = &mut state.screen else {
                    return self;
                };
                table.act(action);
            }
        }
        Rc::new(state)
    }

    /// The new-game screen, with the form set to the game in play (its game and seats), which is
    /// kept to come back to.
    fn show_new_game(&mut self) {
        let screen = std::mem::replace(&mut self.screen, Screen::NewGame { starting: false });
        let seats = match &screen {
            // A game between devices keeps its own seats: the form stays as it was.
            _ if self.remote.is_some() => None,
            Screen::Table(table) => Some((table.kind(), Rc::clone(table.seats_rc()))),
            _ => None,
        };
        if matches!(screen, Screen::Carrier | Screen::Invitation { .. })
            || (self.remote.is_some() && screen.in_play())
        {
            self.suspended = Some(screen);
        } else if let Some((game, seats)) = seats {
            if self.form.game != game {
                self.form.design = None;
            }
            self.form.game = game;
            self.form.players = seats.len() as u8;
            for (i, seat) in seats.iter().enumerate() {
                self.form.seats[i] = seat.clone();
            }
            self.suspended = Some(screen);
        }
        self.notice = None;
    }

    /// Start on the new-game screen: pressed before the games in play have loaded (it waits), their
    /// failure to load (it is back, with why), or the game started. `false` when nothing changes.
    fn start(&mut self, action: UiAction) -> bool {
        let starting = match &mut self.screen {
            Screen::NewGame { starting } => Some(starting),
            _ => None,
        };
        match action {
            UiAction::Starting => {
                let Some(starting) = starting else {
                    return false;
                };
                *starting = true;
                // Pressed again after the games in play failed to load: that notice is done with.
                self.notice = None;
            }
            UiAction::StartFailed(notice) => {
                if let Some(starting) = starting {
                    *starting = false;
                }
                self.notice = Some(notice);
            }
            UiAction::StartGame(bot_seed) => match super::registry::start(&self.form, bot_seed) {
                Some(table) => {
                    self.screen = Screen::Table(table);
                    self.suspended = None;
                    self.notice = None;
                    self.remote = None;
                }
                // Edited while the games in play loaded: the form says why, and Start is back.
                None => {
                    if let Some(starting) = starting {
                        *starting = false;
                    }
                }
            },
            _ => {}
        }
        true
    }

    /// A screen over the game in play (the carrier's, the history), which is kept to come back to.
    fn show_over_the_game(&mut self, shown: Screen) {
        let screen = std::mem::replace(&mut self.screen, shown);
        // A game in play is there to come back to, and an invitation not answered yet from the
        // history (the carrier's own screen takes an invitation over once it is answered).
        let keep = screen.in_play()
            || (matches!(screen, Screen::Invitation { .. }) && self.screen == Screen::History);
        if keep && self.suspended.is_none() {
            self.suspended = Some(screen);
        }
        self.notice = None;
    }

    /// The replay viewer: opened on the game in play or a game from a link or file, moved through,
    /// closed, or played on from.
    fn replay(&mut self, action: UiAction) {
        match action {
            UiAction::LookBack => {
                if let Screen::Table(table) = &self.screen {
                    let replay = table.look_back();
                    self.suspended = Some(std::mem::replace(&mut self.screen, Screen::Replay(replay)));
                }
            }
            UiAction::OpenReplay(replay) => {
                let screen = std::mem::replace(&mut self.screen, Screen::Replay((*replay).clone()));
                if screen.in_play() {
                    self.suspended = Some(screen);
                }
            }
            UiAction::ReplayTo(at) => {
                if let Screen::Replay(replay) = &mut self.screen {
                    replay.go_to(at);
                }
            }
            UiAction::CloseReplay => {
                self.screen = self
                    .suspended
                    .take()
                    .unwrap_or(Screen::NewGame { starting: false });
            }
            UiAction::ContinueReplayed(bot_seed) => {
                // Only once the replay's game in play has made its tables (the page's part).
                if let Screen::Replay(replay) = &self.screen
                    && super::registry::tables_provided(replay.kind())
                    && let Some(table) = super::registry::play_on(replay, bot_seed)
                {
                    self.screen = Screen::Table(table);
                    self.suspended = None;
                    self.remote = None;
                }
            }
            _ => {}
        }
    }
}

/// The new-game form's fields, as a person sets them.
fn edit_form(form: &mut NewGameForm, action: UiAction) {
    match action {
        UiAction::SetGame(game) => {
            // A design is a game's own: another game starts on its own.
            if form.game != game {
                form.design = None;
            }
            form.game = game;
        }
        UiAction::SetPlayers(n) if crate::core::seat::PLAYER_COUNTS.contains(&(n as usize)) => {
            form.players = n
        }
        UiAction::SetName(i, name) => {
            if let Some(seat) = form.seats.get_mut(i) {
                seat.name = name.chars().take(MAX_NAME).collect();
            }
        }
        // Choosing another seat's colour swaps the two.
        UiAction::SetColour(i, colour) if i < 4 && colour < 4 => {
            if let Some(other) = form.seats.iter().position(|s| s.colour == colour) {
                form.seats[other].colour = form.seats[i].colour;
            }
            form.seats[i].colour = colour;
        }
        UiAction::SetSeatKind(i, bot) => {
            if let Some(seat) = form.seats.get_mut(i) {
                seat.driver = bot.map_or(Driver::Here, Driver::Bot);
            }
        }
        UiAction::SetElsewhere(i) => {
            if let Some(seat) = form.seats.get_mut(i).filter(|_| i > 0) {
                seat.driver = Driver::Elsewhere;
            }
        }
        UiAction::SetSeed(seed) => form.seed = seed.chars().filter(char::is_ascii_digit).take(20).collect(),
        UiAction::SetDesign(design) => form.design = design,
        UiAction::SetLive(live) => form.live = live,
        _ => {}
    }
}
