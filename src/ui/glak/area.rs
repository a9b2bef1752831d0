//! The play area in SVG: the boards laid so far with their outlines, open and excluded fields, the
//! starting fields in the players' colours, stones (colour and shape), territories tinted in their
//! owner's colour, the longest chains on demand, the fields a click acts on, and while a board is
//! chosen every free place it may go, drawn as its ghost. It grows as boards are laid.

use crate::core::seat::Seat;
use crate::glak::fields::FieldSet;
use crate::glak::tiles::{Cell, SIDE};
use crate::glak::{Area, Game, Place, Point, scoring};
use crate::i18n::Texts;
use crate::ui::context::use_words;
use crate::ui::seat_look::{seat_class, seat_shape};
use crate::ui::svg::{num, write_inset_square};
use std::fmt::Write;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Size of one field in SVG units.
const CELL: f32 = 40.0;
/// Room for the coordinates along the top and the left.
const MARGIN: f32 = 22.0;
/// A field's plate: inside its cell by this much, with these corners.
const PLATE_INSET: f32 = 1.5;
const PLATE_RX: &str = "5";
/// A starting field's marker: inside its cell by this much, with these corners.
const START_INSET: f32 = 4.0;
const START_RX: &str = "7";
/// The corners of a board's outline.
const OUTLINE_RX: &str = "6";

/// A game to draw, compared by identity (every action makes a new one).
#[derive(Clone, Debug)]
pub struct Shown(pub Rc<Game>);

impl PartialEq for Shown {
    fn eq(&self, other: &Shown) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// A field's name: its coordinates as the rules, records and the log write them, e.g. `[3, -1]`.
/// Stable however the area grows.
#[must_use]
pub fn field_name(p: Point) -> String {
    format!("[{}, {}]", p.x, p.y)
}

/// A board chosen from the hand, shown as a ghost on every free place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GhostBoard {
    /// The board's index in the tile set.
    pub tile: usize,
    /// Quarter turns clockwise.
    pub rotation: u8,
}

/// Props of [`AreaView`].
#[derive(Properties, PartialEq, Clone)]
pub struct AreaProps {
    /// The game to draw.
    pub game: Shown,
    /// The players' names by seat (colour names when empty, as in the rules' diagrams).
    #[prop_or_default]
    pub names: Rc<Vec<String>>,
    /// Fields where a click acts.
    #[prop_or_default]
    pub lit: FieldSet,
    /// Own stones a click chooses.
    #[prop_or_default]
    pub movable: FieldSet,
    /// The chosen stone.
    #[prop_or_default]
    pub chosen: Option<Point>,
    /// Mark every player's longest chain.
    #[prop_or_default]
    pub chains: bool,
    /// Outline every territory (the final scoring).
    #[prop_or_default]
    pub outlined: bool,
    /// The board chosen to be laid: its ghost on every free place.
    #[prop_or_default]
    pub ghost: Option<GhostBoard>,
    /// Fields take the keyboard focus (arrow keys move, Enter or Space act).
    #[prop_or_default]
    pub interactive: bool,
    /// The frame takes the keyboard focus, so a wide area can be scrolled from the keyboard
    /// (when the fields do not take it).
    #[prop_or_default]
    pub focusable_frame: bool,
    /// Fields to mark as the last action's.
    #[prop_or_default]
    pub last: Vec<Point>,
    /// Fields of Expert's hint, marked.
    #[prop_or_default]
    pub hinted: Vec<Point>,
    /// The free place of Expert's hint (a board to lay there), marked while a board is chosen.
    #[prop_or_default]
    pub hinted_slot: Option<Place>,
    /// A field was clicked or chosen with Enter.
    #[prop_or_default]
    pub on_field: Callback<Point>,
    /// A free place was clicked or chosen with Enter.
    #[prop_or_default]
    pub on_slot: Callback<Place>,
}

/// Everything one field shows, so that a field whose look did not change is not drawn again.
#[derive(Properties, PartialEq, Clone)]
struct FieldProps {
    at: Point,
    x: f32,
    y: f32,
    open: bool,
    start: Option<Seat>,
    stone: Option<Seat>,
    territory: Option<Seat>,
    chain: bool,
    lit: bool,
    movable: bool,
    chosen: bool,
    last: bool,
    #[prop_or_default]
    hinted: bool,
    tabindex: Option<&'static str>,
    names: Rc<Vec<String>>,
}

