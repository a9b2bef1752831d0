//! The app's side of games between devices: it loads the carrier the first time one is needed,
//! keeps what it sends until the carrier listens, gives the carrier's element its place on each
//! screen, and shows whom a table waits for. (The carrier's side is `carrier.rs`; their messages,
//! and how the app's state takes and makes them, are `crate::app::bridge`.)

use crate::app::bridge::{ToApp, ToCarrier};
use crate::app::carrier::kept::KEPT_PREFIX;
use crate::core::seat::Seat;
use crate::i18n::Texts;
use crate::ui::remote::bridge::{LAST_KEY, TO_APP, TO_CARRIER, listen, post};
pub use crate::ui::remote::bridge::{forget_last, settle};
use crate::ui::seat_look::seat_class;
use std::cell::RefCell;
use yew::prelude::*;

/// The carrier's part of the page's module (`crate::ui::modules`).
pub const PART: &str = "carrier";

/// What the offline copy's stand-in for the carrier listens to (see [`load`]).
const STAND_IN: &str = "glux-no-carrier";

#[derive(Default)]
struct Carrier {
    /// Its part is on its way, or started (and has not failed).
    loading: bool,
    /// Whether the page has asked for it yet.
    asked: bool,
    /// The carrier listens.
    ready: bool,
    /// What was sent before it listened, in order.
    queue: Vec<ToCarrier>,
    /// Whether the page listens to it (from the first [`start`] or [`preload`]).
    listening: bool,
    /// Where its messages go: the app's, once it has started ([`start`]).
    on_message: Option<std::rc::Rc<dyn Fn(ToApp)>>,
    /// What it said before the app started, in order.
    unheard: Vec<ToApp>,
}

thread_local! {
    static CARRIER: RefCell<Carrier> = RefCell::default();
}

/// Calls `on_failed` each time the carrier cannot be loaded (the connection failed): what was kept
/// for it stays, and the next message sent tries again.
pub fn listen_failed(on_failed: impl Fn() + 'static) {
    crate::ui::modules::listen_failed(PART, move || {
        CARRIER.with(|c| c.borrow_mut().loading = false);
        on_failed();
    });
}

/// The app listens to the carrier for the page's whole life: `on_message` gets every message but
/// [`ToApp::Ready`] (on which what was kept for the carrier is sent), those it said before this
/// first.
pub fn start(on_message: impl Fn(ToApp) + 'static) {
    listen_to_carrier();
    let on_message: std::rc::Rc<dyn Fn(ToApp)> = std::rc::Rc::new(on_message);
    let unheard = CARRIER.with(|c| {
        let mut c = c.borrow_mut();
        c.on_message = Some(on_message.clone());
        std::mem::take(&mut c.unheard)
    });
    for message in unheard {
        on_message(message);
    }
}

/// Listens to the carrier, once: it may start before the app does ([`preload`]).
fn listen_to_carrier() {
    let first = CARRIER.with(|c| !std::mem::replace(&mut c.borrow_mut().listening, true));
    if !first {
        return;
    }
    // Its part could not be loaded before the app listened for that: the app's first message to it
    // asks again (and says so if that fails too).
    crate::ui::modules::listen_failed(PART, || CARRIER.with(|c| c.borrow_mut().loading = false));
    listen(TO_APP, |message: ToApp| {
        if message == ToApp::Ready {
            let queue = CARRIER.with(|c| {
                let mut c = c.borrow_mut();
                c.ready = true;
                std::mem::take(&mut c.queue)
            });
            for message in queue {
                post(TO_CARRIER, &message);
            }
            return;
        }
        match CARRIER.with(|c| c.borrow().on_message.clone()) {
            Some(on_message) => on_message(message),
            None => CARRIER.with(|c| c.borrow_mut().unheard.push(message)),
        }
    });
}

