//! Learning from a strong bot, for every game: win chances, the review of a finished game move by
//! move, and the check that the chances can be trusted (calibration). Each game brings a [`Judge`]
//! (its Expert's search); everything else is written once here. See `docs/bots.md`, "Review".

use crate::core::rules::{PlayedMove, Rules};
use crate::core::seat::Seat;

/// Every seat's chance of winning, in seat order, summing to 1 (a shared victory counts as a share).
pub type Chances = Vec<f64>;

/// What the judge makes of the position at the start of a move.
#[derive(Clone, Debug, PartialEq)]
pub struct Assessment<A> {
    /// Every seat's chance if the mover makes the best move, as the mover can know it.
    pub before: Chances,
    /// The move the judge prefers (one action in Glüx, a turn's actions in GLAK).
    pub best: Vec<A>,
    /// Every seat's chance after the move played (when one was given), as the mover can know it.
    pub after: Option<Chances>,
    /// Whether the mover had a choice at all.
    pub choice: bool,
    /// How much the mover's draw helped it, in win chance (games with chance): its chance with
    /// the chip it holds, less its chance averaged over the chips it might have held.
    pub luck: Option<f64>,
}

/// A game's strong player, judging positions (its Expert, at a budget the review can afford).
pub trait Judge<G: Rules> {
    /// The position of `game` at the start of a move of the seat to act: the chances, the best
    /// move, and the chances after `played` (the move made there, if any). It may look only at
    /// what the mover may see. `None` once the game is over.
    fn assess(&mut self, game: &G, played: Option<&[G::Action]>) -> Option<Assessment<G::Action>>;

    /// Whether the game has chance after the deal (Glüx's draws), so that luck means something.
    fn has_luck(&self) -> bool;
}

/// How good a move was, by the win chance it lost ([`Label::of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Label {
    /// The judge's move, or a move that loses less than [`BEST_BELOW`].
    Best,
    /// Loses less than [`INACCURACY_FROM`].
    Good,
    /// Loses at least [`INACCURACY_FROM`].
    Inaccuracy,
    /// Loses at least [`MISTAKE_FROM`].
    Mistake,
    /// Loses at least [`BLUNDER_FROM`].
    Blunder,
}

/// A loss below this is as good as the best move: the search's own noise is about this size.
pub const BEST_BELOW: f64 = 0.01;
/// An inaccuracy loses at least 5 points of win chance.
pub const INACCURACY_FROM: f64 = 0.05;
/// A mistake loses at least 10 points.
pub const MISTAKE_FROM: f64 = 0.10;
/// A blunder loses at least 20 points.
pub const BLUNDER_FROM: f64 = 0.20;

impl Label {
    /// Every label, best first.
    pub const ALL: [Label; 5] = [
        Label::Best,
        Label::Good,
        Label::Inaccuracy,
        Label::Mistake,
        Label::Blunder,
    ];

    /// The label of a move that lost `loss` (a chance from 0 to 1); `judges` says whether it was
    /// the judge's own move.
    #[must_use]
    pub fn of(loss: f64, judges: bool) -> Label {
        if judges || loss < BEST_BELOW {
            Label::Best
        } else if loss < INACCURACY_FROM {
            Label::Good
        } else if loss < MISTAKE_FROM {
            Label::Inaccuracy
        } else if loss < BLUNDER_FROM {
            Label::Mistake
        } else {
            Label::Blunder
        }
    }

    /// The label's name in JSON and in the app's hooks.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Label::Best => "best",
            Label::Good => "good",
            Label::Inaccuracy => "inaccuracy",
            Label::Mistake => "mistake",
            Label::Blunder => "blunder",
        }
    }
}

/// A move's accuracy from 0 to 100 by the win chance it lost: 100 for no loss, about 65 for 10
/// points, 8 for 50 (the curve Lichess uses for its accuracy, on a chance from 0 to 1).
#[must_use]
pub fn move_accuracy(loss: f64) -> f64 {
    (103.1668 * (-4.354 * loss.max(0.0)).exp() - 3.1669).clamp(0.0, 100.0)
}

