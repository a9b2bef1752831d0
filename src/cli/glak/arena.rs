//! `glak arena`: GLAK bots against bots, with the seating rotated so every participant sits in every
//! position equally often. Deterministic for a seed, whatever `--jobs`. Times are per whole turn.

use crate::cli::arena::{self, Standing};
use crate::core::level::Level;
use crate::core::seat::Seat;
use crate::glak::bots::{self, Bot};
use crate::glak::{Game, GameSetup, TileSet};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// Plays game number `index` of an arena: participant `p` sits at seat `(p + index) % players`.
#[must_use]
pub fn play_arena_game(levels: &[Level], seed: u64, index: u64) -> Vec<Standing> {
    let players = levels.len() as u8;
    let rotation = (index % u64::from(players)) as u8;
    let seat_of = |p: usize| Seat((p as u8 + rotation) % players);
    let mut bots: Vec<Box<dyn Bot>> = levels.iter().map(|&l| bots::bot(l)).collect();
    let setup = GameSetup {
        players,
        seed: seed.wrapping_add(index),
        deal: None,
        start_player: None,
    };
    let mut game = Game::new(&setup, TileSet::ours()).expect("a valid setup");
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let mut standings = vec![
        Standing {
            games: 1,
            ..Standing::default()
        };
        levels.len()
    ];
    while let Some(seat) = game.to_move() {
        let p = (0..levels.len())
            .find(|&p| seat_of(p) == seat)
            .expect("every seat has a participant");
        let turn = game.turn();
        let started = Instant::now();
        while game.to_move() == Some(seat) && game.turn() == turn {
            let action = bots[p]
                .choose(&game, &mut rng)
                .expect("the seat to move has an action");
            game.play(action).expect("bots play legal actions");
        }
        standings[p]
            .move_ms
            .push(started.elapsed().as_secs_f64() * 1000.0);
    }
    let score = game.score();
    arena::credit(
        &mut standings,
        seat_of,
        |s| u64::from(score.score[s.index()]),
        &score.winners,
    );
    standings
}

/// Plays a whole arena on `jobs` threads.
#[must_use]
pub fn play_arena(levels: &[Level], games: u64, seed: u64, jobs: usize) -> Vec<Standing> {
    arena::play_arena(levels.len(), games, jobs, |index| {
        play_arena_game(levels, seed, index)
    })
}

/// Runs `glak arena` and returns its report.
///
/// # Errors
/// Unknown bots, a level GLAK has no bot for yet, a seat list that does not match the player count.
pub fn run(args: &arena::ArenaArgs) -> Result<String, String> {
    let levels = arena::levels(&args.seats, args.players, "GLAK")?;
    let standings = play_arena(&levels, args.games, args.seed, args.jobs);
    Ok(arena::report(
        &levels,
        &standings,
        (args.games, args.players, args.seed),
        args.json,
        "score",
        |_| serde_json::Map::new(),
    ))
}
