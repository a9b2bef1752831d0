//! The scoring track with each player's marker.

use super::chip::{seat_class, seat_shape};
use super::svg::num;
use crate::engine::Seat;
use yew::prelude::*;

/// Props of [`ScoringTrack`].
#[derive(Properties, PartialEq, Clone)]
pub struct ScoringTrackProps {
    /// Each seat's victory points so far, in seat order.
    pub vp: Vec<u16>,
    /// The highest score the board allows (4 per room).
    pub max: u16,
}

/// The track: a row of spaces 0 to `max`, with every fourth one marked, and a marker per player.
#[function_component(ScoringTrack)]
pub fn scoring_track(props: &ScoringTrackProps) -> Html {
    const STEP: f32 = 10.0;
    let width = f32::from(props.max + 1) * STEP + 8.0;
    let spaces = (0..=props.max).map(|v| {
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
    let markers = props.vp.iter().enumerate().map(|(i, &v)| {
        let seat = Seat(i as u8);
        let same_before = props.vp[..i].iter().filter(|&&o| o == v).count() as f32;
        let cx = 4.0 + f32::from(v.min(props.max)) * STEP + STEP / 2.0 - 0.75;
        let cy = 16.0 - same_before * 5.0;
        html! {
            <g class={classes!("track-marker", seat_class(i))} style={format!("transform: translate({}px, {}px)", num(cx), num(cy))}>
                { seat_shape(seat, 0.0, 0.0, 4.5, "chip-body") }
            </g>
        }
    });
    html! {
        <svg class="scoring-track" viewBox={format!("0 -6 {} 54", num(width))} role="img"
            aria-label={format!("Scoring track: {}", props.vp.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", "))}>
            { for spaces }
            { for markers }
        </svg>
    }
}
