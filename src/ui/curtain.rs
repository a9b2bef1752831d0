//! The pass-the-device screen: covers the hand until the named player taps Ready.

use super::chip::seat_class;
use super::state::UiAction;
use yew::prelude::*;

/// Props of [`Curtain`].
#[derive(Properties, PartialEq, Clone)]
pub struct CurtainProps {
    /// Who takes the device.
    pub name: AttrValue,
    /// The seat, for its colour.
    pub seat: u8,
    /// What happened since this player's last turn, in words.
    #[prop_or_default]
    pub since: Vec<AttrValue>,
    /// Where gestures go.
    pub dispatch: Callback<UiAction>,
}

/// The pass-the-device screen.
#[function_component(Curtain)]
pub fn curtain(props: &CurtainProps) -> Html {
    let onclick = props.dispatch.reform(|_| UiAction::Ready);
    html! {
        <div class="curtain" role="dialog" aria-modal="true" aria-labelledby="curtain-title">
            <div class={classes!("curtain-card", seat_class(props.seat as usize))}>
                <p class="curtain-kicker">{ "Pass the device to" }</p>
                <h2 id="curtain-title" class="curtain-name">{ props.name.clone() }</h2>
                if !props.since.is_empty() {
                    <ul class="curtain-since">
                        { for props.since.iter().map(|line| html! { <li>{ line.clone() }</li> }) }
                    </ul>
                }
                <p class="hint">{ "Your hand chip stays hidden until you are ready." }</p>
                <button type="button" class="primary big" data-action="ready" {onclick} autofocus=true>
                    { format!("I am {} — ready", props.name) }
                </button>
            </div>
        </div>
    }
}
