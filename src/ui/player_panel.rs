//! The players: name, colour and shape, whose turn it is, start option used or not, excluded or not,
//! chips left.

use super::bag::BagView;
use super::chip::{seat_class, seat_shape};
use super::state::Table;
use crate::engine::Phase;
use yew::prelude::*;

/// Props of [`PlayerPanel`].
#[derive(Properties, PartialEq, Clone)]
pub struct PlayerPanelProps {
    /// The game in play.
    pub table: Table,
}

/// One card per player, in seat order.
#[function_component(PlayerPanel)]
pub fn player_panel(props: &PlayerPanelProps) -> Html {
    let game = props.table.game.game();
    let position = game.position();
    let to_act = game.to_act();
    let cards = position.seats().map(|seat| {
        let info = &props.table.seats[seat.index()];
        let active = to_act == Some(seat);
        let status = if position.is_excluded(seat) {
            "Out of the game"
        } else if game.supply(seat).total() == 0 {
            "All chips placed"
        } else if active && matches!(game.phase(), Phase::StartFace(_)) {
            "Choosing start face"
        } else if active {
            "To move"
        } else {
            ""
        };
        let start_option = if position.start_option_used(seat) {
            "start option used"
        } else if game.phase() != Phase::Over && !position.start_option_available(seat) && position.placed(seat) > 0 {
            "start option gone (start chip covered)"
        } else {
            "start option available"
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
                <BagView supply={game.supply(seat)} />
            </li>
        }
    });
    html! {
        <section class="players panel" aria-label="Players">
            <ul class="player-list">{ for cards }</ul>
        </section>
    }
}
