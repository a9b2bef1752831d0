//! Live play's transport in the browser: a WebRTC data channel to each other device of a game
//! (`RTCPeerConnection`, `RTCDataChannel`). The creating device offers a channel to every device
//! elsewhere (a star) and relays what passes between them; the other devices answer. Signals go
//! by link ([`crate::remote::live`]); after that the messages of turn-by-turn play flow over the
//! channels, and are checked on arrival as links are. Nothing here decides anything about a game:
//! it reports what happens to the carrier ([`LiveEvent`]).

use crate::app::carrier::LiveEvent;
use crate::core::seat::Seat;
use crate::remote::live::{Arrival, IceServer, Role, Signal};
use crate::remote::message::GameId;
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcDataChannelState, RtcIceGatheringState,
    RtcIceServer, RtcPeerConnection, RtcPeerConnectionState, RtcSdpType, RtcSessionDescriptionInit,
};

/// Where the ICE servers are kept.
pub const ICE_KEY: &str = "glux.ice-servers";
pub use crate::remote::live::DEFAULT_STUN;
/// The longest wait for a device's candidates before the link is shown with those it has.
const GATHER_MS: u32 = 5000;

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The ICE servers chosen on this device (the public STUN server until the player changes them).
#[must_use]
pub fn ice_servers() -> Vec<IceServer> {
    storage()
        .and_then(|s| s.get_item(ICE_KEY).ok().flatten())
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_else(|| {
            vec![IceServer {
                url: DEFAULT_STUN.to_string(),
                username: None,
                credential: None,
            }]
        })
}

/// Keeps the ICE servers chosen.
pub fn keep_ice_servers(servers: &[IceServer]) {
    if let (Some(storage), Ok(text)) = (storage(), serde_json::to_string(servers)) {
        let _ = storage.set_item(ICE_KEY, &text);
    }
}

/// A channel to one other device.
struct Peer {
    connection: RtcPeerConnection,
    channel: RtcDataChannel,
    /// What was sent on this channel (a message is sent once a channel).
    sent: BTreeSet<String>,
    /// Kept alive as long as the channel.
    _handlers: Vec<Closure<dyn FnMut(JsValue)>>,
}

impl Drop for Peer {
    fn drop(&mut self) {
        self.channel.set_onclose(None);
        self.connection.set_onconnectionstatechange(None);
        self.channel.close();
        self.connection.close();
    }
}

#[derive(Default)]
struct Inner {
    /// The game the channels are for, and this device in it.
    game: Option<(GameId, Seat)>,
    peers: BTreeMap<u8, Peer>,
    /// Offers being made (their candidates gathered).
    making: BTreeSet<u8>,
    /// Messages waiting for a device's channel to open, to relay.
    waiting: BTreeMap<u8, Vec<String>>,
}

/// Every channel of the game open here.
#[derive(Clone)]
pub struct Peers {
    inner: Rc<RefCell<Inner>>,
    report: Rc<dyn Fn(LiveEvent)>,
}

impl PartialEq for Peers {
    fn eq(&self, other: &Peers) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

fn configuration(servers: &[IceServer]) -> RtcConfiguration {
    let list = js_sys::Array::new();
    for server in servers {
        let ice = RtcIceServer::new();
        ice.set_urls_str(&server.url);
        if let Some(user) = &server.username {
            ice.set_username(user);
        }
        if let Some(password) = &server.credential {
            ice.set_credential(password);
        }
        list.push(&ice);
    }
    let config = RtcConfiguration::new();
    config.set_ice_servers(&list);
    config
}

/// Waits `ms` milliseconds.
async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = JsFuture::from(promise).await;
}

/// This side's description once its candidates are gathered (or after [`GATHER_MS`]).
async fn gathered(connection: &RtcPeerConnection) -> Option<String> {
    let mut waited = 0;
    while connection.ice_gathering_state() != RtcIceGatheringState::Complete && waited < GATHER_MS {
        sleep(50).await;
        waited += 50;
    }
    connection.local_description().map(|d| d.sdp())
}

fn description(kind: RtcSdpType, sdp: &str) -> RtcSessionDescriptionInit {
    let init = RtcSessionDescriptionInit::new(kind);
    init.set_sdp(sdp);
    init
}

