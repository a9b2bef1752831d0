//! The games' views: the one list of them (the models' is `crate::app::registry`). Each game's
//! views answer the seam's traits in its folder ([`GameSetup`], [`GameViews`], [`GameReview`],
//! [`GameLesson`], [`GameEditor`]); the shell draws a game's new-game form through [`setup_parts`]
//! and the game in play through [`views`], the review's page through [`review`], the tutorial
//! through [`lesson`], the editor through [`editor`]. Only the games the app ships are drawn
//! (`GameKind::ALL`): a game given to the models' registry (the tests' third game) is played
//! through the app's model alone.
//!
//! Each game's replays, and each game in play, are a part of the page's module ([`GamePart`],
//! `crate::ui::modules`): the page's first download draws the new-game screen (or an invitation's
//! join screen) without them, a replay link brings its own game's replays, a kept game its own
//! game in play, and the chosen game's play comes in once the first screen is drawn, then the
//! other's (issue 40).

use crate::app::game::{Replay, Table};
use crate::app::glak::game::Glak;
use crate::app::glux::game::Glux;
use crate::app::kind::GameKind;
use crate::app::seats::NewGameForm;
use crate::app::state::UiAction;
use crate::i18n::Texts;
use crate::ui::game::{GameEditor, GameLesson, GameReplays, GameReview, GameSetup, GameViews};
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

/// What a part of the page's module that draws one game draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawn {
    /// The game's replays (a share link, a file, a finished game), and the readers of its files
    /// and links: no table, no screen in play.
    Replays,
    /// The game in play: its tables, its screens, and its replays (a game in play is looked back
    /// on, and a replay is played on from).
    Play,
}

/// A part of the page's module that draws one game: two per game, so that a replay link downloads
/// its game's replays alone, and a kept game its own game in play (issue 40). The play part brings
/// the replays part's code with it (the build shares it between the two): loading the replays part
/// first costs the play part nothing more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GamePart {
    /// The game it draws.
    pub game: GameKind,
    /// What it draws of it.
    pub drawn: Drawn,
}

impl GamePart {
    /// The part that draws `game`'s replays.
    #[must_use]
    pub const fn replays(game: GameKind) -> Self {
        Self {
            game,
            drawn: Drawn::Replays,
        }
    }

    /// The part that draws `game` in play (and its replays).
    #[must_use]
    pub const fn play(game: GameKind) -> Self {
        Self {
            game,
            drawn: Drawn::Play,
        }
    }

    /// Its name, as the page's binary provides it (`src/modules/app.rs`: its split point's).
    #[must_use]
    pub fn name(self) -> &'static str {
        match (self.game, self.drawn) {
            (GameKind::GLUX, Drawn::Replays) => "replays_glux",
            (GameKind::GLUX, Drawn::Play) => "play_glux",
            (GameKind::GLAK, Drawn::Replays) => "replays_glak",
            (GameKind::GLAK, Drawn::Play) => "play_glak",
            _ => unshown(),
        }
    }

    /// Whether it has started: what it draws can be drawn.
    #[must_use]
    pub fn started(self) -> bool {
        match self.drawn {
            Drawn::Replays => replays(self.game).is_some(),
            Drawn::Play => views(self.game).is_some(),
        }
    }

    /// Loads and starts it (at once if it has started): whether it has. A part that could not be
    /// downloaded is tried again by the next call; a call while it is on its way joins that one.
    pub async fn load(self) -> bool {
        self.started() || (crate::ui::modules::load_part(self.name()).await && self.started())
    }
}