/// A seat's name, or in a diagram without players the colour it is drawn in.
fn seat_label(t: Texts, names: &[String], seat: Seat) -> String {
    names
        .get(seat.index())
        .cloned()
        .unwrap_or_else(|| crate::ui::words::colour_name(t, seat.0).to_string())
}

/// What a screen reader says for a field, e.g. "[2, 3], Anna's stone, Anna's territory".
fn field_label(t: Texts, p: &FieldProps) -> String {
    let name = |seat| seat_label(t, &p.names, seat);
    let mut parts = vec![field_name(p.at)];
    if !p.open {
        parts.push(t.get("field.excluded").to_string());
    }
    if let Some(owner) = p.start {
        parts.push(t.fill("field.start", &[("name", &name(owner))]));
    }
    match p.stone {
        Some(seat) => parts.push(t.fill("field.stone", &[("name", &name(seat))])),
        None if p.open => parts.push(t.get("field.empty").to_string()),
        None => {}
    }
    if let Some(owner) = p.territory {
        parts.push(t.fill("field.territory", &[("name", &name(owner))]));
    }
    if p.chain {
        parts.push(t.get("field.chain").to_string());
    }
    if p.chosen {
        parts.push(t.get("field.chosen").to_string());
    }
    if p.lit {
        parts.push(t.get("field.lit").to_string());
    }
    if p.last {
        parts.push(t.get("field.last").to_string());
    }
    parts.join(", ")
}

/// One field: its plate, its starting-field marker, its territory tint, its stone and marks.
#[function_component(FieldCell)]
fn field_cell(p: &FieldProps) -> Html {
    let t = use_words();
    let (x, y) = (p.x, p.y);
    let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
    let classes = classes!(
        "field",
        if p.open { "open" } else { "excluded" },
        p.territory.map(|s| classes!("territory", seat_class(s.index()))),
        p.lit.then_some("legal"),
        p.movable.then_some("movable"),
        p.chosen.then_some("chosen"),
        p.last.then_some("last"),
        p.hinted.then_some("hinted"),
    );
    html! {
        <g class={classes} data-field={format!("{},{}", p.at.x, p.at.y)} data-hinted={p.hinted.then_some("")}
            data-legal={p.lit.then_some("")} data-stone={p.stone.map(|s| s.0.to_string())}
            data-movable={p.movable.then_some("")}
            data-territory={p.territory.map(|s| s.0.to_string())}
            role={p.tabindex.map(|_| "button")} tabindex={p.tabindex}
            aria-label={p.tabindex.map(|_| field_label(t, p))}>
            <rect class="plate" x={num(x + PLATE_INSET)} y={num(y + PLATE_INSET)} width={num(CELL - 2.0 * PLATE_INSET)}
                height={num(CELL - 2.0 * PLATE_INSET)} rx={PLATE_RX} />
            if let Some(owner) = p.start {
                <rect class={classes!("start-field", seat_class(owner.index()))} x={num(x + START_INSET)} y={num(y + START_INSET)}
                    width={num(CELL - 2.0 * START_INSET)} height={num(CELL - 2.0 * START_INSET)} rx={START_RX} />
            }
            if !p.open {
                <path class="wall-mark" d={wall_mark(x, y)} />
            }
            if p.lit { <circle class="legal-dot" cx={num(cx)} cy={num(cy)} r="5" /> }
            if let Some(seat) = p.stone {
                <g class={classes!("stone", seat_class(seat.index()))}>
                    { seat_shape(seat, cx, cy, CELL * 0.3, "stone-body") }
                </g>
            }
            if p.chain { <circle class="chain-mark" cx={num(cx)} cy={num(cy)} r={num(CELL * 0.44)} /> }
        </g>
    }
}

/// The cross on an excluded field whose cell's corner is at `(x, y)`: a path's outline.
fn wall_mark(x: f32, y: f32) -> String {
    format!(
        "M{} {}l{} {}M{} {}l{} {}",
        num(x + 9.0),
        num(y + 9.0),
        num(CELL - 18.0),
        num(CELL - 18.0),
        num(x + CELL - 9.0),
        num(y + 9.0),
        num(18.0 - CELL),
        num(CELL - 18.0)
    )
}

/// The fields of the lattice places shown, from the first to the last (top left, bottom right).
fn extent(places: impl Iterator<Item = Place>) -> (Point, Point) {
    let side = SIDE as i32;
    let (bx0, by0, bx1, by1) = places.fold((0, 0, 0, 0), |(a, b, c, d), p| {
        (a.min(p.bx), b.min(p.by), c.max(p.bx), d.max(p.by))
    });
    (
        Point::new(bx0 * side, by0 * side),
        Point::new(bx1 * side + side - 1, by1 * side + side - 1),
    )
}

