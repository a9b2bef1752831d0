//! The games the app plays: the one list of them. Each game is a folder (`app/glux/`, `app/glak/`)
//! that answers the seam's traits (`super::game`), and is named here once per trait ([`rules`],
//! [`files`], [`history`], [`judge`], [`bots`], [`remote`]: a module that reaches a trait object
//! carries all its methods, so each module reaches only the traits it uses), and once for its
//! bots' ratings. What the shell asks of "the game this form, save, file, link or bot's word is
//! of" is answered here.
//!
//! A game can also be given to the registry while the app runs ([`register`]): the tests' third
//! game, a folder of their own that answers the same traits, is played through the app's model
//! with nothing else changed for it.

use super::game::{GameBots, GameFiles, GameHistory, GameJudge, GameRemote, GameRules, Replay, Table};
use super::games::GameProblem;
use super::glak::game::{self as glak, Glak};
use super::glux::game::Glux;
use super::kind::GameKind;
use super::seats::{Driver, FormProblem, NewGameForm, SeatInfo};
use crate::core::history::{FinishedGame, rating_in};
use crate::core::invariant::Invariant;
use crate::core::level::Level;
use crate::i18n::Texts;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::{PoisonError, RwLock};

/// A game given to the registry beside those the app ships: its answers to each trait of the
/// seam, its bots' ratings and its byte in links.
pub struct Given {
    /// Which game ([`GameKind::named`]).
    pub kind: GameKind,
    /// Its byte in links and messages.
    pub link_game: u8,
    /// Its bots' ratings, by level.
    pub ratings: &'static [(Level, f64)],
    /// Its rules.
    pub rules: &'static dyn GameRules,
    /// Its files and links.
    pub files: &'static dyn GameFiles,
    /// Its finished games.
    pub history: &'static dyn GameHistory,
    /// Its games between devices.
    pub remote: &'static dyn GameRemote,
    /// Its Expert's review.
    pub judge: &'static dyn GameJudge,
    /// Its bots.
    pub bots: &'static dyn GameBots,
}

/// The games given ([`register`]). Only natively: the web app is given none, and its modules
/// carry no code for them.
#[cfg(not(target_arch = "wasm32"))]
static GIVEN: RwLock<Vec<&'static Given>> = RwLock::new(Vec::new());

/// Gives the registry a game beside those the app ships; from then on the app plays it as it plays
/// them (giving it again changes nothing).
#[cfg(not(target_arch = "wasm32"))]
pub fn register(game: &'static Given) {
    let mut given = GIVEN.write().unwrap_or_else(PoisonError::into_inner);
    if !GameKind::ALL.contains(&game.kind) && !given.iter().any(|g| g.kind == game.kind) {
        given.push(game);
        game.kind.make_known();
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn given_games() -> Vec<&'static Given> {
    GIVEN.read().unwrap_or_else(PoisonError::into_inner).clone()
}

#[cfg(target_arch = "wasm32")]
fn given_games() -> Vec<&'static Given> {
    Vec::new()
}

/// A given game's answers (a kind is only ever made for a game the app ships or was given).
fn given(game: GameKind) -> &'static Given {
    given_games()
        .into_iter()
        .find(|g| g.kind == game)
        .invariant("a game the registry was given")
}

/// Each game's rules and files in the browser, once given ([`provide_tables`], [`provide_files`]),
/// by game: each game's part of the page's module gives its own.
#[cfg(target_arch = "wasm32")]
struct Provided {
    rules: Vec<(GameKind, &'static dyn GameRules)>,
    files: Vec<(GameKind, &'static dyn GameFiles)>,
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    static PROVIDED: std::cell::RefCell<Provided> = const {
        std::cell::RefCell::new(Provided { rules: Vec::new(), files: Vec::new() })
    };
}

/// Gives the registry the code that makes one game's tables and replays (a new game, a kept game,
/// a link, a file, a game between devices), in the browser: the page's part that draws that game in
/// play calls this as it starts, with the game's model. So the page's first download, which draws
/// the new-game screen and an invitation's join screen, carries none of it, and each game's part
/// carries its own: its tables, its engine's play and its records' readers (issue 40). Natively the
/// registry has them from the start.
#[cfg(target_arch = "wasm32")]
pub fn provide_tables<M: GameRules + GameFiles>(game: GameKind, model: &'static M) {
    // Opaque to the optimiser: a vtable it could prove to be one game's would be called directly
    // where tables are made, and that game's code would stay in the page's first download.
    let rules: &'static dyn GameRules = std::hint::black_box(model);
    PROVIDED.with(|provided| {
        let mut provided = provided.borrow_mut();
        if !provided.rules.iter().any(|(g, _)| *g == game) {
            provided.rules.push((game, rules));
        }
    });
    provide_files(game, model);
}

/// Gives the registry the code that reads one game's files and share links into replays, in the
/// browser, without its tables ([`provide_tables`]).
#[cfg(target_arch = "wasm32")]
pub fn provide_files<M: GameFiles>(game: GameKind, model: &'static M) {
    let files: &'static dyn GameFiles = std::hint::black_box(model);
    PROVIDED.with(|provided| {
        let mut provided = provided.borrow_mut();
        if !provided.files.iter().any(|(g, _)| *g == game) {
            provided.files.push((game, files));
        }
    });
}

/// Gives the registry every game's files and share links ([`provide_files`]): the review's module,
/// which only reads them, calls this as it starts.
#[cfg(target_arch = "wasm32")]
pub fn provide_all_files() {
    provide_files(GameKind::GLUX, &Glux);
    provide_files(GameKind::GLAK, &Glak);
}

/// Whether a game's tables can be made: in the browser, once its part has given them
/// ([`provide_tables`]); natively always.
#[must_use]
pub fn tables_provided(game: GameKind) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        PROVIDED.with(|provided| provided.borrow().rules.iter().any(|(g, _)| *g == game))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = game;
        true
    }
}

