//! What a game between devices shows: the lobby before the start (invitations to send, or the reply,
//! and who has joined), the join screen of an opened invitation, and beside the table the links to
//! send, the field for links that arrive, whom this device waits for, and at the end the check of
//! every draw.

use super::links::{LinkBox, inbox, live_url, message_url};
use super::live_view::{Servers, peers, status, use_links};
use super::store;
use crate::app::carrier::model::{Entropy, RemoteState};
use crate::app::carrier::words::{problem_text, refusal_text};
use crate::app::carrier::{CarrierAction, LiveLinks};
use crate::app::kind::GameKind;
use crate::app::screens::Invited;
use crate::core::seat::Seat;
use crate::i18n::Texts;
use crate::remote::RemoteError;
use crate::remote::message::Invitation;
use crate::remote::session::Verification;
use yew::prelude::*;

/// The links this device should send now, each in its box. In a live game, a device whose channel
/// is open needs none (moves flow over it); one whose channel is not gets the link with this
/// device's signal, which opens (or opens again) the channel as it carries the message.
fn outbox(t: Texts, remote: &RemoteState, live: &LiveLinks) -> Html {
    let session = &remote.session;
    let name = |seat: Seat| seat_name(remote, seat);
    let started = session.started();
    let mut links: Vec<(Seat, Option<String>, Option<&String>)> = session
        .outbox()
        .into_iter()
        .map(|(seat, text)| (seat, Some(text), None))
        .collect();
    if remote.live {
        let peers = peers(remote);
        // A guest's messages to other guests go through the creating device's channel.
        let through = live.open.contains(&0);
        links.retain(|(seat, _, _)| {
            if peers.contains(seat) {
                !live.open.contains(&seat.0)
            } else {
                !through
            }
        });
        for device in peers.iter().filter(|d| !live.open.contains(&d.0)) {
            let signal = live.signals.get(&device.0);
            match links.iter_mut().find(|(seat, _, _)| seat == device) {
                Some(link) => link.2 = signal,
                None => links.push((*device, None, signal)),
            }
        }
    }
    links
        .into_iter()
        .filter_map(|(seat, message, signal)| {
            let url = match (&message, signal) {
                (Some(text), Some(signal)) => format!(
                    "{}{}{signal}",
                    message_url(text)?,
                    crate::remote::live::AFTER_MESSAGE
                ),
                (Some(text), None) => message_url(text)?,
                (None, Some(signal)) => live_url(signal)?,
                (None, None) => return None,
            };
            let key = match () {
                _ if message.is_none() => "live.reconnect-for",
                _ if !started && session.is_creator() && !session.all_joined() => "remote.invitation-for",
                _ if !started && session.is_creator() => "remote.start-for",
                _ if !started && !session.seated() => "remote.reply-for",
                _ if !started => "remote.share-for",
                _ => "remote.link-for",
            };
            let label = t.fill(key, &[("name", &name(seat))]);
            Some(html! { <LinkBox seat={seat.index()} {label} {url} /> })
        })
        .collect()
}

/// What a live game shows: who is connected, the banner while someone is not, the switch to
/// links and the servers (nothing for a game by links).
fn live_part(t: Texts, remote: &RemoteState, live: &LiveLinks, dispatch: &Callback<CarrierAction>) -> Html {
    if !remote.live {
        return Html::default();
    }
    html! {
        <div class="live" data-live-part="">
            { status(t, remote, live, &|s| seat_name(remote, s)) }
            if remote.session.started() {
                { use_links(t, dispatch) }
            }
            <Servers version={live.servers} />
        </div>
    }
}

/// The `data-live` hook's value: `open` while every channel of a live game is open.
fn live_hook(remote: &RemoteState, live: &LiveLinks) -> Option<&'static str> {
    remote.live.then(|| {
        if super::live_view::all_open(remote, live) {
            "open"
        } else {
            "closed"
        }
    })
}

/// A seat's name as this device knows it (a seat that has not joined yet: its name on the form).
fn seat_name(remote: &RemoteState, seat: Seat) -> String {
    remote
        .session
        .names()
        .get(seat.index())
        .filter(|n| !n.is_empty())
        .cloned()
        .or_else(|| remote.seats.get(seat.index()).map(|s| s.name.clone()))
        .unwrap_or_default()
}

