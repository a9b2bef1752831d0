//! What live play shows beside a game between devices: who is connected, a banner while a channel
//! is down, the switch to links, and the ICE servers the channels use.

use super::live::{DEFAULT_STUN, ice_servers, keep_ice_servers};
use crate::app::carrier::model::RemoteState;
use crate::app::carrier::{CarrierAction, LiveLinks};
use crate::core::seat::Seat;
use crate::i18n::Texts;
use crate::remote::live::IceServer;
use crate::ui::context::{use_dispatch, use_words};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The devices this device talks to live: every other one from the creating device (a star), the
/// creating device from any other.
#[must_use]
pub fn peers(remote: &RemoteState) -> Vec<Seat> {
    if remote.session.is_creator() {
        remote.session.other_devices()
    } else {
        vec![Seat(0)]
    }
}

/// Whether every channel of a live game is open.
#[must_use]
pub fn all_open(remote: &RemoteState, live: &LiveLinks) -> bool {
    peers(remote).iter().all(|d| live.open.contains(&d.0))
}

/// Who is connected, and the banner while someone is not (once the game has started).
pub fn status(t: Texts, remote: &RemoteState, live: &LiveLinks, name: &dyn Fn(Seat) -> String) -> Html {
    let rows = peers(remote).into_iter().map(|device| {
        let open = live.open.contains(&device.0);
        html! {
            <li class={classes!("live-peer", open.then_some("open"))} data-live-seat={device.index().to_string()}
                data-live-state={if open { "open" } else { "closed" }}>
                <span class="name">{ name(device) }</span>
                <span class="hint">{ t.get(if open { "live.connected" } else { "live.not-connected" }) }</span>
            </li>
        }
    });
    let down: Vec<String> = peers(remote)
        .into_iter()
        .filter(|d| !live.open.contains(&d.0))
        .map(name)
        .collect();
    let banner = (remote.session.started() && !down.is_empty()).then(|| {
        let key = if remote.session.is_creator() {
            "live.lost-host"
        } else {
            "live.lost-guest"
        };
        html! {
            <p class="live-banner" role="alert" data-live-banner="">{ t.fill(key, &[("names", &down.join(", "))]) }</p>
        }
    });
    html! {
        <>
            { banner.unwrap_or_default() }
            <ul class="live-peers" aria-label={t.get("live.peers")}>{ for rows }</ul>
        </>
    }
}

/// The switch from live play to links.
pub fn use_links(t: Texts, dispatch: &Callback<CarrierAction>) -> Html {
    let dispatch = dispatch.clone();
    html! {
        <button type="button" data-action="use-links" onclick={Callback::from(move |_| dispatch.emit(CarrierAction::UseLinks))}>
            { t.get("live.use-links") }
        </button>
    }
}

/// What the ICE servers' settings need.
#[derive(Properties, PartialEq, Clone)]
pub struct ServersProps {
    /// Counts changes to the servers (so the list is read again).
    pub version: u32,
}

/// The ICE servers the channels use: listed, each removable, and one added by its URL (a TURN
/// server with its user name and password). The only server the app talks to for live play.
#[function_component(Servers)]
pub fn servers(_props: &ServersProps) -> Html {
    let t = use_words();
    let dispatch = &use_dispatch::<CarrierAction>();
    let list = ice_servers();
    let field = use_node_ref();
    let problem = use_state(|| false);
    let rows = list.iter().enumerate().map(|(i, server)| {
        let remove = {
            let dispatch = dispatch.clone();
            let list = list.clone();
            Callback::from(move |_| {
                let mut list = list.clone();
                list.remove(i);
                keep_ice_servers(&list);
                dispatch.emit(CarrierAction::ServersChanged);
            })
        };
        html! {
            <li data-ice-server={i.to_string()}>
                <code>{ server.url.clone() }</code>
                <button type="button" data-action="remove-server" onclick={remove}
                    aria-label={t.fill("live.remove-server", &[("server", &server.url)])}>{ t.get("live.remove") }</button>
            </li>
        }
    });
    let onsubmit = {
        let dispatch = dispatch.clone();
        let field = field.clone();
        let list = list.clone();
        let problem = problem.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Some(input) = field.cast::<HtmlInputElement>() else {
                return;
            };
            match IceServer::parse(&input.value()) {
                Some(server) => {
                    let mut list = list.clone();
                    if !list.contains(&server) {
                        list.push(server);
                    }
                    keep_ice_servers(&list);
                    input.set_value("");
                    problem.set(false);
                    dispatch.emit(CarrierAction::ServersChanged);
                }
                None => problem.set(true),
            }
        })
    };
    html! {
        <details class="ice-servers" data-ice-servers="">
            <summary>{ t.get("live.servers") }</summary>
            <p class="hint">{ t.fill("live.servers-hint", &[("server", &DEFAULT_STUN)]) }</p>
            if list.is_empty() {
                <p class="hint" data-ice-none="">{ t.get("live.servers-none") }</p>
            }
            <ul>{ for rows }</ul>
            <form class="share-row" {onsubmit}>
                <input type="text" ref={field} data-ice-input="" aria-label={t.get("live.server-add-label")}
                    placeholder={t.get("live.server-placeholder")} autocomplete="off" spellcheck="false" />
                <button type="submit" data-action="add-server">{ t.get("live.add") }</button>
            </form>
            if *problem {
                <p class="refusal" role="alert" data-ice-problem="">{ t.get("live.server-bad") }</p>
            }
        </details>
    }
}
