//! The current player's hand: the chip with both faces to choose from, the start option, and
//! Confirm / Undo for the placement shown on the board.

use super::chip::chip_face;
use crate::app::glux::table::{GluxAction, GluxTable};
use crate::app::state::UiAction;
use crate::glux::{Action, Phase};
use crate::i18n::Texts;
use crate::ui::seat_look::seat_class;
use crate::ui::state::send;
use yew::prelude::*;

/// The hand of the seat to act.
pub fn hand_view(t: Texts, table: &GluxTable, dispatch: &Callback<UiAction>) -> Html {
    let game = table.game.game();
    let Some(seat) = game.to_act() else {
        return html! {};
    };
    let Some(chip) = game.hand(seat) else {
        return html! {};
    };
    let name = table.name(seat).to_string();
    let setup = matches!(game.phase(), Phase::StartFace(_));
    let options = game.board_state().turn_options(seat);

    let faces = chip.faces().map(|pips| {
        let chosen = table.face == Some(pips);
        let onclick = send(dispatch, UiAction::play(GluxAction::ChooseFace(pips)));
        html! {
            <button type="button" class={classes!("face", chosen.then_some("selected"))} data-face={pips.value().to_string()}
                aria-pressed={chosen.to_string()} aria-label={t.fill("hand.face", &[("pips", &pips)])} {onclick}>
                <svg viewBox="0 0 60 60" aria-hidden="true">{ chip_face(seat, pips, 30.0, 30.0, 24.0) }</svg>
                <span class="face-label">{ pips.value() }</span>
            </button>
        }
    });

    let args: [(&str, &dyn std::fmt::Display); 2] = [("name", &name), ("chip", &chip)];
    let instruction = if setup {
        t.fill("hand.setup", &args)
    } else if options.must_use_start() {
        t.fill("hand.forced", &args)
    } else if table.face.is_none() {
        t.fill("hand.choose-face", &args)
    } else if table.pending.is_none() {
        t.get("hand.tap").to_string()
    } else {
        t.get("hand.confirm-hint").to_string()
    };

    let pending_text = table.pending.map(|action| {
        let board = game.board_state().board();
        match action {
            Action::StartFace(p) => t.fill("hand.pending-start-face", &[("pips", &p)]),
            Action::StartOption(p) => t.fill("hand.pending-start-option", &[("pips", &p)]),
            Action::Place { to, pips } => t.fill(
                "hand.pending-place",
                &[("pips", &pips), ("square", &board.coord(to).label())],
            ),
        }
    });

    let start_option = (!setup && options.start_option).then(|| {
        let onclick = send(dispatch, UiAction::play(GluxAction::UseStartOption));
        html! {
            <button type="button" class={classes!("start-option", options.must_use_start().then_some("forced"))}
                data-action="start-option" disabled={table.face.is_none()} {onclick}
                title={t.get("hand.start-option-title")}>
                { t.get("hand.start-option") }
            </button>
        }
    });

    html! {
        <section class={classes!("hand", "panel", seat_class(seat.index()))} aria-label={t.get("hand.label")}>
            <h2>{ t.fill("hand.title", &[("name", &name)]) }</h2>
            <p class="instruction" aria-live="polite">{ instruction }</p>
            <div class="faces" role="group" aria-label={t.get("hand.faces")}>{ faces.into_iter().collect::<Html>() }</div>
            if let Some(error) = table.error {
                <p class="refusal" role="alert">{ error.text(t) }</p>
            }
            <div class="turn-actions">
                { start_option.into_iter().collect::<Html>() }
                if let Some(text) = pending_text {
                    <span class="pending">{ text }</span>
                    <button type="button" onclick={send(dispatch, UiAction::play(GluxAction::Undo))} data-action="undo">{ t.get("hand.undo") }</button>
                    <button type="button" class="primary" onclick={send(dispatch, UiAction::play(GluxAction::Confirm))} data-action="confirm">{ t.get("hand.confirm") }</button>
                }
            </div>
        </section>
    }
}
