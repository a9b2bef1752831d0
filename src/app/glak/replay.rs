//! A GLAK game viewed action by action, as a model: the record, every action with its seat, and the
//! record's own boards (the viewer is `replay_view.rs`).

use crate::app::kind::ReplaySource;
use crate::app::seats::SeatInfo;
use crate::core::invariant::Invariant;
use crate::core::seat::Seat;
use crate::glak::{Action, Game, GameRecord, Recorder, TileSet};
use std::rc::Rc;
use std::sync::Arc;

/// A GLAK game viewed action by action.
#[derive(Clone, Debug)]
pub struct GlakReplay {
    /// The whole game as recorded.
    pub record: Rc<GameRecord>,
    /// Every action with the seat that played it (the turn ends the record implies included).
    pub actions: Rc<Vec<(Seat, Action)>>,
    /// Names and colours.
    pub seats: Rc<Vec<SeatInfo>>,
    /// How many actions are shown.
    pub at: usize,
    /// Where it came from.
    pub source: ReplaySource,
    /// The boards it is played with: the record's own set (ours, or one of the players' own).
    pub tiles: Arc<TileSet>,
}

impl PartialEq for GlakReplay {
    fn eq(&self, other: &GlakReplay) -> bool {
        Rc::ptr_eq(&self.record, &other.record)
            && Rc::ptr_eq(&self.seats, &other.seats)
            && (self.at, self.source) == (other.at, other.source)
    }
}

impl GlakReplay {
    /// A replay of a recorded game (already checked by the rules), showing its end.
    #[must_use]
    pub fn new(record: &GameRecord, seats: Vec<SeatInfo>, source: ReplaySource) -> GlakReplay {
        let mut actions = Vec::new();
        let game = record.replay_each(|game, action| {
            actions.push((game.to_act().unwrap_or(Seat(0)), action));
        });
        let tiles = game
            .map(|g| Arc::clone(g.area().tiles()))
            .invariant("a replay is made of a record the rules have checked");
        GlakReplay {
            record: Rc::new(record.clone()),
            at: actions.len(),
            actions: Rc::new(actions),
            seats: Rc::new(seats),
            source,
            tiles,
        }
    }

    /// The number of actions.
    #[must_use]
    pub fn len(&self) -> usize {
        self.actions.len()
    }

    /// Whether the game has no actions yet.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.actions.is_empty()
    }

    /// The game after the first `at` actions, recorded (to play on from there).
    #[must_use]
    pub fn recorder_at(&self, at: usize) -> Recorder {
        // The record's own boards: its actions name them, and were checked on them.
        let mut recorder = Recorder::new(
            &self.record.setup(),
            Arc::clone(&self.tiles),
            self.record.names.clone(),
        )
        .invariant("a replayed record has a valid setup");
        for &(_, action) in &self.actions[..at.min(self.len())] {
            recorder
                .play(action)
                .invariant("a replayed record's actions are legal on its own boards");
        }
        recorder
    }

    /// The game after the first `at` actions.
    #[must_use]
    pub fn game_at(&self, at: usize) -> Game {
        self.recorder_at(at).game().clone()
    }
}
