//! The current player's hand: the chip with both faces to choose from, the start option, and
//! Confirm / Undo for the placement shown on the board.

use super::chip::{ChipFace, seat_class};
use super::state::{Table, UiAction};
use crate::engine::{Action, Phase};
use yew::prelude::*;

/// Props of [`HandView`].
#[derive(Properties, PartialEq, Clone)]
pub struct HandProps {
    /// The game in play.
    pub table: Table,
    /// Where gestures go.
    pub dispatch: Callback<UiAction>,
}

/// The hand of the seat to act.
#[function_component(HandView)]
pub fn hand_view(props: &HandProps) -> Html {
    let table = &props.table;
    let dispatch = &props.dispatch;
    let game = table.game.game();
    let Some(seat) = game.to_act() else {
        return html! {};
    };
    let Some(chip) = game.hand(seat) else {
        return html! {};
    };
    let name = table.name(seat).to_string();
    let setup = matches!(game.phase(), Phase::StartFace(_));
    let options = game.position().turn_options(seat);

    let faces = chip.faces().map(|pips| {
        let chosen = table.face == Some(pips);
        let onclick = dispatch.reform(move |_| UiAction::ChooseFace(pips));
        html! {
            <button type="button" class={classes!("face", chosen.then_some("selected"))} data-face={pips.value().to_string()}
                aria-pressed={chosen.to_string()} aria-label={format!("Play the {pips} face up")} {onclick}>
                <svg viewBox="0 0 60 60" aria-hidden="true"><ChipFace {seat} {pips} cx={30.0} cy={30.0} r={24.0} /></svg>
                <span class="face-label">{ pips.value() }</span>
            </button>
        }
    });

    let instruction = if setup {
        format!("{name}, your start chip is a {chip}. Choose the face it shows on your start marker.")
    } else if options.must_use_start() {
        format!("{name}, no square can be reached by counting: you must use your start option.")
    } else if table.face.is_none() {
        format!("{name}, choose the face of your {chip} chip.")
    } else if table.pending.is_none() {
        "Tap a lit square: count from one of your top chips in a straight line.".to_string()
    } else {
        "Confirm the placement, or undo it.".to_string()
    };

    let pending_text = table.pending.map(|action| {
        let board = game.position().board();
        match action {
            Action::StartFace(p) => format!("Start chip: {p} up"),
            Action::StartOption(p) => format!("Start option: {p} on your start chip"),
            Action::Place { to, pips } => format!("{pips} on {}", board.coord(to).label()),
        }
    });

    let start_option = (!setup && options.start_option).then(|| {
        let onclick = dispatch.reform(|_| UiAction::UseStartOption);
        html! {
            <button type="button" class={classes!("start-option", options.must_use_start().then_some("forced"))}
                data-action="start-option" disabled={table.face.is_none()} {onclick}
                title="Once per game: place on your own start chip without counting">
                { "Use start option" }
            </button>
        }
    });

    html! {
        <section class={classes!("hand", "panel", seat_class(seat.index()))} aria-label="Your hand">
            <h2>{ format!("{name}'s hand") }</h2>
            <p class="instruction" aria-live="polite">{ instruction }</p>
            <div class="faces" role="group" aria-label="Choose a face">{ for faces }</div>
            if let Some(error) = table.error.clone() {
                <p class="refusal" role="alert">{ error }</p>
            }
            <div class="turn-actions">
                { for start_option }
                if let Some(text) = pending_text {
                    <span class="pending">{ text }</span>
                    <button type="button" onclick={dispatch.reform(|_| UiAction::Undo)} data-action="undo">{ "Undo" }</button>
                    <button type="button" class="primary" onclick={dispatch.reform(|_| UiAction::Confirm)} data-action="confirm">{ "Confirm" }</button>
                }
            </div>
        </section>
    }
}
