//! Expert as a judge: win chances, the best move and the worth of the move played, for the review
//! and for hints ([`crate::core::review`]).
//!
//! The chances come from Expert's search ([`super::hard::HardBot::search_root`], on the mover's
//! view only): each seat's share of the victory in the playouts through the move the search
//! prefers. Playouts are weaker than Expert, so those shares are too timid; a [`WinModel`] fitted
//! to Expert-against-Expert self-play (`glux calibrate`) sharpens them into chances that come
//! true. See `docs/bots.md`, "Review".

use super::expert::{DEFAULT_WORK, ExpertBot};
use super::hard::{HardBot, RootMove};
use crate::core::review::{
    Assessment, Chances, Correction, Features, Judge, Review, ReviewError, WinModel, review,
};
use crate::core::rules::Rules;
use crate::glux::{Action, Chip, Game, PlayerView, RecordedAction};

/// The judge's budget by default: a quarter of Expert's, so that a whole game is reviewed in
/// seconds (`docs/performance.md`).
pub const JUDGE_WORK: u64 = DEFAULT_WORK / 4;

/// The win models fitted to Expert-against-Expert self-play for 2, 3 and 4 players
/// (`glux calibrate --fit`; `docs/bots.md`, "Review").
// Fitted numbers: one may happen to lie near a constant such as π/8.
#[allow(clippy::approx_constant)]
pub const WIN_MODELS: [WinModel; 3] = [
    // 2 players: fitted to 6677 positions of Expert-against-Expert games, seeds 1000.. and 5000...
    WinModel {
        sharpness: [0.6014, 0.2747],
        edges: [0.0, 0.0],
        correction: Correction::EverySeat([
            [0.0234, 0.0214],
            [0.153, 0.1502],
            [0.2554, 0.253],
            [0.3553, 0.3691],
            [0.4586, 0.465],
            [0.5413, 0.535],
            [0.6447, 0.6309],
            [0.7446, 0.747],
            [0.847, 0.8498],
            [0.9766, 0.9786],
        ]),
    },
    // 3 players: fitted to 12923 positions of 180 Expert-against-Expert games, seeds 13000..13119
    // and 14000..14059; the leader corrected apart. (A model fitted to 86 games missed 120 games
    // it had not seen by 7.6 points in a decile: docs/bots.md.)
    WinModel {
        sharpness: [0.1257, 0.6923],
        edges: [0.0, 0.0],
        correction: Correction::LeaderApart {
            leader: [
                [0.05, 0.05],
                [0.15, 0.15],
                [0.25, 0.25],
                [0.365, 0.3828],
                [0.4421, 0.4501],
                [0.5446, 0.5342],
                [0.6453, 0.6345],
                [0.7483, 0.7095],
                [0.8494, 0.8113],
                [0.9672, 0.9741],
            ],
            others: [
                [0.0346, 0.0358],
                [0.1554, 0.1635],
                [0.2591, 0.2477],
                [0.332, 0.33],
                [0.4287, 0.4483],
                [0.55, 0.55],
                [0.65, 0.65],
                [0.75, 0.75],
                [0.85, 0.85],
                [0.95, 0.95],
            ],
        },
    },
    // 4 players: fitted to 26728 positions of 280 Expert-against-Expert games, seeds 9000..9089,
    // 9250..9289, 11000..11069 and 12000..12079; the leader corrected apart (every seat alike
    // missed 130 games held out by 5.6 points in a decile, this by 4.1: docs/bots.md).
    WinModel {
        sharpness: [0.0, 0.656],
        edges: [0.0, 0.0],
        correction: Correction::LeaderApart {
            leader: [
                [0.05, 0.05],
                [0.15, 0.15],
                [0.2684, 0.2568],
                [0.3439, 0.3552],
                [0.4418, 0.4365],
                [0.5434, 0.5596],
                [0.6457, 0.6214],
                [0.7461, 0.7007],
                [0.8447, 0.8091],
                [0.9423, 0.9792],
            ],
            others: [
                [0.0412, 0.0469],
                [0.159, 0.1612],
                [0.2468, 0.2486],
                [0.3305, 0.3021],
                [0.428, 0.435],
                [0.55, 0.55],
                [0.65, 0.65],
                [0.75, 0.75],
                [0.85, 0.85],
                [0.95, 0.95],
            ],
        },
    },
];

