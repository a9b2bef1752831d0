//! Glüx's own components: the board, chips, hand and bag, the scoring track, the players' panels,
//! the final scoring and the rules page with its diagrams.

pub mod bag;
pub mod board;
pub mod chip;
pub mod final_scoring;
pub mod game_screen;
pub mod hand;
pub mod log;
pub mod player_panel;
pub mod refusal;
pub mod replay;
pub mod rules;
pub mod scoring_track;
pub mod table;
