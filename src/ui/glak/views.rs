//! GLAK's views, as the shell asks for them (`crate::ui::game`).

use crate::app::game::{Replay, Table};
use crate::app::glak::replay::GlakReplay;
use crate::app::glak::table::GlakTable;
use crate::app::seats::NewGameForm;
use crate::app::state::UiAction;
use crate::i18n::Texts;
use crate::ui::game::{GameReplays, GameSetup, GameViews};
use crate::ui::setup::SetupParts;
use yew::prelude::*;

/// GLAK's views, as `ui::games` lists them.
pub struct GlakViews;

impl GameViews for GlakViews {
    fn table(
        &self,
        _t: Texts,
        table: &Table,
        thinking: bool,
        _sound: bool,
        _dispatch: &Callback<UiAction>,
    ) -> Html {
        let Some(table) = table.of::<GlakTable>() else {
            return Html::default();
        };
        html! { <super::game_screen::GlakScreen table={table.clone()} {thinking} /> }
    }
}

impl GameReplays for GlakViews {
    fn replay(&self, replay: &Replay, on_continue: Callback<()>) -> Html {
        let Some(replay) = replay.of::<GlakReplay>() else {
            return Html::default();
        };
        html! { <super::replay_view::GlakReplayView replay={replay.clone()} {on_continue} /> }
    }
}

impl GameSetup for GlakViews {
    fn setup_parts(&self, t: Texts, form: &NewGameForm, dispatch: &Callback<UiAction>) -> SetupParts {
        super::setup::setup_parts(t, form, dispatch)
    }
}
