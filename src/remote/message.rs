//! The messages between devices and their bytes. A message travels as a link, `#play=` followed by
//! base64url (no padding) of:
//!
//! ```text
//! version (2) | kind (1) | game (1, the game's byte in share links) | game id (8) | the kind's own bytes
//! invitation: seat offered | seats elsewhere (bit mask) | count, then per seat of the creating device:
//!             seat, key (32), commitment (32), draw commitment (32) | setup (the rest)
//! reply:      seat | name | key (32) | commitment (32) | draw commitment (32)
//! start:      to (a seat of the receiver) | players, then per seat: name, key (32), commitment (32),
//!             draw commitment (32) | count, then per seat of the creating device: seat, draw share (16)
//! reveal:     seat | draw share (16) | the seat's signature (64)
//! update:     from (a seat of the sender) | to (a seat of the receiver) | start digest (16)
//!             | moves (LEB128, the sequence number) | flags | [opening: players, then each seat's draw
//!             share (16)] | [reveals: count, then seat and secret (32) each] | [handovers: count, then
//!             seat, move (LEB128, times two, plus one for a rescission) and the creating seat's
//!             signature (64) each] | signatures: count,
//!             then per seat: seat, moves covered (LEB128, times two, plus one if it signs the seat's
//!             revealed secret too), signature (64) | the game (the rest)
//! ```
//!
//! The setup and the game are the game's own share-link bytes ([`crate::glux::link`],
//! [`crate::glak::link`]): the setup with no moves (and seed 0, since the joint draw is not known
//! yet), the game with every move so far. Reading a message checks only its form; what it says is
//! checked by the session against the rules, the commitments and the signatures.

use super::RemoteError;
use super::secret::{Digest, DrawShare, PublicKey, SECRET_BYTES, START_BYTES, Secret, Signature};
use crate::core::link::{ByteReader, ByteWriter, FrameError, LinkPart};
use crate::core::seat::{MAX_SEATS, Seat, SeatSet};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// The fragment key of a message: `#play=...`.
pub const FRAGMENT_KEY: &str = "play=";
/// The message format this build writes and reads.
pub const MESSAGE_VERSION: u8 = 2;
/// The longest message text accepted (a whole four-player game with its opening, reveals and
/// signatures is far shorter).
pub const MAX_MESSAGE_CHARS: usize = 4096;

const KIND_INVITATION: u8 = 1;
const KIND_REPLY: u8 = 2;
const KIND_UPDATE: u8 = 3;
const KIND_START: u8 = 4;
const KIND_REVEAL: u8 = 5;

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
    /// The creating device tells a joined device the whole table, and shows its draw shares.
    Start(Start),
    /// A joined device shows its draw share.
    Reveal(Reveal),
    /// The game as the sending device has it.
    Update(Update),
}

/// What a seat publishes when it sits down: its public key and its commitments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Commitments {
    /// The seat's public key: it signs the seat's moves.
    pub key: PublicKey,
    /// The commitment to the seat's secret (its bag).
    pub secret: Digest,
    /// The commitment to the seat's draw share.
    pub draw: Digest,
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
    /// The commitments of the creating device's seats.
    pub commitments: Vec<(Seat, Commitments)>,
    /// The game's share-link bytes with no moves: its setup and the creating device's names.
    pub setup: Vec<u8>,
}

/// A device takes the seat it was offered: the player's name and the seat's commitments.
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
    /// The seat's key and commitments.
    pub commitments: Commitments,
}

/// Once every seat has joined, the creating device tells each joined device the whole table and
/// shows its own draw shares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Start {
    /// The game's byte.
    pub game: u8,
    /// The game's id.
    pub id: GameId,
    /// A seat played on the receiving device.
    pub to: Seat,
    /// Every seat's name and commitments, in seat order.
    pub seats: Vec<(String, Commitments)>,
    /// The creating device's draw shares.
    pub shares: Vec<(Seat, DrawShare)>,
}

