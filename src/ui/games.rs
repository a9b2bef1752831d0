//! The games' views: the one list of them (the models' is `crate::app::registry`). Each game's
//! views answer the seam's traits in its folder ([`GameViews`], [`GameReview`], [`GameLesson`],
//! [`GameEditor`]); the shell draws a game through [`views`], the review's page through [`review`],
//! the tutorial through [`lesson`], the editor through [`editor`].

use crate::app::game::{Replay, Table};
use crate::app::kind::GameKind;
use crate::app::seats::NewGameForm;
use crate::app::state::UiAction;
use crate::i18n::Texts;
use crate::ui::game::{GameEditor, GameLesson, GameReview, GameViews};
use crate::ui::glak::editor::GlakTileEditor;
use crate::ui::glak::lesson::GlakTutorial;
use crate::ui::glak::review::GlakReview;
use crate::ui::glak::views::GlakViews;
use crate::ui::glux::editor::GluxBoardEditor;
use crate::ui::glux::lesson::GluxTutorial;
use crate::ui::glux::review::GluxReview;
use crate::ui::glux::views::GluxViews;
use crate::ui::setup::SetupParts;
use yew::prelude::*;

/// A game's views.
#[must_use]
pub fn views(game: GameKind) -> &'static dyn GameViews {
    match game {
        GameKind::Glux => &GluxViews,
        GameKind::Glak => &GlakViews,
    }
}

/// A game's editor on the board editor's page.
#[must_use]
pub fn editor(game: GameKind) -> &'static dyn GameEditor {
    match game {
        GameKind::Glux => &GluxBoardEditor,
        GameKind::Glak => &GlakTileEditor,
    }
}

/// A game's lesson on the tutorial's page.
#[must_use]
pub fn lesson(game: GameKind) -> &'static dyn GameLesson {
    match game {
        GameKind::Glux => &GluxTutorial,
        GameKind::Glak => &GlakTutorial,
    }
}

/// A game's part of the review's page.
#[must_use]
pub fn review(game: GameKind) -> &'static dyn GameReview {
    match game {
        GameKind::Glux => &GluxReview,
        GameKind::Glak => &GlakReview,
    }
}

/// The game in play.
pub fn table_view(
    t: Texts,
    table: &Table,
    thinking: bool,
    sound: bool,
    dispatch: &Callback<UiAction>,
) -> Html {
    views(table.kind()).table(t, table, thinking, sound, dispatch)
}

/// The replay viewer; `on_continue` plays on from the move shown.
pub fn replay_view(
    t: Texts,
    replay: &Replay,
    dispatch: &Callback<UiAction>,
    on_continue: Callback<()>,
) -> Html {
    views(replay.kind()).replay(t, replay, dispatch, on_continue)
}

/// The game's rules (chosen here, not through [`GameViews`]: the rules' module draws them, and must
/// not carry the games' screens).
pub fn rules_page(t: Texts, game: GameKind, on_close: &Callback<()>) -> Html {
    match game {
        GameKind::Glux => crate::ui::glux::rules::rules_page(t, on_close),
        GameKind::Glak => crate::ui::glak::rules::rules_page(t, on_close),
    }
}

/// The chosen game's part of the new-game screen.
pub fn setup_parts(t: Texts, form: &NewGameForm, dispatch: &Callback<UiAction>) -> SetupParts {
    views(form.game).setup_parts(t, form, dispatch)
}
