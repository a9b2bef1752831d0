//! GLAK's bots: only legal actions, in thousands of seeded positions; Medium beats Easy in a small
//! seeded arena; arenas are the same whatever the number of threads.
#![cfg(not(target_arch = "wasm32"))]

use glux::cli::glak::arena::play_arena;
use glux::core::level::Level;
use glux::glak::bots;
use glux::glak::random::random_action;
use glux::glak::{Game, GameSetup, TileSet};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Asks a bot for the seat to move in positions along seeded random games; returns how many.
fn every_choice_is_legal(level: Level, games: u64, every: usize) -> usize {
    let mut asked = 0;
    for seed in 0..games {
        let setup = GameSetup {
            players: 2 + (seed % 3) as u8,
            seed,
            deal: None,
            start_player: None,
        };
        let mut game = Game::new(&setup, TileSet::ours()).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut bot = bots::bot(level);
        let mut step = 0;
        while let Some(action) = random_action(&game, &mut rng) {
            if step % every == 0 {
                let chosen = bot.choose(&game, &mut rng).expect("the seat to move can act");
                assert_eq!(game.check(chosen), Ok(()), "{level} chose {chosen:?}");
                asked += 1;
            }
            step += 1;
            game.play(action).unwrap();
        }
        assert!(
            bot.choose(&game, &mut rng).is_none(),
            "nothing to do once the game is over"
        );
    }
    asked
}

#[test]
fn random_and_easy_only_play_legal_actions() {
    assert!(every_choice_is_legal(Level::Random, 200, 1) > 10_000);
    assert!(every_choice_is_legal(Level::Easy, 200, 1) > 10_000);
}

#[test]
fn medium_only_plays_legal_actions() {
    assert!(every_choice_is_legal(Level::Medium, 60, 7) > 500);
}

#[test]
fn hard_only_plays_legal_actions() {
    assert!(every_choice_is_legal(Level::Hard, 12, 15) > 40);
}

#[test]
fn expert_only_plays_legal_actions() {
    assert!(every_choice_is_legal(Level::Expert, 8, 15) > 25);
}

#[test]
fn expert_gives_the_same_action_for_the_same_seed_and_plays_in_the_arena() {
    let game = Game::new(
        &GameSetup {
            players: 2,
            seed: 9,
            deal: None,
            start_player: None,
        },
        TileSet::ours(),
    )
    .unwrap();
    let choose = |seed| bots::bot(Level::Expert).choose(&game, &mut ChaCha8Rng::seed_from_u64(seed));
    assert_eq!(choose(3), choose(3));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_glak"))
        .args([
            "arena",
            "--players",
            "2",
            "--seats",
            "expert,hard",
            "--games",
            "2",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["bots"][0]["bot"], "expert", "{report}");
    assert_eq!(report["bots"][0]["games"], 2, "{report}");
}

#[test]
fn hard_gives_the_same_action_for_the_same_seed() {
    let mut game = Game::new(
        &GameSetup {
            players: 3,
            seed: 4,
            deal: None,
            start_player: None,
        },
        TileSet::ours(),
    )
    .unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    for _ in 0..40 {
        let action = random_action(&game, &mut rng).unwrap();
        game.play(action).unwrap();
    }
    let choose = |seed| bots::bot(Level::Hard).choose(&game, &mut ChaCha8Rng::seed_from_u64(seed));
    assert_eq!(choose(7), choose(7));
}

#[test]
fn medium_beats_easy_in_a_small_seeded_arena() {
    let standings = play_arena(&[Level::Medium, Level::Easy], 8, 1, 2);
    assert_eq!(standings[0].games, 8);
    assert!(
        standings[0].win_rate() >= 0.75,
        "Medium won {} of 8 against Easy",
        standings[0].win_points
    );
    assert!(standings[0].mean_score() > standings[1].mean_score());
}

#[test]
fn an_arena_is_the_same_whatever_the_threads() {
    let one = play_arena(&[Level::Easy, Level::Random, Level::Easy], 6, 9, 1);
    let two = play_arena(&[Level::Easy, Level::Random, Level::Easy], 6, 9, 2);
    for (a, b) in one.iter().zip(&two) {
        assert_eq!(
            (a.games, a.wins, a.shared_wins, a.score),
            (b.games, b.wins, b.shared_wins, b.score)
        );
    }
}
