//! A light chip drawn in SVG: a glowing disc in the owner's colour and shape, with die-pip dots.

use crate::glux::{Pips, Seat};
use crate::ui::seat_look::{seat_class, write_seat_shape};
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

/// One chip face, to be placed inside an `<svg>`, drawn from its markup ([`write_chip_face`]).
pub fn chip_face(seat: Seat, pips: Pips, cx: f32, cy: f32, r: f32) -> Html {
    let mut out = String::new();
    write_chip_face(&mut out, seat, pips, (cx, cy), r);
    Html::from_html_unchecked(out.into())
}

/// Writes one chip face centred on `(cx, cy)` with radius `r` as SVG markup: the seat's shape and
/// the face's dots. The one drawing of a chip: the board writes its squares with it, and
/// [`chip_face`] draws it as elements (a hand, a lesson).
pub fn write_chip_face(out: &mut String, seat: Seat, pips: Pips, (cx, cy): (f32, f32), r: f32) {
    use std::fmt::Write;
    let _ = write!(out, r#"<g class="chip {}">"#, seat_class(seat.index()));
    write_seat_shape(out, seat, (cx, cy), r, "chip-body");
    for &(dx, dy) in pip_offsets(pips) {
        let _ = write!(
            out,
            r#"<circle class="pip" cx="{}" cy="{}" r="{}"/>"#,
            num(cx + dx * r),
            num(cy + dy * r),
            num(r * 0.14)
        );
    }
    out.push_str("</g>");
}
