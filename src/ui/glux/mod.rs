//! Glüx's own screens: the table in play and its replay (models and views), its saves, files and
//! links, its side of the bot worker, its part of the new-game screen, the board, chips, hand and
//! bag, the pass-the-device screen, the scoring track, the players' panels, the final scoring and
//! the rules page with its diagrams. The shell reaches it only through `ui::games`.

pub mod bag;
pub mod board;
pub mod bot;
pub mod chip;
pub mod curtain;
pub mod final_scoring;
pub mod game_screen;
pub mod hand;
pub mod log;
pub mod player_panel;
pub mod refusal;
pub mod replay;
pub mod rules;
pub mod saved;
pub mod scoring_track;
pub mod setup;
pub mod table;
