//! The web app (Yew). Components render from state and send actions back; none computes rules.

pub mod app;
pub mod board;
pub mod chip;

pub use app::App;
