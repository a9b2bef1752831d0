//! Entry points for fuzzing games between devices: the `cargo fuzz` targets in `fuzz/` and the
//! property tests call these with arbitrary bytes. Each must never panic; a message refused must
//! change nothing, and what reads must write back the same.

use super::live::Signal;
use super::message::Message;
use super::session::Session;
use crate::core::seat::SeatSet;
use crate::glux::PlayedGame;
use std::sync::OnceLock;

/// Reads arbitrary bytes as a message: what reads writes back to the same bytes, and reads again
/// as the same message.
pub fn read_message(data: &[u8]) {
    if let Ok(message) = Message::from_bytes(data) {
        let bytes = message.to_bytes();
        assert_eq!(Message::from_bytes(&bytes), Ok(message.clone()));
        assert_eq!(Message::from_text(&message.to_text()), Ok(message));
    }
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = Message::from_text(text);
    }
}

/// Reads arbitrary text as a live signal: what reads writes back as the same signal.
pub fn read_signal(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(signal) = Signal::from_text(text) {
        assert_eq!(Signal::from_text(&signal.to_text()), Ok(signal.clone()));
        let _ = signal.to_sdp();
    }
    let _ = super::live::split(text);
}

/// Devices of a game, and every message sent between them (as bytes).
type Devices = (Vec<Session<PlayedGame>>, Vec<Vec<u8>>);

/// Three devices of a Glüx game, started and a few moves in, and the true tables between them (the
/// same every time: seeded).
fn started() -> &'static Devices {
    static STARTED: OnceLock<Devices> = OnceLock::new();
    STARTED.get_or_init(|| {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(38);
        let mut random = || Some(rng.random::<[u8; 32]>());
        let elsewhere = SeatSet::from_bits(0b110);
        let record = crate::glux::GameRecord {
            version: 1,
            setup: crate::glux::GameSetup {
                hidden_bags: true,
                ..crate::glux::GameSetup::new(3, 0)
            },
            names: vec!["A".into(), String::new(), String::new()],
            actions: Vec::new(),
        };
        let setup = crate::core::link::unframe(&crate::glux::link::encode(&record).expect("a setup encodes"))
            .expect("a setup reads")
            .body;
        let mut devices =
            vec![Session::<PlayedGame>::create(setup, elsewhere, &mut random).expect("created")];
        for (_, invitation) in devices[0].outbox() {
            let Message::Invitation(invitation) = invitation else {
                continue;
            };
            let (device, reply) = Session::join(&invitation, "B", &mut random).expect("joined");
            devices[0].receive(&reply).expect("a reply");
            devices.push(device);
        }
        let mut sent = Vec::new();
        // Deliver everything, moving by the first legal action, until a few moves are made.
        for _ in 0..200 {
            let mut any = false;
            for d in 0..devices.len() {
                for (to, message) in devices[d].outbox() {
                    let bytes = message.to_bytes();
                    if sent.contains(&bytes) {
                        continue;
                    }
                    sent.push(bytes);
                    let target = devices.iter_mut().find(|t| t.device() == to).expect("a device");
                    let _ = target.receive(&message);
                    any = true;
                }
            }
            let mover = devices.iter().position(|d| {
                d.game()
                    .ok()
                    .and_then(|g| g.game().to_act())
                    .is_some_and(|s| d.mine.contains(s))
            });
            match mover {
                Some(d) if devices[d].game().is_ok_and(|g| g.record().actions.len() < 8) => {
                    let mut next = devices[d].game().expect("started").clone();
                    let action = next.game().legal_actions()[0];
                    next.play(action).expect("a legal action");
                    devices[d].update(next).expect("its own move");
                }
                _ if !any => break,
                _ => {}
            }
        }
        (devices, sent)
    })
}

/// Arbitrary bytes against a started game: either read as a message, or used to change the bytes
/// of a true table (first byte odd), then received by each device. A refusal changes nothing; a
/// message taken leaves a game every device can still save and open again.
pub fn receive_on_started(data: &[u8]) {
    let (devices, sent) = started();
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let message = if first % 2 == 0 || sent.is_empty() {
        Message::from_bytes(rest)
    } else {
        let mut bytes = sent[usize::from(first / 2) % sent.len()].clone();
        for pair in rest.chunks(2) {
            if let [at, value] = pair {
                let i = usize::from(*at) % bytes.len();
                bytes[i] ^= value;
            }
        }
        Message::from_bytes(&bytes)
    };
    let Ok(message) = message else { return };
    for device in devices {
        let mut session = device.clone();
        match session.receive(&message) {
            Err(_) => assert_eq!(&session, device, "a refused message changed nothing"),
            Ok(_) => {
                let kept = session.saved("glux");
                let back = Session::<PlayedGame>::from_saved(&kept)
                    .expect("a taken message keeps a game that opens");
                assert_eq!(back.game, session.game);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_started_game_has_moves_and_true_tables() {
        let (devices, sent) = super::started();
        assert_eq!(devices.len(), 3);
        assert!(sent.len() > 6, "{} messages", sent.len());
        assert!(
            devices
                .iter()
                .all(|d| d.game().is_ok_and(|g| g.record().actions.len() >= 6))
        );
    }
}
