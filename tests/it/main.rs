//! The native integration tests, one crate (one link, one pool of test threads), a module per
//! subject. Browser tests are `tests/web.rs` (wasm-bindgen-test) and `tests/e2e/` (Playwright).
#![cfg(not(target_arch = "wasm32"))]

mod app;
mod app_games;
mod bots;
mod carrier;
mod cli;
mod common;
mod compatibility;
mod glak_bots;
mod glak_cli;
mod glak_properties;
mod history;
mod i18n;
mod layout;
mod live;
mod modules;
mod nim;
mod properties;
mod records;
mod remote;
mod remote_attacks;
mod review;
mod tutorial;