impl Peers {
    /// No channels yet; what happens goes to `report`.
    pub fn new(report: impl Fn(LiveEvent) + 'static) -> Peers {
        Peers {
            inner: Rc::default(),
            report: Rc::new(report),
        }
    }

    /// The game open here (this device named by its first seat): channels of another game close.
    pub fn set_game(&self, game: Option<(GameId, Seat)>) {
        let mut inner = self.inner.borrow_mut();
        if inner.game != game {
            *inner = Inner {
                game,
                ..Inner::default()
            };
        }
    }

    /// Whether the channel to `device` is open.
    #[must_use]
    pub fn is_open(&self, device: Seat) -> bool {
        self.inner
            .borrow()
            .peers
            .get(&device.0)
            .is_some_and(|p| p.channel.ready_state() == RtcDataChannelState::Open)
    }

    /// Whether an offer to `device` is being made.
    #[must_use]
    pub fn making(&self, device: Seat) -> bool {
        self.inner.borrow().making.contains(&device.0)
    }

    /// A new connection to `device`, with its channel and handlers.
    fn connect(&self, id: GameId, device: Seat, servers: &[IceServer]) -> Option<RtcPeerConnection> {
        let connection = RtcPeerConnection::new_with_configuration(&configuration(servers)).ok()?;
        let init = RtcDataChannelInit::new();
        init.set_negotiated(true);
        init.set_id(0);
        let channel = connection.create_data_channel_with_data_channel_dict("glux", &init);
        let report = Rc::clone(&self.report);
        let on_open = Closure::<dyn FnMut(JsValue)>::new({
            let report = Rc::clone(&report);
            let peers = self.clone();
            move |_| {
                peers.flush(device);
                report(LiveEvent::Open(id, device));
            }
        });
        let on_close = Closure::<dyn FnMut(JsValue)>::new({
            let report = Rc::clone(&report);
            move |_| report(LiveEvent::Closed(id, device))
        });
        let on_state = Closure::<dyn FnMut(JsValue)>::new({
            let report = Rc::clone(&report);
            let connection = connection.clone();
            move |_| {
                if matches!(
                    connection.connection_state(),
                    RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed
                ) {
                    report(LiveEvent::Closed(id, device));
                }
            }
        });
        let on_message = Closure::<dyn FnMut(JsValue)>::new({
            let peers = self.clone();
            move |event: JsValue| {
                let data = event
                    .dyn_into::<web_sys::MessageEvent>()
                    .ok()
                    .and_then(|e| e.data().as_string());
                if let Some(text) = data {
                    peers.arrived(device, text);
                }
            }
        });
        channel.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        channel.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        connection.set_onconnectionstatechange(Some(on_state.as_ref().unchecked_ref()));
        let peer = Peer {
            connection: connection.clone(),
            channel,
            sent: BTreeSet::new(),
            _handlers: vec![on_open, on_close, on_state, on_message],
        };
        // A new connection replaces the old one to the same device.
        self.inner.borrow_mut().peers.insert(device.0, peer);
        Some(connection)
    }

    /// The creating device offers a channel to `device`: its signal is reported once its
    /// candidates are gathered.
    pub fn offer(&self, device: Seat, servers: &[IceServer]) {
        let Some((id, me)) = self.inner.borrow().game else {
            return;
        };
        if !self.inner.borrow_mut().making.insert(device.0) {
            return;
        }
        let peers = self.clone();
        let servers = servers.to_vec();
        wasm_bindgen_futures::spawn_local(async move {
            let signal = async {
                let connection = peers.connect(id, device, &servers)?;
                let offer = JsFuture::from(connection.create_offer()).await.ok()?;
                let sdp = js_sys::Reflect::get(&offer, &"sdp".into()).ok()?.as_string()?;
                JsFuture::from(connection.set_local_description(&description(RtcSdpType::Offer, &sdp)))
                    .await
                    .ok()?;
                let sdp = gathered(&connection).await?;
                Signal::from_sdp(&sdp, id, me, device, Role::Offer).ok()
            }
            .await;
            let current = peers.inner.borrow().game == Some((id, me));
            peers.inner.borrow_mut().making.remove(&device.0);
            if let (Some(signal), true) = (signal, current) {
                (peers.report)(LiveEvent::Signal {
                    id,
                    device,
                    text: signal.to_text(),
                });
            }
        });
    }