/// The size in SVG units of the area's picture of the fields from `min` to `max`.
fn view_size(min: Point, max: Point) -> (f32, f32) {
    (
        MARGIN + (max.x - min.x + 1) as f32 * CELL + 4.0,
        MARGIN + (max.y - min.y + 1) as f32 * CELL + 4.0,
    )
}

/// The coordinates along the top and the left of the fields from `min` to `max`, as one text that
/// the browser parses at once (numbers only).
fn coords_text(min: Point, max: Point) -> String {
    let mut out = String::new();
    for x in min.x..=max.x {
        let _ = write!(
            out,
            r#"<text class="coord" x="{}" y="{}">{x}</text>"#,
            num(MARGIN + (x - min.x) as f32 * CELL + CELL / 2.0),
            num(MARGIN - 7.0)
        );
    }
    for y in min.y..=max.y {
        let _ = write!(
            out,
            r#"<text class="coord" x="{}" y="{}">{y}</text>"#,
            num(MARGIN / 2.0),
            num(MARGIN + (y - min.y) as f32 * CELL + CELL / 2.0 + 4.0)
        );
    }
    out
}

/// The field an event happened on, from its `data-field` attribute.
fn event_point(e: &Event, attribute: &str) -> Option<(i32, i32)> {
    let el = e.target()?.dyn_into::<web_sys::Element>().ok()?;
    let at = el
        .closest(&format!("[{attribute}]"))
        .ok()??
        .get_attribute(attribute)?;
    let (x, y) = at.split_once(',')?;
    Some((x.parse().ok()?, y.parse().ok()?))
}

/// The next field from `from` in the direction of an arrow key, across excluded fields and gaps in
/// the area, within `(min, max)`.
fn step(game: &Game, from: Point, key: &str, (min, max): (Point, Point)) -> Option<Point> {
    let (dx, dy) = match key {
        "ArrowUp" => (0, -1),
        "ArrowDown" => (0, 1),
        "ArrowLeft" => (-1, 0),
        "ArrowRight" => (1, 0),
        _ => return None,
    };
    let mut p = from;
    loop {
        p = Point::new(p.x + dx, p.y + dy);
        if p.x < min.x || p.y < min.y || p.x > max.x || p.y > max.y {
            return None;
        }
        if game.area().cell(p).is_some() {
            return Some(p);
        }
    }
}

