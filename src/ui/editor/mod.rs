//! The board editor (`editor.html`, a part of the pages' module, `src/modules/pages.rs`, with the
//! tutorial and the review, whose code it shares): Glüx boards and GLAK tile sets of the players' own,
//! saved in the browser ([`super::custom_boards`]) for the new-game screen, exported and imported
//! as the text files the engines and the command-line tools read. Each game's editor is its folder's
//! (`ui/glux/editor.rs`, `ui/glak/editor.rs`), reached through the seam (`GameEditor`); what both
//! share is [`kit`].

pub mod kit;

use super::games::editor as game_editor;
use super::language::{apply_lang, initial_lang, language_switch, load_with_pages};
use super::modules::{say_not_loaded, start_page};
use crate::app::kind::GameKind;
use crate::i18n::Texts;
use crate::ui::context::provide_words;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The value of `<html data-page>` on the editor's page (`static/editor.html`), which tells the
/// pages' module (`src/modules/pages.rs`) to start the editor.
pub const PAGE: &str = "editor";

/// Starts the editor's page (its part of the pages' module has just been loaded): its words (the
/// app's and the pages'; the page's start script has asked for them), then the editor.
pub fn start() {
    start_page::<Editor>(PAGE, load_with_pages(initial_lang()), |problem| {
        format!(
            "The board editor could not load its words ({problem}). Please reload the page. — \
             Der Spielplan-Editor konnte seine Texte nicht laden ({problem}). Bitte lade die Seite neu."
        )
    });
}

/// The editor's page when its part of the pages' module could not be loaded: says so in the
/// language in use (the app's words), or in English and German if they cannot be loaded either.
pub async fn not_loaded() {
    say_not_loaded(
        PAGE,
        |t| t.get("editor.failed"),
        "The board editor could not be loaded: check the connection, then reload the page. — \
         Der Spielplan-Editor konnte nicht geladen werden: Prüfe die Verbindung und lade die Seite dann neu.",
    )
    .await;
}

/// The game whose editor the address names (`#glak`), the first game otherwise.
fn tab_in_address() -> GameKind {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    GameKind::from_id(hash.trim_start_matches('#')).unwrap_or_default()
}

/// The editor page: its header (back to the game, the language), and one editor per game.
#[function_component(Editor)]
pub fn editor() -> Html {
    let lang = use_state(initial_lang);
    let tab = use_state(tab_in_address);
    let t = Texts(*lang);
    {
        // The address names the tab (`#glux`, `#glak`): a link or the history can change it.
        let tab = tab.clone();
        use_effect_with((), move |()| {
            let listener = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || tab.set(tab_in_address()));
            let window = web_sys::window();
            if let Some(window) = &window {
                let _ =
                    window.add_event_listener_with_callback("hashchange", listener.as_ref().unchecked_ref());
            }
            move || {
                if let Some(window) = window {
                    let _ = window
                        .remove_event_listener_with_callback("hashchange", listener.as_ref().unchecked_ref());
                }
            }
        });
    }
    {
        let lang = *lang;
        use_effect_with(lang, move |&lang| {
            apply_lang(lang, false);
            if let Some(document) = web_sys::window().and_then(|w| w.document()) {
                document.set_title(&format!("{} · Glüx · GLAK", Texts(lang).get("editor.title")));
            }
        });
    }
    let tab_button = |this: GameKind| {
        let (key, id) = (game_editor(this).tab_key(), this.id());
        let chosen = *tab == this;
        let onclick = {
            let tab = tab.clone();
            Callback::from(move |_| {
                if let Some(window) = web_sys::window() {
                    let _ = window.location().set_hash(id);
                }
                tab.set(this);
            })
        };
        html! {
            <button type="button" role="tab" aria-selected={chosen.to_string()} aria-controls="editor-panel"
                class={classes!("tab", chosen.then_some("selected"))} data-tab={id} {onclick}>{ t.get(key) }</button>
        }
    };
    provide_words(
        t,
        html! {
            <>
                <header class="app-header editor-header">
                    <h1>{ t.get("editor.title") }</h1>
                    <nav class="editor-nav">
                        <a href="./" class="back-link" data-action="back-to-app">{ t.get("editor.back") }</a>
                        { language_switch(t, &lang, load_with_pages) }
                    </nav>
                </header>
                <main class="editor">
                    <p class="hint editor-intro">{ t.get("editor.intro") }</p>
                    <div class="tabs" role="tablist" aria-label={t.get("editor.title")}>
                        { for GameKind::ALL.map(tab_button) }
                    </div>
                    <div id="editor-panel" role="tabpanel">
                        { game_editor(*tab).view() }
                    </div>
                </main>
            </>
        },
    )
}
