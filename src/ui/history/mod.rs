//! The history of finished games: every game that ends on this device is kept in the browser
//! (IndexedDB), listed on the History screen with the record against each bot level and each
//! person's rating against the bots (`crate::core::history`). The app only queues a game as it
//! ends (`pending`, in local storage, cheap for the page's bundle); the carrier's module, loaded
//! when the History screen opens (or a game between devices is played), keeps the queued games in
//! IndexedDB (`store`) and draws the screen (`view`).

pub mod pending;
pub mod store;
pub mod view;
