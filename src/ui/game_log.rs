//! The game log: every action in words and coordinates, newest last.

use super::chip::seat_class;
use super::state::Table;
use crate::engine::RecordedMove;
use crate::engine::notation::describe_move;
use yew::prelude::*;

/// One move in words, e.g. "Anna: 5 on E4, counted 3 from B4" (see [`describe_move`]).
#[must_use]
pub fn describe(table: &Table, m: &RecordedMove) -> Vec<String> {
    describe_move(table.game.game().position(), m, &|seat| {
        table.name(seat).to_string()
    })
}

/// Props of [`GameLog`].
#[derive(Properties, PartialEq, Clone)]
pub struct GameLogProps {
    /// The game in play.
    pub table: Table,
}

/// The log, newest entry last and scrolled into view.
#[function_component(GameLog)]
pub fn game_log(props: &GameLogProps) -> Html {
    let table = &props.table;
    let list = use_node_ref();
    let count = table.game.history().len();
    {
        let list = list.clone();
        use_effect_with(count, move |_| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    let entries = table.game.history().iter().enumerate().flat_map(|(i, m)| {
        describe(table, m).into_iter().enumerate().map(move |(k, line)| {
            html! {
                <li class={classes!(seat_class(m.played.seat.index()), (k > 0).then_some("event"))}>
                    if k == 0 { <span class="move-number">{ i + 1 }</span> }
                    { line }
                </li>
            }
        })
    });
    html! {
        <section class="log panel" aria-label="Game log">
            <h2>{ "Game log" }</h2>
            <ol class="log-list" ref={list} data-log-count={count.to_string()}>
                { for entries }
            </ol>
        </section>
    }
}
