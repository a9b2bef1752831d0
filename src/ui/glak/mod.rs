//! GLAK's own components: the play area, boards in hand, the turn with its action points, the
//! standing and final scoring, the log, the replay and the rules page. The shell (header, new game,
//! files, storage, language) is shared with Glüx.

pub mod area;
pub mod game_screen;
pub mod hand;
pub mod log;
pub mod replay;
pub mod replay_view;
pub mod rules;
pub mod score_panel;
pub mod table;
pub mod turn_panel;
