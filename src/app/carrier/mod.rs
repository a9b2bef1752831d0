//! The carrier's state and reducer: the game between devices open here, an invitation being
//! answered, what the app shows, the last link refused, and what to tell the app next. Pure:
//! randomness comes in with the action, the kept games through the state's [`kept::Keeper`]; the
//! browser's storage, channels and the app are reached by the carrier's effects
//! (`crate::ui::remote::carrier`). Tested natively (`tests/it/carrier.rs`).

pub mod kept;
pub mod model;
pub mod words;

use crate::app::bridge::{CarriedGame, RemoteGame, Shown, ToApp};
use crate::app::kind::GameKind;
use crate::app::registry;
use crate::app::screens::Invited;
use crate::app::seats::{Driver, SeatInfo};
use crate::core::level::Level;
use crate::core::link::{FrameError, unframe};
use crate::core::seat::{Seat, SeatSet};
use crate::remote::RemoteError;
use crate::remote::any::AnySession;
use crate::remote::live::{Role, Signal, split};
use crate::remote::message::{GameId, Invitation, Message};
use kept::{Keeper, KeptGame};
use model::{Entropy, RemoteState};
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;
use words::id_text;

/// The level of the bot that takes a departed player's seat.
pub const HANDOVER_LEVEL: Level = Level::Medium;

/// What happens to the channels, for the carrier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveEvent {
    /// This device's signal for `device` is ready to go in a link.
    Signal {
        /// The game's id.
        id: GameId,
        /// The other device.
        device: Seat,
        /// The signal's text.
        text: String,
    },
    /// The channel to `device` is open.
    Open(GameId, Seat),
    /// The channel to `device` closed (or could not open).
    Closed(GameId, Seat),
    /// A message arrived from `device` for this device.
    Arrived(String),
}

/// Everything that can happen to the carrier.
#[derive(Clone, Debug, PartialEq)]
pub enum CarrierAction {
    /// Start a game with players elsewhere: its setup (a link with no moves), the seats, the bots'
    /// seed, random bytes for the game's id, its secrets and its draw, and whether it is played
    /// live.
    Create(String, Vec<SeatInfo>, u64, Entropy, bool),
    /// A text pasted or opened: a link from another device.
    Receive(String),
    /// What happened to a live channel.
    Live(LiveEvent),
    /// Go on by links: the live channels close.
    UseLinks,
    /// The ICE servers changed: offers not taken yet are made again.
    ServersChanged,
    /// A move was made on this device's table.
    Moved(String, CarriedGame),
    /// The app shows this now.
    Shown(Shown),
    /// The app put the game between devices away.
    Close,
    /// Join the game of the invitation on screen under this name.
    Join(String, u64, Entropy),
    /// Join the game of this invitation (its text) under this name: the page drew the join screen
    /// while the carrier loaded. The invitation is taken as any link is, then joined.
    JoinInvitation(String, String, u64, Entropy),
    /// Hand a departed player's seat to a bot on this (the creating) device.
    HandOver(Seat),
    /// Open a kept game.
    Open(Box<RemoteState>),
}

/// The carrier's state.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct CarrierState {
    /// The game between devices open here.
    pub open: Option<RemoteState>,
    /// An invitation opened here, not yet answered.
    pub joining: Option<Rc<Invitation>>,
    /// What the app shows.
    pub shown: Option<Shown>,
    /// The last link refused, shown until the next one is taken.
    pub refused: Option<RemoteError>,
    /// What to tell the app, numbered so each is told once.
    pub tell: (u32, Option<ToApp>),
    /// The live channels of the game open here.
    pub live: Rc<LiveLinks>,
    /// Where the kept games are found.
    pub keeper: Keeper,
}

/// The live channels of the game open here, as the carrier shows them.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct LiveLinks {
    /// The game they are for.
    pub game: Option<GameId>,
    /// This device's signal to each other device, ready to go in a link (until its channel opens).
    pub signals: BTreeMap<u8, String>,
    /// The devices whose channel is open.
    pub open: BTreeSet<u8>,
    /// The last offer that arrived for this device (numbered, so it is answered once).
    pub offer: Option<(u32, Rc<Signal>)>,
    /// The last answer that arrived for this (the creating) device.
    pub answer: Option<(u32, Rc<Signal>)>,
    /// Counts changes to the servers, so that offers are made again.
    pub servers: u32,
}

impl LiveLinks {
    fn for_game(&mut self, id: GameId) {
        if self.game != Some(id) {
            *self = LiveLinks {
                game: Some(id),
                offer: self.offer.take().filter(|(_, s)| s.id == id),
                servers: self.servers,
                ..LiveLinks::default()
            };
        }
    }
}

