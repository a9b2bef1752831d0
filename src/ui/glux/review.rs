//! Glüx in the review's page (`crate::ui::review`): its moves in words and its board at a move,
//! Expert's choice drawn.

use crate::app::game::Replay;
use crate::app::glux::table::GluxReplay;
use crate::glux::{Pips, RecordedAction, Seat, Square};
use crate::i18n::Texts;
use crate::ui::game::GameReview;
use crate::ui::glux::board::{BoardView, Ghost};
use std::rc::Rc;
use yew::prelude::*;

/// Glüx's part of the review, as `ui::games` lists it.
pub struct GluxReview;

impl GameReview for GluxReview {
    fn record_text(&self, replay: &Replay) -> Option<String> {
        serde_json::to_string(replay.of::<GluxReplay>()?.game.record()).ok()
    }

    fn words(&self, t: Texts, replay: &Replay, at: usize, action: &str) -> String {
        let (Some(replay), Ok(recorded)) = (
            replay.of::<GluxReplay>(),
            serde_json::from_str::<RecordedAction>(action),
        ) else {
            return String::new();
        };
        let shown = replay.game.truncated(at);
        let position = shown.game().board_state();
        let seat = shown.game().to_act().unwrap_or(Seat(0));
        let start = || position.board().coord(position.start_square(seat)).label();
        match recorded {
            RecordedAction::StartFace { pips } => {
                t.fill("review.start-face", &[("pips", &pips), ("square", &start())])
            }
            RecordedAction::StartOption { pips } => {
                t.fill("review.start-option", &[("pips", &pips), ("square", &start())])
            }
            RecordedAction::Place { to, pips } => {
                t.fill("review.place", &[("pips", &pips), ("square", &to.label())])
            }
        }
    }

    fn board(&self, replay: &Replay, at: usize, played: &str, best: &str) -> Html {
        let Some(replay) = replay.of::<GluxReplay>() else {
            return Html::default();
        };
        let shown = replay.game.truncated(at);
        let game = shown.game();
        let position = game.board_state();
        let seat = game.to_act().unwrap_or(Seat(0));
        let square = |action: &str| -> Option<(Square, Pips)> {
            match serde_json::from_str::<RecordedAction>(action).ok()? {
                RecordedAction::Place { to, pips } => Some((position.board().square(to)?, pips)),
                RecordedAction::StartFace { pips } | RecordedAction::StartOption { pips } => {
                    Some((position.start_square(seat), pips))
                }
            }
        };
        let ghost = square(best).map(|(at, pips)| Ghost { at, seat, pips });
        let last = square(played).map(|(at, _)| at);
        let names: Vec<String> = replay.seats.iter().map(|s| s.name.clone()).collect();
        html! {
            <BoardView position={Rc::new(position.clone())} {ghost} {last} names={Rc::new(names)} />
        }
    }
}
