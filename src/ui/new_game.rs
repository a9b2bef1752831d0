//! The new-game screen: 2, 3 or 4 players, a name and a colour per seat in clockwise order, the
//! board for the player count with each seat's start square, and the seed.

use super::seat_look::{seat_class, seat_shape};
use super::words::{colour_name, level_name};
use crate::app::kind::GameKind;
use crate::app::registry::{form_problem, remote_setup};
use crate::app::screens::Notice;
use crate::app::seats::{Driver, NewGameForm};
use crate::app::state::UiAction;
use crate::core::level::Level;
use crate::core::seat::Seat;
use crate::i18n::Texts;
use crate::ui::games::{play_failed, setup_parts};
use crate::ui::state::send;
use web_sys::HtmlInputElement;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The seat-kind select's value for a person elsewhere (a contract: tests drive it).
const REMOTE: &str = "remote";

/// A seed for a new game from the platform's random source. 53 bits: a seed must survive a trip
/// through JavaScript numbers (records are JSON, and JS reads them too).
#[must_use]
pub fn fresh_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        // No random source at all (not in any browser that runs WebAssembly): the clock's noise.
        bytes = js_sys::Date::now().to_bits().to_le_bytes();
    }
    u64::from_le_bytes(bytes) & ((1 << 53) - 1)
}

/// Starts a game of `game` (`starts`) once its part, which makes its tables, has loaded (the
/// carrier brings every game's too): at once if it has; else Start says it is starting and waits,
/// so that a second press cannot start a second game, and says so if it cannot be loaded.
fn start_once_in_play(
    t: Texts,
    game: GameKind,
    dispatch: &Callback<UiAction>,
    starts: impl FnOnce() + 'static,
) {
    if !crate::ui::games::play_started(game) {
        dispatch.emit(UiAction::Starting);
    }
    let failed = dispatch.clone();
    crate::ui::games::with_play(game, starts, move || {
        failed.emit(UiAction::StartFailed(play_failed(t)));
    });
}

