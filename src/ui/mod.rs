//! The web app (Yew). Components render from state and send actions back; none computes rules.

pub mod app;
pub mod bot_controls;
pub mod bot_worker;
pub mod context;
pub mod custom_boards;
pub mod editor;
pub mod files;
pub mod game;
pub mod games;
pub mod glak;
pub mod glux;
pub mod header;
pub mod history;
pub mod hooks;
pub mod keys;
pub mod language;
pub mod modules;
pub mod new_game;
pub mod remote;
pub mod replay;
pub mod review;
pub mod rules;
pub mod seat_look;
pub mod setup;
pub mod sound;
pub mod state;
pub mod storage;
pub mod svg;
pub mod tutorial;
pub mod words;

pub use app::App;