impl CarrierState {
    /// The state after `action`.
    #[must_use]
    pub fn reduce(self: Rc<Self>, action: CarrierAction) -> Rc<Self> {
        let mut state = (*self).clone();
        match action {
            CarrierAction::Create(setup, seats, bot_seed, entropy, live) => {
                create(&mut state, &setup, seats, bot_seed, &entropy, live)
            }
            CarrierAction::Receive(text) => match receive(&text, &mut state) {
                Ok(()) => {}
                Err(e) => state.refused = Some(e),
            },
            CarrierAction::Live(event) => live_event(&mut state, event),
            CarrierAction::UseLinks => {
                if let Some(remote) = &mut state.open {
                    remote.live = false;
                }
                state.live = Rc::new(LiveLinks {
                    servers: state.live.servers,
                    ..LiveLinks::default()
                });
            }
            CarrierAction::ServersChanged => {
                let live = Rc::make_mut(&mut state.live);
                live.servers = live.servers.wrapping_add(1);
                let open = live.open.clone();
                live.signals.retain(|d, _| open.contains(d));
            }
            CarrierAction::Moved(id, game) => moved(&mut state, &id, &game),
            CarrierAction::Shown(shown) => state.shown = Some(shown),
            CarrierAction::Close => {
                state.open = None;
                state.joining = None;
                state.refused = None;
            }
            CarrierAction::Join(name, bot_seed, entropy) => join(&mut state, &name, bot_seed, &entropy),
            CarrierAction::JoinInvitation(text, name, bot_seed, entropy) => {
                match receive(&text, &mut state) {
                    // Joined (the lobby), or the game this device is in already, opened.
                    Ok(()) if state.joining.is_some() => join(&mut state, &name, bot_seed, &entropy),
                    Ok(()) => {}
                    // The game open here is this invitation's (Join pressed twice): it stays, shown.
                    Err(RemoteError::Repeated) => state.show_open(),
                    Err(e) => state.refused = Some(e),
                }
                // The carrier's screen says why not, in the page's place.
                if state.refused.is_some() {
                    state.tell(ToApp::Carrier);
                }
            }
            CarrierAction::HandOver(seat) => hand_over(&mut state, seat),
            CarrierAction::Open(remote) => open(&mut state, *remote),
        }
        Rc::new(state)
    }
}

impl CarrierState {
    fn tell(&mut self, message: ToApp) {
        self.tell = (self.tell.0.wrapping_add(1), Some(message));
    }

    /// Tells the app to show the open game: its table once it has started, else the lobby.
    fn show_open(&mut self) {
        match self.open.as_ref().and_then(remote_game_of) {
            Some(table) => self.tell(ToApp::Game(Box::new(table))),
            None if self.open.is_some() => self.tell(ToApp::Carrier),
            None => {}
        }
    }
}

/// Which game a session is of.
fn kind_of(session: &AnySession) -> Option<GameKind> {
    GameKind::from_id(session.game_name())
}

/// The table of a game between devices once it has started here.
#[must_use]
pub fn remote_game_of(remote: &RemoteState) -> Option<RemoteGame> {
    let game = registry::remote(kind_of(&remote.session)?).carried(&remote.session)?;
    // Before the end, no secret goes into a file this device may share (its own included).
    let mut record = remote.session.remote_record();
    if !remote.is_over() {
        record.reveals.iter_mut().for_each(|r| *r = None);
    }
    Some(RemoteGame {
        id: id_text(&remote.session.id()),
        game,
        seats: remote.named_seats(),
        bot_seed: remote.bot_seed,
        record: serde_json::to_string(&record).ok()?,
        reset: false,
    })
}

fn create(
    state: &mut CarrierState,
    setup: &str,
    seats: Vec<SeatInfo>,
    bot_seed: u64,
    entropy: &Entropy,
    live: bool,
) {
    let mut elsewhere = SeatSet::EMPTY;
    for (i, seat) in seats.iter().enumerate() {
        if seat.driver.is_elsewhere() {
            elsewhere.insert(Seat(i as u8));
        }
    }
    let Ok(frame) = unframe(setup) else { return };
    let Some(game) = registry::game_of_frame(frame.game) else {
        return;
    };
    let session = match registry::remote(game).create(frame.body, elsewhere, &mut entropy.source()) {
        Ok(session) => session,
        Err(e) => {
            state.refused = Some(e);
            state.tell(ToApp::Carrier);
            return;
        }
    };
    begin(state, session, seats, bot_seed, live);
}

/// Opens a game just made on this device (created, or joined): its lobby.
fn begin(state: &mut CarrierState, session: AnySession, seats: Vec<SeatInfo>, bot_seed: u64, live: bool) {
    Rc::make_mut(&mut state.live).for_game(session.id());
    state.open = Some(RemoteState {
        session: Rc::new(session),
        seats: Rc::new(seats),
        bot_seed,
        live,
    });
    state.joining = None;
    state.refused = None;
    state.tell(ToApp::Carrier);
}

