//! Live play's signals: what two devices exchange once, by link, to open a WebRTC data channel
//! between them. The creating device makes an **offer** for each device elsewhere; that device
//! answers with an **answer**; after that the same messages as turn-by-turn play ([`super::message`])
//! flow over the channel, and are checked the same way.
//!
//! A browser describes its side of the channel in SDP, a few hundred characters of text. A signal
//! keeps only what the other browser needs to reach it: the ICE username fragment and password,
//! the DTLS certificate's SHA-256 fingerprint, and the candidates (address, port, kind), with the
//! game's id and the two devices, in about 100 bytes; [`Signal::to_sdp`] writes the description
//! again, for a data channel only, as both browsers read it. A signal travels in a link after a
//! message (`#play=MESSAGE&live=SIGNAL`), or alone (`#live=SIGNAL`, to reconnect).
//!
//! Nothing in a signal is trusted: it is read strictly (a signal for another game or device is
//! refused), and whatever then arrives over the channel is checked by the engine like a link.

use super::message::GameId;
use crate::core::link::{ByteReader, ByteWriter, FrameError, LinkPart};
use crate::core::seat::Seat;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use std::fmt::Write as _;
use thiserror::Error;

/// What a device does with a message that arrived over a live channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// It is this device's to check (as a link is checked).
    Take,
    /// The creating device passes it on to this device (keeping only the newest one per device
    /// while that device's channel is closed).
    Forward(Seat),
    /// Dropped: not a message of the game open here, not from the device on the channel it came
    /// over, or not one a device sends.
    Drop,
}

/// What to do with `text`, arrived over the channel to device `channel`, on device `me` of game
/// `game`. The creating device relays only tables of the open game sent by the device on the
/// channel they came over (a device cannot speak for another), and replies and reveals of that
/// device for itself; a joined device takes what the creating device's channel brings.
#[must_use]
pub fn arrival(game: GameId, me: Seat, channel: Seat, text: &str) -> Arrival {
    use super::message::Message;
    let Ok(message) = Message::from_text(text) else {
        return Arrival::Drop;
    };
    if message.id() != game {
        return Arrival::Drop;
    }
    if me != Seat(0) {
        return if channel == Seat(0) {
            Arrival::Take
        } else {
            Arrival::Drop
        };
    }
    match message {
        Message::Update(t) if t.from == channel && t.to == Seat(0) => Arrival::Take,
        Message::Update(t) if t.from == channel && t.to != channel => Arrival::Forward(t.to),
        Message::Reply(m) if m.seat == channel => Arrival::Take,
        Message::Reveal(m) if m.seat == channel => Arrival::Take,
        _ => Arrival::Drop,
    }
}

/// What introduces a signal after a message in a link: `#play=MESSAGE&live=SIGNAL`.
pub const AFTER_MESSAGE: &str = "&live=";
/// What introduces a signal alone in a link's fragment: `#live=SIGNAL`.
pub const FRAGMENT_KEY: &str = "live=";
/// The signal format's version.
pub const SIGNAL_VERSION: u8 = 1;
/// The most candidates a signal carries (a device has a handful: host addresses, one per STUN
/// server, one per TURN server).
pub const MAX_CANDIDATES: usize = 16;
/// The longest signal text read (a signal with every candidate is far shorter).
pub const MAX_SIGNAL_CHARS: usize = 1200;

/// The one server the app talks to for live play, unless the player removes it: a public STUN
/// server, which tells a device its address as the internet sees it (nothing of the game).
pub const DEFAULT_STUN: &str = "stun:stun.l.google.com:19302";

/// A STUN or TURN server.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct IceServer {
    /// `stun:host:port`, `turn:host:port` (or `stuns:`, `turns:`).
    pub url: String,
    /// A TURN server's user name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<String>,
    /// A TURN server's password.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub credential: Option<String>,
}

