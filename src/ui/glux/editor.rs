//! The Glüx board editor: a grid of squares painted as path or as rooms `a`–`z`, the middle room,
//! the start squares for 2, 3 and 4 players and a name; checked as it is edited by the engine's own
//! reader ([`Board::parse`]), so a board the editor accepts is exactly one the game plays. Every
//! rule the board breaks is listed at once ([`Board::problems`]), and its squares marked.

use crate::app::glux::problems::{board_problem, board_rule};
use crate::glux::board::{Coord, MAX_SIDE};
use crate::glux::{Board, BoardError};
use crate::i18n::Texts;
use crate::ui::context::use_words;
use crate::ui::custom_boards::BOARDS_KEY;
use crate::ui::editor::kit::{
    GridKeys, ShelfItem, file_stem, grid_keydown, import_file, problem_list, use_shelf,
};
use crate::ui::game::GameEditor;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The smallest board the editor draws (a side of 7 squares); the largest is the engine's.
pub const MIN_SIDE: usize = 7;

/// A board being drawn: every field of a board file, none of them checked yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardDraft {
    /// The board's name.
    pub name: String,
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// Each square row by row: `.` a path, `a`–`z` a room.
    pub cells: Vec<char>,
    /// The middle room's letter.
    pub middle: Option<char>,
    /// The start squares (1-based column and row) for 2, 3 and 4 players, in seat order.
    pub starts: [Vec<(u8, u8)>; 3],
}

/// What a click on a square does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Makes it a path square.
    Path,
    /// Makes it a square of this room.
    Room(char),
    /// Makes its room the middle room.
    Middle,
    /// Adds or removes it as a start square for this many players.
    Start(u8),
}

impl BoardDraft {
    /// An empty board (all path) of this size.
    #[must_use]
    pub fn empty(width: usize, height: usize) -> BoardDraft {
        BoardDraft {
            name: String::new(),
            width,
            height,
            cells: vec!['.'; width * height],
            middle: None,
            starts: Default::default(),
        }
    }

    /// A board file's text as a draft, whatever is wrong with it (the editor then says what):
    /// unknown lines are left out, squares that are neither path nor room become path.
    #[must_use]
    pub fn from_text(text: &str) -> BoardDraft {
        let mut draft = BoardDraft::empty(0, 0);
        let mut rows: Vec<Vec<char>> = Vec::new();
        let mut in_layout = false;
        for line in text.lines() {
            let line = line.trim();
            if in_layout {
                if !line.is_empty() {
                    rows.push(
                        line.chars()
                            .map(|c| if c.is_ascii_lowercase() { c } else { '.' })
                            .collect(),
                    );
                }
                continue;
            }
            let Some((key, value)) = line.split_once(':') else {
                continue;
            };
            let value = value.trim();
            match key.trim() {
                "name" => draft.name = value.to_string(),
                "middle" => draft.middle = value.chars().next(),
                "layout" => in_layout = true,
                k => {
                    let players = k
                        .strip_prefix("start")
                        .and_then(|n| n.trim().parse::<usize>().ok());
                    if let Some(list) = players.and_then(|n| draft.starts.get_mut(n.wrapping_sub(2))) {
                        *list = value
                            .split_whitespace()
                            .filter_map(|item| {
                                let (c, r) = item.split_once(',')?;
                                Some((c.trim().parse().ok()?, r.trim().parse().ok()?))
                            })
                            .collect();
                    }
                }
            }
        }
        draft.height = rows.len().min(usize::from(MAX_SIDE));
        draft.width = rows
            .iter()
            .map(Vec::len)
            .max()
            .unwrap_or(0)
            .min(usize::from(MAX_SIDE));
        draft.cells = (0..draft.height)
            .flat_map(|r| (0..draft.width).map(move |c| (r, c)))
            .map(|(r, c)| rows[r].get(c).copied().unwrap_or('.'))
            .collect();
        draft
    }

