//! Share links: a whole game in a URL fragment, without a server. This module frames a game's bytes
//! (which each game writes itself) and reads them back; it knows no game.
//!
//! A link is `#game=` followed by base64url without padding of:
//!
//! ```text
//! format version (1 byte) | game (1 byte, from format 2 on) | the game's own bytes
//! ```
//!
//! Format 1 links were written before a second game existed: they carry no game byte, and only
//! Glüx reads them (see `glux::link`).

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use thiserror::Error;

/// The link format this build writes.
pub const LINK_VERSION: u8 = 2;
/// The first link format, from before links named their game.
pub const LEGACY_LINK_VERSION: u8 = 1;
/// The longest link text accepted.
pub const MAX_LINK_CHARS: usize = 2048;
/// The longest name a link carries, in bytes.
pub const MAX_LINK_NAME: usize = 48;
/// The fragment key: `#game=...`.
pub const FRAGMENT_KEY: &str = "game=";

/// The part of a link that was missing when it ended too soon.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkPart {
    /// The format version.
    Version,
    /// Which game it holds.
    Game,
    /// The number of players.
    Players,
    /// The option bits.
    Options,
    /// The seed.
    Seed,
    /// The game's setup (its board, start squares or deal).
    Setup,
    /// A player's name.
    Name,
    /// The number of moves.
    MoveCount,
    /// A move.
    Move,
}

impl LinkPart {
    /// The part in English (the command line's words; the app has its own tables).
    #[must_use]
    pub fn english(self) -> &'static str {
        match self {
            LinkPart::Version => "the format version",
            LinkPart::Game => "which game it holds",
            LinkPart::Players => "the number of players",
            LinkPart::Options => "the options",
            LinkPart::Seed => "the seed",
            LinkPart::Setup => "the board or the start squares",
            LinkPart::Name => "a name",
            LinkPart::MoveCount => "the number of moves",
            LinkPart::Move => "a move",
        }
    }
}

/// Why a link's bytes cannot be read (before any rule is asked).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FrameError {
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
    /// The link holds another game than the one asked for (the game's byte).
    #[error("the link holds a game this app does not know")]
    OtherGame(u8),
    /// Ends too soon.
    #[error("the link is cut short: {} is missing", .0.english())]
    CutShort(LinkPart),
    /// Unknown option bits.
    #[error("the link is damaged: unknown options {0:#04x}")]
    Flags(u8),
    /// A name that is not text, or longer than any link carries (seat number, 1-based).
    #[error("the link is damaged: the name of seat {0} is not text, or longer than a link carries")]
    Name(u8),
    /// Bytes after the game.
    #[error("the link is damaged: {0} bytes follow the game")]
    Trailing(usize),
    /// A number too large.
    #[error("the link is damaged: a number in it is too large")]
    Number,
}

/// A link's bytes, unwrapped: its format, its game (none in format 1) and the game's own bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The format version.
    pub version: u8,
    /// The game's byte (`None` in a format-1 link).
    pub game: Option<u8>,
    /// The game's own bytes.
    pub body: Vec<u8>,
}

/// The link text (after `#game=`) for a game's bytes.
#[must_use]
pub fn frame(game: u8, body: &[u8]) -> String {
    let mut bytes = Vec::with_capacity(body.len() + 2);
    bytes.extend([LINK_VERSION, game]);
    bytes.extend_from_slice(body);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// The text of a link, with `#game=` or a whole URL before it removed.
#[must_use]
pub fn link_text(text: &str) -> &str {
    let text = text.trim();
    text.rsplit_once(FRAGMENT_KEY).map_or(text, |(_, rest)| rest)
}

/// Reads a link's text (after `#game=`; a whole URL or fragment is accepted too).
///
/// # Errors
/// A [`FrameError`] when it is empty, too long, not base64url, or of an unknown format.
pub fn unframe(text: &str) -> Result<Frame, FrameError> {
    let text = link_text(text);
    if text.is_empty() {
        return Err(FrameError::Empty);
    }
    if text.len() > MAX_LINK_CHARS {
        return Err(FrameError::TooLong(text.len()));
    }
    if let Some(bad) = text
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '_'))
    {
        return Err(FrameError::BadCharacter(bad));
    }
    let bytes = URL_SAFE_NO_PAD.decode(text).map_err(|_| FrameError::BadLength)?;
    let mut reader = ByteReader::new(&bytes);
    let version = reader.byte(LinkPart::Version)?;
    let game = match version {
        LEGACY_LINK_VERSION => None,
        LINK_VERSION => Some(reader.byte(LinkPart::Game)?),
        other => return Err(FrameError::Version(other)),
    };
    Ok(Frame {
        version,
        game,
        body: reader.rest().to_vec(),
    })
}

