//! The browser's side of games between devices (`crate::remote` holds the protocol). The app's part
//! is small (`host`: the carrier loaded when needed, its place on each screen, whom a table waits
//! for); the carrier (`carrier`, `play`, `panel`, `links`, `live`, `qr`, `store`, `words`) is a module of
//! its own; `bridge` is what they say to each other.

pub mod bridge;
pub mod carrier;
pub mod host;
pub mod links;
pub mod live;
pub mod live_view;
pub mod model;
pub mod panel;
pub mod play;
pub mod qr;
pub mod store;
pub mod words;
