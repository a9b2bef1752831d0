//! Game files and share links in the browser: download a game as JSON, open such a file, and the
//! share link for a game. Reading is strict and never touches the game in progress.

use super::glux::table::GluxTable;
use super::kind::GameKind;
use super::problems::{GameProblem, glak_link_problem, link_problem};
use super::remote::bridge::RemoteTable;
use super::saved_game::{GlakProblem, SavedGame, SavedGlak};
use super::seats::{Driver, SeatInfo};
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
            driver: Driver::Here,
        })
        .collect()
}

/// Names for the seats of a GLAK game read without them (a bare record, or a link).
#[must_use]
pub fn glak_seats_for(record: &crate::glak::GameRecord) -> Vec<SeatInfo> {
    (0..record.players)
        .map(|i| SeatInfo {
            name: crate::core::seat::seat_name(&record.names, crate::core::seat::Seat(i)),
            colour: i,
            driver: Driver::Here,
        })
        .collect()
}

/// A game read from a file or a link, of either game.
pub enum OpenedGame {
    /// A Glüx game.
    Glux(Box<PlayedGame>, Vec<SeatInfo>),
    /// A GLAK game (its record, checked by the rules).
    Glak(crate::glak::GameRecord, Vec<SeatInfo>),
}

/// Reads an opened file of either game: an exported game (`{"game": ..., "record": ...,
/// "seats": ...}`) or a bare record. A text naming no game is a Glüx file (older files).
///
/// # Errors
/// What is wrong with the file, and at which move.
pub fn read_any_game_file(text: &str) -> Result<OpenedGame, GameProblem> {
    if !super::storage::names_glak(text) {
        return read_game_file(text)
            .map(|(game, seats)| OpenedGame::Glux(Box::new(game), seats))
            .map_err(GameProblem::Glux);
    }
    let problem = |e| GameProblem::Glak(GlakProblem::Record(e));
    if text.len() > MAX_FILE_BYTES as usize {
        return Err(problem(crate::glak::RecordError::TooLarge(text.len())));
    }
    /// Whether a JSON object has a `record` field (an exported file) or not (a bare record).
    #[derive(serde::Deserialize)]
    struct Probe {
        #[serde(default)]
        record: Option<serde::de::IgnoredAny>,
    }
    let exported = serde_json::from_str::<Probe>(text).is_ok_and(|p| p.record.is_some());
    if exported {
        let (play, seats, _) = SavedGlak::load(text).map_err(GameProblem::Glak)?;
        Ok(OpenedGame::Glak(play.record().clone(), seats))
    } else {
        let (record, _) = crate::glak::GameRecord::load(text).map_err(problem)?;
        let seats = glak_seats_for(&record);
        Ok(OpenedGame::Glak(record, seats))
    }
}

/// Reads an opened Glüx file: an exported game (`{"record": ..., "seats": ...}`) or a bare game
/// record.
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

/// What became of a file a player chose.
pub enum FileRead {
    /// Its text.
    Text(String),
    /// Larger than the limit: its size in bytes.
    TooLarge(u64),
    /// It could not be read as text.
    Unreadable,
}

/// Reads the file chosen in `input` (then clears the choice, so the same file can be chosen again)
/// and hands `done` its name and what became of it.
pub fn read_chosen_file(
    input: &web_sys::HtmlInputElement,
    max_bytes: f64,
    done: impl FnOnce(String, FileRead) + 'static,
) {
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    input.set_value("");
    let name = file.name();
    if file.size() > max_bytes {
        done(name, FileRead::TooLarge(file.size() as u64));
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        let text = wasm_bindgen_futures::JsFuture::from(file.text())
            .await
            .ok()
            .and_then(|t| t.as_string());
        done(name, text.map_or(FileRead::Unreadable, FileRead::Text));
    });
}

/// Offers the Glüx game as a JSON file download (a game between devices with its remote part).
pub fn download(table: &GluxTable, remote: Option<&RemoteTable>) -> Result<(), String> {
    let text = serde_json::to_string(&table.saved()).map_err(|_| "cannot write the game".to_string())?;
    let text = remote.map_or_else(|| text.clone(), |r| r.export(&text));
    let name = format!(
        "glux-{}-players-seed-{}.json",
        table.seats.len(),
        table.game.record().setup.seed
    );
    download_text(&text, &name, "application/json")
}

/// Offers the GLAK game as a JSON file download (a game between devices with its remote part).
pub fn download_glak(
    table: &super::glak::table::GlakTable,
    remote: Option<&RemoteTable>,
) -> Result<(), String> {
    let text = serde_json::to_string(&table.saved()).map_err(|_| "cannot write the game".to_string())?;
    let text = remote.map_or_else(|| text.clone(), |r| r.export(&text));
    let record = table.play.record();
    let name = format!(
        "glak-{}-players-{}.json",
        record.players,
        record
            .deal
            .iter()
            .map(|hand| hand.join(""))
            .collect::<Vec<_>>()
            .join("-")
    );
    download_text(&text, &name, "application/json")
}

/// Offers a text as a file download of this MIME type.
///
/// # Errors
/// When the browser cannot make the file.
pub fn download_text(text: &str, file_name: &str, mime: &str) -> Result<(), String> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|_| "cannot make the file")?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| "cannot make the file")?;
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(|_| "no link")?
        .dyn_into()
        .map_err(|_| "no link")?;
    anchor.set_href(&url);
    anchor.set_download(file_name);
    anchor.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// This page's address with a link's text in the fragment.
