//! `glak arena`: GLAK in the arena every game shares ([`crate::cli::arena`]); times are per whole
//! turn.

use crate::cli::arena::{self, ArenaGame, Standing};
use crate::core::level::Level;
use crate::core::rules::Bot;
use crate::glak::record::Recorder;
use crate::glak::{Action, Game, GameSetup, TileSet};

/// The setup of an arena game.
fn setup(players: u8, seed: u64) -> GameSetup {
    GameSetup {
        players,
        seed,
        deal: None,
        start_player: None,
    }
}

impl ArenaGame for Game {
    const NAME: &'static str = "GLAK";
    const SCORE: &'static str = "score";

    fn start(players: u8, seed: u64) -> Game {
        Game::new(&setup(players, seed), TileSet::ours()).expect("a valid setup")
    }

    fn bot(level: Level) -> Box<dyn Bot<Game>> {
        crate::glak::bots::bot(level)
    }

    fn record(players: u8, seed: u64, actions: &[Action], bots: &[Level]) -> serde_json::Value {
        let names = bots.iter().map(ToString::to_string).collect();
        let mut recorder =
            Recorder::new(&setup(players, seed), TileSet::ours(), names).expect("a valid setup");
        for &action in actions {
            recorder.play(action).expect("replayed as played");
        }
        serde_json::to_value(recorder.record()).expect("a record is JSON")
    }
}

/// Plays a whole arena on `jobs` threads.
#[must_use]
pub fn play_arena(levels: &[Level], games: u64, seed: u64, jobs: usize) -> Vec<Standing> {
    arena::play_arena::<Game>(levels, (games, seed), jobs, false).0
}