/// Sends a message to the carrier, loading it first if it is not in the page yet. Join pressed
/// again while it loads (after a failed download, perhaps with the name corrected) replaces the
/// Join it waits with.
pub fn send(message: ToCarrier) {
    let ready = CARRIER.with(|c| {
        let mut c = c.borrow_mut();
        if !c.ready {
            if matches!(message, ToCarrier::Join { .. }) {
                c.queue.retain(|m| !matches!(m, ToCarrier::Join { .. }));
            }
            c.queue.push(message.clone());
        }
        c.ready
    });
    if ready {
        post(TO_CARRIER, &message);
    } else {
        load();
    }
}

/// Sends a message to the carrier if it is in the page (what it shows, the language): a carrier
/// not loaded has nothing to show.
pub fn tell(message: ToCarrier) {
    let (ready, asked) = CARRIER.with(|c| {
        let c = c.borrow();
        (c.ready, c.asked)
    });
    if ready {
        post(TO_CARRIER, &message);
    } else if asked {
        // Loading, or to be loaded again after a failure: it takes the latest of each when it
        // listens.
        CARRIER.with(|c| {
            let mut c = c.borrow_mut();
            let kind = std::mem::discriminant(&message);
            c.queue.retain(|m| std::mem::discriminant(m) != kind);
            c.queue.push(message);
        });
    }
}

fn load() {
    let first = CARRIER.with(|c| {
        let mut c = c.borrow_mut();
        let first = !c.loading && !c.ready;
        c.loading = true;
        c.asked = true;
        first
    });
    if !first {
        return;
    }
    // The offline copy (one file) has no carrier. A stand-in in its page
    // (static/single-file/boot.js) answers in the carrier's place, saying that games between
    // devices need the app online.
    if crate::ui::files::offline_copy() {
        post(STAND_IN, &());
        return;
    }
    // Its screens' own styles (the History screen) come in beside its part.
    crate::ui::modules::add_stylesheet(STYLES);
    crate::ui::modules::start_part(PART);
}

/// The carrier's screens' own styles, which the app's stylesheet does not carry.
pub const STYLES: &str = "carrier/carrier.css";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Whether this device keeps any game between devices (then the new-game screen lists them).
#[must_use]
pub fn has_kept_games() -> bool {
    any_key_starting(KEPT_PREFIX)
}

fn any_key_starting(prefix: &str) -> bool {
    let Some(storage) = storage() else { return false };
    (0..storage.length().unwrap_or(0))
        .filter_map(|i| storage.key(i).ok().flatten())
        .any(|k| k.starts_with(prefix))
}

/// Whether this device keeps the game between devices of this id (it joined it already).
#[must_use]
pub fn keeps(game: crate::app::kind::GameKind, id: &crate::remote::message::GameId) -> bool {
    any_key_starting(&crate::app::carrier::kept::key_prefix(
        game.id(),
        &crate::remote::record::id_text(id),
    ))
}

/// Loads the carrier now, before anything is sent to it: the page's join screen of an invitation
/// is drawn, and the carrier comes in while the person types a name; a link it reads at once (a
/// turn, a live game's) has it come in beside the app's words, before the app's first drawing
/// (issue 40: a turn link on a device that has the app).
pub fn preload() {
    listen_to_carrier();
    load();
}

/// Whether the game shown last was a game between devices (it opens again after a reload).
#[must_use]
pub fn last_was_remote() -> bool {
    storage().is_some_and(|s| s.get_item(LAST_KEY).ok().flatten().is_some())
}

/// Where the carrier draws on this screen.
pub fn place(class: &'static str) -> Html {
    html! { <div class={classes!("carrier-place", class)} data-carrier-place="" /> }
}

/// In place of the hand while a person elsewhere is to move.
pub fn waiting_for(t: Texts, seat: Seat, name: &str) -> Html {
    html! {
        <section class={classes!("panel", "waiting", seat_class(seat.index()))} aria-live="polite">
            <h2>{ t.fill("remote.their-turn", &[("name", &name)]) }</h2>
            <p class="hint">{ t.fill("remote.their-turn-hint", &[("name", &name)]) }</p>
        </section>
    }
}
