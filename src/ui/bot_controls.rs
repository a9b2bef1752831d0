//! Pause, step and speed for games with bots, and the takeback for a person playing against them.

use super::state::{Speed, Table, UiAction};
use yew::prelude::*;

/// The bot controls (nothing in a game without bots, or when it is over).
pub fn bot_controls(table: &Table, dispatch: &Callback<UiAction>) -> Html {
    if table.seats.iter().all(|s| s.bot.is_none()) || table.game.game().is_over() {
        return html! {};
    }
    let speeds = [(Speed::Slow, "Slow"), (Speed::Normal, "Normal"), (Speed::Fast, "Fast")].map(|(speed, label)| {
        let selected = table.speed == speed;
        html! {
            <button type="button" role="radio" aria-checked={selected.to_string()} data-speed={label.to_ascii_lowercase()}
                class={classes!("segment", selected.then_some("selected"))} onclick={dispatch.reform(move |_| UiAction::SetSpeed(speed))}>
                { label }
            </button>
        }
    });
    html! {
        <section class="bot-controls panel" aria-label="Bot controls">
            <button type="button" data-action="pause" aria-pressed={table.paused.to_string()} onclick={dispatch.reform(|_| UiAction::TogglePause)}>
                { if table.paused { "Resume" } else { "Pause" } }
            </button>
            <button type="button" data-action="step" disabled={!table.paused || table.bot_to_move().is_none()}
                onclick={dispatch.reform(|_| UiAction::Step)}>{ "Step" }</button>
            <span class="segments" role="radiogroup" aria-label="Bot speed">{ for speeds }</span>
            if table.has_humans() {
                <button type="button" data-action="take-back" disabled={!table.can_take_back()}
                    onclick={dispatch.reform(|_| UiAction::TakeBack)} title="Undo your last placement; the bots reply again">
                    { "Take back" }
                </button>
            }
        </section>
    }
}
