//! Pause, step and speed for games with bots, and the takeback for a person playing against them.

use crate::app::games::TableAction;
use crate::app::seats::{Seated, Speed};
use crate::app::state::UiAction;
use crate::i18n::Texts;
use crate::ui::state::send;
use yew::prelude::*;

/// What the bot controls show, the same for both games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotPanel {
    /// Bots wait.
    pub paused: bool,
    /// A bot is to move (so one step can be allowed).
    pub bot_to_move: bool,
    /// How fast bots move.
    pub speed: Speed,
    /// Some seat is a person (who may take back).
    pub has_humans: bool,
    /// A takeback is possible now.
    pub can_take_back: bool,
}

impl BotPanel {
    /// The controls of a game with bots that is not over (`paused` and `speed` as the table keeps
    /// them, `can_take_back` as its game allows).
    #[must_use]
    pub fn of(
        table: &impl Seated,
        over: bool,
        paused: bool,
        speed: Speed,
        can_take_back: bool,
    ) -> Option<BotPanel> {
        (table.has_bots() && !over).then(|| BotPanel {
            paused,
            bot_to_move: table.bot_to_move().is_some(),
            speed,
            has_humans: table.has_humans(),
            can_take_back,
        })
    }
}

/// The bot controls (nothing in a game without bots, or when it is over).
pub fn bot_controls(t: Texts, panel: Option<BotPanel>, dispatch: &Callback<UiAction>) -> Html {
    let Some(table) = panel else {
        return html! {};
    };
    let speeds = [
        (Speed::Slow, "slow", t.get("speed.slow")),
        (Speed::Normal, "normal", t.get("speed.normal")),
        (Speed::Fast, "fast", t.get("speed.fast")),
    ]
    .map(|(speed, id, label)| {
        let selected = table.speed == speed;
        html! {
            <button type="button" role="radio" aria-checked={selected.to_string()} data-speed={id}
                class={classes!("segment", selected.then_some("selected"))} onclick={send(dispatch, UiAction::Table(TableAction::SetSpeed(speed)))}>
                { label }
            </button>
        }
    });
    html! {
        <section class="bot-controls panel" aria-label={t.get("bots.label")}>
            <button type="button" data-action="pause" aria-pressed={table.paused.to_string()} onclick={send(dispatch, UiAction::Table(TableAction::TogglePause))}>
                { t.get(if table.paused { "bots.resume" } else { "bots.pause" }) }
            </button>
            <button type="button" data-action="step" disabled={!table.paused || !table.bot_to_move}
                onclick={send(dispatch, UiAction::Table(TableAction::Step))}>{ t.get("bots.step") }</button>
            <span class="segments" role="radiogroup" aria-label={t.get("bots.speed")}>{ speeds.into_iter().collect::<Html>() }</span>
            if table.has_humans {
                <button type="button" data-action="take-back" disabled={!table.can_take_back}
                    onclick={send(dispatch, UiAction::Table(TableAction::TakeBack))} title={t.get("bots.take-back-title")}>
                    { t.get("bots.take-back") }
                </button>
            }
        </section>
    }
}

/// The Hint button for the person to act, and Expert's answer once it comes: `hint` is `None`
/// before asking, `Some(None)` while Expert thinks, and `Some(Some((move, chance)))` with the
/// suggestion in words and the mover's chance of winning after it, in ten-thousandths (`data-hint`
/// gives it from 0 to 1).
pub fn hint_panel(t: Texts, hint: Option<Option<(String, u16)>>, dispatch: &Callback<UiAction>) -> Html {
    html! {
        <section class="hint-panel" aria-live="polite">
            { match hint {
                None => html! {
                    <button class="secondary" data-action="hint" onclick={send(dispatch, UiAction::Table(TableAction::AskHint))}>
                        { t.get("hint.ask") }
                    </button>
                },
                Some(None) => html! { <p class="thinking active" data-hint="thinking">{ t.get("hint.thinking") }</p> },
                Some(Some((suggestion, chance))) => html! {
                    <p data-hint={format!("{}.{:04}", chance / 10_000, chance % 10_000)}>
                        { t.fill("hint.suggests", &[("move", &suggestion), ("chance", &((chance + 50) / 100))]) }
                    </p>
                },
            } }
        </section>
    }
}