/// One move of a reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewedMove<A> {
    /// The move's number in the game, from 0.
    pub index: usize,
    /// The mover.
    pub seat: Seat,
    /// What was played.
    pub played: Vec<A>,
    /// What the judge prefers.
    pub best: Vec<A>,
    /// Every seat's chance with the best move.
    pub before: Chances,
    /// Every seat's chance after the move played.
    pub after: Chances,
    /// The mover's chance lost: max(0, before − after).
    pub loss: f64,
    /// The move's label.
    pub label: Label,
    /// Whether the mover had a choice (moves without one count for no accuracy).
    pub choice: bool,
}

impl<A> ReviewedMove<A> {
    /// The mover's chance with the best move.
    #[must_use]
    pub fn win_before(&self) -> f64 {
        self.before[self.seat.index()]
    }

    /// The mover's chance after the move played.
    #[must_use]
    pub fn win_after(&self) -> f64 {
        self.after[self.seat.index()]
    }
}

/// A whole game reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct Review<A> {
    /// The players.
    pub players: u8,
    /// Every move in order.
    pub moves: Vec<ReviewedMove<A>>,
    /// Each seat's accuracy, 0 to 100: the mean of [`move_accuracy`] over its moves with a choice
    /// (100 with none).
    pub accuracy: Vec<f64>,
    /// Per label (in [`Label::ALL`]'s order), each seat's number of moves.
    pub counts: Vec<Vec<u32>>,
    /// Each seat's luck in win chance (games with chance only): what its draws added to its chance
    /// over the game, as GNU Backgammon measures the dice's.
    pub luck: Option<Vec<f64>>,
    /// Every seat's chance before each move, and at the end (1 for a win, a share for a shared one).
    pub chances: Vec<Chances>,
}

impl<A: Copy> Review<A> {
    /// The review as JSON (`glux review`, `glak review`, the package's `review()`):
    /// `{"game", "players", "moves": [{"index", "seat", "played", "best", "win_before",
    /// "win_after", "loss", "label"}], "accuracy", "mistakes": {"inaccuracy", "mistake",
    /// "blunder"}, "luck"}`, chances rounded to 4 decimals. `action` writes an action in the
    /// record's shape; with `turns`, `played` and `best` are lists of actions (a GLAK turn), else
    /// one action each.
    #[must_use]
    pub fn to_json(
        &self,
        game: &str,
        action: impl Fn(A) -> serde_json::Value,
        turns: bool,
    ) -> serde_json::Value {
        use serde_json::{Value, json};
        let round = |x: f64, digits: i32| {
            let f = 10f64.powi(digits);
            (x * f).round() / f
        };
        let shape = |actions: &[A]| -> Value {
            if turns {
                Value::Array(actions.iter().map(|&a| action(a)).collect())
            } else {
                actions.first().map_or(Value::Null, |&a| action(a))
            }
        };
        let moves: Vec<Value> = self
            .moves
            .iter()
            .map(|m| {
                json!({"index": m.index, "seat": m.seat.0, "played": shape(&m.played), "best": shape(&m.best),
                    "win_before": round(m.win_before(), 4), "win_after": round(m.win_after(), 4),
                    "loss": round(m.loss, 4), "label": m.label.name()})
            })
            .collect();
        let mut out = json!({
            "game": game, "players": self.players, "moves": moves,
            "accuracy": self.accuracy.iter().map(|&a| round(a, 1)).collect::<Vec<_>>(),
            "mistakes": {"inaccuracy": self.count(Label::Inaccuracy), "mistake": self.count(Label::Mistake),
                "blunder": self.count(Label::Blunder)},
        });
        if let Some(luck) = &self.luck {
            out["luck"] = json!(luck.iter().map(|&l| round(l, 4)).collect::<Vec<_>>());
        }
        out
    }
}

impl<A> Review<A> {
    /// Each seat's number of moves with `label`.
    #[must_use]
    pub fn count(&self, label: Label) -> &[u32] {
        let i = Label::ALL.iter().position(|&l| l == label).unwrap_or(0);
        &self.counts[i]
    }
}

