//! The app's root component.

use super::board::BoardView;
use crate::engine::{Game, GameSetup};
use std::rc::Rc;
use yew::prelude::*;

/// The Glüx app.
#[function_component(App)]
pub fn app() -> Html {
    let game = Game::try_from(&GameSetup::new(2, 0)).expect("the default setup is valid");
    let position = Rc::new(game.position().clone());
    html! {
        <main class="app">
            <h1 class="title">{ "Glüx" }</h1>
            <BoardView {position} />
        </main>
    }
}
