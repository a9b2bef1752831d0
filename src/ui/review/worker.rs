//! The review's side in its Web Worker (`static/review-worker.js`, running the judge's module): a game
//! in, Expert's review out, with its progress on the way. A worker of its own, so that a long
//! review never holds up a bot's move, and cancelling it is ending the worker.

use crate::app::kind::GameKind;
use serde_json::json;

/// The worker's answer for a game it cannot read (`{"problem": "unreadable"}`).
pub const UNREADABLE: &str = "unreadable";
/// The worker's answer when the judge's module cannot be loaded, offline before it was ever
/// cached (`{"problem": "no-start"}`, from `static/review-worker.js`).
pub const NO_START: &str = "no-start";

/// Reviews the game in `text` (an exported game or a record, or a share link's text after
/// `#game=`), calling `progress(done, total)` before each move. Returns the review as the command
/// line prints it (`"review"`) and every seat's chance before each move and at the end
/// (`"chances"`, for the graph), as JSON text; or what is wrong with the game.
///
/// # Errors
/// What went wrong, as a word the review's page says in its language: [`UNREADABLE`] for a text
/// that is not a game either reads.
pub fn review_text(text: &str, link: bool, progress: &mut dyn FnMut(usize, usize)) -> Result<String, String> {
    let game = if link {
        crate::app::registry::game_of_link(text)
    } else {
        GameKind::of_saved(text)
    };
    let mut each = |done: usize, total: usize| {
        progress(done, total);
        true
    };
    let (review, chances) = crate::app::registry::judge(game)
        .review(text, link, &mut each)
        .ok_or_else(|| UNREADABLE.to_string())?;
    let rounded: Vec<Vec<f64>> = chances
        .iter()
        .map(|c| c.iter().map(|x| (x * 10_000.0).round() / 10_000.0).collect())
        .collect();
    Ok(json!({"review": review, "chances": rounded}).to_string())
}
