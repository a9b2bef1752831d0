//! A GLAK game in play: the area with the turn banner (and the final round's banner), and beside it
//! the turn with its action points, every player's boards, the standing and the log; at the end the
//! final scoring. GLAK has no hidden information, so no pass-the-device screen is needed.

use super::area::{AreaView, GhostBoard, Shown};
use super::hand::hands_view;
use super::log::{announcement, game_log};
use super::score_panel::{final_scoring, standing};
use super::turn_panel::{final_round_text, turn_panel};
use crate::app::glak::table::{Choice, GlakAction, GlakTable};
use crate::app::seats::Seated;
use crate::app::state::UiAction;
use crate::glak::RecordedAction;
use crate::glak::fields::FieldSet;
use crate::i18n::Texts;
use crate::ui::bot_controls::{BotPanel, bot_controls, hint_panel};
use crate::ui::context::{use_dispatch, use_words};
use crate::ui::keys::use_document_keys;
use crate::ui::seat_look::seat_class;
use crate::ui::words::level_name;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Props of [`GlakScreen`].
#[derive(Properties, PartialEq, Clone)]
pub struct GlakScreenProps {
    /// The game in play.
    pub table: GlakTable,
    /// A bot is thinking.
    #[prop_or_default]
    pub thinking: bool,
}

/// `R` turns the chosen board, wherever the focus is (except in a text field). One listener for
/// the screen's life.
#[hook]
fn use_rotate_key(dispatch: &Callback<UiAction>) {
    let dispatch = dispatch.clone();
    use_document_keys(move |e: &web_sys::KeyboardEvent| {
        let typing = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
        if !typing && !e.ctrl_key() && !e.meta_key() && !e.alt_key() && e.key().eq_ignore_ascii_case("r") {
            e.prevent_default();
            dispatch.emit(UiAction::play(GlakAction::Rotate));
        }
    });
}

