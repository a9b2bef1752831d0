//! The `selfplay` command, written once for every game: uniformly random games from the seeds
//! `seed`, `seed + 1`, …, one random-number stream for the whole run, a summary, and optionally
//! one JSON line per game. Each game brings how it plays one random game and what it counts.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// A game the `selfplay` command plays at random.
pub trait SelfPlayGame {
    /// The game's name in messages ("Glüx", "GLAK").
    const NAME: &'static str;
    /// What the command's options chose for every game (a board, a tile set), read once.
    type Options;
    /// What the summary counts over the games.
    type Tally: Default;

    /// Plays one game of `players` with this seed, every choice uniformly random among the legal
    /// ones (drawn from `rng`), counts it in `tally`, and gives its JSON line if `with_line`.
    ///
    /// # Errors
    /// A setup that is not a game, or a random action the rules refuse (a defect).
    fn play_random(
        options: &Self::Options,
        players: u8,
        seed: u64,
        rng: &mut ChaCha8Rng,
        tally: &mut Self::Tally,
        with_line: bool,
    ) -> Result<Option<Value>, String>;

    /// The summary's own lines, after the games, players, seconds and games per second.
    fn summary(tally: &Self::Tally, players: u8, games: u64) -> String;
}

/// Runs `selfplay`: `games` random games of `players` and their summary, each game's JSON line
/// written to `record` if given.
///
/// # Errors
/// A bad player count, a game that cannot be set up, or a record file that cannot be written.
pub fn run<G: SelfPlayGame>(
    options: &G::Options,
    players: u8,
    games: u64,
    seed: u64,
    record: Option<&Path>,
) -> Result<String, String> {
    if !crate::core::seat::PLAYER_COUNTS.contains(&(players as usize)) {
        return Err(format!("{} is for 2 to 4 players, not {players}", G::NAME));
    }
    let mut out = match record {
        Some(path) => Some(std::io::BufWriter::new(
            std::fs::File::create(path).map_err(|e| format!("{}: {e}", path.display()))?,
        )),
        None => None,
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut tally = G::Tally::default();
    let started = Instant::now();
    for i in 0..games {
        let line = G::play_random(
            options,
            players,
            seed.wrapping_add(i),
            &mut rng,
            &mut tally,
            out.is_some(),
        )?;
        if let (Some(out), Some(line)) = (out.as_mut(), line) {
            writeln!(out, "{line}").map_err(|e| format!("writing the record: {e}"))?;
        }
    }
    if let Some(mut out) = out {
        out.flush().map_err(|e| format!("writing the record: {e}"))?;
    }
    let seconds = started.elapsed().as_secs_f64();
    Ok(format!(
        "games: {games}\nplayers: {players}\nseconds: {seconds:.3}\ngames per second: {:.0}\n{}",
        games as f64 / seconds.max(1e-9),
        G::summary(&tally, players, games),
    ))
}
