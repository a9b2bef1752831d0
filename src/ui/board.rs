//! The board in SVG: rooms lit, paths dark, start markers, chips with their pips, stacks, the
//! legal destinations, the line a placement is counted along, and live room totals.

use super::chip::{ChipFace, seat_class, seat_shape};
use super::svg::num;
use crate::engine::board::column_letter;
use crate::engine::{Direction, Pips, Position, Seat, Square, SquareSet, scoring};
use std::rc::Rc;
use yew::prelude::*;

/// Size of one square in SVG units.
const CELL: f32 = 48.0;
/// Space between squares.
const GAP: f32 = 4.0;
/// Room for the coordinates around the board.
const MARGIN: f32 = 26.0;
const PITCH: f32 = CELL + GAP;

/// A placement shown before it is confirmed.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Ghost {
    /// Where.
    pub at: Square,
    /// Whose.
    pub seat: Seat,
    /// Which face.
    pub pips: Pips,
}

/// Props of [`BoardView`].
#[derive(Properties, PartialEq, Clone)]
pub struct BoardProps {
    /// What to draw.
    pub position: Rc<Position>,
    /// Squares to light as legal destinations.
    #[prop_or_default]
    pub legal: SquareSet,
    /// A placement awaiting confirmation.
    #[prop_or_default]
    pub ghost: Option<Ghost>,
    /// The last placement, marked.
    #[prop_or_default]
    pub last: Option<Square>,
    /// Counting lines to draw: from a chip, along a direction, to `lines_to`.
    #[prop_or_default]
    pub lines: Vec<(Square, Direction)>,
    /// Where the drawn lines end.
    #[prop_or_default]
    pub lines_to: Option<Square>,
    /// Show each room's pip totals.
    #[prop_or_default]
    pub room_totals: bool,
    /// A square was tapped or clicked.
    #[prop_or_default]
    pub on_square: Callback<Square>,
    /// The pointer entered a square (`None`: left the board).
    #[prop_or_default]
    pub on_point: Callback<Option<Square>>,
}

fn centre(position: &Position, sq: Square) -> (f32, f32) {
    let (x, y) = position.board().column_row(sq);
    (
        MARGIN + f32::from(x) * PITCH + CELL / 2.0,
        MARGIN + f32::from(y) * PITCH + CELL / 2.0,
    )
}

