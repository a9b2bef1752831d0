//! Live play's signals (`glux::remote::live`): the descriptions Chromium and Firefox give for a data
//! channel, kept to what the other browser needs and written again; links that carry them; and
//! every kind of damaged or forged signal refused by name.
#![cfg(not(target_arch = "wasm32"))]

use glux::core::link::FrameError;
use glux::core::seat::Seat;
use glux::remote::live::{
    Address, Candidate, CandidateKind, MAX_CANDIDATES, Role, Signal, SignalError, split,
};
use proptest::prelude::*;

/// An offer as headless Chromium made it here (a data channel, host candidates, no STUN).
const CHROMIUM_OFFER: &str = "v=0\r
o=- 3967511264768940473 2 IN IP4 127.0.0.1\r
s=-\r
t=0 0\r
a=group:BUNDLE 0\r
a=extmap-allow-mixed\r
a=msid-semantic: WMS\r
m=application 60049 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 192.0.2.2\r
a=candidate:3849262237 1 udp 2113937151 192.0.2.2 60049 typ host generation 0 network-cost 999\r
a=candidate:3793582125 1 udp 2113942271 fd00::2 36060 typ host generation 0 network-cost 999\r
a=ice-ufrag:pfsE\r
a=ice-pwd:IaKF1cFLMMGAHO7QhJluVw8H\r
a=ice-options:trickle\r
a=fingerprint:sha-256 90:40:19:AD:7A:21:4A:F1:D1:79:1B:B9:F2:DD:CD:59:D8:D9:3B:CC:F6:ED:3B:2F:5F:39:F3:F0:C1:38:5A:E9\r
a=setup:actpass\r
a=mid:0\r
a=sctp-port:5000\r
a=max-message-size:262144\r
";

/// An answer in Firefox's way: the fingerprint at the session's level, credentials after the
/// candidates, a TCP candidate (not carried), a hidden local address and one seen by STUN.
const FIREFOX_ANSWER: &str = "v=0\r
o=mozilla...THIS_IS_SDPARTA-128.0 4935434221424407063 0 IN IP4 0.0.0.0\r
s=-\r
t=0 0\r
a=fingerprint:sha-256 1B:2C:3D:4E:5F:60:71:82:93:A4:B5:C6:D7:E8:F9:0A:1B:2C:3D:4E:5F:60:71:82:93:A4:B5:C6:D7:E8:F9:0A\r
a=group:BUNDLE 0\r
a=ice-options:trickle\r
a=msid-semantic:WMS *\r
m=application 52326 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 203.0.113.7\r
a=candidate:0 1 UDP 2122252543 6e1f1b2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b.local 52326 typ host\r
a=candidate:1 1 TCP 2105524479 6e1f1b2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b.local 9 typ host tcptype active\r
a=candidate:2 1 UDP 1686052863 203.0.113.7 52326 typ srflx raddr 0.0.0.0 rport 0\r
a=sendrecv\r
a=end-of-candidates\r
a=ice-pwd:7b4bd4b5c5f3e5d6f0c6a0b3f1e2d3c4\r
a=ice-ufrag:1c2d3e4f\r
a=mid:0\r
a=setup:active\r
a=sctp-port:5000\r
a=max-message-size:1073741823\r
";

const ID: [u8; 8] = [1, 2, 3, 4, 5, 6, 7, 8];

