//! The games' views: the one list of them (the models' is `crate::app::registry`). Each game's
//! views answer the seam's traits in its folder ([`GameSetup`], [`GameViews`], [`GameReview`],
//! [`GameLesson`], [`GameEditor`]); the shell draws a game's new-game form through [`setup_parts`]
//! and the game in play through [`views`], the review's page through [`review`], the tutorial
//! through [`lesson`], the editor through [`editor`]. Only the games the app ships are drawn
//! (`GameKind::ALL`): a game given to the models' registry (the tests' third game) is played
//! through the app's model alone.
//!
//! Each game in play and its replays are a part of the page's module ([`part`],
//! `crate::ui::modules`): the page's first download draws the new-game screen (or an invitation's
//! join screen) without them, a link or a kept game brings its own game's part, and the chosen
//! game's comes in once that screen is drawn, then the other's (issue 40).

use crate::app::game::{Replay, Table};
use crate::app::glak::game::Glak;
use crate::app::glux::game::Glux;
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
use std::cell::RefCell;
use yew::prelude::*;

/// A game given to the models' registry has no views.
fn unshown() -> ! {
    unreachable!("only the games the app ships are drawn")
}

/// The part of the page's module that draws a game in play and its replays: one part per game, so
/// that a link or a kept game of one game downloads only its own (issue 40).
#[must_use]
pub fn part(game: GameKind) -> &'static str {
    match game {
        GameKind::GLUX => "play_glux",
        GameKind::GLAK => "play_glak",
        _ => unshown(),
    }
}

thread_local! {
    /// Each game's views, once its part has started ([`start_glux`], [`start_glak`]).
    static VIEWS: RefCell<Vec<(GameKind, &'static dyn GameViews)>> = const { RefCell::new(Vec::new()) };
}

/// Starts the part that draws Glüx in play (it has just been loaded): from now on [`views`] has
/// its views and the registry makes its tables. Only the page's binary calls this, from its split
/// point (`src/modules/app.rs`), so that nothing else in the page's first download reaches the
/// game's screens.
pub fn start_glux() {
    start_play(GameKind::GLUX, &Glux, &GluxViews);
}

/// Starts the part that draws GLAK in play ([`start_glux`]).
pub fn start_glak() {
    start_play(GameKind::GLAK, &Glak, &GlakViews);
}

fn start_play<M, V>(game: GameKind, model: &'static M, shown: &'static V)
where
    M: crate::app::game::GameRules + crate::app::game::GameFiles,
    V: GameViews,
{
    // The part makes the game's tables too: a new game, a kept game, a link, a file.
    crate::app::registry::provide_tables(game, model);
    // Opaque to the optimiser: a vtable it could prove to be one game's would be called directly
    // where the views are drawn, and the views would be in the page's first download.
    let shown: &'static dyn GameViews = std::hint::black_box(shown);
    VIEWS.with(|views| {
        let mut views = views.borrow_mut();
        if !views.iter().any(|(g, _)| *g == game) {
            views.push((game, shown));
        }
    });
}

/// The games the page opens on, whose parts it needs to draw what it opens on (the page's binary
/// loads them as it starts, beside the words; its header is drawn meanwhile): a share link's
/// game, and the game kept on this device; none if the address is a link from another device (the
/// carrier's, which brings every game's part with it).
#[must_use]
pub fn wanted_at_start() -> Vec<GameKind> {
    use crate::ui::files;
    if files::message_in_address().is_some() {
        return Vec::new();
    }
    let mut games: Vec<GameKind> = files::game_in_address()
        .map(|link| crate::app::registry::game_of_link(&link))
        .into_iter()
        .chain(crate::ui::storage::kept_game_kind())
        .collect();
    games.dedup();
    games
}

/// The notice that the games in play could not be loaded.
#[must_use]
pub fn play_failed(t: Texts) -> crate::app::screens::Notice {
    crate::app::screens::Notice {
        text: t.get("play.failed").to_string(),
        problem: true,
    }
}

/// Does `then` once `game` in play has started, whose part makes and draws its tables: at once if
/// it has, else once its part is in (the page fetches it as soon as the first screen is drawn);
/// `failed` if it cannot be loaded (the connection failed: asking again tries again).
pub fn with_play(game: GameKind, then: impl FnOnce() + 'static, failed: impl FnOnce() + 'static) {
    if play_started(game) {
        then();
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        if crate::ui::modules::load_part(part(game)).await && play_started(game) {
            then();
        } else {
            failed();
        }
    });
}

/// A game's views, once its part has started (`None` before: the page loads it,
/// `crate::ui::modules::load_part`).
#[must_use]
pub fn views(game: GameKind) -> Option<&'static dyn GameViews> {
    VIEWS.with(|views| views.borrow().iter().find(|(g, _)| *g == game).map(|&(_, v)| v))
}

/// Whether a game's views have started ([`start_glux`], [`start_glak`]): its game in play can be
/// drawn and its tables made.
#[must_use]
pub fn play_started(game: GameKind) -> bool {
    views(game).is_some()
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
