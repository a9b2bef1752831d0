//! How a seat looks, in both games: its colour class and its shape (every seat has its own, so
//! colour is never the only cue). Glüx chips and GLAK stones are drawn in these.

use crate::core::seat::Seat;
use crate::ui::svg::num;
use yew::prelude::*;

/// The CSS class giving a seat its colour (`seat-0` … `seat-3`).
#[must_use]
pub fn seat_class(seat: usize) -> &'static str {
    ["seat-0", "seat-1", "seat-2", "seat-3"][seat.min(3)]
}

/// The outline of a seat's chips: every seat has its own shape, so colour is never the only cue.
pub fn seat_shape(seat: Seat, cx: f32, cy: f32, r: f32, class: &'static str) -> Html {
    match seat.0 {
        0 => html! { <circle class={class} cx={num(cx)} cy={num(cy)} r={num(r)} /> },
        1 => {
            let s = r * 0.9;
            html! { <rect class={class} x={num(cx - s)} y={num(cy - s)}
            width={num(2.0 * s)} height={num(2.0 * s)} rx={num(r * 0.3)} /> }
        }
        2 => {
            // The corners of a hexagon: cos and sin of multiples of 60°.
            const CORNERS: [(f32, f32); 6] = [
                (1.0, 0.0),
                (0.5, 0.866),
                (-0.5, 0.866),
                (-1.0, 0.0),
                (-0.5, -0.866),
                (0.5, -0.866),
            ];
            let points: String = CORNERS
                .iter()
                .map(|&(c, s)| format!("{},{} ", num(cx + r * 1.05 * c), num(cy + r * 1.05 * s)))
                .collect();
            html! { <polygon class={class} points={points} /> }
        }
        _ => {
            let d = r * 1.18;
            let (x, y) = (num(cx), num(cy));
            let points = format!(
                "{x},{} {},{y} {x},{} {},{y}",
                num(cy - d),
                num(cx + d),
                num(cy + d),
                num(cx - d)
            );
            html! { <polygon class={class} points={points} /> }
        }
    }
}