/// A move the search visited less than this share of its iterations is valued by a search of
/// its own.
const SURE_SHARE: u32 = 20;

/// Expert judging Glüx positions.
#[derive(Clone, Copy, Debug)]
pub struct GluxJudge {
    /// The search's budget, counted as Expert's is.
    pub work: u64,
    /// The win model, `None` for the model fitted for the game's player count.
    pub model: Option<WinModel>,
    /// The searches' seed (each position adds its own).
    pub seed: u64,
    /// Whether to measure the luck of each hand (a review; hints need not).
    pub luck: bool,
}

impl Default for GluxJudge {
    fn default() -> Self {
        GluxJudge {
            work: JUDGE_WORK,
            model: None,
            seed: 0x5eed,
            luck: true,
        }
    }
}

/// Each seat's features for the win model: as points, the log of its share of the playouts'
/// victories (so that the model raises the shares to a power); no edges.
#[must_use]
pub fn features(shares: &[f32]) -> Vec<Features> {
    shares
        .iter()
        .map(|&s| [f64::from(s).max(0.002).ln(), 0.0, 0.0])
        .collect()
}

impl GluxJudge {
    /// The win model for `players`.
    #[must_use]
    pub fn model(&self, players: u8) -> WinModel {
        self.model
            .unwrap_or(WIN_MODELS[usize::from(players.clamp(2, 4)) - 2])
    }

    /// The search behind a judgement: every root move of the view's position, searched with the
    /// judge's budget (a move with no alternative gets a quarter of it); with `only`, that move
    /// alone.
    #[must_use]
    pub fn search(
        &self,
        view: &PlayerView<'_>,
        position_seed: u64,
        only: Option<Action>,
        share: u64,
    ) -> Vec<RootMove> {
        let iterations = ExpertBot {
            work: self.work / share.max(1),
            ..ExpertBot::default()
        }
        .iterations(view);
        HardBot {
            iterations,
            ..HardBot::default()
        }
        .search_root(view, self.seed ^ position_seed, only)
    }

    /// The playouts' raw shares of the victory through a root move (seat order), for calibration.
    #[must_use]
    pub fn raw_shares(players: u8, root: &RootMove) -> Vec<f32> {
        root.win_shares()[..usize::from(players)].to_vec()
    }

    /// Every seat's chance through a root move of the view's position.
    fn chances(&self, view: &PlayerView<'_>, root: &RootMove) -> Chances {
        let players = view.board_state().players();
        self.model(players)
            .chances(&features(&Self::raw_shares(players, root)), view.progress())
    }

    /// Expert's suggestion for the seat of `view` (which must be the seat to act), with every
    /// seat's chance after it: a hint, searched with Expert's whole budget.
    #[must_use]
    pub fn suggest(&self, view: &PlayerView<'_>) -> Option<(Action, Chances)> {
        let hinting = GluxJudge {
            work: DEFAULT_WORK,
            ..*self
        };
        let roots = hinting.search(view, 0x4a17, None, 1);
        let best = Self::preferred(&roots)?;
        Some((best.action, hinting.chances(view, best)))
    }

