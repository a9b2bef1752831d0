//! A light chip drawn in SVG: a glowing disc in the owner's colour and shape, with die-pip dots.

use crate::glux::{Pips, Seat};
use crate::ui::seat_look::{seat_class, seat_shape};
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
