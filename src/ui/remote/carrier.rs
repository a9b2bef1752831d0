//! The carrier of games between devices (a part of the page's module, loaded when first needed:
//! [`start`]): it holds the sessions and draws the lobby, the join screen, the panel beside the
//! table and the kept games in one element, which the app places on its screens
//! ([`super::bridge`]).

use super::live::{Peers, ice_servers};
use super::panel::{games_list, join_screen, lobby, refusal, table_panel};
use super::store;
use crate::app::bridge::{Shown, ToApp, ToCarrier};
use crate::app::carrier::kept::Keeper;
use crate::app::carrier::words::id_text;
use crate::app::carrier::{CarrierAction, CarrierState, LiveEvent};
use crate::i18n::{Lang, Texts};
use crate::ui::context::provide;
use crate::ui::language::{load, load_pages};
use crate::ui::remote::bridge::{ROOT_ID, TO_APP, TO_CARRIER, listen, post};
use yew::prelude::*;

/// Starts the carrier (its part of the page's module has just been loaded): its words, and its
/// element, which it draws in from then on.
pub fn start() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        // Its own styles (asked for with its part: `super::host`) are the History screen's alone:
        // the lobby and the panel beside the table are drawn with the app's, without waiting.
        let lang = crate::ui::language::initial_lang();
        // The app has loaded this table already: this is the browser's cache. The carrier's own
        // words are in the pages' table.
        if load(lang).await.is_err() || load_pages(lang).await.is_err() {
            // As if its part had not come: the page says so, and asking again starts it again.
            crate::ui::modules::post_text(crate::ui::modules::FAILED, super::host::PART);
            return;
        }
        let (Ok(root), Some(body)) = (document.create_element("div"), document.body()) else {
            return;
        };
        root.set_id(ROOT_ID);
        root.set_class_name("carrier");
        let _ = root.set_attribute("hidden", "");
        let _ = body.append_child(&root);
        crate::ui::remote::bridge::keep_root(&root);
        yew::Renderer::<Carrier>::with_root_and_props(root, CarrierProps { lang }).render();
    });
}

/// What the carrier starts with.
#[derive(Properties, PartialEq, Clone)]
pub struct CarrierProps {
    /// The language in use when it started (its words are loaded).
    pub lang: Lang,
}

