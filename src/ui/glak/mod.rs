//! GLAK's own screens: the game in play and its replay as views, its part of the new-game screen,
//! the play area, boards in hand, the turn with its action points, the standing and final scoring,
//! the log and the rules page. Its models are `crate::app::glak`; the shell reaches it only
//! through `ui::games`.
pub mod area;
pub mod editor;
pub mod game_screen;
pub mod hand;
pub mod lesson;
pub mod log;
pub mod replay_view;
pub mod review;
pub mod rules;
pub mod score_panel;
pub mod setup;
pub mod turn_panel;
pub mod views;
