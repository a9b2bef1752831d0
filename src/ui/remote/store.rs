//! The games between devices this device holds, each kept in the browser's local storage under a key
//! of its own (`glux.remote.<game>.<id>.<seat>`), beside the one pass-and-play game of autosave. A
//! kept game that cannot be read is reported with its key and left where it is, never dropped.

use crate::app::carrier::kept::{KEPT_PREFIX as PREFIX, KeptGame};

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Keeps a game.
///
/// # Errors
/// The key of the message (in the language's words) when the browser refuses to store it.
pub fn keep(game: &KeptGame) -> Result<(), &'static str> {
    let text = serde_json::to_string(game).map_err(|_| "save.refused")?;
    let storage = storage().ok_or("save.no-storage")?;
    storage.set_item(&game.key(), &text).map_err(|_| "save.refused")
}

/// Every kept game, newest first: each read, or the key of one that cannot be.
#[must_use]
pub fn all() -> Vec<Result<KeptGame, String>> {
    let Some(storage) = storage() else {
        return Vec::new();
    };
    let keys: Vec<String> = (0..storage.length().unwrap_or(0))
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter(|k| k.starts_with(PREFIX))
        .collect();
    let mut games: Vec<Result<KeptGame, String>> = keys
        .into_iter()
        .map(|key| {
            storage
                .get_item(&key)
                .ok()
                .flatten()
                .and_then(|text| serde_json::from_str::<KeptGame>(&text).ok())
                .filter(|game| game.key() == key)
                .ok_or(key)
        })
        .collect();
    games.sort_by(|a, b| match (a, b) {
        (Ok(a), Ok(b)) => b.updated.total_cmp(&a.updated),
        (Ok(_), Err(_)) => std::cmp::Ordering::Less,
        (Err(_), Ok(_)) => std::cmp::Ordering::Greater,
        (Err(a), Err(b)) => a.cmp(b),
    });
    games
}

/// Every kept game that reads, newest first (the carrier's [`crate::app::carrier::kept::Keeper`]).
#[must_use]
pub fn kept() -> Vec<KeptGame> {
    all().into_iter().flatten().collect()
}

/// Forgets a kept game.
pub fn forget(key: &str) {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(key);
    }
}

/// Keeps the game between devices in play, and remembers it as the one shown last.
///
/// # Errors
/// As [`keep`].
pub fn keep_open(remote: &crate::app::carrier::model::RemoteState) -> Result<(), &'static str> {
    let kept = KeptGame {
        session: remote.session.saved(),
        seats: remote.seats.as_ref().clone(),
        bot_seed: remote.bot_seed,
        updated: js_sys::Date::now(),
        live: remote.live,
    };
    keep(&kept)?;
    if let Some(storage) = storage() {
        let _ = storage.set_item(crate::ui::remote::bridge::LAST_KEY, &kept.key());
    }
    Ok(())
}

/// The game between devices shown last, opened, if the last game shown was one.
#[must_use]
pub fn last_opened() -> Option<crate::app::carrier::model::RemoteState> {
    let storage = storage()?;
    let key = storage
        .get_item(crate::ui::remote::bridge::LAST_KEY)
        .ok()
        .flatten()?;
    let text = storage.get_item(&key).ok().flatten()?;
    serde_json::from_str::<KeptGame>(&text).ok()?.open().ok()
}