fn page_with(text: &str) -> Option<String> {
    let location = web_sys::window()?.location();
    let base = format!("{}{}", location.origin().ok()?, location.pathname().ok()?);
    Some(format!("{base}#{FRAGMENT_KEY}{text}"))
}

/// The share link of a Glüx game: this page's address with the game in the fragment.
#[must_use]
pub fn share_url(game: &PlayedGame) -> Option<String> {
    page_with(&link::encode(game.record()).ok()?)
}

/// The share link of a GLAK game.
#[must_use]
pub fn glak_share_url(record: &crate::glak::GameRecord) -> Option<String> {
    page_with(&crate::glak::link::encode(record).ok()?)
}

/// The game in this page's address, if it carries one: `None` without `#game=`.
#[must_use]
pub fn game_in_address() -> Option<Result<OpenedGame, AddressProblem>> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let text = hash.strip_prefix('#')?.strip_prefix(FRAGMENT_KEY)?;
    let is_glak = crate::core::link::unframe(text)
        .is_ok_and(|frame| frame.game == Some(crate::glak::record::LINK_GAME));
    if is_glak {
        return Some(
            crate::glak::link::decode(text)
                .map(|(record, _)| {
                    let seats = glak_seats_for(&record);
                    OpenedGame::Glak(record, seats)
                })
                .map_err(AddressProblem::GlakLink),
        );
    }
    Some(
        link::decode(text)
            .map_err(AddressProblem::Link)
            .and_then(|record| PlayedGame::from_record(record).map_err(AddressProblem::Record))
            .map(|game| {
                let seats = seats_for(&game);
                OpenedGame::Glux(Box::new(game), seats)
            }),
    )
}

/// A message from another device in this page's address (`#play=...`), if it carries one.
#[must_use]
pub fn message_in_address() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let text = hash.strip_prefix('#')?;
    text.starts_with(crate::remote::message::FRAGMENT_KEY)
        .then(|| text.to_string())
}

/// The game a shortcut of the installed app asks a new game of (`?new=glux`, `?new=glak`: the
/// manifest's `shortcuts`).
#[must_use]
pub fn new_game_in_address() -> Option<GameKind> {
    let search = web_sys::window()?.location().search().ok()?;
    let id = search.strip_prefix("?new=")?;
    GameKind::from_id(id.split('&').next()?)
}

/// Hands every file the installed app is asked to open (the manifest's `file_handlers`, where the
/// browser has `window.launchQueue`) to `open` with its name and text, read as the Open button reads
/// a file.
pub fn take_launched_files(open: impl Fn(String, FileRead) + 'static) {
    use js_sys::{Array, Function, Promise, Reflect};
    use wasm_bindgen::closure::Closure;
    let Some(window) = web_sys::window() else { return };
    let Ok(queue) = Reflect::get(&window, &"launchQueue".into()) else {
        return;
    };
    let Ok(set_consumer) = Reflect::get(&queue, &"setConsumer".into()).and_then(|f| f.dyn_into::<Function>())
    else {
        return;
    };
    let open = std::rc::Rc::new(open);
    let consumer = Closure::<dyn Fn(wasm_bindgen::JsValue)>::new(move |params: wasm_bindgen::JsValue| {
        let files = Reflect::get(&params, &"files".into())
            .map(|files| Array::from(&files))
            .unwrap_or_default();
        for handle in files.iter() {
            let open = std::rc::Rc::clone(&open);
            wasm_bindgen_futures::spawn_local(async move {
                let get_file =
                    Reflect::get(&handle, &"getFile".into()).and_then(|f| f.dyn_into::<Function>());
                let Ok(promise) = get_file
                    .and_then(|f| f.call0(&handle))
                    .and_then(|p| p.dyn_into::<Promise>())
                else {
                    return;
                };
                let Ok(file) = wasm_bindgen_futures::JsFuture::from(promise)
                    .await
                    .and_then(|f| f.dyn_into::<web_sys::File>())
                else {
                    return;
                };
                let name = file.name();
                if file.size() > MAX_FILE_BYTES {
                    open(name, FileRead::TooLarge(file.size() as u64));
                    return;
                }
                let text = wasm_bindgen_futures::JsFuture::from(file.text())
                    .await
                    .ok()
                    .and_then(|t| t.as_string());
                open(name, text.map_or(FileRead::Unreadable, FileRead::Text));
            });
        }
    });
    let _ = set_consumer.call1(&queue, consumer.as_ref());
    consumer.forget();
}

/// Why the game in the address cannot be opened.
pub enum AddressProblem {
    /// The link itself is broken.
    Link(link::LinkError),
    /// The link holds a game that breaks the rules.
    Record(RecordError),
    /// A GLAK link that cannot be opened.
    GlakLink(crate::glak::link::LinkError),
}

impl AddressProblem {
    /// The problem in words.
    #[must_use]
    pub fn text(&self, t: Texts) -> String {
        match self {
            AddressProblem::Link(e) => link_problem(t, e),
            AddressProblem::Record(e) => super::problems::record_problem(t, e),
            AddressProblem::GlakLink(e) => glak_link_problem(t, e),
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
