//! Expert's review of a finished game (`review.html`, its part of the pages' wasm module
//! `glux-pages`, loaded only when a player opens it, so the game's page stays small): the review
//! runs in a Web Worker of its own with a progress bar and can be cancelled; the page shows each
//! move with its label, the move Expert prefers drawn on the board, a graph of the win chances with
//! a table beside it, and each seat's accuracy, mistakes and luck. A review is kept in the browser
//! with its game.

pub mod page;
pub mod worker;
