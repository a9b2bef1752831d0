//! Finished games as the history keeps them, the record of people against each bot level, and each
//! person's rating against the bots. Nothing here knows either game: a finished game is its game's
//! name, its seats (name, who played, score, whether they won) and the game as exported.
//!
//! **Ratings** are Elo's: a person starts at [`START_RATING`]; after each finished game against
//! bots, each bot seat is an opponent of fixed rating (each game's own table, calibrated once from
//! arena games with [`calibrate`]; see `docs/bots.md`), the person's expected score against it
//! `1 / (1 + 10^((bot - person) / 400))`, the actual 1 (the person placed above the bot), ½ (level)
//! or 0, and the rating moves by [`K`] times the sum of actual less expected over the bot seats,
//! divided by their number (one game counts as one game, whatever the number of bots).

use super::level::Level;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A new person's rating.
pub const START_RATING: f64 = 1200.0;
/// How far one game moves a rating.
pub const K: f64 = 32.0;

/// Who played a seat of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// A person at this device.
    Person,
    /// A bot of this level.
    Bot(Level),
    /// A person on another device.
    Elsewhere,
}

/// A seat of a finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedSeat {
    /// The player's name.
    pub name: String,
    /// Who played it.
    pub player: Player,
    /// The final score (victory points, or points).
    pub score: u32,
    /// Whether the seat won (alone or sharing the win).
    pub winner: bool,
}

/// How far a game between devices was verified when it was kept (each game's own check: its
/// signatures, commitments and draws).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verification {
    /// Every signature, commitment and draw checked out.
    Verified,
    /// Some seat has not revealed its secret (yet): its draws are not checked.
    Unverified,
    /// Something does not check out.
    Problem,
}

/// A finished game as the history keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FinishedGame {
    /// The same for the same game however often it is kept (derived from its record).
    pub id: String,
    /// When it ended, in milliseconds since 1970.
    pub finished: f64,
    /// The game's name (`glux`, `glak`).
    pub game: String,
    /// The seats in order.
    pub seats: Vec<FinishedSeat>,
    /// The game as an exported file holds it (it opens in the replay viewer).
    pub saved: String,
    /// For a game between devices, how far it was verified (none for a game on one device, and
    /// for games kept before this was recorded).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verification: Option<Verification>,
}

impl FinishedGame {
    /// Whether a seat was played on another device.
    #[must_use]
    pub fn between_devices(&self) -> bool {
        self.seats.iter().any(|s| s.player == Player::Elsewhere)
    }

    /// Whether the game counts in ratings: every game on one device, and a game between devices
    /// only once verified.
    #[must_use]
    pub fn counts(&self) -> bool {
        !self.between_devices() || self.verification == Some(Verification::Verified)
    }
}

/// A finished game's id: a 64-bit FNV-1a hash of its record's text, in hex.
#[must_use]
pub fn game_id(record: &str) -> String {
    let hash = record.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    format!("{hash:016x}")
}

/// How seat `a` did against seat `b`: 1 placed above (a winner against a non-winner, else the higher
/// score), ½ level, 0 below.
#[must_use]
pub fn outcome(a: &FinishedSeat, b: &FinishedSeat) -> f64 {
    match (a.winner, a.score).cmp(&(b.winner, b.score)) {
        std::cmp::Ordering::Greater => 1.0,
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Less => 0.0,
    }
}

/// People's results against one bot level in one game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Games in which a person played against this level.
    pub games: u32,
    /// Results of a person against a bot of this level: won.
    pub wins: u32,
    /// Lost.
    pub losses: u32,
    /// Level.
    pub ties: u32,
}

