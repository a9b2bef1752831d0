//! GLAK's rules page, in the language in use, with diagrams drawn by the app's own area: a
//! territory, a diagonal wall, linked territories, the longest chain and a jump.

use super::area::{AreaView, Shown};
use crate::glak::fields::FieldSet;
use crate::glak::position::{BoardSetup, PositionSetup, StoneSetup};
use crate::glak::{Game, Place, Point};
use crate::i18n::Texts;
use std::rc::Rc;
use yew::prelude::*;

/// Stones as `(seat, x, y)`.
type Stones = &'static [(u8, i32, i32)];

/// A diagram: stones on the starting board and one open board beside it.
pub struct Diagram {
    stones: Stones,
    /// Mark the longest chains.
    chains: bool,
    /// Light the fields Blue may jump to.
    jumps: bool,
}

/// A diagram of the rules page.
pub const TERRITORY: Diagram = Diagram {
    stones: &[
        (0, 1, 1),
        (0, 2, 1),
        (0, 3, 1),
        (0, 4, 2),
        (0, 3, 3),
        (0, 2, 3),
        (0, 1, 3),
        (0, 0, 2),
        (1, 7, 2),
    ],
    chains: false,
    jumps: false,
};

/// A diagram of the rules page.
pub const DIAGONAL: Diagram = Diagram {
    stones: &[(0, 2, 1), (0, 1, 2), (0, 3, 2), (0, 2, 3), (1, 7, 2), (1, 7, 3)],
    chains: false,
    jumps: false,
};

/// A diagram of the rules page.
pub const LINKED: Diagram = Diagram {
    stones: &[
        (0, 2, 1),
        (0, 1, 2),
        (0, 3, 2),
        (0, 2, 3),
        (0, 4, 1),
        (0, 5, 2),
        (0, 4, 3),
        (0, 7, 1),
        (0, 6, 2),
        (0, 8, 2),
        (0, 7, 3),
    ],
    chains: false,
    jumps: false,
};

/// A diagram of the rules page.
pub const CHAIN: Diagram = Diagram {
    stones: &[
        (0, 1, 1),
        (0, 2, 1),
        (0, 3, 1),
        (0, 3, 2),
        (1, 6, 1),
        (1, 7, 1),
        (1, 8, 3),
    ],
    chains: true,
    jumps: false,
};

/// A diagram of the rules page.
pub const JUMP: Diagram = Diagram {
    stones: &[(0, 1, 1), (0, 2, 2), (1, 7, 1), (1, 6, 2), (1, 8, 2), (1, 7, 3)],
    chains: false,
    jumps: true,
};

impl Diagram {
    /// The position: the starting board and T20 (open but for its bottom row) beside it, in the
    /// closing phase with Blue to move.
    #[must_use]
    pub fn game(&self) -> Option<Game> {
        let setup = PositionSetup {
            game: crate::glak::record::GAME_NAME.to_string(),
            players: 2,
            boards: vec![BoardSetup {
                tile: "T20".to_string(),
                at: Place::new(1, 0),
                rotation: 0,
            }],
            stones: self
                .stones
                .iter()
                .map(|&(seat, x, y)| StoneSetup {
                    seat,
                    at: Point::new(x, y),
                })
                .collect(),
            hands: None,
            supply: None,
            to_move: 0,
            board_laid: false,
            tiles: None,
        };
        setup.to_game().ok()
    }

    fn view(&self, t: Texts, caption: &'static str) -> Html {
        let Some(game) = self.game() else {
            return html! {};
        };
        let lit = if self.jumps {
            game.jump_landings()
        } else {
            FieldSet::EMPTY
        };
        html! {
            <figure class="rules-diagram">
                <AreaView game={Shown(Rc::new(game))} {lit} chains={self.chains} />
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
        <article class="rules panel" data-rules="glak" aria-labelledby="rules-title">
            <div class="rules-head">
                <h2 id="rules-title">{ t.get("glak-rules.title") }</h2>
                <button type="button" class="primary" data-action="close-rules" onclick={close.clone()}>{ t.get("rules.close") }</button>
            </div>
            <p class="rules-intro">{ t.get("glak-rules.intro") }</p>
            { section("glak-rules.setup.title", "glak-rules.setup.text", html! {}) }
            { section("glak-rules.turn.title", "glak-rules.turn.text", html! {}) }
            { section("glak-rules.territory.title", "glak-rules.territory.text", TERRITORY.view(t, "glak-rules.territory.caption")) }
            { section("glak-rules.diagonal.title", "glak-rules.diagonal.text", DIAGONAL.view(t, "glak-rules.diagonal.caption")) }
            { section("glak-rules.linked.title", "glak-rules.linked.text", LINKED.view(t, "glak-rules.linked.caption")) }
            { section("glak-rules.chain.title", "glak-rules.chain.text", CHAIN.view(t, "glak-rules.chain.caption")) }
            { section("glak-rules.jump.title", "glak-rules.jump.text", JUMP.view(t, "glak-rules.jump.caption")) }
            { section("glak-rules.end.title", "glak-rules.end.text", html! {}) }
            { section("glak-rules.keys.title", "glak-rules.keys.text", html! {}) }
            <p class="rules-full"><a href="rules/glak.md" data-rules-full="" hreflang="en">{ t.get("rules.full") }</a></p>
            <div class="actions">
                <button type="button" onclick={close}>{ t.get("rules.close") }</button>
            </div>
        </article>
    }
}
