//! GLAK's models in the app: the table in play, its replay, refusals in words, its side of the bots'
//! questions, and its saves, files and links. Its views are `crate::ui::glak`.
pub mod bot;
pub mod carried;
pub mod game;
pub mod problems;
pub mod refusal;
pub mod replay;
pub mod saved;
pub mod table;
