//! The games' views: the one list of them (the models' is `crate::app::registry`). Each game's
//! views answer the seam's traits in its folder ([`GameSetup`], [`GameViews`], [`GameReview`],
//! [`GameLesson`], [`GameEditor`]); the shell draws a game's new-game form through [`setup_parts`]
//! and the game in play through [`views`], the review's page through [`review`], the tutorial
//! through [`lesson`], the editor through [`editor`]. Only the games the app ships are drawn
//! (`GameKind::ALL`): a game given to the models' registry (the tests' third game) is played
//! through the app's model alone.
//!
//! The games in play and their replays are a part of the page's module ([`PART`],
//! `crate::ui::modules`): the page's first download draws the new-game screen (or an invitation's
//! join screen) without them, and their part comes in once that screen is drawn (issue 40).

use crate::app::game::{Replay, Table};
use crate::app::kind::GameKind;
use crate::app::seats::NewGameForm;
use crate::app::state::UiAction;
use crate::i18n::Texts;
use crate::ui::game::{GameEditor, GameLesson, GameReview, GameSetup, GameViews};
use crate::ui::glak::editor::GlakTileEditor;
use crate::ui::glak::lesson::GlakTutorial;
use crate::ui::glak::review::GlakReview;
use crate::ui::glak::views::GlakViews;
use crate::ui::glux::editor::GluxBoardEditor;
use crate::ui::glux::lesson::GluxTutorial;
use crate::ui::glux::review::GluxReview;
use crate::ui::glux::views::GluxViews;
use crate::ui::setup::SetupParts;
use std::cell::Cell;
use yew::prelude::*;

/// A game given to the models' registry has no views.
fn unshown() -> ! {
    unreachable!("only the games the app ships are drawn")
}

/// The part of the page's module that draws the games in play and their replays.
pub const PART: &str = "play";

/// Each game's views, by game.
type ViewsOf = fn(GameKind) -> &'static dyn GameViews;

thread_local! {
    /// The games' views, once their part has started ([`start_play`]).
    static VIEWS: Cell<Option<ViewsOf>> = const { Cell::new(None) };
}

/// Starts the part that draws the games in play (it has just been loaded): from now on [`views`]
/// has them. Only the page's binary calls this, from its split point (`src/modules/app.rs`), so
/// that nothing else in the page's first download reaches the games' screens.
pub fn start_play() {
    // The part makes the tables too: a new game, a kept game, a link, a file.
    crate::app::registry::provide_tables();
    // Opaque to the optimiser: a pointer it could prove to be this function would be called
    // directly where the views are drawn, and the views would be in the page's first download.
    let shipped: ViewsOf = std::hint::black_box(shipped_views);
    VIEWS.with(|views| views.set(Some(shipped)));
}

/// Whether the page opens on a game in play or a replay of its own, so that it needs the games in
/// play before its first drawing (the page's binary then loads their part as it starts, beside the
/// words, and draws once both are in): a share link, or a game kept on this device, unless the
/// address is a link from another device (the carrier's, which brings the part with it).
#[must_use]
pub fn wanted_at_start() -> bool {
    use crate::ui::files;
    files::message_in_address().is_none()
        && (files::game_in_address().is_some() || crate::ui::storage::kept_game())
}

/// The notice that the games in play could not be loaded.
#[must_use]
pub fn play_failed(t: Texts) -> crate::app::screens::Notice {
    crate::app::screens::Notice {
        text: t.get("play.failed").to_string(),
        problem: true,
    }
}

/// Does `then` once the games in play have started, which make and draw tables: at once if they
/// have, else once their part is in (the page fetches it as soon as the first screen is drawn);
/// `failed` if it cannot be loaded (the connection failed: asking again tries again).
pub fn with_play(then: impl FnOnce() + 'static, failed: impl FnOnce() + 'static) {
    if play_started() {
        then();
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        if crate::ui::modules::load_part(PART).await && play_started() {
            then();
        } else {
            failed();
        }
    });
}

/// A game's views, once their part has started (`None` before: the page loads it,
/// `crate::ui::modules::load_part`).
#[must_use]
pub fn views(game: GameKind) -> Option<&'static dyn GameViews> {
    VIEWS.with(Cell::get).map(|views| views(game))
}

/// Whether the games' views have started ([`start_play`]): a game in play can be drawn.
#[must_use]
pub fn play_started() -> bool {
    VIEWS.with(Cell::get).is_some()
}

fn shipped_views(game: GameKind) -> &'static dyn GameViews {
    match game {
        GameKind::GLUX => &GluxViews,
        GameKind::GLAK => &GlakViews,
        _ => unshown(),
    }
}

/// A game's part of the new-game screen.
#[must_use]
pub fn setup(game: GameKind) -> &'static dyn GameSetup {
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

/// The game in play; `None` until the games' views have started ([`views`]).
pub fn table_view(
    t: Texts,
    table: &Table,
    thinking: bool,
    sound: bool,
    dispatch: &Callback<UiAction>,
) -> Option<Html> {
    views(table.kind()).map(|views| views.table(t, table, thinking, sound, dispatch))
}

/// The replay viewer; `on_continue` plays on from the move shown. `None` until the games' views
/// have started ([`views`]).
pub fn replay_view(replay: &Replay, on_continue: Callback<()>) -> Option<Html> {
    views(replay.kind()).map(|views| views.replay(replay, on_continue))
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
    setup(form.game).setup_parts(t, form, dispatch)
}
