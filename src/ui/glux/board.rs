//! The board in SVG: rooms lit, paths dark, start markers, chips with their pips, stacks, the
//! legal destinations, the line a placement is counted along, and live room totals.

use super::chip::write_chip_face;
use crate::glux::board::column_letter;
use crate::glux::{Board, BoardState, Coord, Direction, Pips, PlacedChip, Seat, Square, SquareSet, scoring};
use crate::i18n::Texts;
use crate::ui::context::use_words;
use crate::ui::seat_look::{seat_class, write_seat_shape};
use crate::ui::svg::{num, write_inset_square};
use std::fmt::Write;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Size of one square in SVG units.
const CELL: f32 = 48.0;
/// Space between squares.
const GAP: f32 = 4.0;
/// Room for the coordinates around the board.
const MARGIN: f32 = 26.0;
const PITCH: f32 = CELL + GAP;
/// The corners of a square's cell.
const CELL_RX: &str = "7";
/// A start marker: inside its square's cell by this much, with these corners.
const START_INSET: f32 = 3.0;
const START_RX: &str = "9";

/// A placement shown before it is confirmed.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Ghost {
    /// Where.
    pub at: Square,
    /// Whose.
    pub seat: Seat,
    /// Which face.
    pub pips: Pips,
}

/// Props of [`BoardView`].
#[derive(Properties, PartialEq, Clone)]
pub struct BoardProps {
    /// What to draw.
    pub position: Rc<BoardState>,
    /// The players' names, in seat order, for the squares' accessible names (colour names if
    /// empty).
    #[prop_or_default]
    pub names: Rc<Vec<String>>,
    /// Squares to light as legal destinations.
    #[prop_or_default]
    pub legal: SquareSet,
    /// A placement awaiting confirmation.
    #[prop_or_default]
    pub ghost: Option<Ghost>,
    /// The last placement, marked.
    #[prop_or_default]
    pub last: Option<Square>,
    /// Expert's hint, marked.
    #[prop_or_default]
    pub hinted: Option<Square>,
    /// Counting lines to draw: from a chip, along a direction, to `lines_to`.
    #[prop_or_default]
    pub lines: Vec<(Square, Direction)>,
    /// Where the drawn lines end.
    #[prop_or_default]
    pub lines_to: Option<Square>,
    /// Show each room's pip totals.
    #[prop_or_default]
    pub room_totals: bool,
    /// Only part of the board: first column and row (1-based), columns and rows shown.
    #[prop_or_default]
    pub window: Option<(u8, u8, u8, u8)>,
    /// Squares take the keyboard focus (arrow keys move, Enter or Space taps).
    #[prop_or_default]
    pub interactive: bool,
    /// A square was tapped, clicked, or chosen with Enter.
    #[prop_or_default]
    pub on_square: Callback<Square>,
    /// The pointer or the focus is on a square (`None`: left the board).
    #[prop_or_default]
    pub on_point: Callback<Option<Square>>,
}

fn centre(board: &Board, sq: Square) -> (f32, f32) {
    let (x, y) = board.column_row(sq);
    (
        MARGIN + f32::from(x) * PITCH + CELL / 2.0,
        MARGIN + f32::from(y) * PITCH + CELL / 2.0,
    )
}

/// The square an event happened on, from its `data-square` attribute.
fn event_square(position: &BoardState, e: &Event) -> Option<Square> {
    let el = e.target()?.dyn_into::<web_sys::Element>().ok()?;
    let at = el.closest("[data-square]").ok()??.get_attribute("data-square")?;
    let (x, y) = at.split_once(',')?;
    position
        .board()
        .square(Coord::new(x.parse().ok()?, y.parse().ok()?))
}

/// The next square from `from` in a direction of the arrow keys (skipping holes in the layout).
fn step(position: &BoardState, from: Square, key: &str) -> Option<Square> {
    let (dx, dy): (i16, i16) = match key {
        "ArrowUp" => (0, -1),
        "ArrowDown" => (0, 1),
        "ArrowLeft" => (-1, 0),
        "ArrowRight" => (1, 0),
        _ => return None,
    };
    let board = position.board();
    let c = board.coord(from);
    let (mut col, mut row) = (i16::from(c.col), i16::from(c.row));
    loop {
        col += dx;
        row += dy;
        if col < 1 || row < 1 || col > i16::from(board.width()) || row > i16::from(board.height()) {
            return None;
        }
        if let Some(sq) = board.square(Coord::new(col as u8, row as u8)) {
            return Some(sq);
        }
    }
}

