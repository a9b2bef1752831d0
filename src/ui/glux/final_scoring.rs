//! The final scoring: room by room, each player's pips, place and VP, the markers moving along the
//! scoring track, and the winner or the shared victory, with the tie-break explained.

use super::scoring_track::scoring_track;
use crate::app::glux::table::GluxTable;
use crate::app::state::UiAction;
use crate::glux::{Scoring, score};
use crate::i18n::Texts;
use crate::ui::context::{use_dispatch, use_words};
use crate::ui::seat_look::seat_class;
use crate::ui::sound::Cue;
use crate::ui::state::send;
use gloo_timers::callback::Timeout;
use yew::prelude::*;

/// How long each room takes to be scored on screen.
const ROOM_MS: u32 = 450;

/// Props of [`FinalScoring`].
#[derive(Properties, PartialEq, Clone)]
pub struct FinalScoringProps {
    /// The finished game.
    pub table: GluxTable,
    /// Play a sound as each room is scored.
    #[prop_or_default]
    pub sound: bool,
}

fn ordinal(t: Texts, place: u8) -> &'static str {
    match place {
        1 => t.get("place.1"),
        2 => t.get("place.2"),
        3 => t.get("place.3"),
        _ => t.get("place.4"),
    }
}

/// Names joined as a person says them: "A", "A and B", "A, B and C".
fn and_list(t: Texts, names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => t.fill("list.and", &[("rest", &rest.join(", ")), ("last", last)]),
    }
}

/// The sentence announcing the result.
#[must_use]
pub fn result_sentence(t: Texts, table: &GluxTable, scoring: &Scoring) -> String {
    let names: Vec<&str> = scoring.winners.iter().map(|&s| table.name(s)).collect();
    let vp = scoring.vp[scoring.winners[0].index()];
    let pips = scoring.middle_pips[scoring.winners[0].index()];
    match (&scoring.tie_break, names.as_slice()) {
        (None, [one]) => t.fill("final.wins", &[("name", one), ("vp", &vp)]),
        (Some(tie), [one]) => {
            let tied: Vec<&str> = tie.tied.iter().map(|&s| table.name(s)).collect();
            t.fill(
                "final.tie-break",
                &[
                    ("tied", &and_list(t, &tied)),
                    ("vp", &vp),
                    ("name", one),
                    ("pips", &pips),
                ],
            )
        }
        (_, many) => t.fill(
            "final.shared",
            &[("names", &and_list(t, many)), ("vp", &vp), ("pips", &pips)],
        ),
    }
}

/// The final scoring screen.
#[function_component(FinalScoring)]
// Long: the final scoring's hooks (the room shown) and its markup, top to bottom.
pub fn final_scoring(props: &FinalScoringProps) -> Html {
    let t = use_words();
    let dispatch = use_dispatch::<UiAction>();
    let table = &props.table;
    let position = table.game.game().board_state();
    let scoring = score(position);
    let rooms = scoring.rooms.len();
    let reduce_motion = web_sys::window()
        .and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten())
        .is_some_and(|m| m.matches());
    let revealed = use_state(|| if reduce_motion { rooms } else { 0 });
    {
        let revealed = revealed.clone();
        let sound = props.sound;
        use_effect_with(*revealed, move |&shown| {
            if sound && shown > 0 {
                crate::ui::sound::play(Cue::Score);
            }
            let timer = (shown < rooms).then(|| Timeout::new(ROOM_MS, move || revealed.set(shown + 1)));
            move || drop(timer)
        });
    }
    let players = position.players() as usize;
    let track_vp: Vec<u16> = (0..players)
        .map(|i| {
            scoring.rooms[..*revealed]
                .iter()
                .map(|r| u16::from(r.vp[i]))
                .sum()
        })
        .collect();
    let max = u16::from(crate::glux::scoring::FIRST_PLACE_VP) * rooms as u16;
    let middle = position.board().room(position.board().middle_room()).letter;

    let header = table.seats.iter().enumerate().map(|(i, s)| {
        html! {
            <th scope="col" class={seat_class(i)}>{ s.name.clone() }</th>
        }
    });
    let rows = scoring.rooms.iter().enumerate().map(|(k, room)| {
        let shown = k < *revealed;
        html! {
            <tr class={classes!("room-row", shown.then_some("shown"), (room.letter == middle).then_some("middle"))}
                data-room-score={room.letter.to_string()}>
                <th scope="row">{ t.fill("final.room-name", &[("room", &room.letter.to_ascii_uppercase())]) }
                    if room.letter == middle { <small>{ " " }{ t.get("final.middle") }</small> }
                </th>
                { for (0..players).map(|i| html! {
                    <td class={seat_class(i)}>
                        <span class="pips">{ room.pips[i] }</span>
                        if let Some(place) = room.place[i] {
                            <span class="place">{ ordinal(t, place) }</span>
                        }
                        <span class="vp">{ if room.vp[i] > 0 { format!("+{}", room.vp[i]) } else { String::new() } }</span>
                    </td>
                }) }
            </tr>
        }
    });
    let totals = (0..players).map(|i| {
        html! {
            <td class={seat_class(i)}><strong data-vp-seat={i.to_string()}>{ scoring.vp[i] }</strong></td>
        }
    });
    let sentence = result_sentence(t, table, &scoring);
    let skip = {
        let revealed = revealed.clone();
        Callback::from(move |_| revealed.set(rooms))
    };

    html! {
        <section class="final panel" data-game-over="" aria-labelledby="final-title">
            <h2 id="final-title">{ t.get("final.title") }</h2>
            <p class="winner" role="status">
                { for scoring.winners.iter().map(|&w| html! {
                    <span class={classes!("winner-name", seat_class(w.index()))} data-winner-seat={w.0.to_string()}>
                        { "★ " }{ table.name(w).to_string() }
                    </span>
                }) }
                <span class="result">{ sentence }</span>
            </p>
            { scoring_track(t, &track_vp, max) }
            <div class="score-table-wrap">
                <table class="score-table">
                    <thead><tr><th scope="col">{ t.get("final.room") }</th>{ header.into_iter().collect::<Html>() }</tr></thead>
                    <tbody>{ rows.into_iter().collect::<Html>() }</tbody>
                    <tfoot>
                        <tr class="totals"><th scope="row">{ t.get("final.vp") }</th>{ totals.into_iter().collect::<Html>() }</tr>
                        <tr class="middle-pips"><th scope="row">{ t.get("final.middle-pips") }</th>
                            { for (0..players).map(|i| html! { <td class={seat_class(i)}>{ scoring.middle_pips[i] }</td> }) }
                        </tr>
                    </tfoot>
                </table>
            </div>
            <div class="actions">
                if *revealed < rooms {
                    <button type="button" onclick={skip}>{ t.get("final.show-all") }</button>
                }
                <button type="button" class="primary" onclick={send(&dispatch, UiAction::ShowNewGame)}>{ t.get("final.new-game") }</button>
                { crate::ui::files::review_button(t, serde_json::to_string(&crate::app::glux::saved::saved(&props.table)).ok()) }
            </div>
        </section>
    }
}
