//! Why a gesture in a Glüx game was refused, in words that name the rule.

use crate::glux::{Coord, PlacementError, PlayError};
use crate::i18n::Texts;

/// Why a gesture was refused, shown until the next gesture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A square was tapped before a face was chosen.
    ChooseFace,
    /// The engine refused the action (on a square, if it was one).
    Illegal(Option<Coord>, PlayError),
    /// The engine refused a bot's answer; the bots are paused.
    Bot(PlayError),
}

impl Refusal {
    /// The refusal in words, naming the rule.
    #[must_use]
    pub fn text(self, t: Texts) -> String {
        match self {
            Refusal::ChooseFace => t.get("refusal.choose-face").to_string(),
            Refusal::Illegal(at, error) => {
                let problem = rule_text(t, error);
                let problem = at.map_or(problem.clone(), |at| format!("{}: {problem}", at.label()));
                t.fill("refusal.illegal", &[("problem", &problem)])
            }
            Refusal::Bot(error) => t.fill("refusal.bot", &[("problem", &rule_text(t, error))]),
        }
    }
}

/// An engine refusal in words, naming the rule it breaks.
#[must_use]
pub fn rule_text(t: Texts, error: PlayError) -> String {
    match error {
        PlayError::GameOver => t.get("rule.game-over").to_string(),
        PlayError::InSetup => t.get("rule.in-setup").to_string(),
        PlayError::NotInSetup => t.get("rule.not-in-setup").to_string(),
        PlayError::NoSuchFace { chip, pips } => {
            t.fill("rule.no-such-face", &[("chip", &chip), ("pips", &pips)])
        }
        PlayError::NoChipLeft { chip } => t.fill("rule.no-chip-left", &[("chip", &chip)]),
        PlayError::Placement(PlacementError::OffBoard) => t.get("rule.off-board").to_string(),
        PlayError::Placement(PlacementError::NotCounted) => t.get("rule.not-counted").to_string(),
        PlayError::Placement(PlacementError::Blocked { .. }) => t.get("rule.blocked").to_string(),
        PlayError::Placement(PlacementError::StackFull) => t.get("rule.stack-full").to_string(),
        PlayError::Placement(PlacementError::OthersStartMarker { .. }) => {
            t.get("rule.others-start").to_string()
        }
        PlayError::StartOptionUsed => t.get("rule.start-option-used").to_string(),
        PlayError::StartChipCovered => t.get("rule.start-chip-covered").to_string(),
    }
}
