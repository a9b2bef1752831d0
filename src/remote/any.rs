//! A game between devices of either game, for those that hold games of both (the app): one enum,
//! each method passing to the game's own session.

use super::message::{Invitation, Message};
use super::record::{RemoteRecord, SavedSession};
use super::session::{Received, Verification};
use super::{RemoteError, Session};
use crate::core::seat::{Seat, SeatSet};
use crate::glak::Recorder;
use crate::glux::PlayedGame;

/// A game between devices: Glüx's or GLAK's session.
#[derive(Clone, Debug, PartialEq)]
pub enum AnySession {
    /// A Glüx game.
    Glux(Session<PlayedGame>),
    /// A GLAK game.
    Glak(Session<Recorder>),
}

/// Passes a call to the session of whichever game it is.
macro_rules! each {
    ($self:expr, $s:ident => $e:expr) => {
        match $self {
            AnySession::Glux($s) => $e,
            AnySession::Glak($s) => $e,
        }
    };
}

impl AnySession {
    /// The game's name (`glux`, `glak`).
    #[must_use]
    pub fn game_name(&self) -> &'static str {
        match self {
            AnySession::Glux(_) => crate::glux::record::GAME_NAME,
            AnySession::Glak(_) => crate::glak::record::GAME_NAME,
        }
    }

    /// A new game on the creating device from the game's setup bytes (see [`Session::create`]).
    ///
    /// # Errors
    /// As [`Session::create`].
    pub fn create(
        game_name: &str,
        setup: Vec<u8>,
        elsewhere: SeatSet,
        random: super::session::Random<'_>,
    ) -> Result<AnySession, RemoteError> {
        Ok(if game_name == crate::glak::record::GAME_NAME {
            AnySession::Glak(Session::create(setup, elsewhere, random)?)
        } else {
            AnySession::Glux(Session::create(setup, elsewhere, random)?)
        })
    }

    /// Joins from an invitation (see [`Session::join`]): the session and the reply's text.
    ///
    /// # Errors
    /// As [`Session::join`], and [`RemoteError::OtherGame`] for a game this app does not know.
    pub fn join(
        invitation: &Invitation,
        name: &str,
        random: super::session::Random<'_>,
    ) -> Result<(AnySession, String), RemoteError> {
        let (session, reply) = match invitation.game {
            crate::glux::record::LINK_GAME => {
                let (s, r) = Session::join(invitation, name, random)?;
                (AnySession::Glux(s), r)
            }
            crate::glak::record::LINK_GAME => {
                let (s, r) = Session::join(invitation, name, random)?;
                (AnySession::Glak(s), r)
            }
            _ => return Err(RemoteError::OtherGame),
        };
        Ok((session, reply.to_text()))
    }

    /// Takes a message (see [`Session::receive`]).
    ///
    /// # Errors
    /// As [`Session::receive`].
    pub fn receive(&mut self, message: &Message) -> Result<Received, RemoteError> {
        each!(self, s => s.receive(message))
    }

    /// The messages to send now, by device, as link texts (after `#play=`).
    #[must_use]
    pub fn outbox(&self) -> Vec<(Seat, String)> {
        each!(self, s => s.outbox().into_iter().map(|(seat, m)| (seat, m.to_text())).collect())
    }

    /// The devices of the game other than this one, named by their first seat (a departed seat's
    /// device no longer counts).
    #[must_use]
    pub fn other_devices(&self) -> Vec<Seat> {
        each!(self, s => s.other_devices().collect())
    }

    /// The seat whose device this one waits for.
    #[must_use]
    pub fn waiting_for(&self) -> Option<Seat> {
        each!(self, s => s.waiting_for())
    }

    /// The check of every draw.
    #[must_use]
    pub fn verification(&self) -> Verification {
        each!(self, s => s.verification())
    }

    /// The table's fingerprint, once every seat has joined: the same on every device of the game.
    #[must_use]
    pub fn fingerprint(&self) -> Option<String> {
        each!(self, s => s.fingerprint())
    }

    /// Whether every seat has joined (its key and commitments are known here).
    #[must_use]
    pub fn all_joined(&self) -> bool {
        each!(self, s => s.all_joined())
    }

    /// Whether every seat has joined and the whole table is known here.
    #[must_use]
    pub fn seated(&self) -> bool {
        each!(self, s => s.seated())
    }

    /// The game's id.
    #[must_use]
    pub fn id(&self) -> [u8; 8] {
        each!(self, s => s.id)
    }

    /// The players' count.
    #[must_use]
    pub fn players(&self) -> u8 {
        each!(self, s => s.players)
    }

    /// The seats' names (empty for a seat that has not joined).
    #[must_use]
    pub fn names(&self) -> &[String] {
        each!(self, s => &s.names)
    }

    /// The seats on devices of their own.
    #[must_use]
    pub fn elsewhere(&self) -> SeatSet {
        each!(self, s => s.elsewhere)
    }

    /// The seats played on this device.
    #[must_use]
    pub fn mine(&self) -> SeatSet {
        each!(self, s => s.mine)
    }

    /// Whether the game has started here.
    #[must_use]
    pub fn started(&self) -> bool {
        each!(self, s => s.game.is_some())
    }

    /// Whether this is the creating device.
    #[must_use]
    pub fn is_creator(&self) -> bool {
        each!(self, s => s.is_creator())
    }

    /// Whether a seat has joined.
    #[must_use]
    pub fn joined(&self, seat: Seat) -> bool {
        each!(self, s => s.commitments[seat].is_some())
    }

    /// Hands a departed seat to this (the creating) device.
    ///
    /// # Errors
    /// As [`Session::hand_over`].
    pub fn hand_over(&mut self, seat: Seat) -> Result<(), RemoteError> {
        each!(self, s => s.hand_over(seat))
    }

    /// When a seat was handed over, if it was.
    #[must_use]
    pub fn handed_over(&self, seat: Seat) -> Option<u32> {
        each!(self, s => s.handed_over(seat))
    }

    /// The remote part of the record.
    #[must_use]
    pub fn remote_record(&self) -> RemoteRecord {
        each!(self, s => s.remote_record())
    }

    /// The session as this device keeps it.
    #[must_use]
    pub fn saved(&self) -> SavedSession {
        let name = self.game_name();
        each!(self, s => s.saved(name))
    }

    /// A kept session, its game replayed.
    ///
    /// # Errors
    /// What cannot be read.
    pub fn from_saved(saved: &SavedSession) -> Result<AnySession, String> {
        match saved.game.as_str() {
            crate::glux::record::GAME_NAME => Session::from_saved(saved).map(AnySession::Glux),
            crate::glak::record::GAME_NAME => Session::from_saved(saved).map(AnySession::Glak),
            other => Err(format!("a game of “{other}” is not one this app plays")),
        }
    }
}
