//! Glüx's part of the new-game screen: the board for the players chosen with each seat's start
//! square, the boards to play on (the built-in one or the player's own), and the hints.

use super::board::board_picture;
use crate::app::seats::NewGameForm;
use crate::app::state::UiAction;
use crate::glux::GameSetup;
use crate::i18n::Texts;
use crate::ui::setup::{SetupParts, design_choice, preview};
use yew::Callback;

/// Glüx's part of the new-game screen.
pub fn setup_parts(t: Texts, form: &NewGameForm, dispatch: &Callback<UiAction>) -> SetupParts {
    let table = GameSetup {
        board: form.design.clone(),
        ..GameSetup::new(form.players, 0)
    }
    .board_and_starts()
    .ok();
    let starts = table.as_ref().map_or_else(Vec::new, |(board, starts)| {
        starts
            .take(form.players)
            .iter()
            .map(|&sq| board.coord(sq).label())
            .collect()
    });
    let board_name = match &table {
        Some((board, _)) if form.design.is_some() => t.fill(
            "new-game.board-own",
            &[
                ("name", &board.name()),
                ("width", &board.width()),
                ("height", &board.height()),
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
    let preview = table.map(|(board, starts)| {
        preview(
            t.fill("new-game.preview", &[("players", &form.players)]),
            board_picture(t, &board, starts.take(form.players)),
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
