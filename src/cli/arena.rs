//! Bot arenas for every game: the standings of bots playing each other with the seating rotated,
//! played on threads, reported as text or JSON (`glux arena`, `glak arena`).

use crate::core::level::Level;
use crate::core::rules::{Bot, Rules, play_move};
use crate::core::seat::Seat;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::json;
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

/// What the arena needs of a game beyond its rules: its name, its first position, its bots and
/// its records.
pub trait ArenaGame: Rules + Sized {
    /// The game's name in messages ("Glüx", "GLAK").
    const NAME: &'static str;
    /// The score column's name ("VP" in Glüx).
    const SCORE: &'static str;
    /// The game of a player count and seed, on the game's own board or tiles.
    fn start(players: u8, seed: u64) -> Self;
    /// The game's bot of a level with its default budget.
    fn bot(level: Level) -> Box<dyn Bot<Self>>;
    /// The record of a game started by [`ArenaGame::start`] and played with `actions`, as the
    /// `replay` command reads it, each seat named after its bot.
    fn record(players: u8, seed: u64, actions: &[Self::Action], bots: &[Level]) -> serde_json::Value;
    /// Keys a game adds to each bot's JSON standing (Glüx keeps `mean_vp`).
    fn extra(_standing: &Standing) -> serde_json::Map<String, serde_json::Value> {
        serde_json::Map::new()
    }
}

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
    /// Write every game's record to FILE as JSON lines, in game order, each naming every seat's
    /// bot in `"bots"`.
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
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

/// One arena game: each participant's standing, and the record when asked for.
pub struct ArenaResult {
    /// Per participant.
    pub standings: Vec<Standing>,
    /// The game's record (`--record`).
    pub record: Option<serde_json::Value>,
}

/// Plays game number `index` of an arena: participant `p` sits at seat `(p + index) % players`,
/// the game's seed is `seed + index`, and each move is timed.
#[must_use]
pub fn play_arena_game<G: ArenaGame>(
    levels: &[Level],
    seed: u64,
    index: u64,
    with_record: bool,
) -> ArenaResult {
    let players = levels.len() as u8;
    let rotation = (index % u64::from(players)) as u8;
    let participant = |seat: Seat| usize::from((seat.0 + players - rotation) % players);
    let mut bots: Vec<Box<dyn Bot<G>>> = levels.iter().map(|&l| G::bot(l)).collect();
    let game_seed = seed.wrapping_add(index);
    let mut game = G::start(players, game_seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let mut standings = vec![
        Standing {
            games: 1,
            ..Standing::default()
        };
        levels.len()
    ];
    let mut actions = Vec::new();
    while let Some(seat) = game.to_act() {
        let p = participant(seat);
        let started = Instant::now();
        let played = play_move(&mut game, bots[p].as_mut(), &mut rng).expect("bots play legal actions");
        standings[p]
            .move_ms
            .push(started.elapsed().as_secs_f64() * 1000.0);
        actions.extend(played);
    }
    let outcome = game.outcome().expect("played to the end");
    for (p, standing) in standings.iter_mut().enumerate() {
        let seat = Seat((p as u8 + rotation) % players);
        standing.score = u64::from(outcome.scores[seat.index()]);
        if outcome.winners.contains(seat) {
            let k = outcome.winners.iter().count();
            standing.win_points = 1.0 / k as f64;
            if k > 1 {
                standing.shared_wins = 1;
            } else {
                standing.wins = 1;
            }
        }
    }
    let record = with_record.then(|| {
        let seated: Vec<Level> = Seat::all(players).map(|seat| levels[participant(seat)]).collect();
        let mut record = G::record(players, game_seed, &actions, &seated);
        record["bots"] = json!(seated.iter().map(ToString::to_string).collect::<Vec<_>>());
        record
    });
    ArenaResult { standings, record }
}

/// Plays games `0..games` of an arena on `jobs` threads; the total (and the records, in game
/// order) are the same whatever `jobs`.
#[must_use]
pub fn play_arena<G: ArenaGame>(
    levels: &[Level],
    (games, seed): (u64, u64),
    jobs: usize,
    with_records: bool,
) -> (Vec<Standing>, Vec<serde_json::Value>)
where
    G::Action: Send,
{
    let participants = levels.len();
    let jobs = jobs.clamp(1, 64) as u64;
    type JobResult = (Vec<Standing>, Vec<(u64, serde_json::Value)>);
    let per_job: Vec<JobResult> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs)
            .map(|j| {
                scope.spawn(move || {
                    let mut total = vec![Standing::default(); participants];
                    let mut records = Vec::new();
                    for index in (j..games).step_by(jobs as usize) {
                        let result = play_arena_game::<G>(levels, seed, index, with_records);
                        for (t, s) in total.iter_mut().zip(result.standings) {
                            t.absorb(s);
                        }
                        records.extend(result.record.map(|r| (index, r)));
                    }
                    (total, records)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("arena thread"))
            .collect()
    });
    let mut total = vec![Standing::default(); participants];
    let mut records = Vec::new();
    for (job, job_records) in per_job {
        for (t, s) in total.iter_mut().zip(job) {
            t.absorb(s);
        }
        records.extend(job_records);
    }
    records.sort_by_key(|&(index, _)| index);
    (total, records.into_iter().map(|(_, r)| r).collect())
}

/// Runs `glux arena` or `glak arena` and returns its report, writing the records to `--record`.
///
/// # Errors
/// Unknown bots, a seat list that does not match the player count, a record file that cannot be
/// written.
pub fn run<G: ArenaGame>(args: &ArenaArgs) -> Result<String, String>
where
    G::Action: Send,
{
    let levels = levels(&args.seats, args.players, G::NAME)?;
    let (standings, records) =
        play_arena::<G>(&levels, (args.games, args.seed), args.jobs, args.record.is_some());
    if let Some(path) = &args.record {
        let failed = |e: std::io::Error| format!("{}: {e}", path.display());
        let mut out = std::io::BufWriter::new(std::fs::File::create(path).map_err(failed)?);
        for record in &records {
            writeln!(out, "{record}").map_err(failed)?;
        }
        out.flush().map_err(failed)?;
    }
    Ok(report(
        &levels,
        &standings,
        (args.games, args.players, args.seed),
        args.json,
        G::SCORE,
        G::extra,
    ))
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