/// The size of a board's picture in SVG units.
fn view_size(board: &Board) -> (f32, f32) {
    (
        2.0 * MARGIN + f32::from(board.width()) * PITCH - GAP,
        2.0 * MARGIN + f32::from(board.height()) * PITCH - GAP,
    )
}

/// The layers of a board that never change: its background, the coordinates at its edges and the
/// rooms as connected, lit regions (each room square's plate reaches across the gap to its
/// neighbours in the same room). Written as one text, which the browser parses at once, rather than
/// as hundreds of elements made one by one (a phone's first drawing of the board;
/// docs/performance.md). Numbers and letters only.
fn fixed_layers(board: &Board) -> String {
    let (w, h) = (board.width(), board.height());
    let (view_w, view_h) = view_size(board);
    let mut out = format!(
        r#"<rect class="board-bg" x="0" y="0" width="{}" height="{}" rx="14"/><g class="coords">"#,
        num(view_w),
        num(view_h)
    );
    for c in 1..=w {
        let x = num(MARGIN + f32::from(c - 1) * PITCH + CELL / 2.0);
        let letter = column_letter(c);
        for y in [MARGIN / 2.0 + 4.0, view_h - MARGIN / 2.0 + 4.0] {
            let _ = write!(
                out,
                r#"<text class="coord" x="{x}" y="{}">{letter}</text>"#,
                num(y)
            );
        }
    }
    for r in 1..=h {
        let y = num(MARGIN + f32::from(r - 1) * PITCH + CELL / 2.0 + 4.0);
        for x in [MARGIN / 2.0, view_w - MARGIN / 2.0] {
            let _ = write!(out, r#"<text class="coord" x="{}" y="{y}">{r}</text>"#, num(x));
        }
    }
    out.push_str(r#"</g><g class="room-plates">"#);
    let same_room = |sq: Square, dx: i8, dy: i8| {
        let c = board.coord(sq);
        let (col, row) = (c.col as i16 + i16::from(dx), c.row as i16 + i16::from(dy));
        (col >= 1 && row >= 1)
            .then(|| board.square(Coord::new(col as u8, row as u8)))
            .flatten()
            .is_some_and(|n| board.room_of(n).is_some() && board.room_of(n) == board.room_of(sq))
    };
    for sq in board.squares().filter(|&sq| board.room_of(sq).is_some()) {
        let (cx, cy) = centre(board, sq);
        let (x, y) = (cx - CELL / 2.0, cy - CELL / 2.0);
        let (right, below) = (same_room(sq, 1, 0), same_room(sq, 0, 1));
        let corner = right && below && same_room(sq, 1, 1);
        let w = CELL + if right { GAP } else { 0.0 };
        let h = CELL + if below { GAP } else { 0.0 };
        let class = if board.room_of(sq) == Some(board.middle_room()) {
            "room-plate middle"
        } else {
            "room-plate"
        };
        let mut rect = |x: f32, y: f32, w: f32, h: f32| {
            let _ = write!(
                out,
                r#"<rect class="{class}" x="{}" y="{}" width="{}" height="{}"/>"#,
                num(x),
                num(y),
                num(w),
                num(h)
            );
        };
        rect(x, y, w, CELL);
        rect(x, y, CELL, h);
        if corner {
            rect(x + CELL, y + CELL, GAP, GAP);
        }
    }
    out.push_str("</g>");
    out
}

/// Everything one square shows: the same whether the board is drawn as one text (a board nobody
/// plays on) or square by square (a square whose look did not change is then not drawn again).
#[derive(PartialEq, Clone, Copy)]
struct SquareLook {
    at: Coord,
    x: f32,
    y: f32,
    room: Option<char>,
    middle: bool,
    start: Option<Seat>,
    top: Option<PlacedChip>,
    under: Option<PlacedChip>,
    legal: bool,
    last: bool,
    hinted: bool,
    ghost: Option<(Seat, Pips)>,
}

impl SquareLook {
    /// Square `sq` of `board`, empty and unmarked.
    fn empty(board: &Board, sq: Square) -> Self {
        let (cx, cy) = centre(board, sq);
        let room = board.room_of(sq);
        Self {
            at: board.coord(sq),
            x: cx - CELL / 2.0,
            y: cy - CELL / 2.0,
            room: room.map(|r| board.room(r).letter),
            middle: room == Some(board.middle_room()),
            start: None,
            top: None,
            under: None,
            legal: false,
            last: false,
            hinted: false,
            ghost: None,
        }
    }

    /// The square's classes: room or path, and its marks.
    fn class(&self) -> String {
        let mut class = String::from(if self.room.is_some() {
            "square room"
        } else {
            "square path"
        });
        for (on, mark) in [
            (self.legal, " legal"),
            (self.last, " last"),
            (self.hinted, " hinted"),
        ] {
            if on {
                class.push_str(mark);
            }
        }
        class
    }

    /// Its `data-square`: column and row.
    fn data_square(&self) -> String {
        format!("{},{}", self.at.col, self.at.row)
    }

    /// Writes what the square holds as SVG markup: its cell and start marker ([`Self::write_cell`]),
    /// then its marks and chips ([`Self::write_marks`]).
    fn write_content(&self, out: &mut String) {
        self.write_cell(out);
        self.write_marks(out);
    }

    /// Writes the square's cell and start marker: all a square shows before the game (the
    /// new-game screen's picture, which the page's main part draws without the rest).
    fn write_cell(&self, out: &mut String) {
        write_inset_square(out, "cell", (self.x, self.y), CELL, 0.0, CELL_RX);
        if let Some(owner) = self.start {
            let class = format!("start-marker {}", seat_class(owner.index()));
            write_inset_square(out, &class, (self.x, self.y), CELL, START_INSET, START_RX);
        }
    }

    /// Writes the square's legal dot, chips (a covered one with its lock) and the placement
    /// awaiting confirmation.
    fn write_marks(&self, out: &mut String) {
        let (x, y) = (self.x, self.y);
        let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
        let r = CELL * 0.36;
        if self.legal {
            let _ = write!(
                out,
                r#"<circle class="legal-dot" cx="{}" cy="{}" r="6"/>"#,
                num(cx),
                num(cy)
            );
        }
        match (self.under, self.top) {
            (Some(under), Some(top)) => {
                let _ = write!(out, r#"<g class="covered {}">"#, seat_class(under.seat.index()));
                write_seat_shape(out, under.seat, (cx + 3.0, cy + 4.0), r, "chip-under");
                out.push_str("</g>");
                write_chip_face(out, top.seat, top.pips, (cx - 1.5, cy - 2.0), r);
                let _ = write!(
                    out,
                    r#"<g class="lock" aria-hidden="true"><rect x="{}" y="{}" width="13" height="13" rx="3"/><text x="{}" y="{}">2</text></g>"#,
                    num(x + CELL - 15.0),
                    num(y + 2.0),
                    num(x + CELL - 8.5),
                    num(y + 12.5)
                );
            }
            (_, Some(top)) => write_chip_face(out, top.seat, top.pips, (cx, cy), r),
            _ => {}
        }
        if let Some((seat, pips)) = self.ghost {
            out.push_str(r#"<g class="ghost">"#);
            write_chip_face(out, seat, pips, (cx, cy), r);
            out.push_str("</g>");
        }
    }

    /// Writes the whole square as SVG markup, for a board nobody plays on: what [`SquareCell`]
    /// draws without the keyboard's focus and the accessible name.
    fn write(&self, out: &mut String) {
        self.write_open(out);
        self.write_content(out);
        out.push_str("</g>");
    }

    /// Writes the square's opening tag: its classes and data attributes.
    fn write_open(&self, out: &mut String) {
        let _ = write!(
            out,
            r#"<g class="{}" data-square="{}""#,
            self.class(),
            self.data_square()
        );
        if self.hinted {
            out.push_str(r#" data-hinted="""#);
        }
        if self.legal {
            out.push_str(r#" data-legal="""#);
        }
        if let Some(room) = self.room {
            let _ = write!(out, r#" data-room="{room}""#);
        }
        out.push('>');
    }
}

/// Props of [`SquareCell`]: the square's look, its place in the keyboard's order and the players'
/// names for its accessible name.
#[derive(Properties, PartialEq, Clone)]
struct SquareProps {
    look: SquareLook,
    tabindex: Option<&'static str>,
    names: Rc<Vec<String>>,
}

/// A seat's name for the squares' accessible names. Boards without players (the rules page's
/// diagrams) name seats by the colour they are drawn in: there every seat wears its own colour
/// (`styles/rules.css` resets the players' choices), so seat N is colour N.
fn seat_label(t: Texts, names: &[String], seat: Seat) -> String {
    names
        .get(seat.index())
        .cloned()
        .unwrap_or_else(|| crate::ui::words::colour_name(t, seat.0).to_string())
}

/// What a screen reader says for a square, e.g. "E5, room c, Anna 4, legal".
fn square_label(t: Texts, p: &SquareProps) -> String {
    let chip = |c: PlacedChip| {
        t.fill(
            "square.chip",
            &[("name", &seat_label(t, &p.names, c.seat)), ("pips", &c.pips)],
        )
    };
    let mut parts = vec![p.look.at.label()];
    parts.push(match p.look.room {
        Some(room) if p.look.middle => t.fill("square.middle-room", &[("room", &room)]),
        Some(room) => t.fill("square.room", &[("room", &room)]),
        None => t.get("square.path").to_string(),
    });
    if let Some(owner) = p.look.start {
        parts.push(t.fill("square.start", &[("name", &seat_label(t, &p.names, owner))]));
    }
    parts.push(match (p.look.top, p.look.under) {
        (Some(top), Some(under)) => {
            t.fill("square.covering", &[("top", &chip(top)), ("under", &chip(under))])
        }
        (Some(top), None) => chip(top),
        _ => t.get("square.empty").to_string(),
    });
    if let Some((_, pips)) = p.look.ghost {
        parts.push(t.fill("square.pending", &[("pips", &pips)]));
    }
    if p.look.legal {
        parts.push(t.get("square.legal").to_string());
    }
    if p.look.last {
        parts.push(t.get("square.last").to_string());
    }
    parts.join(", ")
}

/// One square of a board played on: its look drawn from its markup, in the keyboard's order, with
/// its accessible name.
#[function_component(SquareCell)]
fn square_cell(p: &SquareProps) -> Html {
    let t = use_words();
    let look = &p.look;
    // The cell and start marker apart from the marks and chips: they never change in a game, so
    // the cell under a finger stays while a mark comes or goes, and keeps its transition and the
    // hint's pulse.
    let (mut cell, mut marks) = (String::new(), String::new());
    look.write_cell(&mut cell);
    look.write_marks(&mut marks);
    html! {
        <g class={look.class()} data-square={look.data_square()}
            data-hinted={look.hinted.then_some("")}
            data-legal={look.legal.then_some("")}
            data-room={look.room.map(|l| l.to_string())}
            role={p.tabindex.map(|_| "button")} tabindex={p.tabindex}
            aria-label={p.tabindex.map(|_| square_label(t, p))}>
            { Html::from_html_unchecked(cell.into()) }
            if !marks.is_empty() {
                { Html::from_html_unchecked(marks.into()) }
            }
        </g>
    }
}

/// The board. On a board played on, squares are components of their own, so a gesture redraws only
/// the squares it changes; a board nobody plays on is written as one text. Clicks, pointer moves
/// and keys are handled once, on the board.
#[function_component(BoardView)]
// Long: the board's markup, read top to bottom: squares, chips, marks and their keyboard and
// pointer handlers share the grid's geometry.
pub fn board_view(props: &BoardProps) -> Html {
    let position = &props.position;
    let board = position.board();
    let (w, h) = (board.width(), board.height());
    let (view_w, view_h) = view_size(board);
    let t = use_words();
    let svg_ref = use_node_ref();

    // The keyboard focus: one square is in the tab order (the focused one, else the first legal
    // one, else the middle of the board); arrow keys move it.
    let focus = use_state(|| None::<Square>);
    let focused = (*focus)
        .or_else(|| props.legal.iter().next())
        .or_else(|| board.square(Coord::new(w.div_ceil(2), h.div_ceil(2))));
    {
        let svg_ref = svg_ref.clone();
        use_effect_with(*focus, move |focus| {
            // Only after an arrow key or a click moved the focus, never on the first render.
            if focus.is_some()
                && let Some(el) = svg_ref
                    .cast::<web_sys::Element>()
                    .and_then(|svg| svg.query_selector("[tabindex=\"0\"]").ok().flatten())
                    .and_then(|el| el.dyn_into::<web_sys::SvgElement>().ok())
            {
                let _ = el.focus();
            }
        });
    }

    let looks = board.squares().map(|sq| {
        let stack = position.stack(sq);
        let look = SquareLook {
            start: position.start_marker_at(sq),
            top: stack.top(),
            under: stack.covered(),
            legal: props.legal.contains(sq),
            last: props.last == Some(sq),
            hinted: props.hinted == Some(sq),
            ghost: props.ghost.filter(|g| g.at == sq).map(|g| (g.seat, g.pips)),
            ..SquareLook::empty(board, sq)
        };
        (sq, look)
    });
    // A board played on draws each square as a component (a gesture redraws only the squares it
    // changes, and the focused square stays); a board nobody plays on (a replay, a review, a
    // diagram) is one text the browser parses at once (docs/performance.md).
    let squares = if props.interactive {
        html! {
            <g class="squares">
                { for looks.map(|(sq, look)| html! {
                    <SquareCell key={u32::from(sq.0)} {look}
                        tabindex={Some(if focused == Some(sq) { "0" } else { "-1" })}
                        names={Rc::clone(&props.names)} />
                }) }
            </g>
        }
    } else {
        let mut out = String::from(r#"<g class="squares">"#);
        for (_, look) in looks {
            look.write(&mut out);
        }
        out.push_str("</g>");
        Html::from_html_unchecked(out.into())
    };

    // The counting lines and the rooms' totals: never played on, each written as one text (a
    // pointer moving over a board played on changes the lines alone).
    let mut lines = String::from(r#"<g class="count-lines">"#);
    if let Some(to) = props.lines_to {
        let (tx, ty) = centre(board, to);
        for &(from, _) in &props.lines {
            let (fx, fy) = centre(board, from);
            let _ = write!(
                lines,
                r#"<line class="count-line" x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
                num(fx),
                num(fy),
                num(tx),
                num(ty)
            );
        }
    }
    lines.push_str("</g>");
    let mut totals = String::from(r#"<g class="room-totals">"#);
    if props.room_totals {
        for (i, room) in board.rooms().iter().enumerate() {
            let pips = scoring::room_pips(position, crate::glux::RoomId(i as u8));
            let (sx, sy) = room.squares.iter().fold((0.0, 0.0), |(ax, ay), &sq| {
                let (x, y) = centre(board, sq);
                (ax + x, ay + y)
            });
            let n = room.squares.len() as f32;
            let (cx, cy) = (sx / n, sy / n);
            let shown: Vec<(usize, u16)> = pips.iter().copied().enumerate().filter(|&(_, p)| p > 0).collect();
            let wide = shown.len().max(1) as f32;
            let _ = write!(
                totals,
                r#"<g class="room-total" data-room-total="{}"><rect x="{}" y="{}" width="{}" height="22" rx="6"/>"#,
                room.letter,
                num(cx - 12.0 * wide),
                num(cy - 11.0),
                num(24.0 * wide)
            );
            if shown.is_empty() {
                let _ = write!(totals, r#"<text x="{}" y="{}">–</text>"#, num(cx), num(cy + 5.0));
            }
            for (k, &(seat, p)) in shown.iter().enumerate() {
                let _ = write!(
                    totals,
                    r#"<text class="{}" x="{}" y="{}">{p}</text>"#,
                    seat_class(seat),
                    num(cx - 12.0 * shown.len() as f32 + 12.0 + 24.0 * k as f32),
                    num(cy + 5.0)
                );
            }
            totals.push_str("</g>");
        }
    }
    totals.push_str("</g>");

    let onclick = {
        let (cb, position) = (props.on_square.clone(), Rc::clone(position));
        let focus = focus.setter();
        Callback::from(move |e: MouseEvent| {
            if let Some(sq) = event_square(&position, &e) {
                focus.set(Some(sq));
                cb.emit(sq);
            }
        })
    };
    let pointed = use_mut_ref(|| None::<Square>);
    let point = {
        let (cb, position, pointed) = (props.on_point.clone(), Rc::clone(position), pointed.clone());
        Callback::from(move |e: Event| {
            let sq = event_square(&position, &e);
            if *pointed.borrow() != sq {
                *pointed.borrow_mut() = sq;
                cb.emit(sq);
            }
        })
    };
    let onpointerleave = {
        let (cb, pointed) = (props.on_point.clone(), pointed.clone());
        Callback::from(move |_: PointerEvent| {
            *pointed.borrow_mut() = None;
            cb.emit(None);
        })
    };
    let onkeydown = {
        let (cb, position, focus) = (props.on_square.clone(), Rc::clone(position), focus.clone());
        Callback::from(move |e: KeyboardEvent| {
            let Some(from) = event_square(&position, &e) else {
                return;
            };
            let key = e.key();
            if key == "Enter" || key == " " {
                e.prevent_default();
                cb.emit(from);
            } else if let Some(next) = step(&position, from, &key) {
                e.prevent_default();
                focus.set(Some(next));
            }
        })
    };
    let (vx, vy, vw, vh) = match props.window {
        Some((col, row, cols, rows)) => (
            MARGIN + f32::from(col - 1) * PITCH - GAP,
            MARGIN + f32::from(row - 1) * PITCH - GAP,
            f32::from(cols) * PITCH + GAP,
            f32::from(rows) * PITCH + GAP,
        ),
        None => (0.0, 0.0, view_w, view_h),
    };
    let interactive = props.interactive;
    html! {
        <svg class="board" viewBox={format!("{} {} {} {}", num(vx), num(vy), num(vw), num(vh))}
            role={if interactive { "group" } else { "img" }} ref={svg_ref}
            aria-label={t.fill(if interactive { "board.label" } else { "board.picture" }, &[("w", &w), ("h", &h)])}
            {onclick} onpointerover={point.reform(Event::from)} onfocusin={point.reform(Event::from)}
            {onpointerleave} {onkeydown}>
            { Html::from_html_unchecked(fixed_layers(board).into()) }
            { squares }
            { Html::from_html_unchecked(lines.into()) }
            { Html::from_html_unchecked(totals.into()) }
        </svg>
    }
}

/// A picture of a board before the game, with each seat's start marker (the new-game screen): the
/// markup [`BoardView`] draws for it, written as one text that the browser parses at once. It is
/// drawn without the board's component, so the page's main part does not carry it (the games in
/// play's part does; docs/performance.md). `starts`: each seat's start square, in seat order.
pub fn board_picture(t: Texts, board: &Board, starts: &[Square]) -> Html {
    let (view_w, view_h) = view_size(board);
    let mut inner = fixed_layers(board);
    inner.push_str(r#"<g class="squares">"#);
    for sq in board.squares() {
        let look = SquareLook {
            start: starts.iter().position(|&s| s == sq).map(|seat| Seat(seat as u8)),
            ..SquareLook::empty(board, sq)
        };
        look.write_open(&mut inner);
        look.write_cell(&mut inner);
        inner.push_str("</g>");
    }
    inner.push_str(r#"</g><g class="count-lines"></g><g class="room-totals"></g>"#);
    html! {
        <svg class="board" viewBox={format!("0 0 {} {}", num(view_w), num(view_h))} role="img"
            aria-label={t.fill("board.picture", &[("w", &board.width()), ("h", &board.height())])}>
            { Html::from_html_unchecked(inner.into()) }
        </svg>
    }
}
