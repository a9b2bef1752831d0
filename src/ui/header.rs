//! The header: the title, the game's actions (replay, export, share, open a file, new game) with
//! the share-link panel, and the settings on every screen (rules, sound, language).

use super::files;
use super::language::language_menu;
use crate::app::bridge::RemoteRef;
use crate::app::game::Table;
use crate::app::kind::GameKind;
use crate::app::screens::Notice;
use crate::app::state::UiAction;
use crate::i18n::{Lang, Texts};
use crate::ui::state::send;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The settings the header shows and changes.
pub struct Settings {
    /// The words in use.
    pub t: Texts,
    /// Choose another language.
    pub set_lang: Callback<Lang>,
    /// Whether sounds are on.
    pub sound: bool,
    /// Turn sounds on or off.
    pub toggle_sound: Callback<()>,
    /// Whether the rules are open.
    pub rules: bool,
    /// Open or close the rules.
    pub toggle_rules: Callback<()>,
    /// Whether the menu of less common actions is open (phones: the header's one row keeps the
    /// common ones; wider screens show them all in a row).
    pub menu: bool,
    /// Open (`true`) or close the menu.
    pub set_menu: Callback<bool>,
}

/// A game's name, as the header and the page's title show it.
#[must_use]
pub fn game_name(t: Texts, game: GameKind) -> &'static str {
    game.name(t)
}

/// The header. `share` says whether the share-link panel is open (state kept by the app); its link
/// is made from the game in play at every redraw, so it never shows another game's link.
// Long: the header's markup, top to bottom: the title, the menu and each of its buttons.
pub fn app_header(
    settings: &Settings,
    game: GameKind,
    new_game_screen: bool,
    table: Option<&Table>,
    remote: Option<&RemoteRef>,
    share: &UseStateHandle<bool>,
    dispatch: &Callback<UiAction>,
) -> Html {
    let t = settings.t;
    let remote = remote.cloned();
    let table = table.cloned();
    let in_game = table.is_some();
    let on_file = {
        let dispatch = dispatch.clone();
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let dispatch = dispatch.clone();
            files::read_chosen_file(&input, crate::app::MAX_FILE_BYTES, move |name, read| {
                let dispatch = dispatch.clone();
                super::hooks::open_file(t, name, read, move |action| dispatch.emit(action));
            });
        })
    };
    let on_export = {
        let dispatch = dispatch.clone();
        let table = table.clone();
        Callback::from(move |_| {
            let done = table.as_ref().map_or(Ok(()), |table| {
                files::download_game(table.saved_text(), &table.file_name(), remote.as_ref())
            });
            if let Err(problem) = done {
                dispatch.emit(UiAction::Notify(Notice {
                    text: t.fill("export.failed", &[("problem", &problem)]),
                    problem: true,
                }));
            }
        })
    };
    let on_share = {
        let share = share.clone();
        Callback::from(move |_| share.set(!*share))
    };
    // A new game closes the panel: its link would be another game's.
    let on_new_game = {
        let share = share.clone();
        let dispatch = dispatch.clone();
        Callback::from(move |_| {
            share.set(false);
            dispatch.emit(UiAction::ShowNewGame);
        })
    };
    let link = table
        .as_ref()
        .filter(|_| **share)
        .and_then(|table| table.share_link())
        .and_then(|text| files::page_with(&text));
    let share_panel = link.map(|url| {
        let copy = {
            let url = url.clone();
            Callback::from(move |_| {
                if let Some(window) = web_sys::window() {
                    let _ = window.navigator().clipboard().write_text(&url);
                }
            })
        };
        html! {
            <div class="share panel" role="dialog" aria-label={t.get("share.label")}>
                <p>{ t.fill("share.text", &[("count", &url.len())]) }</p>
                <div class="share-row">
                    <input type="text" readonly=true value={url.clone()} data-share-link="" aria-label={t.get("share.label")}
                        onfocus={Callback::from(|e: FocusEvent| e.target_unchecked_into::<web_sys::HtmlInputElement>().select())} />
                    <button type="button" class="primary" onclick={copy} data-action="copy-link">{ t.get("share.copy") }</button>
                    <button type="button" onclick={{ let share = share.clone(); Callback::from(move |_| share.set(false)) }}>{ t.get("share.close") }</button>
                </div>
            </div>
        }
    });

    // The menu closes after an action in it is chosen (not on the language switch, nor while a file
    // is being chosen), and on Escape, giving the focus back to its button.
    let menu_open = settings.menu;
    let close_after = {
        let set_menu = settings.set_menu.clone();
        Callback::from(move |e: MouseEvent| {
            let chosen = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest("button[data-action]").ok().flatten());
            if chosen.is_some() {
                set_menu.emit(false);
            }
        })
    };
    let on_menu_key = {
        let set_menu = settings.set_menu.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" && menu_open {
                set_menu.emit(false);
                if let Some(toggle) = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.query_selector("[data-action=\"menu\"]").ok().flatten())
                    .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
                {
                    let _ = toggle.focus();
                }
            }
        })
    };
    html! {
        <>
            <header class="app-header">
                <h1 class="title" data-game={game.id()}>{ game_name(t, game) }</h1>
                <nav class="header-actions" aria-label={t.get("header.actions")} onkeydown={on_menu_key}>
                    if !new_game_screen {
                        <button type="button" data-action="new-game" onclick={on_new_game}>{ t.get("header.new-game") }</button>
                    }
                    <button type="button" data-action="rules" aria-pressed={settings.rules.to_string()}
                        onclick={settings.toggle_rules.reform(|_| ())}>{ t.get("header.rules") }</button>
                    <button type="button" class="menu-toggle" data-action="menu" aria-expanded={settings.menu.to_string()}
                        aria-controls="header-menu" aria-label={t.get("header.menu")} title={t.get("header.menu")}
                        onclick={settings.set_menu.reform(move |_| !menu_open)}>{ "⋯" }</button>
                    <div id="header-menu" class={classes!("header-menu", settings.menu.then_some("open"))} onclick={close_after}>
                        if in_game {
                            <button type="button" data-action="look-back" onclick={send(dispatch, UiAction::LookBack)}
                                title={t.get("header.replay-title")}>{ t.get("header.replay") }</button>
                            <button type="button" data-action="export" onclick={on_export} title={t.get("header.export-title")}>{ t.get("header.export") }</button>
                        }
                        // A share link from the offline copy would lead to a file on this disk.
                        if in_game && !files::offline_copy() {
                            <button type="button" data-action="share" onclick={on_share} aria-pressed={share.to_string()}>{ t.get("header.share") }</button>
                        }
                        // The history is the carrier's, which the offline copy does not carry.
                        if !files::offline_copy() {
                            <button type="button" data-action="history" onclick={send(dispatch, UiAction::ShowHistory)}
                                title={t.get("header.history-title")}>{ t.get("header.history") }</button>
                        }
                        <label class="button" title={t.get("header.open-title")}>
                            { t.get("header.open") }
                            <input type="file" accept=".json,application/json" class="visually-hidden" data-action="import" onchange={on_file} />
                        </label>
                        <button type="button" data-action="sound" aria-pressed={settings.sound.to_string()} title={t.get("header.sound-title")}
                            onclick={settings.toggle_sound.reform(|_| ())}>{ t.get("header.sound") }</button>
                        { language_menu(t, &settings.set_lang) }
                    </div>
                </nav>
            </header>
            { share_panel.into_iter().collect::<Html>() }
        </>
    }
}
