//! The standing: each player's territory, bonuses and total "if the game ended now", updated after
//! every action, and at the end the final scoring explained in sentences, with the winners.

use crate::app::glak::table::GlakTable;
use crate::app::state::UiAction;
use crate::core::seat::Seat;
use crate::glak::Score;
use crate::glak::scoring::{CHAIN_BONUS, GROUP_BONUS};
use crate::i18n::Texts;
use crate::ui::seat_look::seat_class;
use crate::ui::state::send;
use yew::prelude::*;

/// The score table: one row per player.
fn score_rows(t: Texts, names: &[String], score: &Score, over: bool) -> Html {
    let rows = (0..names.len()).map(|i| {
        let seat = Seat(i as u8);
        let winner = over && score.winners.contains(&seat);
        html! {
            <tr class={classes!(seat_class(i), winner.then_some("top-score"))}
                data-winner-seat={winner.then(|| i.to_string())}>
                <th scope="row">{ names[i].clone() }
                    if winner {
                        <span class="crown" aria-hidden="true">{ " ★" }</span>
                        <span class="visually-hidden">{ format!(" ({})", t.get("glak.winner")) }</span>
                    }
                </th>
                <td>{ score.territory[i] }</td>
                <td>{ score.territory_bonus[i] }</td>
                <td>{ score.chain_bonus[i] }</td>
                <td class="total" data-score-seat={over.then(|| i.to_string())} data-standing-seat={i.to_string()}>{ score.score[i] }</td>
            </tr>
        }
    });
    html! {
        <table class="score-table">
            <thead>
                <tr>
                    <th scope="col">{ t.get("glak.score-player") }</th>
                    <th scope="col">{ t.get("glak.score-territory") }</th>
                    <th scope="col">{ t.get("glak.score-bonus") }</th>
                    <th scope="col">{ t.get("glak.score-chain") }</th>
                    <th scope="col">{ t.get("glak.score-total") }</th>
                </tr>
            </thead>
            <tbody>{ rows.collect::<Html>() }</tbody>
        </table>
    }
}

/// The sentences explaining a score: each player's territories and groups, and the chains.
#[must_use]
pub fn explain(t: Texts, names: &[String], score: &Score) -> Vec<String> {
    let mut lines = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let count = score.territories.iter().filter(|x| x.seat.index() == i).count();
        let groups = score.groups[i];
        lines.push(match (count, groups) {
            (0, _) => t.fill("glak.explain-none", &[("name", name)]),
            (_, 1) => t.fill(
                "glak.explain-one-group",
                &[("name", name), ("count", &count), ("fields", &score.territory[i])],
            ),
            _ => t.fill(
                "glak.explain-groups",
                &[
                    ("name", name),
                    ("count", &count),
                    ("groups", &groups),
                    ("fields", &score.territory[i]),
                    ("bonus", &score.territory_bonus[i]),
                    ("each", &GROUP_BONUS),
                ],
            ),
        });
    }
    let longest = score.longest_chain.iter().copied().max().unwrap_or(0);
    if longest == 0 {
        lines.push(t.get("glak.explain-no-chain").to_string());
    } else {
        for (i, name) in names.iter().enumerate() {
            if score.chain_bonus[i] > 0 {
                lines.push(t.fill(
                    "glak.explain-chain",
                    &[("name", name), ("length", &longest), ("bonus", &CHAIN_BONUS)],
                ));
            }
        }
    }
    lines
}

/// The live standing during play.
pub fn standing(t: Texts, table: &GlakTable, dispatch: &Callback<UiAction>) -> Html {
    let names: Vec<String> = table.seats.iter().map(|s| s.name.clone()).collect();
    let score = table.game().score();
    html! {
        <section class="standing panel" aria-label={t.get("glak.standing")}>
            <h2>{ t.get("glak.standing") }</h2>
            { score_rows(t, &names, &score, false) }
            <label class="toggle">
                <input type="checkbox" checked={table.chains} data-action="show-chains"
                    onchange={send(dispatch, UiAction::play(crate::app::glak::table::GlakAction::ToggleChains))} />
                { t.get("glak.show-chains") }
            </label>
        </section>
    }
}

/// The final scoring.
pub fn final_scoring(t: Texts, names: &[String], score: &Score) -> Html {
    let winners: Vec<String> = score.winners.iter().map(|s| names[s.index()].clone()).collect();
    let headline = match winners.as_slice() {
        [one] => t.fill("glak.wins", &[("name", one)]),
        many => t.fill("glak.share", &[("names", &many.join(" & "))]),
    };
    html! {
        <section class="final-scoring panel" data-game-over="" aria-labelledby="final-title">
            <h2 id="final-title">{ t.get("glak.final-title") }</h2>
            <p class="winner-line" role="status">{ headline }</p>
            { score_rows(t, names, score, true) }
            <ul class="explain">
                { for explain(t, names, score).into_iter().map(|line| html! { <li>{ line }</li> }) }
            </ul>
        </section>
    }
}
