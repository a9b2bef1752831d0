//! The history in IndexedDB (the `idb` crate): one object store of finished games, each kept as its
//! JSON under its id, so that keeping the same game twice keeps it once.

use super::pending;
use crate::core::history::{FinishedGame, Verification};
use idb::{Database, DatabaseEvent, Factory, ObjectStoreParams, Query, TransactionMode};
use wasm_bindgen::JsValue;

const DATABASE: &str = "glux-history";
const GAMES: &str = "games";

async fn open() -> Result<Database, idb::Error> {
    let mut request = Factory::new()?.open(DATABASE, Some(1))?;
    request.on_upgrade_needed(|event| {
        if let Ok(database) = event.database() {
            let _ = database.create_object_store(GAMES, ObjectStoreParams::new());
        }
    });
    request.await
}

/// Every kept game (one that cannot be read is left out, and stays kept).
///
/// # Errors
/// When the browser has no IndexedDB, or refuses it (private browsing in some browsers).
pub async fn all() -> Result<Vec<FinishedGame>, idb::Error> {
    let database = open().await?;
    let transaction = database.transaction(&[GAMES], TransactionMode::ReadOnly)?;
    let values = transaction.object_store(GAMES)?.get_all(None, None)?.await?;
    let _ = transaction.await;
    Ok(values
        .into_iter()
        .filter_map(|v| serde_json::from_str(&v.as_string()?).ok())
        .collect())
}

/// Keeps the finished games waiting in the queue, each read through the rules (a game kept already
/// stays as it was; one that cannot be read is set aside), and takes them off the queue once kept.
/// Returns how many were kept anew.
///
/// # Errors
/// As [`all`]; then the queue stays as it is, and nothing is lost.
pub async fn keep_waiting() -> Result<usize, idb::Error> {
    let waiting = pending::waiting();
    if waiting.is_empty() {
        return Ok(0);
    }
    let database = open().await?;
    let transaction = database.transaction(&[GAMES], TransactionMode::ReadWrite)?;
    let store = transaction.object_store(GAMES)?;
    let mut kept = Vec::new();
    let mut new = 0;
    for pending in &waiting {
        // A game between devices carries its remote part: its verification is this device's own
        // check of the game (its kept session, which took every message through the rules, the
        // signatures and the commitments).
        let verification = remote_verification(&pending.saved);
        let game = crate::app::registry::finished(&pending.saved, pending.finished)
            .map(|game| FinishedGame { verification, ..game });
        let Some(game) = game else {
            pending::set_aside(&pending.saved);
            kept.push(pending.saved.clone());
            continue;
        };
        let key = JsValue::from_str(&game.id);
        // A game kept already stays as it was, unless its verification has moved on (the last
        // secrets arrived after the end).
        let kept_before: Option<FinishedGame> = store
            .get(Query::Key(key.clone()))?
            .await?
            .and_then(|v| serde_json::from_str(&v.as_string()?).ok());
        let moved_on = kept_before
            .as_ref()
            .is_some_and(|before| before.verification != game.verification && game.verification.is_some());
        if kept_before.is_none() || moved_on {
            let Ok(text) = serde_json::to_string(&game) else {
                continue;
            };
            store.put(&JsValue::from_str(&text), Some(&key))?.await?;
            new += 1;
        }
        kept.push(pending.saved.clone());
    }
    transaction.commit()?.await?;
    pending::done(&kept);
    Ok(new)
}

/// How far a finished game between devices was verified on this device: its kept session's check
/// (a game whose session is no longer kept reads as unverified); none for a game on one device.
fn remote_verification(saved: &str) -> Option<Verification> {
    let value: serde_json::Value = serde_json::from_str(saved).ok()?;
    let id = value.get("remote")?.get("id")?.as_str()?;
    let session = crate::ui::remote::store::all()
        .into_iter()
        .flatten()
        .find(|kept| kept.session.id == id)
        .and_then(|kept| kept.open().ok());
    Some(match session.map(|remote| remote.session.verification()) {
        Some(crate::remote::Verification::Verified) => Verification::Verified,
        Some(crate::remote::Verification::Problems(_)) => Verification::Problem,
        _ => Verification::Unverified,
    })
}

/// Deletes a kept game.
///
/// # Errors
/// As [`all`].
pub async fn delete(id: &str) -> Result<(), idb::Error> {
    let database = open().await?;
    let transaction = database.transaction(&[GAMES], TransactionMode::ReadWrite)?;
    transaction
        .object_store(GAMES)?
        .delete(Query::Key(JsValue::from_str(id)))?
        .await?;
    transaction.commit()?.await?;
    Ok(())
}
