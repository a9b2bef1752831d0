//! A GLAK bot's side of the bots' worker: the answer to the game, and the action as one line of the
//! worker's text (`k ACTION`, the action as its record writes it: JSON without spaces).

use crate::core::level::Level;
use crate::glak::RecordedAction;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The bot's next action for the game in `view`, its share link (GLAK hides nothing; the link
/// carries the game's tile set, whose board names the answer uses); `None` for a link that cannot
/// be read or a game with nothing to do.
#[must_use]
pub fn answer(view: &[u8], level: Level, seed: u64) -> Option<RecordedAction> {
    let link = std::str::from_utf8(view).ok()?;
    let (_, game) = crate::glak::link::decode(link).ok()?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let action = crate::glak::bots::bot(level).choose(&game, &mut rng)?;
    Some(RecordedAction::from_action(action, game.area().tiles()))
}

/// Expert's hint for the seat to move in the game of `view` (its share link): the next action
/// of Expert's turn, and the seat's chance of winning after that turn.
#[must_use]
pub fn hint(view: &[u8]) -> Option<(RecordedAction, f64)> {
    let link = std::str::from_utf8(view).ok()?;
    let (_, game) = crate::glak::link::decode(link).ok()?;
    let seat = game.to_act()?;
    let judge = crate::glak::bots::judge::GlakJudge::default();
    let (turn, after) = judge.best_turn(&game);
    let chance = *judge.chances(&after).get(seat.index())?;
    Some((
        RecordedAction::from_action(*turn.first()?, game.area().tiles()),
        chance,
    ))
}

/// The action as the worker's text writes it.
#[must_use]
pub fn to_text(action: &RecordedAction) -> Option<String> {
    serde_json::to_string(action).ok().map(|json| format!("k {json}"))
}

/// Reads [`to_text`]; `None` for anything else.
#[must_use]
pub fn from_text(text: &str) -> Option<RecordedAction> {
    serde_json::from_str(text.strip_prefix("k ")?).ok()
}
