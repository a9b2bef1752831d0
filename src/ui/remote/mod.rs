//! The browser's side of games between devices (`crate::remote` holds the protocol, and
//! `crate::app::carrier` the carrier's state and reducer). The app's part is small (`host`: the
//! carrier loaded when needed, its place on each screen, whom a table waits for; `join`: the join
//! screen of an invitation, which the page draws while the carrier loads); the carrier
//! (`carrier`, `panel`, `links`, `live`, `live_view`, `qr`, `store`) is a module of its own;
//! `bridge` carries what they say to each other.

pub mod bridge;
pub mod carrier;
pub mod host;
pub mod join;
pub mod links;
pub mod live;
pub mod live_view;
pub mod panel;
pub mod qr;
pub mod store;
