//! The rules page, in the language in use, with small diagrams drawn by the app's own board: a legal
//! count, a blocked line, covering a chip, the start option and a room's scoring.

use super::board::{BoardView, Ghost};
use crate::glux::{BoardState, Coord, Pips, PositionSetup, Seat, SquareSet, StackSetup};
use crate::i18n::Texts;
use std::rc::Rc;
use yew::prelude::*;

/// Chips on one square, as `(column, row, [(seat, pips), …])`, bottom first.
type Chips = (u8, u8, &'static [(u8, u8)]);

/// A diagram: chips on the two-player board, the part of it shown, and what is drawn over it.
struct Diagram {
    /// The chips on the board.
    chips: &'static [Chips],
    /// First column and row, columns and rows shown.
    window: (u8, u8, u8, u8),
    /// Light Blue's legal destinations.
    legal: bool,
    /// A placement shown on this square (Blue's, with this face), counted to if it can be.
    ghost: Option<(u8, u8, u8)>,
    /// Show the rooms' pip totals.
    totals: bool,
}

const COUNT: Diagram = Diagram {
    chips: &[(5, 5, &[(0, 3)]), (11, 4, &[(1, 2)])],
    window: (1, 2, 10, 7),
    legal: true,
    ghost: Some((8, 5, 4)),
    totals: false,
};

const BLOCKED: Diagram = Diagram {
    chips: &[(5, 5, &[(0, 3)]), (7, 5, &[(1, 2)])],
    window: (1, 2, 10, 7),
    legal: true,
    ghost: None,
    totals: false,
};

const COVER: Diagram = Diagram {
    chips: &[(5, 5, &[(0, 2)]), (7, 5, &[(1, 2)]), (5, 3, &[(0, 1), (1, 5)])],
    window: (1, 2, 10, 7),
    legal: true,
    ghost: Some((7, 5, 6)),
    totals: false,
};

const START: Diagram = Diagram {
    chips: &[(1, 9, &[(0, 3)]), (4, 7, &[(1, 4)])],
    window: (1, 5, 6, 5),
    legal: false,
    ghost: Some((1, 9, 5)),
    totals: false,
};

const SCORING: Diagram = Diagram {
    chips: &[
        (6, 4, &[(0, 5)]),
        (7, 5, &[(0, 4)]),
        (8, 6, &[(1, 6)]),
        (9, 5, &[(1, 3)]),
    ],
    window: (5, 3, 5, 5),
    legal: false,
    ghost: None,
    totals: true,
};

impl Diagram {
    fn board_state(&self) -> Option<BoardState> {
        let setup = PositionSetup {
            board: "two-player".into(),
            players: 2,
            starts: None,
            start_option_used: None,
            to_move: 0,
            stacks: self
                .chips
                .iter()
                .map(|&(col, row, chips)| StackSetup {
                    at: Coord::new(col, row),
                    chips: chips
                        .iter()
                        .filter_map(|&(seat, pips)| Some((seat, Pips::new(pips)?)))
                        .collect(),
                })
                .collect(),
        };
        BoardState::try_from(&setup).ok()
    }

    fn view(&self, t: Texts, caption: &'static str) -> Html {
        let Some(position) = self.board_state() else {
            return html! {};
        };
        let blue = Seat(0);
        let board = position.board();
        let legal = if self.legal {
            position.placements(blue)
        } else {
            SquareSet::EMPTY
        };
        let ghost = self.ghost.and_then(|(col, row, pips)| {
            Some(Ghost {
                at: board.square(Coord::new(col, row))?,
                seat: blue,
                pips: Pips::new(pips)?,
            })
        });
        let lines = ghost
            .map(|g| position.counting_chips(blue, g.at))
            .unwrap_or_default();
        html! {
            <figure class="rules-diagram">
                <BoardView position={Rc::new(position.clone())} {legal} {ghost} lines_to={ghost.map(|g| g.at)} {lines}
                    room_totals={self.totals} window={Some(self.window)} />
                <figcaption>{ t.get(caption) }</figcaption>
            </figure>
        }
    }
}

/// The rules page; `on_close` goes back to the screen underneath.
pub fn rules_page(t: Texts, on_close: &Callback<()>) -> Html {
    let close = on_close.reform(|_| ());
    let section = |title: &'static str, text: &'static str, diagrams: Html| {
        html! {
            <section class="rules-section">
                <h3>{ t.get(title) }</h3>
                <p>{ t.get(text) }</p>
                { diagrams }
            </section>
        }
    };
    html! {
        <article class="rules panel" data-rules="" aria-labelledby="rules-title">
            <div class="rules-head">
                <h2 id="rules-title">{ t.get("rules.title") }</h2>
                <button type="button" class="primary" data-action="close-rules" onclick={close.clone()}>{ t.get("rules.close") }</button>
            </div>
            <p class="rules-intro">{ t.get("rules.intro") }</p>
            { section("rules.setup.title", "rules.setup.text", html! {}) }
            { section("rules.turn.title", "rules.turn.text", COUNT.view(t, "rules.count.caption")) }
            { section("rules.blocked.title", "rules.blocked.text", BLOCKED.view(t, "rules.blocked.caption")) }
            { section("rules.cover.title", "rules.cover.text", COVER.view(t, "rules.cover.caption")) }
            { section("rules.start.title", "rules.start.text", START.view(t, "rules.start.caption")) }
            { section("rules.end.title", "rules.end.text", SCORING.view(t, "rules.end.caption")) }
            { section("rules.keys.title", "rules.keys.text", html! {}) }
            <p class="rules-full"><a href="rules/glux.md" data-rules-full="" hreflang="en">{ t.get("rules.full") }</a></p>
            <div class="actions">
                <button type="button" onclick={close}>{ t.get("rules.close") }</button>
            </div>
        </article>
    }
}