    /// The board file's text.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut text = format!("name: {}\n", self.name.trim());
        if let Some(middle) = self.middle {
            text.push_str(&format!("middle: {middle}\n"));
        }
        for (i, starts) in self.starts.iter().enumerate() {
            if !starts.is_empty() {
                let squares: Vec<String> = starts.iter().map(|(c, r)| format!("{c},{r}")).collect();
                text.push_str(&format!("start {}: {}\n", i + 2, squares.join(" ")));
            }
        }
        text.push_str("layout:\n");
        for row in self.cells.chunks(self.width.max(1)) {
            text.extend(row);
            text.push('\n');
        }
        text
    }

    /// The board, or the first rule it breaks.
    ///
    /// # Errors
    /// The rule and where, as the engine reads the text.
    pub fn check(&self) -> Result<Board, BoardError> {
        Board::parse(&self.to_text())
    }

    /// Every rule the board breaks, the first being [`BoardDraft::check`]'s.
    #[must_use]
    pub fn problems(&self) -> Vec<BoardError> {
        Board::problems(&self.to_text())
    }

    /// The square at a 0-based column and row.
    #[must_use]
    pub fn cell(&self, col: usize, row: usize) -> char {
        self.cells[row * self.width + col]
    }

    /// Uses `tool` on the square at a 0-based column and row.
    pub fn apply(&mut self, tool: Tool, col: usize, row: usize) {
        let at = (col as u8 + 1, row as u8 + 1);
        match tool {
            Tool::Path => self.cells[row * self.width + col] = '.',
            Tool::Room(letter) => self.cells[row * self.width + col] = letter,
            Tool::Middle => {
                let letter = self.cell(col, row);
                if letter != '.' {
                    self.middle = Some(letter);
                }
            }
            Tool::Start(players) => {
                let list = &mut self.starts[usize::from(players) - 2];
                if let Some(i) = list.iter().position(|&s| s == at) {
                    list.remove(i);
                } else if list.len() < usize::from(players) {
                    list.push(at);
                } else if let Some(last) = list.last_mut() {
                    *last = at;
                }
            }
        }
    }

    /// The board at another size, squares kept from the top left.
    #[must_use]
    pub fn resized(&self, width: usize, height: usize) -> BoardDraft {
        let mut next = BoardDraft {
            width,
            height,
            cells: vec!['.'; width * height],
            ..self.clone()
        };
        for row in 0..height.min(self.height) {
            for col in 0..width.min(self.width) {
                next.cells[row * width + col] = self.cell(col, row);
            }
        }
        next
    }

    /// The first letter no room uses yet.
    #[must_use]
    pub fn free_letter(&self) -> Option<char> {
        ('a'..='z').find(|l| !self.cells.contains(l))
    }

    /// The letters of the rooms drawn, in order.
    #[must_use]
    pub fn letters(&self) -> Vec<char> {
        ('a'..='z').filter(|l| self.cells.contains(l)).collect()
    }

    /// The seat (0-based) whose start square for `players` this is, if any.
    #[must_use]
    pub fn start_seat(&self, players: u8, col: usize, row: usize) -> Option<usize> {
        let at = (col as u8 + 1, row as u8 + 1);
        self.starts[usize::from(players) - 2]
            .iter()
            .position(|&s| s == at)
    }
}

/// A room's colour: hues spread by the golden angle, so neighbouring letters differ.
fn room_style(letter: char) -> String {
    let hue = (u32::from(letter) - u32::from('a')) * 137 % 360;
    format!("--room: hsl({hue} 55% 42%)")
}

/// The numbers (1-based, as listed) of the problems about the square at a 0-based column and row.
fn problems_at(problems: &[BoardError], col: usize, row: usize) -> Vec<String> {
    let at = Coord::new(col as u8 + 1, row as u8 + 1);
    (1..)
        .zip(problems)
        .filter(|(_, p)| p.squares.contains(&at))
        .map(|(n, _)| n.to_string())
        .collect()
}

/// The square's name for a screen reader: where, what, and its marks.
fn cell_label(t: Texts, draft: &BoardDraft, shown: u8, col: usize, row: usize) -> String {
    let square = Coord::new(col as u8 + 1, row as u8 + 1).label();
    let letter = draft.cell(col, row);
    let mut label = if letter == '.' {
        t.fill("editor.cell-path", &[("square", &square)])
    } else {
        t.fill("editor.cell-room", &[("square", &square), ("room", &letter)])
    };
    if letter != '.' && draft.middle == Some(letter) {
        label.push_str(t.get("editor.cell-middle"));
    }
    if let Some(seat) = draft.start_seat(shown, col, row) {
        label.push_str(&t.fill("editor.cell-start", &[("seat", &(seat + 1)), ("players", &shown)]));
    }
    label
}

