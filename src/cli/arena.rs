//! Bot arenas for every game: the standings of bots playing each other with the seating rotated,
//! played on threads, reported as text or JSON (`glux arena`, `glak arena`).

use crate::core::level::Level;
use crate::core::seat::Seat;
use serde_json::json;

/// The `arena` command's arguments, the same for every game.
#[derive(clap::Args, Debug)]
pub struct ArenaArgs {
    /// Players per game, 2 to 4.
    #[arg(long, default_value_t = 2)]
    pub players: u8,
    /// One bot per seat, comma-separated: random, easy, medium, hard, expert.
    #[arg(long)]
    pub seats: String,
    /// Number of games (a multiple of the player count seats everyone everywhere equally).
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// Seed of the first game (game i uses seed + i).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
    /// Threads to play on.
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
}

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
    /// Sum of final scores (victory points in Glüx).
    pub score: u64,
    /// Milliseconds per decision (a move in Glüx, an action in GLAK).
    pub move_ms: Vec<f64>,
}

impl Standing {
    /// Win rate, a shared victory among k counting 1/k.
    #[must_use]
    pub fn win_rate(&self) -> f64 {
        self.win_points / self.games.max(1) as f64
    }

    /// Mean final score per game.
    #[must_use]
    pub fn mean_score(&self) -> f64 {
        self.score as f64 / self.games.max(1) as f64
    }

    /// Mean milliseconds per decision.
    #[must_use]
    pub fn mean_ms(&self) -> f64 {
        self.move_ms.iter().sum::<f64>() / self.move_ms.len().max(1) as f64
    }

    /// 95th percentile of milliseconds per decision.
    #[must_use]
    pub fn p95_ms(&self) -> f64 {
        let mut ms = self.move_ms.clone();
        ms.sort_by(f64::total_cmp);
        ms.get(((ms.len() as f64 * 0.95).ceil() as usize).saturating_sub(1))
            .copied()
            .unwrap_or(0.0)
    }

    /// Adds another's results.
    pub fn absorb(&mut self, other: Standing) {
        self.games += other.games;
        self.wins += other.wins;
        self.shared_wins += other.shared_wins;
        self.win_points += other.win_points;
        self.score += other.score;
        self.move_ms.extend(other.move_ms);
    }
}

/// Plays games `0..games` of an arena on `jobs` threads, `play_game(index)` giving each game's
/// standings; the total is the same whatever `jobs`.
#[must_use]
pub fn play_arena(
    participants: usize,
    games: u64,
    jobs: usize,
    play_game: impl Fn(u64) -> Vec<Standing> + Sync,
) -> Vec<Standing> {
    let jobs = jobs.clamp(1, 64) as u64;
    let per_job: Vec<Vec<Standing>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs)
            .map(|j| {
                let play_game = &play_game;
                scope.spawn(move || {
                    let mut total = vec![Standing::default(); participants];
                    for index in (j..games).step_by(jobs as usize) {
                        for (t, s) in total.iter_mut().zip(play_game(index)) {
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
    let mut total = vec![Standing::default(); participants];
    for job in per_job {
        for (t, s) in total.iter_mut().zip(job) {
            t.absorb(s);
        }
    }
    total
}

/// Credits a finished game to the participants: `seat_of(p)` is participant `p`'s seat, `score`
/// its final score, and `winners` the seats that share the victory (each gets 1/k of a win).
pub fn credit(
    standings: &mut [Standing],
    seat_of: impl Fn(usize) -> Seat,
    score: impl Fn(Seat) -> u64,
    winners: &[Seat],
) {
    let k = winners.len() as f64;
    for (p, standing) in standings.iter_mut().enumerate() {
        let seat = seat_of(p);
        standing.score = score(seat);
        if winners.contains(&seat) {
            standing.win_points = 1.0 / k;
            if k > 1.0 {
                standing.shared_wins = 1;
            } else {
                standing.wins = 1;
            }
        }
    }
}

/// Each participant's standing as `--json` prints it.
fn standing_json(level: Level, s: &Standing) -> serde_json::Value {
    json!({"bot": level.to_string(), "games": s.games, "wins": s.wins, "shared_wins": s.shared_wins,
        "win_rate": round(s.win_rate(), 4), "mean_score": round(s.mean_score(), 3),
        "mean_ms": round(s.mean_ms(), 3), "p95_ms": round(s.p95_ms(), 3)})
}

/// An arena's report: a table, or with `as_json` one JSON object. `score` names the score column
/// ("VP" in Glüx) and `extra` adds keys to each bot's JSON (Glüx keeps `mean_vp`).
#[must_use]
pub fn report(
    levels: &[Level],
    standings: &[Standing],
    (games, players, seed): (u64, u8, u64),
    as_json: bool,
    score: &str,
    extra: impl Fn(&Standing) -> serde_json::Map<String, serde_json::Value>,
) -> String {
    if as_json {
        let bots: Vec<_> = levels
            .iter()
            .zip(standings)
            .map(|(&level, s)| {
                let mut bot = standing_json(level, s);
                if let Some(object) = bot.as_object_mut() {
                    object.extend(extra(s));
                }
                bot
            })
            .collect();
        return json!({"games": games, "players": players, "seed": seed, "bots": bots}).to_string();
    }
    let mut out = format!("{games} games, {players} players, seed {seed}, seating rotated\n");
    out.push_str(&format!(
        "bot       wins  shared  win rate  {:>7}  mean ms  p95 ms\n",
        format!("mean {score}")
    ));
    for (level, s) in levels.iter().zip(standings) {
        out.push_str(&format!(
            "{:<8} {:>5} {:>7} {:>9.3} {:>8.2} {:>8.2} {:>7.2}\n",
            level.to_string(),
            s.wins,
            s.shared_wins,
            s.win_rate(),
            s.mean_score(),
            s.mean_ms(),
            s.p95_ms()
        ));
    }
    out.trim_end().to_string()
}

/// The bots of `--seats`, checked against the player count.
///
/// # Errors
/// An unknown bot, a player count out of range, or a seat list of another length.
pub fn levels(seats: &str, players: u8, game: &str) -> Result<Vec<Level>, String> {
    let levels: Vec<Level> = seats.split(',').map(str::parse).collect::<Result<_, _>>()?;
    if !crate::core::seat::PLAYER_COUNTS.contains(&(players as usize)) {
        return Err(format!("{game} is for 2 to 4 players, not {players}"));
    }
    if levels.len() != players as usize {
        return Err(format!(
            "--seats names {} bots for {players} players",
            levels.len()
        ));
    }
    Ok(levels)
}

/// `x` rounded to `digits` decimals, for JSON.
#[must_use]
pub fn round(x: f64, digits: i32) -> f64 {
    let f = 10f64.powi(digits);
    (x * f).round() / f
}
