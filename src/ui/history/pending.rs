//! Finished games waiting to be kept in the history: the page adds each game as it ends to a queue
//! in local storage, as its saved text and when it ended; the carrier's module reads each through
//! the rules and moves it into IndexedDB. A game leaves the queue only once it is kept.

use serde::Deserialize;

/// Where the queue is kept.
pub const PENDING_KEY: &str = "glux.history.pending";
/// Where queued games that cannot be read are set aside (never dropped).
pub const UNREADABLE_KEY: &str = "glux.history.unreadable";

/// A finished game in the queue.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct Pending {
    /// When it ended, in milliseconds since 1970.
    pub finished: f64,
    /// The game as it is saved and exported.
    pub saved: String,
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The games waiting (an unreadable queue reads as empty, and is left where it is).
#[must_use]
pub fn waiting() -> Vec<Pending> {
    storage()
        .and_then(|s| s.get_item(PENDING_KEY).ok().flatten())
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// Queues a finished game, once. The page only adds to the queue's text (a JSON array), so that it
/// carries no reader of the queue.
///
/// # Errors
/// The key of the message (in the language's words) when the browser refuses to store it.
pub fn queue(finished: u64, saved: &str) -> Result<(), &'static str> {
    let storage = storage().ok_or("save.no-storage")?;
    let saved = serde_json::to_string(saved).map_err(|_| "save.refused")?;
    let entry = format!("{{\"finished\":{finished},\"saved\":{saved}}}");
    let text = match storage.get_item(PENDING_KEY).ok().flatten() {
        Some(old) if old.contains(&saved) => return Ok(()),
        Some(old) if old.starts_with('[') && old.ends_with(']') && old.len() > 2 => {
            format!("{},{entry}]", &old[..old.len() - 1])
        }
        _ => format!("[{entry}]"),
    };
    storage.set_item(PENDING_KEY, &text).map_err(|_| "save.refused")
}

/// Takes the games kept (or set aside) off the queue: `done` are their saved texts.
pub fn done(done: &[String]) {
    let Some(storage) = storage() else { return };
    let left: Vec<Pending> = waiting()
        .into_iter()
        .filter(|p| !done.contains(&p.saved))
        .collect();
    if left.is_empty() {
        let _ = storage.remove_item(PENDING_KEY);
    } else {
        let entries: Vec<String> = left
            .iter()
            .filter_map(|p| {
                let saved = serde_json::to_string(&p.saved).ok()?;
                Some(format!(
                    "{{\"finished\":{},\"saved\":{saved}}}",
                    p.finished as u64
                ))
            })
            .collect();
        let _ = storage.set_item(PENDING_KEY, &format!("[{}]", entries.join(",")));
    }
}

/// Sets a queued game that cannot be read aside, with the others of its kind.
pub fn set_aside(saved: &str) {
    let Some(storage) = storage() else { return };
    let mut aside: Vec<String> = storage
        .get_item(UNREADABLE_KEY)
        .ok()
        .flatten()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default();
    aside.push(saved.to_string());
    if let Ok(text) = serde_json::to_string(&aside) {
        let _ = storage.set_item(UNREADABLE_KEY, &text);
    }
}
