//! Medium: plans its whole turn greedily on the evaluation ([`super::evaluation`]). A beam of the
//! few best positions is grown one action at a time (the board first when one is due, then each
//! action point: every placement and step), so that a wall needing several stones this turn is
//! found; the best position seen, ending the turn anywhere along the way, or a jump in the closing
//! phase, is the turn it plays. Ties are broken at random.

use super::Bot;
use super::evaluation::{Weights, evaluate};
use crate::core::invariant::Invariant;
use crate::core::order::{f32_rank, sort_by_rank};
use crate::glak::game::{Action, Game};
use rand::{Rng, RngCore};

/// Positions kept at each depth of the turn.
pub const BEAM: usize = 4;
/// Values this close count as equal.
const TIE: f32 = 1e-4;

/// A whole turn: its actions (ending with the turn's end, or a jump) and the value of the position
/// it leaves to the seat that plays it.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnPlan {
    /// The actions, in order.
    pub actions: Vec<Action>,
    /// The evaluation after them.
    pub value: f32,
}

/// A plan in progress: the position after its actions.
struct Partial {
    game: Game,
    actions: Vec<Action>,
}

/// Every action that keeps the turn going (a board due, places and steps).
fn continuing(game: &Game) -> impl Iterator<Item = Action> {
    game.legal_actions()
        .into_iter()
        .filter(|a| !matches!(a, Action::EndTurn | Action::Jump { .. }))
}

/// The best whole turns for the seat to move, best first, at most `keep` of them, with different
/// first actions: the turn's end at any depth of a beam `beam` wide, and every jump.
#[must_use]
pub fn plan_turns(
    game: &Game,
    weights: &Weights,
    (beam, keep): (usize, usize),
    rng: &mut dyn RngCore,
) -> Vec<TurnPlan> {
    let Some(seat) = game.to_act() else {
        return Vec::new();
    };
    let eval = |g: &Game| {
        let value = evaluate(g, seat, weights);
        (value, value)
    };
    plan_turns_by(game, &eval, (beam, keep), rng)
}

/// [`plan_turns`] on any evaluation: `eval` gives a position's rank (which positions the beam
/// keeps) and its value (what ending the turn there is worth); [`plan_turns`]'s are both the
/// evaluation.
// Long: the beam search of one turn is one loop whose state (the beam, the best turn, the budget)
// every part reads.
pub(crate) fn plan_turns_by(
    game: &Game,
    eval: &dyn Fn(&Game) -> (f32, f32),
    (beam, keep): (usize, usize),
    rng: &mut dyn RngCore,
) -> Vec<TurnPlan> {
    if game.to_act().is_none() {
        return Vec::new();
    }
    let mut finished: Vec<TurnPlan> = Vec::new();
    let mut finish = |actions: &[Action], end: Action, value: f32| {
        let mut actions = actions.to_vec();
        actions.push(end);
        finished.push(TurnPlan { actions, value });
    };
    if !game.board_due() {
        finish(&[], Action::EndTurn, eval(game).1);
    }
    if game.jump_allowed() {
        for action in game.legal_actions() {
            if let Action::Jump { .. } = action {
                let mut after = game.clone();
                if after.play(action).is_ok() {
                    finish(&[], action, eval(&after).1);
                }
            }
        }
    }
    let mut frontier = vec![Partial {
        game: game.clone(),
        actions: Vec::new(),
    }];
    while !frontier.is_empty() {
        // Each action is tried on a copy of its position and taken back; only the positions the
        // beam keeps are copied for good.
        let mut grown: Vec<(usize, Action, f32)> = Vec::new();
        for (from, partial) in frontier.iter().enumerate() {
            let mut scratch = partial.game.clone();
            for action in continuing(&partial.game) {
                if scratch.play(action).is_err() {
                    continue;
                }
                let (rank, value) = eval(&scratch);
                // A board due is laid before the turn may end.
                if !scratch.board_due() {
                    let mut actions = partial.actions.clone();
                    actions.push(action);
                    finish(&actions, Action::EndTurn, value);
                }
                grown.push((from, action, rank));
                scratch.undo();
            }
        }
        // Random order first, so that the stable sort breaks ties at random.
        for i in (1..grown.len()).rev() {
            grown.swap(i, rng.random_range(0..=i));
        }
        sort_by_rank(&mut grown, |g| !f32_rank(g.2));
        grown.truncate(beam);
        frontier = grown
            .into_iter()
            .map(|(from, action, _)| {
                let mut game = frontier[from].game.clone();
                game.play(action).invariant("an action played a moment ago");
                let mut actions = frontier[from].actions.clone();
                actions.push(action);
                Partial { game, actions }
            })
            .collect();
    }
    for i in (1..finished.len()).rev() {
        finished.swap(i, rng.random_range(0..=i));
    }
    // Among equals, act rather than end the turn at once.
    sort_by_rank(&mut finished, |p| {
        let idle = p.actions.len() == 1 && p.actions[0] == Action::EndTurn;
        !f32_rank(p.value + if idle { -TIE } else { 0.0 })
    });
    let mut kept: Vec<TurnPlan> = Vec::with_capacity(keep);
    for plan in finished {
        if kept.len() == keep {
            break;
        }
        if !kept.iter().any(|k| k.actions[0] == plan.actions[0]) {
            kept.push(plan);
        }
    }
    kept
}

/// The Medium bot.
#[derive(Clone, Copy, Debug, Default)]
pub struct MediumBot {
    /// The evaluation's weights.
    pub weights: Weights,
}

impl Bot<Game> for MediumBot {
    fn choose(&mut self, game: &Game, rng: &mut dyn RngCore) -> Option<Action> {
        plan_turns(game, &self.weights, (BEAM, 1), rng)
            .first()
            .map(|plan| plan.actions[0])
    }
}
