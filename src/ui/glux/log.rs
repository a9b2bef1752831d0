//! The game log: every action in words and coordinates, newest last.

use crate::app::glux::table::GluxTable;
use crate::glux::notation::{MoveLine, move_lines};
use crate::glux::{BoardState, RecordedMove, Seat};
use crate::i18n::Texts;
use crate::ui::seat_look::seat_class;
use yew::prelude::*;

/// A move's lines in words, e.g. "Anna: 5 on E4, counted 3 from B4".
#[must_use]
pub fn describe_with(
    t: Texts,
    position: &BoardState,
    m: &RecordedMove,
    name: &dyn Fn(Seat) -> String,
) -> Vec<String> {
    move_lines(position, m)
        .into_iter()
        .map(|line| match line {
            MoveLine::StartFace { seat, pips, at } => t.fill(
                "move.start-face",
                &[("name", &name(seat)), ("pips", &pips), ("square", &at.label())],
            ),
            MoveLine::StartOption {
                seat,
                pips,
                at,
                forced,
            } => t.fill(
                if forced {
                    "move.forced-start-option"
                } else {
                    "move.start-option"
                },
                &[("name", &name(seat)), ("pips", &pips), ("square", &at.label())],
            ),
            MoveLine::Place {
                seat,
                pips,
                to,
                counted: Some((from, steps)),
            } => t.fill(
                "move.place-counted",
                &[
                    ("name", &name(seat)),
                    ("pips", &pips),
                    ("square", &to.label()),
                    ("steps", &steps),
                    ("from", &from.label()),
                ],
            ),
            MoveLine::Place {
                seat,
                pips,
                to,
                counted: None,
            } => t.fill(
                "move.place",
                &[("name", &name(seat)), ("pips", &pips), ("square", &to.label())],
            ),
            MoveLine::Excluded { seat } => t.fill("move.excluded", &[("name", &name(seat))]),
        })
        .collect()
}

/// A move of the game in play in words.
#[must_use]
pub fn describe(t: Texts, table: &GluxTable, m: &RecordedMove) -> Vec<String> {
    describe_with(t, table.game.game().board_state(), m, &|seat| {
        table.name(seat).to_string()
    })
}

/// The log, newest entry last. The list scrolls from the bottom up (CSS), so the newest entry is in
/// view without measuring the page. (A plain function: it has no state of its own, and its table
/// changes whenever the screen does.)
pub fn game_log(t: Texts, table: &GluxTable) -> Html {
    let count = table.game.history().len();
    let entries = table.game.history().iter().enumerate().flat_map(|(i, m)| {
        let hinted = table.hinted.contains(&(i as u32));
        describe(t, table, m)
            .into_iter()
            .enumerate()
            .map(move |(k, line)| {
                html! {
                    <li class={classes!(seat_class(m.played.seat.index()), (k > 0).then_some("event"))}>
                        if k == 0 { <span class="move-number">{ i + 1 }</span> }
                        { line }
                        if k == 0 && hinted {
                            <span class="hint-used" data-hint-used="">{ t.get("hint.used") }</span>
                        }
                    </li>
                }
            })
    });
    html! {
        <section class="log panel" aria-label={t.get("log.title")}>
            <h2>{ t.get("log.title") }</h2>
            // Focusable, so the log can be scrolled with the keyboard.
            <div class="log-scroll" tabindex="0" role="region" aria-label={t.get("log.title")}>
                <ol class="log-list" data-log-count={count.to_string()}>
                    { entries.into_iter().collect::<Html>() }
                </ol>
            </div>
        </section>
    }
}
