//! The new-game screen: 2, 3 or 4 players, a name and a colour per seat in clockwise order, the
//! board for the player count with each seat's start square, and the seed.

use super::board::BoardView;
use super::chip::{seat_class, seat_shape};
use super::state::{COLOUR_NAMES, NewGameForm, UiAction};
use crate::bots::Level;
use crate::engine::{Game, GameSetup, Seat};
use std::rc::Rc;
use web_sys::HtmlInputElement;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`NewGameScreen`].
#[derive(Properties, PartialEq, Clone)]
pub struct NewGameProps {
    /// The form.
    pub form: NewGameForm,
    /// Whether a game is waiting to be resumed.
    pub can_go_back: bool,
    /// Where gestures go.
    pub dispatch: Callback<UiAction>,
}

/// A seed for a new game, from the browser's clock and randomness.
#[must_use]
pub fn fresh_seed() -> u64 {
    (js_sys::Math::random() * 1e12) as u64
}

/// The new-game screen.
#[function_component(NewGameScreen)]
pub fn new_game_screen(props: &NewGameProps) -> Html {
    let form = &props.form;
    let dispatch = &props.dispatch;
    let preview = Game::try_from(&GameSetup::new(form.players, 0))
        .map(|g| Rc::new(g.position().clone()))
        .ok();

    let player_buttons = (2..=4u8).map(|n| {
        let onclick = dispatch.reform(move |_| UiAction::SetPlayers(n));
        let checked = form.players == n;
        html! {
            <button type="button" role="radio" aria-checked={checked.to_string()} data-value={n.to_string()}
                class={classes!("segment", checked.then_some("selected"))} {onclick}>{ n }</button>
        }
    });

    let seat_rows = form.active_seats().iter().enumerate().map(|(i, seat)| {
        let oninput = dispatch.reform(move |e: InputEvent| {
            UiAction::SetName(i, e.target_unchecked_into::<HtmlInputElement>().value())
        });
        let start = preview.as_ref().map(|p| {
            let sq = p.start_square(Seat(i as u8));
            p.board().coord(sq).label()
        });
        let swatches = (0..4u8).map(|c| {
            let onclick = dispatch.reform(move |_| UiAction::SetColour(i, c));
            let chosen = seat.colour == c;
            html! {
                <button type="button" role="radio" aria-checked={chosen.to_string()}
                    aria-label={COLOUR_NAMES[c as usize]} title={COLOUR_NAMES[c as usize]}
                    class={classes!("swatch", format!("colour-{c}"), chosen.then_some("selected"))}
                    data-colour={c.to_string()} {onclick} />
            }
        });
        let onchange = dispatch.reform(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            UiAction::SetSeatKind(i, value.parse::<Level>().ok())
        });
        let kind = seat.bot.map_or_else(|| "human".to_string(), |l| l.to_string());
        let kinds = [("human", "Human"), ("easy", "Bot: Easy"), ("medium", "Bot: Medium"), ("hard", "Bot: Hard")];
        html! {
            <li class={classes!("seat-row", seat_class(i))} data-seat-row={i.to_string()}>
                <svg class="seat-shape" viewBox="0 0 24 24" aria-hidden="true">
                    { seat_shape(Seat(i as u8), 12.0, 12.0, 8.5, "chip-body") }
                </svg>
                <span class="seat-number">{ format!("Seat {}", i + 1) }</span>
                <input class="name" type="text" value={seat.name.clone()} maxlength="16"
                    aria-label={format!("Name of seat {}", i + 1)} data-name={i.to_string()} {oninput} />
                <span class="swatches" role="radiogroup" aria-label={format!("Colour of seat {}", i + 1)}>
                    { for swatches }
                </span>
                <select class="seat-kind" data-seat-kind={i.to_string()} aria-label={format!("Player of seat {}", i + 1)} {onchange}>
                    { for kinds.iter().map(|&(value, label)| html! {
                        <option {value} selected={kind == value}>{ label }</option>
                    }) }
                </select>
                if let Some(start) = start {
                    <span class="start-at" title="Start square">{ format!("starts {start}") }</span>
                }
            </li>
        }
    });

    let seed_input = dispatch
        .reform(|e: InputEvent| UiAction::SetSeed(e.target_unchecked_into::<HtmlInputElement>().value()));
    let reroll = dispatch.reform(|_| UiAction::SetSeed(fresh_seed().to_string()));
    let start = dispatch.reform(|_| UiAction::StartGame(fresh_seed()));
    let back = dispatch.reform(|_| UiAction::BackToGame);
    let problem = form.problem();
    let board_name = if form.players == 2 {
        "two-player board: 13 × 9, nine rooms"
    } else {
        "three- and four-player board: 13 × 13, eleven rooms"
    };

    html! {
        <section class="new-game" aria-labelledby="new-game-title">
            <div class="new-game-form panel">
                <h2 id="new-game-title">{ "New game" }</h2>
                <div class="field">
                    <span class="label" id="players-label">{ "Players" }</span>
                    <div class="segments" role="radiogroup" aria-labelledby="players-label" data-setup="players">
                        { for player_buttons }
                    </div>
                </div>
                <p class="hint">{ "Seats play clockwise, in this order. The " }{ board_name }{ "." }</p>
                <ol class="seats">{ for seat_rows }</ol>
                <div class="field seed">
                    <label for="seed">{ "Seed" }</label>
                    <input id="seed" type="text" inputmode="numeric" value={form.seed.clone()} oninput={seed_input} data-setup="seed" />
                    <button type="button" class="icon" onclick={reroll} title="New random seed" aria-label="New random seed">{ "⟳" }</button>
                </div>
                <p class="hint">{ "The seed fixes every bag and the start player: the same seed and moves replay the same game." }</p>
                if let Some(problem) = problem.clone() {
                    <p class="form-problem" role="alert">{ problem }</p>
                }
                <div class="actions">
                    if props.can_go_back {
                        <button type="button" onclick={back} data-action="back-to-game">{ "Back to the game" }</button>
                    }
                    <button type="button" class="primary" onclick={start} disabled={problem.is_some()} data-action="start-game">
                        { "Start game" }
                    </button>
                </div>
            </div>
            if let Some(position) = preview {
                <div class="new-game-board" aria-hidden="true">
                    <BoardView {position} />
                </div>
            }
        </section>
    }
}
