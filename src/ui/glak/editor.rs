//! The GLAK tile-set editor: the starting board and the 23 small boards, 5 × 5 fields each, every
//! field open or excluded (black on the printed boards); the starting board's corners are its
//! starting fields. Checked as it is edited by the engine's reader ([`TileSet::parse`]); every rule
//! the set breaks is listed at once ([`TileSet::problems`]).

use crate::app::glak::problems::{tile_set_problem, tile_set_rule};
use crate::glak::tiles::{Cell, FIELDS, SIDE, STARTING_BOARD};
use crate::glak::{TileSet, TileSetError};
use crate::i18n::Texts;
use crate::ui::context::use_words;
use crate::ui::custom_boards::TILE_SETS_KEY;
use crate::ui::editor::kit::{
    BoardFocus, GridKeys, ShelfItem, file_stem, grid_keydown, import_file, problem_list, use_shelf,
};
use crate::ui::game::GameEditor;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// A tile set being edited: its name and each board's name and fields (`true` excluded), the
/// starting board first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileSetDraft {
    /// The set's name.
    pub name: String,
    /// Each board: its name and its fields row by row, `true` where excluded.
    pub boards: Vec<(String, [bool; FIELDS])>,
}

impl TileSetDraft {
    /// A set as a draft.
    #[must_use]
    pub fn from_set(set: &TileSet) -> TileSetDraft {
        let board = |tile: &crate::glak::Tile| {
            let mut fields = [false; FIELDS];
            for (i, field) in fields.iter_mut().enumerate() {
                *field = tile.cell(i / SIDE, i % SIDE, 0) == Cell::Excluded;
            }
            (tile.name().to_string(), fields)
        };
        TileSetDraft {
            name: set.name().unwrap_or_default().to_string(),
            boards: std::iter::once(set.starting())
                .chain(set.boards())
                .map(board)
                .collect(),
        }
    }

    /// The set's text.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut text = format!("name: {}\n", self.name.trim());
        for block in self.boards.chunks(8) {
            text.push_str(
                block
                    .iter()
                    .map(|(n, _)| format!("{n:7}"))
                    .collect::<String>()
                    .trim_end(),
            );
            text.push('\n');
            for row in 0..SIDE {
                let line: String = block
                    .iter()
                    .map(|(name, fields)| {
                        let row: String = (0..SIDE).map(|col| field_char(name, fields, row, col)).collect();
                        format!("{row:7}")
                    })
                    .collect();
                text.push_str(line.trim_end());
                text.push('\n');
            }
        }
        text
    }

    /// The set, or the first rule it breaks.
    ///
    /// # Errors
    /// The rule and where, as the engine reads the text.
    pub fn check(&self) -> Result<TileSet, TileSetError> {
        TileSet::parse(&self.to_text())
    }

    /// Every rule the set breaks, the first being [`TileSetDraft::check`]'s.
    #[must_use]
    pub fn problems(&self) -> Vec<TileSetError> {
        TileSet::problems(&self.to_text())
    }
}

/// A field as the text writes it: the starting board's corners are its starting fields.
fn field_char(name: &str, fields: &[bool; FIELDS], row: usize, col: usize) -> char {
    let corner = [(0, 0), (0, SIDE - 1), (SIDE - 1, SIDE - 1), (SIDE - 1, 0)]
        .iter()
        .position(|&c| c == (row, col));
    match corner {
        Some(k) if name == STARTING_BOARD => char::from(b'1' + k as u8),
        _ if fields[row * SIDE + col] => '#',
        _ => '.',
    }
}

/// A rule the set being edited breaks, and on which board (its text's lines mean nothing to the
/// player, who never sees it).
fn draft_problem(t: Texts, error: &TileSetError) -> String {
    let rule = tile_set_rule(t, &error.problem);
    match &error.board {
        Some(board) => t.fill("editor.tile-problem", &[("board", board), ("problem", &rule)]),
        None => rule,
    }
}

