//! Glüx's models in the app: the table in play and its replay, refusals in words, its side of the
//! bots' questions, and its saves, files and links. Its views are `crate::ui::glux`.
pub mod bot;
pub mod carried;
pub mod game;
pub mod problems;
pub mod refusal;
pub mod saved;
pub mod table;
