//! Glüx's part of the new-game screen: the board for the players chosen with each seat's start
//! square, the boards to play on (the built-in one or the player's own), and the hints.

use super::board::BoardView;
use crate::app::seats::NewGameForm;
use crate::app::state::UiAction;
use crate::core::seat::Seat;
use crate::glux::{Game, GameSetup};
use crate::i18n::Texts;
use crate::ui::setup::{SetupParts, design_choice, preview};
use std::rc::Rc;
use yew::prelude::*;

/// Glüx's part of the new-game screen.
pub fn setup_parts(t: Texts, form: &NewGameForm, dispatch: &Callback<UiAction>) -> SetupParts {
    let position = Game::try_from(&GameSetup {
        board: form.design.clone(),
        ..GameSetup::new(form.players, 0)
    })
    .map(|g| Rc::new(g.board_state().clone()))
    .ok();
    let starts = position.as_ref().map_or_else(Vec::new, |p| {
        (0..form.players)
            .map(|i| p.board().coord(p.start_square(Seat(i))).label())
            .collect()
    });
    let board_name = match &position {
        Some(p) if form.design.is_some() => t.fill(
            "new-game.board-own",
            &[
                ("name", &p.board().name()),
                ("width", &p.board().width()),
                ("height", &p.board().height()),
            ],
        ),
        _ => t
            .get(if form.players == 2 {
                "new-game.board-2"
            } else {
                "new-game.board-34"
            })
            .to_string(),
    };
    let own = playable_boards()
        .into_iter()
        .map(|(board, text)| (t.fill("new-game.own-board", &[("name", &board.name())]), text))
        .collect();
    let names = form.active_names();
    let preview = position.map(|position| {
        preview(
            t.fill("new-game.preview", &[("players", &form.players)]),
            html! { <BoardView {position} {names} /> },
        )
    });
    SetupParts {
        starts,
        preview: preview.unwrap_or_default(),
        design: design_choice(
            t,
            t.get("new-game.board"),
            t.get("new-game.board-builtin"),
            own,
            form.design.as_deref(),
            "editor.html#glux",
            dispatch,
        ),
        seats_hint: t.fill("new-game.seats-hint", &[("board", &board_name)]),
        seed_hint: t.get("new-game.seed-hint"),
    }
}

/// The saved Glüx boards that can be played, with their text.
fn playable_boards() -> Vec<(crate::glux::Board, String)> {
    crate::ui::custom_boards::load(crate::ui::custom_boards::BOARDS_KEY)
        .into_iter()
        .filter_map(|text| crate::glux::Board::parse(&text).ok().map(|b| (b, text)))
        .collect()
}
