//! The players' own boards, kept in the browser's local storage as the text the engines read (Glüx
//! boards, GLAK tile sets: each game's editor chooses its key). The board editor (`editor.html`,
//! `src/ui/editor/`) writes them; each game's part of the new-game screen offers those that can be
//! played. A text that no longer reads stays in the list (the editor shows what is
//! wrong with it); it is never dropped.

/// Where the Glüx boards are kept: a JSON array of board files' texts.
pub const BOARDS_KEY: &str = "glux.boards.v1";
/// Where the GLAK tile sets are kept: a JSON array of tile-set texts.
pub const TILE_SETS_KEY: &str = "glux.glak-tile-sets.v1";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The texts kept under `key`, in the order they were saved.
#[must_use]
pub fn load(key: &str) -> Vec<String> {
    storage()
        .and_then(|s| s.get_item(key).ok().flatten())
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// Keeps `texts` under `key`; `false` when the browser's storage refuses (full, or private
/// browsing), so that the editor can say the work is not saved.
#[must_use]
pub fn store(key: &str, texts: &[String]) -> bool {
    serde_json::to_string(texts)
        .ok()
        .zip(storage())
        .is_some_and(|(text, storage)| storage.set_item(key, &text).is_ok())
}
