//! What every game shares and no rule lives in: seats and per-seat tables, and invariants.
//! Nothing here knows either game.

pub(crate) mod invariant;
pub mod seat;