/// Why a review stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewError<R> {
    /// The game's moves are not legal from its start (a damaged record): the action's index.
    Illegal(usize, R),
    /// The caller cancelled it.
    Cancelled,
}

/// Reviews the game played from `start` with `actions` (a finished game, or a game so far).
/// `progress(done, total)` is called before each move and may return `false` to cancel.
///
/// # Errors
/// An illegal action, or a cancelled review.
pub fn review<G: Rules>(
    start: &G,
    actions: &[G::Action],
    judge: &mut dyn Judge<G>,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Review<G::Action>, ReviewError<G::Refusal>> {
    let moves = crate::core::rules::moves_of(start, actions).map_err(|(i, r)| ReviewError::Illegal(i, r))?;
    let players = start.players();
    let total = moves.len();
    let mut game = start.clone();
    let mut reviewed: Vec<ReviewedMove<G::Action>> = Vec::with_capacity(moves.len());
    let mut chances = Vec::with_capacity(moves.len() + 1);
    let mut luck = judge.has_luck().then(|| vec![0.0; usize::from(players)]);
    for (index, PlayedMove { seat, actions }) in moves.into_iter().enumerate() {
        if !progress(index, total) {
            return Err(ReviewError::Cancelled);
        }
        let Some(assessment) = judge.assess(&game, Some(&actions)) else {
            break;
        };
        let after = assessment.after.unwrap_or_else(|| assessment.before.clone());
        let judges = assessment.best == actions;
        let mover = seat.index();
        let loss = if judges {
            0.0
        } else {
            (assessment.before[mover] - after[mover]).max(0.0)
        };
        if let (Some(luck), Some(drawn)) = (luck.as_mut(), assessment.luck) {
            luck[mover] += drawn;
        }
        chances.push(assessment.before.clone());
        for &action in &actions {
            game.play_action(action)
                .map_err(|r| ReviewError::Illegal(index, r))?;
        }
        reviewed.push(ReviewedMove {
            index,
            seat,
            played: actions,
            best: assessment.best,
            before: assessment.before,
            after,
            loss,
            label: Label::of(loss, judges),
            choice: assessment.choice,
        });
    }
    progress(reviewed.len(), reviewed.len());
    if let Some(outcome) = game.outcome() {
        chances.push(Seat::all(players).map(|s| outcome.share(s)).collect());
    }
    let mut accuracy = vec![(0.0, 0u32); usize::from(players)];
    let mut counts = vec![vec![0u32; usize::from(players)]; Label::ALL.len()];
    for m in &reviewed {
        let s = m.seat.index();
        if m.choice {
            accuracy[s].0 += move_accuracy(m.loss);
            accuracy[s].1 += 1;
        }
        let l = Label::ALL.iter().position(|&l| l == m.label).unwrap_or(0);
        counts[l][s] += 1;
    }
    Ok(Review {
        players,
        moves: reviewed,
        accuracy: accuracy
            .into_iter()
            .map(|(sum, n)| if n == 0 { 100.0 } else { sum / f64::from(n) })
            .collect(),
        counts,
        luck,
        chances,
    })
}

/// What the win model knows of a seat: its points (how far ahead it is, on the game's own scale)
/// and two edges (yes-or-no advantages, 1 or 0, such as moving next or moving last).
pub type Features = [f64; 3];

/// A win model: every seat's chance from its [`Features`], surer as the game nears its end:
/// `chance[s] = exp(z[s]) / Σ exp(z[t])` with `z = β·points + edges[0]·edge₀ + edges[1]·edge₁` and
/// `β = sharpness[0] + sharpness[1]·progress`, then a last [`Correction`] to what self-play won.
/// Fitted to self-play by [`fit`]; each game's judge keeps its fitted constants.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WinModel {
    /// β at the start, and its growth to the end.
    pub sharpness: [f64; 2],
    /// The worth of each edge, in log-odds.
    pub edges: [f64; 2],
    /// The last correction of the formula's chances.
    pub correction: Correction,
}

