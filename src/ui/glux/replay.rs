//! The Glüx replay viewer: step backwards and forwards through a game (buttons, arrow keys, Home
//! and End), jump to any move from the log, and see the scoring at the end. It shows only public
//! information: the board after each move, never a hand.

use super::board::BoardView;
use super::final_scoring::FinalScoring;
use super::log::describe_with;
use crate::app::glux::table::{GluxReplay, GluxTable};
use crate::app::kind::ReplaySource;
use crate::app::state::UiAction;
use crate::ui::context::{use_dispatch, use_words};
use crate::ui::replay::{replay_controls, use_current_in_view, use_replay_keys};
use crate::ui::seat_look::seat_class;
use crate::ui::state::send;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`ReplayView`].
#[derive(Properties, PartialEq, Clone)]
pub struct ReplayProps {
    /// The game and the move shown.
    pub replay: GluxReplay,
    /// Play on from the move shown (a game from a link or a file that is not over).
    pub on_continue: Callback<()>,
}

/// The replay viewer.
#[function_component(ReplayView)]
// Long: the replay's hooks (keys, the step shown) and its markup, top to bottom.
pub fn replay_view(props: &ReplayProps) -> Html {
    let t = use_words();
    let replay = &props.replay;
    let dispatch = &use_dispatch::<UiAction>();
    let (at, len) = (replay.at, replay.len());

    use_replay_keys(at, len, dispatch);
    use_current_in_view(at);

    let shown = replay.game.truncated(at);
    let position = shown.game().board_state();
    let full = replay.game.game();
    let names = |seat: crate::glux::Seat| replay.seats[seat.index()].name.clone();
    let last = shown.last_placed_square();
    let go = |target: usize| send(dispatch, UiAction::ReplayTo(target));
    let entries = replay.game.history().iter().enumerate().map(|(i, m)| {
        let number = i + 1;
        let lines = describe_with(t, full.board_state(), m, &names);
        html! {
            <li class={classes!(seat_class(m.played.seat.index()), (number == at).then_some("current"), (number > at).then_some("future"))}>
                <button type="button" class="jump" data-jump={number.to_string()} onclick={go(number)}
                    aria-current={(number == at).then_some("step")}>
                    <span class="move-number">{ number }</span>{ lines.join(" · ") }
                </button>
            </li>
        }
    });
    let at_end = at == len;
    let finished = at_end && full.is_over();
    let caption = match shown.history().last() {
        None => t.get("replay.start-caption").to_string(),
        Some(m) => describe_with(t, position, m, &names).join(" · "),
    };
    let table_at_end =
        finished.then(|| GluxTable::new((*replay.game).clone(), replay.seats.as_ref().clone(), 0));
    let back_label = match replay.source {
        ReplaySource::InPlay => t.get("replay.back"),
        ReplaySource::Link | ReplaySource::File => t.get("replay.close"),
    };
    let can_continue = replay.source != ReplaySource::InPlay && !full.is_over() && at_end;

    html! {
        <div class="table-layout replay" data-replay-at={at.to_string()} data-replay-len={len.to_string()}>
            <div class="board-area">
                <div class="board-bar">
                    <p class="turn-banner" aria-live="polite">{ t.fill("replay.banner", &[("at", &at), ("len", &len)]) }</p>
                </div>
                <BoardView position={Rc::new(position.clone())} {last} names={Rc::new(replay.seats.iter().map(|s| s.name.clone()).collect::<Vec<_>>())} />
                { replay_controls(t, at, len, dispatch) }
                <p class="replay-caption">{ caption }</p>
            </div>
            <aside class="side">
                if let Some(table) = table_at_end {
                    <FinalScoring {table} />
                }
                <section class="panel replay-actions">
                    <button type="button" data-action="close-replay" onclick={send(dispatch, UiAction::CloseReplay)}>{ back_label }</button>
                    { crate::ui::files::review_button(t, serde_json::to_string(&crate::app::glux::saved::SavedGame {
                        game: Some(crate::glux::record::GAME_NAME.to_string()),
                        record: replay.game.record().clone(),
                        seats: replay.seats.to_vec(),
                        bot_seed: 0,
                        hints: Vec::new(),
                    }).ok()) }
                    if can_continue {
                        <button type="button" class="primary" data-action="continue" onclick={props.on_continue.reform(|_| ())}>
                            { t.get("replay.continue") }
                        </button>
                    }
                </section>
                <section class="log panel" aria-label={t.get("replay.moves")}>
                    <h2>{ t.get("replay.moves") }</h2>
                    <ol class="log-list replay-list">
                        <li class={classes!((at == 0).then_some("current"))}>
                            <button type="button" class="jump" data-jump="0" onclick={go(0)}>{ t.get("replay.start") }</button>
                        </li>
                        { entries.into_iter().collect::<Html>() }
                    </ol>
                </section>
            </aside>
        </div>
    }
}
