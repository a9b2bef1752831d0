//! The board editor (`editor.html`, its own wasm module `glux-editor`, loaded only when a player
//! opens it, so the game's page stays small): Glüx boards and GLAK tile sets of the players' own,
//! saved in the browser ([`super::custom_boards`]) for the new-game screen, exported and imported
//! as the text files the engines and the command-line tools read.

pub mod glak_tiles;
pub mod glux_board;

use super::language::{apply_lang, initial_lang, load, load_pages};
use crate::i18n::{Lang, Texts};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Offers a text as a file download.
pub fn offer_download(text: &str, file_name: &str) {
    let _ = super::files::download_text(text, file_name, "text/plain");
}

/// Reads the file chosen in `input` (then clears the choice) and hands `done` its name and text
/// (`None` when it cannot be read or is far too large for a board).
pub fn import_file(input: &web_sys::HtmlInputElement, done: impl FnOnce(String, Option<String>) + 'static) {
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    input.set_value("");
    let name = file.name();
    if file.size() > 64_000.0 {
        done(name, None);
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        let text = wasm_bindgen_futures::JsFuture::from(file.text())
            .await
            .ok()
            .and_then(|t| t.as_string());
        done(name, text);
    });
}

/// Asks the player to confirm (deleting a board).
#[must_use]
pub fn confirm(question: &str) -> bool {
    web_sys::window().is_some_and(|w| w.confirm_with_message(question).unwrap_or(false))
}

/// The keyboard focus of one board of a tile set: which board, and the field in it.
pub struct BoardFocus {
    /// The board's index in the set.
    pub board: usize,
    /// The focused field's column.
    pub col: usize,
    /// The focused field's row.
    pub row: usize,
    /// The set's focus: board, column, row.
    pub state: UseStateHandle<(usize, usize, usize)>,
}

/// Where the keyboard focus of a grid is kept.
pub enum Focus {
    /// A Glüx board's square: column and row.
    Square(UseStateHandle<(usize, usize)>),
    /// A field of one board of a tile set.
    Board(BoardFocus),
}

impl From<UseStateHandle<(usize, usize)>> for Focus {
    fn from(state: UseStateHandle<(usize, usize)>) -> Focus {
        Focus::Square(state)
    }
}

impl From<BoardFocus> for Focus {
    fn from(focus: BoardFocus) -> Focus {
        Focus::Board(focus)
    }
}

/// A grid of buttons walked with the arrow keys (one tab stop; Space and Enter press the button).
pub struct GridKeys {
    /// Columns.
    pub columns: usize,
    /// Rows.
    pub rows: usize,
    /// The focused cell.
    pub focus: Focus,
    /// The cells' id prefix: `square-{col}-{row}` or `field-{board}-{col}-{row}`.
    pub prefix: &'static str,
}

/// Moves the focus with the arrow keys, Home and End.
#[must_use]
pub fn grid_keydown(keys: GridKeys) -> Callback<KeyboardEvent> {
    Callback::from(move |e: KeyboardEvent| {
        let (col, row) = match &keys.focus {
            Focus::Square(state) => **state,
            Focus::Board(b) => (b.col, b.row),
        };
        let (last_col, last_row) = (keys.columns.saturating_sub(1), keys.rows.saturating_sub(1));
        let next = match e.key().as_str() {
            "ArrowLeft" => (col.saturating_sub(1), row),
            "ArrowRight" => ((col + 1).min(last_col), row),
            "ArrowUp" => (col, row.saturating_sub(1)),
            "ArrowDown" => (col, (row + 1).min(last_row)),
            "Home" => (0, row),
            "End" => (last_col, row),
            _ => return,
        };
        e.prevent_default();
        let id = match &keys.focus {
            Focus::Square(state) => {
                state.set(next);
                format!("{}-{}-{}", keys.prefix, next.0, next.1)
            }
            Focus::Board(b) => {
                b.state.set((b.board, next.0, next.1));
                format!("{}-{}-{}-{}", keys.prefix, b.board, next.0, next.1)
            }
        };
        if let Some(cell) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(&id))
            .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = cell.focus();
        }
    })
}

/// Which editor is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tab {
    Glux,
    Glak,
}

/// The tab the address names (`#glak`), Glüx otherwise.
fn tab_in_address() -> Tab {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    if hash == "#glak" { Tab::Glak } else { Tab::Glux }
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
    let languages = Lang::ALL.map(|choice| {
        let chosen = choice == *lang;
        let onclick = {
            let lang = lang.clone();
            Callback::from(move |_| {
                let lang = lang.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    if load(choice).await.is_ok() && load_pages(choice).await.is_ok() {
                        apply_lang(choice, true);
                        lang.set(choice);
                    }
                });
            })
        };
        html! {
            <button type="button" role="radio" aria-checked={chosen.to_string()} lang={choice.code()}
                class={classes!("segment", chosen.then_some("selected"))} data-lang={choice.code()} {onclick}>
                { choice.code().to_ascii_uppercase() }
            </button>
        }
    });
    let tab_button = |this: Tab, key: &'static str, id: &'static str| {
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
    html! {
        <>
            <header class="app-header editor-header">
                <h1>{ t.get("editor.title") }</h1>
                <nav class="editor-nav">
                    <a href="./" class="back-link" data-action="back-to-app">{ t.get("editor.back") }</a>
                    <span class="segments" role="radiogroup" aria-label={t.get("lang.label")}>{ for languages }</span>
                </nav>
            </header>
            <main class="editor">
                <p class="hint editor-intro">{ t.get("editor.intro") }</p>
                <div class="tabs" role="tablist" aria-label={t.get("editor.title")}>
                    { tab_button(Tab::Glux, "editor.tab-glux", "glux") }
                    { tab_button(Tab::Glak, "editor.tab-glak", "glak") }
                </div>
                <div id="editor-panel" role="tabpanel">
                    if *tab == Tab::Glux {
                        <glux_board::GluxEditor {t} />
                    } else {
                        <glak_tiles::GlakEditor {t} />
                    }
                </div>
            </main>
        </>
    }
}