    /// Another device answers the creating device's offer: its signal is reported once its
    /// candidates are gathered, and the channel opens when the creating device takes it.
    pub fn answer(&self, offer: &Signal, servers: &[IceServer]) {
        let Some((id, me)) = self.inner.borrow().game else {
            return;
        };
        if offer.id != id || offer.to != me || offer.role != Role::Offer {
            return;
        }
        let peers = self.clone();
        let servers = servers.to_vec();
        let sdp = offer.to_sdp();
        let device = offer.from;
        wasm_bindgen_futures::spawn_local(async move {
            let signal = async {
                let connection = peers.connect(id, device, &servers)?;
                JsFuture::from(connection.set_remote_description(&description(RtcSdpType::Offer, &sdp)))
                    .await
                    .ok()?;
                let answer = JsFuture::from(connection.create_answer()).await.ok()?;
                let sdp = js_sys::Reflect::get(&answer, &"sdp".into()).ok()?.as_string()?;
                JsFuture::from(connection.set_local_description(&description(RtcSdpType::Answer, &sdp)))
                    .await
                    .ok()?;
                let sdp = gathered(&connection).await?;
                Signal::from_sdp(&sdp, id, me, device, Role::Answer).ok()
            }
            .await;
            if let Some(signal) = signal {
                (peers.report)(LiveEvent::Signal {
                    id,
                    device,
                    text: signal.to_text(),
                });
            }
        });
    }

    /// The creating device takes a device's answer: the channel opens.
    pub fn accept(&self, answer: &Signal) {
        let Some((id, me)) = self.inner.borrow().game else {
            return;
        };
        if answer.id != id || answer.to != me || answer.role != Role::Answer {
            return;
        }
        let Some(connection) = self
            .inner
            .borrow()
            .peers
            .get(&answer.from.0)
            .map(|p| p.connection.clone())
        else {
            return;
        };
        let sdp = answer.to_sdp();
        wasm_bindgen_futures::spawn_local(async move {
            let _ = JsFuture::from(connection.set_remote_description(&description(RtcSdpType::Answer, &sdp)))
                .await;
        });
    }

    /// Sends a message to `device` over its channel, once; `false` if the channel is not open.
    pub fn send(&self, device: Seat, text: &str) -> bool {
        let mut inner = self.inner.borrow_mut();
        let Some(peer) = inner.peers.get_mut(&device.0) else {
            return false;
        };
        if peer.channel.ready_state() != RtcDataChannelState::Open {
            return false;
        }
        if peer.sent.contains(text) {
            return true;
        }
        let sent = peer.channel.send_with_str(text).is_ok();
        if sent {
            peer.sent.insert(text.to_string());
        }
        sent
    }

    /// Sends what waited for `device`'s channel.
    fn flush(&self, device: Seat) {
        let waiting = self
            .inner
            .borrow_mut()
            .waiting
            .remove(&device.0)
            .unwrap_or_default();
        for text in waiting {
            // The channel is opening now: whatever it cannot take yet waits again.
            if !self.send(device, &text) {
                self.inner
                    .borrow_mut()
                    .waiting
                    .entry(device.0)
                    .or_default()
                    .push(text);
            }
        }
    }

    /// A message arrived over `channel`'s channel: one for another device is passed on (the
    /// creating device relays between the others, only what the device on the channel sent, and
    /// only the newest message per device waits), any other of the open game is this device's to
    /// check, and the rest is dropped ([`crate::remote::live::arrival`]).
    fn arrived(&self, channel: Seat, text: String) {
        let Some((game, me)) = self.inner.borrow().game else {
            return;
        };
        match crate::remote::live::arrival(game, me, channel, &text) {
            Arrival::Forward(to) => {
                if !self.send(to, &text) {
                    // A newer table holds everything an older one did: only the newest waits.
                    self.inner.borrow_mut().waiting.insert(to.0, vec![text]);
                }
            }
            Arrival::Take => (self.report)(LiveEvent::Arrived(text)),
            Arrival::Drop => {}
        }
    }
}
