//! GLAK engine benchmarks (`make bench`): whole random games, the legal moves of a position, and
//! scoring a full four-player area (the bots' budget; `docs/performance.md`).

use criterion::{Criterion, criterion_group, criterion_main};
use glux::cli::glak::{KindCounts, play_random_game};
use glux::glak::random::random_action;
use glux::glak::scoring::field_territories;
use glux::glak::{Game, GameSetup, RecordedAction, Recorder, TileSet};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

fn setup(players: u8, seed: u64) -> GameSetup {
    GameSetup {
        players,
        seed,
        deal: None,
        start_player: None,
    }
}

/// Of the first hundred seeded random four-player games, the one with the most stones on the area,
/// at the start of its last turn: all 13 boards laid, 60-odd stones, territories of every shape
/// random play makes, and a player to move.
fn full_four_player_area() -> Game {
    let tiles = TileSet::ours();
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    (0..100)
        .map(|seed| {
            let mut game = Game::new(&setup(4, seed), std::sync::Arc::clone(&tiles)).expect("a setup");
            let mut last_turn = game.clone();
            while let Some(action) = random_action(&game, &mut rng) {
                if game.turn_actions().is_empty() {
                    last_turn = game.clone();
                }
                game.play(action).expect("random actions are legal");
            }
            last_turn
        })
        .max_by_key(|g| g.stones().count())
        .expect("a hundred games")
}

fn random_games(c: &mut Criterion) {
    let tiles = TileSet::ours();
    for players in [2u8, 4] {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut seed = 0u64;
        let mut kinds = KindCounts::default();
        c.bench_function(&format!("glak/random_game/{players}p"), |b| {
            b.iter(|| {
                seed += 1;
                let (game, _) = play_random_game(&setup(players, seed), &tiles, &mut rng, &mut kinds, false)
                    .expect("random games are legal");
                game.score().score[0]
            })
        });
    }
}

fn scoring(c: &mut Criterion) {
    let game = full_four_player_area();
    assert_eq!(game.area().boards().len(), 13, "a full four-player area");
    c.bench_function("glak/territories/4p-full-area", |b| {
        b.iter(|| field_territories(black_box(&game).scoring_view()).len())
    });
    c.bench_function("glak/score/4p-full-area", |b| {
        b.iter(|| black_box(&game).score().score[0])
    });
}

fn legal_moves(c: &mut Criterion) {
    let game = full_four_player_area();
    assert!(!game.placements().is_empty());
    c.bench_function("glak/placements/4p-full-area", |b| {
        b.iter(|| black_box(&game).placements().len())
    });
    c.bench_function("glak/steps/4p-full-area", |b| {
        b.iter(|| black_box(&game).steps().len())
    });
    c.bench_function("glak/jump_landings/4p-full-area", |b| {
        b.iter(|| black_box(&game).jump_landings().len())
    });
}

/// The npm package's positions (`scripts/bench-package.mjs` measures the same calls from Node): the
/// first seeded random four-player game at the start of its `turn`th turn, recorded. Its record is
/// written to `target/bench-package/{name}.json` for the Node side.
fn package_position(turn: u32, name: &str) -> Recorder {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut play = Recorder::new(&setup(4, 11), TileSet::ours(), Vec::new()).expect("a setup");
    while play.game().turn() < turn {
        let action = random_action(play.game(), &mut rng).expect("a game goes on");
        play.play(action).expect("random actions are legal");
    }
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench-package");
    std::fs::create_dir_all(&dir).expect("target is writable");
    std::fs::write(
        dir.join(format!("{name}.json")),
        serde_json::to_string(play.record()).expect("a record"),
    )
    .expect("target is writable");
    play
}

/// What the package's `legalActions()` asks of the engine, natively: the legal actions alone, on a
/// starting-phase position (turn 6: action points, few stones yet) and on a closing-phase one (turn
/// 20: thousands of jumps); and, on the latter, with the records' shapes as JSON text (what the
/// package handed to JavaScript before the actions crossed packed in numbers).
fn package_calls(c: &mut Criterion) {
    let starting = package_position(6, "glak-starting");
    c.bench_function("glak/legal_actions/package-starting-position", |b| {
        b.iter(|| black_box(starting.game()).legal_actions().len())
    });
    let play = package_position(20, "glak");
    let game = play.game();
    c.bench_function("glak/legal_actions/package-position", |b| {
        b.iter(|| black_box(game).legal_actions().len())
    });
    c.bench_function("glak/legal_actions_json/package-position", |b| {
        b.iter(|| {
            let tiles = game.area().tiles();
            let actions: Vec<RecordedAction> = black_box(game)
                .legal_actions()
                .into_iter()
                .map(|a| RecordedAction::from_action(a, tiles))
                .collect();
            serde_json::to_string(&actions).expect("actions are JSON").len()
        })
    });
}

criterion_group!(benches, random_games, scoring, legal_moves, package_calls);
criterion_main!(benches);
