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
/// Drawn from its markup as text ([`write_seat_shape`]), inside an `<svg>`.
pub fn seat_shape(seat: Seat, cx: f32, cy: f32, r: f32, class: &'static str) -> Html {
    let mut out = String::new();
    write_seat_shape(&mut out, seat, (cx, cy), r, class);
    Html::from_html_unchecked(out.into())
}

/// Writes the outline of a seat's chips centred on `(cx, cy)` with radius `r` as SVG markup: a
/// circle, a rounded square, a hexagon or a diamond. The one drawing of the shapes: a board drawn
/// as one text writes them, and [`seat_shape`] draws them as elements.
pub fn write_seat_shape(out: &mut String, seat: Seat, (cx, cy): (f32, f32), r: f32, class: &str) {
    use std::fmt::Write;
    let _ = match seat.0 {
        0 => write!(
            out,
            r#"<circle class="{class}" cx="{}" cy="{}" r="{}"/>"#,
            num(cx),
            num(cy),
            num(r)
        ),
        1 => {
            let s = r * 0.9;
            write!(
                out,
                r#"<rect class="{class}" x="{}" y="{}" width="{}" height="{}" rx="{}"/>"#,
                num(cx - s),
                num(cy - s),
                num(2.0 * s),
                num(2.0 * s),
                num(r * 0.3)
            )
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
            let _ = write!(out, r#"<polygon class="{class}" points=""#);
            for (c, s) in CORNERS {
                let _ = write!(out, "{},{} ", num(cx + r * 1.05 * c), num(cy + r * 1.05 * s));
            }
            out.write_str(r#""/>"#)
        }
        _ => {
            let d = r * 1.18;
            let (x, y) = (num(cx), num(cy));
            write!(
                out,
                r#"<polygon class="{class}" points="{x},{} {},{y} {x},{} {},{y}"/>"#,
                num(cy - d),
                num(cx + d),
                num(cy + d),
                num(cx - d)
            )
        }
    };
}
