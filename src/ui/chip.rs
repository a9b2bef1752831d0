//! A light chip drawn in SVG: a glowing disc in the owner's colour and shape, with die-pip dots.

use crate::engine::{Pips, Seat};
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

/// The outline of a seat's chips: every seat has its own shape, so colour is never the only cue.
pub fn seat_shape(seat: Seat, cx: f32, cy: f32, r: f32, class: &'static str) -> Html {
    match seat.0 {
        0 => html! { <circle class={class} cx={cx.to_string()} cy={cy.to_string()} r={r.to_string()} /> },
        1 => {
            let s = r * 0.9;
            html! { <rect class={class} x={(cx - s).to_string()} y={(cy - s).to_string()}
            width={(2.0 * s).to_string()} height={(2.0 * s).to_string()} rx={(r * 0.3).to_string()} /> }
        }
        2 => {
            let points: String = (0..6)
                .map(|i| {
                    let a = std::f32::consts::FRAC_PI_3 * i as f32;
                    format!("{:.2},{:.2} ", cx + r * 1.05 * a.cos(), cy + r * 1.05 * a.sin())
                })
                .collect();
            html! { <polygon class={class} points={points} /> }
        }
        _ => {
            let d = r * 1.18;
            let points = format!("{cx},{} {},{cy} {cx},{} {},{cy}", cy - d, cx + d, cy + d, cx - d);
            html! { <polygon class={class} points={points} /> }
        }
    }
}

/// Props of [`ChipFace`].
#[derive(Properties, PartialEq, Clone)]
pub struct ChipFaceProps {
    /// The owner.
    pub seat: Seat,
    /// The face up.
    pub pips: Pips,
    /// Centre.
    pub cx: f32,
    /// Centre.
    pub cy: f32,
    /// Radius.
    pub r: f32,
}

/// One chip face, to be placed inside an `<svg>`.
#[function_component(ChipFace)]
pub fn chip_face(props: &ChipFaceProps) -> Html {
    let ChipFaceProps {
        seat,
        pips,
        cx,
        cy,
        r,
    } = *props;
    html! {
        <g class={classes!("chip", format!("seat-{}", seat.0))}>
            { seat_shape(seat, cx, cy, r, "chip-body") }
            { for pip_offsets(pips).iter().map(|&(dx, dy)| html! {
                <circle class="pip" cx={(cx + dx * r).to_string()} cy={(cy + dy * r).to_string()}
                    r={(r * 0.14).to_string()} />
            }) }
        </g>
    }
}
