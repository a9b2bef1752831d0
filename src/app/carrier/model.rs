//! A game between devices as the carrier holds it: the session, and the seats as this device shows
//! them. (The reducer is in `mod.rs`.)

use crate::app::seats::SeatInfo;
use crate::remote::any::AnySession;
use std::rc::Rc;

/// Random bytes for a session, made on the page (`crate::ui::remote::carrier::fresh_entropy`), so
/// the reducer stays pure: none when the browser gives no random numbers, and then no session is
/// made (the clock is no secret).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entropy(pub Rc<Vec<[u8; 32]>>);

impl Entropy {
    /// The bytes, one 32-byte block a call (`None` once there are no more, or none at all).
    pub fn source(&self) -> impl FnMut() -> Option<[u8; 32]> + '_ {
        let mut next = 0;
        move || {
            let bytes = self.0.get(next).copied();
            next += 1;
            bytes
        }
    }
}

/// A game between devices as the app holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct RemoteState {
    /// The session.
    pub session: Rc<AnySession>,
    /// Names, colours, and who plays each seat, as this device shows them.
    pub seats: Rc<Vec<SeatInfo>>,
    /// Seeds the bots' choices.
    pub bot_seed: u64,
    /// Whether the game is played live: moves flow over WebRTC channels between the devices
    /// (else, and whenever a channel is closed, by links).
    pub live: bool,
}

impl RemoteState {
    /// The seats with the names the session knows (players elsewhere name themselves).
    #[must_use]
    pub fn named_seats(&self) -> Vec<SeatInfo> {
        let names = self.session.names();
        self.seats
            .iter()
            .enumerate()
            .map(|(i, seat)| SeatInfo {
                name: names
                    .get(i)
                    .filter(|n| !n.is_empty())
                    .cloned()
                    .unwrap_or_else(|| seat.name.clone()),
                ..seat.clone()
            })
            .collect()
    }

    /// Whether the game has ended.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.session.is_over()
    }
}
