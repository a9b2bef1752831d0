//! Games between devices, with no server and no trusted device: the messages the devices send each
//! other (as links, or over any other channel), the commitments and reveals that keep Glüx's bags
//! secret yet checked, the joint draw of the start, and the verification of a finished game.
//!
//! A game is created on one device, which plays the first seat and any others it keeps (people at
//! that device or bots); every other seat is **elsewhere**, on a device of its own. The flow:
//!
//! 1. The creating device sends each seat elsewhere an [`message::Invitation`]: the game, the
//!    table, and the public key and commitments of each of its own seats (to their secrets and to
//!    their draw shares).
//! 2. Each invited device answers with a [`message::Reply`]: the player's name, the seat's public
//!    key, and its commitments, chosen without seeing anyone else's share.
//! 3. Once every seat has joined, the creating device sends each a [`message::Start`]: every name,
//!    key and commitment (the table, whose fingerprint people can compare), and its own draw
//!    shares. Each joined device then shows its share ([`message::Reveal`]); with every share the
//!    creating device draws the start (see [`secret`]) and play begins. From then on every message
//!    is a [`message::Update`]: the whole game as the sender has it, with each seat's signature of
//!    it up to its latest move, which the receiver checks and merges move by move through the
//!    engine. The first one a device receives carries the opening (every share).
//! 4. When the game is over, each device sends every other device its seats' secrets. Each device
//!    then replays the game with every bag and checks every chip played ([`Session::verification`]).
//!
//! Nothing that arrives is trusted: every move goes through the engine, on a copy, before anything
//! changes; a message with anything wrong in it changes nothing and says why ([`RemoteError`]).
//! Each game plugs in through [`RemoteGame`] ([`glux`], [`glak`]); the rest is written once.

pub mod any;
/// Entry points for the `cargo fuzz` targets in `fuzz/` (cargo feature `fuzzing`).
#[cfg(feature = "fuzzing")]
pub mod fuzzing;
pub mod glak;
pub mod glux;
pub mod live;
pub mod message;
pub mod record;
pub mod secret;
pub mod session;

pub use session::{Problem, ProblemKind, Session, Verification};

use crate::core::link::FrameError;
use crate::core::seat::{PerSeat, Seat};
use secret::Digest;
use std::any::Any;
use std::fmt::{self, Debug};
use std::sync::Arc;
use thiserror::Error;

/// A game's setup bytes (its share-link bytes with no moves) and every move with its seat.
pub type SetupAndMoves<M> = (Vec<u8>, Vec<(Seat, M)>);

/// A game as the remote protocol plays it: its moves, its share-link bytes, its rules.
pub trait RemoteGame: Clone + Debug + PartialEq + Sized {
    /// What goes from device to device: a Glüx action, a whole GLAK turn.
    type Move: Clone + Debug + PartialEq + serde::Serialize;
    /// Why the engine refuses a move.
    type Refusal: Clone + Debug + PartialEq + Eq;

    /// The game's byte in share links (and in messages).
    const LINK_GAME: u8;

    /// The game's name in records and kept sessions (`glux`, `glak`).
    const GAME_NAME: &'static str;

    /// The game from the setup bytes of an invitation (no moves), once the joint draw has given the
    /// game's seed and every seat has a name; `bag_seeds` are the bags known on this device.
    ///
    /// # Errors
    /// [`RemoteError::Damaged`] when the setup cannot be read.
    fn start(
        setup: &[u8],
        seed: u64,
        names: &[String],
        bag_seeds: &PerSeat<Option<[u8; 32]>>,
    ) -> Result<Self, RemoteError>;

    /// The names in a game's or a setup's bytes, and its player count.
    ///
    /// # Errors
    /// [`RemoteError::Damaged`] when they cannot be read.
    fn read_names(body: &[u8]) -> Result<Vec<String>, RemoteError>;

    /// The game's share-link bytes with every move so far.
    fn body(&self) -> Vec<u8>;

