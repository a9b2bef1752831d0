//! The web app (Yew). Components render from state and send actions back; none computes rules.

pub mod app;
pub mod bag;
pub mod board;
pub mod bot_controls;
pub mod bot_worker;
pub mod chip;
pub mod curtain;
pub mod files;
pub mod final_scoring;
pub mod game_log;
pub mod hand;
pub mod header;
pub mod hooks;
pub mod language;
pub mod new_game;
pub mod player_panel;
pub mod problems;
pub mod replay;
pub mod rules;
pub mod scoring_track;
pub mod sound;
pub mod state;
pub mod storage;
pub mod svg;
pub mod table_view;

pub use app::App;
