//! Words the whole app shares that are not in a single component.

use crate::core::level::Level;
use crate::i18n::Texts;

/// The name of one of the four chip colours (Okabe–Ito, safe for colour-blind players).
#[must_use]
pub fn colour_name(t: Texts, colour: u8) -> &'static str {
    match colour {
        0 => t.get("colour.0"),
        1 => t.get("colour.1"),
        2 => t.get("colour.2"),
        _ => t.get("colour.3"),
    }
}

/// A bot level's name.
#[must_use]
pub fn level_name(t: Texts, level: Level) -> &'static str {
    match level {
        Level::Random => t.get("level.random"),
        Level::Easy => t.get("level.easy"),
        Level::Medium => t.get("level.medium"),
        Level::Hard => t.get("level.hard"),
        Level::Expert => t.get("level.expert"),
    }
}
