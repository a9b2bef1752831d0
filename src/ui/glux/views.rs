//! Glüx's views, as the shell asks for them (`crate::ui::game`).

use crate::app::game::{Replay, Table};
use crate::app::glux::table::{GluxReplay, GluxTable};
use crate::app::seats::NewGameForm;
use crate::app::state::UiAction;
use crate::i18n::Texts;
use crate::ui::game::{GameReplays, GameSetup, GameViews};
use crate::ui::setup::SetupParts;
use yew::prelude::*;

/// Glüx's views, as `ui::games` lists them.
pub struct GluxViews;

impl GameViews for GluxViews {
    fn table(
        &self,
        t: Texts,
        table: &Table,
        thinking: bool,
        sound: bool,
        dispatch: &Callback<UiAction>,
    ) -> Html {
        table
            .of::<GluxTable>()
            .map(|table| super::game_screen::game_screen(t, table, thinking, sound, dispatch))
            .unwrap_or_default()
    }
}

impl GameReplays for GluxViews {
    fn replay(&self, replay: &Replay, on_continue: Callback<()>) -> Html {
        let Some(replay) = replay.of::<GluxReplay>() else {
            return Html::default();
        };
        html! { <super::replay::ReplayView replay={replay.clone()} {on_continue} /> }
    }
}

impl GameSetup for GluxViews {
    fn setup_parts(&self, t: Texts, form: &NewGameForm, dispatch: &Callback<UiAction>) -> SetupParts {
        super::setup::setup_parts(t, form, dispatch)
    }
}
