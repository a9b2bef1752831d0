//! A player's bag: chips left, and the public make-up of bag plus hand (how many 1/6, 2/5, 3/4).

use crate::glux::{Chip, ChipCounts};
use crate::i18n::Texts;
use yew::prelude::*;

/// The bag of one player: bag plus hand, by kind.
pub fn bag_view(t: Texts, supply: ChipCounts) -> Html {
    let total = supply.total();
    html! {
        <div class="bag" aria-label={t.fill("bag.label", &[("count", &total)])}>
            <span class="bag-total" data-chips-left={total.to_string()}>{ total }<small>{ " " }{ t.get("bag.left") }</small></span>
            { for Chip::ALL.iter().map(|&chip| html! {
                <span class="bag-kind" title={t.fill("bag.kind-left", &[("chip", &chip)])}>
                    <span class="kind">{ chip.to_string() }</span>
                    <span class="count">{ format!("×{}", supply.of(chip)) }</span>
                </span>
            }) }
        </div>
    }
}
