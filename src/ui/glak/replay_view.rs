//! The GLAK replay viewer: every action of a game, one at a time (buttons, arrow keys, Home and End,
//! the list of actions), with the standing after each and the final scoring at the end.

use super::area::{AreaView, Shown};
use super::log::describe;
use super::score_panel::final_scoring;
use crate::app::glak::replay::GlakReplay;
use crate::app::kind::ReplaySource;
use crate::app::state::UiAction;
use crate::core::seat::Seat;
use crate::glak::{Action, RecordedAction};
use crate::ui::context::{use_dispatch, use_words};
use crate::ui::replay::{replay_controls, use_current_in_view, use_replay_keys};
use crate::ui::seat_look::seat_class;
use crate::ui::state::send;
use std::rc::Rc;
use std::sync::Arc;
use yew::prelude::*;

/// Props of [`GlakReplayView`].
#[derive(Properties, PartialEq, Clone)]
pub struct GlakReplayProps {
    /// The game and the action shown.
    pub replay: GlakReplay,
    /// Play on from the action shown (a game from a link or a file that is not over).
    pub on_continue: Callback<()>,
}

/// The replay viewer.
#[function_component(GlakReplayView)]
// Long: the replay's hooks (keys, the step shown) and its markup, top to bottom.
pub fn glak_replay_view(props: &GlakReplayProps) -> Html {
    let t = use_words();
    let replay = &props.replay;
    let dispatch = &use_dispatch::<UiAction>();
    let (at, len) = (replay.at, replay.len());
    use_replay_keys(at, len, dispatch);
    use_current_in_view(at);
    let shown = Rc::new(replay.game_at(at));
    let names: Vec<String> = replay.seats.iter().map(|s| s.name.clone()).collect();
    let tiles = Arc::clone(&replay.tiles);
    let line = |seat: Seat, action: Action| {
        let name = names.get(seat.index()).cloned().unwrap_or_default();
        t.fill(
            "glak-log.announce",
            &[
                ("name", &name),
                (
                    "action",
                    &describe(t, &RecordedAction::from_action(action, &tiles)),
                ),
            ],
        )
    };
    let go = |target: usize| send(dispatch, UiAction::ReplayTo(target));
    let entries = replay.actions.iter().enumerate().map(|(i, &(seat, action))| {
        let number = i + 1;
        html! {
            <li class={classes!(seat_class(seat.index()), (number == at).then_some("current"), (number > at).then_some("future"))}>
                <button type="button" class="jump" data-jump={number.to_string()} onclick={go(number)}
                    aria-current={(number == at).then_some("step")}>
                    <span class="move-number">{ number }</span>{ line(seat, action) }
                </button>
            </li>
        }
    });
    let caption = match at.checked_sub(1).map(|i| replay.actions[i]) {
        None => t.get("replay.start-caption").to_string(),
        Some((seat, action)) => line(seat, action),
    };
    let at_end = at == len;
    let over = shown.is_over();
    let score = shown.score();
    let back_label = match replay.source {
        ReplaySource::InPlay => t.get("replay.back"),
        ReplaySource::Link | ReplaySource::File => t.get("replay.close"),
    };
    let can_continue = replay.source != ReplaySource::InPlay && !over && at_end;
    let standing = (!over).then(|| {
        let rows = names.iter().enumerate().map(|(i, name)| html! {
            <li class={seat_class(i)}>{ t.fill("glak.standing-line", &[("name", name), ("score", &score.score[i])]) }</li>
        });
        html! {
            <section class="standing panel" aria-label={t.get("glak.standing")}>
                <h2>{ t.get("glak.standing") }</h2>
                <ul class="standing-list">{ rows.collect::<Html>() }</ul>
            </section>
        }
    });

    html! {
        <div class="table-layout glak replay" data-replay-at={at.to_string()} data-replay-len={len.to_string()}>
            <div class="board-area">
                <div class="board-bar">
                    <p class="turn-banner" aria-live="polite">{ t.fill("replay.banner", &[("at", &at), ("len", &len)]) }</p>
                </div>
                <AreaView game={Shown(Rc::clone(&shown))} names={Rc::new(names.clone())} chains={over} outlined={over} focusable_frame=true />
                { replay_controls(t, at, len, dispatch) }
                <p class="replay-caption">{ caption }</p>
            </div>
            <aside class="side">
                if over {
                    { final_scoring(t, &names, &score) }
                }
                { standing.unwrap_or_default() }
                <section class="panel replay-actions">
                    <button type="button" data-action="close-replay" onclick={send(dispatch, UiAction::CloseReplay)}>{ back_label }</button>
                    { crate::ui::files::review_button(t, serde_json::to_string(&crate::app::glak::saved::SavedGlak {
                        game: crate::glak::record::GAME_NAME.to_string(),
                        record: replay.record.as_ref().clone(),
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
                        { entries.collect::<Html>() }
                    </ol>
                </section>
            </aside>
        </div>
    }
}