#[test]
fn chromium_s_offer_keeps_its_credentials_fingerprint_and_candidates() {
    let signal = Signal::from_sdp(CHROMIUM_OFFER, ID, Seat(0), Seat(2), Role::Offer).unwrap();
    assert_eq!(
        (signal.ufrag.as_str(), signal.pwd.as_str()),
        ("pfsE", "IaKF1cFLMMGAHO7QhJluVw8H")
    );
    assert_eq!(&signal.fingerprint[..3], &[0x90, 0x40, 0x19]);
    assert_eq!(signal.fingerprint[31], 0xE9);
    assert_eq!(
        signal.candidates,
        vec![
            Candidate {
                kind: CandidateKind::Host,
                address: Address::V4([192, 0, 2, 2]),
                port: 60049
            },
            Candidate {
                kind: CandidateKind::Host,
                address: Address::V6("fd00::2".parse::<std::net::Ipv6Addr>().unwrap().octets()),
                port: 36060
            },
        ]
    );
    // Written again, the description says the same to a browser, and reads back the same.
    let sdp = signal.to_sdp();
    for line in [
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "a=ice-ufrag:pfsE",
        "a=ice-pwd:IaKF1cFLMMGAHO7QhJluVw8H",
        "a=fingerprint:sha-256 90:40:19:AD:7A:21:4A:F1:D1:79:1B:B9:F2:DD:CD:59:D8:D9:3B:CC:F6:ED:3B:2F:5F:39:F3:F0:C1:38:5A:E9",
        "a=setup:actpass",
        "a=mid:0",
        "a=sctp-port:5000",
        " 192.0.2.2 60049 typ host",
        " fd00:0:0:0:0:0:0:2 36060 typ host",
        "a=end-of-candidates",
    ] {
        assert!(sdp.contains(line), "{line:?} in\n{sdp}");
    }
    assert!(sdp.lines().all(|l| !l.is_empty()) && sdp.ends_with("\r\n"));
    assert_eq!(
        Signal::from_sdp(&sdp, ID, Seat(0), Seat(2), Role::Offer).unwrap(),
        signal
    );
    // The link's part is short: the description's few hundred characters become about 140.
    let text = signal.to_text();
    assert!(text.len() <= 150, "{} characters: {text}", text.len());
    assert_eq!(Signal::from_text(&text).unwrap(), signal);
}

#[test]
fn firefox_s_answer_keeps_the_hidden_address_and_the_stun_one_but_not_tcp() {
    let signal = Signal::from_sdp(FIREFOX_ANSWER, ID, Seat(1), Seat(0), Role::Answer).unwrap();
    assert_eq!(signal.ufrag, "1c2d3e4f");
    assert_eq!(signal.fingerprint[0], 0x1B);
    assert_eq!(signal.candidates.len(), 2, "{:?}", signal.candidates);
    assert_eq!(signal.candidates[0].kind, CandidateKind::Host);
    assert!(matches!(signal.candidates[0].address, Address::Mdns(_)));
    assert_eq!(signal.candidates[1].kind, CandidateKind::ServerReflexive);
    let sdp = signal.to_sdp();
    assert!(
        sdp.contains(" 6e1f1b2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b.local 52326 typ host"),
        "{sdp}"
    );
    assert!(sdp.contains(" 203.0.113.7 52326 typ srflx"), "{sdp}");
    assert!(sdp.contains("a=setup:active"));
    // Host candidates come first: their priority is higher.
    let priority = |kind: &str| -> u64 {
        let line = sdp.lines().find(|l| l.contains(&format!("typ {kind}"))).unwrap();
        line.split(' ').nth(3).unwrap().parse().unwrap()
    };
    assert!(priority("host") > priority("srflx"));
    assert_eq!(Signal::from_text(&signal.to_text()).unwrap(), signal);
}

