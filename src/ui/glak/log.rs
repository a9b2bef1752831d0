//! The game log: every turn in words, each action with its fields' stable names, newest last.

use super::area::field_name;
use crate::glak::{GameRecord, RecordedAction};
use crate::i18n::Texts;
use crate::ui::seat_look::seat_class;
use yew::prelude::*;

/// One recorded action in words, e.g. "places a stone on [3, 4]".
#[must_use]
pub fn describe(t: Texts, action: &RecordedAction) -> String {
    match action {
        RecordedAction::Lay { board, at, rotation } => t.fill(
            "glak-log.lay",
            &[
                ("board", board),
                ("place", &format!("[{}, {}]", at.bx, at.by)),
                ("degrees", &(u16::from(*rotation) * 90)),
            ],
        ),
        RecordedAction::Place { place } => t.fill("glak-log.place", &[("field", &field_name(*place))]),
        RecordedAction::Step { step, to } => t.fill(
            "glak-log.step",
            &[("from", &field_name(*step)), ("to", &field_name(*to))],
        ),
        RecordedAction::Jump { jump, to } => t.fill(
            "glak-log.jump",
            &[("from", &field_name(*jump)), ("to", &field_name(*to))],
        ),
        RecordedAction::EndTurn { .. } => t.get("glak-log.end").to_string(),
    }
}

/// A turn's line: the player's name and their actions so far.
#[must_use]
pub fn turn_line(t: Texts, name: &str, actions: &[RecordedAction]) -> String {
    let done: Vec<String> = actions.iter().map(|a| describe(t, a)).collect();
    t.fill("glak-log.turn", &[("name", &name), ("actions", &done.join(", "))])
}

/// What the last action was, for screen readers: "Anna places a stone on [3, 4]".
#[must_use]
pub fn announcement(t: Texts, record: &GameRecord, names: &[String]) -> String {
    let last = record.turns.iter().rev().find(|turn| !turn.actions.is_empty());
    last.and_then(|turn| {
        let action = turn.actions.last()?;
        let name = names.get(usize::from(turn.seat))?;
        Some(t.fill(
            "glak-log.announce",
            &[("name", name), ("action", &describe(t, action))],
        ))
    })
    .unwrap_or_default()
}

/// The log of the game in play: every finished turn (a turn ended without an action is a pass),
/// and the turn in progress once something is done in it; a turn in which a hint was asked for
/// (`hinted`, turns from 0) says so.
pub fn game_log(t: Texts, record: &GameRecord, names: &[String], over: bool, hinted: &[u32]) -> Html {
    let last = record.turns.len().saturating_sub(1);
    let turns = record
        .turns
        .iter()
        .enumerate()
        .filter(|(i, turn)| *i < last || over || !turn.actions.is_empty())
        .map(|(i, turn)| {
            let seat = usize::from(turn.seat);
            let name = names.get(seat).cloned().unwrap_or_default();
            let line = if turn.actions.is_empty() {
                t.fill("glak-log.pass", &[("name", &name)])
            } else {
                turn_line(t, &name, &turn.actions)
            };
            html! {
                <li class={seat_class(seat)} data-log-turn={(i + 1).to_string()}>
                    <span class="move-number">{ i + 1 }</span>{ line }
                    if hinted.contains(&(i as u32)) {
                        <span class="hint-used" data-hint-used="">{ t.get("hint.used") }</span>
                    }
                </li>
            }
        });
    html! {
        <section class="log panel" aria-label={t.get("log.title")}>
            <h2>{ t.get("log.title") }</h2>
            <ol class="log-list">{ turns.collect::<Html>() }</ol>
        </section>
    }
}
