//! `review` and `calibrate` for every game: a finished game reviewed move by move by the game's
//! Expert ([`crate::core::review`]), and the check that its win chances come true in
//! Expert-against-Expert self-play.

use crate::cli::arena::{ArenaGame, round};
use crate::core::level::Level;
use crate::core::review::{self, Correction, Features, Judge, Knots, Review, Sample, WinModel};
use crate::core::rules::play_move;
use crate::core::seat::Seat;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};
use std::io::Write;
use std::path::PathBuf;

/// What the review needs of a game beyond its rules and its arena: its records and its judge.
pub trait ReviewGame: ArenaGame {
    /// The game's judge by default.
    type Judge: Judge<Self> + Clone + Send;
    /// The judge.
    fn judge() -> Self::Judge;
    /// The win model the judge uses for `players`.
    fn win_model(judge: &Self::Judge, players: u8) -> WinModel;
    /// The judge with another win model (to fit one).
    fn with_model(judge: &Self::Judge, model: WinModel) -> Self::Judge;
    /// Each seat's features, and the progress, behind the judge's chances of a position at the
    /// start of a move, with the best move found.
    fn features(judge: &mut Self::Judge, game: &Self) -> Option<(Vec<Features>, f64, Vec<Self::Action>)>;
    /// Whether the judge's best move is Expert's own (then self-play plays it).
    const BEST_IS_EXPERTS: bool;
    /// A game's start and actions from any text the `replay` command reads.
    ///
    /// # Errors
    /// What is wrong with the text.
    fn load(text: &str) -> Result<(Self, Vec<Self::Action>), String>;
    /// A review as `review` prints it, from the game's start.
    fn review_json(start: &Self, review: &Review<Self::Action>) -> Value;
}

/// The `calibrate` command's arguments, the same for every game.
#[derive(clap::Args, Debug)]
pub struct CalibrateArgs {
    /// Players per game, 2 to 4.
    #[arg(long, default_value_t = 2)]
    pub players: u8,
    /// Number of Expert-against-Expert games.
    #[arg(long, default_value_t = 40)]
    pub games: u64,
    /// Seed of the first game (game i uses seed + i).
    #[arg(long, default_value_t = 1000)]
    pub seed: u64,
    /// Threads to play on.
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
    /// Fit the win model to these games and report the table with it.
    #[arg(long)]
    pub fit: bool,
    /// The way the fitted model corrects its chances (the shipped model's way if not given).
    #[arg(long, value_enum, requires = "fit")]
    pub correction: Option<CorrectionWay>,
    /// Write every position's sample (features, progress, shares) to FILE as JSON lines.
    #[arg(long, value_name = "FILE")]
    pub samples: Option<PathBuf>,
    /// Read the samples from FILE instead of playing (as `--samples` wrote them).
    #[arg(long, value_name = "FILE", conflicts_with = "samples")]
    pub from: Option<PathBuf>,
}

/// Whose chances a fitted win model's correction maps (`calibrate --fit --correction`).
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CorrectionWay {
    /// Every seat's chance through the same points, shared out again.
    EverySeat,
    /// The leader's chance through points of its own, the others' through theirs.
    LeaderApart,
}

/// Runs `review FILE`.
///
/// # Errors
/// A file that cannot be read or is not a game.
pub fn run_review<G: ReviewGame>(file: &std::path::Path) -> Result<String, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let (start, actions) = G::load(&text).map_err(|e| format!("{}: {e}", file.display()))?;
    let mut judge = G::judge();
    let review = review::review(&start, &actions, &mut judge, &mut |_, _| true)
        .map_err(|e| format!("{}: {e:?}", file.display()))?;
    Ok(G::review_json(&start, &review).to_string())
}

/// Plays Expert-against-Expert game `index` and returns a sample of every position at the start
/// of a move.
fn self_play_samples<G: ReviewGame>(players: u8, seed: u64, index: u64) -> Vec<Sample> {
    let mut game = G::start(players, seed.wrapping_add(index));
    let mut judge = G::judge();
    let mut experts: Vec<_> = (0..players).map(|_| G::bot(Level::Expert)).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let mut positions = Vec::new();
    while let Some(seat) = game.to_act() {
        let Some((features, progress, best)) = G::features(&mut judge, &game) else {
            break;
        };
        positions.push((features, progress));
        if G::BEST_IS_EXPERTS && !best.is_empty() {
            for action in best {
                game.play_action(action).expect("Expert's move is legal");
            }
        } else {
            play_move(&mut game, experts[seat.index()].as_mut(), &mut rng).expect("Expert plays legal moves");
        }
    }
    let outcome = game.outcome().expect("played to the end");
    let shares: Vec<f64> = Seat::all(players).map(|s| outcome.share(s)).collect();
    positions
        .into_iter()
        .map(|(features, progress)| Sample {
            features,
            progress,
            shares: shares.clone(),
        })
        .collect()
}

