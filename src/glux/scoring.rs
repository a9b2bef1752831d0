//! Final scoring: each room separately by the pips of top chips, 4 VP for first place, 2 for second,
//! ties, the two-player exception, and the middle-room tie-break.

use super::board::RoomId;
use super::rules::BoardState;
use crate::core::seat::{MAX_SEATS, PerSeat, Seat, SeatSet};
use serde::Serialize;

/// Victory points for first place in a room.
pub const FIRST_PLACE_VP: u8 = 4;
/// Victory points for second place in a room (not awarded with two players).
pub const SECOND_PLACE_VP: u8 = 2;

/// One room's standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoomScore {
    /// The room.
    #[serde(skip)]
    pub room: RoomId,
    /// Its letter.
    pub letter: char,
    /// Pips of each seat's top chips in the room, in seat order.
    pub pips: Vec<u16>,
    /// Each seat's place (1 = first; tied seats share a place and the next place is skipped), or
    /// `None` for a seat with no pips there (unranked).
    pub place: Vec<Option<u8>>,
    /// Victory points each seat earns in the room.
    pub vp: Vec<u8>,
}

/// How a tie on victory points was settled.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TieBreak {
    /// The seats tied on the most victory points.
    pub tied: Vec<Seat>,
    /// Whether middle-room pips separated them (otherwise the victory is shared).
    pub decided: bool,
}

/// The whole final scoring.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Scoring {
    /// Every room of the board, in letter order.
    pub rooms: Vec<RoomScore>,
    /// Total victory points per seat.
    pub vp: Vec<u16>,
    /// Pips per seat in the middle room (the tie-break).
    pub middle_pips: Vec<u16>,
    /// The winner, or the seats sharing the victory.
    pub winners: Vec<Seat>,
    /// Present when several seats tied on the most victory points.
    pub tie_break: Option<TieBreak>,
}

/// A seat's place in a room from everyone's pips there: 1 + the number of seats with more pips
/// (tied seats share a place, and the next place is skipped), or `None` with no pips (unranked).
#[must_use]
pub fn place_in_room(pips: &[u16], own: u16) -> Option<u8> {
    (own > 0).then(|| 1 + pips.iter().filter(|&&other| other > own).count() as u8)
}

/// Victory points for a place: first place earns 4 VP (all tied for first do, and then nobody is
/// second, since the next place is 3); second place earns 2 VP (all tied for second do); with two
/// players only first place scores.
#[must_use]
pub fn vp_for_place(place: Option<u8>, players: usize) -> u8 {
    match place {
        Some(1) => FIRST_PLACE_VP,
        Some(2) if players > 2 => SECOND_PLACE_VP,
        _ => 0,
    }
}

/// Places and victory points in one room from each seat's pips there (see [`place_in_room`] and
/// [`vp_for_place`]).
///
/// # Examples
/// ```
/// // The rule book: Timo 10, Max 9, Pia 4 (and a fourth player absent from the room).
/// let (place, vp) = glux::glux::scoring::room_standing(&[10, 9, 4, 0]);
/// assert_eq!(vp, vec![4, 2, 0, 0]);
/// assert_eq!(place, vec![Some(1), Some(2), Some(3), None]);
/// ```
#[must_use]
pub fn room_standing(pips: &[u16]) -> (Vec<Option<u8>>, Vec<u8>) {
    let place: Vec<Option<u8>> = pips.iter().map(|&own| place_in_room(pips, own)).collect();
    let vp = place.iter().map(|&p| vp_for_place(p, pips.len())).collect();
    (place, vp)
}

/// Total victory points per seat, without the breakdown (for self-play and bots).
#[must_use]
pub fn victory_points(position: &BoardState) -> PerSeat<u16> {
    let players = position.players() as usize;
    let mut vp = PerSeat::<u16>::default();
    for room in position.board().rooms() {
        let mut pips = [0u16; MAX_SEATS];
        for &sq in &room.squares {
            if let Some(top) = position.stack(sq).top() {
                pips[top.seat.index()] += u16::from(top.pips.value());
            }
        }
        for seat in position.seats() {
            vp[seat] += u16::from(vp_for_place(
                place_in_room(&pips[..players], pips[seat.index()]),
                players,
            ));
        }
    }
    vp
}

