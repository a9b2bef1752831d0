//! Hard: plans two of its own turns at once. Medium's beam, grown through the end of Hard's turn
//! into its next one (the other players passing in between: they end their turns, laying a board
//! first where one is due), finds walls that need more stones than one turn has points for, and
//! the best position seen anywhere along the two turns decides the next action. Planned anew at
//! every action, as Medium is (keeping a plan once made was measured to be weaker).
//!
//! The budget is counted, not timed: the beam's width and the turns planned, so a seed and a
//! budget always give the same action.

use super::Bot;
use super::evaluation::{Weights, evaluate};
use crate::core::order::{f32_rank, sort_by_rank};
use crate::core::seat::Seat;
use crate::glak::game::{Action, Game};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The beam's width by default: 16 beat Medium 0.818 of 200 games at 0.2 s a turn; 8 won 0.71,
/// 24 no more than 16 at twice the time (`docs/bots.md`).
pub const DEFAULT_BEAM: usize = 16;
/// Own turns planned by default (three were weaker than two at the same width: the others do not
/// really pass for two rounds).
pub const DEFAULT_TURNS: usize = 2;

/// The Hard bot.
#[derive(Clone, Copy, Debug)]
pub struct HardBot {
    /// Positions kept at each step.
    pub beam: usize,
    /// Own turns planned.
    pub turns: usize,
    /// The evaluation's weights.
    pub weights: Weights,
}

impl Default for HardBot {
    fn default() -> Self {
        HardBot {
            beam: DEFAULT_BEAM,
            turns: DEFAULT_TURNS,
            weights: Weights::default(),
        }
    }
}

/// A line in progress: the position, its first action, and the own turns still to plan after the
/// current one.
struct Line {
    game: Game,
    first: Option<Action>,
    turns_after: usize,
}

/// Ends `seat`'s turn and lets every other player pass (laying a board first where one is due),
/// so that it is `seat`'s turn again; `None` when the game ends first.
fn pass_round(mut game: Game, seat: Seat) -> Option<Game> {
    game.play(Action::EndTurn).ok()?;
    while let Some(other) = game.to_act() {
        if other == seat {
            return Some(game);
        }
        if game.board_due() {
            let tile = *game.hand(other).first()?;
            let at = *game.area().free_slots().first()?;
            game.play(Action::Lay {
                tile,
                at,
                rotation: 0,
            })
            .ok()?;
        }
        game.play(Action::EndTurn).ok()?;
    }
    None
}

impl HardBot {
    /// The best next action for the seat to move.
    fn plan(&self, game: &Game, rng: &mut ChaCha8Rng) -> Option<Action> {
        let seat = game.to_act()?;
        let eval = |g: &Game| {
            let value = evaluate(g, seat, &self.weights);
            (value, value)
        };
        plan_lines(game, (self.beam, self.turns), &eval, rng)
    }
}

/// Hard's search for the seat to move, on any evaluation: `eval` gives a position's rank (which
/// positions the beam keeps) and its value (what ending the turn there is worth); Hard's are both
/// [`evaluate`]. `beam` positions are kept at each step, through `turns` own turns.
// Long: the beam search is one loop over turns and steps whose state (the beam, the lines kept, the
// budget) every part reads.
pub(crate) fn plan_lines(
    game: &Game,
    (beam, turns): (usize, usize),
    eval: &dyn Fn(&Game) -> (f32, f32),
    rng: &mut ChaCha8Rng,
) -> Option<Action> {
    let seat = game.to_act()?;
    let mut best: Vec<Action> = Vec::new();
    let mut best_value = f32::MIN;
    let mut consider = |value: f32, first: Action, best: &mut Vec<Action>| {
        if value > best_value + 1e-4 {
            best_value = value;
            best.clear();
        }
        if value > best_value - 1e-4 && !best.contains(&first) {
            best.push(first);
        }
    };
    if !game.board_due() {
        // Ending the turn now, valued as the position it leaves.
        consider(eval(game).1 - 1e-3, Action::EndTurn, &mut best);
    }
    if game.jump_allowed() {
        for action in game.legal_actions() {
            if let Action::Jump { .. } = action {
                let mut after = game.clone();
                if after.play(action).is_ok() {
                    consider(eval(&after).1, action, &mut best);
                }
            }
        }
    }
    let mut frontier = vec![Line {
        game: game.clone(),
        first: None,
        turns_after: turns.saturating_sub(1),
    }];
    while !frontier.is_empty() {
        let mut grown: Vec<(f32, Line)> = Vec::new();
        for line in &frontier {
            let mut scratch = line.game.clone();
            let actions: Vec<Action> = line
                .game
                .legal_actions()
                .into_iter()
                .filter(|a| !matches!(a, Action::EndTurn | Action::Jump { .. }))
                .collect();
            for action in actions {
                if scratch.play(action).is_err() {
                    continue;
                }
                let (rank, value) = eval(&scratch);
                let first = line.first.unwrap_or(action);
                if !scratch.board_due() {
                    consider(value, first, &mut best);
                }
                grown.push((
                    rank,
                    Line {
                        game: scratch.clone(),
                        first: Some(first),
                        turns_after: line.turns_after,
                    },
                ));
                scratch.undo();
            }
            // On into the next own turn, the others passing.
            if line.turns_after > 0
                && line.first.is_some()
                && !line.game.board_due()
                && let Some(next) = pass_round(line.game.clone(), seat)
            {
                let (rank, _) = eval(&next);
                grown.push((
                    rank,
                    Line {
                        game: next,
                        first: line.first,
                        turns_after: line.turns_after - 1,
                    },
                ));
            }
        }
        for i in (1..grown.len()).rev() {
            grown.swap(i, rng.random_range(0..=i));
        }
        sort_by_rank(&mut grown, |g| !f32_rank(g.0));
        grown.truncate(beam);
        frontier = grown.into_iter().map(|(_, line)| line).collect();
    }
    if best.len() > 1 {
        best.retain(|&a| a != Action::EndTurn);
    }
    best.get(rng.random_range(0..best.len().max(1))).copied()
}

impl Bot<Game> for HardBot {
    fn choose(&mut self, game: &Game, rng: &mut dyn RngCore) -> Option<Action> {
        let mut rng = ChaCha8Rng::seed_from_u64(rng.next_u64());
        self.plan(game, &mut rng)
    }
}