/// The lobby: before the game starts.
pub fn lobby(
    t: Texts,
    remote: &RemoteState,
    live: &LiveLinks,
    on_receive: &Callback<String>,
    dispatch: &Callback<CarrierAction>,
) -> Html {
    let session = &remote.session;
    let game = GameKind::from_id(session.game_name()).unwrap_or_default();
    let rows = (0..session.players()).map(Seat).map(|seat| {
        let status = if session.mine().contains(seat) {
            t.get("remote.seat-here")
        } else if !session.elsewhere().contains(seat) {
            t.get("remote.seat-host")
        } else if session.joined(seat) {
            t.get("remote.seat-joined")
        } else {
            t.get("remote.seat-invited")
        };
        html! {
            <li class={classes!("seat-row", crate::ui::seat_look::seat_class(seat.index()))} data-lobby-seat={seat.index().to_string()}>
                <span class="seat-number">{ t.fill("new-game.seat", &[("n", &(seat.index() + 1))]) }</span>
                <span class="name">{ seat_name(remote, seat) }</span>
                <span class="hint">{ status }</span>
            </li>
        }
    });
    let hint = if session.is_creator() {
        t.get("remote.lobby-hint-host")
    } else {
        t.get("remote.lobby-hint-joined")
    };
    html! {
        <section class="lobby panel" aria-labelledby="lobby-title" data-lobby="" data-live={live_hook(remote, live)}>
            <h2 id="lobby-title">{ t.fill("remote.lobby-title", &[("game", &game.name(t))]) }</h2>
            <p class="hint">{ hint }</p>
            <ol class="seats">{ for rows }</ol>
            { fingerprint(t, remote) }
            { live_part(t, remote, live, dispatch) }
            { outbox(t, remote, live) }
            { waiting(t, remote) }
            { inbox(t, on_receive) }
        </section>
    }
}

/// The table's fingerprint, once every seat has joined, for the players to compare between their
/// devices (the `data-fingerprint` hook holds it).
fn fingerprint(t: Texts, remote: &RemoteState) -> Html {
    let Some(fingerprint) = remote.session.fingerprint() else {
        return Html::default();
    };
    html! {
        <div class="fingerprint" data-fingerprint={fingerprint.clone()}>
            <p>{ t.fill("remote.fingerprint", &[("fingerprint", &fingerprint)]) }</p>
            <p class="hint">{ t.get("remote.fingerprint-hint") }</p>
        </div>
    }
}

/// A click that does one thing.
fn send<E>(dispatch: &Callback<CarrierAction>, action: CarrierAction) -> Callback<E> {
    let dispatch = dispatch.clone();
    Callback::from(move |_| dispatch.emit(action.clone()))
}

/// Whom this device waits for, with the `data-waiting-for` hook.
fn waiting(t: Texts, remote: &RemoteState) -> Html {
    let Some(seat) = remote.session.waiting_for() else {
        return Html::default();
    };
    let name = seat_name(remote, seat);
    let started = remote.session.started();
    let over = remote.is_over();
    let session = &remote.session;
    let key = match () {
        _ if over => "remote.waiting-reveal",
        _ if started => "remote.waiting-move",
        _ if session.is_creator() && session.joined(seat) => "remote.waiting-share",
        _ if session.is_creator() => "remote.waiting-join",
        _ => "remote.waiting-start",
    };
    html! {
        <p class="waiting-for" role="status" data-waiting-for={seat.index().to_string()}>{ t.fill(key, &[("name", &name)]) }</p>
    }
}

/// The last link refused, in words (seats named as the open game names them).
pub fn refusal(t: Texts, error: &RemoteError, open: Option<&RemoteState>) -> Html {
    let name = |s: Seat| match open {
        Some(remote) => seat_name(remote, s),
        None => t.fill("new-game.seat", &[("n", &(s.index() + 1))]),
    };
    html! {
        <p class="refusal" role="alert" data-remote-refusal="">{ refusal_text(t, error, &name) }</p>
    }
}

