//! What every game shares and no rule lives in: seats and per-seat tables, the record envelope that
//! names its game, share-link framing, the bots' levels, invariants, and the collecting of the
//! problems of a text, and the one sort every caller shares.
//! Nothing here knows either game.

pub mod bits;
pub mod envelope;
pub mod history;
pub(crate) mod invariant;
pub mod level;
pub mod link;
pub mod order;
pub(crate) mod problems;
pub mod review;
pub mod rules;
pub mod seat;
