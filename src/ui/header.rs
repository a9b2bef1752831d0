//! The header: the title and the game's actions (replay, export, share, open a file, new game),
//! with the share-link panel.

use super::files;
use super::state::{Notice, ReplaySource, Table, UiAction};
use std::rc::Rc;
use yew::prelude::*;

/// The header. `share` holds the share link while its panel is open (state kept by the app).
pub fn app_header(
    table: Option<&Table>,
    share: &UseStateHandle<Option<String>>,
    dispatch: &Callback<UiAction>,
) -> Html {
    let table = table.cloned();
    let in_game = table.is_some();
    let on_file = {
        let dispatch = dispatch.clone();
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            input.set_value("");
            let dispatch = dispatch.clone();
            if file.size() > files::MAX_FILE_BYTES {
                dispatch.emit(UiAction::Notify(Notice {
                    text: format!(
                        "{} is too large to be a Glüx game ({} bytes).",
                        file.name(),
                        file.size()
                    ),
                    problem: true,
                }));
                return;
            }
            wasm_bindgen_futures::spawn_local(async move {
                let text = wasm_bindgen_futures::JsFuture::from(file.text())
                    .await
                    .ok()
                    .and_then(|t| t.as_string());
                match text.map(|t| files::read_game_file(&t)) {
                    Some(Ok((game, seats))) => {
                        dispatch.emit(UiAction::OpenReplay(Rc::new(game), seats, ReplaySource::File))
                    }
                    Some(Err(e)) => dispatch.emit(UiAction::Notify(Notice {
                        text: format!(
                            "{} is not a Glüx game that can be opened: {e}. Nothing else was changed.",
                            file.name()
                        ),
                        problem: true,
                    })),
                    None => dispatch.emit(UiAction::Notify(Notice {
                        text: format!("{} could not be read.", file.name()),
                        problem: true,
                    })),
                }
            });
        })
    };
    let on_export = {
        let dispatch = dispatch.clone();
        let table = table.clone();
        Callback::from(move |_| {
            if let Some(table) = &table
                && let Err(problem) = files::download(table)
            {
                dispatch.emit(UiAction::Notify(Notice {
                    text: format!("The game could not be exported: {problem}"),
                    problem: true,
                }));
            }
        })
    };
    let on_share = {
        let share = share.clone();
        let table = table.clone();
        Callback::from(move |_| {
            share.set(if share.is_some() {
                None
            } else {
                table.as_ref().and_then(|t| files::share_url(&t.game))
            })
        })
    };
    let share_panel = share.as_ref().filter(|_| in_game).map(|url| {
        let copy = {
            let url = url.clone();
            Callback::from(move |_| {
                if let Some(window) = web_sys::window() {
                    let _ = window.navigator().clipboard().write_text(&url);
                }
            })
        };
        html! {
            <div class="share panel" role="dialog" aria-label="Share link">
                <p>{ format!("This link holds the whole game so far ({} characters). Whoever opens it can replay it, or play on.", url.len()) }</p>
                <div class="share-row">
                    <input type="text" readonly=true value={url.clone()} data-share-link="" aria-label="Share link"
                        onfocus={Callback::from(|e: FocusEvent| e.target_unchecked_into::<web_sys::HtmlInputElement>().select())} />
                    <button type="button" class="primary" onclick={copy} data-action="copy-link">{ "Copy" }</button>
                    <button type="button" onclick={{ let share = share.clone(); Callback::from(move |_| share.set(None)) }}>{ "Close" }</button>
                </div>
            </div>
        }
    });

    html! {
        <>
            <header class="app-header">
                <h1 class="title">{ "Glüx" }</h1>
                <nav class="header-actions">
                    if in_game {
                        <button type="button" data-action="look-back" onclick={dispatch.reform(|_| UiAction::LookBack)}
                            title="Step through the moves so far">{ "Replay" }</button>
                        <button type="button" data-action="export" onclick={on_export} title="Download the game as a file">{ "Export" }</button>
                        <button type="button" data-action="share" onclick={on_share} aria-pressed={share.is_some().to_string()}>{ "Share" }</button>
                    }
                    <label class="button" title="Open a game file">
                        { "Open" }
                        <input type="file" accept=".json,application/json" class="visually-hidden" data-action="import" onchange={on_file} />
                    </label>
                    if in_game {
                        <button type="button" data-action="new-game" onclick={dispatch.reform(|_| UiAction::ShowNewGame)}>{ "New game" }</button>
                    }
                </nav>
            </header>
            { for share_panel }
        </>
    }
}