/// The play area.
#[function_component(AreaView)]
// Long: the play area's markup, read top to bottom: fields, stones, walls and their keyboard and
// pointer handlers share the grid's geometry.
pub fn area_view(props: &AreaProps) -> Html {
    let t = use_words();
    let game = &props.game.0;
    let area = game.area();
    let side = SIDE as i32;
    let slots = props.ghost.map(|_| area.free_slots()).unwrap_or_default();
    // The lattice places shown: the boards, and the free places while a board is chosen.
    let places: Vec<Place> = area
        .boards()
        .iter()
        .map(|b| b.at)
        .chain(slots.iter().copied())
        .collect();
    let (min, max) = extent(places.iter().copied());
    let to_x = |x: i32| MARGIN + (x - min.x) as f32 * CELL;
    let to_y = |y: i32| MARGIN + (y - min.y) as f32 * CELL;
    let (view_w, view_h) = view_size(min, max);
    let svg_ref = use_node_ref();

    // The keyboard focus: one field is in the tab order (the focused one, else the first lit one,
    // else the middle of the starting board); arrow keys move it.
    let focus = use_state(|| None::<Point>);
    let focused = (*focus)
        .filter(|&p| area.cell(p).is_some())
        .or_else(|| props.lit.first().map(|f| area.point(f)))
        .or_else(|| props.movable.first().map(|f| area.point(f)))
        .unwrap_or(Point::new(2, 2));
    {
        let svg_ref = svg_ref.clone();
        use_effect_with(*focus, move |focus| {
            // Only after an arrow key or a click moved the focus, never on the first render.
            if focus.is_some()
                && let Some(el) = svg_ref
                    .cast::<web_sys::Element>()
                    .and_then(|svg| svg.query_selector("[data-field][tabindex=\"0\"]").ok().flatten())
                    .and_then(|el| el.dyn_into::<web_sys::SvgElement>().ok())
            {
                let _ = el.focus();
            }
        });
    }

    let view = game.scoring_view();
    let mut owner = vec![None; crate::glak::fields::MAX_FIELDS];
    let territories = scoring::field_territories(view);
    for territory in &territories {
        for f in territory.fields.iter() {
            owner[f.index()] = Some(territory.seat);
        }
    }
    // Each player's longest chain, as the score counts it.
    let chains: Vec<Point> = if props.chains {
        game.score().chains.concat()
    } else {
        Vec::new()
    };
    let starts = game.starting_fields();
    let start_owner = |p: Point| starts.iter().position(|&s| s == p).map(|i| Seat(i as u8));

    let fields = area.fields().map(|p| {
        let f = area.field_at(p);
        let number = f.map_or(0, |f| f.index());
        let open = area.is_open(p);
        html! {
            <FieldCell key={number} at={p} x={to_x(p.x)} y={to_y(p.y)} {open}
                start={start_owner(p)} stone={game.stone_at(p)}
                territory={f.and_then(|f| owner[f.index()])}
                chain={chains.contains(&p)}
                lit={f.is_some_and(|f| props.lit.contains(f))}
                movable={f.is_some_and(|f| props.movable.contains(f))}
                chosen={props.chosen == Some(p)} last={props.last.contains(&p)} hinted={props.hinted.contains(&p)}
                tabindex={props.interactive.then_some(if focused == p { "0" } else { "-1" })}
                names={Rc::clone(&props.names)} />
        }
    });

    let outlines = area.boards().iter().map(|b| {
        let (x, y) = (to_x(b.at.bx * side), to_y(b.at.by * side));
        let name = b.tile.map(|i| area.tiles().boards()[i].name().to_string());
        html! {
            <g class={classes!("board-outline", b.tile.is_none().then_some("starting-board"))}
                data-board={name.clone()}>
                <rect x={num(x)} y={num(y)} width={num(CELL * SIDE as f32)} height={num(CELL * SIDE as f32)} rx={OUTLINE_RX} />
                if let Some(name) = name {
                    <text class="board-name" x={num(x + 3.0)} y={num(y + 10.0)}>{ name }</text>
                }
            </g>
        }
    });

    // Every free place, with the chosen board's ghost in its rotation.
    let ghosts = props.ghost.map(|ghost| {
        let tile = &area.tiles().boards()[ghost.tile];
        slots
            .iter()
            .map(|&at| {
                let (x, y) = (to_x(at.bx * side), to_y(at.by * side));
                let walls = (0..SIDE)
                    .flat_map(|row| (0..SIDE).map(move |col| (row, col)))
                    .filter(|&(row, col)| tile.cell(row, col, ghost.rotation) == Cell::Excluded)
                    .map(|(row, col)| html! {
                        <rect class="ghost-wall" x={num(x + col as f32 * CELL + 3.0)} y={num(y + row as f32 * CELL + 3.0)}
                            width={num(CELL - 6.0)} height={num(CELL - 6.0)} rx="4" />
                    });
                let label = t.fill(
                    "area.slot",
                    &[("board", &tile.name()), ("place", &format!("[{}, {}]", at.bx, at.by))],
                );
                html! {
                    <g class={classes!("slot", (props.hinted_slot == Some(at)).then_some("hinted"))}
                        data-slot={format!("{},{}", at.bx, at.by)} data-legal=""
                        data-hinted={(props.hinted_slot == Some(at)).then_some("")}
                        role={props.interactive.then_some("button")} tabindex={props.interactive.then_some("0")}
                        aria-label={label}>
                        <rect class="slot-outline" x={num(x + 1.0)} y={num(y + 1.0)}
                            width={num(CELL * SIDE as f32 - 2.0)} height={num(CELL * SIDE as f32 - 2.0)} rx="6" />
                        { walls.collect::<Html>() }
                    </g>
                }
            })
            .collect::<Html>()
    });

    let onclick = {
        let (on_field, on_slot) = (props.on_field.clone(), props.on_slot.clone());
        let focus = focus.setter();
        Callback::from(move |e: MouseEvent| {
            if let Some((x, y)) = event_point(&e, "data-field") {
                focus.set(Some(Point::new(x, y)));
                on_field.emit(Point::new(x, y));
            } else if let Some((bx, by)) = event_point(&e, "data-slot") {
                on_slot.emit(Place::new(bx, by));
            }
        })
    };
    let onkeydown = {
        let (on_field, on_slot) = (props.on_field.clone(), props.on_slot.clone());
        let game = Rc::clone(game);
        let focus = focus.clone();
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            if let Some((bx, by)) = event_point(&e, "data-slot") {
                if key == "Enter" || key == " " {
                    e.prevent_default();
                    on_slot.emit(Place::new(bx, by));
                }
                return;
            }
            let Some((x, y)) = event_point(&e, "data-field") else {
                return;
            };
            let from = Point::new(x, y);
            if key == "Enter" || key == " " {
                e.prevent_default();
                on_field.emit(from);
            } else if let Some(next) = step(&game, from, &key, (min, max)) {
                e.prevent_default();
                focus.set(Some(next));
            }
        })
    };
    let interactive = props.interactive;
    // Fields stay large enough to tap: a wide area scrolls inside its frame, never the page.
    let columns = max.x - min.x + 1;
    html! {
        <div class="area-frame" tabindex={props.focusable_frame.then_some("0")}
            role={props.focusable_frame.then_some("region")}
            aria-label={props.focusable_frame.then(|| t.fill("area.picture", &[("count", &area.boards().len())]))}>
        <svg class={classes!("area", props.outlined.then_some("outlined"))} style={format!("--columns: {columns}")}
            viewBox={format!("0 0 {} {}", num(view_w), num(view_h))}
            role={if interactive { "group" } else { "img" }} ref={svg_ref}
            aria-label={t.fill(if interactive { "area.label" } else { "area.picture" }, &[("count", &area.boards().len())])}
            {onclick} {onkeydown}>
            <g class="coords" aria-hidden="true">{ Html::from_html_unchecked(coords_text(min, max).into()) }</g>
            <g class="fields">{ fields.collect::<Html>() }</g>
            <g class="outlines" aria-hidden="true">{ outlines.collect::<Html>() }</g>
            <g class="slots">{ ghosts.unwrap_or_default() }</g>
        </svg>
        </div>
    }
}

