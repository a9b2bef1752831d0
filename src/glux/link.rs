//! Share links: a whole game in a URL fragment, without a server.
//!
//! The seed fixes every chip drawn, so an action needs only what a player chooses: a start face is
//! one bit (low or high face of the chip drawn), a placement nine bits (the square's index, or 255
//! for the start option, and the face). The bytes are:
//!
//! ```text
//! version (1) | players | flags | seed (LEB128) | [board] | [starts] | names (length + UTF-8 each)
//! | action count (LEB128) | action bits, packed, least significant bit first
//! ```
//!
//! written in base64url without padding. A full four-player game is about 190 characters.

use super::board::{Board, Coord, Square};
use super::chip::Pips;
use super::game::{Action, Game, PlayError};
use super::notation::{action_phrase, seat_name};
use super::record::{GameRecord, MAX_ACTIONS, RECORD_VERSION, RecordedAction};
use super::rules::Phase;
use super::setup::{GameSetup, SetupError};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use thiserror::Error;

/// The link format this build writes.
pub const LINK_VERSION: u8 = 1;
/// The longest link text accepted.
pub const MAX_LINK_CHARS: usize = 2048;
/// The longest name a link carries, in bytes.
pub const MAX_LINK_NAME: usize = 48;
/// The fragment key: `#game=...`.
pub const FRAGMENT_KEY: &str = "game=";

const START_OPTION_CODE: u8 = 255;
const FLAG_BOARD: u8 = 1;
const FLAG_STARTS: u8 = 2;

/// Why a share link cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LinkError {
    /// Nothing after `#game=`.
    #[error("the link holds no game")]
    Empty,
    /// Longer than any game needs.
    #[error("the link is {0} characters long, far more than any game needs")]
    TooLong(usize),
    /// Not base64url.
    #[error("the link is damaged: `{0}` cannot appear in it")]
    BadCharacter(char),
    /// Not base64url (a wrong length).
    #[error("the link is damaged (its length is impossible); was it cut off when copied?")]
    BadLength,
    /// Made by a newer app.
    #[error(
        "the link was made by a newer version of the app (format {0}); this one reads format {LINK_VERSION}"
    )]
    Version(u8),
    /// Ends too soon.
    #[error("the link is cut short: {0} is missing")]
    CutShort(&'static str),
    /// Unknown flag bits.
    #[error("the link is damaged: unknown options {0:#04x}")]
    Flags(u8),
    /// A name that is not text.
    #[error("the link is damaged: the name of seat {0} is not text")]
    Name(u8),
    /// Bytes after the game.
    #[error("the link is damaged: {0} bytes follow the game")]
    Trailing(usize),
    /// A number too large.
    #[error("the link is damaged: a number in it is too large")]
    Number,
    /// The setup is invalid.
    #[error("setup: {0}")]
    Setup(#[from] SetupError),
    /// More actions than a game has.
    #[error("the link holds {0} moves; a game has at most {MAX_ACTIONS}")]
    TooManyActions(u64),
    /// A move breaks the rules.
    #[error("move {number}: {who} cannot {}: {error}", action_phrase(*action))]
    Illegal {
        /// 1-based.
        number: usize,
        /// The player's name (or `Seat N`).
        who: String,
        /// What the move tried (written e.g. `place a 5 on E5`).
        action: RecordedAction,
        /// What is wrong.
        error: PlayError,
    },
    /// A square off the board.
    #[error("move {number}: square number {index} is not on the board")]
    OffBoard {
        /// 1-based.
        number: usize,
        /// The index read.
        index: u8,
    },
    /// Moves after the end.
    #[error("move {0}: the game was already over")]
    AfterEnd(usize),
}

/// Bits written least significant first.
#[derive(Default)]
struct BitWriter {
    bytes: Vec<u8>,
    used: u8,
}

impl BitWriter {
    fn push(&mut self, value: u32, bits: u8) {
        for i in 0..bits {
            if self.used == 0 {
                self.bytes.push(0);
            }
            if value >> i & 1 == 1 {
                *self.bytes.last_mut().expect("pushed") |= 1 << self.used;
            }
            self.used = (self.used + 1) % 8;
        }
    }
}

struct BitReader<'a> {
    bytes: &'a [u8],
    bit: usize,
}

