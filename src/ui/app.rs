//! The app's root: the header, the screen in play, and the messages. Side effects live in
//! [`super::hooks`].

use super::header::app_header;
use super::hooks::{use_autosave, use_bots, use_startup};
use super::new_game::{NewGameScreen, fresh_seed};
use super::replay::ReplayView;
use super::state::{Screen, SeatInfo, UiAction, UiState};
use super::storage;
use super::table_view::table_view;
use yew::prelude::*;

/// CSS custom properties giving each seat its chosen colour.
fn seat_colours(seats: &[SeatInfo]) -> String {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| format!("--seat-{i}: var(--colour-{});", s.colour))
        .collect()
}

/// The Glüx app.
#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(|| UiState::new(fresh_seed()));
    use_startup(&state);
    use_autosave(&state);
    let thinking = use_bots(&state);
    let share = use_state(|| None::<String>);

    let dispatch: Callback<UiAction> = {
        let state = state.clone();
        Callback::from(move |action| state.dispatch(action))
    };
    let on_continue = {
        let dispatch = dispatch.clone();
        Callback::from(move |()| {
            storage::keep_previous();
            dispatch.emit(UiAction::ContinueReplayed(fresh_seed()));
        })
    };
    let (body, colours) = match &state.screen {
        Screen::Replay(replay) => (
            html! { <ReplayView replay={replay.clone()} dispatch={dispatch.clone()} {on_continue} /> },
            seat_colours(&replay.seats),
        ),
        Screen::NewGame => (
            html! { <NewGameScreen form={state.form.clone()} can_go_back={state.suspended.is_some()} dispatch={dispatch.clone()} /> },
            seat_colours(&state.form.seats),
        ),
        Screen::Table(table) => (table_view(table, thinking, &dispatch), seat_colours(&table.seats)),
    };
    let notice = state.notice.clone().map(|n| {
        html! {
            <div class={classes!("notice", n.problem.then_some("problem"))} role="alert"
                data-notice={if n.problem { "problem" } else { "info" }}>
                <p>{ n.text }</p>
                <button type="button" onclick={dispatch.reform(|_| UiAction::DismissNotice)} aria-label="Dismiss">{ "✕" }</button>
            </div>
        }
    });

    html! {
        <div class="app" style={colours}>
            { app_header(state.table(), &share, &dispatch) }
            { for notice }
            <main>{ body }</main>
        </div>
    }
}