/// Writes a game's bytes: whole bytes, LEB128 numbers, names, and packed bits.
#[derive(Default)]
pub struct ByteWriter {
    bytes: Vec<u8>,
    /// Bits used in the last byte by [`ByteWriter::bits`] (0 = start a new byte).
    used: u8,
}

impl ByteWriter {
    /// One byte.
    pub fn byte(&mut self, b: u8) {
        self.bytes.push(b);
        self.used = 0;
    }

    /// A number in LEB128 (7 bits a byte, least significant first).
    pub fn varint(&mut self, mut n: u64) {
        loop {
            let byte = (n & 0x7f) as u8;
            n >>= 7;
            if n == 0 {
                self.byte(byte);
                return;
            }
            self.byte(byte | 0x80);
        }
    }

    /// A name: its length and UTF-8, cut at a character boundary to [`MAX_LINK_NAME`] bytes.
    pub fn name(&mut self, name: &str) {
        let mut end = name.len().min(MAX_LINK_NAME);
        while !name.is_char_boundary(end) {
            end -= 1;
        }
        self.byte(end as u8);
        self.bytes.extend_from_slice(&name.as_bytes()[..end]);
    }

    /// A text of any length: its length (LEB128) and UTF-8 (a custom board, a tile set).
    pub fn text(&mut self, text: &str) {
        self.varint(text.len() as u64);
        self.bytes.extend_from_slice(text.as_bytes());
        self.used = 0;
    }

    /// The low `count` bits of `value`, least significant first, packed after the previous bits.
    pub fn bits(&mut self, value: u32, count: u8) {
        for i in 0..count {
            if self.used == 0 {
                self.bytes.push(0);
            }
            if value >> i & 1 == 1 {
                let last = self.bytes.len() - 1;
                self.bytes[last] |= 1 << self.used;
            }
            self.used = (self.used + 1) % 8;
        }
    }

    /// The bytes written.
    #[must_use]
    pub fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }
}

/// Reads what a [`ByteWriter`] wrote; each read names the [`LinkPart`] it expects, for the error.
pub struct ByteReader<'a> {
    bytes: &'a [u8],
    /// The next byte.
    at: usize,
    /// Bits read from packed bytes (counted from `bits_from`).
    bit: usize,
    bits_from: Option<usize>,
}

impl<'a> ByteReader<'a> {
    /// A reader at the start of `bytes`.
    #[must_use]
    pub fn new(bytes: &'a [u8]) -> ByteReader<'a> {
        ByteReader {
            bytes,
            at: 0,
            bit: 0,
            bits_from: None,
        }
    }

    /// One byte.
    ///
    /// # Errors
    /// [`FrameError::CutShort`] at the end.
    pub fn byte(&mut self, part: LinkPart) -> Result<u8, FrameError> {
        Ok(self.take(1, part)?[0])
    }

    /// `n` bytes.
    ///
    /// # Errors
    /// [`FrameError::CutShort`] if fewer are left.
    pub fn take(&mut self, n: usize, part: LinkPart) -> Result<&'a [u8], FrameError> {
        let slice = self
            .bytes
            .get(self.at..self.at + n)
            .ok_or(FrameError::CutShort(part))?;
        self.at += n;
        Ok(slice)
    }