impl BitReader<'_> {
    fn read(&mut self, bits: u8) -> Option<u32> {
        let mut value = 0;
        for i in 0..bits {
            let byte = *self.bytes.get(self.bit / 8)?;
            value |= u32::from(byte >> (self.bit % 8) & 1) << i;
            self.bit += 1;
        }
        Some(value)
    }
}

fn push_varint(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let byte = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

fn read_varint(bytes: &[u8], at: &mut usize, what: &'static str) -> Result<u64, LinkError> {
    let mut n = 0u64;
    for shift in (0..64).step_by(7) {
        let byte = *bytes.get(*at).ok_or(LinkError::CutShort(what))?;
        *at += 1;
        n |= u64::from(byte & 0x7f)
            .checked_shl(shift)
            .ok_or(LinkError::Number)?;
        if shift == 63 && byte > 1 {
            return Err(LinkError::Number);
        }
        if byte & 0x80 == 0 {
            return Ok(n);
        }
    }
    Err(LinkError::Number)
}

fn take<'a>(bytes: &'a [u8], at: &mut usize, n: usize, what: &'static str) -> Result<&'a [u8], LinkError> {
    let slice = bytes.get(*at..*at + n).ok_or(LinkError::CutShort(what))?;
    *at += n;
    Ok(slice)
}

/// The link text (after `#game=`) for a game record.
///
/// # Errors
/// A record that is not a legal game (it is replayed to find each chip drawn).
pub fn encode(record: &GameRecord) -> Result<String, LinkError> {
    let setup = &record.setup;
    let mut game = Game::try_from(setup)?;
    let board = game.board_state().board();
    let mut bytes = vec![LINK_VERSION, setup.players];
    let default_board = Board::for_players(setup.players).map(Board::name);
    let custom_board = setup.board.as_deref().filter(|&b| Some(b) != default_board);
    let flags = if custom_board.is_some() { FLAG_BOARD } else { 0 }
        | if setup.starts.is_some() { FLAG_STARTS } else { 0 };
    bytes.push(flags);
    push_varint(&mut bytes, setup.seed);
    if custom_board.is_some() {
        bytes.push(u8::from(board.name() == Board::three_four_player().name()));
    }
    if let Some(starts) = &setup.starts {
        for c in starts {
            bytes.extend([c.col, c.row]);
        }
    }
    for i in 0..setup.players as usize {
        let name = record.names.get(i).map_or("", String::as_str);
        let mut end = name.len().min(MAX_LINK_NAME);
        while !name.is_char_boundary(end) {
            end -= 1;
        }
        bytes.push(end as u8);
        bytes.extend_from_slice(&name.as_bytes()[..end]);
    }
    push_varint(&mut bytes, record.actions.len() as u64);
    let mut bits = BitWriter::default();
    for (i, recorded) in record.actions.iter().enumerate() {
        let number = i + 1;
        let seat = game.to_act().ok_or(LinkError::AfterEnd(number))?;
        let chip = game.hand(seat).expect("the seat to act holds a chip");
        let high = |pips: Pips| u32::from(chip.faces()[1] == pips);
        let action = match *recorded {
            RecordedAction::StartFace { pips } => {
                bits.push(high(pips), 1);
                Action::StartFace(pips)
            }
            RecordedAction::StartOption { pips } => {
                bits.push(u32::from(START_OPTION_CODE), 8);
                bits.push(high(pips), 1);
                Action::StartOption(pips)
            }
            RecordedAction::Place { to, pips } => {
                let sq = board.square(to).ok_or(LinkError::OffBoard { number, index: 0 })?;
                bits.push(u32::from(sq.0), 8);
                bits.push(high(pips), 1);
                Action::Place { to: sq, pips }
            }
        };
        game.play(action).map_err(|error| LinkError::Illegal {
            number,
            who: seat_name(&record.names, seat),
            action: *recorded,
            error,
        })?;
    }
    bytes.extend(bits.bytes);
    Ok(URL_SAFE_NO_PAD.encode(bytes))
}

/// The game record in a link's text (after `#game=`; a whole URL or fragment is accepted too).
///
/// # Errors
/// A [`LinkError`] saying what is wrong, and at which move for an illegal one.
pub fn decode(text: &str) -> Result<GameRecord, LinkError> {
    let text = text.trim();
    let text = text.rsplit_once(FRAGMENT_KEY).map_or(text, |(_, rest)| rest);
    if text.is_empty() {
        return Err(LinkError::Empty);
    }
    if text.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong(text.len()));
    }
    if let Some(bad) = text
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '_'))
    {
        return Err(LinkError::BadCharacter(bad));
    }
    let bytes = URL_SAFE_NO_PAD.decode(text).map_err(|_| LinkError::BadLength)?;
    let mut at = 0;
    let version = *bytes.first().ok_or(LinkError::CutShort("the format version"))?;
    at += 1;
    if version != LINK_VERSION {
        return Err(LinkError::Version(version));
    }
    let players = take(&bytes, &mut at, 1, "the number of players")?[0];
    let flags = take(&bytes, &mut at, 1, "the options")?[0];
    if flags & !(FLAG_BOARD | FLAG_STARTS) != 0 {
        return Err(LinkError::Flags(flags));
    }
    let seed = read_varint(&bytes, &mut at, "the seed")?;
    let board = if flags & FLAG_BOARD != 0 {
        let which = take(&bytes, &mut at, 1, "the board")?[0];
        Some(
            if which == 1 {
                Board::three_four_player()
            } else {
                Board::two_player()
            }
            .name()
            .to_string(),
        )
    } else {
        None
    };
    if !(2..=4).contains(&players) {
        return Err(SetupError::PlayerCount(players).into());
    }
    let starts = if flags & FLAG_STARTS != 0 {
        let raw = take(&bytes, &mut at, 2 * players as usize, "the start squares")?;
        Some(raw.chunks(2).map(|c| Coord::new(c[0], c[1])).collect())
    } else {
        None
    };
    let mut names = Vec::new();
    for seat in 0..players {
        let len = take(&bytes, &mut at, 1, "a name")?[0] as usize;
        let raw = take(&bytes, &mut at, len, "a name")?;
        names.push(String::from_utf8(raw.to_vec()).map_err(|_| LinkError::Name(seat + 1))?);
    }
    let count = read_varint(&bytes, &mut at, "the number of moves")?;
    if count > MAX_ACTIONS as u64 {
        return Err(LinkError::TooManyActions(count));
    }
    let setup = GameSetup {
        players,
        seed,
        board,
        starts,
    };
    let mut game = Game::try_from(&setup)?;
    let grid = game.board_state().board();
    let mut reader = BitReader {
        bytes: &bytes[at..],
        bit: 0,
    };
    let mut actions = Vec::with_capacity(count as usize);
    for number in 1..=count as usize {
        let seat = game.to_act().ok_or(LinkError::AfterEnd(number))?;
        let chip = game.hand(seat).expect("the seat to act holds a chip");
        let (action, recorded) = if matches!(game.phase(), Phase::StartFace(_)) {
            let pips = chip.faces()[reader.read(1).ok_or(LinkError::CutShort("a move"))? as usize];
            (Action::StartFace(pips), RecordedAction::StartFace { pips })
        } else {
            let code = reader.read(8).ok_or(LinkError::CutShort("a move"))? as u8;
            let pips = chip.faces()[reader.read(1).ok_or(LinkError::CutShort("a move"))? as usize];
            if code == START_OPTION_CODE {
                (Action::StartOption(pips), RecordedAction::StartOption { pips })
            } else {
                let sq = Square(code);
                if !grid.contains(sq) {
                    return Err(LinkError::OffBoard { number, index: code });
                }
                (
                    Action::Place { to: sq, pips },
                    RecordedAction::Place {
                        to: grid.coord(sq),
                        pips,
                    },
                )
            }
        };
        game.play(action).map_err(|error| LinkError::Illegal {
            number,
            who: seat_name(&names, seat),
            action: recorded,
            error,
        })?;
        actions.push(recorded);
    }
    let used = reader.bit.div_ceil(8);
    if at + used < bytes.len() {
        return Err(LinkError::Trailing(bytes.len() - at - used));
    }
    Ok(GameRecord {
        version: RECORD_VERSION,
        setup,
        names,
        actions,
    })
}
