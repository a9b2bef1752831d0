//! `glux review` and `glux calibrate`: Glüx in the review every game shares ([`crate::cli::review`]).

use crate::cli::review::ReviewGame;
use crate::core::review::{Features, Review, WinModel};
use crate::core::rules::Rules;
use crate::glux::bots::judge::{GluxJudge, features};
use crate::glux::{Action, Game};
use serde_json::Value;

impl ReviewGame for Game {
    type Judge = GluxJudge;
    const BEST_IS_EXPERTS: bool = false;

    fn judge() -> GluxJudge {
        GluxJudge::default()
    }

    fn win_model(judge: &GluxJudge, players: u8) -> WinModel {
        judge.model(players)
    }

    fn with_model(judge: &GluxJudge, model: WinModel) -> GluxJudge {
        GluxJudge {
            model: Some(model),
            ..*judge
        }
    }

    fn features(judge: &mut GluxJudge, game: &Game) -> Option<(Vec<Features>, f64, Vec<Action>)> {
        let seat = game.to_act()?;
        let view = game.view(seat);
        let roots = judge.search(
            &view,
            u64::from(game.moves_made()).wrapping_mul(0x9e37_79b9_7f4a_7c15),
            None,
            1,
        );
        let best = GluxJudge::preferred(&roots)?;
        let shares = GluxJudge::raw_shares(game.players(), best);
        Some((features(&shares), game.progress(), vec![best.action]))
    }

    fn load(text: &str) -> Result<(Game, Vec<Action>), String> {
        let played = super::parse_game(text)?;
        let actions = played.history().iter().map(|m| m.played.action).collect();
        Ok((played.truncated(0).game().clone(), actions))
    }

    fn review_json(start: &Game, review: &Review<Action>) -> Value {
        crate::glux::bots::judge::review_json(start, review)
    }
}
