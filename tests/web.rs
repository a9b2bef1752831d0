//! Browser tests (wasm-bindgen-test in headless Chromium): components render from a given game.
#![cfg(target_arch = "wasm32")]

use glux::engine::{Game, GameSetup};
use glux::ui::board::{BoardProps, BoardView};
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen_test::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh element attached to the document body, for one component to render into.
fn mount_point() -> Element {
    let document = web_sys::window().unwrap().document().unwrap();
    let div = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&div).unwrap();
    div
}

/// Lets Yew's scheduler run the pending renders.
async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(20)).await;
}

#[wasm_bindgen_test]
async fn the_empty_two_player_board_has_117_squares_and_nine_rooms() {
    let game = Game::try_from(&GameSetup::new(2, 7)).unwrap();
    let root = mount_point();
    let props = BoardProps {
        position: Rc::new(game.position().clone()),
        legal: Default::default(),
        ghost: None,
        last: None,
        lines: Vec::new(),
        lines_to: None,
        room_totals: false,
        on_square: Default::default(),
        on_point: Default::default(),
    };
    yew::Renderer::<BoardView>::with_root_and_props(root.clone(), props).render();
    settle().await;
    assert_eq!(root.query_selector_all("[data-square]").unwrap().length(), 117);
    assert_eq!(root.query_selector_all(".square.room").unwrap().length(), 55);
    assert!(
        root.query_selector("[data-square=\"1,9\"] .start-marker")
            .unwrap()
            .is_some()
    );
    assert!(
        root.query_selector("[data-square=\"13,1\"] .start-marker")
            .unwrap()
            .is_some()
    );
    assert_eq!(root.query_selector_all("[data-legal]").unwrap().length(), 0);
}