/// The GLAK table.
#[function_component(GlakScreen)]
// Long: the table's screen: its hooks, then its markup top to bottom.
pub fn glak_screen(props: &GlakScreenProps) -> Html {
    let t = use_words();
    let table = &props.table;
    let dispatch = &use_dispatch::<UiAction>();
    use_rotate_key(dispatch);
    use_effect_with(table.epoch, |_| {
        let document = web_sys::window().and_then(|w| w.document());
        let Some(document) = document else { return };
        let lost = document
            .active_element()
            .is_none_or(|el| el.tag_name() == "BODY" || !el.is_connected());
        if lost {
            let target = [
                "[data-hand-board]:not([disabled])",
                ".area [data-field][tabindex=\"0\"]",
            ]
            .iter()
            .find_map(|selector| document.query_selector(selector).ok().flatten());
            match target.map(|el| el.dyn_into::<web_sys::HtmlElement>()) {
                Some(Ok(el)) => {
                    let options = web_sys::FocusOptions::new();
                    options.set_prevent_scroll(true);
                    let _ = el.focus_with_options(&options);
                }
                Some(Err(el)) => {
                    if let Ok(svg) = el.dyn_into::<web_sys::SvgElement>() {
                        let _ = svg.focus();
                    }
                }
                None => {}
            }
        }
    });
    let game = table.game();
    let over = game.is_over();
    let names: Vec<String> = table.seats.iter().map(|s| s.name.clone()).collect();
    let to_move = game.to_act();
    let human = to_move.is_some_and(|seat| table.driver(seat).is_here());

    let banner = match to_move {
        None => t.get("glak.banner-over").to_string(),
        Some(seat) if table.bot_to_move().is_some() && table.paused => {
            t.fill("banner.bot-paused", &[("name", &table.name(seat))])
        }
        Some(seat) if table.bot_to_move().is_some() => {
            t.fill("banner.bot-thinking", &[("name", &table.name(seat))])
        }
        Some(seat) if table.elsewhere(seat) => {
            t.fill("remote.banner-waiting", &[("name", &table.name(seat))])
        }
        Some(seat) if game.board_due() => t.fill("glak.banner-board", &[("name", &table.name(seat))]),
        Some(seat) => t.fill("glak.banner-turn", &[("name", &table.name(seat))]),
    };
    let final_round = final_round_text(t, table).filter(|_| !over);
    let (lit, movable) = if human && !over {
        (table.lit_fields(), table.movable_stones())
    } else {
        (FieldSet::EMPTY, FieldSet::EMPTY)
    };
    let chosen = match table.choice {
        Choice::Stone(p) | Choice::JumpFrom(p) => Some(p),
        _ => None,
    };
    let ghost = match table.choice {
        Choice::Board(tile) if human => Some(GhostBoard {
            tile,
            rotation: table.rotation,
        }),
        _ => None,
    };
    let last = last_fields(table);
    // Expert's hint, in words and on the area.
    let hint = table.current_hint().filter(|_| human && !over);
    let hinted = match hint.flatten().map(|(action, _)| action) {
        Some(RecordedAction::Place { place }) => vec![*place],
        Some(RecordedAction::Step { step: from, to } | RecordedAction::Jump { jump: from, to }) => {
            vec![*from, *to]
        }
        _ => Vec::new(),
    };
    let hinted_slot = match hint.flatten().map(|(action, _)| action) {
        Some(RecordedAction::Lay { at, .. }) => Some(*at),
        _ => None,
    };
    let hint_words =
        hint.map(|answer| answer.map(|(action, chance)| (super::log::describe(t, action), *chance)));
    // Said by screen readers after every action, a person's or a bot's, and after an undo.
    let spoken = match (&table.undone, to_move) {
        (Some(action), Some(seat)) => t.fill(
            "glak-log.undone",
            &[
                ("name", &table.name(seat)),
                ("action", &super::log::describe(t, action)),
            ],
        ),
        _ => announcement(t, table.play.record(), &names),
    };
    let score = over.then(|| game.score());

    html! {
        <>
            <div class="table-layout glak">
                <div class="board-area">
                    <div class="board-bar">
                        <p class="turn-banner" aria-live="polite">{ banner }</p>
                        <p class="tile-set" data-tile-set="">{ tile_set_label(t, game.area().tiles()) }</p>
                    </div>
                    if let Some(text) = final_round {
                        <p class="final-round" role="status" data-final-round="">{ text }</p>
                    }
                    <AreaView game={Shown(Rc::clone(&table.shown))} names={Rc::new(names.clone())}
                        {lit} {movable} {chosen} {ghost} {last} {hinted} {hinted_slot} chains={table.chains || over} outlined={over}
                        interactive=true
                        on_field={dispatch.reform(|p| UiAction::play(GlakAction::TapField(p)))}
                        on_slot={dispatch.reform(|p| UiAction::play(GlakAction::LayAt(p)))} />
                </div>
                <aside class="side">
                    if let Some(score) = &score {
                        { final_scoring(t, &names, score) }
                        <section class="panel replay-actions">
                            { crate::ui::files::review_button(t, serde_json::to_string(&crate::app::glak::saved::saved(table)).ok()) }
                        </section>
                    } else {
                        if human {
                            { turn_panel(t, table, dispatch) }
                            { hint_panel(t, hint_words, dispatch) }
                        }
                        if let Some(seat) = table.elsewhere_to_move() {
                            { crate::ui::remote::host::waiting_for(t, seat, table.name(seat)) }
                        }
                        if let Some((seat, level)) = table.bot_to_move() {
                            <section class={classes!("bot-turn", "panel", seat_class(seat.index()))} aria-live="polite">
                                <h2>{ t.fill("bot.heading", &[("name", &table.name(seat)), ("level", &level_name(t, level))]) }</h2>
                                <p class={classes!("thinking", (props.thinking && !table.paused).then_some("active"))}
                                    data-bot-thinking={props.thinking.to_string()}>
                                    { t.get(if table.paused { "bot.paused" } else { "bot.thinking" }) }
                                </p>
                                <p class="hint">{ t.fill("glak.ap", &[("left", &game.action_points_left()), ("total", &game.turn_action_points())]) }</p>
                                if let Some(error) = table.error {
                                    <p class="refusal" role="alert" data-refusal="">{ crate::app::glak::refusal::refusal(t, error) }</p>
                                }
                            </section>
                        }
                        { bot_controls(t, BotPanel::of(table, table.game().is_over(), table.paused, table.speed, table.can_take_back()), dispatch) }
                        { standing(t, table, dispatch) }
                        { hands_view(t, table, human, dispatch) }
                    }
                    { game_log(t, table.play.record(), &names, over, &table.hinted) }
                </aside>
            </div>
            <p class="visually-hidden" aria-live="polite" data-announce="">{ spoken }</p>
        </>
    }
}

/// Which boards the game is played on: ours ("our design") or a set of the players' own, by name.
#[must_use]
pub fn tile_set_label(t: Texts, tiles: &crate::glak::TileSet) -> String {
    if tiles.is_ours() {
        t.get("glak.tiles-ours").to_string()
    } else {
        t.fill(
            "glak.tiles-own",
            &[("name", &tiles.name().unwrap_or(t.get("glak.tiles-unnamed")))],
        )
    }
}

/// The fields the last action touched, marked on the area.
fn last_fields(table: &GlakTable) -> Vec<crate::glak::Point> {
    use crate::glak::RecordedAction;
    let record = table.play.record();
    let Some(action) = record.turns.iter().rev().find_map(|turn| turn.actions.last()) else {
        return Vec::new();
    };
    match action {
        RecordedAction::Place { place } => vec![*place],
        RecordedAction::Step { step, to } => vec![*step, *to],
        RecordedAction::Jump { jump, to } => vec![*jump, *to],
        RecordedAction::Lay { .. } | RecordedAction::EndTurn { .. } => Vec::new(),
    }
}
