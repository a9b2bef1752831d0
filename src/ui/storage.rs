//! Autosave in the browser's local storage. A saved game that cannot be read is moved to a backup
//! key and reported, never silently dropped.

use crate::app::game::Table;
use crate::app::games::GameProblem;
use crate::app::kind::GameKind;

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
    Table(Box<Table>),
    /// A saved game that could not be read, now kept under `backup_key`.
    Unreadable {
        /// Why it could not be read.
        reason: GameProblem,
        /// Where the text is kept.
        backup_key: String,
    },
}

/// The game of the game kept on this device, if one is (the page opens on it: [`load`]; a text
/// that cannot be read is of the game it names, or Glüx's, whose words then say why).
#[must_use]
pub fn kept_game_kind() -> Option<GameKind> {
    let text = storage()?.get_item(SAVE_KEY).ok()??;
    Some(GameKind::of_saved(&text))
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
    match crate::app::registry::resume(&text) {
        Ok(table) => Loaded::Table(Box::new(table)),
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
/// The key of the message (in the language's words) when the browser refuses to store it (storage
/// full or disabled).
pub fn save(table: &Table) -> Result<(), &'static str> {
    save_text(&table.saved_text().ok_or("save.refused")?)
}

fn save_text(text: &str) -> Result<(), &'static str> {
    let storage = storage().ok_or("save.no-storage")?;
    storage.set_item(SAVE_KEY, text).map_err(|_| "save.refused")
}

/// Where the last game chosen on the new-game screen is remembered.
pub const GAME_CHOICE_KEY: &str = "glux.new-game.game";

/// The game chosen last time (Glüx if none was).
#[must_use]
pub fn remembered_game() -> GameKind {
    storage()
        .and_then(|s| s.get_item(GAME_CHOICE_KEY).ok().flatten())
        .and_then(|id| GameKind::from_id(&id))
        .unwrap_or_default()
}

/// Remembers the game chosen.
pub fn remember_game(game: GameKind) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(GAME_CHOICE_KEY, game.id());
    }
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
