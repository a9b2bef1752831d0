//! The views' side of the seam every game goes through (the models' side is `crate::app::game`):
//! what the shell draws of a game. Each game answers in its own folder (`ui/glux/views.rs`,
//! `ui/glak/views.rs`), seeing its own table and replay through [`crate::app::game::Table::of`];
//! `ui::games` lists them. Each module, and each part of the page's module, reaches only its own
//! trait ([`GameSetup`] the page's first download, [`GameReplays`] a game's replays part,
//! [`GameViews`] its play part, [`GameReview`] the review's, [`GameLesson`] the tutorial's,
//! [`GameEditor`] the editor's): a trait object carries every method of its trait. (The rules
//! pages are not here: they are a part of their own, which must not carry the games' screens.)

use super::setup::SetupParts;
use crate::app::game::{Replay, Table};
use crate::app::seats::NewGameForm;
use crate::app::state::UiAction;
use crate::i18n::Texts;
use yew::prelude::*;

/// What the shell draws of a game in play: a part of the page's module of its own, which the page's
/// first download does not carry (`ui::games::GamePart`: one per game), and which brings the
/// game's replays ([`GameReplays`]) with it.
pub trait GameViews: Sync {
    /// The game in play (`thinking`: a bot is thinking; `sound`: sounds are on), drawn with the
    /// words `t` and the dispatcher the page's root holds (a game whose screen is a component takes
    /// them from the root's context instead). Nothing for a table of another game.
    fn table(
        &self,
        t: Texts,
        table: &Table,
        thinking: bool,
        sound: bool,
        dispatch: &Callback<UiAction>,
    ) -> Html;
}

/// What the shell draws of a game replayed (a share link, a file, a finished game): a part of the
/// page's module of its own, smaller than the game in play's, so that a replay link downloads
/// neither the game's tables nor its screens in play (`ui::games::GamePart`; issue 40).
pub trait GameReplays: Sync {
    /// The replay viewer; `on_continue` plays on from the move shown. Nothing for a replay of
    /// another game.
    fn replay(&self, replay: &Replay, on_continue: Callback<()>) -> Html;
}

/// What the new-game screen draws of a game (the app's first screen: the page's first download).
pub trait GameSetup: Sync {
    /// The game's part of the new-game screen.
    fn setup_parts(&self, t: Texts, form: &NewGameForm, dispatch: &Callback<UiAction>) -> SetupParts;
}

/// What the review's page draws of a game (`crate::ui::review`): its moves in words and its board at
/// a move with Expert's choice. (A trait of its own: the review is a module of its own.)
pub trait GameReview: Sync {
    /// The replay's record as text (the review is kept under its id).
    fn record_text(&self, replay: &Replay) -> Option<String>;

    /// A move of the review in words (`action` the review's JSON text of it: its record's action,
    /// or a turn's list of them), played after the first `at` moves.
    fn words(&self, t: Texts, replay: &Replay, at: usize, action: &str) -> String;

    /// The board before move `at`, the move `played` marked and Expert's `best` drawn (both as
    /// the review's JSON text of them).
    fn board(&self, replay: &Replay, at: usize, played: &str, best: &str) -> Html;
}

/// A game's lesson on the tutorial's page (`crate::ui::tutorial`; a module of its own).
pub trait GameLesson: Sync {
    /// Its number of steps.
    fn steps(&self) -> usize;

    /// Its step `step` (a component keyed by the step, so each step starts afresh); `on_step` goes
    /// to a step (the lesson's length: finished).
    fn view(&self, step: usize, on_step: Callback<usize>) -> Html;

    /// The key of its line on the choice of lessons.
    fn line_key(&self) -> &'static str;

    /// The key of the words at its end.
    fn done_key(&self) -> &'static str;

    /// The key of the button that leads to it from another lesson's end.
    fn invite_key(&self) -> &'static str;
}

/// A game's editor on the board editor's page (`crate::ui::editor`; a part of the pages' module).
pub trait GameEditor: Sync {
    /// The key of its tab's name.
    fn tab_key(&self) -> &'static str;

    /// The editor.
    fn view(&self) -> Html;
}
