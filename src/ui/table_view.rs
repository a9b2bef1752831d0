//! The game in play: the board with the turn banner, and beside it the hand (or the bot's turn, or
//! the final scoring), bot controls, players, scoring track and game log; the pass-the-device screen
//! over everything when the device changes hands.

use super::board::{BoardView, Ghost};
use super::bot_controls::bot_controls;
use super::chip::seat_class;
use super::curtain::Curtain;
use super::final_scoring::FinalScoring;
use super::game_log::{GameLog, describe};
use super::hand::HandView;
use super::player_panel::PlayerPanel;
use super::scoring_track::ScoringTrack;
use super::state::{Table, UiAction};
use crate::engine::{Action, Phase, SquareSet};
use std::rc::Rc;
use yew::prelude::*;

/// The game in play (a plain function rather than a component: it has no state of its own, and
/// every component costs bundle size).
pub fn table_view(table: &Table, thinking: bool, dispatch: &Callback<UiAction>) -> Html {
    let game = table.game.game();
    let position = game.position();
    let to_act = game.to_act();
    let over = game.phase() == Phase::Over;
    let covered = table.curtain.is_some();

    let legal = match (game.phase(), table.face) {
        (Phase::Turn(seat), Some(_)) if !covered => position.placements(seat),
        _ => SquareSet::EMPTY,
    };
    let ghost = table.pending.filter(|_| !covered).and_then(|action| {
        let seat = to_act?;
        Some(match action {
            Action::Place { to, pips } => Ghost { at: to, seat, pips },
            Action::StartFace(pips) | Action::StartOption(pips) => Ghost {
                at: position.start_square(seat),
                seat,
                pips,
            },
        })
    });
    let target = match table.pending {
        Some(Action::Place { to, .. }) => Some(to),
        _ => table.pointed.filter(|sq| legal.contains(*sq)),
    };
    let lines = match (target, to_act) {
        (Some(to), Some(seat)) if !covered => position.counting_chips(seat, to),
        _ => Vec::new(),
    };
    let last = table.game.history().last().map(|m| match m.played.action {
        Action::Place { to, .. } => to,
        Action::StartFace(_) | Action::StartOption(_) => position.start_square(m.played.seat),
    });

    let bot_turn = table.bot_to_move();
    let banner = match (game.phase(), to_act) {
        (Phase::Over, _) => "The game is over.".to_string(),
        (_, Some(seat)) if bot_turn.is_some() && table.paused => {
            format!("{} (bot) waits: paused.", table.name(seat))
        }
        (_, Some(seat)) if bot_turn.is_some() => format!("{} (bot) is thinking…", table.name(seat)),
        (Phase::StartFace(_), Some(seat)) => format!("Setup: {} places the start chip.", table.name(seat)),
        (_, Some(seat)) => format!("{} to move.", table.name(seat)),
        _ => String::new(),
    };

    let curtain = table.curtain.map(|seat| {
        // What happened since this seat last acted, so the next player catches up.
        let history = table.game.history();
        let since_start = history.iter().rposition(|m| m.played.seat == seat).map_or(0, |i| i + 1);
        let since: Vec<AttrValue> = history[since_start..]
            .iter()
            .flat_map(|m| describe(table, m))
            .map(AttrValue::from)
            .collect();
        html! { <Curtain name={AttrValue::from(table.name(seat).to_string())} seat={seat.0} {since} dispatch={dispatch.clone()} /> }
    });

    let track = (!over).then(|| {
        let rooms = position.board().rooms().len() as u16;
        html! {
            <section class="track panel" aria-label="Scoring track">
                <h2>{ "Scoring track" }</h2>
                <ScoringTrack vp={vec![0; position.players() as usize]} max={4 * rooms} />
                <p class="hint">{ "Rooms are scored at the end of the game." }</p>
            </section>
        }
    });

    html! {
        <>
            <div class="table-layout">
                <div class="board-area">
                    <div class="board-bar">
                        <p class="turn-banner" aria-live="polite">{ banner }</p>
                        <label class="toggle">
                            <input type="checkbox" checked={table.room_totals} data-action="room-totals"
                                onchange={dispatch.reform(|_| UiAction::ToggleRoomTotals)} />
                            { "Room totals" }
                        </label>
                    </div>
                    <BoardView position={Rc::new(position.clone())} {legal} {ghost} {last} {lines} lines_to={target}
                        room_totals={table.room_totals || over}
                        on_square={dispatch.reform(UiAction::TapSquare)} on_point={dispatch.reform(UiAction::Point)} />
                </div>
                <aside class="side">
                    if over {
                        <FinalScoring table={table.clone()} dispatch={dispatch.clone()} />
                    } else if let Some((seat, level)) = bot_turn {
                        <section class={classes!("bot-turn", "panel", seat_class(seat.index()))} aria-live="polite">
                            <h2>{ format!("{} · {level} bot", table.name(seat)) }</h2>
                            <p class={classes!("thinking", (thinking && !table.paused).then_some("active"))} data-bot-thinking={thinking.to_string()}>
                                { if table.paused { "Paused." } else { "Thinking…" } }
                            </p>
                        </section>
                    } else if !covered {
                        <HandView table={table.clone()} dispatch={dispatch.clone()} />
                    }
                    { bot_controls(table, dispatch) }
                    <PlayerPanel table={table.clone()} />
                    { for track }
                    <GameLog table={table.clone()} />
                </aside>
            </div>
            { for curtain }
        </>
    }
}
