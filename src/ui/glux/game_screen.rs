//! The game in play: the board with the turn banner, and beside it the hand (or the bot's turn, or
//! the final scoring), bot controls, players, scoring track and game log; the pass-the-device screen
//! over everything when the device changes hands.

use super::board::{BoardView, Ghost};
use super::curtain::curtain;
use super::final_scoring::FinalScoring;
use super::hand::hand_view;
use super::log::{describe, game_log};
use super::player_panel::player_panel;
use super::scoring_track::scoring_track;
use crate::app::glux::table::{GluxAction, GluxTable};
use crate::app::seats::Seated;
use crate::app::state::UiAction;
use crate::glux::{Action, Phase, RecordedAction, SquareSet};
use crate::i18n::Texts;
use crate::ui::bot_controls::{BotPanel, bot_controls, hint_panel};
use crate::ui::seat_look::seat_class;
use crate::ui::state::send;
use crate::ui::words::level_name;
use std::rc::Rc;
use yew::prelude::*;

/// The game in play (a plain function rather than a component: it has no state of its own, and
/// every component costs bundle size).
// Long: the table's screen, its markup top to bottom.
pub fn game_screen(
    t: Texts,
    table: &GluxTable,
    thinking: bool,
    sound: bool,
    dispatch: &Callback<UiAction>,
) -> Html {
    let game = table.game.game();
    let position = game.board_state();
    let to_act = game.to_act();
    let over = game.phase() == Phase::Over;
    let covered = table.curtain.is_some();

    let legal = match (game.phase(), table.face) {
        (Phase::Turn(seat), Some(_)) if !covered => position.placements(seat),
        _ => SquareSet::EMPTY,
    };
    let ghost = table.pending.filter(|_| !covered).and_then(|action| {
        let seat = to_act?;
        Some(match action {
            Action::Place { to, pips } => Ghost { at: to, seat, pips },
            Action::StartFace(pips) | Action::StartOption(pips) => Ghost {
                at: position.start_square(seat),
                seat,
                pips,
            },
        })
    });
    let target = match table.pending {
        Some(Action::Place { to, .. }) => Some(to),
        _ => table.pointed.filter(|sq| legal.contains(*sq)),
    };
    let lines = match (target, to_act) {
        (Some(to), Some(seat)) if !covered => position.counting_chips(seat, to),
        _ => Vec::new(),
    };
    let last = table.game.last_placed_square();
    // Expert's hint, in words and on the board.
    let hint = table.current_hint();
    let hinted = hint.flatten().and_then(|(action, _)| {
        let seat = to_act?;
        Some(match action {
            RecordedAction::Place { to, .. } => position.board().square(*to)?,
            RecordedAction::StartFace { .. } | RecordedAction::StartOption { .. } => {
                position.start_square(seat)
            }
        })
    });
    // Until a chip is chosen for a square, the hint's chip shows on its square, as a placement
    // would.
    let ghost = ghost.or_else(|| {
        let (action, _) = hint.flatten()?;
        let pips = match action {
            RecordedAction::Place { pips, .. }
            | RecordedAction::StartFace { pips }
            | RecordedAction::StartOption { pips } => *pips,
        };
        Some(Ghost {
            at: hinted?,
            seat: to_act?,
            pips,
        })
    });
    let hint_words = hint.map(|answer| {
        answer.map(|(action, chance)| {
            let (pips, square) = match action {
                RecordedAction::Place { to, pips } => (*pips, to.label()),
                RecordedAction::StartFace { pips } | RecordedAction::StartOption { pips } => (
                    *pips,
                    hinted
                        .map(|sq| position.board().coord(sq).label())
                        .unwrap_or_default(),
                ),
            };
            let key = if matches!(action, RecordedAction::StartOption { .. }) {
                "hint.start-option"
            } else {
                "hint.place"
            };
            (t.fill(key, &[("pips", &pips), ("square", &square)]), *chance)
        })
    });

    let bot_turn = table.bot_to_move();
    let named = |key: &'static str, seat| t.fill(key, &[("name", &table.name(seat))]);
    let banner = match (game.phase(), to_act) {
        (Phase::Over, _) => t.get("banner.over").to_string(),
        (_, Some(seat)) if bot_turn.is_some() && table.paused => named("banner.bot-paused", seat),
        (_, Some(seat)) if bot_turn.is_some() => named("banner.bot-thinking", seat),
        (_, Some(seat)) if table.elsewhere(seat) => named("remote.banner-waiting", seat),
        (Phase::StartFace(_), Some(seat)) => named("banner.setup", seat),
        (_, Some(seat)) => named("banner.to-move", seat),
        _ => String::new(),
    };
    // Said by screen readers after every placement, a person's or a bot's.
    let announcement = table
        .game
        .history()
        .last()
        .map(|m| describe(t, table, m).join(". "))
        .unwrap_or_default();

    let curtain = table.curtain.map(|seat| {
        // What happened since this seat last acted, so the next player catches up.
        let history = table.game.history();
        let since_start = history
            .iter()
            .rposition(|m| m.played.seat == seat)
            .map_or(0, |i| i + 1);
        let since: Vec<String> = history[since_start..]
            .iter()
            .flat_map(|m| describe(t, table, m))
            .collect();
        curtain(t, table.name(seat), seat, &since, dispatch)
    });

    let track = (!over).then(|| {
        let rooms = position.board().rooms().len() as u16;
        html! {
            <section class="track panel" aria-label={t.get("track.title")}>
                <h2>{ t.get("track.title") }</h2>
                { scoring_track(t, &vec![0; position.players() as usize], u16::from(crate::glux::scoring::FIRST_PLACE_VP) * rooms) }
                <p class="hint">{ t.get("track.hint") }</p>
            </section>
        }
    });

    html! {
        <>
            <div class="table-layout">
                <div class="board-area">
                    <div class="board-bar">
                        <p class="turn-banner" aria-live="polite">{ banner }</p>
                        <label class="toggle">
                            <input type="checkbox" checked={table.room_totals} data-action="room-totals"
                                onchange={send(dispatch, UiAction::play(GluxAction::ToggleRoomTotals))} />
                            { t.get("table.room-totals") }
                        </label>
                    </div>
                    <BoardView position={Rc::new(position.clone())} {legal} {ghost} {last} {hinted} {lines} lines_to={target}
                        room_totals={table.room_totals || over} interactive={!over}
                        names={Rc::new(table.seats.iter().map(|s| s.name.clone()).collect::<Vec<_>>())}
                        on_square={dispatch.reform(|sq| UiAction::play(GluxAction::TapSquare(sq)))} on_point={dispatch.reform(|sq| UiAction::play(GluxAction::Point(sq)))} />
                </div>
                <aside class="side">
                    if over {
                        <FinalScoring table={table.clone()} {sound} />
                    } else if let Some((seat, level)) = bot_turn {
                        <section class={classes!("bot-turn", "panel", seat_class(seat.index()))} aria-live="polite">
                            <h2>{ t.fill("bot.heading", &[("name", &table.name(seat)), ("level", &level_name(t, level))]) }</h2>
                            <p class={classes!("thinking", (thinking && !table.paused).then_some("active"))} data-bot-thinking={thinking.to_string()}>
                                { t.get(if table.paused { "bot.paused" } else { "bot.thinking" }) }
                            </p>
                        </section>
                    } else if let Some(seat) = table.elsewhere_to_move() {
                        { crate::ui::remote::host::waiting_for(t, seat, table.name(seat)) }
                    } else if !covered {
                        { hand_view(t, table, dispatch) }
                        { hint_panel(t, hint_words, dispatch) }
                    }
                    { bot_controls(t, BotPanel::of(table, table.game.game().is_over(), table.paused, table.speed, table.can_take_back()), dispatch) }
                    { player_panel(t, table) }
                    { track.into_iter().collect::<Html>() }
                    { game_log(t, table) }
                </aside>
            </div>
            { curtain.into_iter().collect::<Html>() }
            <p class="visually-hidden" aria-live="polite" data-announce="">{ announcement }</p>
        </>
    }
}
