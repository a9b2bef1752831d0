//! `glak review` and `glak calibrate`: GLAK in the review every game shares ([`crate::cli::review`]).

use crate::cli::review::ReviewGame;
use crate::core::review::{Features, Review, WinModel};
use crate::glak::bots::judge::{GlakJudge, features};
use crate::glak::record::GameRecord;
use crate::glak::{Action, Game};
use serde_json::Value;

impl ReviewGame for Game {
    type Judge = GlakJudge;
    const BEST_IS_EXPERTS: bool = true;

    fn judge() -> GlakJudge {
        GlakJudge::default()
    }

    fn win_model(judge: &GlakJudge, players: u8) -> WinModel {
        judge.model(players)
    }

    fn with_model(judge: &GlakJudge, model: WinModel) -> GlakJudge {
        GlakJudge {
            model: Some(model),
            ..*judge
        }
    }

    fn features(judge: &mut GlakJudge, game: &Game) -> Option<(Vec<Features>, f64, Vec<Action>)> {
        game.to_act()?;
        let (best, after) = judge.best_turn(game);
        Some((
            features(&after),
            crate::core::rules::Rules::progress(&after),
            best,
        ))
    }

    fn load(text: &str) -> Result<(Game, Vec<Action>), String> {
        let (record, _) = GameRecord::load(text).map_err(|e| e.to_string())?;
        let mut actions = Vec::new();
        record
            .replay_each(|_, action| actions.push(action))
            .map_err(|e| e.to_string())?;
        let start = crate::glak::bots::judge::start_of(&record).map_err(|e| e.to_string())?;
        Ok((start, actions))
    }

    fn review_json(start: &Game, review: &Review<Action>) -> Value {
        crate::glak::bots::judge::review_json(start, review)
    }
}
