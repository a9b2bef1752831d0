//! The engines for JavaScript: the npm package `glux-games` (cargo feature `js`, built by
//! `make package`; never part of the app's bundle). These handles speak JSON text with the package's
//! own JavaScript (`src/js/package/`), which gives them the documented API (`Glux`, `Glak`), parses
//! and checks what JavaScript passes, and turns refusals into `GluxError`s. Legal actions, asked
//! for most often and in the largest numbers, cross as packed numbers instead, which the package's
//! JavaScript spells out in the record's shapes.
//!
//! Every refusal is an `Error` whose `name` is `GluxError`, with a `code` (`ILLEGAL_ACTION`,
//! `GAME_OVER`, `BAD_SETUP`, `BAD_RECORD`, `BAD_LINK`, `BAD_INPUT`) and, for an illegal action, the
//! `rule` broken. A refused call changes nothing.

mod glak;
mod glux;

use crate::core::level::Level;
use wasm_bindgen::prelude::*;

pub use glak::GlakHandle;
pub use glux::GluxHandle;

/// A `GluxError`: an `Error` named `GluxError` with a `code` and, for illegal actions, the `rule`.
fn error(code: &str, message: &str, rule: Option<&str>) -> JsValue {
    let e = js_sys::Error::new(message);
    e.set_name("GluxError");
    let _ = js_sys::Reflect::set(&e, &"code".into(), &code.into());
    if let Some(rule) = rule {
        let _ = js_sys::Reflect::set(&e, &"rule".into(), &rule.into());
    }
    e.into()
}

/// A refused action: `GAME_OVER` once the game is over, otherwise `ILLEGAL_ACTION` with the rule
/// broken (each game's `PlayError` in words).
fn refused(rule: &impl std::fmt::Display, game_over: bool) -> JsValue {
    if game_over {
        error("GAME_OVER", "the game is over", None)
    } else {
        let rule = rule.to_string();
        error("ILLEGAL_ACTION", &format!("illegal action: {rule}"), Some(&rule))
    }
}

/// The record inside JSON text from JavaScript: an exported file of the app wraps the record with
/// the seats; a record stands alone. `game` names the game in the message for text that is not
/// JSON.
fn record_text(json_text: &str, game: &str) -> Result<String, JsValue> {
    let value: serde_json::Value = serde_json::from_str(json_text)
        .map_err(|e| error("BAD_RECORD", &format!("not a {game} record: {e}"), None))?;
    Ok(value
        .get("record")
        .map_or_else(|| json_text.to_string(), serde_json::Value::to_string))
}

/// Bad input from JavaScript (a wrong type, a missing field, a number out of range).
fn bad_input(message: &str) -> JsValue {
    error("BAD_INPUT", message, None)
}

/// A bot level by name: one the app offers ([`Level::PLAYABLE`]), spelled exactly.
fn level(name: &str) -> Result<Level, JsValue> {
    Level::PLAYABLE
        .into_iter()
        .find(|level| level.to_string() == name)
        .ok_or_else(|| {
            let names = Level::PLAYABLE.map(|level| level.to_string());
            let (last, rest) = names.split_last().expect("levels to offer");
            bad_input(&format!(
                "unknown bot level `{name}`: {} or {last}",
                rest.join(", ")
            ))
        })
}

/// A seed as JavaScript gives it: a whole number up to 2^53 (a `number`), or the decimal digits of
/// a `bigint` up to 2^64 − 1 (the package's JavaScript passes those as text).
fn seed(text: &str) -> Result<u64, JsValue> {
    text.parse::<u64>().map_err(|_| {
        bad_input(&format!(
            "a seed is a whole number from 0 to 2^64 - 1, not `{text}`"
        ))
    })
}

/// The options of a new game, as the package's JavaScript passes them.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct NewGame {
    players: u8,
    seed: String,
    #[serde(default)]
    names: Vec<String>,
}

impl NewGame {
    /// The options, checked; the names padded to one per seat (as a share link keeps them, so
    /// that records round trip through links).
    fn read(options: &str) -> Result<NewGame, JsValue> {
        let mut options: NewGame = serde_json::from_str(options)
            .map_err(|e| bad_input(&format!("the options are not {{players, seed?, names?}}: {e}")))?;
        if !crate::core::seat::PLAYER_COUNTS.contains(&usize::from(options.players)) {
            return Err(error(
                "BAD_SETUP",
                &format!("players must be 2, 3 or 4, not {}", options.players),
                None,
            ));
        }
        if options.names.len() > usize::from(options.players) {
            return Err(error(
                "BAD_SETUP",
                &format!("{} names for {} players", options.names.len(), options.players),
                None,
            ));
        }
        options.names.resize(usize::from(options.players), String::new());
        Ok(options)
    }
}

/// A JSON value as text (the package's JavaScript parses it).
fn json(value: &impl serde::Serialize) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "null".to_string())
}