    /// Every move so far, with its seat, from a game's bytes as another device sent them, and the
    /// setup those bytes start from (the same bytes with no moves). The moves are checked against
    /// the rules as far as they can be without the bags.
    ///
    /// # Errors
    /// [`RemoteError::Damaged`] or an illegal move.
    fn read_moves(body: &[u8]) -> Result<SetupAndMoves<Self::Move>, RemoteError>;

    /// A move's bytes as the running hash of a game takes them (and each seat signs): its record's
    /// JSON, the same on every device.
    fn move_bytes(mv: &Self::Move) -> Vec<u8> {
        serde_json::to_vec(mv).unwrap_or_default()
    }

    /// The same game's bytes with no moves.
    fn setup_bytes(&self) -> Vec<u8>;

    /// Every move so far, with its seat.
    fn moves(&self) -> Vec<(Seat, Self::Move)>;

    /// Plays a move for the seat to act. The game is unchanged when it is refused.
    ///
    /// # Errors
    /// The engine's refusal.
    fn play(&mut self, seat: Seat, mv: &Self::Move) -> Result<(), Self::Refusal>;

    /// Whose move it is (`None` once the game is over).
    fn to_act(&self) -> Option<Seat>;

    /// Whether the game is over.
    fn is_over(&self) -> bool;

    /// A refusal as the session reports it: an illegal move, or a chip the seat does not have.
    fn refusal(number: usize, seat: Seat, refusal: Self::Refusal) -> RemoteError;

    /// Whether the game keeps secrets that need checking at the end (Glüx's bags).
    fn has_secrets() -> bool;

    /// Replays a finished game with every seat's bag from its revealed secret (and, from each
    /// handover on, the bag the creating device shuffled: seat, moves before it, its seed when
    /// known), and names each seat's first move that its bag could not have given (nothing for a
    /// game without secrets).
    fn check_draws(
        &self,
        joint: &Digest,
        secrets: &PerSeat<Option<secret::Secret>>,
        handovers: &[(Seat, u32, Option<[u8; 32]>)],
    ) -> Vec<Problem>;

    /// Hands a departed seat to this device after the moves so far: its remaining chips shuffled
    /// from `bag_seed` (nothing to do for a game without secrets).
    fn hand_over(&mut self, seat: Seat, bag_seed: [u8; 32]);
}

/// Why an engine refused a move that arrived.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Refusal {
    /// The game's rules: its engine's refusal, in the game's terms.
    #[error("{0}")]
    Rules(Reason),
    /// A move written as none of the moves the player could make.
    #[error("it is not a move the player could make")]
    NoSuchMove,
}

/// A reason in a game's own terms, from its protocol file (`glux.rs`, `glak.rs`): its engine's
/// refusal, a piece a seat played that it does not hold, a draw its bag could not have given. The
/// app says it in the language in use through the game's folder (which reads it back with
/// [`Reason::of`]); the command line says it in English ([`fmt::Display`]).
#[derive(Clone)]
pub struct Reason(Arc<dyn GameReason>);

/// What a reason is: any value of a game's that compares and says itself in English.
pub trait GameReason: Any + fmt::Display + Send + Sync {
    /// Whether `other` is the same reason.
    fn same(&self, other: &dyn GameReason) -> bool;
    /// The reason, to read back as its type.
    fn as_any(&self) -> &dyn Any;
}

impl<T: Any + fmt::Display + PartialEq + Send + Sync> GameReason for T {
    fn same(&self, other: &dyn GameReason) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl Reason {
    /// A game's reason.
    #[must_use]
    pub fn new(reason: impl GameReason) -> Reason {
        Reason(Arc::new(reason))
    }

    /// The reason, if it is of type `T`.
    #[must_use]
    pub fn of<T: Any>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref()
    }
}

impl PartialEq for Reason {
    fn eq(&self, other: &Reason) -> bool {
        self.0.same(other.0.as_ref())
    }
}