#[cfg(target_arch = "wasm32")]
fn provided_rules(game: GameKind) -> &'static dyn GameRules {
    PROVIDED
        .with(|provided| {
            provided
                .borrow()
                .rules
                .iter()
                .find(|(g, _)| *g == game)
                .map(|&(_, rules)| rules)
        })
        .invariant("a game's tables are provided before its table is made")
}

#[cfg(target_arch = "wasm32")]
fn provided_files(game: GameKind) -> &'static dyn GameFiles {
    PROVIDED
        .with(|provided| {
            provided
                .borrow()
                .files
                .iter()
                .find(|(g, _)| *g == game)
                .map(|&(_, files)| files)
        })
        .invariant("a game's files are provided before its file is read")
}

#[cfg(not(target_arch = "wasm32"))]
fn provided_rules(game: GameKind) -> &'static dyn GameRules {
    shipped_rules(game)
}

#[cfg(not(target_arch = "wasm32"))]
fn provided_files(game: GameKind) -> &'static dyn GameFiles {
    shipped_files(game)
}

/// A game's rules, as the page asks them to make a table (in the browser, once given:
/// [`provide_tables`]). What the new-game and join screens ask of a game before there is a table
/// is asked of its own type below ([`form_problem`], [`problem_text`], [`setup_names`]), not
/// through this: a trait object carries every method of its trait. The setup's link of a game
/// between devices ([`remote_setup`]) is asked through this, once the games in play are in.
#[must_use]
pub fn rules(game: GameKind) -> &'static dyn GameRules {
    provided_rules(game)
}

#[cfg(not(target_arch = "wasm32"))]
fn shipped_rules(game: GameKind) -> &'static dyn GameRules {
    match game {
        GameKind::GLUX => &Glux,
        GameKind::GLAK => &Glak,
        other => given(other).rules,
    }
}

/// The names at the table of an invitation's setup bytes ([`GameRules::setup_names`]), for the
/// join screen, which both the page and the carrier draw. Called on each game's own type rather
/// than through [`rules`]: the carrier's module would otherwise carry every rule of the table with
/// the trait's vtable (16 KB gzip, measured).
#[must_use]
pub fn setup_names(game: GameKind, setup: &[u8]) -> Option<Vec<String>> {
    match game {
        GameKind::GLUX => Glux.setup_names(setup),
        GameKind::GLAK => Glak.setup_names(setup),
        other => given(other).rules.setup_names(setup),
    }
}

/// A game's files and links, as the replay viewer and the review open them (in the browser, once
/// given: [`provide_tables`] or [`provide_files`]).
#[must_use]
pub fn files(game: GameKind) -> &'static dyn GameFiles {
    provided_files(game)
}

#[cfg(not(target_arch = "wasm32"))]
fn shipped_files(game: GameKind) -> &'static dyn GameFiles {
    match game {
        GameKind::GLUX => &Glux,
        GameKind::GLAK => &Glak,
        other => given(other).files,
    }
}

/// A game as the history keeps it (in the carrier's module).
#[must_use]
pub fn history(game: GameKind) -> &'static dyn GameHistory {
    match game {
        GameKind::GLUX => &Glux,
        GameKind::GLAK => &Glak,
        other => given(other).history,
    }
}

/// A game between devices, as the carrier plays it (only the carrier's module calls this: see
/// [`GameRemote`]).
#[must_use]
pub fn remote(game: GameKind) -> &'static dyn GameRemote {
    match game {
        GameKind::GLUX => &Glux,
        GameKind::GLAK => &Glak,
        other => given(other).remote,
    }
}

/// The finished game a saved game of any game holds, as the history keeps it (`finished`: when,
/// in milliseconds since 1970); `None` if it cannot be read or is not over.
#[must_use]
pub fn finished(saved: &str, finished: f64) -> Option<FinishedGame> {
    history(GameKind::of_saved(saved)).finished(saved, finished)
}

/// The game a share link's text is of: its frame names the game by its byte (a link naming none,
/// or no game this app plays, is Glüx's: its problem is told in Glüx's words).
#[must_use]
pub fn game_of_link(text: &str) -> GameKind {
    let frame = crate::core::link::unframe(text).ok().and_then(|frame| frame.game);
    game_of_frame(frame).unwrap_or_default()
}

