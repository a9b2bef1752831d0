//! The carrier of games between devices (`src/carrier.rs`, a module of its own): it holds the
//! sessions and draws the lobby, the join screen, the panel beside the table and the kept games
//! in one element, which the app places on its screens ([`super::bridge`]).

use super::bridge::{ROOT_ID, Shown, TO_APP, TO_CARRIER, ToApp, ToCarrier, listen, post};
use super::model::Entropy;
use super::panel::{games_list, join_screen, lobby, refusal, table_panel};
use super::play::{CarrierAction, CarrierState};
use super::store;
use crate::i18n::{Lang, Texts};
use crate::ui::language::load;
use yew::prelude::*;

/// What the carrier starts with.
#[derive(Properties, PartialEq, Clone)]
pub struct CarrierProps {
    /// The language in use when it started (its words are loaded).
    pub lang: Lang,
}

/// The carrier.
#[function_component(Carrier)]
pub fn carrier(props: &CarrierProps) -> Html {
    let state = use_reducer(CarrierState::default);
    // Why the game open here could not be kept in the browser's storage, if it could not.
    let not_kept = use_state(|| None::<&'static str>);
    let lang = use_state(|| props.lang);
    let t = Texts(*lang);
    // Listens to the app for the page's whole life, and says so.
    {
        let dispatch = state.dispatcher();
        let set_lang = lang.setter();
        use_effect_with((), move |()| {
            listen(TO_CARRIER, move |message: ToCarrier| {
                let action = match message {
                    ToCarrier::Create {
                        setup,
                        seats,
                        bot_seed,
                    } => CarrierAction::Create(setup, seats, bot_seed, Entropy::fresh()),
                    ToCarrier::Receive { text } => CarrierAction::Receive(text),
                    ToCarrier::Moved { id, game } => CarrierAction::Moved(id, game),
                    ToCarrier::Resume => CarrierAction::Resume,
                    ToCarrier::Shown { screen } => CarrierAction::Shown(screen),
                    ToCarrier::Close => {
                        super::bridge::forget_last();
                        CarrierAction::Close
                    }
                    ToCarrier::Language { lang } => {
                        if let Some(lang) = Lang::from_code(&lang) {
                            let set_lang = set_lang.clone();
                            wasm_bindgen_futures::spawn_local(async move {
                                if load(lang).await.is_ok() {
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
    // The element goes where the app's screen has a place for it (the app does the same after it draws).
    use_effect(super::bridge::settle);

    let dispatch = Callback::from({
        let dispatch = state.dispatcher();
        move |action: CarrierAction| dispatch.dispatch(action)
    });
    let on_receive = dispatch.reform(CarrierAction::Receive);
    let open = state.open.as_ref();
    let refused = state
        .refused
        .as_ref()
        .map(|e| refusal(t, e, open))
        .unwrap_or_default();
    let body = match (state.shown, open, &state.joining) {
        (Some(Shown::NewGame), _, _) => games_list(t, &dispatch),
        (Some(Shown::Carrier), _, Some(invitation)) => join_screen(t, invitation, &dispatch),
        (Some(Shown::Carrier), Some(remote), None) => lobby(t, remote, &on_receive),
        (Some(Shown::Table), Some(remote), _) => table_panel(t, remote, &on_receive, &dispatch),
        _ => Html::default(),
    };
    let not_kept = not_kept.map(|problem| {
        html! {
            <p class="refusal" role="alert" data-remote-not-kept="">{ t.fill("notice.save-failed", &[("problem", &t.get(problem))]) }</p>
        }
    });
    html! {
        <div class="carrier-content" id={format!("{ROOT_ID}-content")}>
            { not_kept.unwrap_or_default() }
            { refused }
            { body }
        </div>
    }
}
