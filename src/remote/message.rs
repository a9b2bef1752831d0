//! The messages between devices and their bytes. A message travels as a link, `#play=` followed by
//! base64url (no padding) of:
//!
//! ```text
//! version (1) | kind (1) | game (1, the game's byte in share links) | game id (8) | the kind's own bytes
//! invitation: seat offered | seats elsewhere (bit mask) | count, then per seat of the creating device:
//!             seat, its commitment (32), its draw commitment (32) | setup (the rest)
//! reply:      seat | name | commitment (32) | draw share (16)
//! table:      from (a seat of the sender) | to (a seat of the receiver) | start digest (8)
//!             | moves (LEB128, the sequence number) | flags | [opening: players, then per seat its
//!             commitment (32) and draw share (16)] | [reveals: count, then seat and secret (32)
//!             each] | [handovers: count, then seat and move (LEB128) each] | the game (the rest)
//! ```
//!
//! The setup and the game are the game's own share-link bytes ([`crate::glux::link`],
//! [`crate::glak::link`]): the setup with no moves (and seed 0, since the joint draw is not known
//! yet), the game with every move so far. Reading a message checks only its form; what it says is
//! checked by the session against the rules and the commitments.

use super::RemoteError;
use super::secret::{Digest, DrawShare, SECRET_BYTES, Secret};
use crate::core::link::{ByteReader, ByteWriter, FrameError, LinkPart};
use crate::core::seat::{Seat, SeatSet};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// The fragment key of a message: `#play=...`.
pub const FRAGMENT_KEY: &str = "play=";
/// The message format this build writes and reads.
pub const MESSAGE_VERSION: u8 = 1;
/// The longest message text accepted (a whole four-player game with its opening and reveals is
/// far shorter).
pub const MAX_MESSAGE_CHARS: usize = 4096;

const KIND_INVITATION: u8 = 1;
const KIND_REPLY: u8 = 2;
const KIND_TABLE: u8 = 3;

const FLAG_OPENING: u8 = 1;
const FLAG_REVEALS: u8 = 2;
const FLAG_HANDOVERS: u8 = 4;

/// A game between devices, named by 8 random bytes chosen by the creating device.
pub type GameId = [u8; 8];

/// A message from one device to another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// The creating device offers a seat.
    Invitation(Invitation),
    /// A device takes the seat it was offered.
    Reply(Reply),
    /// The game as the sending device has it.
    Table(Table),
}

/// The creating device offers a seat: the game, the table, and the commitments of its own seats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    /// The game's byte (as in share links).
    pub game: u8,
    /// The game's id.
    pub id: GameId,
    /// The seat offered.
    pub seat: Seat,
    /// Every seat played on a device of its own (the others are on the creating device).
    pub elsewhere: SeatSet,
    /// The commitments of the creating device's seats: seat, secret's commitment, draw share's.
    pub commitments: Vec<(Seat, Digest, Digest)>,
    /// The game's share-link bytes with no moves: its setup and the creating device's names.
    pub setup: Vec<u8>,
}

/// A device takes the seat it was offered: the player's name, the commitment to the seat's secret,
/// and its draw share.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The game's byte.
    pub game: u8,
    /// The game's id.
    pub id: GameId,
    /// The seat taken.
    pub seat: Seat,
    /// The player's name.
    pub name: String,
    /// The commitment to the seat's secret.
    pub commitment: Digest,
    /// The seat's draw share.
    pub share: DrawShare,
}

/// Everything published at the start: every seat's commitment and draw share.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// Each seat's commitment, in seat order.
    pub commitments: Vec<Digest>,
    /// Each seat's draw share, in seat order.
    pub shares: Vec<DrawShare>,
}