/// A picture of the play area before the game: the starting board with each seat's starting field
/// (the new-game screen), the markup [`AreaView`] draws for it, written as one text that the
/// browser parses at once. It is drawn without the area's component, so the page's main part
/// carries neither that nor the game's scoring (the games in play's part does;
/// docs/performance.md). `starts`: each seat's starting field, in seat order.
pub fn area_picture(t: Texts, area: &Area, starts: &[Point]) -> Html {
    let side = SIDE as i32;
    let (min, max) = extent(area.boards().iter().map(|b| b.at));
    let to_x = |x: i32| MARGIN + (x - min.x) as f32 * CELL;
    let to_y = |y: i32| MARGIN + (y - min.y) as f32 * CELL;
    let mut inner = format!(
        r#"<g class="coords" aria-hidden="true">{}</g><g class="fields">"#,
        coords_text(min, max)
    );
    for p in area.fields() {
        let (x, y) = (to_x(p.x), to_y(p.y));
        let open = area.is_open(p);
        let _ = write!(
            inner,
            r#"<g class="field {}" data-field="{},{}">"#,
            if open { "open" } else { "excluded" },
            p.x,
            p.y
        );
        write_inset_square(&mut inner, "plate", (x, y), CELL, PLATE_INSET, PLATE_RX);
        if let Some(seat) = starts.iter().position(|&s| s == p) {
            let class = format!("start-field {}", seat_class(seat));
            write_inset_square(&mut inner, &class, (x, y), CELL, START_INSET, START_RX);
        }
        if !open {
            let _ = write!(inner, r#"<path class="wall-mark" d="{}"/>"#, wall_mark(x, y));
        }
        inner.push_str("</g>");
    }
    inner.push_str(r#"</g><g class="outlines" aria-hidden="true">"#);
    for b in area.boards() {
        let _ = write!(
            inner,
            r#"<g class="board-outline starting-board"><rect x="{}" y="{}" width="{}" height="{}" rx="{OUTLINE_RX}"/></g>"#,
            num(to_x(b.at.bx * side)),
            num(to_y(b.at.by * side)),
            num(CELL * SIDE as f32),
            num(CELL * SIDE as f32)
        );
    }
    inner.push_str(r#"</g><g class="slots"></g>"#);
    let (view_w, view_h) = view_size(min, max);
    html! {
        <div class="area-frame">
            <svg class="area" style={format!("--columns: {}", max.x - min.x + 1)}
                viewBox={format!("0 0 {} {}", num(view_w), num(view_h))} role="img"
                aria-label={t.fill("area.picture", &[("count", &area.boards().len())])}>
                { Html::from_html_unchecked(inner.into()) }
            </svg>
        </div>
    }
}