fn sample_json(s: &Sample) -> Value {
    json!({"features": s.features.iter().map(|f| f.map(|x| round(x, 5))).collect::<Vec<_>>(),
        "progress": round(s.progress, 5), "shares": s.shares})
}

fn sample_from(line: &str) -> Result<Sample, String> {
    let v: Value = serde_json::from_str(line).map_err(|e| e.to_string())?;
    let list = |k: &str| -> Result<Vec<f64>, String> {
        v.get(k)
            .and_then(Value::as_array)
            .ok_or(format!("a sample without \"{k}\""))?
            .iter()
            .map(|x| x.as_f64().ok_or(format!("\"{k}\" is not a list of numbers")))
            .collect()
    };
    let features = v
        .get("features")
        .and_then(Value::as_array)
        .ok_or("a sample without \"features\"")?
        .iter()
        .map(|f| {
            match f
                .as_array()
                .map(|xy| xy.iter().map(Value::as_f64).collect::<Vec<_>>())
                .as_deref()
            {
                Some([Some(points), Some(next), Some(last)]) => Ok([*points, *next, *last]),
                _ => Err("\"features\" is not a list of [points, edge, edge]".to_string()),
            }
        })
        .collect::<Result<Vec<Features>, String>>()?;
    Ok(Sample {
        features,
        progress: v
            .get("progress")
            .and_then(Value::as_f64)
            .ok_or("a sample without \"progress\"")?,
        shares: list("shares")?,
    })
}

/// Runs `calibrate`: the table of chances given against victories won, by decile, over every seat
/// of every position of Expert-against-Expert games.
///
/// # Errors
/// A bad player count, a samples file that cannot be read or written.
pub fn run_calibrate<G: ReviewGame>(args: &CalibrateArgs) -> Result<String, String> {
    if !crate::core::seat::PLAYER_COUNTS.contains(&usize::from(args.players)) {
        return Err(format!("{} is for 2 to 4 players, not {}", G::NAME, args.players));
    }
    let samples: Vec<Sample> = if let Some(path) = &args.from {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        text.lines()
            .filter(|l| !l.trim().is_empty())
            .map(sample_from)
            .collect::<Result<_, _>>()
            .map_err(|e| format!("{}: {e}", path.display()))?
    } else {
        let jobs = args.jobs.clamp(1, 64) as u64;
        let (players, seed, games) = (args.players, args.seed, args.games);
        let mut per_game: Vec<(u64, Vec<Sample>)> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..jobs)
                .map(|j| {
                    scope.spawn(move || {
                        (j..games)
                            .step_by(jobs as usize)
                            .map(|i| (i, self_play_samples::<G>(players, seed, i)))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().expect("calibration thread"))
                .collect()
        });
        per_game.sort_by_key(|(i, _)| *i);
        per_game.into_iter().flat_map(|(_, s)| s).collect()
    };
    if let Some(path) = &args.samples {
        let failed = |e: std::io::Error| format!("{}: {e}", path.display());
        let mut out = std::io::BufWriter::new(std::fs::File::create(path).map_err(failed)?);
        for s in &samples {
            writeln!(out, "{}", sample_json(s)).map_err(failed)?;
        }
        out.flush().map_err(failed)?;
    }
    let judge = G::judge();
    let committed = G::win_model(&judge, args.players);
    let model = if args.fit {
        let correction = match args.correction {
            None => committed.correction,
            Some(CorrectionWay::EverySeat) => Correction::NONE[0],
            Some(CorrectionWay::LeaderApart) => Correction::NONE[1],
        };
        review::fit(
            &samples,
            WinModel {
                correction,
                ..committed
            },
        )
    } else {
        committed
    };
    let given: Vec<_> = samples
        .iter()
        .map(|s| (model.chances(&s.features, s.progress), s.shares.clone()))
        .collect();
    let deciles = review::calibration(&given);
    let calibrated = deciles.iter().filter(|d| d.counts()).all(|d| d.calibrated());
    Ok(json!({
        "game": G::NAME, "players": args.players, "positions": samples.len(),
        "model": {"sharpness": model.sharpness.map(|x| round(x, 4)), "edges": model.edges.map(|x| round(x, 4)),
            "correction": correction_json(&model.correction)},
        "log_likelihood": round(review::log_likelihood(&model, &samples), 2),
        "calibrated": calibrated,
        "deciles": deciles.iter().map(|d| json!({"from": d.from, "positions": d.positions,
            "given": round(d.given, 4), "won": round(d.won, 4), "counts": d.counts()})).collect::<Vec<_>>(),
    })
    .to_string())
}

/// A model's correction as `calibrate` prints it: its points, by whose chances they map.
fn correction_json(correction: &Correction) -> serde_json::Value {
    let points = |knots: &Knots| knots.map(|k| k.map(|x| round(x, 4)));
    match correction {
        Correction::EverySeat(knots) => json!({"every_seat": points(knots)}),
        Correction::LeaderApart { leader, others } => {
            json!({"leader": points(leader), "others": points(others)})
        }
    }
}
