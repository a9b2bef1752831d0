//! Autosave in the browser's local storage. A saved game that cannot be read is moved to a backup
//! key and reported, never silently dropped.

use super::saved_game::SavedGame;
use super::screens::GameScreen;
use super::seats::SeatInfo;
use crate::glux::{PlayedGame, RecordError};

/// Where the game in progress is saved.
pub const SAVE_KEY: &str = "glux.game.v1";
/// Unreadable saves are kept under this prefix plus a time stamp.
pub const BACKUP_PREFIX: &str = "glux.game.unreadable.";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// What was found in storage at start-up.
pub enum Loaded {
    /// No saved game.
    Nothing,
    /// A game to resume.
    Game(Box<PlayedGame>, Vec<SeatInfo>, u64),
    /// A saved game that could not be read, now kept under `backup_key`.
    Unreadable {
        /// Why it could not be read.
        reason: RecordError,
        /// Where the text is kept.
        backup_key: String,
    },
}

/// Reads the saved game, if any.
#[must_use]
pub fn load() -> Loaded {
    let Some(storage) = storage() else {
        return Loaded::Nothing;
    };
    let Ok(Some(text)) = storage.get_item(SAVE_KEY) else {
        return Loaded::Nothing;
    };
    match SavedGame::load(&text) {
        Ok((game, seats, bot_seed)) => Loaded::Game(Box::new(game), seats, bot_seed),
        Err(error) => {
            let backup_key = format!("{BACKUP_PREFIX}{}", js_sys::Date::now() as u64);
            let kept = storage.set_item(&backup_key, &text).is_ok();
            if kept {
                let _ = storage.remove_item(SAVE_KEY);
            }
            Loaded::Unreadable {
                reason: error,
                backup_key: if kept { backup_key } else { SAVE_KEY.to_string() },
            }
        }
    }
}

/// Saves the game in play.
///
/// # Errors
/// The key of the message (in the language tables) when the browser refuses to store it (storage
/// full or disabled).
pub fn save(table: &GameScreen) -> Result<(), &'static str> {
    let storage = storage().ok_or("save.no-storage")?;
    let text = serde_json::to_string(&table.saved()).map_err(|_| "save.refused")?;
    storage.set_item(SAVE_KEY, &text).map_err(|_| "save.refused")
}

/// Where the game in progress is kept when another game is continued from a link or a file.
pub const PREVIOUS_KEY: &str = "glux.game.previous";

/// Keeps the saved game under [`PREVIOUS_KEY`] before another one replaces it.
pub fn keep_previous() {
    if let Some(storage) = storage()
        && let Ok(Some(text)) = storage.get_item(SAVE_KEY)
    {
        let _ = storage.set_item(PREVIOUS_KEY, &text);
    }
}
