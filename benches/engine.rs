//! Engine benchmarks: legal-placement generation and whole random games (`make bench`).

use criterion::{Criterion, criterion_group, criterion_main};
use glux::cli::glux::selfplay::play_random_game;
use glux::glux::{BoardState, Game, GameSetup, PlayedGame};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

/// A position `moves` random actions into a seeded game.
fn mid_game(players: u8, moves: usize) -> BoardState {
    let mut game = Game::try_from(&GameSetup::new(players, 42)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    for _ in 0..moves {
        let legal = game.legal_actions();
        game.play(legal[rng.random_range(0..legal.len())]).unwrap();
    }
    game.board_state().clone()
}

fn placements(c: &mut Criterion) {
    for (players, moves) in [(2, 24), (4, 48)] {
        let position = mid_game(players, moves);
        let seat = match position.phase() {
            glux::glux::Phase::Turn(s) => s,
            _ => unreachable!("mid-game"),
        };
        c.bench_function(&format!("placements/{players}p-mid-game"), |b| {
            b.iter(|| black_box(&position).placements(black_box(seat)))
        });
        let squares: Vec<_> = position.board().squares().collect();
        c.bench_function(&format!("check_placement/{players}p-every-square"), |b| {
            b.iter(|| {
                squares
                    .iter()
                    .filter(|&&sq| position.check_placement(seat, sq).is_ok())
                    .count()
            })
        });
    }
}

fn random_games(c: &mut Criterion) {
    for players in [2u8, 4] {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut seed = 0u64;
        c.bench_function(&format!("random_game/{players}p"), |b| {
            b.iter(|| {
                seed += 1;
                play_random_game(players, seed, &mut rng, false).vp
            })
        });
    }
}

/// The npm package's Glüx position (`scripts/bench-package.mjs` measures the same call from Node):
/// a seeded 4-player game 48 random actions in, whose record is written to
/// `target/bench-package/glux.json` for the Node side; and the engine's `legal_actions` on it.
fn package_calls(c: &mut Criterion) {
    let mut played = PlayedGame::new(GameSetup::new(4, 42), Vec::new()).expect("a setup");
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    for _ in 0..48 {
        let legal = played.game().legal_actions();
        played
            .play(legal[rng.random_range(0..legal.len())])
            .expect("legal actions are legal");
    }
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench-package");
    std::fs::create_dir_all(&dir).expect("target is writable");
    std::fs::write(dir.join("glux.json"), played.to_json()).expect("target is writable");
    let game = played.game();
    c.bench_function("glux/legal_actions/package-position", |b| {
        b.iter(|| black_box(game).legal_actions().len())
    });
}

criterion_group!(benches, placements, random_games, package_calls);
criterion_main!(benches);
