//! Links between devices on screen: a link to send (its field, Copy, the system's share sheet where
//! the browser has one, and a QR code), and the field where a link from another device is pasted.

use super::qr::qr_code;
use crate::i18n::Texts;
use crate::ui::context::use_words;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// This page's address with a message's text in the fragment (`#play=...`).
#[must_use]
pub fn message_url(text: &str) -> Option<String> {
    let location = web_sys::window()?.location();
    let base = format!("{}{}", location.origin().ok()?, location.pathname().ok()?);
    Some(format!("{base}#{}{text}", crate::remote::message::FRAGMENT_KEY))
}

/// This page's address with a live signal alone in the fragment (`#live=...`): a link to open a
/// channel again.
#[must_use]
pub fn live_url(signal: &str) -> Option<String> {
    let location = web_sys::window()?.location();
    let base = format!("{}{}", location.origin().ok()?, location.pathname().ok()?);
    Some(format!("{base}#{}{signal}", crate::remote::live::FRAGMENT_KEY))
}

/// The system's share sheet, where the browser has one (`navigator.share`).
fn share_sheet() -> Option<(js_sys::Function, web_sys::Navigator)> {
    let navigator = web_sys::window()?.navigator();
    let share = js_sys::Reflect::get(&navigator, &"share".into()).ok()?;
    Some((share.dyn_into::<js_sys::Function>().ok()?, navigator))
}

/// What a link box shows.
#[derive(Properties, PartialEq, Clone)]
pub struct LinkBoxProps {
    /// The seat of the device the link is for (the `data-outbox` hook).
    pub seat: usize,
    /// What the link is, in words ("Send this invitation to Ben").
    pub label: String,
    /// The whole link.
    pub url: String,
}

/// A link to send to another device.
#[function_component(LinkBox)]
pub fn link_box(props: &LinkBoxProps) -> Html {
    let t = use_words();
    let qr = use_state(|| false);
    let copied = use_state(|| false);
    // A newer link is not copied yet.
    {
        let copied = copied.clone();
        use_effect_with(props.url.clone(), move |_| copied.set(false));
    }
    let copy = {
        let url = props.url.clone();
        let copied = copied.clone();
        Callback::from(move |_| {
            if let Some(window) = web_sys::window() {
                let _ = window.navigator().clipboard().write_text(&url);
                copied.set(true);
            }
        })
    };
    let share = share_sheet().map(|_| {
        let url = props.url.clone();
        let title = props.label.clone();
        Callback::from(move |_| {
            if let Some((share, navigator)) = share_sheet() {
                let data = js_sys::Object::new();
                let _ = js_sys::Reflect::set(&data, &"url".into(), &url.as_str().into());
                let _ = js_sys::Reflect::set(&data, &"title".into(), &title.as_str().into());
                // A refusal (the person closed the sheet) needs no answer.
                if let Ok(promise) = share
                    .call1(&navigator, &data)
                    .and_then(|p| p.dyn_into::<js_sys::Promise>())
                {
                    wasm_bindgen_futures::spawn_local(async move {
                        let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
                    });
                }
            }
        })
    });
    let toggle_qr = {
        let qr = qr.clone();
        Callback::from(move |_| qr.set(!*qr))
    };
    let id = format!("outbox-{}", props.seat);
    html! {
        <div class="link-box" data-link-for={props.seat.to_string()}>
            <label for={id.clone()}>{ props.label.clone() }</label>
            <div class="share-row">
                <input id={id} type="text" readonly=true value={props.url.clone()} data-outbox={props.seat.to_string()}
                    onfocus={Callback::from(|e: FocusEvent| e.target_unchecked_into::<HtmlInputElement>().select())} />
                <button type="button" class="primary" onclick={copy} data-action="copy-link">
                    { t.get(if *copied { "remote.copied" } else { "share.copy" }) }
                </button>
                if let Some(share) = share {
                    <button type="button" onclick={share} data-action="share-link">{ t.get("remote.share") }</button>
                }
                <button type="button" onclick={toggle_qr} aria-pressed={qr.to_string()} data-action="qr">{ t.get("remote.qr") }</button>
            </div>
            if *qr {
                { qr_code(&props.url, &t.fill("remote.qr-of", &[("what", &props.label)])) }
            }
        </div>
    }
}

/// The field where a link from another device is pasted, and its button; `on_receive` is called
/// with the pasted text when the person opens it. (A plain function: the field is found from the
/// form sent, so it keeps nothing of its own.)
pub fn inbox(t: Texts, on_receive: &Callback<String>) -> Html {
    let on_receive = on_receive.clone();
    let onsubmit = Callback::from(move |e: SubmitEvent| {
        e.prevent_default();
        let field = e
            .target_dyn_into::<web_sys::Element>()
            .and_then(|form| form.query_selector("[data-inbox]").ok().flatten())
            .and_then(|field| field.dyn_into::<HtmlInputElement>().ok());
        if let Some(input) = field {
            let text = input.value();
            if !text.trim().is_empty() {
                input.set_value("");
                on_receive.emit(text);
            }
        }
    });
    html! {
        <form class="inbox" {onsubmit}>
            <label for="inbox">{ t.get("remote.inbox") }</label>
            <div class="share-row">
                <input id="inbox" type="text" data-inbox="" autocomplete="off" spellcheck="false" />
                <button type="submit" data-action="receive">{ t.get("remote.receive") }</button>
            </div>
        </form>
    }
}