impl Eq for Reason {}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Debug for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Reason({self})")
    }
}

/// Why a message was refused. Nothing changed on the device.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RemoteError {
    /// The text holds no message of a game between devices.
    #[error("this is not a link of a game between devices")]
    NotAMessage,
    /// The message cannot be read.
    #[error("the link is damaged: {0}")]
    Damaged(FrameError),
    /// A message of another game than this one.
    #[error("this link belongs to another game")]
    OtherGame,
    /// A message of the first format, made before moves were signed.
    #[error(
        "this link was made by an older version of the app, before moves were signed: ask the sender to open the app again, and start a new game"
    )]
    OldVersion,
    /// This device has no random source: its secrets would be guessable.
    #[error(
        "this device gives the app no random numbers, so it cannot keep secrets: a game between devices cannot be created or joined on it"
    )]
    NoRandom,
    /// A signature that is missing or does not match: the link was changed on its way, or forged.
    #[error("seat {}'s signature is missing or does not match: the link was changed on its way, or forged", .seat.0 + 1)]
    BadSignature {
        /// The seat whose signature fails (from a handover on, the creating seat signs for the
        /// departed seat).
        seat: Seat,
    },
    /// Nothing in the message is new here: it was opened before, or a newer one was.
    #[error("this link was opened already, or a newer one was: nothing in it is new")]
    Repeated,
    /// The message is meant for another seat's device.
    #[error("this link is meant for seat {}, which is not played on this device", .to.0 + 1)]
    WrongSeat {
        /// The seat it is meant for.
        to: Seat,
    },
    /// The message claims a move for a seat of this device that this device did not make.
    #[error("move {number} claims to be seat {}'s, which is played on this device and did not make it", .seat.0 + 1)]
    NotTheirMove {
        /// The move's number, from 1.
        number: usize,
        /// The seat.
        seat: Seat,
    },
    /// A move the rules refuse.
    #[error("move {number} breaks the rules: {reason}")]
    Illegal {
        /// The move's number, from 1 (GLAK: the turn's).
        number: usize,
        /// The seat, when the move could be read far enough to know it.
        seat: Option<Seat>,
        /// The engine's refusal.
        reason: Refusal,
    },
    /// A piece the seat does not hold: in a game with hidden hands, a move the other devices can
    /// only check against what the seat may still have (Glüx: a chip of a kind it has none left of).
    #[error("move {number} by seat {} plays {piece}", .seat.0 + 1)]
    Forged {
        /// The move's number, from 1.
        number: usize,
        /// The seat.
        seat: Seat,
        /// The piece played, in the game's terms.
        piece: Reason,
    },
    /// A secret or a draw share that does not match its commitment.
    #[error("seat {}'s secret or draw share does not match what it committed to", .seat.0 + 1)]
    BadCommitment {
        /// The seat.
        seat: Seat,
    },
    /// The message's game differs from this device's before its new moves.
    #[error("this link disagrees with the game on this device (from move {number} on)")]
    Disagrees {
        /// The first move that differs, from 1 (0: the start itself).
        number: usize,
    },
    /// Moves arrived on a device where the game has not started.
    #[error("the game has not started on this device yet: the link that starts it comes first")]
    NotStarted,
    /// A message from a seat that was handed to the creating device.
    #[error("seat {} was handed to the creating device's bot from move {}", .seat.0 + 1, .from + 1)]
    HandedOver {
        /// The seat.
        seat: Seat,
        /// The moves played before the handover.
        from: u32,
    },
    /// The connection part of a live link (its WebRTC signal) cannot be used.
    #[error("{0}")]
    Connection(live::SignalError),
    /// A reply for a seat that was not offered, or one that joined already with other values.
    #[error("seat {} was not offered, or has joined already", .seat.0 + 1)]
    NotOffered {
        /// The seat.
        seat: Seat,
    },
}