/// The game as the sending device has it, for the device of seat `to`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The game's byte.
    pub game: u8,
    /// The game's id.
    pub id: GameId,
    /// A seat played on the sending device.
    pub from: Seat,
    /// A seat played on the receiving device.
    pub to: Seat,
    /// The start digest ([`super::secret::start_digest`]).
    pub start: [u8; 8],
    /// The number of moves in `body`: the message's sequence number.
    pub moves: u32,
    /// The start, for a device that may not have it yet.
    pub opening: Option<Opening>,
    /// Secrets revealed once the game is over.
    pub reveals: Vec<(Seat, Secret)>,
    /// Departed seats handed to the creating device, and from which move.
    pub handovers: Vec<(Seat, u32)>,
    /// The game's share-link bytes with every move so far.
    pub body: Vec<u8>,
}

impl Message {
    /// The game's byte.
    #[must_use]
    pub fn game(&self) -> u8 {
        match self {
            Message::Invitation(m) => m.game,
            Message::Reply(m) => m.game,
            Message::Table(m) => m.game,
        }
    }

    /// The message's bytes.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = ByteWriter::default();
        out.byte(MESSAGE_VERSION);
        match self {
            Message::Invitation(m) => {
                head(&mut out, KIND_INVITATION, m.game, &m.id);
                out.byte(m.seat.0);
                out.byte(m.elsewhere.bits());
                out.byte(m.commitments.len() as u8);
                for (seat, commitment, draw) in &m.commitments {
                    out.byte(seat.0);
                    bytes(&mut out, commitment);
                    bytes(&mut out, draw);
                }
                bytes(&mut out, &m.setup);
            }
            Message::Reply(m) => {
                head(&mut out, KIND_REPLY, m.game, &m.id);
                out.byte(m.seat.0);
                out.name(&m.name);
                bytes(&mut out, &m.commitment);
                bytes(&mut out, &m.share);
            }
            Message::Table(m) => {
                head(&mut out, KIND_TABLE, m.game, &m.id);
                out.byte(m.from.0);
                out.byte(m.to.0);
                bytes(&mut out, &m.start);
                out.varint(u64::from(m.moves));
                let flags = if m.opening.is_some() { FLAG_OPENING } else { 0 }
                    | if m.reveals.is_empty() { 0 } else { FLAG_REVEALS }
                    | if m.handovers.is_empty() { 0 } else { FLAG_HANDOVERS };
                out.byte(flags);
                if let Some(opening) = &m.opening {
                    out.byte(opening.commitments.len() as u8);
                    for (commitment, share) in opening.commitments.iter().zip(&opening.shares) {
                        bytes(&mut out, commitment);
                        bytes(&mut out, share);
                    }
                }
                if !m.reveals.is_empty() {
                    out.byte(m.reveals.len() as u8);
                    for (seat, secret) in &m.reveals {
                        out.byte(seat.0);
                        bytes(&mut out, &secret.to_bytes());
                    }
                }
                if !m.handovers.is_empty() {
                    out.byte(m.handovers.len() as u8);
                    for (seat, from) in &m.handovers {
                        out.byte(seat.0);
                        out.varint(u64::from(*from));
                    }
                }
                bytes(&mut out, &m.body);
            }
        }
        out.into_bytes()
    }

    /// The message's link text (after `#play=`).
    #[must_use]
    pub fn to_text(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.to_bytes())
    }

    /// Reads a message's text: the part after `#play=`, or a whole link or fragment holding it.
    ///
    /// # Errors
    /// [`RemoteError::NotAMessage`] for text that holds no message, [`RemoteError::Damaged`] for one
    /// that cannot be read.
    pub fn from_text(text: &str) -> Result<Message, RemoteError> {
        let text = message_text(text).ok_or(RemoteError::NotAMessage)?;
        if text.is_empty() {
            return Err(RemoteError::Damaged(FrameError::Empty));
        }
        if text.len() > MAX_MESSAGE_CHARS {
            return Err(RemoteError::Damaged(FrameError::TooLong(text.len())));
        }
        if let Some(bad) = text
            .chars()
            .find(|c| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '_'))
        {
            return Err(RemoteError::Damaged(FrameError::BadCharacter(bad)));
        }
        let bytes = URL_SAFE_NO_PAD
            .decode(text)
            .map_err(|_| RemoteError::Damaged(FrameError::BadLength))?;
        Message::from_bytes(&bytes).map_err(RemoteError::Damaged)
    }

    /// Reads a message's bytes.
    ///
    /// # Errors
    /// A [`FrameError`] saying what cannot be read.
    pub fn from_bytes(bytes: &[u8]) -> Result<Message, FrameError> {
        let mut input = ByteReader::new(bytes);
        let version = input.byte(LinkPart::Version)?;
        if version != MESSAGE_VERSION {
            return Err(FrameError::Version(version));
        }
        let kind = input.byte(LinkPart::Options)?;
        let game = input.byte(LinkPart::Game)?;
        let id: GameId = array(&mut input, LinkPart::Setup)?;
        let message = match kind {
            KIND_INVITATION => {
                let seat = seat(&mut input)?;
                let elsewhere = SeatSet::from_bits(input.byte(LinkPart::Players)?);
                let count = input.byte(LinkPart::Players)?;
                let mut commitments = Vec::new();
                for _ in 0..count.min(4) {
                    commitments.push((
                        seat_of(&mut input)?,
                        array(&mut input, LinkPart::Setup)?,
                        array(&mut input, LinkPart::Setup)?,
                    ));
                }
                Message::Invitation(Invitation {
                    game,
                    id,
                    seat,
                    elsewhere,
                    commitments,
                    setup: input.rest().to_vec(),
                })
            }
            KIND_REPLY => {
                let seat = seat(&mut input)?;
                let name = input.name(seat.0)?;
                let commitment = array(&mut input, LinkPart::Setup)?;
                let share = array(&mut input, LinkPart::Setup)?;
                input.finish()?;
                Message::Reply(Reply {
                    game,
                    id,
                    seat,
                    name,
                    commitment,
                    share,
                })
            }
            KIND_TABLE => {
                let from = seat(&mut input)?;
                let to = seat(&mut input)?;
                let start = array(&mut input, LinkPart::Setup)?;
                let moves =
                    u32::try_from(input.varint(LinkPart::MoveCount)?).map_err(|_| FrameError::Number)?;
                let flags = input.byte(LinkPart::Options)?;
                if flags & !(FLAG_OPENING | FLAG_REVEALS | FLAG_HANDOVERS) != 0 {
                    return Err(FrameError::Flags(flags));
                }
                let opening = if flags & FLAG_OPENING != 0 {
                    let players = input.byte(LinkPart::Players)?.min(4);
                    let mut opening = Opening {
                        commitments: Vec::new(),
                        shares: Vec::new(),
                    };
                    for _ in 0..players {
                        opening.commitments.push(array(&mut input, LinkPart::Setup)?);
                        opening.shares.push(array(&mut input, LinkPart::Setup)?);
                    }
                    Some(opening)
                } else {
                    None
                };
                let mut reveals = Vec::new();
                if flags & FLAG_REVEALS != 0 {
                    for _ in 0..input.byte(LinkPart::Players)?.min(4) {
                        let seat = seat_of(&mut input)?;
                        reveals.push((seat, Secret::from_random(array(&mut input, LinkPart::Setup)?)));
                    }
                }
                let mut handovers = Vec::new();
                if flags & FLAG_HANDOVERS != 0 {
                    for _ in 0..input.byte(LinkPart::Players)?.min(4) {
                        let seat = seat_of(&mut input)?;
                        let from = u32::try_from(input.varint(LinkPart::MoveCount)?)
                            .map_err(|_| FrameError::Number)?;
                        handovers.push((seat, from));
                    }
                }
                Message::Table(Table {
                    game,
                    id,
                    from,
                    to,
                    start,
                    moves,
                    opening,
                    reveals,
                    handovers,
                    body: input.rest().to_vec(),
                })
            }
            _ => return Err(FrameError::Flags(kind)),
        };
        Ok(message)
    }
}