/// The Glüx board editor: the saved boards, and the board being drawn.
#[function_component(GluxEditor)]
// Long: the editor component's hooks and callbacks (which Yew requires in the component) and its
// markup, top to bottom.
pub fn glux_editor() -> Html {
    let t = use_words();
    let shelf = use_shelf(BOARDS_KEY);
    let draft = use_state(|| BoardDraft::from_text(&Board::two_player().to_text().replace("two-player", "")));
    let tool = use_state(|| Tool::Room('a'));
    let shown = use_state(|| 2u8);
    let focus = use_state(|| (0usize, 0usize));
    let painting = use_state(|| false);
    let (editing, message) = (shelf.editing.clone(), shelf.message.clone());

    let problems = draft.problems();
    let board = if problems.is_empty() {
        draft.check().ok()
    } else {
        None
    };

    let edit = |next: BoardDraft| {
        let draft = draft.clone();
        let message = message.clone();
        move || {
            draft.set(next.clone());
            message.set(None);
        }
    };
    let use_tool = {
        let (draft, tool, message) = (draft.clone(), tool.clone(), message.clone());
        Callback::from(move |(col, row): (usize, usize)| {
            let mut next = (*draft).clone();
            next.apply(*tool, col, row);
            if next != *draft {
                draft.set(next);
                message.set(None);
            }
        })
    };

    // The saved boards.
    let list = shelf.saved.iter().enumerate().map(|(index, text)| {
        let parsed = Board::parse(text);
        let name = match &parsed {
            Ok(board) => board.name().to_string(),
            Err(_) => BoardDraft::from_text(text).name,
        };
        let line = match &parsed {
            Ok(board) => {
                let players: Vec<String> = board.player_counts().map(|n| n.to_string()).collect();
                t.fill(
                    "editor.board-line",
                    &[
                        ("width", &board.width()),
                        ("height", &board.height()),
                        ("players", &players.join(", ")),
                    ],
                )
            }
            Err(e) => t.fill("editor.cannot-play", &[("problem", &board_problem(t, e))]),
        };
        let on_edit = shelf.opener(index, &draft, BoardDraft::from_text(text));
        let file_name = format!("{}.txt", file_stem(&name, "glux-board"));
        shelf.item(
            t,
            ShelfItem {
                index,
                name,
                line,
                problem: parsed.is_err(),
                kind: "board",
                on_edit: Some(on_edit),
                file_name,
            },
        )
    });

    let on_save = {
        let (shelf, draft) = (shelf.clone(), draft.clone());
        Callback::from(move |_| {
            // A board that cannot be played yet is kept too, as a draft.
            let said = if draft.check().is_ok() {
                "editor.saved"
            } else {
                "editor.saved-draft"
            };
            shelf.save(t, draft.to_text(), said);
        })
    };
    let on_new = {
        let editing = editing.clone();
        let start = edit(BoardDraft::empty(draft.width, draft.height));
        Callback::from(move |_| {
            editing.set(None);
            start();
        })
    };
    let from_builtin = |board: &'static Board| {
        let editing = editing.clone();
        let mut copy = BoardDraft::from_text(&board.to_text());
        copy.name.clear();
        let start = edit(copy);
        Callback::from(move |_| {
            editing.set(None);
            start();
        })
    };
    let on_import = {
        let (draft, editing, message) = (draft.clone(), editing.clone(), message.clone());
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let (draft, editing, message) = (draft.clone(), editing.clone(), message.clone());
            import_file(&input, move |name, text| match text {
                Some(text) if text.contains("layout:") => {
                    let imported = BoardDraft::from_text(&text);
                    match imported.check() {
                        Ok(_) => message.set(Some((t.fill("editor.imported", &[("file", &name)]), false))),
                        Err(e) => message.set(Some((
                            t.fill(
                                "editor.imported-problem",
                                &[("file", &name), ("problem", &board_problem(t, &e))],
                            ),
                            true,
                        ))),
                    }
                    draft.set(imported);
                    editing.set(None);
                }
                _ => message.set(Some((t.fill("editor.not-a-board", &[("file", &name)]), true))),
            });
        })
    };
    let on_name = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            let value = e.target_unchecked_into::<HtmlInputElement>().value();
            draft.set(BoardDraft {
                name: value.chars().filter(|c| !c.is_control()).take(40).collect(),
                ..(*draft).clone()
            });
        })
    };
    let size_input = |wide: bool| {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlInputElement>().value();
            let Ok(n) = value.trim().parse::<usize>() else {
                return;
            };
            let n = n.clamp(MIN_SIDE, usize::from(MAX_SIDE));
            let (w, h) = if wide { (n, draft.height) } else { (draft.width, n) };
            draft.set(draft.resized(w, h));
        })
    };

    // The tools.
    let tool_button = |this: Tool, label: String, data: String| {
        let (tool, shown) = (tool.clone(), shown.clone());
        let chosen = *tool == this;
        let onclick = Callback::from(move |_| {
            if let Tool::Start(n) = this {
                shown.set(n);
            }
            tool.set(this);
        });
        let style = if let Tool::Room(letter) = this {
            room_style(letter)
        } else {
            String::new()
        };
        html! {
            <button type="button" role="radio" aria-checked={chosen.to_string()} data-tool={data}
                class={classes!("tool", chosen.then_some("selected"))} {style} {onclick}>{ label }</button>
        }
    };
    let mut rooms: Vec<Html> = draft
        .letters()
        .into_iter()
        .map(|l| {
            tool_button(
                Tool::Room(l),
                t.fill("editor.tool-room", &[("room", &l)]),
                format!("room-{l}"),
            )
        })
        .collect();
    if let Some(free) = draft.free_letter() {
        rooms.push(tool_button(
            Tool::Room(free),
            t.fill("editor.tool-new-room", &[("room", &free)]),
            format!("room-{free}"),
        ));
    }
    let starts = (2..=4u8).map(|n| {
        tool_button(
            Tool::Start(n),
            t.fill(
                "editor.tool-start",
                &[
                    ("players", &n),
                    ("count", &draft.starts[usize::from(n) - 2].len()),
                ],
            ),
            format!("start-{n}"),
        )
    });

    // The grid.
    let keys = GridKeys {
        columns: draft.width,
        rows: draft.height,
        focus: focus.clone().into(),
        prefix: "square",
    };
    let onkeydown = grid_keydown(keys);
    let stop_painting = {
        let painting = painting.clone();
        Callback::from(move |_: PointerEvent| painting.set(false))
    };
    let cells = (0..draft.height).flat_map(|row| (0..draft.width).map(move |col| (col, row))).map(|(col, row)| {
        let letter = draft.cell(col, row);
        let start = draft.start_seat(*shown, col, row);
        let is_middle = letter != '.' && draft.middle == Some(letter);
        // The problems about this square, by their numbers in the list below the grid.
        let marks = problems_at(&problems, col, row);
        let mut label = cell_label(t, &draft, *shown, col, row);
        if !marks.is_empty() {
            label.push_str(&t.fill("editor.cell-problem", &[("n", &marks.join(", "))]));
        }
        let onclick = {
            let (use_tool, focus) = (use_tool.clone(), focus.clone());
            Callback::from(move |e: MouseEvent| {
                focus.set((col, row));
                // A pointer press already painted; a click from the keyboard (detail 0) paints here.
                if e.detail() == 0 {
                    use_tool.emit((col, row));
                }
            })
        };
        let onpointerdown = {
            let (use_tool, painting, tool) = (use_tool.clone(), painting.clone(), *tool);
            Callback::from(move |e: PointerEvent| {
                if e.button() == 0 {
                    use_tool.emit((col, row));
                    painting.set(matches!(tool, Tool::Path | Tool::Room(_)));
                }
            })
        };
        let onpointerenter = {
            let (use_tool, painting) = (use_tool.clone(), *painting);
            Callback::from(move |e: PointerEvent| {
                if painting && e.buttons() & 1 == 1 {
                    use_tool.emit((col, row));
                }
            })
        };
        let style = if letter == '.' { String::new() } else { room_style(letter) };
        html! {
            <button type="button" id={format!("square-{col}-{row}")}
                class={classes!("square", if letter == '.' { "path" } else { "room" }, is_middle.then_some("middle"), (!marks.is_empty()).then_some("marked"))}
                {style} tabindex={if *focus == (col, row) { "0" } else { "-1" }}
                aria-label={label} data-square={format!("{},{}", col + 1, row + 1)}
                data-problem={(!marks.is_empty()).then(|| marks.join(" "))}
                {onclick} {onpointerdown} {onpointerenter}>
                // The seat number covers the room's letter (its name says both).
                if let Some(seat) = start {
                    <span class={classes!("start", format!("seat-{seat}"))} aria-hidden="true">{ seat + 1 }</span>
                } else if letter != '.' {
                    <span class="letter" aria-hidden="true">{ letter }</span>
                }
                // The numbers of the problems about it, as the list below the grid numbers them.
                if !marks.is_empty() {
                    <span class="problem-mark" aria-hidden="true">{ marks.join(",") }</span>
                }
            </button>
        }
    });
    let grid_style = format!("--columns: {}", draft.width);

    let verdict = match &board {
        Some(board) => {
            let players: Vec<String> = board.player_counts().map(|n| n.to_string()).collect();
            html! { <p class="verdict ok" data-verdict="ok">{ t.fill("editor.valid", &[("players", &players.join(", "))]) }</p> }
        }
        None => problem_list(
            t,
            problems.iter().map(|e| {
                let rule = board_rule(t, &e.problem);
                if e.squares.is_empty() {
                    rule
                } else {
                    format!("{rule} {}", t.get("editor.problem-at"))
                }
            }),
        ),
    };

    html! {
        <div class="editor-pane glux-editor">
            <section class="panel saved-list" aria-labelledby="saved-boards-title">
                <h2 id="saved-boards-title">{ t.get("editor.your-boards") }</h2>
                if shelf.saved.is_empty() {
                    <p class="hint">{ t.get("editor.none-yet") }</p>
                } else {
                    <ul class="saved">{ for list }</ul>
                }
                <div class="editor-start">
                    <label>{ t.get("editor.width") }
                        <input type="number" min={MIN_SIDE.to_string()} max={MAX_SIDE.to_string()} value={draft.width.to_string()} onchange={size_input(true)} data-size="width" /></label>
                    <label>{ t.get("editor.height") }
                        <input type="number" min={MIN_SIDE.to_string()} max={MAX_SIDE.to_string()} value={draft.height.to_string()} onchange={size_input(false)} data-size="height" /></label>
                    <button type="button" onclick={on_new} data-action="new-board">{ t.get("editor.new-empty") }</button>
                    <button type="button" onclick={from_builtin(Board::two_player())} data-action="from-two-player">{ t.get("editor.from-two") }</button>
                    <button type="button" onclick={from_builtin(Board::three_four_player())} data-action="from-three-four">{ t.get("editor.from-three-four") }</button>
                    <label class="file-button">{ t.get("editor.import") }
                        <input type="file" accept=".txt,text/plain" onchange={on_import} data-action="import-board" /></label>
                </div>
            </section>
            <section class="panel drawing" aria-labelledby="drawing-title">
                <h2 id="drawing-title">{ t.get(if editing.is_some() { "editor.editing" } else { "editor.drawing" }) }</h2>
                <label class="name-field">{ t.get("editor.name") }
                    <input type="text" value={draft.name.clone()} maxlength="40" oninput={on_name} data-board-name="" /></label>
                <div class="tools" role="radiogroup" aria-label={t.get("editor.tools")}>
                    { tool_button(Tool::Path, t.get("editor.tool-path").to_string(), "path".to_string()) }
                    { for rooms }
                    { tool_button(Tool::Middle, t.get("editor.tool-middle").to_string(), "middle".to_string()) }
                    { for starts }
                </div>
                <p class="hint">{ t.get("editor.keys-hint") }</p>
                <div class="editor-grid" role="group" aria-label={t.fill("editor.grid", &[("width", &draft.width), ("height", &draft.height)])}
                    style={grid_style} {onkeydown} onpointerup={stop_painting.clone()} onpointerleave={stop_painting}>
                    { for cells }
                </div>
                { verdict }
                { shelf.save_bar(t, "board", on_save, draft.to_text(), format!("{}.txt", file_stem(&draft.name, "glux-board"))) }
            </section>
        </div>
    }
}

/// Glüx's editor, as `ui::games` lists it.
pub struct GluxBoardEditor;

impl GameEditor for GluxBoardEditor {
    fn tab_key(&self) -> &'static str {
        "editor.tab-glux"
    }

    fn view(&self) -> Html {
        html! { <GluxEditor /> }
    }
}
