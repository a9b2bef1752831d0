//! The turn: the action-point meter, the phase, what a click will do, and the buttons (jump, end
//! turn, undo). A refusal from the engine is shown here in words.

use crate::app::glak::refusal::refusal;
use crate::app::glak::table::{Choice, GlakAction, GlakTable};
use crate::app::state::UiAction;
use crate::glak::FinalRoundCause;
use crate::i18n::Texts;
use crate::ui::seat_look::seat_class;
use crate::ui::state::send;
use yew::prelude::*;

/// Why the final round began, in words.
#[must_use]
pub fn final_round_text(t: Texts, table: &GlakTable) -> Option<String> {
    let round = table.game().final_round()?;
    let name = table.name(round.trigger);
    Some(match round.cause {
        FinalRoundCause::Supply => t.fill("glak.final-round-supply", &[("name", &name)]),
        FinalRoundCause::Stall => t.get("glak.final-round-stall").to_string(),
    })
}

/// The turn panel of the person to move.
pub fn turn_panel(t: Texts, table: &GlakTable, dispatch: &Callback<UiAction>) -> Html {
    let game = table.game();
    let Some(seat) = game.to_act() else {
        return html! {};
    };
    let points = game.action_points_left();
    let total = game.turn_action_points();
    let phase = if game.in_starting_phase() {
        t.get("glak.phase-starting")
    } else {
        t.get("glak.phase-closing")
    };
    let hint = match table.choice {
        _ if game.board_due() => match table.choice {
            Choice::Board(_) => t.get("glak.hint-lay"),
            _ => t.get("glak.hint-choose-board"),
        },
        Choice::Stone(_) => t.get("glak.hint-step"),
        Choice::Jump => t.get("glak.hint-jump-stone"),
        Choice::JumpFrom(_) => t.get("glak.hint-jump-to"),
        _ if points == 0 => t.get("glak.hint-no-points"),
        _ => t.get("glak.hint-place"),
    };
    let pips = (0..total).map(|i| {
        html! { <span class={classes!("ap-pip", (i < points).then_some("left"))} aria-hidden="true" /> }
    });
    let jumping = matches!(table.choice, Choice::Jump | Choice::JumpFrom(_));
    let glak = |a: GlakAction| send(dispatch, UiAction::play(a));
    html! {
        <section class={classes!("turn", "panel", seat_class(seat.index()))} aria-label={t.get("glak.turn-label")}
            data-turn={game.turn().to_string()}>
            <h2>{ t.fill("glak.turn-of", &[("name", &table.name(seat))]) }</h2>
            <p class="phase" data-phase={if game.in_starting_phase() { "starting" } else { "closing" }}>{ phase }</p>
            <div class="ap-meter" data-ap={points.to_string()} role="meter" aria-valuemin="0"
                aria-valuemax={total.to_string()} aria-valuenow={points.to_string()}
                aria-label={t.get("glak.ap-label")}>
                <span class="ap-pips">{ pips.collect::<Html>() }</span>
                <span class="ap-text">{ t.fill("glak.ap", &[("left", &points), ("total", &total)]) }</span>
            </div>
            <p class="hint" aria-live="polite">{ hint }</p>
            if let Some(error) = table.error {
                <p class="refusal" role="alert" data-refusal="">{ refusal(t, error) }</p>
            }
            <div class="turn-actions">
                if game.jump_allowed() {
                    <button type="button" data-action="jump" aria-pressed={jumping.to_string()}
                        onclick={glak(GlakAction::Jump)} title={t.get("glak.jump-title")}>{ t.get("glak.jump") }</button>
                }
                <button type="button" data-action="undo" disabled={game.turn_actions().is_empty()}
                    onclick={glak(GlakAction::Undo)} title={t.get("glak.undo-title")}>{ t.get("glak.undo") }</button>
                <button type="button" class="primary" data-action="end-turn" disabled={game.board_due()}
                    onclick={glak(GlakAction::EndTurn)}>{ t.get("glak.end-turn") }</button>
            </div>
        </section>
    }
}
