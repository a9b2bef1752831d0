//! How good a position looks for one seat, if the rooms were scored now and play went on: the
//! Medium bot's judgement, and the Hard bot's guide in its playouts. See `docs/bots.md`.

use crate::glux::scoring::{place_in_room, vp_for_place};
use crate::glux::{BoardState, MAX_SEATS, Seat};

/// The weights of the evaluation's terms.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    /// Per victory point the seat would score now, relative to the best other seat.
    pub vp: f32,
    /// Per pip of lead (or deficit) in a room, clamped to ±`margin_cap`: a safe lead matters.
    pub margin: f32,
    /// Largest margin counted per room.
    pub margin_cap: f32,
    /// Per room square the seat could place on next turn (reach into rooms).
    pub room_reach: f32,
    /// Per square the seat could place on next turn (mobility: a seat with none is excluded).
    pub mobility: f32,
    /// For keeping the start option (a way out when cornered).
    pub start_option: f32,
}

/// The weights the bots use (tuned with `glux arena`, see `docs/bots.md`).
pub const WEIGHTS: Weights = Weights {
    vp: 1.0,
    margin: 0.08,
    margin_cap: 6.0,
    room_reach: 0.12,
    mobility: 0.02,
    start_option: 0.3,
};

/// Each seat's standing in a position: VP if scored now, pip margins, reach and mobility.
#[must_use]
pub fn evaluate(position: &BoardState, seat: Seat) -> f32 {
    evaluate_with(position, seat, &WEIGHTS)
}

/// [`evaluate`] with other weights.
#[must_use]
pub fn evaluate_with(position: &BoardState, seat: Seat, w: &Weights) -> f32 {
    let players = position.players() as usize;
    let mut vp = [0f32; MAX_SEATS];
    let mut margin = 0f32;
    for room in 0..position.board().rooms().len() {
        let pips = crate::glux::scoring::room_pips_by_seat(position, crate::glux::RoomId(room as u8));
        let pips = pips.take(position.players());
        for s in 0..players {
            vp[s] += f32::from(vp_for_place(place_in_room(pips, pips[s]), players));
        }
        let best_other = (0..players)
            .filter(|&s| s != seat.index())
            .map(|s| pips[s])
            .max()
            .unwrap_or(0);
        let lead = f32::from(pips[seat.index()]) - f32::from(best_other);
        margin += lead.clamp(-w.margin_cap, w.margin_cap);
    }
    let best_other_vp = (0..players)
        .filter(|&s| s != seat.index())
        .map(|s| vp[s])
        .fold(0f32, f32::max);
    let rooms = position.board().room_squares();
    let reach = |s: Seat| {
        if position.is_excluded(s) {
            return (0.0, 0.0);
        }
        let placements = position.placements(s);
        (placements.and(rooms).len() as f32, placements.len() as f32)
    };
    let (own_room_reach, own_mobility) = reach(seat);
    let others = position.seats().filter(|&s| s != seat);
    let (other_room_reach, other_mobility) = others
        .map(reach)
        .fold((0f32, 0f32), |(a, b), (c, d)| (a.max(c), b.max(d)));
    let start = if position.start_option_available(seat) {
        w.start_option
    } else {
        0.0
    };
    w.vp * (vp[seat.index()] - best_other_vp)
        + w.margin * margin
        + w.room_reach * (own_room_reach - other_room_reach)
        + w.mobility * (own_mobility - other_mobility)
        + start
}
