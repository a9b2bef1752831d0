//! The pass-the-device screen: covers the hand until the named player taps Ready.

use crate::app::glux::table::GluxAction;
use crate::app::state::UiAction;
use crate::glux::Seat;
use crate::i18n::Texts;
use crate::ui::seat_look::seat_class;
use crate::ui::state::send;
use yew::prelude::*;

/// The pass-the-device screen for `seat`, with what happened since that player's last turn.
pub fn curtain(t: Texts, name: &str, seat: Seat, since: &[String], dispatch: &Callback<UiAction>) -> Html {
    let onclick = send(dispatch, UiAction::play(GluxAction::Ready));
    html! {
        <div class="curtain" role="dialog" aria-modal="true" aria-labelledby="curtain-title">
            <div class={classes!("curtain-card", seat_class(seat.index()))}>
                <p class="curtain-kicker">{ t.get("curtain.kicker") }</p>
                <h2 id="curtain-title" class="curtain-name">{ name.to_string() }</h2>
                if !since.is_empty() {
                    <ul class="curtain-since">
                        { for since.iter().map(|line| html! { <li>{ line.clone() }</li> }) }
                    </ul>
                }
                <p class="hint">{ t.get("curtain.hint") }</p>
                <button type="button" class="primary big" data-action="ready" {onclick} autofocus=true>
                    { t.fill("curtain.ready", &[("name", &name)]) }
                </button>
            </div>
        </div>
    }
}
