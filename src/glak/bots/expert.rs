//! Expert: Hard's search ([`super::hard`]: two own turns in one beam, the others passing, planned
//! anew at every action) on an evaluation that knows how GLAK ends.
//!
//! GLAK between two good players is a race for the last turn. The final round begins after the
//! turn of the first player left with two stones or fewer, and that player moves last (and the
//! start player, triggering it, has a turn more than the other); between Hards the player who
//! triggered it won 35 games in 40 (seed 1). Hard never aims for it:
//! in its plan the others pass, so it never sees them trigger the round, and a step costs it nothing
//! that a placement would not. Expert adds to Hard's evaluation
//! - a tempo term: `tempo` when the seat triggered the final round, or can trigger it before any
//!   other seat can if every seat places a stone with every point from now on; `-tempo` otherwise;
//! - a race term: `race` for each stone placed before the final round, so that the points go into
//!   placements (the start player triggers in its fourth turn only with one step in all, the
//!   second player in its fourth with two);
//! - an end-aware pocket credit: a pocket is worth something only to a seat that still has a turn in
//!   which to close it.
//!
//! It plays its own final turn with a one-turn search [`DEFAULT_LAST_BEAM`] wide on the score
//! itself (pockets only for the others still to move).
//!
//! Measured against Hard (2 players, 200 games, seed 1, one core): win rate 0.74 (145 wins, 6
//! shared), 200 ms a turn on average, 352 ms p95; Hard 185 ms and 339 ms.
//!
//! The budget is counted, not timed (the beams' widths and the turns planned), so a seed and a
//! budget always give the same action.

use super::Bot;
use super::evaluation::{Weights, pockets};
use super::hard::{DEFAULT_BEAM, DEFAULT_TURNS, plan_lines};
use super::medium::plan_turns_by;
use crate::core::seat::Seat;
use crate::glak::game::{Action, FINAL_ROUND_SUPPLY, Game, STONES, action_points};
use crate::glak::scoring::field_score;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The tempo term's worth by default, about one turn's gain.
pub const DEFAULT_TEMPO: f32 = 12.0;
/// The race term's worth of a stone placed, by default.
pub const DEFAULT_RACE: f32 = 0.3;
/// The beam of the seat's final turn by default (one turn only, so it is cheap).
pub const DEFAULT_LAST_BEAM: usize = 64;

/// The Expert bot.
#[derive(Clone, Copy, Debug)]
pub struct ExpertBot {
    /// Hard's beam: positions kept at each step.
    pub beam: usize,
    /// Own turns planned.
    pub turns: usize,
    /// The beam of the seat's final turn.
    pub last_beam: usize,
    /// Worth of moving last (see the module).
    pub tempo: f32,
    /// Worth of a stone placed before the final round.
    pub race: f32,
    /// The evaluation's weights.
    pub weights: Weights,
}

impl Default for ExpertBot {
    fn default() -> Self {
        ExpertBot {
            beam: DEFAULT_BEAM,
            turns: DEFAULT_TURNS,
            last_beam: DEFAULT_LAST_BEAM,
            tempo: DEFAULT_TEMPO,
            race: DEFAULT_RACE,
            weights: Weights::default(),
        }
    }
}

/// Whether `seat` begins another turn after the turn in progress.
fn has_turn_after(game: &Game, seat: Seat) -> bool {
    if game.is_over() {
        return false;
    }
    // Before the final round every seat has turns to come.
    let (Some(mover), Some(round)) = (game.to_act(), game.final_round()) else {
        return true;
    };
    let mut s = mover;
    (1..round.turns_left).any(|_| {
        s = s.next(game.players());
        s == seat
    })
}