    /// How much the hand of the seat to act helps it: its chance holding that chip, less its chance
    /// averaged over every chip it might hold (each as likely as its share of the seat's bag and
    /// hand), each searched with a quarter of the budget. 0 when only one kind is left.
    fn luck_of_hand(&self, view: &PlayerView<'_>, position_seed: u64) -> f64 {
        let seat = view.seat();
        let supply = view.supply(seat);
        let Some(hand) = view.hand() else {
            return 0.0;
        };
        let kinds = Chip::ALL.iter().filter(|&&c| supply.of(c) > 0).count();
        if kinds < 2 {
            return 0.0;
        }
        let total = f64::from(supply.total());
        let (mut expected, mut actual) = (0.0, 0.0);
        for chip in Chip::ALL {
            let n = supply.of(chip);
            if n == 0 {
                continue;
            }
            let roots = self.search(&view.with_hand(chip), position_seed.rotate_left(17), None, 4);
            let chance = Self::preferred(&roots).map_or(0.0, |best| self.chances(view, best)[seat.index()]);
            expected += f64::from(n) / total * chance;
            if chip == hand {
                actual = chance;
            }
        }
        actual - expected
    }

    /// The root move the search prefers (the most visited).
    #[must_use]
    pub fn preferred(roots: &[RootMove]) -> Option<&RootMove> {
        roots.iter().max_by_key(|m| m.visits)
    }
}

impl Judge<Game> for GluxJudge {
    fn assess(&mut self, game: &Game, played: Option<&[Action]>) -> Option<Assessment<Action>> {
        let seat = game.to_act()?;
        let view = game.view(seat);
        let choice = view.legal_actions().len() > 1;
        let position_seed = u64::from(game.moves_made()).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let roots = self.search(&view, position_seed, None, if choice { 1 } else { 4 });
        let best = *Self::preferred(&roots)?;
        let before = self.chances(&view, &best);
        let after = match played {
            Some(&[action]) if action != best.action => {
                let total: u32 = roots.iter().map(|m| m.visits).sum();
                let known = roots
                    .iter()
                    .find(|m| m.action == action && m.visits * SURE_SHARE >= total);
                let root = match known {
                    Some(root) => *root,
                    None => match Self::preferred(&self.search(&view, !position_seed, Some(action), 4)) {
                        Some(root) => *root,
                        None => best,
                    },
                };
                Some(self.chances(&view, &root))
            }
            Some(_) => Some(before.clone()),
            None => None,
        };
        let luck = self.luck.then(|| self.luck_of_hand(&view, position_seed));
        Some(Assessment {
            before,
            best: vec![best.action],
            after,
            choice,
            luck,
        })
    }

    fn has_luck(&self) -> bool {
        true
    }
}

/// Every seat's chance of winning now, as the seat to act can know it (the final shares once the
/// game is over).
#[must_use]
pub fn win_chances(game: &Game) -> Chances {
    if let Some(outcome) = game.outcome() {
        return crate::core::seat::Seat::all(game.players())
            .map(|s| outcome.share(s))
            .collect();
    }
    let mut judge = GluxJudge {
        luck: false,
        ..GluxJudge::default()
    };
    judge.assess(game, None).map_or_else(
        || vec![1.0 / f64::from(game.players()); usize::from(game.players())],
        |a| a.before,
    )
}

/// Reviews a played game (finished or not) from its start; `progress(done, total)` may cancel.
///
/// # Errors
/// A cancelled review (the record's moves were checked when it was read).
pub fn review_game(
    game: &crate::glux::PlayedGame,
    judge: &mut GluxJudge,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Review<Action>, ReviewError<crate::glux::PlayError>> {
    let actions: Vec<Action> = game.history().iter().map(|m| m.played.action).collect();
    review(game.truncated(0).game(), &actions, judge, progress)
}

/// A review as JSON ([`Review::to_json`]), each action in the record's shape.
#[must_use]
pub fn review_json(start: &Game, review: &Review<Action>) -> serde_json::Value {
    let board = start.board_state().board();
    review.to_json(
        "glux",
        |action| serde_json::to_value(RecordedAction::from_action(action, board)).unwrap_or_default(),
        false,
    )
}