fn join(state: &mut CarrierState, name: &str, bot_seed: u64, entropy: &Entropy) {
    let Some(invitation) = state.joining.clone() else {
        return;
    };
    let joined = registry::game_of_frame(Some(invitation.game))
        .ok_or(RemoteError::OtherGame)
        .and_then(|game| registry::remote(game).join(&invitation, name, &mut entropy.source()));
    let session = match joined {
        Ok((session, _reply)) => session,
        Err(e) => {
            state.refused = Some(e);
            return;
        }
    };
    // On this device, every seat but its own is elsewhere (the creating device's bots included).
    let seats: Vec<SeatInfo> = (0..session.players())
        .map(|i| SeatInfo {
            name: session.names()[usize::from(i)].clone(),
            colour: i,
            driver: if Seat(i) == invitation.seat {
                Driver::Here
            } else {
                Driver::Elsewhere
            },
        })
        .collect();
    // An invitation with an offer makes a live game: the channel is answered once joined.
    let live = state
        .live
        .offer
        .as_ref()
        .is_some_and(|(_, s)| s.id == invitation.id);
    begin(state, session, seats, bot_seed, live);
}

fn open(state: &mut CarrierState, remote: RemoteState) {
    Rc::make_mut(&mut state.live).for_game(remote.session.id());
    state.open = Some(remote);
    state.joining = None;
    state.refused = None;
    state.show_open();
}

/// Takes a text pasted or opened: its message (if any) is routed, and its live signal (if any)
/// kept for the channel it opens.
fn receive(text: &str, state: &mut CarrierState) -> Result<(), RemoteError> {
    let (message, signal) = split(text);
    let signal = signal
        .map(Signal::from_text)
        .transpose()
        .map_err(RemoteError::Connection)?;
    if let Some(message) = message {
        match route(message, state) {
            // A link to reconnect may carry a message that arrived already.
            Err(RemoteError::Repeated) if signal.is_some() => {}
            other => other?,
        }
    }
    let Some(signal) = signal else { return Ok(()) };
    // A signal alone opens its game (kept on this device) first.
    if message.is_none() && state.open.as_ref().is_none_or(|r| r.session.id() != signal.id) {
        let kept = kept_with(state.keeper, &signal.id, Some(signal.to)).ok_or(RemoteError::OtherGame)?;
        open(state, kept);
    }
    let invited = state
        .joining
        .as_ref()
        .is_some_and(|i| i.id == signal.id && i.seat == signal.to);
    let remote = state.open.as_mut().filter(|r| r.session.id() == signal.id);
    let wrong_seat = RemoteError::WrongSeat { to: signal.to };
    let live = Rc::make_mut(&mut state.live);
    match signal.role {
        // An offer comes from the creating device, for this device elsewhere.
        Role::Offer => {
            match remote {
                _ if signal.from != Seat(0) => return Err(wrong_seat),
                Some(r) if !r.session.is_creator() && r.session.mine().contains(signal.to) => r.live = true,
                None if invited => {}
                Some(_) => return Err(wrong_seat),
                None => return Err(RemoteError::OtherGame),
            }
            let number = live.offer.as_ref().map_or(0, |(n, _)| n.wrapping_add(1));
            live.offer = Some((number, Rc::new(signal)));
        }
        // An answer comes from a device elsewhere, for the creating device.
        Role::Answer => {
            match remote {
                Some(r)
                    if r.session.is_creator()
                        && signal.to == Seat(0)
                        && r.session.elsewhere().contains(signal.from) => {}
                Some(_) => return Err(wrong_seat),
                None => return Err(RemoteError::OtherGame),
            }
            let number = live.answer.as_ref().map_or(0, |(n, _)| n.wrapping_add(1));
            live.answer = Some((number, Rc::new(signal)));
        }
    }
    Ok(())
}

/// What happened to a live channel of the game open here.
fn live_event(state: &mut CarrierState, event: LiveEvent) {
    let id = state.open.as_ref().map(|r| r.session.id());
    let live = Rc::make_mut(&mut state.live);
    match event {
        LiveEvent::Signal {
            id: game,
            device,
            text,
        } if Some(game) == id => {
            live.signals.insert(device.0, text);
        }
        LiveEvent::Open(game, device) if Some(game) == id => {
            live.open.insert(device.0);
            live.signals.remove(&device.0);
        }
        LiveEvent::Closed(game, device) if Some(game) == id => {
            live.open.remove(&device.0);
            live.signals.remove(&device.0);
        }
        // A message over a channel is taken as a link is; one that brings nothing new (sent again
        // when a channel reopens) is no news.
        LiveEvent::Arrived(text) => match route(&text, state) {
            Ok(()) | Err(RemoteError::Repeated) => {}
            Err(e) => state.refused = Some(e),
        },
        _ => {}
    }
}

