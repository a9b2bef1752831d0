//! GLAK's own screens: the table in play and its replay (models and views), its saves, files and
//! links, its side of the bot worker, its part of the new-game screen, the play area, boards in
//! hand, the turn with its action points, the standing and final scoring, the log and the rules
//! page. The shell reaches it only through `ui::games`.

pub mod area;
pub mod bot;
pub mod game_screen;
pub mod hand;
pub mod log;
pub mod replay;
pub mod replay_view;
pub mod rules;
pub mod saved;
pub mod score_panel;
pub mod setup;
pub mod table;
pub mod turn_panel;