/// Points of a correction (histogram binning): for each decile of the chance the formula gives,
/// the mean chance it gave there and the share its seats won, in self-play. A chance is mapped
/// through these points (and 0 to 0, 1 to 1), linearly between them.
pub type Knots = [[f64; 2]; 10];

/// The last correction of a [`WinModel`]'s chances.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Correction {
    /// Every seat's chance through the same points, then shared out again to sum to 1. With 3 or
    /// 4 players the sharing out moves them a little, and pulls a clear leader back toward the
    /// formula.
    EverySeat(Knots),
    /// The leader's chance (the one seat the formula gives the most) through its own points, so
    /// that nothing moves it again; the other seats' through theirs, then shared out to what the
    /// leader leaves. A tie for the lead keeps the formula's chances.
    LeaderApart {
        /// The leader's points.
        leader: Knots,
        /// The other seats' points.
        others: Knots,
    },
}

/// The points that change nothing.
pub const UNCORRECTED: Knots = {
    let mut knots = [[0.0; 2]; 10];
    let mut d = 0;
    while d < 10 {
        let x = (d as f64 + 0.5) / 10.0;
        knots[d] = [x, x];
        d += 1;
    }
    knots
};

/// A chance through `knots`, linearly between them.
fn through(knots: &Knots, chance: f64) -> f64 {
    let mut from = [0.0, 0.0];
    for to in knots.iter().copied().chain([[1.0, 1.0]]) {
        if chance <= to[0] {
            let span = to[0] - from[0];
            return if span <= 0.0 {
                to[1]
            } else {
                from[1] + (to[1] - from[1]) * (chance - from[0]) / span
            };
        }
        from = to;
    }
    1.0
}

/// The one seat with the highest chance; `None` when two or more share it.
fn sole_leader(chances: &[f64]) -> Option<usize> {
    let top = chances.iter().copied().fold(f64::MIN, f64::max);
    let mut leaders = chances
        .iter()
        .enumerate()
        .filter(|&(_, &c)| c == top)
        .map(|(s, _)| s);
    match (leaders.next(), leaders.next()) {
        (Some(leader), None) => Some(leader),
        _ => None,
    }
}

/// `chances` shared out in proportion to sum to `total` (as they are if they sum to nothing).
fn shared_out(chances: Vec<f64>, total: f64) -> Vec<f64> {
    let sum: f64 = chances.iter().sum();
    if sum <= 0.0 {
        return chances;
    }
    chances.into_iter().map(|c| c * total / sum).collect()
}

impl Correction {
    /// Both ways, with points that change nothing.
    pub const NONE: [Correction; 2] = [
        Correction::EverySeat(UNCORRECTED),
        Correction::LeaderApart {
            leader: UNCORRECTED,
            others: UNCORRECTED,
        },
    ];

    /// The formula's chances, corrected.
    #[must_use]
    pub fn apply(&self, raw: Chances) -> Chances {
        match self {
            Correction::EverySeat(knots) => {
                let corrected: Vec<f64> = raw.iter().map(|&c| through(knots, c)).collect();
                if corrected.iter().sum::<f64>() <= 0.0 {
                    return raw;
                }
                shared_out(corrected, 1.0)
            }
            Correction::LeaderApart { leader, others } => {
                let Some(first) = sole_leader(&raw) else {
                    return raw;
                };
                let top = through(leader, raw[first]);
                let rest: Vec<f64> = raw
                    .iter()
                    .enumerate()
                    .filter(|&(s, _)| s != first)
                    .map(|(_, &c)| through(others, c))
                    .collect();
                let mut rest = shared_out(rest, 1.0 - top).into_iter();
                (0..raw.len())
                    .map(|s| {
                        if s == first {
                            top
                        } else {
                            rest.next().unwrap_or(0.0)
                        }
                    })
                    .collect()
            }
        }
    }

    /// The same way of correcting, with points that change nothing.
    #[must_use]
    pub fn unfitted(&self) -> Correction {
        match self {
            Correction::EverySeat(_) => Correction::NONE[0],
            Correction::LeaderApart { .. } => Correction::NONE[1],
        }
    }