/// Takes a text pasted or opened: an invitation opens the join screen (or the game this device is
/// in already); any other message goes to its game, opened from the kept games if another is open.
fn route(text: &str, state: &mut CarrierState) -> Result<(), RemoteError> {
    let message = Message::from_text(text)?;
    let id = message.id();
    let is_open = state.open.as_ref().is_some_and(|r| r.session.id() == id);
    if let Message::Invitation(invitation) = message {
        if is_open {
            return Err(RemoteError::Repeated);
        }
        if let Some(kept) = kept_with(state.keeper, &id, None) {
            open(state, kept);
            return Ok(());
        }
        // The join screen shows the table: an invitation whose table cannot be read, or whose seat
        // is not at it, is refused here, as joining would refuse it.
        if Invited::of(&invitation, String::new()).is_none() {
            return Err(RemoteError::Damaged(
                match registry::game_of_frame(Some(invitation.game)) {
                    None => FrameError::OtherGame(invitation.game),
                    Some(_) => FrameError::Number,
                },
            ));
        }
        state.joining = Some(Rc::new(invitation));
        state.refused = None;
        state.tell(ToApp::Carrier);
        return Ok(());
    }
    let to = message.to();
    let mut remote = if is_open {
        state.open.clone().ok_or(RemoteError::OtherGame)?
    } else {
        kept_with(state.keeper, &id, to)
            .or_else(|| kept_with(state.keeper, &id, None))
            .ok_or(RemoteError::OtherGame)?
    };
    let mut session = (*remote.session).clone();
    let received = session.receive(&message);
    if !is_open {
        // The game the link is for comes up, whether or not the link is taken.
        open(state, remote.clone());
    }
    received?;
    // A seat handed to a bot here comes back to its player when the handover gave way to their move.
    let seats: Vec<SeatInfo> = remote
        .seats
        .iter()
        .enumerate()
        .map(|(i, info)| {
            let seat = Seat(i as u8);
            let back = session.is_creator()
                && session.elsewhere().contains(seat)
                && session.handed_over(seat).is_none()
                && !info.driver.is_elsewhere();
            SeatInfo {
                driver: if back { Driver::Elsewhere } else { info.driver },
                ..info.clone()
            }
        })
        .collect();
    remote.seats = Rc::new(seats);
    remote.session = Rc::new(session);
    state.open = Some(remote);
    state.joining = None;
    state.refused = None;
    state.show_open();
    Ok(())
}

/// The kept game with this id (played on the device of seat `to`, when given), opened.
fn kept_with(keeper: Keeper, id: &[u8; 8], to: Option<Seat>) -> Option<RemoteState> {
    keeper.kept().into_iter().find_map(|kept: KeptGame| {
        let remote = kept.open().ok()?;
        let device_ok = to.is_none_or(|to| {
            let mine = remote.session.mine();
            mine.contains(to) || (to == Seat(0) && remote.session.is_creator())
        });
        (remote.session.id() == *id && device_ok).then_some(remote)
    })
}

/// Keeps the session in step with the table after a move made on this device (a person's or a
/// bot's): Glüx after every action, GLAK after every whole turn. The session checks it again.
fn moved(state: &mut CarrierState, id: &str, game: &CarriedGame) {
    let Some(remote) = &mut state.open else { return };
    if id_text(&remote.session.id()) != id {
        return;
    }
    let mut session = (*remote.session).clone();
    let Some(result) = kind_of(&session).and_then(|kind| registry::remote(kind).update(&mut session, game))
    else {
        return;
    };
    match result {
        Ok(()) => remote.session = Rc::new(session),
        Err(e) => {
            // This device's own move refused: the table goes back to the session's game.
            state.refused = Some(e);
            if let Some(mut table) = state.open.as_ref().and_then(remote_game_of) {
                table.reset = true;
                state.tell(ToApp::Game(Box::new(table)));
            }
        }
    }
}

/// Hands a departed player's seat to a bot on this (the creating) device.
fn hand_over(state: &mut CarrierState, seat: Seat) {
    let Some(remote) = &mut state.open else { return };
    let mut session = (*remote.session).clone();
    if session.hand_over(seat).is_err() {
        return;
    }
    remote.session = Rc::new(session);
    let mut seats = remote.seats.as_ref().clone();
    if let Some(info) = seats.get_mut(seat.index()) {
        info.driver = Driver::Bot(HANDOVER_LEVEL);
    }
    remote.seats = Rc::new(seats);
    state.show_open();
}