/// The board.
#[function_component(BoardView)]
pub fn board_view(props: &BoardProps) -> Html {
    let position = &props.position;
    let board = position.board();
    let (w, h) = (board.width(), board.height());
    let view_w = 2.0 * MARGIN + f32::from(w) * PITCH - GAP;
    let view_h = 2.0 * MARGIN + f32::from(h) * PITCH - GAP;

    let edges = (1..=w)
        .map(|c| {
            let x = MARGIN + f32::from(c - 1) * PITCH + CELL / 2.0;
            let letter = column_letter(c).to_string();
            html! { <>
                <text class="coord" x={num(x)} y={num(MARGIN / 2.0 + 4.0)}>{ letter.clone() }</text>
                <text class="coord" x={num(x)} y={num(view_h - MARGIN / 2.0 + 4.0)}>{ letter }</text>
            </> }
        })
        .chain((1..=h).map(|r| {
            let y = MARGIN + f32::from(r - 1) * PITCH + CELL / 2.0 + 4.0;
            html! { <>
                <text class="coord" x={num(MARGIN / 2.0)} y={num(y)}>{ r }</text>
                <text class="coord" x={num(view_w - MARGIN / 2.0)} y={num(y)}>{ r }</text>
            </> }
        }));

    // Rooms as connected, lit regions: each room square's plate reaches across the gap to its
    // neighbours in the same room.
    let same_room = |sq: crate::engine::Square, dx: i8, dy: i8| {
        let c = board.coord(sq);
        let (col, row) = (c.col as i16 + i16::from(dx), c.row as i16 + i16::from(dy));
        (col >= 1 && row >= 1)
            .then(|| board.square(crate::engine::Coord::new(col as u8, row as u8)))
            .flatten()
            .is_some_and(|n| board.room_of(n).is_some() && board.room_of(n) == board.room_of(sq))
    };
    let plates = board
        .squares()
        .filter(|&sq| board.room_of(sq).is_some())
        .map(|sq| {
            let (cx, cy) = centre(position, sq);
            let (x, y) = (cx - CELL / 2.0, cy - CELL / 2.0);
            let (right, below) = (same_room(sq, 1, 0), same_room(sq, 0, 1));
            let corner = right && below && same_room(sq, 1, 1);
            let w = CELL + if right { GAP } else { 0.0 };
            let h = CELL + if below { GAP } else { 0.0 };
            let middle = board.room_of(sq) == Some(board.middle_room());
            html! { <>
                <rect class={classes!("room-plate", middle.then_some("middle"))} x={num(x)} y={num(y)}
                    width={num(w)} height={num(CELL)} />
                <rect class={classes!("room-plate", middle.then_some("middle"))} x={num(x)} y={num(y)}
                    width={num(CELL)} height={num(h)} />
                if corner {
                    <rect class={classes!("room-plate", middle.then_some("middle"))} x={num(x + CELL)}
                        y={num(y + CELL)} width={num(GAP)} height={num(GAP)} />
                }
            </> }
        });

    let squares = board.squares().map(|sq| {
        let coord = board.coord(sq);
        let (cx, cy) = centre(position, sq);
        let (x, y) = (cx - CELL / 2.0, cy - CELL / 2.0);
        let room = board.room_of(sq).map(|r| board.room(r).letter);
        let stack = position.stack(sq);
        let legal = props.legal.contains(sq);
        let onclick = {
            let cb = props.on_square.clone();
            Callback::from(move |_: MouseEvent| cb.emit(sq))
        };
        let onpointerenter = {
            let cb = props.on_point.clone();
            Callback::from(move |_: PointerEvent| cb.emit(Some(sq)))
        };
        let start = position.start_marker_at(sq);
        let r = CELL * 0.36;
        let chips = match (stack.covered(), stack.top()) {
            (Some(under), Some(top)) => html! { <>
                <g class={classes!("covered", seat_class(under.seat.index()))}>{ seat_shape(under.seat, cx + 3.0, cy + 4.0, r, "chip-under") }</g>
                <ChipFace seat={top.seat} pips={top.pips} cx={cx - 1.5} cy={cy - 2.0} r={r} />
                <g class="lock" aria-hidden="true">
                    <rect x={num(x + CELL - 15.0)} y={num(y + 2.0)} width="13" height="13" rx="3" />
                    <text x={num(x + CELL - 8.5)} y={num(y + 12.5)}>{ "2" }</text>
                </g>
            </> },
            (_, Some(top)) => html! { <ChipFace seat={top.seat} pips={top.pips} cx={cx} cy={cy} r={r} /> },
            _ => html! {},
        };
        let ghost = props.ghost.filter(|g| g.at == sq).map(|g| html! {
            <g class="ghost"><ChipFace seat={g.seat} pips={g.pips} cx={cx} cy={cy} r={r} /></g>
        });
        html! {
            <g key={sq.0 as u32} class={classes!("square", room.map_or("path", |_| "room"), legal.then_some("legal"),
                    (props.last == Some(sq)).then_some("last"))}
                data-square={format!("{},{}", coord.col, coord.row)}
                data-legal={legal.then_some("")}
                data-room={room.map(|l| l.to_string())}
                {onclick} {onpointerenter}>
                <rect class="cell" x={num(x)} y={num(y)} width={num(CELL)} height={num(CELL)} rx="7" />
                if let Some(owner) = start {
                    <rect class={classes!("start-marker", seat_class(owner.index()))} x={num(x + 3.0)} y={num(y + 3.0)}
                        width={num(CELL - 6.0)} height={num(CELL - 6.0)} rx="9" />
                }
                if legal { <circle class="legal-dot" cx={num(cx)} cy={num(cy)} r="6" /> }
                { chips }
                { for ghost }
            </g>
        }
    });

    let lines = props.lines_to.map(|to| {
        let (tx, ty) = centre(position, to);
        props
            .lines
            .iter()
            .map(|&(from, _)| {
                let (fx, fy) = centre(position, from);
                html! { <line class="count-line" x1={num(fx)} y1={num(fy)} x2={num(tx)} y2={num(ty)} /> }
            })
            .collect::<Html>()
    });

    let totals = props.room_totals.then(|| {
        board.rooms().iter().enumerate().map(|(i, room)| {
            let pips = scoring::room_pips(position, crate::engine::RoomId(i as u8));
            let (sx, sy) = room.squares.iter().fold((0.0, 0.0), |(ax, ay), &sq| {
                let (x, y) = centre(position, sq);
                (ax + x, ay + y)
            });
            let n = room.squares.len() as f32;
            let (cx, cy) = (sx / n, sy / n);
            let shown: Vec<(usize, u16)> = pips.iter().copied().enumerate().filter(|&(_, p)| p > 0).collect();
            html! {
                <g class="room-total" data-room-total={room.letter.to_string()}>
                    <rect x={num(cx - 12.0 * shown.len().max(1) as f32)} y={num(cy - 11.0)}
                        width={num(24.0 * shown.len().max(1) as f32)} height="22" rx="6" />
                    if shown.is_empty() {
                        <text x={num(cx)} y={num(cy + 5.0)}>{ "–" }</text>
                    }
                    { for shown.iter().enumerate().map(|(k, &(seat, p))| html! {
                        <text class={seat_class(seat)} x={num(cx - 12.0 * shown.len() as f32 + 12.0 + 24.0 * k as f32)}
                            y={num(cy + 5.0)}>{ p }</text>
                    }) }
                </g>
            }
        }).collect::<Html>()
    });

    let onpointerleave = {
        let cb = props.on_point.clone();
        Callback::from(move |_: PointerEvent| cb.emit(None))
    };
    html! {
        <svg class="board" viewBox={format!("0 0 {} {}", num(view_w), num(view_h))} role="img"
            aria-label={format!("{} board, {} by {} squares", board.name(), w, h)} {onpointerleave}>
            <rect class="board-bg" x="0" y="0" width={num(view_w)} height={num(view_h)} rx="14" />
            { for edges }
            <g class="room-plates">{ for plates }</g>
            { for squares }
            { for lines }
            { for totals }
        </svg>
    }
}