/// The new-game screen; `starting`: Start was pressed and waits for the games in play;
/// `can_go_back` when a game is waiting to be resumed; `on_lang` switches the app's language (the
/// screen has the language menu too: on a phone the header's is in its menu).
// Long: the new-game form's markup, top to bottom: game, players, each seat, the connection, the
// start.
pub fn new_game_screen(
    t: Texts,
    form: &NewGameForm,
    starting: bool,
    can_go_back: bool,
    dispatch: &Callback<UiAction>,
    on_lang: &Callback<crate::i18n::Lang>,
) -> Html {
    let parts = setup_parts(t, form, dispatch);
    let copy = super::files::offline_copy();
    let game_buttons = GameKind::ALL.map(|game| {
        let onclick = {
            let dispatch = dispatch.clone();
            Callback::from(move |_| {
                super::storage::remember_game(game);
                dispatch.emit(UiAction::SetGame(game));
            })
        };
        let checked = form.game == game;
        let (name, line) = (game.name(t), game.line(t));
        html! {
            <button type="button" role="radio" aria-checked={checked.to_string()} data-value={game.id()}
                class={classes!("game-choice", checked.then_some("selected"))} {onclick}>
                <span class="game-name">{ name }</span>
                <span class="game-line">{ line }</span>
                <span class="game-players">{ t.get("new-game.players-range") }</span>
            </button>
        }
    });

    let player_buttons = crate::core::seat::PLAYER_COUNTS.map(|n| n as u8).map(|n| {
        let onclick = send(dispatch, UiAction::SetPlayers(n));
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
        let start = parts.starts.get(i).cloned();
        let swatches = (0..4u8).map(|c| {
            let onclick = send(dispatch, UiAction::SetColour(i, c));
            let chosen = seat.colour == c;
            html! {
                <button type="button" role="radio" aria-checked={chosen.to_string()}
                    aria-label={colour_name(t, c)} title={colour_name(t, c)}
                    class={classes!("swatch", format!("colour-{c}"), chosen.then_some("selected"))}
                    data-colour={c.to_string()} {onclick} />
            }
        });
        let onchange = dispatch.reform(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if value == REMOTE {
                UiAction::SetElsewhere(i)
            } else {
                UiAction::SetSeatKind(i, value.parse::<Level>().ok())
            }
        });
        let kind = match seat.driver {
            Driver::Elsewhere => REMOTE.to_string(),
            Driver::Bot(level) => level.to_string(),
            Driver::Here => "human".to_string(),
        };
        // Every seat but the first may be a person on a device of their own (not in the offline
        // copy: its links would lead to a file on this disk).
        let elsewhere = (i > 0 && !copy).then(|| (REMOTE.to_string(), t.get("new-game.remote").to_string()));
        let kinds = std::iter::once(("human".to_string(), t.get("new-game.human").to_string()))
            .chain(elsewhere)
            .chain(Level::PLAYABLE.into_iter().map(|l| (l.to_string(), t.fill("new-game.bot", &[("level", &level_name(t, l))]))));
        html! {
            <li class={classes!("seat-row", seat_class(i))} data-seat-row={i.to_string()}>
                <svg class="seat-shape" viewBox="0 0 24 24" aria-hidden="true">
                    { seat_shape(Seat(i as u8), 12.0, 12.0, 8.5, "chip-body") }
                </svg>
                <span class="seat-number">{ t.fill("new-game.seat", &[("n", &(i + 1))]) }</span>
                <input class="name" type="text" value={seat.name.clone()} maxlength="16"
                    aria-label={t.fill("new-game.name-of", &[("n", &(i + 1))])} data-name={i.to_string()} {oninput} />
                <span class="swatches" role="radiogroup" aria-label={t.fill("new-game.colour-of", &[("n", &(i + 1))])}>
                    { swatches.into_iter().collect::<Html>() }
                </span>
                <select class="seat-kind" data-seat-kind={i.to_string()} aria-label={t.fill("new-game.player-of", &[("n", &(i + 1))])} {onchange}>
                    { for kinds.map(|(value, label)| html! {
                        <option selected={kind == value} value={value.clone()}>{ label }</option>
                    }) }
                </select>
                if let Some(start) = start {
                    <span class="start-at" title={t.get("new-game.start-square")}>{ t.fill("new-game.starts", &[("square", &start)]) }</span>
                }
            </li>
        }
    });

    let seed_input = dispatch
        .reform(|e: InputEvent| UiAction::SetSeed(e.target_unchecked_into::<HtmlInputElement>().value()));
    let reroll = send(dispatch, UiAction::SetSeed(fresh_seed().to_string()));
    let remote = form.has_elsewhere();
    let start = if starting {
        Callback::noop()
    } else if remote {
        // The carrier makes the game (its secrets are drawn there) and shows its lobby. The setup's
        // link is written by the games in play.
        let form = form.clone();
        let dispatch = dispatch.clone();
        Callback::from(move |_| {
            let (form, start) = (form.clone(), dispatch.clone());
            start_once_in_play(t, form.game, &dispatch, move || {
                match (remote_setup(&form), form.seats_to_play()) {
                    (Some(setup), Some((_, seats))) => {
                        super::remote::host::send(crate::app::bridge::ToCarrier::Create {
                            setup,
                            seats,
                            bot_seed: fresh_seed(),
                            live: form.live,
                        });
                        start.emit(UiAction::ShowCarrier);
                    }
                    // Not a game to start (the form says why; Start is disabled then).
                    _ => start.emit(UiAction::StartFailed(Notice {
                        text: form_problem(&form)
                            .map_or_else(|| t.get("play.failed").to_string(), |p| p.text(t)),
                        problem: true,
                    })),
                }
            });
        })
    } else {
        // The game's part makes the table: it is on its way once this screen is drawn, and is
        // waited for if it is not in yet.
        let dispatch = dispatch.clone();
        let game = form.game;
        Callback::from(move |_| {
            let start = dispatch.clone();
            let bot_seed = fresh_seed();
            start_once_in_play(t, game, &dispatch, move || {
                start.emit(UiAction::StartGame(bot_seed))
            });
        })
    };
    // With players elsewhere: how to reach them, turn by turn by link, or live.
    let connection = remote.then(|| {
        let choice = |live: bool, value: &'static str, key: &'static str| {
            let chosen = form.live == live;
            html! {
                <button type="button" role="radio" aria-checked={chosen.to_string()} data-value={value}
                    class={classes!("segment", chosen.then_some("selected"))} onclick={send(dispatch, UiAction::SetLive(live))}>
                    { t.get(key) }
                </button>
            }
        };
        html! {
            <div class="field connection">
                <span class="label" id="connection-label">{ t.get("new-game.connection") }</span>
                <div class="segments" role="radiogroup" aria-labelledby="connection-label" data-setup="connection">
                    { choice(false, "link", "new-game.connection-link") }
                    { choice(true, "live", "new-game.connection-live") }
                </div>
                <p class="hint">{ t.get(if form.live { "new-game.connection-live-hint" } else { "new-game.connection-link-hint" }) }</p>
            </div>
        }
    });
    let back = send(dispatch, UiAction::BackToGame);
    let problem = form_problem(form).map(|p| p.text(t));
    html! {
        <section class="new-game" aria-labelledby="new-game-title">
            <div class="new-game-form panel">
                <div class="new-game-heading">
                    <h2 id="new-game-title">{ t.get("new-game.title") }</h2>
                    <span class="new-game-language" data-setup="language">{ super::language::language_menu(t, on_lang) }</span>
                </div>
                <div class="field">
                    <span class="label" id="game-label">{ t.get("new-game.game") }</span>
                    <div class="game-choices" role="radiogroup" aria-labelledby="game-label" data-setup="game">
                        { game_buttons.into_iter().collect::<Html>() }
                    </div>
                </div>
                <div class="field">
                    <span class="label" id="players-label">{ t.get("new-game.players") }</span>
                    <div class="segments" role="radiogroup" aria-labelledby="players-label" data-setup="players">
                        { player_buttons.into_iter().collect::<Html>() }
                    </div>
                </div>
                { parts.design }
                <p class="hint">{ parts.seats_hint }</p>
                <ol class="seats">{ seat_rows.into_iter().collect::<Html>() }</ol>
                { connection.unwrap_or_default() }
                <div class="field seed">
                    <label for="seed">{ t.get("new-game.seed") }</label>
                    <input id="seed" type="text" inputmode="numeric" value={form.seed.clone()} oninput={seed_input} data-setup="seed" />
                    <button type="button" class="icon" onclick={reroll} title={t.get("new-game.reroll")} aria-label={t.get("new-game.reroll")}>{ "⟳" }</button>
                </div>
                <p class="hint">{ if remote { t.get("new-game.remote-seed-hint") } else { parts.seed_hint } }</p>
                if let Some(problem) = problem.clone() {
                    <p class="form-problem" role="alert">{ problem }</p>
                }
                <div class="actions">
                    if can_go_back {
                        <button type="button" onclick={back} data-action="back-to-game">{ t.get("new-game.back") }</button>
                    }
                    <button type="button" class="primary" onclick={start} disabled={problem.is_some() || starting}
                        aria-busy={starting.then_some("true")} data-action="start-game">
                        { t.get(if starting { "new-game.starting" } else { "new-game.start" }) }
                    </button>
                </div>
                // Said to a screen reader as it starts waiting (the button, disabled, is not read
                // again): a live region is in the page before its words change.
                <p class="visually-hidden" role="status" data-starting-status="">
                    { starting.then(|| t.get("new-game.starting")) }
                </p>
                // The tutorial's page and the whole app as one file, published beside it (the offline
                // copy has neither).
                if !copy {
                    <p class="tutorial-link"><a href="./tutorial.html" data-action="tutorial">{ t.get("new-game.tutorial") }</a></p>
                    <p class="keep-copy">
                        <a href="glux.html" download="glux.html" data-action="keep-copy">{ t.get("new-game.keep-copy") }</a>
                        <span class="hint">{ t.get("new-game.keep-copy-hint") }</span>
                    </p>
                }
            </div>
            { parts.preview }
        </section>
    }
}
