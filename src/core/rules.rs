//! A game's rules as the tools every game shares see them: whose decision it is, what may be done,
//! what a seat may see, and how a game ended. Both engines implement [`Rules`]; the bots of both
//! implement [`Bot`]; the arena, self-play, the review, the win chances and the invariant harness
//! are written once over them. Nothing here knows either game.
//!
//! A *decision* is one action ([`Rules::play`]). A *move* is what a player does between two
//! players' decisions as the game counts them ([`Rules::moves_made`]): one Glüx placement, one
//! whole GLAK turn (several actions). The review and the arena's times are per move.

use crate::core::seat::{Seat, SeatSet};
use rand::RngCore;
use std::fmt::Debug;

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Each seat's final score (victory points in Glüx, points in GLAK).
    pub scores: Vec<u32>,
    /// The seats that share the victory (one, unless every tie-break was tied).
    pub winners: SeatSet,
}

impl Outcome {
    /// The seat's share of the victory: 1 for a win alone, 1/k for a victory shared by k, else 0.
    #[must_use]
    pub fn share(&self, seat: Seat) -> f64 {
        if self.winners.contains(seat) {
            1.0 / self.winners.iter().count().max(1) as f64
        } else {
            0.0
        }
    }
}

/// A game's rules, hidden information included (the bots only get a [`Rules::View`]).
pub trait Rules: Clone {
    /// One decision: a Glüx placement or face, a GLAK board, action point, jump or turn end.
    type Action: Copy + PartialEq + Debug;
    /// Why the engine refuses an action (the game is then unchanged).
    type Refusal: Debug;
    /// What one seat may see of the game, as a bot gets it.
    type View<'a>: ?Sized
    where
        Self: 'a;

    /// The number of seats.
    fn players(&self) -> u8;

    /// The seat whose decision it is; `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;

    /// Every action the seat to act may take (empty once the game is over).
    fn legal_actions(&self) -> Vec<Self::Action>;

    /// Plays an action of the seat to act.
    ///
    /// # Errors
    /// The engine's refusal; the game is unchanged.
    fn play_action(&mut self, action: Self::Action) -> Result<(), Self::Refusal>;

    /// Calls `f` with what `seat` may see of the game.
    fn with_view<R>(&self, seat: Seat, f: impl FnOnce(&Self::View<'_>) -> R) -> R;

    /// Whole moves made so far: it grows by one when a move ends.
    fn moves_made(&self) -> u32;

    /// How the game ended, once it is over.
    fn outcome(&self) -> Option<Outcome>;

    /// How far the game has come, from 0 at the start to 1 at its end (an estimate while it runs:
    /// win chances grow surer as it nears 1).
    fn progress(&self) -> f64;
}

/// A computer opponent of a game: it sees only a seat's view, and its action goes through the
/// engine like a person's.
pub trait Bot<G: Rules> {
    /// Chooses an action for the seat of `view`, which must be the seat to act. Returns `None`
    /// only when that seat has nothing to do (not its turn, or the game is over).
    fn choose(&mut self, view: &G::View<'_>, rng: &mut dyn RngCore) -> Option<G::Action>;
}

/// Asks `bot` for the next action of the seat to act; `None` once the game is over.
pub fn ask<G: Rules>(game: &G, bot: &mut dyn Bot<G>, rng: &mut dyn RngCore) -> Option<G::Action> {
    let seat = game.to_act()?;
    game.with_view(seat, |view| bot.choose(view, rng))
}

/// A bot broke a rule, or had nothing to do when it was the seat to act: a defect in the bot.
#[derive(Clone, Debug, PartialEq)]
pub enum BotFault<A, R> {
    /// It chose nothing for the seat to act.
    NoAction,
    /// The engine refused its action.
    Refused(A, R),
}

/// A bot's fault in a game of `G`.
pub type FaultOf<G> = BotFault<<G as Rules>::Action, <G as Rules>::Refusal>;

/// Plays one whole move of the seat to act with `bot` and returns its actions (empty once the game
/// is over).
///
/// # Errors
/// The bot's fault; the actions before it stay played.
pub fn play_move<G: Rules>(
    game: &mut G,
    bot: &mut dyn Bot<G>,
    rng: &mut dyn RngCore,
) -> Result<Vec<G::Action>, FaultOf<G>> {
    let moves = game.moves_made();
    let mut actions = Vec::new();
    while game.to_act().is_some() && game.moves_made() == moves {
        let action = ask(game, bot, rng).ok_or(BotFault::NoAction)?;
        game.play_action(action)
            .map_err(|refusal| BotFault::Refused(action, refusal))?;
        actions.push(action);
    }
    Ok(actions)
}

/// A whole move as it was played: its seat and its actions.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedMove<A> {
    /// The mover.
    pub seat: Seat,
    /// One action in Glüx; a turn's actions in GLAK.
    pub actions: Vec<A>,
}

/// The moves of a game, or the index of the first action the engine refuses, with the refusal.
pub type MovesOf<G> = Result<Vec<PlayedMove<<G as Rules>::Action>>, (usize, <G as Rules>::Refusal)>;

/// Splits the actions of a game played from `start` into whole moves.
///
/// # Errors
/// The index of the first action the engine refuses, with the refusal.
pub fn moves_of<G: Rules>(start: &G, actions: &[G::Action]) -> MovesOf<G> {
    let mut game = start.clone();
    let mut moves: Vec<PlayedMove<G::Action>> = Vec::new();
    let mut open = false;
    for (i, &action) in actions.iter().enumerate() {
        let Some(seat) = game.to_act() else {
            break;
        };
        let before = game.moves_made();
        game.play_action(action).map_err(|refusal| (i, refusal))?;
        match moves.last_mut() {
            Some(last) if open && last.seat == seat => last.actions.push(action),
            _ => moves.push(PlayedMove {
                seat,
                actions: vec![action],
            }),
        }
        open = game.moves_made() == before;
    }
    Ok(moves)
}
