//! Glüx's own screens: the game in play and its replay as views, its part of the new-game screen,
//! the board, chips, hand and bag, the pass-the-device screen, the scoring track, the players'
//! panels, the final scoring and the rules page with its diagrams. Its models are
//! `crate::app::glux`; the shell reaches it only through `ui::games`.
pub mod bag;
pub mod board;
pub mod chip;
pub mod curtain;
pub mod editor;
pub mod final_scoring;
pub mod game_screen;
pub mod hand;
pub mod lesson;
pub mod log;
pub mod player_panel;
pub mod replay;
pub mod review;
pub mod rules;
pub mod scoring_track;
pub mod setup;
pub mod views;