/// The message's text in a link, a fragment or alone: what follows `play=`, or the whole text if it
/// holds nothing but base64url. `None` for a text that is not a message (a share link, say).
#[must_use]
pub fn message_text(text: &str) -> Option<&str> {
    let text = text.trim();
    match text.rsplit_once(FRAGMENT_KEY) {
        Some((_, rest)) => Some(rest),
        None if !text.contains(['#', '/', '=']) => Some(text),
        None => None,
    }
}

fn head(out: &mut ByteWriter, kind: u8, game: u8, id: &GameId) {
    out.byte(kind);
    out.byte(game);
    bytes(out, id);
}

fn bytes(out: &mut ByteWriter, bytes: &[u8]) {
    for &b in bytes {
        out.byte(b);
    }
}

fn array<const N: usize>(input: &mut ByteReader<'_>, part: LinkPart) -> Result<[u8; N], FrameError> {
    let mut out = [0; N];
    out.copy_from_slice(input.take(N, part)?);
    Ok(out)
}

/// A seat number, 0 to 3.
fn seat(input: &mut ByteReader<'_>) -> Result<Seat, FrameError> {
    seat_of(input)
}

fn seat_of(input: &mut ByteReader<'_>) -> Result<Seat, FrameError> {
    let seat = input.byte(LinkPart::Players)?;
    if usize::from(seat) >= crate::core::seat::MAX_SEATS {
        return Err(FrameError::Number);
    }
    Ok(Seat(seat))
}