    /// A LEB128 number.
    ///
    /// # Errors
    /// [`FrameError::CutShort`] at the end, [`FrameError::Number`] beyond 64 bits.
    pub fn varint(&mut self, part: LinkPart) -> Result<u64, FrameError> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.byte(part)?;
            n |= u64::from(byte & 0x7f)
                .checked_shl(shift)
                .ok_or(FrameError::Number)?;
            if shift == 63 && byte > 1 {
                return Err(FrameError::Number);
            }
            if byte & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err(FrameError::Number)
    }

    /// A name written by [`ByteWriter::name`]; `seat` (0-based) names it in the error.
    ///
    /// # Errors
    /// [`FrameError::CutShort`], or [`FrameError::Name`] when it is not UTF-8 or longer than
    /// [`MAX_LINK_NAME`] bytes (no link written carries one: [`ByteWriter::name`] cuts it, so one
    /// read would not read back the same after a round trip).
    pub fn name(&mut self, seat: u8) -> Result<String, FrameError> {
        let len = self.byte(LinkPart::Name)? as usize;
        if len > MAX_LINK_NAME {
            return Err(FrameError::Name(seat + 1));
        }
        let raw = self.take(len, LinkPart::Name)?;
        String::from_utf8(raw.to_vec()).map_err(|_| FrameError::Name(seat + 1))
    }

    /// A text written by [`ByteWriter::text`] (bytes that are not UTF-8 become U+FFFD, which the
    /// text's own parser then refuses by name).
    ///
    /// # Errors
    /// [`FrameError::CutShort`] when the link ends first.
    pub fn text(&mut self, part: LinkPart) -> Result<String, FrameError> {
        let len = self.varint(part)?;
        if len > self.rest().len() as u64 {
            return Err(FrameError::CutShort(part));
        }
        let raw = self.take(len as usize, part)?;
        Ok(String::from_utf8_lossy(raw).into_owned())
    }

    /// The next `count` packed bits (all bit reads come after all byte reads).
    ///
    /// # Errors
    /// [`FrameError::CutShort`] at the end.
    pub fn bits(&mut self, count: u8, part: LinkPart) -> Result<u32, FrameError> {
        let from = *self.bits_from.get_or_insert(self.at);
        let mut value = 0;
        for i in 0..count {
            let byte = *self
                .bytes
                .get(from + self.bit / 8)
                .ok_or(FrameError::CutShort(part))?;
            value |= u32::from(byte >> (self.bit % 8) & 1) << i;
            self.bit += 1;
        }
        Ok(value)
    }

    /// The bytes not read yet.
    #[must_use]
    pub fn rest(&self) -> &'a [u8] {
        &self.bytes[self.at..]
    }

    /// Checks that nothing follows what was read.
    ///
    /// # Errors
    /// [`FrameError::Trailing`] with the number of bytes left over.
    pub fn finish(&self) -> Result<(), FrameError> {
        let end = match self.bits_from {
            Some(from) => from + self.bit.div_ceil(8),
            None => self.at,
        };
        match self.bytes.len().saturating_sub(end) {
            0 => Ok(()),
            extra => Err(FrameError::Trailing(extra)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_frame_names_its_game_and_reads_back() {
        let text = frame(7, &[1, 2, 3]);
        let got = unframe(&format!("https://example.org/app/#{FRAGMENT_KEY}{text}")).unwrap();
        assert_eq!(
            got,
            Frame {
                version: LINK_VERSION,
                game: Some(7),
                body: vec![1, 2, 3]
            }
        );
    }

    #[test]
    fn format_one_has_no_game_byte() {
        let text = URL_SAFE_NO_PAD.encode([LEGACY_LINK_VERSION, 2, 0]);
        assert_eq!(unframe(&text).unwrap().game, None);
        assert_eq!(unframe(&text).unwrap().body, vec![2, 0]);
    }

    #[test]
    fn damaged_links_are_refused_with_reasons() {
        assert_eq!(unframe(""), Err(FrameError::Empty));
        assert_eq!(unframe("#game="), Err(FrameError::Empty));
        assert_eq!(unframe("ab$c"), Err(FrameError::BadCharacter('$')));
        assert_eq!(unframe("A"), Err(FrameError::BadLength));
        assert_eq!(unframe(&"A".repeat(3000)), Err(FrameError::TooLong(3000)));
        assert_eq!(unframe(&URL_SAFE_NO_PAD.encode([9])), Err(FrameError::Version(9)));
        assert_eq!(
            unframe(&URL_SAFE_NO_PAD.encode([LINK_VERSION])),
            Err(FrameError::CutShort(LinkPart::Game))
        );
    }

    #[test]
    fn bytes_numbers_names_and_bits_round_trip() {
        let mut w = ByteWriter::default();
        w.byte(3);
        w.varint(u64::MAX);
        w.name("Zoë");
        w.name(&"é".repeat(40));
        for v in 0..20 {
            w.bits(v, 5);
        }
        let bytes = w.into_bytes();
        let mut r = ByteReader::new(&bytes);
        assert_eq!(r.byte(LinkPart::Players).unwrap(), 3);
        assert_eq!(r.varint(LinkPart::Seed).unwrap(), u64::MAX);
        assert_eq!(r.name(0).unwrap(), "Zoë");
        assert_eq!(r.name(1).unwrap(), "é".repeat(24), "cut at a character boundary");
        for v in 0..20 {
            assert_eq!(r.bits(5, LinkPart::Move).unwrap(), v);
        }
        assert_eq!(r.finish(), Ok(()));
        assert_eq!(
            r.bits(8, LinkPart::Move),
            Err(FrameError::CutShort(LinkPart::Move))
        );
    }

    #[test]
    fn numbers_beyond_64_bits_and_trailing_bytes_are_refused() {
        let bytes = [0xff; 11];
        assert_eq!(
            ByteReader::new(&bytes).varint(LinkPart::Seed),
            Err(FrameError::Number)
        );
        let bytes = [1, 2];
        let mut r = ByteReader::new(&bytes);
        r.byte(LinkPart::Players).unwrap();
        assert_eq!(r.finish(), Err(FrameError::Trailing(1)));
    }
}