/// A joined device shows its draw share, once it has seen the whole table, signed by its seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reveal {
    /// The game's byte.
    pub game: u8,
    /// The game's id.
    pub id: GameId,
    /// The seat.
    pub seat: Seat,
    /// Its draw share.
    pub share: DrawShare,
    /// The seat's signature ([`super::secret::share_statement`]).
    pub signature: Signature,
}

/// Every seat's draw share: the start of the play, for a device that may not have them yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// Each seat's draw share, in seat order.
    pub shares: Vec<DrawShare>,
}

/// A handover of a departed seat to the creating device, or its rescission, signed by the creating
/// seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Handover {
    /// The seat handed over.
    pub seat: Seat,
    /// The moves played before.
    pub from: u32,
    /// Whether the creating seat took it back (the seat's own move had been made).
    pub rescinded: bool,
    /// The creating seat's signature ([`super::secret::handover_statement`],
    /// [`super::secret::rescind_statement`]).
    pub signature: Signature,
}

/// A seat's signature of the game up to its latest move ([`super::secret::moves_statement`]), and
/// once the game is over of the secret it reveals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Signed {
    /// The seat that signed.
    pub seat: Seat,
    /// The moves it covers (the seat's latest move is the last of them).
    pub moves: u32,
    /// Whether it covers the seat's revealed secret too.
    pub revealed: bool,
    /// The signature.
    pub signature: Signature,
}