/// The GLAK tile-set editor.
#[function_component(GlakEditor)]
// Long: the editor component's hooks and callbacks (which Yew requires in the component) and its
// markup, top to bottom.
pub fn glak_editor() -> Html {
    let t = use_words();
    let shelf = use_shelf(TILE_SETS_KEY);
    let (editing, message) = (shelf.editing.clone(), shelf.message.clone());
    let draft = use_state(|| TileSetDraft::from_set(&TileSet::ours()));
    // The field with the keyboard focus: the board, and the field in it.
    let focus = use_state(|| (0usize, 0usize, 0usize));

    let list = shelf.saved.iter().enumerate().map(|(index, text)| {
        let parsed = TileSet::parse(text);
        let name = match &parsed {
            Ok(set) => set.name().unwrap_or(t.get("glak.tiles-unnamed")).to_string(),
            Err(_) => t.get("glak.tiles-unnamed").to_string(),
        };
        let line = match &parsed {
            Ok(set) => t.fill("editor.set-line", &[("boards", &set.boards().len())]),
            Err(e) => t.fill("editor.cannot-play", &[("problem", &tile_set_problem(t, e))]),
        };
        let on_edit = parsed
            .as_ref()
            .ok()
            .map(|set| shelf.opener(index, &draft, TileSetDraft::from_set(set)));
        let file_name = format!("{}.txt", file_stem(&name, "glak-tiles"));
        shelf.item(
            t,
            ShelfItem {
                index,
                name,
                line,
                problem: parsed.is_err(),
                kind: "set",
                on_edit,
                file_name,
            },
        )
    });

    let on_save = {
        let (shelf, draft) = (shelf.clone(), draft.clone());
        Callback::from(move |_| match draft.check() {
            Ok(_) => shelf.save(t, draft.to_text(), "editor.saved"),
            Err(e) => shelf.say(
                t.fill("editor.not-saved-set", &[("problem", &draft_problem(t, &e))]),
                true,
            ),
        })
    };
    let on_ours = {
        let (draft, editing, message) = (draft.clone(), editing.clone(), message.clone());
        Callback::from(move |_| {
            draft.set(TileSetDraft::from_set(&TileSet::ours()));
            editing.set(None);
            message.set(None);
        })
    };
    let on_import = {
        let (draft, editing, message) = (draft.clone(), editing.clone(), message.clone());
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let (draft, editing, message) = (draft.clone(), editing.clone(), message.clone());
            import_file(&input, move |name, text| {
                let parsed = text.as_deref().map(TileSet::parse);
                match parsed {
                    Some(Ok(set)) => {
                        draft.set(TileSetDraft::from_set(&set));
                        editing.set(None);
                        message.set(Some((t.fill("editor.imported", &[("file", &name)]), false)));
                    }
                    Some(Err(e)) => message.set(Some((
                        t.fill(
                            "editor.imported-problem",
                            &[("file", &name), ("problem", &tile_set_problem(t, &e))],
                        ),
                        true,
                    ))),
                    None => message.set(Some((t.fill("editor.not-a-board", &[("file", &name)]), true))),
                }
            });
        })
    };
    let on_name = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            let value = e.target_unchecked_into::<HtmlInputElement>().value();
            draft.set(TileSetDraft {
                name: value.chars().filter(|c| !c.is_control()).take(40).collect(),
                ..(*draft).clone()
            });
        })
    };

    let boards = draft.boards.iter().enumerate().map(|(b, (name, fields))| {
        let starting = name == STARTING_BOARD;
        let keys = GridKeys {
            columns: SIDE,
            rows: SIDE,
            focus: {
                // Each board keeps its own roving focus inside the shared state.
                let focus = focus.clone();
                let (col, row) = if focus.0 == b { (focus.1, focus.2) } else { (0, 0) };
                BoardFocus { board: b, col, row, state: focus }.into()
            },
            prefix: "field",
        };
        let onkeydown = grid_keydown(keys);
        let cells = (0..SIDE).flat_map(|row| (0..SIDE).map(move |col| (col, row))).map(|(col, row)| {
            let ch = field_char(name, fields, row, col);
            let corner = ch.is_ascii_digit();
            let onclick = {
                let (draft, focus, message) = (draft.clone(), focus.clone(), message.clone());
                Callback::from(move |_| {
                    focus.set((b, col, row));
                    if corner {
                        return;
                    }
                    let mut next = (*draft).clone();
                    next.boards[b].1[row * SIDE + col] ^= true;
                    draft.set(next);
                    message.set(None);
                })
            };
            let focused = if focus.0 == b { (focus.1, focus.2) == (col, row) } else { (col, row) == (0, 0) };
            let state = match ch {
                '#' => t.get("editor.field-excluded").to_string(),
                '.' => t.get("editor.field-open").to_string(),
                _ => t.fill("editor.field-corner", &[("n", &ch)]),
            };
            html! {
                <button type="button" id={format!("field-{b}-{col}-{row}")}
                    class={classes!("tile-field", match ch { '#' => "excluded", '.' => "open", _ => "corner" })}
                    tabindex={if focused { "0" } else { "-1" }} aria-disabled={corner.then_some("true")}
                    aria-label={t.fill("editor.field", &[("row", &(row + 1)), ("column", &(col + 1)), ("state", &state)])}
                    data-field={format!("{name}:{},{}", col + 1, row + 1)} {onclick}>
                    if corner { <span aria-hidden="true">{ ch }</span> }
                </button>
            }
        });
        let title = if starting { t.get("editor.starting-board").to_string() } else { t.fill("editor.tile", &[("name", name)]) };
        html! {
            <figure class="tile-editor" data-tile={name.clone()}>
                <div class="tile-grid" role="group" aria-label={title.clone()} {onkeydown}>{ for cells }</div>
                <figcaption>{ title }</figcaption>
            </figure>
        }
    });

    let problems = draft.problems();
    let verdict = match problems.is_empty().then(|| draft.check().ok()).flatten() {
        Some(set) => html! {
            <p class="verdict ok" data-verdict="ok">{ t.fill("editor.set-valid", &[("boards", &set.boards().len())]) }</p>
        },
        None => problem_list(t, problems.iter().map(|e| draft_problem(t, e))),
    };

    html! {
        <div class="editor-pane glak-editor">
            <section class="panel saved-list" aria-labelledby="saved-sets-title">
                <h2 id="saved-sets-title">{ t.get("editor.your-sets") }</h2>
                if shelf.saved.is_empty() {
                    <p class="hint">{ t.get("editor.no-sets-yet") }</p>
                } else {
                    <ul class="saved">{ for list }</ul>
                }
                <div class="editor-start">
                    <button type="button" onclick={on_ours} data-action="from-ours">{ t.get("editor.from-ours") }</button>
                    <label class="file-button">{ t.get("editor.import") }
                        <input type="file" accept=".txt,text/plain" onchange={on_import} data-action="import-set" /></label>
                </div>
            </section>
            <section class="panel drawing" aria-labelledby="tiles-title">
                <h2 id="tiles-title">{ t.get(if editing.is_some() { "editor.editing-set" } else { "editor.new-set" }) }</h2>
                <label class="name-field">{ t.get("editor.set-name") }
                    <input type="text" value={draft.name.clone()} maxlength="40" oninput={on_name} data-set-name="" /></label>
                <p class="hint">{ t.get("editor.tiles-hint") }</p>
                <div class="tiles">{ for boards }</div>
                { verdict }
                { shelf.save_bar(t, "set", on_save, draft.to_text(), format!("{}.txt", file_stem(&draft.name, "glak-tiles"))) }
            </section>
        </div>
    }
}

/// GLAK's editor, as `ui::games` lists it.
pub struct GlakTileEditor;

impl GameEditor for GlakTileEditor {
    fn tab_key(&self) -> &'static str {
        "editor.tab-glak"
    }

    fn view(&self) -> Html {
        html! { <GlakEditor /> }
    }
}