/// The winners from total VP and middle-room pips: most VP; among seats tied on it, most pips in
/// the middle room (other seats' pips there do not matter); still tied, they share the victory.
#[must_use]
pub fn winner_set(vp: &[u16], middle_pips: &[u16]) -> SeatSet {
    let best = vp.iter().copied().max().unwrap_or(0);
    let tied = || (0..vp.len()).filter(move |&i| vp[i] == best);
    let best_middle = tied().map(|i| middle_pips[i]).max().unwrap_or(0);
    let mut winners = SeatSet::EMPTY;
    for i in tied().filter(|&i| middle_pips[i] == best_middle) {
        winners.insert(Seat(i as u8));
    }
    winners
}

/// The winners (see [`winner_set`]) and, when several seats tied on VP, how the tie was settled.
#[must_use]
pub fn winners(vp: &[u16], middle_pips: &[u16]) -> (Vec<Seat>, Option<TieBreak>) {
    let best = vp.iter().copied().max().unwrap_or(0);
    let tied: Vec<Seat> = (0..vp.len())
        .filter(|&i| vp[i] == best)
        .map(|i| Seat(i as u8))
        .collect();
    let winners: Vec<Seat> = winner_set(vp, middle_pips).iter().collect();
    let decided = winners.len() < tied.len();
    let tie_break = (tied.len() > 1).then_some(TieBreak { decided, tied });
    (winners, tie_break)
}

/// Victory points and winners without the breakdown (for self-play and bots).
#[must_use]
pub fn outcome(position: &BoardState) -> (PerSeat<u16>, SeatSet) {
    let players = position.players() as usize;
    let vp = victory_points(position);
    let mut middle = [0u16; MAX_SEATS];
    for &sq in &position.board().room(position.board().middle_room()).squares {
        if let Some(top) = position.stack(sq).top() {
            middle[top.seat.index()] += u16::from(top.pips.value());
        }
    }
    (vp, winner_set(vp.take(players as u8), &middle[..players]))
}

/// Pips of each seat's top chips in one room.
#[must_use]
pub fn room_pips(position: &BoardState, room: RoomId) -> Vec<u16> {
    room_pips_by_seat(position, room)
        .take(position.players())
        .to_vec()
}

/// [`room_pips`] without allocating (for bots' evaluations).
#[must_use]
pub fn room_pips_by_seat(position: &BoardState, room: RoomId) -> PerSeat<u16> {
    let mut pips = PerSeat::default();
    for &sq in &position.board().room(room).squares {
        if let Some(top) = position.stack(sq).top() {
            pips[top.seat] += u16::from(top.pips.value());
        }
    }
    pips
}

/// Scores a position (normally the final one; the app also shows live standings).
#[must_use]
pub fn score(position: &BoardState) -> Scoring {
    let board = position.board();
    let players = position.players() as usize;
    let mut vp = vec![0u16; players];
    let rooms: Vec<RoomScore> = (0..board.rooms().len())
        .map(|i| {
            let room = RoomId(i as u8);
            let pips = room_pips(position, room);
            let (place, room_vp) = room_standing(&pips);
            for (total, &v) in vp.iter_mut().zip(&room_vp) {
                *total += u16::from(v);
            }
            RoomScore {
                room,
                letter: board.room(room).letter,
                pips,
                place,
                vp: room_vp,
            }
        })
        .collect();
    let middle_pips = rooms[board.middle_room().0 as usize].pips.clone();
    let (winners, tie_break) = winners(&vp, &middle_pips);
    Scoring {
        rooms,
        vp,
        middle_pips,
        winners,
        tie_break,
    }
}

/// The score as JSON, the shape `glux score` prints and the JavaScript library returns.
#[must_use]
pub fn score_json(position: &BoardState) -> serde_json::Value {
    use serde_json::json;
    let scoring = score(position);
    let rooms: Vec<_> = scoring
        .rooms
        .iter()
        .map(|r| json!({"room": r.letter.to_string(), "pips": r.pips, "vp": r.vp}))
        .collect();
    json!({
        "rooms": rooms,
        "vp": scoring.vp,
        "middle_pips": scoring.middle_pips,
        "winners": scoring.winners.iter().map(|s| s.0).collect::<Vec<_>>(),
    })
}