/// Beside the table of a game between devices: the links, the inbox, whom this device waits for,
/// handing a departed seat to a bot, and at the end the check of every draw.
pub fn table_panel(
    t: Texts,
    remote: &RemoteState,
    live: &LiveLinks,
    on_receive: &Callback<String>,
    dispatch: &Callback<CarrierAction>,
) -> Html {
    let session = &remote.session;
    let verification = session.verification();
    let over = !matches!(verification, Verification::Pending)
        || session.waiting_for().is_none() && !session.started();
    let verified = match &verification {
        Verification::Verified => html! {
            <p class="verified" data-verified="yes">{ t.get("remote.verified") }</p>
        },
        Verification::Problems(problems) => html! {
            <div class="verified problem" data-verified="no" role="alert">
                { for problems.iter().map(|p| html! { <p>{ problem_text(t, p, &|s| seat_name(remote, s)) }</p> }) }
            </div>
        },
        Verification::Pending => html! {
            <p class="verified" data-verified="pending">{ t.get("remote.verify-pending") }</p>
        },
        Verification::Unverified(seats) => html! {
            <div class="verified unverified" data-verified="unverified">
                { for seats.iter().map(|&s| html! {
                    <p data-unrevealed={s.index().to_string()}>{ t.fill("verify.unverified", &[("name", &seat_name(remote, s))]) }</p>
                }) }
            </div>
        },
    };
    // The creating device may hand a seat whose player has gone to a bot, while it waits for them.
    let hand_over = session
        .waiting_for()
        .filter(|&seat| session.is_creator() && session.started() && session.elsewhere().contains(seat))
        .filter(|_| matches!(verification, Verification::Pending))
        .map(|seat| {
            html! {
                <button type="button" data-action="hand-over" onclick={send(dispatch, CarrierAction::HandOver(seat))}>
                    { t.fill("remote.hand-over", &[("name", &seat_name(remote, seat))]) }
                </button>
            }
        });
    let game_over = remote.is_over();
    html! {
        <section class="remote panel" aria-label={t.get("remote.panel")} data-remote-game={crate::app::carrier::words::id_text(&session.id())}
            data-live={live_hook(remote, live)}>
            <h2>{ t.get("remote.panel") }</h2>
            if game_over || over { { verified } }
            { fingerprint(t, remote) }
            { live_part(t, remote, live, dispatch) }
            { outbox(t, remote, live) }
            { waiting(t, remote) }
            { hand_over.unwrap_or_default() }
            { inbox(t, on_receive) }
        </section>
    }
}

/// The join screen of an invitation opened in the carrier (pasted, or with live play's offer).
pub fn join_screen(
    t: Texts,
    invitation: &Invitation,
    live: &LiveLinks,
    dispatch: &Callback<CarrierAction>,
) -> Html {
    let Some(invited) = Invited::of(invitation, String::new()) else {
        return Html::default();
    };
    let offered_live = live.offer.as_ref().is_some_and(|(_, s)| s.id == invitation.id);
    let after = if offered_live {
        html! {
            <>
                <p class="hint">{ t.get("live.join-hint") }</p>
                <Servers version={live.servers} />
            </>
        }
    } else {
        Html::default()
    };
    let on_join =
        dispatch.reform(|name| CarrierAction::Join(name, crate::ui::new_game::fresh_seed(), fresh_entropy()));
    super::join::join_screen(t, &invited, false, after, on_join)
}

/// The games between devices this device holds, on the new-game screen: each with whose move it is,
/// and Open.
pub fn games_list(t: Texts, dispatch: &Callback<CarrierAction>) -> Html {
    let games = store::all();
    if games.is_empty() {
        return Html::default();
    }
    let rows = games.iter().map(|kept| {
        let opened = kept
            .as_ref()
            .map_err(Clone::clone)
            .and_then(|k| k.open().map(|r| (k.key(), r)).map_err(|_| k.key()));
        match opened {
            Ok((key, remote)) => {
                let game = GameKind::from_id(remote.session.game_name()).unwrap_or_default();
                let names: Vec<String> = (0..remote.session.players()).map(|i| seat_name(&remote, Seat(i))).collect();
                let finished = remote.is_over() && !matches!(remote.session.verification(), Verification::Pending);
                let status = match remote.session.waiting_for() {
                    _ if finished => t.get("remote.list-over").to_string(),
                    Some(seat) => t.fill("remote.list-waiting", &[("name", &seat_name(&remote, seat))]),
                    None => t.get("remote.list-your-move").to_string(),
                };
                let open = send(dispatch, CarrierAction::Open(Box::new(remote)));
                html! {
                    <li data-kept-game={key}>
                        <span class="game-name">{ game.name(t) }</span>
                        <span class="names">{ names.join(", ") }</span>
                        <span class="hint" data-kept-status="">{ status }</span>
                        <button type="button" onclick={open} data-action="open-kept">{ t.get("remote.list-open") }</button>
                    </li>
                }
            }
            Err(key) => html! {
                <li data-kept-game={key.clone()} class="problem">{ t.fill("remote.list-unreadable", &[("key", &key)]) }</li>
            },
        }
    });
    html! {
        <section class="kept-games panel" aria-labelledby="kept-title">
            <h2 id="kept-title">{ t.get("remote.list-title") }</h2>
            <ul>{ for rows }</ul>
        </section>
    }
}

/// Fresh random bytes from the browser, enough for any session: a game's id and each seat's
/// secret, share and key (none when the browser gives no random numbers).
#[must_use]
pub fn fresh_entropy() -> Entropy {
    let mut all = Vec::with_capacity(16);
    for _ in 0..16 {
        let mut bytes = [0u8; 32];
        if getrandom::fill(&mut bytes).is_err() {
            return Entropy(std::rc::Rc::new(Vec::new()));
        }
        all.push(bytes);
    }
    Entropy(std::rc::Rc::new(all))
}
