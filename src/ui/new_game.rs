//! The new-game screen: 2, 3 or 4 players, a name and a colour per seat in clockwise order, the
//! board for the player count with each seat's start square, and the seed.

use super::glak::area::{AreaView, Shown};
use super::glux::board::BoardView;
use super::kind::GameKind;
use super::seat_look::{seat_class, seat_shape};
use super::seats::{Driver, NewGameForm};
use super::state::UiAction;
use super::state::send;
use super::words::colour_name;
use crate::glux::bots::Level;
use crate::glux::{Game, GameSetup, Seat};
use crate::i18n::Texts;
use std::rc::Rc;
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

/// A bot level's name.
#[must_use]
pub fn level_name(t: Texts, level: Level) -> &'static str {
    match level {
        Level::Random => t.get("level.random"),
        Level::Easy => t.get("level.easy"),
        Level::Medium => t.get("level.medium"),
        Level::Hard => t.get("level.hard"),
        Level::Expert => t.get("level.expert"),
    }
}

/// The new-game screen; `can_go_back` when a game is waiting to be resumed.
pub fn new_game_screen(
    t: Texts,
    form: &NewGameForm,
    can_go_back: bool,
    dispatch: &Callback<UiAction>,
) -> Html {
    let glak = form.game == GameKind::Glak;
    let preview = Game::try_from(&GameSetup {
        board: form.board.clone(),
        ..GameSetup::new(form.players, 0)
    })
    .map(|g| Rc::new(g.board_state().clone()))
    .ok()
    .filter(|_| !glak);
    let tiles = crate::glak::TileSet::ours_or_text(form.tiles.as_deref())
        .unwrap_or_else(|_| crate::glak::TileSet::ours());
    // GLAK's starting board with the players' starting fields.
    let glak_preview = glak
        .then(|| {
            let setup = crate::glak::GameSetup {
                players: form.players,
                seed: 0,
                deal: None,
                start_player: None,
            };
            crate::glak::Game::new(&setup, std::sync::Arc::clone(&tiles)).ok()
        })
        .flatten();

    let game_buttons = GameKind::ALL.map(|game| {
        let onclick = {
            let dispatch = dispatch.clone();
            Callback::from(move |_| {
                super::storage::remember_game(game);
                dispatch.emit(UiAction::SetGame(game));
            })
        };
        let checked = form.game == game;
        let (name, line) = match game {
            GameKind::Glux => (t.get("game.glux"), t.get("new-game.glux-line")),
            GameKind::Glak => (t.get("game.glak"), t.get("new-game.glak-line")),
        };
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
        let start = preview
            .as_ref()
            .map(|p| {
                let sq = p.start_square(Seat(i as u8));
                p.board().coord(sq).label()
            })
            .or_else(|| {
                let game = glak_preview.as_ref()?;
                let field = *game.starting_fields().get(i)?;
                Some(super::glak::area::field_name(field))
            });
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
        // Every seat but the first may be a person on a device of their own.
        let elsewhere = (i > 0).then(|| (REMOTE.to_string(), t.get("new-game.remote").to_string()));
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
    let start = if remote {
        // The carrier makes the game (its secrets are drawn there) and shows its lobby.
        let form = form.clone();
        let dispatch = dispatch.clone();
        Callback::from(move |_| {
            let setup = super::remote::host::setup_text(&form);
            if let (Some(setup), Some((_, seats))) = (setup, super::state::form_seats(&form)) {
                super::remote::host::send(super::remote::bridge::ToCarrier::Create {
                    setup,
                    seats,
                    bot_seed: fresh_seed(),
                });
                dispatch.emit(UiAction::ShowCarrier);
            }
        })
    } else {
        send(dispatch, UiAction::StartGame(fresh_seed()))
    };
    // With players elsewhere: how to reach them (turn by turn by link; live play is another issue).
    let connection = remote.then(|| {
        html! {
            <div class="field">
                <span class="label" id="connection-label">{ t.get("new-game.connection") }</span>
                <div class="segments" role="radiogroup" aria-labelledby="connection-label" data-setup="connection">
                    <button type="button" role="radio" aria-checked="true" data-value="link" class="segment selected">
                        { t.get("new-game.connection-link") }
                    </button>
                </div>
                <p class="hint">{ t.get("new-game.connection-link-hint") }</p>
            </div>
        }
    });
    let back = send(dispatch, UiAction::BackToGame);
    let problem = form.problem().map(|p| p.text(t));
    let board_name = match &preview {
        Some(p) if form.board.is_some() => t.fill(
            "new-game.board-own",
            &[
                ("name", &p.board().name()),
                ("width", &p.board().width()),
                ("height", &p.board().height()),
            ],
        ),
        _ => t
            .get(if form.players == 2 {
                "new-game.board-2"
            } else {
                "new-game.board-34"
            })
            .to_string(),
    };
    let board_choice = board_choice(t, form, dispatch);
    let seats_hint = if glak {
        t.fill(
            "new-game.glak-hint",
            &[("boards", &crate::glak::game::boards_each(form.players))],
        )
    } else {
        t.fill("new-game.seats-hint", &[("board", &board_name)])
    };

    html! {
        <section class="new-game" aria-labelledby="new-game-title">
            <div class="new-game-form panel">
                <h2 id="new-game-title">{ t.get("new-game.title") }</h2>
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
                { board_choice }
                <p class="hint">{ seats_hint }</p>
                <ol class="seats">{ seat_rows.into_iter().collect::<Html>() }</ol>
                { connection.unwrap_or_default() }
                <div class="field seed">
                    <label for="seed">{ t.get("new-game.seed") }</label>
                    <input id="seed" type="text" inputmode="numeric" value={form.seed.clone()} oninput={seed_input} data-setup="seed" />
                    <button type="button" class="icon" onclick={reroll} title={t.get("new-game.reroll")} aria-label={t.get("new-game.reroll")}>{ "⟳" }</button>
                </div>
                <p class="hint">{ t.get(match () {
                    _ if remote => "new-game.remote-seed-hint",
                    _ if glak => "new-game.glak-seed-hint",
                    _ => "new-game.seed-hint",
                }) }</p>
                if let Some(problem) = problem.clone() {
                    <p class="form-problem" role="alert">{ problem }</p>
                }
                <div class="actions">
                    if can_go_back {
                        <button type="button" onclick={back} data-action="back-to-game">{ t.get("new-game.back") }</button>
                    }
                    <button type="button" class="primary" onclick={start} disabled={problem.is_some()} data-action="start-game">
                        { t.get("new-game.start") }
                    </button>
                </div>
            </div>
            if let Some(game) = glak_preview {
                <div class="new-game-board" role="img" aria-label={t.fill("new-game.glak-preview", &[("players", &form.players)])}>
                    <AreaView {t} game={Shown(Rc::new(game))} names={Rc::new(form.active_seats().iter().map(|s| s.name.clone()).collect::<Vec<_>>())} />
                </div>
            }
            if let Some(position) = preview {
                <div class="new-game-board" role="img" aria-label={t.fill("new-game.preview", &[("players", &form.players)])}>
                    <BoardView {t} {position} names={Rc::new(form.active_seats().iter().map(|s| s.name.clone()).collect::<Vec<_>>())} />
                </div>
            }
        </section>
    }
}

/// The boards to play on: the built-in board (Glüx) or our design (GLAK), and the player's own
/// boards or tile sets saved by the editor, with a link to it.
fn board_choice(t: Texts, form: &NewGameForm, dispatch: &Callback<UiAction>) -> Html {
    let glak = form.game == GameKind::Glak;
    let (builtin, own): (&str, Vec<(String, String)>) = if glak {
        let sets = super::custom_boards::playable_tile_sets();
        let own = sets
            .into_iter()
            .map(|(set, text)| {
                (
                    set.name().unwrap_or(t.get("glak.tiles-unnamed")).to_string(),
                    text,
                )
            })
            .collect();
        (t.get("new-game.tiles-ours"), own)
    } else {
        let boards = super::custom_boards::playable_boards();
        let own = boards
            .into_iter()
            .map(|(board, text)| (t.fill("new-game.own-board", &[("name", &board.name())]), text))
            .collect();
        (t.get("new-game.board-builtin"), own)
    };
    let chosen = if glak { &form.tiles } else { &form.board };
    let selected = chosen
        .as_ref()
        .and_then(|c| own.iter().position(|(_, text)| text == c));
    let texts: Vec<String> = own.iter().map(|(_, text)| text.clone()).collect();
    let onchange = dispatch.reform(move |e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        let text = value.parse::<usize>().ok().and_then(|i| texts.get(i).cloned());
        if glak {
            UiAction::SetTiles(text)
        } else {
            UiAction::SetBoard(text)
        }
    });
    let href = if glak {
        "editor.html#glak"
    } else {
        "editor.html#glux"
    };
    html! {
        <div class="field board-choice">
            <label for="board-choice">{ t.get(if glak { "new-game.tiles" } else { "new-game.board" }) }</label>
            <select id="board-choice" data-setup="board" {onchange}>
                <option value="" selected={selected.is_none()}>{ builtin }</option>
                { for own.iter().enumerate().map(|(i, (label, _))| html! {
                    <option value={i.to_string()} selected={selected == Some(i)}>{ label.clone() }</option>
                }) }
            </select>
            <a class="editor-link" href={href} data-action="open-editor">{ t.get("new-game.edit-boards") }</a>
        </div>
    }
}