#[test]
fn a_description_without_what_a_signal_needs_is_refused_by_name() {
    let without = |prefix: &str| -> String {
        CHROMIUM_OFFER
            .lines()
            .filter(|l| !l.starts_with(prefix))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let read = |sdp: &str| Signal::from_sdp(sdp, ID, Seat(0), Seat(1), Role::Offer);
    assert_eq!(
        read(&without("a=ice-ufrag")),
        Err(SignalError::Description("ICE username fragment"))
    );
    assert_eq!(
        read(&without("a=ice-pwd")),
        Err(SignalError::Description("ICE password"))
    );
    assert_eq!(
        read(&without("a=fingerprint")),
        Err(SignalError::Description("SHA-256 fingerprint"))
    );
    let sha1 = CHROMIUM_OFFER.replace("a=fingerprint:sha-256", "a=fingerprint:sha-1");
    assert_eq!(read(&sha1), Err(SignalError::Description("SHA-256 fingerprint")));
    let spaced = CHROMIUM_OFFER.replace("a=ice-ufrag:pfsE", "a=ice-ufrag:pf sE");
    assert_eq!(read(&spaced), Err(SignalError::Credentials));
    let short = CHROMIUM_OFFER.replace("IaKF1cFLMMGAHO7QhJluVw8H", "short");
    assert_eq!(read(&short), Err(SignalError::Credentials));
    // Addresses are read strictly: a candidate with a malformed one is left out.
    for bad in [
        "192.0.2",
        "192.0.2.300",
        "1.2.3.4.5",
        "fd00:::2",
        "1:2:3:4:5:6:7:8:9",
        "g::1",
        "::ffff:1.2.3.4",
    ] {
        let sdp = CHROMIUM_OFFER.replace("192.0.2.2 60049", &format!("{bad} 60049"));
        assert_eq!(read(&sdp).unwrap().candidates.len(), 1, "{bad}");
    }
    // Candidates a signal does not carry are left out, not refused.
    let odd = CHROMIUM_OFFER.replace("typ host generation 0 network-cost 999", "typ weird");
    assert!(read(&odd).unwrap().candidates.is_empty());
}

#[test]
fn a_damaged_or_forged_signal_is_refused_and_says_why() {
    let signal = Signal::from_sdp(CHROMIUM_OFFER, ID, Seat(0), Seat(1), Role::Offer).unwrap();
    let bytes = signal.to_bytes();
    let text = signal.to_text();
    use base64::Engine;
    let encode = |b: &[u8]| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(b);
    let damaged = |e: FrameError| Err(SignalError::Damaged(e));
    assert_eq!(Signal::from_text(""), damaged(FrameError::Empty));
    assert_eq!(Signal::from_text("ab$cd"), damaged(FrameError::BadCharacter('$')));
    assert_eq!(
        Signal::from_text(&"A".repeat(1300)),
        damaged(FrameError::TooLong(1300))
    );
    assert!(Signal::from_text(&text[..text.len() - 5]).is_err());
    let mut other_version = bytes.clone();
    other_version[0] = 9;
    assert_eq!(
        Signal::from_text(&encode(&other_version)),
        damaged(FrameError::Version(9))
    );
    let mut same_device = bytes.clone();
    same_device[11] = 0;
    assert_eq!(
        Signal::from_text(&encode(&same_device)),
        damaged(FrameError::Number)
    );
    let mut trailing = bytes.clone();
    trailing.push(0);
    assert!(matches!(
        Signal::from_text(&encode(&trailing)),
        Err(SignalError::Damaged(FrameError::Trailing(_)))
    ));
    let mut many = signal.clone();
    many.candidates = vec![signal.candidates[0]; MAX_CANDIDATES + 1];
    assert_eq!(Signal::from_text(&many.to_text()), damaged(FrameError::Number));
    let mut bad_credentials = signal.clone();
    bad_credentials.pwd = "not a password at all, spaces".into();
    assert_eq!(
        Signal::from_text(&bad_credentials.to_text()),
        Err(SignalError::Credentials)
    );
}

#[test]
fn a_link_carries_a_message_and_a_signal_or_a_signal_alone() {
    assert_eq!(
        split("https://a.io/glux/#play=AbC&live=XyZ"),
        (Some("https://a.io/glux/#play=AbC"), Some("XyZ"))
    );
    assert_eq!(split("https://a.io/glux/#live=XyZ"), (None, Some("XyZ")));
    assert_eq!(
        split("live=XyZ"),
        (None, Some("XyZ")),
        "the fragment alone, as the app reads it"
    );
    assert_eq!(split("play=AbC&live=XyZ"), (Some("play=AbC"), Some("XyZ")));
    assert_eq!(
        split(" https://a.io/glux/#play=AbC "),
        (Some("https://a.io/glux/#play=AbC"), None)
    );
    assert_eq!(split("AbC"), (Some("AbC"), None));
    let signal = Signal::from_sdp(CHROMIUM_OFFER, ID, Seat(0), Seat(3), Role::Offer).unwrap();
    let link = format!("https://a.io/glux/#play=AbC&live={}", signal.to_text());
    assert_eq!(Signal::from_text(&link).unwrap(), signal);
}

fn arbitrary_candidate() -> impl Strategy<Value = Candidate> {
    let address = prop_oneof![
        any::<[u8; 4]>().prop_map(Address::V4),
        any::<[u8; 16]>().prop_map(Address::V6),
        any::<[u8; 16]>().prop_map(Address::Mdns),
    ];
    (0..4usize, address, 1..=u16::MAX).prop_map(|(k, address, port)| Candidate {
        kind: [
            CandidateKind::Host,
            CandidateKind::ServerReflexive,
            CandidateKind::PeerReflexive,
            CandidateKind::Relay,
        ][k],
        address,
        port,
    })
}

proptest! {
    #[test]
    fn every_signal_reads_back_from_its_text_and_from_its_description(
        id in any::<[u8; 8]>(),
        devices in (0u8..4, 1u8..4),
        offer in any::<bool>(),
        ufrag in "[A-Za-z0-9+/]{4,32}",
        pwd in "[A-Za-z0-9+/]{22,40}",
        fingerprint in any::<[u8; 32]>(),
        candidates in proptest::collection::vec(arbitrary_candidate(), 0..=MAX_CANDIDATES),
    ) {
        let (from, step) = devices;
        let signal = Signal {
            id,
            from: Seat(from),
            to: Seat((from + step) % 4),
            role: if offer { Role::Offer } else { Role::Answer },
            ufrag,
            pwd,
            fingerprint,
            candidates,
        };
        prop_assert_eq!(&Signal::from_text(&signal.to_text()).unwrap(), &signal);
        let again = Signal::from_sdp(&signal.to_sdp(), id, signal.from, signal.to, signal.role).unwrap();
        // A description lists each candidate once.
        let mut unique = signal.candidates.clone();
        let mut seen = Vec::new();
        unique.retain(|c| if seen.contains(c) { false } else { seen.push(*c); true });
        prop_assert_eq!(again.candidates, unique);
        prop_assert_eq!((again.ufrag, again.pwd, again.fingerprint), (signal.ufrag, signal.pwd, signal.fingerprint));
    }
}

#[test]
fn connection_servers_are_stun_or_turn_urls_and_turn_has_its_credentials() {
    use glux::remote::live::{DEFAULT_STUN, IceServer};
    let stun = IceServer::parse(DEFAULT_STUN).unwrap();
    assert_eq!(
        (stun.url.as_str(), &stun.username, &stun.credential),
        (DEFAULT_STUN, &None, &None)
    );
    let turn = IceServer::parse("  turn:turn.example.org:3478?transport=udp  ann  s3cret ").unwrap();
    assert_eq!(turn.url, "turn:turn.example.org:3478?transport=udp");
    assert_eq!(
        (turn.username.as_deref(), turn.credential.as_deref()),
        (Some("ann"), Some("s3cret"))
    );
    assert!(IceServer::parse("stuns:stun.example.org").is_some());
    for bad in [
        "",
        "http://example.org",
        "stun:",
        "turn:turn.example.org:3478",
        "turn:turn.example.org:3478 ann",
        "stun:a b c d",
        "stun:<script>",
        "javascript:alert(1)",
    ] {
        assert_eq!(IceServer::parse(bad), None, "{bad:?}");
    }
    // Kept as JSON, read back the same; a STUN server writes no empty credentials.
    let json = serde_json::to_string(&[stun.clone(), turn.clone()]).unwrap();
    assert!(!json.contains("null"), "{json}");
    assert_eq!(
        serde_json::from_str::<Vec<IceServer>>(&json).unwrap(),
        vec![stun, turn]
    );
}
