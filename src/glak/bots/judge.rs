//! Expert as a judge of GLAK: win chances, the best turn and the worth of the turn played, for the
//! review and for hints ([`crate::core::review`]).
//!
//! The best turn is Expert's own turn from the position. The chances after a turn come from what
//! Expert values: each seat's score if the game ended now, its pockets, and whether it is on course
//! to move last; a [`WinModel`] fitted to Expert-against-Expert self-play (`glak calibrate`) turns
//! those into chances that come true. See `docs/bots.md`, "Review".

use super::evaluation::{Weights, pockets};
use super::expert::{ExpertBot, moves_last};
use crate::core::review::{
    Assessment, Chances, Correction, Features, Judge, Review, ReviewError, WinModel, review,
};
use crate::core::rules::{Bot, Rules};
use crate::core::seat::Seat;
use crate::glak::game::{Action, Game};
use crate::glak::record::RecordedAction;
use crate::glak::scoring::field_score;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The win models fitted to Expert-against-Expert self-play for 2, 3 and 4 players
/// (`glak calibrate --fit`; `docs/bots.md`, "Review").
// Fitted numbers: one may happen to lie near a constant such as π/8.
#[allow(clippy::approx_constant)]
pub const WIN_MODELS: [WinModel; 3] = [
    // 2 players: fitted to 5688 positions of Expert-against-Expert games, seeds 1000.. and 5000...
    WinModel {
        sharpness: [0.1084, 0.0612],
        edges: [1.1414, 0.8929],
        correction: Correction::EverySeat([
            [0.0689, 0.0612],
            [0.1619, 0.1819],
            [0.2364, 0.2444],
            [0.3636, 0.2841],
            [0.4467, 0.3927],
            [0.5525, 0.6056],
            [0.6364, 0.7159],
            [0.7636, 0.7556],
            [0.8381, 0.8181],
            [0.9311, 0.9388],
        ]),
    },
    // 3 players: fitted to 11269 positions of Expert-against-Expert games, seeds 9000.. and 20000...
    WinModel {
        sharpness: [0.0, 0.1451],
        edges: [0.5359, 0.9025],
        correction: Correction::EverySeat([
            [0.0696, 0.0448],
            [0.156, 0.1733],
            [0.2396, 0.2359],
            [0.3339, 0.2972],
            [0.4537, 0.4927],
            [0.541, 0.5569],
            [0.6468, 0.6033],
            [0.7459, 0.7613],
            [0.8429, 0.8997],
            [0.9225, 0.9667],
        ]),
    },
    // 4 players: fitted to 11498 positions of Expert-against-Expert games, seeds 1000.. and 5000...
    WinModel {
        sharpness: [0.0, 0.1355],
        edges: [0.4323, 0.9329],
        correction: Correction::EverySeat([
            [0.0694, 0.0551],
            [0.152, 0.1613],
            [0.2423, 0.2133],
            [0.3485, 0.3756],
            [0.4384, 0.4785],
            [0.5467, 0.5022],
            [0.6434, 0.6317],
            [0.7421, 0.7197],
            [0.8392, 0.8692],
            [0.95, 0.95],
        ]),
    },
];

/// Expert judging GLAK positions.
#[derive(Clone, Copy, Debug)]
pub struct GlakJudge {
    /// The player whose turns are best.
    pub expert: ExpertBot,
    /// The win model, `None` for the model fitted for the game's player count.
    pub model: Option<WinModel>,
    /// Expert's seed (each position adds its own).
    pub seed: u64,
}

impl Default for GlakJudge {
    fn default() -> Self {
        GlakJudge {
            expert: ExpertBot::default(),
            model: None,
            seed: 0x5eed,
        }
    }
}