thread_local! {
    /// Each game's views in play, once its play part has started ([`start_glux`], [`start_glak`]).
    static VIEWS: RefCell<Vec<(GameKind, &'static dyn GameViews)>> = const { RefCell::new(Vec::new()) };
    /// Each game's replays, once its replays part (or its play part) has started
    /// ([`start_glux_replays`], [`start_glak_replays`]).
    static REPLAYS: RefCell<Vec<(GameKind, &'static dyn GameReplays)>> = const { RefCell::new(Vec::new()) };
}

/// Starts the part that draws Glüx's replays (it has just been loaded): from now on [`replay_view`]
/// draws them and the registry reads its files and links. Only the page's binary calls this, from
/// its split point (`src/modules/app.rs`), and [`start_glux`].
pub fn start_glux_replays() {
    start_replays(GameKind::GLUX, &Glux, &GluxViews);
}

/// Starts the part that draws GLAK's replays ([`start_glux_replays`]).
pub fn start_glak_replays() {
    start_replays(GameKind::GLAK, &Glak, &GlakViews);
}

/// Starts the part that draws Glüx in play (it has just been loaded): from now on [`views`] has
/// its views and the registry makes its tables; its replays start with it. Only the page's binary
/// calls this, from its split points (`src/modules/app.rs`: Glüx in play's, the carrier's), so that
/// nothing else in the page's first download reaches the game's screens.
pub fn start_glux() {
    start_glux_replays();
    start_play(GameKind::GLUX, &Glux, &GluxViews);
}

/// Starts the part that draws GLAK in play ([`start_glux`]).
pub fn start_glak() {
    start_glak_replays();
    start_play(GameKind::GLAK, &Glak, &GlakViews);
}

/// Adds `shown` to a list of a game's views once.
fn keep<V: ?Sized>(list: &RefCell<Vec<(GameKind, &'static V)>>, game: GameKind, shown: &'static V) {
    if find(list, game).is_none() {
        list.borrow_mut().push((game, shown));
    }
}

/// What a part keeps for `game` ([`keep`]), if it has started.
fn find<V: ?Sized>(list: &RefCell<Vec<(GameKind, &'static V)>>, game: GameKind) -> Option<&'static V> {
    list.borrow().iter().find(|(g, _)| *g == game).map(|&(_, v)| v)
}

fn start_replays<M, V>(game: GameKind, model: &'static M, shown: &'static V)
where
    M: crate::app::game::GameFiles,
    V: GameReplays,
{
    // The part reads the game's files and links into replays.
    crate::app::registry::provide_files(game, model);
    // Opaque to the optimiser, as the views in play are ([`start_play`]).
    let shown: &'static dyn GameReplays = std::hint::black_box(shown);
    REPLAYS.with(|replays| keep(replays, game, shown));
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
    VIEWS.with(|views| keep(views, game, shown));
}

/// The parts the page opens on, which it needs to draw what it opens on (the page's binary loads
/// them as it starts, beside the words; its header is drawn meanwhile): a share link's game's
/// replays, and the game kept on this device in play (which brings its replays: a link of the kept
/// game's game needs that part alone); none if the address is a link from another device (the
/// carrier's, which brings every game's part with it). A share link's comes first.
#[must_use]
pub fn wanted_at_start() -> Vec<GamePart> {
    use crate::ui::files;
    if files::message_in_address().is_some() {
        return Vec::new();
    }
    let link =
        files::game_in_address().map(|link| GamePart::replays(crate::app::registry::game_of_link(&link)));
    let kept = crate::ui::storage::kept_game_kind().map(GamePart::play);
    match (link, kept) {
        (Some(link), Some(kept)) if link.game == kept.game => vec![kept],
        (link, kept) => link.into_iter().chain(kept).collect(),
    }
}

/// The notice that the games in play could not be loaded.
#[must_use]
pub fn play_failed(t: Texts) -> crate::app::screens::Notice {
    crate::app::screens::Notice {
        text: t.get("play.failed").to_string(),
        problem: true,
    }
}

/// Does `then` once `game` in play has started, whose part makes and draws its tables ([`with_part`]).
pub fn with_play(game: GameKind, then: impl FnOnce() + 'static, failed: impl FnOnce() + 'static) {
    with_part(GamePart::play(game), then, failed);
}

/// Does `then` once `part` has started: at once if it has, else once it is in (the page fetches
/// the games in play as soon as the first screen is drawn); `failed` if it cannot be loaded (the
/// connection failed: asking again tries again).
pub fn with_part(part: GamePart, then: impl FnOnce() + 'static, failed: impl FnOnce() + 'static) {
    if part.started() {
        then();
        return;
    }
    // One waiting future for every caller (the page's first download carries it).
    let then: Box<dyn FnOnce()> = Box::new(then);
    let failed: Box<dyn FnOnce()> = Box::new(failed);
    wasm_bindgen_futures::spawn_local(async move {
        if part.load().await {
            then();
        } else {
            failed();
        }
    });
}

/// A game's views in play, once its part has started (`None` before: the page loads it,
/// [`GamePart::load`]).
#[must_use]
pub fn views(game: GameKind) -> Option<&'static dyn GameViews> {
    VIEWS.with(|views| find(views, game))
}

/// Whether a game's views have started ([`start_glux`], [`start_glak`]): its game in play can be
/// drawn and its tables made.
#[must_use]
pub fn play_started(game: GameKind) -> bool {
    GamePart::play(game).started()
}

/// A game's replays, once its replays part (or its play part) has started (`None` before).
fn replays(game: GameKind) -> Option<&'static dyn GameReplays> {
    REPLAYS.with(|replays| find(replays, game))
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

/// The replay viewer; `on_continue` plays on from the move shown. `None` until the game's replays
/// have started ([`GamePart::replays`]).
pub fn replay_view(replay: &Replay, on_continue: Callback<()>) -> Option<Html> {
    replays(replay.kind()).map(|replays| replays.replay(replay, on_continue))
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
