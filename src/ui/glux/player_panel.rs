//! The players: name, colour and shape, whose turn it is, start option used or not, excluded or not,
//! chips left.

use super::bag::bag_view;
use crate::app::glux::table::GluxTable;
use crate::glux::Phase;
use crate::i18n::Texts;
use crate::ui::seat_look::{seat_class, seat_shape};
use yew::prelude::*;

/// One card per player, in seat order.
pub fn player_panel(t: Texts, table: &GluxTable) -> Html {
    let game = table.game.game();
    let position = game.board_state();
    let to_act = game.to_act();
    let cards = position.seats().map(|seat| {
        let info = &table.seats[seat.index()];
        let active = to_act == Some(seat);
        let status = if position.is_excluded(seat) {
            t.get("player.out")
        } else if game.supply(seat).total() == 0 {
            t.get("player.done")
        } else if active && matches!(game.phase(), Phase::StartFace(_)) {
            t.get("player.choosing")
        } else if active {
            t.get("player.to-move")
        } else {
            ""
        };
        let start_option = if position.start_option_used(seat) {
            t.get("player.start-used")
        } else if game.phase() != Phase::Over && position.start_option_lost(seat) {
            t.get("player.start-gone")
        } else {
            t.get("player.start-available")
        };
        html! {
            <li class={classes!("player", seat_class(seat.index()), active.then_some("active"),
                    position.is_excluded(seat).then_some("excluded"))}
                data-player={seat.0.to_string()} aria-current={active.then_some("true")}>
                <svg class="seat-shape" viewBox="0 0 24 24" aria-hidden="true">
                    { seat_shape(seat, 12.0, 12.0, 8.5, "chip-body") }
                </svg>
                <div class="player-main">
                    <span class="player-name">{ info.name.clone() }</span>
                    <span class="player-status">{ status }</span>
                    <span class={classes!("player-start", position.start_option_used(seat).then_some("used"))}>{ start_option }</span>
                </div>
                { bag_view(t, game.supply(seat)) }
            </li>
        }
    });
    html! {
        <section class="players panel" aria-label={t.get("players.label")}>
            <ul class="player-list">{ cards.into_iter().collect::<Html>() }</ul>
        </section>
    }
}
