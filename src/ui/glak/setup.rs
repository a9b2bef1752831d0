//! GLAK's part of the new-game screen: the starting board with each player's starting field, the
//! tile sets to play with (ours or the player's own), and the hints.

use super::area::{area_picture, field_name};
use crate::app::seats::NewGameForm;
use crate::app::state::UiAction;
use crate::core::seat::Seat;
use crate::glak::game::starting_field;
use crate::glak::{Area, Point, TileSet};
use crate::i18n::Texts;
use crate::ui::setup::{SetupParts, design_choice, preview};
use yew::Callback;

/// GLAK's part of the new-game screen.
pub fn setup_parts(t: Texts, form: &NewGameForm, dispatch: &Callback<UiAction>) -> SetupParts {
    let tiles = TileSet::ours_or_text(form.design.as_deref()).unwrap_or_else(|_| TileSet::ours());
    let area = crate::glak::game::check_players(form.players, &tiles)
        .ok()
        .map(|()| Area::new(tiles));
    let start_points: Vec<Point> = area.as_ref().map_or_else(Vec::new, |area| {
        Seat::all(form.players)
            .map(|s| area.point(starting_field(form.players, s)))
            .collect()
    });
    let starts = start_points.iter().map(|&p| field_name(p)).collect();
    let own = playable_tile_sets()
        .into_iter()
        .map(|(set, text)| {
            (
                set.name().unwrap_or(t.get("glak.tiles-unnamed")).to_string(),
                text,
            )
        })
        .collect();
    let preview = area.map(|area| {
        preview(
            t.fill("new-game.glak-preview", &[("players", &form.players)]),
            area_picture(t, &area, &start_points),
        )
    });
    SetupParts {
        starts,
        preview: preview.unwrap_or_default(),
        design: design_choice(
            t,
            t.get("new-game.tiles"),
            t.get("new-game.tiles-ours"),
            own,
            form.design.as_deref(),
            "editor.html#glak",
            dispatch,
        ),
        seats_hint: t.fill(
            "new-game.glak-hint",
            &[("boards", &crate::glak::game::boards_each(form.players))],
        ),
        seed_hint: t.get("new-game.glak-seed-hint"),
    }
}

/// The saved GLAK tile sets that can be played, with their text.
fn playable_tile_sets() -> Vec<(crate::glak::TileSet, String)> {
    crate::ui::custom_boards::load(crate::ui::custom_boards::TILE_SETS_KEY)
        .into_iter()
        .filter_map(|text| crate::glak::TileSet::parse(&text).ok().map(|s| (s, text)))
        .collect()
}