impl IceServer {
    /// A server as the settings take it: its URL, then for TURN a user name and a password, apart
    /// by spaces. `None` for anything that is not a STUN or TURN URL.
    #[must_use]
    pub fn parse(text: &str) -> Option<IceServer> {
        let mut parts = text.split_whitespace();
        let url = parts.next()?.to_string();
        let scheme = url.split(':').next()?;
        let host = url.split(':').nth(1).filter(|h| !h.is_empty())?;
        if !["stun", "stuns", "turn", "turns"].contains(&scheme) || host.contains(['/', '"', '<']) {
            return None;
        }
        let username = parts.next().map(str::to_string);
        let credential = parts.next().map(str::to_string);
        if parts.next().is_some() || (scheme.starts_with("turn") && credential.is_none()) {
            return None;
        }
        Some(IceServer {
            url,
            username,
            credential,
        })
    }
}

/// Which side of the channel a signal is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The creating device's side, first.
    Offer,
    /// The other device's side, in answer.
    Answer,
}

/// Where a candidate is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Address {
    /// An IPv4 address.
    V4([u8; 4]),
    /// An IPv6 address.
    V6([u8; 16]),
    /// A local name standing for a host address (`UUID.local`, as browsers hide local addresses).
    Mdns([u8; 16]),
}

/// How a candidate was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CandidateKind {
    /// An address of the device itself.
    Host,
    /// The device's address as a STUN server saw it.
    ServerReflexive,
    /// The device's address as the other device saw it.
    PeerReflexive,
    /// An address on a TURN server, relaying.
    Relay,
}

impl CandidateKind {
    const ALL: [CandidateKind; 4] = [
        CandidateKind::Host,
        CandidateKind::ServerReflexive,
        CandidateKind::PeerReflexive,
        CandidateKind::Relay,
    ];

    /// The kind's name in SDP (`typ host`).
    fn sdp(self) -> &'static str {
        match self {
            CandidateKind::Host => "host",
            CandidateKind::ServerReflexive => "srflx",
            CandidateKind::PeerReflexive => "prflx",
            CandidateKind::Relay => "relay",
        }
    }

    /// The type preference of RFC 8445 (host first, relayed last).
    fn preference(self) -> u32 {
        match self {
            CandidateKind::Host => 126,
            CandidateKind::PeerReflexive => 110,
            CandidateKind::ServerReflexive => 100,
            CandidateKind::Relay => 0,
        }
    }
}

/// A way to reach a device: a UDP address and port of one kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// How it was found.
    pub kind: CandidateKind,
    /// The address.
    pub address: Address,
    /// The UDP port.
    pub port: u16,
}

/// One side of a data channel between two devices of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signal {
    /// The game's id.
    pub id: GameId,
    /// The device that made it (named by its first seat, as [`super::Session::device_of`] names
    /// devices).
    pub from: Seat,
    /// The device it is for.
    pub to: Seat,
    /// Offer or answer.
    pub role: Role,
    /// The ICE username fragment.
    pub ufrag: String,
    /// The ICE password.
    pub pwd: String,
    /// The SHA-256 fingerprint of the DTLS certificate.
    pub fingerprint: [u8; 32],
    /// Where the device may be reached.
    pub candidates: Vec<Candidate>,
}

