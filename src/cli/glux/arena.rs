//! `glux arena`: bots against bots, with the seating rotated so every participant sits in every
//! position equally often. Deterministic for a seed, whatever `--jobs`.

use crate::cli::arena::{self, Standing};
use crate::glux::bots::Level;
use crate::glux::scoring::outcome;
use crate::glux::{Game, GameSetup, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::json;
use std::time::Instant;

/// Plays game number `index` of an arena: participant `p` sits at seat `(p + index) % players`.
#[must_use]
pub fn play_arena_game(levels: &[Level], seed: u64, index: u64) -> Vec<Standing> {
    let players = levels.len() as u8;
    let rotation = (index % u64::from(players)) as u8;
    let seat_of = |p: usize| Seat((p as u8 + rotation) % players);
    let mut bots: Vec<_> = levels.iter().map(|&l| crate::glux::bots::bot(l)).collect();
    let mut game = Game::try_from(&GameSetup::new(players, seed.wrapping_add(index))).expect("valid setup");
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let mut standings = vec![
        Standing {
            games: 1,
            ..Standing::default()
        };
        levels.len()
    ];
    while let Some(seat) = game.to_act() {
        let p = (0..levels.len())
            .find(|&p| seat_of(p) == seat)
            .expect("every seat has a participant");
        let started = Instant::now();
        let action = bots[p]
            .choose(&game.view(seat), &mut rng)
            .expect("the seat to act has an action");
        standings[p]
            .move_ms
            .push(started.elapsed().as_secs_f64() * 1000.0);
        game.play(action).expect("bots play legal actions");
    }
    let (vp, winners) = outcome(game.board_state());
    let winners: Vec<Seat> = winners.iter().collect();
    arena::credit(&mut standings, seat_of, |s| u64::from(vp[s]), &winners);
    standings
}

/// Plays a whole arena on `jobs` threads.
#[must_use]
pub fn play_arena(levels: &[Level], games: u64, seed: u64, jobs: usize) -> Vec<Standing> {
    arena::play_arena(levels.len(), games, jobs, |index| {
        play_arena_game(levels, seed, index)
    })
}

/// Runs `glux arena` and returns its report.
///
/// # Errors
/// Unknown bots, a seat list that does not match the player count.
pub fn run(
    players: u8,
    seats: &str,
    games: u64,
    seed: u64,
    jobs: usize,
    as_json: bool,
) -> Result<String, String> {
    let levels = arena::levels(seats, players, "Glüx")?;
    let standings = play_arena(&levels, games, seed, jobs);
    Ok(arena::report(
        &levels,
        &standings,
        (games, players, seed),
        as_json,
        "VP",
        |s| {
            let mut keep = serde_json::Map::new();
            keep.insert("mean_vp".into(), json!(arena::round(s.mean_score(), 3)));
            keep
        },
    ))
}