/// The game as the sending device has it, for the device of seat `to`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Update {
    /// The game's byte.
    pub game: u8,
    /// The game's id.
    pub id: GameId,
    /// A seat played on the sending device.
    pub from: Seat,
    /// A seat played on the receiving device.
    pub to: Seat,
    /// The start digest's first bytes ([`super::secret::start_digest`]).
    pub start: [u8; START_BYTES],
    /// The number of moves in `body`: the message's sequence number.
    pub moves: u32,
    /// Every draw share, for a device that may not have them yet.
    pub opening: Option<Opening>,
    /// Secrets revealed once the game is over.
    pub reveals: Vec<(Seat, Secret)>,
    /// Departed seats handed to the creating device.
    pub handovers: Vec<Handover>,
    /// The latest signature of every seat that has moved.
    pub signatures: Vec<Signed>,
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
            Message::Start(m) => m.game,
            Message::Reveal(m) => m.game,
            Message::Update(m) => m.game,
        }
    }

    /// The game's id.
    #[must_use]
    pub fn id(&self) -> GameId {
        match self {
            Message::Invitation(m) => m.id,
            Message::Reply(m) => m.id,
            Message::Start(m) => m.id,
            Message::Reveal(m) => m.id,
            Message::Update(m) => m.id,
        }
    }

    /// The seat whose device the message is for (`None`: an invitation, for whoever opens it).
    #[must_use]
    pub fn to(&self) -> Option<Seat> {
        match self {
            Message::Invitation(_) => None,
            Message::Reply(_) | Message::Reveal(_) => Some(Seat(0)),
            Message::Start(m) => Some(m.to),
            Message::Update(m) => Some(m.to),
        }
    }

    /// The message's bytes.
    #[must_use]
    // Long: the wire format written field by field, one arm per message, in the order of the format
    // at the top of this file.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = ByteWriter::default();
        out.byte(MESSAGE_VERSION);
        match self {
            Message::Invitation(m) => {
                head(&mut out, KIND_INVITATION, m.game, &m.id);
                out.byte(m.seat.0);
                out.byte(m.elsewhere.bits());
                out.byte(m.commitments.len() as u8);
                for (seat, commitments) in &m.commitments {
                    out.byte(seat.0);
                    write_commitments(&mut out, commitments);
                }
                bytes(&mut out, &m.setup);
            }
            Message::Reply(m) => {
                head(&mut out, KIND_REPLY, m.game, &m.id);
                out.byte(m.seat.0);
                out.name(&m.name);
                write_commitments(&mut out, &m.commitments);
            }
            Message::Start(m) => {
                head(&mut out, KIND_START, m.game, &m.id);
                out.byte(m.to.0);
                out.byte(m.seats.len() as u8);
                for (name, commitments) in &m.seats {
                    out.name(name);
                    write_commitments(&mut out, commitments);
                }
                out.byte(m.shares.len() as u8);
                for (seat, share) in &m.shares {
                    out.byte(seat.0);
                    bytes(&mut out, share);
                }
            }
            Message::Reveal(m) => {
                head(&mut out, KIND_REVEAL, m.game, &m.id);
                out.byte(m.seat.0);
                bytes(&mut out, &m.share);
                bytes(&mut out, &m.signature);
            }
            Message::Update(m) => {
                head(&mut out, KIND_UPDATE, m.game, &m.id);
                out.byte(m.from.0);
                out.byte(m.to.0);
                bytes(&mut out, &m.start);
                out.varint(u64::from(m.moves));
                let flags = if m.opening.is_some() { FLAG_OPENING } else { 0 }
                    | if m.reveals.is_empty() { 0 } else { FLAG_REVEALS }
                    | if m.handovers.is_empty() { 0 } else { FLAG_HANDOVERS };
                out.byte(flags);
                if let Some(opening) = &m.opening {
                    out.byte(opening.shares.len() as u8);
                    for share in &opening.shares {
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
                    for handover in &m.handovers {
                        out.byte(handover.seat.0);
                        flagged(&mut out, handover.from, handover.rescinded);
                        bytes(&mut out, &handover.signature);
                    }
                }
                out.byte(m.signatures.len() as u8);
                for signed in &m.signatures {
                    out.byte(signed.seat.0);
                    flagged(&mut out, signed.moves, signed.revealed);
                    bytes(&mut out, &signed.signature);
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
    /// [`RemoteError::NotAMessage`] for text that holds no message, [`RemoteError::OldVersion`] for
    /// a message of the first format (before signatures), [`RemoteError::Damaged`] for one that
    /// cannot be read.
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
        Message::from_bytes(&bytes).map_err(|e| match e {
            FrameError::Version(1) => RemoteError::OldVersion,
            e => RemoteError::Damaged(e),
        })
    }

    /// Reads a message's bytes.
    ///
    /// # Errors
    /// A [`FrameError`] saying what cannot be read.
    // Long: the wire format read field by field, one arm per message, in the order `to_bytes`
    // writes it, each field checked where it is read.
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
                let offered = seat(&mut input)?;
                let elsewhere = SeatSet::from_bits(input.byte(LinkPart::Players)?);
                let count = count(&mut input)?;
                let mut commitments = Vec::new();
                for _ in 0..count {
                    commitments.push((seat(&mut input)?, read_commitments(&mut input)?));
                }
                Message::Invitation(Invitation {
                    game,
                    id,
                    seat: offered,
                    elsewhere,
                    commitments,
                    setup: input.rest().to_vec(),
                })
            }
            KIND_REPLY => {
                let seat = seat(&mut input)?;
                let name = input.name(seat.0)?;
                let commitments = read_commitments(&mut input)?;
                input.finish()?;
                Message::Reply(Reply {
                    game,
                    id,
                    seat,
                    name,
                    commitments,
                })
            }
            KIND_START => {
                let to = seat(&mut input)?;
                let mut seats = Vec::new();
                for i in 0..count(&mut input)? {
                    seats.push((input.name(i)?, read_commitments(&mut input)?));
                }
                let mut shares = Vec::new();
                for _ in 0..count(&mut input)? {
                    shares.push((seat(&mut input)?, array(&mut input, LinkPart::Setup)?));
                }
                input.finish()?;
                Message::Start(Start {
                    game,
                    id,
                    to,
                    seats,
                    shares,
                })
            }
            KIND_REVEAL => {
                let seat = seat(&mut input)?;
                let share = array(&mut input, LinkPart::Setup)?;
                let signature = array(&mut input, LinkPart::Setup)?;
                input.finish()?;
                Message::Reveal(Reveal {
                    game,
                    id,
                    seat,
                    share,
                    signature,
                })
            }
            KIND_UPDATE => {
                let from = seat(&mut input)?;
                let to = seat(&mut input)?;
                let start = array(&mut input, LinkPart::Setup)?;
                let moves = number(&mut input)?;
                let flags = input.byte(LinkPart::Options)?;
                if flags & !(FLAG_OPENING | FLAG_REVEALS | FLAG_HANDOVERS) != 0 {
                    return Err(FrameError::Flags(flags));
                }
                let opening = if flags & FLAG_OPENING != 0 {
                    let mut shares = Vec::new();
                    for _ in 0..count(&mut input)? {
                        shares.push(array(&mut input, LinkPart::Setup)?);
                    }
                    Some(Opening { shares })
                } else {
                    None
                };
                let mut reveals = Vec::new();
                if flags & FLAG_REVEALS != 0 {
                    for _ in 0..count(&mut input)? {
                        let seat = seat(&mut input)?;
                        reveals.push((seat, Secret::from_random(array(&mut input, LinkPart::Setup)?)));
                    }
                }
                let mut handovers = Vec::new();
                if flags & FLAG_HANDOVERS != 0 {
                    for _ in 0..count(&mut input)? {
                        let seat = seat(&mut input)?;
                        let (from, rescinded) = read_flagged(&mut input)?;
                        handovers.push(Handover {
                            seat,
                            from,
                            rescinded,
                            signature: array(&mut input, LinkPart::Setup)?,
                        });
                    }
                }
                let mut signatures = Vec::new();
                for _ in 0..count(&mut input)? {
                    let seat = seat(&mut input)?;
                    let (moves, revealed) = read_flagged(&mut input)?;
                    signatures.push(Signed {
                        seat,
                        moves,
                        revealed,
                        signature: array(&mut input, LinkPart::Setup)?,
                    });
                }
                Message::Update(Update {
                    game,
                    id,
                    from,
                    to,
                    start,
                    moves,
                    opening,
                    reveals,
                    handovers,
                    signatures,
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

fn write_commitments(out: &mut ByteWriter, commitments: &Commitments) {
    bytes(out, &commitments.key);
    bytes(out, &commitments.secret);
    bytes(out, &commitments.draw);
}

fn read_commitments(input: &mut ByteReader<'_>) -> Result<Commitments, FrameError> {
    Ok(Commitments {
        key: array(input, LinkPart::Setup)?,
        secret: array(input, LinkPart::Setup)?,
        draw: array(input, LinkPart::Setup)?,
    })
}

fn array<const N: usize>(input: &mut ByteReader<'_>, part: LinkPart) -> Result<[u8; N], FrameError> {
    let mut out = [0; N];
    out.copy_from_slice(input.take(N, part)?);
    Ok(out)
}

/// A count of seats: at most four.
fn count(input: &mut ByteReader<'_>) -> Result<u8, FrameError> {
    let count = input.byte(LinkPart::Players)?;
    if usize::from(count) > MAX_SEATS {
        return Err(FrameError::Number);
    }
    Ok(count)
}

/// A move count and a flag in one LEB128 number: the count times two, plus one for the flag.
fn flagged(out: &mut ByteWriter, moves: u32, flag: bool) {
    out.varint(u64::from(moves) << 1 | u64::from(flag));
}

fn read_flagged(input: &mut ByteReader<'_>) -> Result<(u32, bool), FrameError> {
    let n = input.varint(LinkPart::MoveCount)?;
    Ok((u32::try_from(n >> 1).map_err(|_| FrameError::Number)?, n & 1 == 1))
}

fn number(input: &mut ByteReader<'_>) -> Result<u32, FrameError> {
    u32::try_from(input.varint(LinkPart::MoveCount)?).map_err(|_| FrameError::Number)
}

/// A seat number, 0 to 3.
fn seat(input: &mut ByteReader<'_>) -> Result<Seat, FrameError> {
    let seat = input.byte(LinkPart::Players)?;
    if usize::from(seat) >= MAX_SEATS {
        return Err(FrameError::Number);
    }
    Ok(Seat(seat))
}

const _: () = assert!(2 * SECRET_BYTES == 32);

#[cfg(test)]
mod tests {
    use super::*;

    fn commitments(n: u8) -> Commitments {
        Commitments {
            key: [n; 32],
            secret: [n + 1; 32],
            draw: [n + 2; 32],
        }
    }

    fn update() -> Update {
        Update {
            game: 1,
            id: [7; 8],
            from: Seat(1),
            to: Seat(0),
            start: [3; 16],
            moves: 12,
            opening: Some(Opening {
                shares: vec![[5; 16], [6; 16]],
            }),
            reveals: vec![(Seat(1), Secret::from_random([9; 32]))],
            handovers: vec![
                Handover {
                    seat: Seat(1),
                    from: 40,
                    rescinded: false,
                    signature: [4; 64],
                },
                Handover {
                    seat: Seat(2),
                    from: 3,
                    rescinded: true,
                    signature: [5; 64],
                },
            ],
            signatures: vec![
                Signed {
                    seat: Seat(1),
                    moves: 12,
                    revealed: true,
                    signature: [8; 64],
                },
                Signed {
                    seat: Seat(0),
                    moves: 300,
                    revealed: false,
                    signature: [9; 64],
                },
            ],
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
                commitments: vec![(Seat(0), commitments(4))],
                setup: vec![2, 0, 0, 4, 65, 110, 110, 97],
            }),
            Message::Reply(Reply {
                game: 1,
                id: [9; 8],
                seat: Seat(3),
                name: "Dörte".to_string(),
                commitments: commitments(8),
            }),
            Message::Start(Start {
                game: 1,
                id: [9; 8],
                to: Seat(1),
                seats: vec![
                    ("Anna".to_string(), commitments(1)),
                    ("Ben".to_string(), commitments(2)),
                ],
                shares: vec![(Seat(0), [7; 16])],
            }),
            Message::Reveal(Reveal {
                game: 1,
                id: [9; 8],
                seat: Seat(1),
                share: [3; 16],
                signature: [6; 64],
            }),
            Message::Update(update()),
            Message::Update(Update {
                opening: None,
                reveals: Vec::new(),
                handovers: Vec::new(),
                signatures: Vec::new(),
                ..update()
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
    fn a_share_link_damage_or_an_old_message_is_told_apart() {
        assert_eq!(
            Message::from_text("https://x.org/#game=AQID"),
            Err(RemoteError::NotAMessage)
        );
        assert!(matches!(
            Message::from_text("#play=a b"),
            Err(RemoteError::Damaged(FrameError::BadCharacter(' ')))
        ));
        let text = Message::Update(update()).to_text();
        for cut in [1, 5, 20, 60, 120] {
            assert!(
                matches!(Message::from_text(&text[..cut]), Err(RemoteError::Damaged(_))),
                "cut at {cut}"
            );
        }
        // A message of the first format (before signatures): version byte 1.
        let mut old = Message::Update(update()).to_bytes();
        old[0] = 1;
        assert_eq!(
            Message::from_text(&URL_SAFE_NO_PAD.encode(old)),
            Err(RemoteError::OldVersion)
        );
    }

    #[test]
    fn more_than_four_seats_in_a_list_is_damage() {
        let mut bytes = Message::Update(update()).to_bytes();
        // The opening's count (after version, kind, game, id, from, to, start, moves, flags).
        let at = 1 + 1 + 1 + 8 + 1 + 1 + 16 + 1 + 1;
        assert_eq!(bytes[at], 2);
        bytes[at] = 5;
        assert_eq!(Message::from_bytes(&bytes), Err(FrameError::Number));
    }
}