/// Why a signal cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SignalError {
    /// The text cannot be read as a signal.
    #[error("the connection part of the link cannot be read: {0}")]
    Damaged(#[from] FrameError),
    /// The browser's description lacks something a signal needs (ICE credentials, a SHA-256
    /// fingerprint).
    #[error("the browser's connection description has no {0}")]
    Description(&'static str),
    /// An ICE credential with characters ICE does not allow, or of a length it does not allow.
    #[error("the connection's credentials are malformed")]
    Credentials,
}

/// A link's text split into its message (`#play=...`, or nothing for a signal alone) and its
/// signal's text, if it has one.
#[must_use]
pub fn split(text: &str) -> (Option<&str>, Option<&str>) {
    let text = text.trim();
    if let Some((message, signal)) = text.rsplit_once(AFTER_MESSAGE) {
        return (Some(message), Some(signal));
    }
    if let Some(signal) = text.strip_prefix(FRAGMENT_KEY) {
        return (None, Some(signal));
    }
    match text.rsplit_once(&format!("#{FRAGMENT_KEY}")) {
        Some((_, signal)) => (None, Some(signal)),
        None => (Some(text), None),
    }
}

/// Whether an ICE credential is made of the characters ICE allows (`ice-char`: letters, digits,
/// `+` and `/`), within the lengths allowed (a username fragment 4 to 256, a password 22 to 256).
fn ice_credential(text: &str, min: usize) -> bool {
    (min..=256).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/')
}

fn parse_address(text: &str) -> Option<Address> {
    if let Some(name) = text.strip_suffix(".local") {
        let hex: String = name.chars().filter(|&c| c != '-').collect();
        if hex.len() != 32 || name.len() != 36 {
            return None;
        }
        let mut uuid = [0u8; 16];
        for (i, byte) in uuid.iter_mut().enumerate() {
            *byte = u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok()?;
        }
        return Some(Address::Mdns(uuid));
    }
    if text.contains('.') {
        return parse_v4(text).map(Address::V4);
    }
    parse_v6(text).map(Address::V6)
}

/// An IPv4 address in dotted decimal (what browsers write; no other forms).
fn parse_v4(text: &str) -> Option<[u8; 4]> {
    let mut out = [0u8; 4];
    let mut parts = text.split('.');
    for byte in &mut out {
        let part = parts.next()?;
        if part.is_empty() || part.len() > 3 || !part.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        *byte = part.parse().ok()?;
    }
    parts.next().is_none().then_some(out)
}

/// An IPv6 address in hex groups, `::` standing for a run of zero groups (no embedded IPv4).
fn parse_v6(text: &str) -> Option<[u8; 16]> {
    let groups = |s: &str| -> Option<Vec<u16>> {
        if s.is_empty() {
            return Some(Vec::new());
        }
        s.split(':')
            .map(|g| {
                let hex = (1..=4).contains(&g.len()) && g.bytes().all(|b| b.is_ascii_hexdigit());
                hex.then(|| u16::from_str_radix(g, 16).ok()).flatten()
            })
            .collect()
    };
    let words = match text.split_once("::") {
        None => groups(text).filter(|w| w.len() == 8)?,
        Some((head, tail)) => {
            let (mut head, tail) = (groups(head)?, groups(tail)?);
            if head.len() + tail.len() > 7 {
                return None;
            }
            head.resize(8 - tail.len(), 0);
            head.extend(tail);
            head
        }
    };
    let mut out = [0u8; 16];
    for (i, word) in words.iter().enumerate() {
        out[2 * i..2 * i + 2].copy_from_slice(&word.to_be_bytes());
    }
    Some(out)
}

fn address_text(address: &Address) -> String {
    match address {
        Address::V4(a) => format!("{}.{}.{}.{}", a[0], a[1], a[2], a[3]),
        // Every group written out: as valid as the short form, and simpler.
        Address::V6(a) => a
            .chunks(2)
            .map(|w| format!("{:x}", u16::from_be_bytes([w[0], w[1]])))
            .collect::<Vec<_>>()
            .join(":"),
        Address::Mdns(u) => {
            let hex: String = u.iter().map(|b| format!("{b:02x}")).collect();
            format!(
                "{}-{}-{}-{}-{}.local",
                &hex[..8],
                &hex[8..12],
                &hex[12..16],
                &hex[16..20],
                &hex[20..]
            )
        }
    }
}

/// Reads one `a=candidate:` line's value; `None` for a candidate a signal does not carry (TCP, the
/// RTCP component, an unknown kind).
fn parse_candidate(value: &str) -> Option<Candidate> {
    let parts: Vec<&str> = value.split_ascii_whitespace().collect();
    // foundation component transport priority address port "typ" kind ...
    if parts.len() < 8 || parts[1] != "1" || !parts[2].eq_ignore_ascii_case("udp") || parts[6] != "typ" {
        return None;
    }
    let kind = CandidateKind::ALL.into_iter().find(|k| k.sdp() == parts[7])?;
    Some(Candidate {
        kind,
        address: parse_address(parts[4])?,
        port: parts[5].parse().ok().filter(|&p| p != 0)?,
    })
}

impl Signal {
    /// The signal of a browser's session description (`RTCSessionDescription.sdp`) for a data
    /// channel, made by device `from` for device `to` of game `id`.
    ///
    /// # Errors
    /// [`SignalError::Description`] when the description lacks ICE credentials or a SHA-256
    /// fingerprint, [`SignalError::Credentials`] when they are malformed.
    pub fn from_sdp(sdp: &str, id: GameId, from: Seat, to: Seat, role: Role) -> Result<Signal, SignalError> {
        let mut ufrag = None;
        let mut pwd = None;
        let mut fingerprint = None;
        let mut candidates = Vec::new();
        for line in sdp.lines().map(str::trim) {
            let Some(attribute) = line.strip_prefix("a=") else {
                continue;
            };
            let (key, value) = attribute.split_once(':').unwrap_or((attribute, ""));
            match key {
                "ice-ufrag" => ufrag = ufrag.or(Some(value.trim().to_string())),
                "ice-pwd" => pwd = pwd.or(Some(value.trim().to_string())),
                "fingerprint" => {
                    let Some(("sha-256", hex)) = value.trim().split_once(' ') else {
                        continue;
                    };
                    let bytes: Option<Vec<u8>> =
                        hex.split(':').map(|b| u8::from_str_radix(b, 16).ok()).collect();
                    fingerprint = fingerprint.or(bytes.and_then(|b| <[u8; 32]>::try_from(b).ok()));
                }
                "candidate" => {
                    if let Some(c) = parse_candidate(value)
                        && !candidates.contains(&c)
                        && candidates.len() < MAX_CANDIDATES
                    {
                        candidates.push(c);
                    }
                }
                _ => {}
            }
        }
        let ufrag = ufrag.ok_or(SignalError::Description("ICE username fragment"))?;
        let pwd = pwd.ok_or(SignalError::Description("ICE password"))?;
        if !ice_credential(&ufrag, 4) || !ice_credential(&pwd, 22) {
            return Err(SignalError::Credentials);
        }
        Ok(Signal {
            id,
            from,
            to,
            role,
            ufrag,
            pwd,
            fingerprint: fingerprint.ok_or(SignalError::Description("SHA-256 fingerprint"))?,
            candidates,
        })
    }

    /// The session description the other browser takes (`setRemoteDescription`): a data channel
    /// only, with every candidate, gathering complete.
    #[must_use]
    pub fn to_sdp(&self) -> String {
        let fingerprint: Vec<String> = self.fingerprint.iter().map(|b| format!("{b:02X}")).collect();
        let mut sdp = String::from("v=0\r\no=- 0 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n");
        sdp.push_str("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n");
        for (i, c) in self.candidates.iter().enumerate() {
            // RFC 8445's priority: type preference, then the order the browser listed them in.
            let priority = (c.kind.preference() << 24) | ((65535 - i as u32) << 8) | 255;
            let _ = write!(
                sdp,
                "a=candidate:{i} 1 udp {priority} {} {} typ {}\r\n",
                address_text(&c.address),
                c.port,
                c.kind.sdp()
            );
        }
        sdp.push_str("a=end-of-candidates\r\n");
        let _ = write!(
            sdp,
            "a=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=fingerprint:sha-256 {}\r\na=setup:{}\r\n",
            self.ufrag,
            self.pwd,
            fingerprint.join(":"),
            match self.role {
                Role::Offer => "actpass",
                Role::Answer => "active",
            }
        );
        sdp.push_str("a=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n");
        sdp
    }

    /// The signal's bytes.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = ByteWriter::default();
        out.byte(SIGNAL_VERSION);
        out.byte(match self.role {
            Role::Offer => 0,
            Role::Answer => 1,
        });
        self.id.iter().for_each(|&b| out.byte(b));
        out.byte(self.from.0);
        out.byte(self.to.0);
        out.text(&self.ufrag);
        out.text(&self.pwd);
        self.fingerprint.iter().for_each(|&b| out.byte(b));
        out.byte(self.candidates.len() as u8);
        for c in &self.candidates {
            let kind = CandidateKind::ALL.iter().position(|&k| k == c.kind).unwrap_or(0) as u8;
            let (family, bytes): (u8, &[u8]) = match &c.address {
                Address::V4(a) => (0, a),
                Address::V6(a) => (1, a),
                Address::Mdns(u) => (2, u),
            };
            out.byte(kind << 4 | family);
            bytes.iter().for_each(|&b| out.byte(b));
            out.byte((c.port >> 8) as u8);
            out.byte(c.port as u8);
        }
        out.into_bytes()
    }

    /// The signal as a link's text (base64url).
    #[must_use]
    pub fn to_text(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.to_bytes())
    }

    /// Reads [`Signal::to_bytes`].
    ///
    /// # Errors
    /// What cannot be read.
    pub fn from_bytes(bytes: &[u8]) -> Result<Signal, SignalError> {
        let mut input = ByteReader::new(bytes);
        let version = input.byte(LinkPart::Version)?;
        if version != SIGNAL_VERSION {
            return Err(FrameError::Version(version).into());
        }
        let role = match input.byte(LinkPart::Options)? {
            0 => Role::Offer,
            1 => Role::Answer,
            other => return Err(FrameError::Flags(other).into()),
        };
        let id: GameId = input
            .take(8, LinkPart::Game)?
            .try_into()
            .map_err(|_| FrameError::CutShort(LinkPart::Game))?;
        let from = Seat(input.byte(LinkPart::Players)?);
        let to = Seat(input.byte(LinkPart::Players)?);
        if from.0 > 3 || to.0 > 3 || from == to {
            return Err(FrameError::Number.into());
        }
        let ufrag = input.text(LinkPart::Setup)?;
        let pwd = input.text(LinkPart::Setup)?;
        if !ice_credential(&ufrag, 4) || !ice_credential(&pwd, 22) {
            return Err(SignalError::Credentials);
        }
        let fingerprint: [u8; 32] = input
            .take(32, LinkPart::Setup)?
            .try_into()
            .map_err(|_| FrameError::CutShort(LinkPart::Setup))?;
        let count = usize::from(input.byte(LinkPart::MoveCount)?);
        if count > MAX_CANDIDATES {
            return Err(FrameError::Number.into());
        }
        let mut candidates = Vec::with_capacity(count);
        for _ in 0..count {
            let head = input.byte(LinkPart::Move)?;
            let kind = *CandidateKind::ALL
                .get(usize::from(head >> 4))
                .ok_or(FrameError::Flags(head))?;
            let address = match head & 0x0f {
                0 => Address::V4(
                    input
                        .take(4, LinkPart::Move)?
                        .try_into()
                        .map_err(|_| FrameError::Number)?,
                ),
                1 => Address::V6(
                    input
                        .take(16, LinkPart::Move)?
                        .try_into()
                        .map_err(|_| FrameError::Number)?,
                ),
                2 => Address::Mdns(
                    input
                        .take(16, LinkPart::Move)?
                        .try_into()
                        .map_err(|_| FrameError::Number)?,
                ),
                _ => return Err(FrameError::Flags(head).into()),
            };
            let port = u16::from(input.byte(LinkPart::Move)?) << 8 | u16::from(input.byte(LinkPart::Move)?);
            if port == 0 {
                return Err(FrameError::Number.into());
            }
            candidates.push(Candidate { kind, address, port });
        }
        input.finish()?;
        Ok(Signal {
            id,
            from,
            to,
            role,
            ufrag,
            pwd,
            fingerprint,
            candidates,
        })
    }

    /// Reads a signal's text (the part after `&live=` or `#live=`, or a whole link holding one).
    ///
    /// # Errors
    /// What cannot be read.
    pub fn from_text(text: &str) -> Result<Signal, SignalError> {
        let text = split(text).1.unwrap_or(text.trim());
        if text.is_empty() {
            return Err(FrameError::Empty.into());
        }
        if text.len() > MAX_SIGNAL_CHARS {
            return Err(FrameError::TooLong(text.len()).into());
        }
        if let Some(bad) = text
            .chars()
            .find(|c| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '_'))
        {
            return Err(FrameError::BadCharacter(bad).into());
        }
        let bytes = URL_SAFE_NO_PAD.decode(text).map_err(|_| FrameError::BadLength)?;
        Signal::from_bytes(&bytes)
    }
}