    /// The same way of correcting, with points fitted to `samples` under `model`'s formula.
    fn fitted(&self, model: &WinModel, samples: &[Sample]) -> Correction {
        let given: Vec<Chances> = samples
            .iter()
            .map(|s| model.uncorrected(&s.features, s.progress))
            .collect();
        match self {
            Correction::EverySeat(_) => Correction::EverySeat(knots_fitted(&given, samples, |_, _| true)),
            Correction::LeaderApart { .. } => Correction::LeaderApart {
                leader: knots_fitted(&given, samples, |seat, leader| leader == Some(seat)),
                others: knots_fitted(&given, samples, |seat, leader| leader.is_some_and(|l| l != seat)),
            },
        }
    }
}

impl WinModel {
    /// Every seat's chance from its features, at `progress` (0 to 1).
    #[must_use]
    pub fn chances(&self, features: &[Features], progress: f64) -> Chances {
        self.correction.apply(self.uncorrected(features, progress))
    }

    /// The chances of the formula alone, before the last correction.
    #[must_use]
    pub fn uncorrected(&self, features: &[Features], progress: f64) -> Chances {
        let beta = self.sharpness[0] + self.sharpness[1] * progress.clamp(0.0, 1.0);
        let z: Vec<f64> = features
            .iter()
            .map(|f| beta * f[0] + self.edges[0] * f[1] + self.edges[1] * f[2])
            .collect();
        let top = z.iter().copied().fold(f64::MIN, f64::max);
        let weights: Vec<f64> = z.iter().map(|&x| (x - top).exp()).collect();
        let total: f64 = weights.iter().sum();
        weights.iter().map(|w| w / total).collect()
    }
}

/// One position of self-play, for fitting and checking a win model: each seat's features, the
/// game's progress, and each seat's share of the victory in the end.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// The judge's features per seat.
    pub features: Vec<Features>,
    /// How far the game had come.
    pub progress: f64,
    /// Each seat's share of the victory.
    pub shares: Vec<f64>,
}

/// The log-likelihood of `samples` under `model` (the outcome's shares as weights).
#[must_use]
pub fn log_likelihood(model: &WinModel, samples: &[Sample]) -> f64 {
    samples
        .iter()
        .map(|s| {
            let chances = model.chances(&s.features, s.progress);
            s.shares
                .iter()
                .zip(&chances)
                .map(|(share, c)| share * c.max(1e-9).ln())
                .sum::<f64>()
        })
        .sum()
}

/// The win model fitted to `samples`: the formula that makes them likeliest, then the correction
/// of its deciles to the shares won (histogram binning: deciles with too few seat-positions keep
/// their chances, and the shares are made to rise with the chance), corrected the way `start` is.
///
/// With 3 or 4 players, sharing the corrected chances out again to sum to 1 moves them a little.
/// Refining the points to undo that (moving each by what the chances as finally given still miss)
/// met the mark better on the games fitted, but worse on others: it chased the noise of the thin
/// deciles (docs/bots.md). Correcting the leader apart leaves it nothing to undo.
#[must_use]
pub fn fit(samples: &[Sample], start: WinModel) -> WinModel {
    let way = start.correction;
    let mut model = fit_formula(
        samples,
        WinModel {
            correction: way.unfitted(),
            ..start
        },
    );
    model.correction = way.fitted(&model, samples);
    model
}

/// Points fitted to the formula's chances `given_by_sample` (one per sample) of the seats
/// `counted(seat, sole leader)` picks.
fn knots_fitted(
    given_by_sample: &[Chances],
    samples: &[Sample],
    counted: impl Fn(usize, Option<usize>) -> bool,
) -> Knots {
    let decile_of = |c: f64| ((c * 10.0).floor() as usize).min(9);
    let mut counts = [0u32; 10];
    let mut given = [0.0; 10];
    let mut won = [0.0; 10];
    for (chances, sample) in given_by_sample.iter().zip(samples) {
        let leader = sole_leader(chances);
        for (seat, (&c, &share)) in chances.iter().zip(&sample.shares).enumerate() {
            if !counted(seat, leader) {
                continue;
            }
            let d = decile_of(c);
            counts[d] += 1;
            given[d] += c;
            won[d] += share;
        }
    }
    let mut knots = UNCORRECTED;
    for d in 0..10 {
        if counts[d] >= CORRECTION_MIN {
            let n = f64::from(counts[d]);
            knots[d] = [given[d] / n, won[d] / n];
        }
    }
    // Shares rise with the chance: pool neighbours that fall.
    for d in 1..10 {
        if knots[d][1] < knots[d - 1][1] {
            let mean = (knots[d][1] + knots[d - 1][1]) / 2.0;
            knots[d][1] = mean;
            knots[d - 1][1] = mean;
        }
    }
    knots
}

