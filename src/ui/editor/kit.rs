//! What both editors share (`crate::ui::editor`): files in and out, the grid walked with the keys,
//! the list of what a drawing breaks, and the shelf of saved texts. Each game's editor is its
//! folder's (`ui/glux/editor.rs`, `ui/glak/editor.rs`).

use crate::i18n::Texts;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Offers a text as a file download.
pub fn offer_download(text: &str, file_name: &str) {
    let _ = crate::ui::files::download_text(text, file_name, "text/plain");
}

/// Reads the file chosen in `input` and hands `done` its name and text (`None` when it cannot be
/// read or is far too large for a board).
pub fn import_file(input: &web_sys::HtmlInputElement, done: impl FnOnce(String, Option<String>) + 'static) {
    crate::ui::files::read_chosen_file(input, 64_000.0, move |name, read| {
        done(
            name,
            if let crate::ui::files::FileRead::Text(text) = read {
                Some(text)
            } else {
                None
            },
        );
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

/// The verdict on a drawing that cannot be played yet: every rule it breaks, numbered as the marks
/// on the drawing name them (`data-problem`). A live region, as the messages are, so a screen reader
/// hears the list change as the drawing does.
pub fn problem_list(t: Texts, problems: impl ExactSizeIterator<Item = String>) -> Html {
    let title = match problems.len() {
        1 => t.get("editor.not-yet").to_string(),
        n => t.fill("editor.not-yet-count", &[("n", &n)]),
    };
    let items = (1usize..).zip(problems).map(|(n, text)| {
        html! { <li data-editor-problem={n.to_string()}>{ text }</li> }
    });
    html! {
        <div class="verdict problem" data-verdict="problem" role="status">
            <p class="verdict-title">{ title }</p>
            <ol class="editor-problems">{ for items }</ol>
        </div>
    }
}

/// The saved boards or tile sets of one editor (a "shelf"): the texts kept in the browser under
/// `key`, which of them is being edited, and the last message (a save, a refusal).
#[derive(Clone, PartialEq)]
pub struct Shelf {
    key: &'static str,
    /// The texts, in the order they were saved.
    pub saved: UseStateHandle<Vec<String>>,
    /// The one being edited, if the drawing is one of them.
    pub editing: UseStateHandle<Option<usize>>,
    /// The last message, and whether it is a problem.
    pub message: UseStateHandle<Option<(String, bool)>>,
}

/// The shelf of texts kept under `key` ([`crate::ui::custom_boards`]).
#[hook]
pub fn use_shelf(key: &'static str) -> Shelf {
    Shelf {
        key,
        saved: use_state(|| crate::ui::custom_boards::load(key)),
        editing: use_state(|| None),
        message: use_state(|| None),
    }
}

/// One saved text as the shelf lists it.
pub struct ShelfItem {
    /// Its place on the shelf.
    pub index: usize,
    /// Its name.
    pub name: String,
    /// What it is (size, players), or why it cannot be played.
    pub line: String,
    /// Whether it cannot be played.
    pub problem: bool,
    /// What the shelf holds, for the data-* hooks: `board` or `set`.
    pub kind: &'static str,
    /// Opens it in the editor (`None` when it cannot be opened).
    pub on_edit: Option<Callback<MouseEvent>>,
    /// Its file name when exported.
    pub file_name: String,
}

impl Shelf {
    /// Says something below the drawing (`problem` in the colour of problems).
    pub fn say(&self, text: String, problem: bool) {
        self.message.set(Some((text, problem)));
    }

    /// Opens the saved text at `index` in the editor as `value` (its drawing, kept in `draft`).
    #[must_use]
    pub fn opener<D: Clone + 'static>(
        &self,
        index: usize,
        draft: &UseStateHandle<D>,
        value: D,
    ) -> Callback<MouseEvent> {
        let (shelf, draft) = (self.clone(), draft.clone());
        Callback::from(move |_| {
            draft.set(value.clone());
            shelf.editing.set(Some(index));
            shelf.message.set(None);
        })
    }

    /// Keeps `text` in place of the one being edited, or as a new one, and says so with `saved`.
    pub fn save(&self, t: Texts, text: String, saved: &'static str) {
        let mut next = (*self.saved).clone();
        let at = match *self.editing {
            Some(i) if i < next.len() => {
                next[i] = text;
                i
            }
            _ => {
                next.push(text);
                next.len() - 1
            }
        };
        if crate::ui::custom_boards::store(self.key, &next) {
            self.saved.set(next);
            self.editing.set(Some(at));
            self.say(t.get(saved).to_string(), false);
        } else {
            self.say(t.get("editor.not-saved").to_string(), true);
        }
    }

    /// The list item of a saved text: its name, what it is, and edit, export and delete.
    pub fn item(&self, t: Texts, item: ShelfItem) -> Html {
        let ShelfItem {
            index,
            name,
            line,
            problem,
            kind,
            on_edit,
            file_name,
        } = item;
        let text = self.saved.get(index).cloned().unwrap_or_default();
        let on_export = Callback::from(move |_| offer_download(&text, &file_name));
        let on_delete = {
            let shelf = self.clone();
            let question = t.fill("editor.delete-confirm", &[("name", &name)]);
            Callback::from(move |_| {
                if !confirm(&question) {
                    return;
                }
                let mut next = (*shelf.saved).clone();
                next.remove(index);
                if crate::ui::custom_boards::store(shelf.key, &next) {
                    shelf.saved.set(next);
                    shelf.editing.set(match *shelf.editing {
                        Some(e) if e == index => None,
                        Some(e) if e > index => Some(e - 1),
                        other => other,
                    });
                } else {
                    shelf.say(t.get("editor.not-saved").to_string(), true);
                }
            })
        };
        html! {
            <li class={classes!("saved-board", (*self.editing == Some(index)).then_some("editing"))}
                data-saved={kind} data-index={index.to_string()}>
                <span class="saved-name">{ if name.is_empty() { t.get("editor.no-name").to_string() } else { name } }</span>
                <span class={classes!("saved-state", problem.then_some("problem"))}>{ line }</span>
                <span class="saved-actions">
                    <button type="button" disabled={on_edit.is_none()} onclick={on_edit.unwrap_or_default()}
                        data-action={format!("edit-{kind}")}>{ t.get("editor.edit") }</button>
                    <button type="button" onclick={on_export} data-action={format!("export-{kind}")}>{ t.get("editor.export") }</button>
                    <button type="button" onclick={on_delete} data-action={format!("delete-{kind}")}>{ t.get("editor.delete") }</button>
                </span>
            </li>
        }
    }

    /// The drawing's buttons (save, export as `file_name`) and the last message.
    pub fn save_bar(
        &self,
        t: Texts,
        kind: &'static str,
        on_save: Callback<MouseEvent>,
        text: String,
        file_name: String,
    ) -> Html {
        let on_export = Callback::from(move |_| offer_download(&text, &file_name));
        html! {
            <>
                <div class="actions">
                    <button type="button" class="primary" onclick={on_save} data-action={format!("save-{kind}")}>{ t.get("editor.save") }</button>
                    <button type="button" onclick={on_export} data-action={format!("export-{kind}-draft")}>{ t.get("editor.export") }</button>
                </div>
                if let Some((text, problem)) = (*self.message).clone() {
                    <p class={classes!("editor-message", problem.then_some("problem"))} role="status" data-editor-message="">{ text }</p>
                }
            </>
        }
    }
}

/// A file name from a board's name: letters, digits and dashes, or `fallback`.
#[must_use]
pub fn file_stem(name: &str, fallback: &str) -> String {
    let stem: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let stem = stem.trim_matches('-').to_string();
    if stem.is_empty() {
        fallback.to_string()
    } else {
        stem
    }
}
