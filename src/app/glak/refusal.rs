//! The GLAK engine's refusals in words.

use crate::glak::PlayError;
use crate::i18n::Texts;

/// The engine's refusal in words.
#[must_use]
pub fn refusal(t: Texts, error: PlayError) -> &'static str {
    t.get(match error {
        PlayError::GameOver => "glak-error.game-over",
        PlayError::BoardFirst => "glak-error.board-first",
        PlayError::NoBoardNow => "glak-error.no-board-now",
        PlayError::NotInHand => "glak-error.not-in-hand",
        PlayError::Rotation => "glak-error.rotation",
        PlayError::NotASlot => "glak-error.not-a-slot",
        PlayError::NoActionPoints => "glak-error.no-action-points",
        PlayError::SupplyEmpty => "glak-error.supply-empty",
        PlayError::NotEmptyOpen => "glak-error.not-empty-open",
        PlayError::OthersStartingField => "glak-error.others-start",
        PlayError::NotNextToOwn => "glak-error.not-next-to-own",
        PlayError::NotOwnStone => "glak-error.not-own-stone",
        PlayError::NotAStep => "glak-error.not-a-step",
        PlayError::NoJumpNow => "glak-error.no-jump-now",
        PlayError::OthersTerritory => "glak-error.others-territory",
    })
}
