//! The reducer (`crate::app::state`) as Yew takes it, and the callbacks that send its actions.

use crate::app::screens::UiState;
use crate::app::state::UiAction;
use std::rc::Rc;
use yew::prelude::*;

/// A callback that sends one action whatever the event: one function for every button (each
/// closure would be code of its own in the bundle).
pub fn send<E>(dispatch: &Callback<UiAction>, action: UiAction) -> Callback<E> {
    let dispatch = dispatch.clone();
    Callback::from(move |_| dispatch.emit(action.clone()))
}

impl Reducible for UiState {
    type Action = UiAction;

    fn reduce(self: Rc<Self>, action: UiAction) -> Rc<Self> {
        UiState::reduce(self, action)
    }
}