/// Each seat's features for the win model: as points, its score if the game ended now and its
/// pockets; as its edges, whether it moves next (the turn is its own to come), and whether it is
/// on course to move last.
#[must_use]
pub fn features(game: &Game) -> Vec<Features> {
    let score = field_score(game.scoring_view()).score;
    let pockets = pockets(game, &Weights::default());
    (0..game.players())
        .map(|s| {
            let seat = Seat(s);
            let last = !game.is_over() && moves_last(game, seat);
            let next = game.to_act() == Some(seat);
            [
                f64::from(score[seat.index()]) + f64::from(pockets[seat.index()]),
                if next { 1.0 } else { 0.0 },
                if last { 1.0 } else { 0.0 },
            ]
        })
        .collect()
}

impl GlakJudge {
    /// The win model for `players`.
    #[must_use]
    pub fn model(&self, players: u8) -> WinModel {
        self.model
            .unwrap_or(WIN_MODELS[usize::from(players.clamp(2, 4)) - 2])
    }

    /// Every seat's chance in a position between turns (the final scoring's shares once it is over).
    #[must_use]
    pub fn chances(&self, game: &Game) -> Chances {
        if let Some(outcome) = game.outcome() {
            return (0..game.players()).map(|s| outcome.share(Seat(s))).collect();
        }
        self.model(game.players())
            .chances(&features(game), game.progress())
    }

    /// Expert's rest of the turn in progress, and the position after it.
    #[must_use]
    pub fn best_turn(&self, game: &Game) -> (Vec<Action>, Game) {
        let mut rng =
            ChaCha8Rng::seed_from_u64(self.seed ^ u64::from(game.turn()).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let mut after = game.clone();
        let mut expert = self.expert;
        let turn = game.moves_made();
        let mut actions = Vec::new();
        while after.to_act().is_some() && after.moves_made() == turn {
            let Some(action) = expert.choose(&after, &mut rng) else {
                break;
            };
            if after.play(action).is_err() {
                break;
            }
            actions.push(action);
        }
        (actions, after)
    }
}

impl Judge<Game> for GlakJudge {
    fn assess(&mut self, game: &Game, played: Option<&[Action]>) -> Option<Assessment<Action>> {
        game.to_act()?;
        let choice = game.legal_actions().len() > 1;
        let (best, after_best) = self.best_turn(game);
        let before = self.chances(&after_best);
        let after = played.map(|actions| {
            if actions == best.as_slice() {
                return before.clone();
            }
            let mut after = game.clone();
            for &action in actions {
                if after.play(action).is_err() {
                    break;
                }
            }
            self.chances(&after)
        });
        Some(Assessment {
            before,
            best,
            after,
            choice,
            luck: None,
        })
    }

    fn has_luck(&self) -> bool {
        false
    }
}

/// Every seat's chance of winning now: after Expert's rest of the turn in progress (the final
/// shares once the game is over).
#[must_use]
pub fn win_chances(game: &Game) -> Chances {
    let judge = GlakJudge::default();
    if game.is_over() {
        return judge.chances(game);
    }
    judge.chances(&judge.best_turn(game).1)
}

/// Reviews a recorded game (finished or not) from its start; `progress(done, total)` may cancel.
///
/// # Errors
/// A cancelled review, or a record whose actions are not legal (a defect: records are checked
/// when they are read).
pub fn review_game(
    recorder: &crate::glak::record::Recorder,
    judge: &mut GlakJudge,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Review<Action>, ReviewError<crate::glak::PlayError>> {
    let start = start_of(recorder.record()).map_err(|_| ReviewError::Cancelled)?;
    let actions: Vec<Action> = recorder.history().into_iter().map(|(_, action)| action).collect();
    review(&start, &actions, judge, progress)
}

/// A record's first position.
///
/// # Errors
/// A record whose tile set or setup cannot be read.
pub fn start_of(record: &crate::glak::record::GameRecord) -> Result<Game, crate::glak::record::RecordError> {
    Ok(Game::new(&record.setup(), record.tile_set()?)?)
}

/// A review as JSON ([`Review::to_json`]), each turn a list of actions in the record's shape.
#[must_use]
pub fn review_json(start: &Game, review: &Review<Action>) -> serde_json::Value {
    let tiles = start.area().tiles();
    review.to_json(
        "glak",
        |action| serde_json::to_value(RecordedAction::from_action(action, tiles)).unwrap_or_default(),
        true,
    )
}
