//! What each game gives the new-game screen: its picture of the table for the players chosen, where
//! each seat starts, the designs to play on (the game's own, or the player's from the editor), and
//! its hints. The screen itself (`new_game.rs`) knows no game.

use crate::app::state::UiAction;
use crate::i18n::Texts;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// A game's part of the new-game screen.
pub struct SetupParts {
    /// Where each seat starts (a square's or a field's name), seat by seat; empty if the design
    /// cannot be shown.
    pub starts: Vec<String>,
    /// The game's table for the players chosen, with each seat's start.
    pub preview: Html,
    /// The choice of design (see [`design_choice`]).
    pub design: Html,
    /// What the seats are told (the board, or the boards each player gets).
    pub seats_hint: String,
    /// What the seed fixes in this game.
    pub seed_hint: &'static str,
}

/// The picture of the table on the new-game screen, described for a screen reader by `label`.
pub fn preview(label: String, picture: Html) -> Html {
    html! {
        <div class="new-game-board" role="img" aria-label={label}>{ picture }</div>
    }
}

/// The choice of design: the game's own (`builtin`), or one of the player's own (`own`: each
/// design's label and text), with a link to the editor (`editor`, the editor page and the game's
/// fragment). `label` names the choice.
pub fn design_choice(
    t: Texts,
    label: &'static str,
    builtin: &'static str,
    own: Vec<(String, String)>,
    chosen: Option<&str>,
    editor: &'static str,
    dispatch: &Callback<UiAction>,
) -> Html {
    let selected = chosen.and_then(|c| own.iter().position(|(_, text)| text == c));
    let labels: Vec<String> = own.iter().map(|(label, _)| label.clone()).collect();
    let texts: Vec<String> = own.into_iter().map(|(_, text)| text).collect();
    let onchange = dispatch.reform(move |e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        UiAction::SetDesign(value.parse::<usize>().ok().and_then(|i| texts.get(i).cloned()))
    });
    html! {
        <div class="field board-choice">
            <label for="board-choice">{ label }</label>
            <select id="board-choice" data-setup="board" {onchange}>
                <option value="" selected={selected.is_none()}>{ builtin }</option>
                { for labels.into_iter().enumerate().map(|(i, label)| html! {
                    <option value={i.to_string()} selected={selected == Some(i)}>{ label }</option>
                }) }
            </select>
            // The board editor is a page of its own, not in the offline copy.
            if !super::files::offline_copy() {
                <a class="editor-link" href={editor} data-action="open-editor">{ t.get("new-game.edit-boards") }</a>
            }
        </div>
    }
}
