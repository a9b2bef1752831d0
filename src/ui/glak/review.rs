//! GLAK in the review's page (`crate::ui::review`): its turns in words and its play area before a
//! turn, Expert's turn lit.

use crate::app::game::Replay;
use crate::app::glak::replay::GlakReplay;
use crate::glak::fields::FieldSet;
use crate::glak::{Point, RecordedAction};
use crate::i18n::Texts;
use crate::ui::game::GameReview;
use crate::ui::glak::area::{AreaView, Shown};
use std::rc::Rc;
use yew::prelude::*;

/// GLAK's part of the review, as `ui::games` lists it.
pub struct GlakReview;

/// The actions of a turn as the review gives it (the JSON text of the record's list of the turn's
/// actions).
fn actions(turn: &str) -> Vec<RecordedAction> {
    serde_json::from_str(turn).unwrap_or_default()
}

impl GameReview for GlakReview {
    fn record_text(&self, replay: &Replay) -> Option<String> {
        serde_json::to_string(replay.of::<GlakReplay>()?.record.as_ref()).ok()
    }

    fn words(&self, t: Texts, _replay: &Replay, _at: usize, turn: &str) -> String {
        actions(turn)
            .iter()
            .map(|a| super::log::describe(t, a))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn board(&self, replay: &Replay, at: usize, played: &str, best: &str) -> Html {
        let Some(replay) = replay.of::<GlakReplay>() else {
            return Html::default();
        };
        // The position before the turn: every action of the turns before it.
        let mut game = replay.game_at(0);
        let mut turns = 0;
        for &(_, action) in replay.actions.iter() {
            if turns >= at {
                break;
            }
            let turn = game.turn();
            if game.play(action).is_err() {
                break;
            }
            if game.turn() != turn || game.is_over() {
                turns += 1;
            }
        }
        let fields = |turn: &str| -> Vec<Point> {
            actions(turn)
                .iter()
                .filter_map(|a| match a {
                    RecordedAction::Place { place } => Some(*place),
                    RecordedAction::Step { to, .. } | RecordedAction::Jump { to, .. } => Some(*to),
                    _ => None,
                })
                .collect()
        };
        let mut lit = FieldSet::EMPTY;
        for p in fields(best) {
            if let Some(f) = game.area().field_at(p) {
                lit.insert(f);
            }
        }
        let last = fields(played);
        let names: Vec<String> = replay.seats.iter().map(|s| s.name.clone()).collect();
        html! {
            <AreaView game={Shown(Rc::new(game))} names={Rc::new(names)} {lit} {last} />
        }
    }
}
