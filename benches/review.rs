//! The review's budgets (`make bench`; issue 27, `docs/performance.md`): a whole game of Hard against
//! Hard reviewed by Expert, 2 and 4 players, in each game (at most 10 s natively for 2 players), and
//! a hint (Expert's suggestion and its chance, at most 1.5 s in the browser).

use criterion::{Criterion, criterion_group, criterion_main};
use glux::cli::arena::ArenaGame;
use glux::cli::review::ReviewGame;
use glux::core::level::Level;
use glux::core::review::review;
use glux::core::rules::{Rules, play_move};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::Duration;

/// A seeded game of Hard bots played to its end: its start and its actions.
fn hard_game<G: ArenaGame>(players: u8, seed: u64) -> (G, Vec<G::Action>) {
    let start = G::start(players, seed);
    let mut game = start.clone();
    let mut bots: Vec<_> = (0..players).map(|_| G::bot(Level::Hard)).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut actions = Vec::new();
    while let Some(seat) = game.to_act() {
        actions.extend(play_move(&mut game, bots[seat.index()].as_mut(), &mut rng).expect("legal"));
    }
    (start, actions)
}

fn bench_reviews<G: ReviewGame>(c: &mut Criterion, name: &str) {
    let mut group = c.benchmark_group(format!("{name} review"));
    group.sample_size(10).measurement_time(Duration::from_secs(30));
    for players in [2, 4] {
        let (start, actions) = hard_game::<G>(players, 27);
        group.bench_function(format!("{players} players"), |b| {
            b.iter(|| {
                let mut judge = G::judge();
                black_box(review(&start, &actions, &mut judge, &mut |_, _| true).expect("a game"))
            });
        });
    }
    group.finish();
}

fn reviews(c: &mut Criterion) {
    bench_reviews::<glux::glux::Game>(c, "Glüx");
    bench_reviews::<glux::glak::Game>(c, "GLAK");
}

fn hints(c: &mut Criterion) {
    let mut group = c.benchmark_group("hint");
    group.sample_size(10);
    let (start, actions) = hard_game::<glux::glux::Game>(2, 28);
    let mut game = start;
    for &a in &actions[..10] {
        game.play_action(a).expect("legal");
    }
    let seat = game.to_act().expect("in play");
    let judge = glux::glux::bots::judge::GluxJudge::default();
    group.bench_function("Glüx, 2 players, move 11", |b| {
        b.iter(|| black_box(judge.suggest(&game.view(seat))));
    });
    let (start, actions) = hard_game::<glux::glak::Game>(2, 28);
    let mut game = start;
    for &a in &actions[..actions.len() / 3] {
        game.play_action(a).expect("legal");
    }
    let judge = glux::glak::bots::judge::GlakJudge::default();
    group.bench_function("GLAK, 2 players, a third in", |b| {
        b.iter(|| black_box(judge.best_turn(&game)));
    });
    group.finish();
}

criterion_group!(benches, reviews, hints);
criterion_main!(benches);
