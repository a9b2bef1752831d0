//! Boards in hand: every player's boards drawn small (all of GLAK is open). The player to move
//! chooses one while their board is due, turns it (button or `R`), and the area shows where it may go.

use crate::app::glak::table::{Choice, GlakAction, GlakTable};
use crate::app::state::UiAction;
use crate::core::seat::Seat;
use crate::glak::Tile;
use crate::glak::tiles::{Cell, SIDE};
use crate::i18n::Texts;
use crate::ui::seat_look::{seat_class, seat_shape};
use crate::ui::state::send;
use crate::ui::svg::num;
use yew::prelude::*;

/// A board drawn small: its open and excluded fields, turned `rotation` quarter turns.
pub fn mini_board(tile: &Tile, rotation: u8) -> Html {
    const C: f32 = 8.0;
    let cells = (0..SIDE).flat_map(|row| (0..SIDE).map(move |col| (row, col))).map(|(row, col)| {
        let class = match tile.cell(row, col, rotation) {
            Cell::Excluded => "excluded",
            Cell::Open | Cell::Corner(_) => "open",
        };
        html! { <rect class={class} x={num(col as f32 * C + 0.5)} y={num(row as f32 * C + 0.5)} width={num(C - 1.0)} height={num(C - 1.0)} rx="1.5" /> }
    });
    html! {
        <svg class="mini-board" viewBox="0 0 40 40" aria-hidden="true">{ cells.collect::<Html>() }</svg>
    }
}

/// Every player's boards; the player to move may choose one while their board is due.
pub fn hands_view(t: Texts, table: &GlakTable, human_to_move: bool, dispatch: &Callback<UiAction>) -> Html {
    let game = table.game();
    let tiles = game.area().tiles();
    let to_move = game.to_act();
    let choosing = human_to_move && game.board_due();
    let chosen = match table.choice {
        Choice::Board(tile) => Some(tile),
        _ => None,
    };
    let hands = Seat::all(game.players()).map(|seat| {
        let mine = to_move == Some(seat);
        let boards = game.hand(seat).iter().map(|&tile| {
            let board = &tiles.boards()[tile];
            let name = board.name().to_string();
            if mine {
                // The player to move's boards are buttons, usable while their board is due.
                let selected = chosen == Some(tile);
                let rotation = if selected { table.rotation } else { 0 };
                html! {
                    <li>
                        <button type="button" class={classes!("hand-board", selected.then_some("selected"))}
                            data-hand-board={name.clone()} aria-pressed={selected.to_string()} disabled={!choosing}
                            aria-label={t.fill("glak-hand.choose", &[("board", &name)])}
                            onclick={send(dispatch, UiAction::play(GlakAction::ChooseBoard(tile)))}>
                            { mini_board(board, rotation) }
                            <span class="board-label">{ name }</span>
                        </button>
                    </li>
                }
            } else {
                html! {
                    <li>
                        <div class="hand-board" role="img" aria-label={name.clone()}>
                            { mini_board(board, 0) }
                            <span class="board-label" aria-hidden="true">{ name }</span>
                        </div>
                    </li>
                }
            }
        });
        let info = &table.seats[seat.index()];
        let status = if game.hand(seat).is_empty() {
            t.get("glak-hand.closing")
        } else {
            t.get("glak-hand.starting")
        };
        html! {
            <li class={classes!("hand", seat_class(seat.index()), mine.then_some("active"))} data-hand={seat.0.to_string()}
                aria-current={mine.then_some("true")}>
                <div class="hand-head">
                    <svg class="seat-shape" viewBox="0 0 24 24" aria-hidden="true">
                        { seat_shape(seat, 12.0, 12.0, 8.5, "stone-body") }
                    </svg>
                    <span class="player-name">{ info.name.clone() }</span>
                    <span class="supply" title={t.get("glak-hand.supply-title")}>
                        { t.fill("glak-hand.supply", &[("stones", &game.supply(seat))]) }
                    </span>
                    <span class="player-status">{ status }</span>
                </div>
                <ul class="hand-boards">{ boards.collect::<Html>() }</ul>
                if mine && choosing {
                    <div class="hand-actions">
                        <button type="button" data-action="rotate" disabled={chosen.is_none()}
                            aria-keyshortcuts="R" onclick={send(dispatch, UiAction::play(GlakAction::Rotate))}>
                            { t.get("glak-hand.rotate") }
                        </button>
                        <span class="hint">{ t.get(if chosen.is_some() { "glak-hand.lay-hint" } else { "glak-hand.choose-hint" }) }</span>
                    </div>
                }
            </li>
        }
    });
    html! {
        <section class="hands panel" aria-label={t.get("glak-hand.label")}>
            <h2>{ t.get("glak-hand.title") }</h2>
            <ul class="hand-list">{ hands.collect::<Html>() }</ul>
        </section>
    }
}