/// The earliest turn (numbered as [`Game::turn`]) after which `seat` can trigger the final round,
/// if it places a stone with every action point from now on.
fn earliest_trigger(game: &Game, seat: Seat) -> u32 {
    let players = game.players();
    let Some(mover) = game.to_act() else {
        return game.turn();
    };
    let mut turn = game.turn();
    let mut need = i32::from(game.supply(seat)) - i32::from(FINAL_ROUND_SUPPLY);
    let offset = (seat.0 + players - mover.0) % players;
    if offset == 0 {
        need -= i32::from(game.action_points_left());
        if need <= 0 {
            return turn;
        }
        turn += u32::from(players);
    } else {
        turn += u32::from(offset);
    }
    loop {
        need -= i32::from(action_points(players, turn));
        if need <= 0 {
            return turn;
        }
        turn += u32::from(players);
    }
}

/// Whether `seat` moves last: it triggered the final round, or it can trigger it before any other
/// seat can, each placing a stone with every point.
pub(crate) fn moves_last(game: &Game, seat: Seat) -> bool {
    if let Some(round) = game.final_round() {
        return round.trigger == seat;
    }
    let mine = earliest_trigger(game, seat);
    (0..game.players())
        .map(Seat)
        .all(|s| s == seat || earliest_trigger(game, s) > mine)
}

/// `me`'s score against the best other seat's, each with its pockets if `counted` says so.
fn against_best(score: &[u16], pockets: &[f32], me: usize, counted: &dyn Fn(usize) -> bool) -> f32 {
    let with = |s: usize| f32::from(score[s]) + if counted(s) { pockets[s] } else { 0.0 };
    let best_other = (0..score.len())
        .filter(|&s| s != me)
        .map(with)
        .fold(f32::MIN, f32::max);
    with(me) - best_other
}

impl ExpertBot {
    /// A position's rank and value to `seat` for [`plan_lines`], `live` telling which seats still
    /// have a turn after the one in progress at the root. The rank counts every pocket, as Hard's
    /// evaluation does; the value counts the pockets of `seat` only while it has a turn to come,
    /// and the others' only if they had one at the root (in a line they pass it, so their pockets
    /// stand for it). Both add the tempo and race terms.
    fn value(&self, game: &Game, seat: Seat, live: &[bool]) -> (f32, f32) {
        let score = field_score(game.scoring_view()).score;
        let pockets = pockets(game, &self.weights);
        let me = seat.index();
        let tempo = if moves_last(game, seat) {
            self.tempo
        } else {
            -self.tempo
        };
        let race = if game.final_round().is_none() {
            self.race * f32::from(STONES - game.supply(seat))
        } else {
            0.0
        };
        let own_turn_after = has_turn_after(game, seat);
        let rank = against_best(&score, &pockets, me, &|_| true);
        let value = against_best(&score, &pockets, me, &|s| {
            if s == me { own_turn_after } else { live[s] }
        });
        (tempo + race + rank, tempo + race + value)
    }

    /// A position's rank and value to `seat` in its final turn: ranked as [`ExpertBot::value`]
    /// ranks (less the terms that no longer change), valued by the score itself, less the pockets of
    /// the others still to move.
    fn final_value(&self, game: &Game, seat: Seat, live: &[bool]) -> (f32, f32) {
        let score = field_score(game.scoring_view()).score;
        let pockets = pockets(game, &self.weights);
        let me = seat.index();
        (
            against_best(&score, &pockets, me, &|_| true),
            against_best(&score, &pockets, me, &|s| s != me && live[s]),
        )
    }
}

impl Bot<Game> for ExpertBot {
    fn choose(&mut self, game: &Game, rng: &mut dyn RngCore) -> Option<Action> {
        let mut rng = ChaCha8Rng::seed_from_u64(rng.next_u64());
        let seat = game.to_act()?;
        let live: Vec<bool> = (0..game.players())
            .map(|s| has_turn_after(game, Seat(s)))
            .collect();
        if live[seat.index()] {
            let eval = |g: &Game| self.value(g, seat, &live);
            plan_lines(game, (self.beam, self.turns), &eval, &mut rng)
        } else {
            let eval = |g: &Game| self.final_value(g, seat, &live);
            plan_turns_by(game, &eval, (self.last_beam, 1), &mut rng)
                .first()
                .map(|plan| plan.actions[0])
        }
    }
}
