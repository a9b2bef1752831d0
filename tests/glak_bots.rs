//! GLAK's bots: only legal actions, in thousands of seeded positions; Medium beats Easy in a small
//! seeded arena; arenas are the same whatever the number of threads.
#![cfg(not(target_arch = "wasm32"))]

use glux::cli::glak::arena::play_arena;
use glux::core::level::Level;
use glux::glak::bots::{self, LEVELS};
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
        let mut bot = bots::bot(level).expect("a GLAK level");
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
fn glak_has_no_hard_bot_yet_and_says_so() {
    assert!(bots::bot(Level::Hard).is_none());
    assert!(!LEVELS.contains(&Level::Hard));
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
