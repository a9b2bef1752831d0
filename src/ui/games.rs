//! The views of the games at the top: each game's table, replay viewer, rules and part of the
//! new-game screen, chosen by the game. (Their models are `crate::app::games`, which the reducer
//! imports: the views send actions to the reducer.)

use crate::app::games::{Replay, Table};
use crate::app::kind::GameKind;
use crate::app::seats::NewGameForm;
use crate::app::state::UiAction;
use crate::i18n::Texts;
use crate::ui::glak::game_screen::GlakScreen;
use crate::ui::glak::replay_view::GlakReplayView;
use crate::ui::glux::game_screen::game_screen;
use crate::ui::glux::replay::ReplayView;
use crate::ui::setup::SetupParts;
use yew::prelude::*;

/// The game in play.
pub fn table_view(
    t: Texts,
    table: &Table,
    thinking: bool,
    sound: bool,
    dispatch: &Callback<UiAction>,
) -> Html {
    match table {
        Table::Glux(table) => game_screen(t, table, thinking, sound, dispatch),
        Table::Glak(table) => {
            html! { <GlakScreen {t} table={table.clone()} dispatch={dispatch.clone()} {thinking} /> }
        }
    }
}

/// The replay viewer; `on_continue` plays on from the move shown.
pub fn replay_view(
    t: Texts,
    replay: &Replay,
    dispatch: &Callback<UiAction>,
    on_continue: Callback<()>,
) -> Html {
    match replay {
        Replay::Glux(replay) => {
            html! { <ReplayView {t} replay={replay.clone()} dispatch={dispatch.clone()} {on_continue} /> }
        }
        Replay::Glak(replay) => {
            html! { <GlakReplayView {t} replay={replay.clone()} dispatch={dispatch.clone()} {on_continue} /> }
        }
    }
}

/// The game's rules.
pub fn rules_page(t: Texts, game: GameKind, on_close: &Callback<()>) -> Html {
    match game {
        GameKind::Glux => crate::ui::glux::rules::rules_page(t, on_close),
        GameKind::Glak => crate::ui::glak::rules::rules_page(t, on_close),
    }
}

/// The chosen game's part of the new-game screen.
pub fn setup_parts(t: Texts, form: &NewGameForm, dispatch: &Callback<UiAction>) -> SetupParts {
    match form.game {
        GameKind::Glux => crate::ui::glux::setup::setup_parts(t, form, dispatch),
        GameKind::Glak => crate::ui::glak::setup::setup_parts(t, form, dispatch),
    }
}