/// The record of people against each bot level, by game and level.
#[must_use]
pub fn records(games: &[FinishedGame]) -> BTreeMap<(String, Level), Record> {
    let mut out: BTreeMap<(String, Level), Record> = BTreeMap::new();
    for game in games {
        let people: Vec<&FinishedSeat> = game.seats.iter().filter(|s| s.player == Player::Person).collect();
        let mut counted = Vec::new();
        for bot in &game.seats {
            let Player::Bot(level) = bot.player else { continue };
            if people.is_empty() {
                continue;
            }
            let record = out.entry((game.game.clone(), level)).or_default();
            if !counted.contains(&level) {
                counted.push(level);
                record.games += 1;
            }
            for person in &people {
                match outcome(person, bot) {
                    r if r > 0.5 => record.wins += 1,
                    r if r < 0.5 => record.losses += 1,
                    _ => record.ties += 1,
                }
            }
        }
    }
    out
}

/// A person's rating in one game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// The games against bots it counts.
    pub games: u32,
}

/// The expected score of a player rated `own` against one rated `other`.
#[must_use]
pub fn expected(own: f64, other: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((other - own) / 400.0))
}

/// Every person's rating against the bots, by game and name, from the games in the order they
/// ended (a game between devices only once verified: [`FinishedGame::counts`]); `bot_rating` gives
/// a game's fixed rating of a bot level.
#[must_use]
pub fn ratings(
    games: &[FinishedGame],
    bot_rating: impl Fn(&str, Level) -> Option<f64>,
) -> BTreeMap<(String, String), Rating> {
    let mut order: Vec<&FinishedGame> = games.iter().filter(|g| g.counts()).collect();
    crate::core::order::sort_by_rank(&mut order, |g| crate::core::order::f64_rank(g.finished));
    let mut out: BTreeMap<(String, String), Rating> = BTreeMap::new();
    for game in order {
        let bots: Vec<(&FinishedSeat, f64)> = game
            .seats
            .iter()
            .filter_map(|s| match s.player {
                Player::Bot(level) => Some((s, bot_rating(&game.game, level)?)),
                _ => None,
            })
            .collect();
        if bots.is_empty() {
            continue;
        }
        for person in game.seats.iter().filter(|s| s.player == Player::Person) {
            let entry = out
                .entry((game.game.clone(), person.name.clone()))
                .or_insert(Rating {
                    rating: START_RATING,
                    games: 0,
                });
            let change: f64 = bots
                .iter()
                .map(|(bot, rating)| outcome(person, bot) - expected(entry.rating, *rating))
                .sum();
            entry.rating += K * change / bots.len() as f64;
            entry.games += 1;
        }
    }
    out
}

/// A bot level's rating in a game's list of fixed ratings (the lowest level's for a level the list
/// lacks).
#[must_use]
pub fn rating_in(ratings: &[(Level, f64)], level: Level) -> f64 {
    ratings
        .iter()
        .find(|(l, _)| *l == level)
        .or(ratings.first())
        .map_or(START_RATING, |(_, r)| *r)
}

/// A head-to-head arena result: `stronger` won this share of `games` 2-player games against
/// `weaker` (a shared win counting half).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ArenaResult {
    /// The level that won more.
    pub stronger: Level,
    /// The level it played.
    pub weaker: Level,
    /// Its win rate.
    pub rate: f64,
    /// Games played.
    pub games: u32,
}

/// Fixed bot ratings from arena results between neighbouring levels, the first result's weaker
/// level rated `anchor`: each step is the Elo difference of the win rate, smoothed by half a game
/// each way (`(rate × games + ½) / (games + 1)`, so that a clean sweep gives a finite step).
/// Ratings are rounded to whole points.
#[must_use]
pub fn calibrate(anchor: f64, results: &[ArenaResult]) -> Vec<(Level, f64)> {
    let mut out = Vec::new();
    let mut rating = anchor;
    for (i, r) in results.iter().enumerate() {
        if i == 0 {
            out.push((r.weaker, rating.round()));
        }
        let games = f64::from(r.games);
        let p = (r.rate * games + 0.5) / (games + 1.0);
        rating += 400.0 * (p / (1.0 - p)).log10();
        out.push((r.stronger, rating.round()));
    }
    out
}
