//! The envelope every saved text shares: records, exported files and autosaves are JSON objects
//! whose `"game"` field names their game (`"glux"`, `"glak"`). Texts written before a second game
//! existed have no such field; each game decides what that means (Glüx reads them as its own).

use serde::Deserialize;
use thiserror::Error;

/// The largest record text accepted (a full game is a few kilobytes).
pub const MAX_RECORD_BYTES: usize = 256 * 1024;

/// Why a text could not be read as a record: not JSON at all, or JSON of another shape, and where
/// the reading stopped. Apps word it themselves from these fields; `detail` is the JSON parser's own
/// English sentence, which the command line shows.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{detail}")]
pub struct Malformed {
    /// The text is not JSON (or ends too soon); otherwise it is JSON of another shape.
    pub not_json: bool,
    /// 1-based line where the reading stopped.
    pub line: usize,
    /// 1-based column where the reading stopped.
    pub column: usize,
    /// The parser's description, e.g. ``missing field `setup` at line 1 column 2``.
    pub detail: String,
}

impl From<serde_json::Error> for Malformed {
    fn from(e: serde_json::Error) -> Malformed {
        Malformed {
            not_json: !e.is_data(),
            line: e.line(),
            column: e.column(),
            detail: parser_sentence(&e),
        }
    }
}

/// The parser's English sentence. The web app words every problem itself from the other fields,
/// so its bundle leaves the parser's sentences out (they bring float formatting with them: about
/// 4 KB gzip); the command lines and the JavaScript library keep them.
#[cfg(not(all(target_arch = "wasm32", not(feature = "js"))))]
fn parser_sentence(e: &serde_json::Error) -> String {
    e.to_string()
}

#[cfg(all(target_arch = "wasm32", not(feature = "js")))]
fn parser_sentence(_: &serde_json::Error) -> String {
    String::new()
}

/// Only the `"game"` field of a JSON object; every other field is skipped.
#[derive(Deserialize)]
struct Envelope {
    #[serde(default)]
    game: Option<String>,
}

/// The game a JSON text names in its `"game"` field (`None` when it names none).
///
/// # Errors
/// [`Malformed`] when the text is not a JSON object.
pub fn game_named(text: &str) -> Result<Option<String>, Malformed> {
    let envelope: Envelope = serde_json::from_str(text).map_err(Malformed::from)?;
    Ok(envelope.game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_game_field_is_read_and_everything_else_skipped() {
        let text = r#"{"record": {"a": [1, 2, {"b": null}]}, "game": "glak", "x": "y"}"#;
        assert_eq!(game_named(text).unwrap().as_deref(), Some("glak"));
        assert_eq!(game_named(r#"{"players": 2}"#).unwrap(), None);
    }

    #[test]
    fn a_text_that_is_not_an_object_is_malformed_with_its_place() {
        let m = game_named("{\n  \"game\": glux").unwrap_err();
        assert!(m.not_json);
        assert_eq!((m.line, m.column), (2, 11));
        assert!(!game_named("[1, 2]").unwrap_err().not_json);
    }
}
