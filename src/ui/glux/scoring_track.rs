//! The scoring track with each player's marker.

use crate::glux::Seat;
use crate::i18n::Texts;
use crate::ui::seat_look::{seat_class, seat_shape};
use crate::ui::svg::num;
use yew::prelude::*;

/// The track: a row of spaces 0 to `max` (4 per room), with every fourth one marked, and a marker
/// per player at its victory points `vp` (in seat order).
pub fn scoring_track(t: Texts, vp: &[u16], max: u16) -> Html {
    const STEP: f32 = 10.0;
    let width = f32::from(max + 1) * STEP + 8.0;
    let spaces = (0..=max).map(|v| {
        let x = 4.0 + f32::from(v) * STEP;
        html! {
            <g class={classes!("track-space", (v % 4 == 0).then_some("major"))}>
                <rect x={num(x)} y="24" width={num(STEP - 1.5)} height="10" rx="2" />
                if v % 4 == 0 {
                    <text x={num(x + STEP / 2.0 - 0.75)} y="46">{ v }</text>
                }
            </g>
        }
    });
    let markers = vp.iter().enumerate().map(|(i, &v)| {
        let seat = Seat(i as u8);
        let same_before = vp[..i].iter().filter(|&&o| o == v).count() as f32;
        let cx = 4.0 + f32::from(v.min(max)) * STEP + STEP / 2.0 - 0.75;
        let cy = 16.0 - same_before * 5.0;
        html! {
            <g class={classes!("track-marker", seat_class(i))} style={format!("transform: translate({}px, {}px)", num(cx), num(cy))}>
                { seat_shape(seat, 0.0, 0.0, 4.5, "chip-body") }
            </g>
        }
    });
    html! {
        <svg class="scoring-track" viewBox={format!("0 -6 {} 54", num(width))} role="img"
            aria-label={t.fill("track.label", &[("scores", &vp.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", "))])}>
            { spaces.into_iter().collect::<Html>() }
            { markers.into_iter().collect::<Html>() }
        </svg>
    }
}