/// A decile with fewer seat-positions than this is not corrected.
const CORRECTION_MIN: u32 = 40;

/// The formula's parameters that make `samples` likeliest, searched from `start` one at a time
/// with shrinking steps (the likelihood has one peak: it is a multinomial logit), β kept at 0 or
/// above from the start of the game to its end.
fn fit_formula(samples: &[Sample], start: WinModel) -> WinModel {
    let mut best = start;
    let mut best_ll = log_likelihood(&best, samples);
    let mut step = [
        best.sharpness[0].abs().max(0.1),
        best.sharpness[1].abs().max(0.1),
        best.edges[0].abs().max(0.1),
        best.edges[1].abs().max(0.1),
    ];
    for _ in 0..160 {
        let mut improved = false;
        for k in 0..4 {
            for sign in [1.0, -1.0] {
                let mut candidate = best;
                match k {
                    0 => candidate.sharpness[0] += sign * step[0],
                    1 => candidate.sharpness[1] += sign * step[1],
                    2 => candidate.edges[0] += sign * step[2],
                    _ => candidate.edges[1] += sign * step[3],
                }
                // A seat further ahead never has the smaller chance: β stays at 0 or above.
                let [start, growth] = candidate.sharpness;
                if start < 0.0 || start + growth < 0.0 {
                    continue;
                }
                let ll = log_likelihood(&candidate, samples);
                if ll > best_ll {
                    best = candidate;
                    best_ll = ll;
                    improved = true;
                }
            }
        }
        if !improved {
            step = step.map(|s| s / 2.0);
        }
    }
    best
}

/// One decile of a calibration table: the chances given in it, and how often they came true.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Decile {
    /// From this chance (0.0, 0.1, …, 0.9) to the next.
    pub from: f64,
    /// Seat-positions whose chance fell here.
    pub positions: u32,
    /// The mean chance given.
    pub given: f64,
    /// The mean share of the victory they actually won.
    pub won: f64,
}

impl Decile {
    /// Whether the decile has enough positions to judge ([`CALIBRATION_MIN`]).
    #[must_use]
    pub fn counts(&self) -> bool {
        self.positions >= CALIBRATION_MIN
    }

    /// Whether the chances came true within [`CALIBRATION_TOLERANCE`].
    #[must_use]
    pub fn calibrated(&self) -> bool {
        (self.given - self.won).abs() <= CALIBRATION_TOLERANCE
    }
}

/// A decile with fewer positions than this is too small to judge.
pub const CALIBRATION_MIN: u32 = 200;
/// A decile's chances must come true within 5 points.
pub const CALIBRATION_TOLERANCE: f64 = 0.05;

/// The calibration table of chances given against victories won: every seat of every position.
#[must_use]
pub fn calibration(given: &[(Chances, Vec<f64>)]) -> Vec<Decile> {
    let mut deciles: Vec<(u32, f64, f64)> = vec![(0, 0.0, 0.0); 10];
    for (chances, shares) in given {
        for (&c, &share) in chances.iter().zip(shares) {
            let d = ((c * 10.0).floor() as usize).min(9);
            deciles[d].0 += 1;
            deciles[d].1 += c;
            deciles[d].2 += share;
        }
    }
    deciles
        .into_iter()
        .enumerate()
        .map(|(d, (n, given, won))| {
            let n_f = f64::from(n.max(1));
            Decile {
                from: d as f64 / 10.0,
                positions: n,
                given: given / n_f,
                won: won / n_f,
            }
        })
        .collect()
}