/// The game a link's or a message's byte names (a frame naming none is Glüx's, written before
/// GLAK existed); `None` for a game this app does not play.
#[must_use]
pub fn game_of_frame(game: Option<u8>) -> Option<GameKind> {
    match game {
        None => Some(GameKind::GLUX),
        Some(byte) if Some(byte) == glak::LINK_GAME => Some(GameKind::GLAK),
        Some(crate::glux::record::LINK_GAME) => Some(GameKind::GLUX),
        Some(byte) => given_games()
            .into_iter()
            .find(|g| g.link_game == byte)
            .map(|g| g.kind),
    }
}

/// A game's fixed rating of a bot level (calibrated from arena games).
#[must_use]
fn rating(game: GameKind, level: Level) -> f64 {
    match game {
        GameKind::GLUX => rating_in(&crate::glux::bots::RATINGS, level),
        GameKind::GLAK => rating_in(&crate::glak::bots::RATINGS, level),
        other => rating_in(given(other).ratings, level),
    }
}

/// A game's Expert review (in the bots' module, for the review's worker).
#[must_use]
pub fn judge(game: GameKind) -> &'static dyn GameJudge {
    match game {
        GameKind::GLUX => &Glux,
        GameKind::GLAK => &Glak,
        other => given(other).judge,
    }
}

/// A game's bots, as the bots' worker asks them (only the bots' module calls this: see
/// [`GameBots`]).
#[must_use]
pub fn bots(game: GameKind) -> &'static dyn GameBots {
    match game {
        GameKind::GLUX => &Glux,
        GameKind::GLAK => &Glak,
        other => given(other).bots,
    }
}

/// Why a save, a file or a link cannot be opened, in words (in its game's, in the language in use).
#[must_use]
pub fn problem_text(problem: &GameProblem, t: Texts) -> String {
    match problem.game() {
        GameKind::GLUX => Glux.problem_text(problem, t),
        GameKind::GLAK => Glak.problem_text(problem, t),
        other => given(other).rules.problem_text(problem, t),
    }
}

/// A game from the new-game form; `None` when the form cannot start one.
#[must_use]
pub fn start(form: &NewGameForm, bot_seed: u64) -> Option<Table> {
    rules(form.game).start(form, bot_seed)
}

/// The game saved in the browser, to resume (of the game it names).
///
/// # Errors
/// Why the saved text cannot be read.
pub fn resume(text: &str) -> Result<Table, GameProblem> {
    rules(GameKind::of_saved(text)).resume(text)
}

/// An opened file of any game, in the replay viewer: an exported game (`{"game": ..., "record":
/// ..., "seats": ...}`) or a bare record. A text naming no game is a Glüx file (older files).
///
/// # Errors
/// What is wrong with the file, and at which move.
pub fn read_file(text: &str) -> Result<Replay, GameProblem> {
    files(GameKind::of_saved(text)).read_file(text)
}

/// A share link's text (the part after `#game=`) of any game, in the replay viewer; its frame
/// names the game.
///
/// # Errors
/// What is wrong with the link, or the move of its game that breaks the rules.
pub fn open_link(text: &str) -> Result<Replay, GameProblem> {
    files(game_of_link(text)).open_link(text)
}

/// A game's fixed rating of a bot level, by the game's name; `None` for a name of no game.
#[must_use]
pub fn bot_rating(game: &str, level: Level) -> Option<f64> {
    GameKind::from_id(game).map(|game| rating(game, level))
}

/// Why the form cannot start a game: a seat not ready, or the design not for the players chosen.
#[must_use]
pub fn form_problem(form: &NewGameForm) -> Option<FormProblem> {
    form.problem().or_else(|| match form.game {
        GameKind::GLUX => Glux.design_problem(form),
        GameKind::GLAK => Glak.design_problem(form),
        other => given(other).rules.design_problem(form),
    })
}

/// The setup of a game between devices as a link's text, for the carrier: the design and the
/// names of the players at this device (a seat elsewhere names itself on joining). Made by the
/// games in play, as tables are (in the browser, once their part is in: [`provide_tables`]).
#[must_use]
pub fn remote_setup(form: &NewGameForm) -> Option<String> {
    let names: Vec<String> = form
        .active_seats()
        .iter()
        .map(|s| {
            if s.driver.is_elsewhere() {
                String::new()
            } else {
                s.name.trim().to_string()
            }
        })
        .collect();
    rules(form.game).setup_link(form, names)
}

/// The game after the move a replay shows, to play on as pass-and-play: everyone plays in person
/// (a shared game carries no bots).
#[must_use]
pub fn play_on(replay: &Replay, bot_seed: u64) -> Option<Table> {
    let seats = replay
        .seats()
        .iter()
        .map(|s| SeatInfo {
            driver: Driver::Here,
            ..s.clone()
        })
        .collect();
    rules(replay.kind()).play_on(replay, seats, bot_seed)
}
