//! Game files and share links in the browser: download a game as JSON, open such a file, and the
//! share link for a game. Reading is strict and never touches the game in progress.

use super::problems::{link_problem, record_problem};
use super::saved_game::SavedGame;
use super::screens::GameScreen;
use super::seats::SeatInfo;
use crate::core::link::FRAGMENT_KEY;
use crate::glux::link;
use crate::glux::{PlayedGame, RecordError};
use crate::i18n::Texts;
use wasm_bindgen::JsCast;

/// The largest file opened (a game is a few kilobytes).
pub const MAX_FILE_BYTES: f64 = 256.0 * 1024.0;

/// Names for the seats of a game read without them (a bare record, or a link).
#[must_use]
pub fn seats_for(game: &PlayedGame) -> Vec<SeatInfo> {
    (0..game.record().setup.players)
        .map(|i| SeatInfo {
            name: crate::glux::notation::seat_name(&game.record().names, crate::glux::Seat(i)),
            colour: i,
            bot: None,
        })
        .collect()
}

/// Reads an opened file: an exported game (`{"record": ..., "seats": ...}`) or a bare game record.
///
/// # Errors
/// What is wrong with the file, and at which move.
pub fn read_game_file(text: &str) -> Result<(PlayedGame, Vec<SeatInfo>), RecordError> {
    if text.len() > MAX_FILE_BYTES as usize {
        return Err(RecordError::TooLarge(text.len()));
    }
    // An exported file wraps the record; a bare record has no "record" key. (A plain text check:
    // parsing into a JSON value first would add much code to the browser bundle.)
    if text.contains("\"record\"") {
        let (game, seats, _) = SavedGame::load(text)?;
        Ok((game, seats))
    } else {
        let game = PlayedGame::from_json(text)?;
        let seats = seats_for(&game);
        Ok((game, seats))
    }
}

/// Offers the game as a JSON file download.
pub fn download(table: &GameScreen) -> Result<(), String> {
    let text = serde_json::to_string(&table.saved()).map_err(|e| e.to_string())?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|_| "cannot make the file")?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| "cannot make the file")?;
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(|_| "no link")?
        .dyn_into()
        .map_err(|_| "no link")?;
    anchor.set_href(&url);
    anchor.set_download(&format!(
        "glux-{}-players-seed-{}.json",
        table.seats.len(),
        table.game.record().setup.seed
    ));
    anchor.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// The share link of a game: this page's address with the game in the fragment.
#[must_use]
pub fn share_url(game: &PlayedGame) -> Option<String> {
    let location = web_sys::window()?.location();
    let base = format!("{}{}", location.origin().ok()?, location.pathname().ok()?);
    Some(format!(
        "{base}#{FRAGMENT_KEY}{}",
        link::encode(game.record()).ok()?
    ))
}

/// The game in this page's address, if it carries one: `None` without `#game=`.
#[must_use]
pub fn game_in_address() -> Option<Result<PlayedGame, AddressProblem>> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let text = hash.strip_prefix('#')?.strip_prefix(FRAGMENT_KEY)?;
    Some(
        link::decode(text)
            .map_err(AddressProblem::Link)
            .and_then(|record| PlayedGame::from_record(record).map_err(AddressProblem::Record)),
    )
}

/// Why the game in the address cannot be opened.
pub enum AddressProblem {
    /// The link itself is broken.
    Link(link::LinkError),
    /// The link holds a game that breaks the rules.
    Record(RecordError),
}

impl AddressProblem {
    /// The problem in words.
    #[must_use]
    pub fn text(&self, t: Texts) -> String {
        match self {
            AddressProblem::Link(e) => link_problem(t, e),
            AddressProblem::Record(e) => record_problem(t, e),
        }
    }
}

/// Removes the game from the address (after it was opened), keeping the page.
pub fn clear_address() {
    if let Some(window) = web_sys::window()
        && let Ok(history) = window.history()
    {
        let path = window.location().pathname().unwrap_or_default();
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}
