//! The browser's side of games between devices (`crate::remote` holds the protocol): links in and
//! out, their QR codes, and what the players read when a link is refused.

pub mod links;
pub mod qr;
pub mod store;
pub mod words;
