//! `glux arena`: Glüx in the arena every game shares ([`crate::cli::arena`]).

use crate::cli::arena::{self, ArenaGame, Standing};
use crate::core::level::Level;
use crate::core::rules::Bot;
use crate::glux::{Action, Game, GameSetup, PlayedGame};
use serde_json::json;

impl ArenaGame for Game {
    const NAME: &'static str = "Glüx";
    const SCORE: &'static str = "VP";

    fn start(players: u8, seed: u64) -> Game {
        Game::try_from(&GameSetup::new(players, seed)).expect("the default setups are valid")
    }

    fn bot(level: Level) -> Box<dyn Bot<Game>> {
        crate::glux::bots::bot(level)
    }

    fn record(players: u8, seed: u64, actions: &[Action], bots: &[Level]) -> serde_json::Value {
        let names = bots.iter().map(ToString::to_string).collect();
        let mut played =
            PlayedGame::new(GameSetup::new(players, seed), names).expect("the default setups are valid");
        for &action in actions {
            played.play(action).expect("replayed as played");
        }
        serde_json::from_str(&played.to_json()).expect("a record is JSON")
    }

    fn extra(standing: &Standing) -> serde_json::Map<String, serde_json::Value> {
        let mut keep = serde_json::Map::new();
        keep.insert("mean_vp".into(), json!(arena::round(standing.mean_score(), 3)));
        keep
    }
}

/// Plays a whole arena on `jobs` threads.
#[must_use]
pub fn play_arena(levels: &[Level], games: u64, seed: u64, jobs: usize) -> Vec<Standing> {
    arena::play_arena::<Game>(levels, (games, seed), jobs, false).0
}
