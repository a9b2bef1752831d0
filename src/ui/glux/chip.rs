//! A light chip drawn in SVG: a glowing disc in the owner's colour and shape, with die-pip dots.

use crate::glux::{Pips, Seat};
use crate::ui::svg::num;
use yew::prelude::*;

/// Where the dots of each face sit, in units of the chip's radius (like a die).
fn pip_offsets(pips: Pips) -> &'static [(f32, f32)] {
    const C: f32 = 0.42;
    match pips {
        Pips::One => &[(0.0, 0.0)],
        Pips::Two => &[(-C, -C), (C, C)],
        Pips::Three => &[(-C, -C), (0.0, 0.0), (C, C)],
        Pips::Four => &[(-C, -C), (C, -C), (-C, C), (C, C)],
        Pips::Five => &[(-C, -C), (C, -C), (0.0, 0.0), (-C, C), (C, C)],
        Pips::Six => &[(-C, -C), (C, -C), (-C, 0.0), (C, 0.0), (-C, C), (C, C)],
    }
}

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

/// One chip face, to be placed inside an `<svg>` (a plain function: components cost bundle size,
/// and the squares drawing chips are components already).
pub fn chip_face(seat: Seat, pips: Pips, cx: f32, cy: f32, r: f32) -> Html {
    html! {
        <g class={classes!("chip", seat_class(seat.index()))}>
            { seat_shape(seat, cx, cy, r, "chip-body") }
            { for pip_offsets(pips).iter().map(|&(dx, dy)| html! {
                <circle class="pip" cx={num(cx + dx * r)} cy={num(cy + dy * r)}
                    r={num(r * 0.14)} />
            }) }
        </g>
    }
}