/// The carrier.
#[function_component(Carrier)]
// Long: the carrier's root: its hooks (which Yew requires at the top of the component) and the
// screen each state shows.
pub fn carrier(props: &CarrierProps) -> Html {
    let state = use_reducer(|| CarrierState {
        keeper: Keeper(store::kept),
        ..CarrierState::default()
    });
    // Why the game open here could not be kept in the browser's storage, if it could not.
    let not_kept = use_state(|| None::<&'static str>);
    let lang = use_state(|| props.lang);
    let t = Texts(*lang);
    // Counts the games finished in the app since the carrier started (the history keeps them).
    let finished = use_state(|| 0u32);
    // Listens to the app for the page's whole life, and says so.
    {
        let dispatch = state.dispatcher();
        let set_lang = lang.setter();
        let finished = finished.clone();
        use_effect_with((), move |()| {
            // Its first screen is drawn: the page may fetch the rest of the app now.
            crate::ui::modules::say_usable();
            // Games that ended before the carrier loaded are kept now.
            wasm_bindgen_futures::spawn_local(async {
                let _ = crate::ui::history::store::keep_waiting().await;
            });
            listen(TO_CARRIER, move |message: ToCarrier| {
                let action = match message {
                    ToCarrier::Create {
                        setup,
                        seats,
                        bot_seed,
                        live,
                    } => CarrierAction::Create(setup, seats, bot_seed, super::panel::fresh_entropy(), live),
                    ToCarrier::Receive { text } => CarrierAction::Receive(text),
                    ToCarrier::Join { text, name } => CarrierAction::JoinInvitation(
                        text,
                        name,
                        crate::ui::new_game::fresh_seed(),
                        super::panel::fresh_entropy(),
                    ),
                    ToCarrier::Moved { id, game } => CarrierAction::Moved(id, game),
                    ToCarrier::Resume => match store::last_opened() {
                        Some(remote) => CarrierAction::Open(Box::new(remote)),
                        None => return,
                    },
                    ToCarrier::Shown { screen } => CarrierAction::Shown(screen),
                    ToCarrier::Finished => {
                        finished.set(*finished + 1);
                        wasm_bindgen_futures::spawn_local(async {
                            let _ = crate::ui::history::store::keep_waiting().await;
                        });
                        return;
                    }
                    ToCarrier::Close => {
                        crate::ui::remote::bridge::forget_last();
                        CarrierAction::Close
                    }
                    ToCarrier::Language { lang } => {
                        if let Some(lang) = Lang::from_code(&lang) {
                            let set_lang = set_lang.clone();
                            wasm_bindgen_futures::spawn_local(async move {
                                if load(lang).await.is_ok() && load_pages(lang).await.is_ok() {
                                    set_lang.set(lang);
                                }
                            });
                        }
                        return;
                    }
                };
                dispatch.dispatch(action);
            });
            post(TO_APP, &ToApp::Ready);
        });
    }
    // Tells the app what is due, once.
    use_effect_with(state.tell.0, {
        let message = state.tell.1.clone();
        move |_| {
            if let Some(message) = message {
                post(TO_APP, &message);
            }
        }
    });
    // Keeps the game open here, and remembers it as the one shown last.
    {
        let open = state.open.clone();
        let key = open.as_ref().map(|r| {
            (
                std::rc::Rc::as_ptr(&r.session) as usize,
                std::rc::Rc::as_ptr(&r.seats) as usize,
                r.live,
            )
        });
        let not_kept = not_kept.setter();
        use_effect_with(key, move |_| {
            if let Some(remote) = &open {
                // Storage refused (full, or private browsing): the game stays on screen, and says so.
                not_kept.set(store::keep_open(remote).err());
            }
        });
    }
    use_live(&state);
    // The element goes where the app's screen has a place for it (the app does the same after it draws).
    use_effect(crate::ui::remote::bridge::settle);

    // One callback for the carrier's whole life, so the components that take it from the context
    // are not redrawn for it.
    let dispatch: Callback<CarrierAction> = (*use_memo((), {
        let dispatcher = state.dispatcher();
        move |()| Callback::from(move |action| dispatcher.dispatch(action))
    }))
    .clone();
    let on_receive = dispatch.reform(CarrierAction::Receive);
    let open = state.open.as_ref();
    let refused = state
        .refused
        .as_ref()
        .map(|e| refusal(t, e, open))
        .unwrap_or_default();
    let body = match (state.shown, open, &state.joining) {
        (Some(Shown::NewGame), _, _) => games_list(t, &dispatch),
        (Some(Shown::History), _, _) => {
            let on_replay = Callback::from(|text: String| post(TO_APP, &ToApp::Replay(text)));
            html! { <crate::ui::history::view::HistoryView {on_replay} finished={*finished} /> }
        }
        (Some(Shown::Carrier), _, Some(invitation)) => join_screen(t, invitation, &state.live, &dispatch),
        // The last thing told to the app is the open game's table, which the app puts on screen in
        // place of the carrier's (it cannot fail to read a table this carrier made): the lobby would
        // be drawn only to be replaced (a turn link on a phone: docs/performance.md).
        (Some(Shown::Carrier), Some(_), None) if table_told(&state) => Html::default(),
        (Some(Shown::Carrier), Some(remote), None) => lobby(t, remote, &state.live, &on_receive, &dispatch),
        (Some(Shown::Table), Some(remote), _) => table_panel(t, remote, &state.live, &on_receive, &dispatch),
        _ => Html::default(),
    };
    let not_kept = not_kept.map(|problem| {
        html! {
            <p class="refusal" role="alert" data-remote-not-kept="">{ t.fill("notice.save-failed", &[("problem", &t.get(problem))]) }</p>
        }
    });
    provide(
        t,
        &dispatch,
        html! {
            <div class="carrier-content" id={format!("{ROOT_ID}-content")}>
                { not_kept.unwrap_or_default() }
                { refused }
                { body }
            </div>
        },
    )
}

/// Whether the last thing told to the app is the open game's table.
fn table_told(state: &CarrierState) -> bool {
    match (&state.tell.1, &state.open) {
        (Some(ToApp::Game(table)), Some(remote)) => table.id == id_text(&remote.session.id()),
        _ => false,
    }
}

/// Live play's channels, kept in step with the game open here: the creating device offers a
/// channel to every device whose channel is not open, the others answer offers, the creating
/// device takes answers, and whatever this device should send goes over an open channel (once).
#[hook]
// Long: the live channels' effect: opening, forwarding and closing share the channels it holds.
fn use_live(state: &UseReducerHandle<CarrierState>) {
    let peers = {
        let dispatch = state.dispatcher();
        (*use_memo((), move |()| {
            Peers::new(move |event: LiveEvent| dispatch.dispatch(CarrierAction::Live(event)))
        }))
        .clone()
    };
    let open = state.open.as_ref().filter(|r| r.live);
    let game = open.map(|r| {
        (
            r.session.id(),
            r.session
                .mine()
                .iter()
                .next()
                .unwrap_or(crate::core::seat::Seat(0)),
        )
    });
    {
        let peers = peers.clone();
        use_effect_with(game, move |&game| peers.set_game(game));
    }
    let live = &state.live;
    // Offers, from the creating device.
    {
        let wanted: Vec<crate::core::seat::Seat> = open
            .filter(|r| r.session.is_creator())
            .map(|r| {
                super::live_view::peers(r)
                    .into_iter()
                    .filter(|d| !live.open.contains(&d.0) && !live.signals.contains_key(&d.0))
                    .collect()
            })
            .unwrap_or_default();
        let peers = peers.clone();
        use_effect_with((game, wanted, live.servers), move |(_, wanted, _)| {
            let servers = ice_servers();
            for &device in wanted {
                if !peers.making(device) {
                    peers.offer(device, &servers);
                }
            }
        });
    }
    // An offer answered, once, on a device elsewhere.
    {
        let answered = use_mut_ref(|| None::<u32>);
        let offer = live
            .offer
            .clone()
            .filter(|(_, s)| game.is_some_and(|(id, _)| id == s.id));
        let peers = peers.clone();
        use_effect_with((game, offer.as_ref().map(|(n, _)| *n)), move |_| {
            if let Some((number, signal)) = offer
                && *answered.borrow() != Some(number)
            {
                *answered.borrow_mut() = Some(number);
                peers.answer(&signal, &ice_servers());
            }
        });
    }
    // An answer taken, on the creating device.
    {
        let answer = live.answer.clone();
        let peers = peers.clone();
        use_effect_with(answer.as_ref().map(|(n, _)| *n), move |_| {
            if let Some((_, signal)) = answer {
                peers.accept(&signal);
            }
        });
    }
    // What this device should send, over the open channels.
    {
        let outbox = open.map(|r| r.session.outbox()).unwrap_or_default();
        let creator = open.is_some_and(|r| r.session.is_creator());
        let channels = live.open.clone();
        use_effect_with((outbox, channels), move |(outbox, _)| {
            for (device, text) in outbox {
                let through = if creator {
                    *device
                } else {
                    crate::core::seat::Seat(0)
                };
                peers.send(through, text);
            }
        });
    }
}

impl Reducible for CarrierState {
    type Action = CarrierAction;

    fn reduce(self: std::rc::Rc<Self>, action: CarrierAction) -> std::rc::Rc<Self> {
        CarrierState::reduce(self, action)
    }
}
