//! Medium: plans its whole turn greedily on the evaluation ([`super::evaluation`]). A beam of the
//! few best positions is grown one action at a time (the board first when one is due, then each
//! action point: every placement and step), so that a wall needing several stones this turn is
//! found; the best position seen, ending the turn anywhere along the way, or a jump in the closing
//! phase, decides the turn's next action. Ties are broken at random.

use super::Bot;
use super::evaluation::evaluate;
use crate::glak::game::{Action, Game};
use rand::{Rng, RngCore};

/// Positions kept at each depth of the turn.
const BEAM: usize = 4;
/// Values this close count as equal.
const TIE: f32 = 1e-4;

/// The Medium bot.
#[derive(Clone, Copy, Debug, Default)]
pub struct MediumBot;

/// A plan in progress: the position after its actions, its first action and its value.
#[derive(Clone)]
struct Plan {
    game: Game,
    first: Action,
    value: f32,
}

/// Every action that keeps the turn going (a board due, places and steps).
fn turn_actions(game: &Game) -> Vec<Action> {
    game.legal_actions()
        .into_iter()
        .filter(|a| !matches!(a, Action::EndTurn | Action::Jump { .. }))
        .collect()
}

impl Bot for MediumBot {
    fn choose(&mut self, game: &Game, rng: &mut dyn RngCore) -> Option<Action> {
        let seat = game.to_move()?;
        let mut best: Vec<Action> = Vec::new();
        let mut best_value = f32::MIN;
        let mut consider = |value: f32, first: Action, best: &mut Vec<Action>| {
            if value > best_value + TIE {
                best_value = value;
                best.clear();
            }
            if value > best_value - TIE && !best.contains(&first) {
                best.push(first);
            }
        };
        if !game.board_due() {
            consider(evaluate(game, seat), Action::EndTurn, &mut best);
        }
        // A jump is a whole turn: each is valued by the position it leaves.
        if game.jump_allowed() {
            for action in game.legal_actions() {
                if let Action::Jump { .. } = action {
                    let mut after = game.clone();
                    if after.play(action).is_ok() {
                        consider(evaluate(&after, seat), action, &mut best);
                    }
                }
            }
        }
        let mut beam = vec![Plan {
            game: game.clone(),
            first: Action::EndTurn,
            value: f32::MIN,
        }];
        let mut depth = 0;
        while !beam.is_empty() {
            let mut grown: Vec<Plan> = Vec::new();
            for plan in &beam {
                for action in turn_actions(&plan.game) {
                    let mut after = plan.game.clone();
                    if after.play(action).is_err() {
                        continue;
                    }
                    let value = evaluate(&after, seat);
                    let first = if depth == 0 { action } else { plan.first };
                    // A board due is laid before the turn may end.
                    if !after.board_due() {
                        consider(value, first, &mut best);
                    }
                    grown.push(Plan {
                        game: after,
                        first,
                        value,
                    });
                }
            }
            grown.sort_by(|a, b| b.value.total_cmp(&a.value));
            grown.truncate(BEAM);
            beam = grown;
            depth += 1;
        }
        // Among equals, act rather than end the turn.
        if best.len() > 1 {
            best.retain(|&a| a != Action::EndTurn);
        }
        best.get(rng.random_range(0..best.len().max(1))).copied()
    }
}
