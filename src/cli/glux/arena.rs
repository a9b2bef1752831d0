//! `glux arena`: bots against bots, with the seating rotated so every participant sits in every
//! position equally often. Deterministic for a seed, whatever `--jobs`.

use crate::glux::bots::Level;
use crate::glux::scoring::outcome;
use crate::glux::{Game, GameSetup, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::json;
use std::time::Instant;

/// One participant's results.
#[derive(Clone, Debug, Default)]
pub struct Standing {
    /// Games played.
    pub games: u64,
    /// Games won alone.
    pub wins: u64,
    /// Games whose victory it shared.
    pub shared_wins: u64,
    /// Wins, a shared victory counting 1/k.
    pub win_points: f64,
    /// Sum of VP.
    pub vp: u64,
    /// Milliseconds per move.
    pub move_ms: Vec<f64>,
}

impl Standing {
    /// Win rate, a shared victory among k counting 1/k.
    #[must_use]
    pub fn win_rate(&self) -> f64 {
        self.win_points / self.games.max(1) as f64
    }

    /// Mean VP per game.
    #[must_use]
    pub fn mean_vp(&self) -> f64 {
        self.vp as f64 / self.games.max(1) as f64
    }

    /// Mean milliseconds per move.
    #[must_use]
    pub fn mean_ms(&self) -> f64 {
        self.move_ms.iter().sum::<f64>() / self.move_ms.len().max(1) as f64
    }

    /// 95th percentile of milliseconds per move.
    #[must_use]
    pub fn p95_ms(&self) -> f64 {
        let mut ms = self.move_ms.clone();
        ms.sort_by(f64::total_cmp);
        ms.get(((ms.len() as f64 * 0.95).ceil() as usize).saturating_sub(1))
            .copied()
            .unwrap_or(0.0)
    }

    fn absorb(&mut self, other: Standing) {
        self.games += other.games;
        self.wins += other.wins;
        self.shared_wins += other.shared_wins;
        self.win_points += other.win_points;
        self.vp += other.vp;
        self.move_ms.extend(other.move_ms);
    }
}

/// Plays game number `index` of an arena: participant `p` sits at seat `(p + index) % players`.
#[must_use]
pub fn play_arena_game(levels: &[Level], seed: u64, index: u64) -> Vec<Standing> {
    let players = levels.len() as u8;
    let rotation = (index % u64::from(players)) as u8;
    let seat_of = |p: usize| Seat((p as u8 + rotation) % players);
    let mut bots: Vec<_> = levels.iter().map(|l| l.bot()).collect();
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
    let k = winners.iter().count() as f64;
    for (p, standing) in standings.iter_mut().enumerate() {
        let seat = seat_of(p);
        standing.vp = u64::from(vp[seat]);
        if winners.contains(seat) {
            standing.win_points = 1.0 / k;
            if k > 1.0 {
                standing.shared_wins = 1;
            } else {
                standing.wins = 1;
            }
        }
    }
    standings
}

/// Plays a whole arena on `jobs` threads.
#[must_use]
pub fn play_arena(levels: &[Level], games: u64, seed: u64, jobs: usize) -> Vec<Standing> {
    let jobs = jobs.clamp(1, 64) as u64;
    let per_job: Vec<Vec<Standing>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs)
            .map(|j| {
                scope.spawn(move || {
                    let mut total = vec![Standing::default(); levels.len()];
                    for index in (j..games).step_by(jobs as usize) {
                        for (t, s) in total.iter_mut().zip(play_arena_game(levels, seed, index)) {
                            t.absorb(s);
                        }
                    }
                    total
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("arena thread"))
            .collect()
    });
    let mut total = vec![Standing::default(); levels.len()];
    for job in per_job {
        for (t, s) in total.iter_mut().zip(job) {
            t.absorb(s);
        }
    }
    total
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
    let levels: Vec<Level> = seats.split(',').map(str::parse).collect::<Result<_, _>>()?;
    if !crate::core::seat::PLAYER_COUNTS.contains(&(players as usize)) {
        return Err(format!("Glüx is for 2 to 4 players, not {players}"));
    }
    if levels.len() != players as usize {
        return Err(format!(
            "--seats names {} bots for {players} players",
            levels.len()
        ));
    }
    let standings = play_arena(&levels, games, seed, jobs);
    if as_json {
        let bots: Vec<_> = levels
            .iter()
            .zip(&standings)
            .map(|(level, s)| {
                json!({"bot": level.to_string(), "games": s.games, "wins": s.wins, "shared_wins": s.shared_wins,
                    "win_rate": round(s.win_rate(), 4), "mean_vp": round(s.mean_vp(), 3),
                    "mean_ms": round(s.mean_ms(), 3), "p95_ms": round(s.p95_ms(), 3)})
            })
            .collect();
        return Ok(json!({"games": games, "players": players, "seed": seed, "bots": bots}).to_string());
    }
    let mut out = format!("{games} games, {players} players, seed {seed}, seating rotated\n");
    out.push_str("bot       wins  shared  win rate  mean VP  mean ms  p95 ms\n");
    for (level, s) in levels.iter().zip(&standings) {
        out.push_str(&format!(
            "{:<8} {:>5} {:>7} {:>9.3} {:>8.2} {:>8.2} {:>7.2}\n",
            level.to_string(),
            s.wins,
            s.shared_wins,
            s.win_rate(),
            s.mean_vp(),
            s.mean_ms(),
            s.p95_ms()
        ));
    }
    Ok(out.trim_end().to_string())
}

fn round(x: f64, digits: i32) -> f64 {
    let f = 10f64.powi(digits);
    (x * f).round() / f
}