const _: () = assert!(2 * SECRET_BYTES == 32);

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> Table {
        Table {
            game: 1,
            id: [7; 8],
            from: Seat(1),
            to: Seat(0),
            start: [3; 8],
            moves: 12,
            opening: Some(Opening {
                commitments: vec![[1; 32], [2; 32]],
                shares: vec![[5; 16], [6; 16]],
            }),
            reveals: vec![(Seat(1), Secret::from_random([9; 32]))],
            handovers: vec![(Seat(1), 40)],
            body: vec![1, 2, 3, 250],
        }
    }

    #[test]
    fn every_message_reads_back_as_written() {
        let messages = [
            Message::Invitation(Invitation {
                game: 2,
                id: [1, 2, 3, 4, 5, 6, 7, 8],
                seat: Seat(2),
                elsewhere: SeatSet::from_bits(0b110),
                commitments: vec![(Seat(0), [4; 32], [5; 32])],
                setup: vec![2, 0, 0, 4, 65, 110, 110, 97],
            }),
            Message::Reply(Reply {
                game: 1,
                id: [9; 8],
                seat: Seat(3),
                name: "Dörte".to_string(),
                commitment: [8; 32],
                share: [1; 16],
            }),
            Message::Table(table()),
            Message::Table(Table {
                opening: None,
                reveals: Vec::new(),
                handovers: Vec::new(),
                ..table()
            }),
        ];
        for message in messages {
            let text = message.to_text();
            assert_eq!(Message::from_text(&text), Ok(message.clone()));
            let url = format!("https://example.org/glux/#{FRAGMENT_KEY}{text}");
            assert_eq!(Message::from_text(&url), Ok(message));
        }
    }

    #[test]
    fn a_share_link_or_damage_is_told_apart() {
        assert_eq!(
            Message::from_text("https://x.org/#game=AQID"),
            Err(RemoteError::NotAMessage)
        );
        assert!(matches!(
            Message::from_text("#play=a b"),
            Err(RemoteError::Damaged(FrameError::BadCharacter(' ')))
        ));
        let text = Message::Table(table()).to_text();
        for cut in [1, 5, 20, 60] {
            assert!(
                matches!(Message::from_text(&text[..cut]), Err(RemoteError::Damaged(_))),
                "cut at {cut}"
            );
        }
    }
}
