//! The join screen of an invitation: the game, the table, the seat offered, a name, Join. The page
//! draws it as soon as it has read an invitation in its address (`crate::app::screens::Invited`), so
//! that a friend can read it and type a name while the carrier loads; the carrier draws it for an
//! invitation pasted or opened later, with live play's words besides.

use crate::app::screens::Invited;
use crate::core::seat::Seat;
use crate::i18n::Texts;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The join screen of `invited`. `joining`: Join was pressed and the carrier is taking it (the name
/// stays, the button waits). `after`: what the carrier adds below (live play's words).
pub fn join_screen(
    t: Texts,
    invited: &Invited,
    joining: bool,
    after: Html,
    on_join: Callback<String>,
) -> Html {
    let host = invited.names.first().cloned().unwrap_or_default();
    let offered = invited.seat;
    let rows = invited.names.iter().enumerate().map(|(i, name)| {
        let seat = Seat(i as u8);
        let status = if seat == offered {
            t.get("remote.seat-offered")
        } else if invited.elsewhere.contains(seat) {
            t.get("remote.seat-invited")
        } else {
            t.get("remote.seat-host")
        };
        html! {
            <li class={classes!("seat-row", crate::ui::seat_look::seat_class(i))} data-join-seat={i.to_string()}>
                <span class="seat-number">{ t.fill("new-game.seat", &[("n", &(i + 1))]) }</span>
                <span class="name">{ if name.is_empty() { "—".to_string() } else { name.clone() } }</span>
                <span class="hint">{ status }</span>
            </li>
        }
    });
    let field = NodeRef::default();
    let onsubmit = {
        let field = field.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if joining {
                return;
            }
            let name = field
                .cast::<HtmlInputElement>()
                .map(|i| i.value())
                .unwrap_or_default();
            on_join.emit(name);
        })
    };
    html! {
        <section class="join panel" aria-labelledby="join-title" data-join="">
            <h2 id="join-title">{ t.fill("remote.join-title", &[("name", &host), ("game", &invited.game.name(t))]) }</h2>
            <p class="hint">{ t.fill("remote.join-seat", &[("n", &(offered.index() + 1)), ("players", &invited.names.len())]) }</p>
            <ol class="seats">{ for rows }</ol>
            <form class="join-form" {onsubmit} aria-busy={joining.then_some("true")}>
                <label for="join-name">{ t.get("remote.join-name") }</label>
                <input id="join-name" type="text" ref={field} maxlength="16" data-join-name="" autocomplete="nickname" required=true readonly={joining} />
                <button type="submit" class="primary" data-action="join" disabled={joining}>
                    { if joining { t.get("remote.joining") } else { t.get("remote.join") } }
                </button>
            </form>
            // Said to a screen reader as it starts waiting, as on the new-game screen.
            <p class="visually-hidden" role="status" data-joining-status="">
                { joining.then(|| t.get("remote.joining")) }
            </p>
            <p class="hint">{ t.get("remote.join-secret") }</p>
            { after }
        </section>
    }
}
