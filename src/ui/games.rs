//! The games' views: the one list of them (the models' is `crate::app::registry`). Each game's
//! views answer the seam's traits in its folder ([`GameViews`], [`GameReview`], [`GameLesson`],
//! [`GameEditor`]); the shell draws a game through [`views`], the review's page through [`review`],
//! the tutorial through [`lesson`], the editor through [`editor`]. Only the games the app ships
//! are drawn (`GameKind::ALL`): a game given to the models' registry (the tests' third game) is
//! played through the app's model alone.

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

/// A game given to the models' registry has no views.
fn unshown() -> ! {
    unreachable!("only the games the app ships are drawn")
}

/// A game's views.
#[must_use]
pub fn views(game: GameKind) -> &'static dyn GameViews {
    match game {
        GameKind::GLUX => &GluxViews,
        GameKind::GLAK => &GlakViews,
        _ => unshown(),
    }
}

/// A game's editor on the board editor's page.
#[must_use]
pub fn editor(game: GameKind) -> &'static dyn GameEditor {
    match game {
        GameKind::GLUX => &GluxBoardEditor,
        GameKind::GLAK => &GlakTileEditor,
        _ => unshown(),
    }
}

/// A game's lesson on the tutorial's page.
#[must_use]
pub fn lesson(game: GameKind) -> &'static dyn GameLesson {
    match game {
        GameKind::GLUX => &GluxTutorial,
        GameKind::GLAK => &GlakTutorial,
        _ => unshown(),
    }
}

/// A game's part of the review's page.
#[must_use]
pub fn review(game: GameKind) -> &'static dyn GameReview {
    match game {
        GameKind::GLUX => &GluxReview,
        GameKind::GLAK => &GlakReview,
        _ => unshown(),
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
pub fn replay_view(replay: &Replay, on_continue: Callback<()>) -> Html {
    views(replay.kind()).replay(replay, on_continue)
}

/// The game's rules (chosen here, not through [`GameViews`]: the rules' module draws them, and must
/// not carry the games' screens).
pub fn rules_page(t: Texts, game: GameKind, on_close: &Callback<()>) -> Html {
    match game {
        GameKind::GLUX => crate::ui::glux::rules::rules_page(t, on_close),
        GameKind::GLAK => crate::ui::glak::rules::rules_page(t, on_close),
        _ => unshown(),
    }
}

/// The chosen game's part of the new-game screen.
pub fn setup_parts(t: Texts, form: &NewGameForm, dispatch: &Callback<UiAction>) -> SetupParts {
    views(form.game).setup_parts(t, form, dispatch)
}
