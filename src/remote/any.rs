//! A game between devices of any game, for those that hold games of several (the app): the game's
//! own [`Session`] behind one type, each call passed to it. Which game a new, joined or kept session
//! is of is the caller's to say (the app's registry of games); nothing here names a game.

use super::message::{Invitation, Message};
use super::record::{RemoteRecord, SavedSession};
use super::session::{Random, Received, Verification};
use super::{RemoteError, RemoteGame, Session};
use crate::core::seat::{Seat, SeatSet};
use std::any::Any;
use std::fmt;

/// A game between devices, of whichever game.
pub struct AnySession(Box<dyn DeviceSession>);

/// What a session answers whatever its game: [`Session`]'s own methods (see there).
trait DeviceSession {
    fn game_name(&self) -> &'static str;
    fn receive(&mut self, message: &Message) -> Result<Received, RemoteError>;
    fn outbox(&self) -> Vec<(Seat, String)>;
    fn other_devices(&self) -> Vec<Seat>;
    fn waiting_for(&self) -> Option<Seat>;
    fn verification(&self) -> Verification;
    fn fingerprint(&self) -> Option<String>;
    fn all_joined(&self) -> bool;
    fn seated(&self) -> bool;
    fn is_creator(&self) -> bool;
    fn is_over(&self) -> bool;
    fn id(&self) -> [u8; 8];
    fn players(&self) -> u8;
    fn names(&self) -> &[String];
    fn elsewhere(&self) -> SeatSet;
    fn mine(&self) -> SeatSet;
    fn started(&self) -> bool;
    fn joined(&self, seat: Seat) -> bool;
    fn hand_over(&mut self, seat: Seat) -> Result<(), RemoteError>;
    fn handed_over(&self, seat: Seat) -> Option<u32>;
    fn remote_record(&self) -> RemoteRecord;
    fn saved(&self) -> SavedSession;
    fn boxed(&self) -> Box<dyn DeviceSession>;
    fn same(&self, other: &dyn DeviceSession) -> bool;
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl<G: RemoteGame + 'static> DeviceSession for Session<G> {
    fn game_name(&self) -> &'static str {
        G::GAME_NAME
    }

    fn receive(&mut self, message: &Message) -> Result<Received, RemoteError> {
        Session::receive(self, message)
    }

    fn outbox(&self) -> Vec<(Seat, String)> {
        Session::outbox(self)
            .into_iter()
            .map(|(seat, m)| (seat, m.to_text()))
            .collect()
    }

    fn other_devices(&self) -> Vec<Seat> {
        Session::other_devices(self).collect()
    }

    fn waiting_for(&self) -> Option<Seat> {
        Session::waiting_for(self)
    }

    fn verification(&self) -> Verification {
        Session::verification(self)
    }

    fn fingerprint(&self) -> Option<String> {
        Session::fingerprint(self)
    }

    fn all_joined(&self) -> bool {
        Session::all_joined(self)
    }

    fn seated(&self) -> bool {
        Session::seated(self)
    }

    fn is_creator(&self) -> bool {
        Session::is_creator(self)
    }

    fn is_over(&self) -> bool {
        self.game.as_ref().is_some_and(RemoteGame::is_over)
    }

    fn id(&self) -> [u8; 8] {
        self.id
    }

    fn players(&self) -> u8 {
        self.players
    }

    fn names(&self) -> &[String] {
        &self.names
    }

    fn elsewhere(&self) -> SeatSet {
        self.elsewhere
    }

    fn mine(&self) -> SeatSet {
        self.mine
    }

    fn started(&self) -> bool {
        self.game.is_some()
    }

    fn joined(&self, seat: Seat) -> bool {
        self.commitments[seat].is_some()
    }

    fn hand_over(&mut self, seat: Seat) -> Result<(), RemoteError> {
        Session::hand_over(self, seat)
    }

    fn handed_over(&self, seat: Seat) -> Option<u32> {
        Session::handed_over(self, seat)
    }

    fn remote_record(&self) -> RemoteRecord {
        Session::remote_record(self)
    }

    fn saved(&self) -> SavedSession {
        Session::saved(self, G::GAME_NAME)
    }

    fn boxed(&self) -> Box<dyn DeviceSession> {
        Box::new(self.clone())
    }

    fn same(&self, other: &dyn DeviceSession) -> bool {
        other.as_any().downcast_ref::<Session<G>>() == Some(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

impl Clone for AnySession {
    fn clone(&self) -> AnySession {
        AnySession(self.0.boxed())
    }
}

impl PartialEq for AnySession {
    fn eq(&self, other: &AnySession) -> bool {
        self.0.same(other.0.as_ref())
    }
}

impl fmt::Debug for AnySession {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AnySession")
            .field("game", &self.game_name())
            .field("id", &self.id())
            .finish_non_exhaustive()
    }
}

impl AnySession {
    /// A game's session.
    #[must_use]
    pub fn new<G: RemoteGame + 'static>(session: Session<G>) -> AnySession {
        AnySession(Box::new(session))
    }

    /// The session, if it is of game `G`.
    #[must_use]
    pub fn of<G: RemoteGame + 'static>(&self) -> Option<&Session<G>> {
        self.0.as_any().downcast_ref()
    }

    /// The session to change, if it is of game `G`.
    pub fn of_mut<G: RemoteGame + 'static>(&mut self) -> Option<&mut Session<G>> {
        self.0.as_any_mut().downcast_mut()
    }

    /// A new game of `G` on the creating device from the game's setup bytes (see
    /// [`Session::create`]).
    ///
    /// # Errors
    /// As [`Session::create`].
    pub fn create<G: RemoteGame + 'static>(
        setup: Vec<u8>,
        elsewhere: SeatSet,
        random: Random<'_>,
    ) -> Result<AnySession, RemoteError> {
        Session::<G>::create(setup, elsewhere, random).map(AnySession::new)
    }

    /// Joins a game of `G` from an invitation (see [`Session::join`]): the session and the reply's
    /// text.
    ///
    /// # Errors
    /// As [`Session::join`], and [`RemoteError::OtherGame`] for an invitation to another game.
    pub fn join<G: RemoteGame + 'static>(
        invitation: &Invitation,
        name: &str,
        random: Random<'_>,
    ) -> Result<(AnySession, String), RemoteError> {
        if invitation.game != G::LINK_GAME {
            return Err(RemoteError::OtherGame);
        }
        let (session, reply) = Session::<G>::join(invitation, name, random)?;
        Ok((AnySession::new(session), reply.to_text()))
    }

    /// A kept session of `G`, its game replayed.
    ///
    /// # Errors
    /// What cannot be read, or a session of another game.
    pub fn from_saved<G: RemoteGame + 'static>(saved: &SavedSession) -> Result<AnySession, String> {
        if saved.game != G::GAME_NAME {
            return Err(format!("a game of “{}” is not one this app plays", saved.game));
        }
        Session::<G>::from_saved(saved).map(AnySession::new)
    }

    /// The game's name (`glux`, `glak`…).
    #[must_use]
    pub fn game_name(&self) -> &'static str {
        self.0.game_name()
    }

    /// Takes a message (see [`Session::receive`]).
    ///
    /// # Errors
    /// As [`Session::receive`].
    pub fn receive(&mut self, message: &Message) -> Result<Received, RemoteError> {
        self.0.receive(message)
    }

    /// The messages to send now, by device, as link texts (after `#play=`).
    #[must_use]
    pub fn outbox(&self) -> Vec<(Seat, String)> {
        self.0.outbox()
    }

    /// The devices of the game other than this one, named by their first seat (a departed seat's
    /// device no longer counts).
    #[must_use]
    pub fn other_devices(&self) -> Vec<Seat> {
        self.0.other_devices()
    }

    /// The seat whose device this one waits for.
    #[must_use]
    pub fn waiting_for(&self) -> Option<Seat> {
        self.0.waiting_for()
    }

    /// The check of every draw.
    #[must_use]
    pub fn verification(&self) -> Verification {
        self.0.verification()
    }

    /// The table's fingerprint, once every seat has joined: the same on every device of the game.
    #[must_use]
    pub fn fingerprint(&self) -> Option<String> {
        self.0.fingerprint()
    }

    /// Whether every seat has joined (its key and commitments are known here).
    #[must_use]
    pub fn all_joined(&self) -> bool {
        self.0.all_joined()
    }

    /// Whether every seat has joined and the whole table is known here.
    #[must_use]
    pub fn seated(&self) -> bool {
        self.0.seated()
    }

    /// The game's id.
    #[must_use]
    pub fn id(&self) -> [u8; 8] {
        self.0.id()
    }

    /// The players' count.
    #[must_use]
    pub fn players(&self) -> u8 {
        self.0.players()
    }

    /// The seats' names (empty for a seat that has not joined).
    #[must_use]
    pub fn names(&self) -> &[String] {
        self.0.names()
    }

    /// The seats on devices of their own.
    #[must_use]
    pub fn elsewhere(&self) -> SeatSet {
        self.0.elsewhere()
    }

    /// The seats played on this device.
    #[must_use]
    pub fn mine(&self) -> SeatSet {
        self.0.mine()
    }

    /// Whether the game has started here.
    #[must_use]
    pub fn started(&self) -> bool {
        self.0.started()
    }

    /// Whether the game has ended.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.0.is_over()
    }

    /// Whether this is the creating device.
    #[must_use]
    pub fn is_creator(&self) -> bool {
        self.0.is_creator()
    }

    /// Whether a seat has joined.
    #[must_use]
    pub fn joined(&self, seat: Seat) -> bool {
        self.0.joined(seat)
    }

    /// Hands a departed seat to this (the creating) device.
    ///
    /// # Errors
    /// As [`Session::hand_over`].
    pub fn hand_over(&mut self, seat: Seat) -> Result<(), RemoteError> {
        self.0.hand_over(seat)
    }

    /// When a seat was handed over, if it was.
    #[must_use]
    pub fn handed_over(&self, seat: Seat) -> Option<u32> {
        self.0.handed_over(seat)
    }

    /// The remote part of the record.
    #[must_use]
    pub fn remote_record(&self) -> RemoteRecord {
        self.0.remote_record()
    }

    /// The session as this device keeps it.
    #[must_use]
    pub fn saved(&self) -> SavedSession {
        self.0.saved()
    }
}
