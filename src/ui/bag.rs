//! A player's bag: chips left, and the public make-up of bag plus hand (how many 1/6, 2/5, 3/4).

use crate::engine::{Chip, ChipCounts};
use yew::prelude::*;

/// Props of [`BagView`].
#[derive(Properties, PartialEq, Clone)]
pub struct BagProps {
    /// Bag plus hand, by kind.
    pub supply: ChipCounts,
}

/// The bag of one player.
#[function_component(BagView)]
pub fn bag_view(props: &BagProps) -> Html {
    let total = props.supply.total();
    html! {
        <div class="bag" aria-label={format!("{total} chips left in bag and hand")}>
            <span class="bag-total" data-chips-left={total.to_string()}>{ total }<small>{ " left" }</small></span>
            { for Chip::ALL.iter().map(|&chip| html! {
                <span class="bag-kind" title={format!("{chip} chips left")}>
                    <span class="kind">{ chip.to_string() }</span>
                    <span class="count">{ format!("×{}", props.supply.of(chip)) }</span>
                </span>
            }) }
        </div>
    }
}
