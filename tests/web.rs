//! Browser tests (wasm-bindgen-test in headless Chromium): components render from a given game.
#![cfg(target_arch = "wasm32")]

use glux::app::glux::table::GluxTable;
use glux::app::seats::{Driver, SeatInfo};
use glux::glux::{Game, GameSetup, Phase, PlayedGame, PositionSetup, score};
use glux::ui::glux::board::{BoardProps, BoardView};
use glux::ui::glux::final_scoring::{FinalScoring, FinalScoringProps};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

/// English's and German's words of every page as their pages' table, once for the whole run: the
/// tests share one table per language, and whichever installs it first decides it, so each installs
/// them all (the pages', the carrier's and the tutorial's).
pub fn install_page_words() {
    use glux::i18n::{Lang, Section, install_pages, section};
    for (code, file) in [
        ("en", include_str!("../src/locales/en.txt")),
        ("de", include_str!("../src/locales/de.txt")),
    ] {
        let words = [Section::Pages, Section::Tutorial]
            .map(|part| section(file, part))
            .join("\n");
        let _ = install_pages(Lang::from_code(code).unwrap(), words);
    }
}

#[path = "web/glak.rs"]
mod glak;
#[path = "web/remote.rs"]
mod remote;
#[path = "web/review.rs"]
mod review;
#[path = "web/tutorial.rs"]
mod tutorial;

/// The app's words in English (their section of `src/locales/en.txt`).
fn english_words() -> String {
    glux::i18n::section(include_str!("../src/locales/en.txt"), glux::i18n::Section::App).to_string()
}

/// A fresh element attached to the document body, for one component to render into. The English
/// table is installed first, as the app does before it renders.
fn mount_point() -> Element {
    let _ = glux::i18n::install(glux::i18n::Lang::EN, english_words());
    let document = web_sys::window().unwrap().document().unwrap();
    let div = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&div).unwrap();
    div
}

/// Lets Yew finish drawing: its scheduler is drained (however long the renders take on a busy
/// machine; it hands the browser a turn every 16 ms), then timers due soon run, and whatever they
/// set off is drawn too.
async fn settle() {
    yew::scheduler::flush().await;
    yew::platform::time::sleep(Duration::from_millis(30)).await;
    yew::scheduler::flush().await;
}

fn board_props(position: glux::glux::BoardState) -> BoardProps {
    BoardProps {
        position: Rc::new(position),
        legal: Default::default(),
        ghost: None,
        last: None,
        hinted: None,
        lines: Vec::new(),
        lines_to: None,
        room_totals: false,
        window: None,
        interactive: false,
        names: Rc::default(),
        on_square: Default::default(),
        on_point: Default::default(),
    }
}

fn random_game(players: u8, seed: u64, actions: usize) -> PlayedGame {
    let mut game = PlayedGame::new(GameSetup::new(players, seed), Vec::new()).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..actions {
        let legal = game.game().legal_actions();
        if legal.is_empty() {
            break;
        }
        game.play(legal[rng.random_range(0..legal.len())]).unwrap();
    }
    game
}

fn attr_list(root: &Element, selector: &str, attr: &str) -> Vec<String> {
    let nodes = root.query_selector_all(selector).unwrap();
    (0..nodes.length())
        .map(|i| {
            let el: Element = wasm_bindgen::JsCast::dyn_into(nodes.get(i).unwrap()).unwrap();
            el.get_attribute(attr).unwrap()
        })
        .collect()
}

/// An element as text to compare: its namespace and name, its attributes sorted by name, its text
/// where it holds no element, then the elements inside it the same way. Two drawings of the same
/// picture give the same text however their markup was made.
pub fn shape(el: &Element) -> String {
    let mut names: Vec<String> = el
        .get_attribute_names()
        .iter()
        .filter_map(|n| n.as_string())
        .collect();
    names.sort();
    let attributes: Vec<String> = names
        .iter()
        .map(|n| format!("{n}={:?}", el.get_attribute(n).unwrap_or_default()))
        .collect();
    let mut out = format!(
        "<{} {} {}>",
        el.namespace_uri().unwrap_or_default(),
        el.local_name(),
        attributes.join(" ")
    );
    let mut child = el.first_element_child();
    if child.is_none() {
        out += &el.text_content().unwrap_or_default();
    }
    while let Some(c) = child {
        out += &shape(&c);
        child = c.next_element_sibling();
    }
    out + "</>\n"
}

/// Props of [`Drawn`].
#[derive(yew::Properties, PartialEq)]
pub struct DrawnProps {
    /// What to draw.
    pub html: yew::Html,
}

/// Draws the markup it is given (a picture written as text, in the tests).
#[yew::function_component(Drawn)]
pub fn drawn(props: &DrawnProps) -> yew::Html {
    props.html.clone()
}

/// `html` drawn alone: the element it makes.
pub async fn draw(html: yew::Html) -> Element {
    let root = mount_point();
    yew::Renderer::<Drawn>::with_root_and_props(root.clone(), DrawnProps { html }).render();
    settle().await;
    root.first_element_child().expect("something drawn")
}

#[wasm_bindgen_test]
async fn the_new_game_screens_picture_of_the_board_is_the_boards_own_drawing() {
    use glux::ui::glux::board::board_picture;
    // A board of the player's own, for two players only.
    let own = "name: own\nmiddle: b\nstart 2: 1,1 5,3\nlayout:\naa.cc\n.bbb.\ndd.ee\n";
    let own_board = Some(glux::glux::Board::parse(own).unwrap().to_text());
    for (players, board) in [
        (2, None),
        (3, None),
        (4, None),
        (2, own_board.clone()),
        (4, own_board),
    ] {
        let setup = GameSetup {
            board: board.clone(),
            ..GameSetup::new(players, 0)
        };
        let Ok(game) = Game::try_from(&setup) else {
            assert!(board.is_some(), "the built-in boards take {players} players");
            continue;
        };
        let root = mount_point();
        yew::Renderer::<BoardView>::with_root_and_props(
            root.clone(),
            board_props(game.board_state().clone()),
        )
        .render();
        settle().await;
        let view = root.first_element_child().unwrap();
        let (board, starts) = setup.board_and_starts().unwrap();
        let picture = draw(board_picture(
            glux::i18n::Texts(glux::i18n::Lang::EN),
            &board,
            starts.take(players),
        ))
        .await;
        assert_eq!(
            picture.namespace_uri().as_deref(),
            Some("http://www.w3.org/2000/svg")
        );
        assert_eq!(
            shape(&picture),
            shape(&view),
            "{players} players on {}",
            board.name()
        );
        assert_eq!(
            picture.query_selector_all(".start-marker").unwrap().length(),
            u32::from(players)
        );
    }
}

/// The board `props` draws: the squares, lines and totals inside its `<svg>`, each as [`shape`],
/// without what only a board played on has (the keyboard's order and the squares' accessible names).
async fn drawn_board(props: BoardProps) -> Vec<String> {
    let root = mount_point();
    yew::Renderer::<BoardView>::with_root_and_props(root.clone(), props).render();
    settle().await;
    let svg = root.first_element_child().expect("a board");
    let squares = svg.query_selector_all("[data-square]").unwrap();
    for i in 0..squares.length() {
        let square: Element = squares.get(i).unwrap().dyn_into().unwrap();
        for name in ["role", "tabindex", "aria-label"] {
            square.remove_attribute(name).unwrap();
        }
    }
    let mut layers = Vec::new();
    let mut child = svg.first_element_child();
    while let Some(c) = child {
        layers.push(shape(&c));
        child = c.next_element_sibling();
    }
    layers
}

#[wasm_bindgen_test]
async fn a_board_nobody_plays_on_is_written_as_the_board_played_on_draws_it() {
    // Boards at their start, in play with stacks, and at the end, with every mark a square can
    // show: legal squares, the last placement, Expert's hint, a placement awaiting confirmation
    // with its counting lines, and the rooms' totals.
    for (players, seed, actions) in [(2, 1, 0), (3, 2, 12), (4, 3, 45), (2, 4, 1000), (3, 5, 1000)] {
        let game = random_game(players, seed, actions);
        let position = game.game().board_state().clone();
        let mut props = BoardProps {
            last: game.last_placed_square(),
            room_totals: true,
            ..board_props(position.clone())
        };
        if let Phase::Turn(seat) = position.phase() {
            let legal = position.placements(seat);
            let mut squares = legal.iter();
            let at = squares.next().expect("a placement");
            props.hinted = squares.next();
            props.ghost = Some(glux::ui::glux::board::Ghost {
                at,
                seat,
                pips: glux::glux::Pips::new(3).unwrap(),
            });
            props.lines = position.counting_chips(seat, at);
            props.lines_to = Some(at);
            props.legal = legal;
        }
        let played_on = drawn_board(BoardProps {
            interactive: true,
            ..props.clone()
        })
        .await;
        let written = drawn_board(props).await;
        assert_eq!(
            written.len(),
            6,
            "the board's layers: its background, coordinates, rooms, squares, lines and totals"
        );
        assert_eq!(written, played_on, "{players} players, {actions} actions");
    }
}

#[wasm_bindgen_test]
async fn the_empty_two_player_board_has_117_squares_and_its_rooms() {
    let game = Game::try_from(&GameSetup::new(2, 7)).unwrap();
    let root = mount_point();
    yew::Renderer::<BoardView>::with_root_and_props(root.clone(), board_props(game.board_state().clone()))
        .render();
    settle().await;
    assert_eq!(root.query_selector_all("[data-square]").unwrap().length(), 117);
    assert_eq!(root.query_selector_all(".square.room").unwrap().length(), 55);
    assert!(
        root.query_selector("[data-square=\"1,9\"] .start-marker")
            .unwrap()
            .is_some()
    );
    assert!(
        root.query_selector("[data-square=\"13,1\"] .start-marker")
            .unwrap()
            .is_some()
    );
    assert_eq!(root.query_selector_all("[data-legal]").unwrap().length(), 0);
}

#[wasm_bindgen_test]
async fn legal_highlights_are_exactly_the_engines_placements() {
    for (players, seed) in [(2, 1), (3, 2), (4, 3)] {
        let game = random_game(players, seed, 5 * players as usize);
        let position = game.game().board_state().clone();
        let Phase::Turn(seat) = position.phase() else {
            panic!("mid-game")
        };
        let placements = position.placements(seat);
        let mut expected: Vec<String> = placements
            .iter()
            .map(|sq| {
                let c = position.board().coord(sq);
                format!("{},{}", c.col, c.row)
            })
            .collect();
        let root = mount_point();
        let props = BoardProps {
            legal: placements,
            ..board_props(position)
        };
        yew::Renderer::<BoardView>::with_root_and_props(root.clone(), props).render();
        settle().await;
        let mut shown = attr_list(&root, "[data-legal]", "data-square");
        shown.sort();
        expected.sort();
        assert!(!expected.is_empty());
        assert_eq!(shown, expected);
    }
}

#[wasm_bindgen_test]
async fn a_two_chip_stack_shows_the_chip_beneath_and_the_lock() {
    let setup: PositionSetup = serde_json::from_str(
        r#"{"board": "two-player", "players": 2,
            "stacks": [{"at": [5,4], "chips": [[1,5],[0,2]]}, {"at": [7,7], "chips": [[1,3]]}]}"#,
    )
    .unwrap();
    let position = glux::glux::BoardState::try_from(&setup).unwrap();
    let root = mount_point();
    yew::Renderer::<BoardView>::with_root_and_props(root.clone(), board_props(position)).render();
    settle().await;
    let stack = root.query_selector("[data-square=\"5,4\"]").unwrap().unwrap();
    assert!(
        stack.query_selector(".covered.seat-1").unwrap().is_some(),
        "the covered chip is seat 1's"
    );
    assert!(
        stack.query_selector(".chip.seat-0").unwrap().is_some(),
        "seat 0's chip lies on top"
    );
    assert_eq!(
        stack.query_selector_all(".chip .pip").unwrap().length(),
        2,
        "the top chip shows 2 pips"
    );
    assert!(stack.query_selector(".lock").unwrap().is_some());
    let single = root.query_selector("[data-square=\"7,7\"]").unwrap().unwrap();
    assert!(single.query_selector(".lock").unwrap().is_none());
    assert_eq!(single.query_selector_all(".chip .pip").unwrap().length(), 3);
}

#[wasm_bindgen_test]
async fn the_final_scoring_shows_the_engines_breakdown() {
    let game = random_game(3, 9, 1000);
    assert!(game.game().is_over());
    let scoring = score(game.game().board_state());
    let seats: Vec<SeatInfo> = ["Ada", "Bea", "Cy"]
        .iter()
        .enumerate()
        .map(|(i, n)| SeatInfo {
            name: n.to_string(),
            colour: i as u8,
            driver: Driver::Here,
        })
        .collect();
    let table = GluxTable::new(game, seats, 0);
    let root = mount_point();
    let props = FinalScoringProps { table, sound: false };
    yew::Renderer::<FinalScoring>::with_root_and_props(root.clone(), props).render();
    settle().await;
    assert!(root.query_selector("[data-game-over]").unwrap().is_some());
    for (i, vp) in scoring.vp.iter().enumerate() {
        let shown = root
            .query_selector(&format!("[data-vp-seat=\"{i}\"]"))
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap();
        assert_eq!(shown, vp.to_string());
    }
    let winners = attr_list(&root, "[data-winner-seat]", "data-winner-seat");
    assert_eq!(
        winners,
        scoring
            .winners
            .iter()
            .map(|s| s.0.to_string())
            .collect::<Vec<_>>()
    );
    assert_eq!(
        root.query_selector_all("[data-room-score]").unwrap().length() as usize,
        scoring.rooms.len()
    );
}

#[wasm_bindgen_test]
fn svg_numbers_have_one_decimal_at_most() {
    use glux::ui::svg::num;
    assert_eq!(num(12.0), "12");
    assert_eq!(num(-3.5), "-3.5");
    assert_eq!(num(17.28), "17.3");
    assert_eq!(num(-0.04), "0");
}

#[wasm_bindgen_test]
async fn every_square_of_a_playable_board_has_an_accessible_name() {
    let game = random_game(2, 5, 12);
    let position = game.game().board_state().clone();
    let Phase::Turn(seat) = position.phase() else {
        panic!("a turn after twelve actions")
    };
    let legal = position.placements(seat);
    let mut props = board_props(position.clone());
    props.legal = legal;
    props.interactive = true;
    props.names = Rc::new(vec!["Ada".into(), "Bea".into()]);
    let root = mount_point();
    yew::Renderer::<BoardView>::with_root_and_props(root.clone(), props).render();
    settle().await;
    let squares = root.query_selector_all("[data-square]").unwrap();
    let board = position.board();
    assert_eq!(squares.length() as usize, board.squares().count());
    let mut in_tab_order = 0;
    for i in 0..squares.length() {
        let el: Element = squares.item(i).unwrap().dyn_into().unwrap();
        let label = el.get_attribute("aria-label").expect("every square has a name");
        let at = el.get_attribute("data-square").unwrap();
        let (x, y) = at.split_once(',').unwrap();
        let sq = board
            .square(glux::glux::Coord::new(x.parse().unwrap(), y.parse().unwrap()))
            .unwrap();
        assert!(label.starts_with(&board.coord(sq).label()), "{label}");
        assert_eq!(label.contains("legal"), legal.contains(sq), "{label}");
        match (board.room_of(sq), position.stack(sq).top()) {
            (Some(room), _) => assert!(
                label.contains(&format!("room {}", board.room(room).letter)),
                "{label}"
            ),
            (None, _) => assert!(label.contains("path"), "{label}"),
        }
        if let Some(top) = position.stack(sq).top() {
            let owner = ["Ada", "Bea"][top.seat.index()];
            assert!(label.contains(&format!("{owner} {}", top.pips)), "{label}");
        } else {
            assert!(label.contains("empty"), "{label}");
        }
        assert_eq!(el.get_attribute("role").as_deref(), Some("button"));
        if el.get_attribute("tabindex").as_deref() == Some("0") {
            in_tab_order += 1;
        }
    }
    assert_eq!(in_tab_order, 1, "one square is in the tab order (roving focus)");
}

/// The board under a root that provides German words (`ui::context`).
#[yew::function_component(GermanBoard)]
fn german_board(props: &BoardProps) -> yew::Html {
    glux::ui::context::provide_words(
        glux::i18n::Texts(glux::i18n::Lang::from_code("de").unwrap()),
        yew::html! { <BoardView ..props.clone() /> },
    )
}

#[wasm_bindgen_test]
async fn a_component_takes_the_words_its_root_provides() {
    let german = glux::i18n::section(include_str!("../src/locales/de.txt"), glux::i18n::Section::App);
    let _ = glux::i18n::install(glux::i18n::Lang::from_code("de").unwrap(), german.to_string());
    let position = random_game(2, 5, 12).game().board_state().clone();
    let root = mount_point();
    let mut props = board_props(position);
    props.interactive = true;
    yew::Renderer::<GermanBoard>::with_root_and_props(root.clone(), props).render();
    settle().await;
    let squares = root.query_selector_all("[data-square]").unwrap();
    let labels: Vec<String> = (0..squares.length())
        .map(|i| {
            let el: Element = squares.item(i).unwrap().dyn_into().unwrap();
            el.get_attribute("aria-label").unwrap()
        })
        .collect();
    assert!(labels.iter().any(|l| l.contains("Raum")), "{labels:?}");
    assert!(labels.iter().all(|l| !l.contains("room")), "{labels:?}");
}

/// The app asks the rules page's module for a game's rules in a language (`glux de`); the module
/// reads every such request back, and nothing else.
#[wasm_bindgen_test]
fn a_request_for_the_rules_reads_back() {
    use glux::app::kind::GameKind;
    use glux::i18n::Lang;
    use glux::ui::rules::{read_request, request};
    for game in GameKind::ALL {
        for lang in Lang::all() {
            assert_eq!(read_request(&request(game, lang)), Some((game, lang)));
        }
    }
    assert_eq!(request(GameKind::GLAK, Lang::from_code("de").unwrap()), "glak de");
    for bad in ["chess en", "glux", "glak xx", "", " de"] {
        assert_eq!(read_request(bad), None, "{bad:?}");
    }
}

/// A component counting the keys pressed on the page; `shown` only makes it draw again.
#[derive(yew::Properties, PartialEq, Clone)]
struct KeyCounterProps {
    count: Rc<std::cell::Cell<u32>>,
    shown: u32,
}

#[yew::function_component(KeyCounter)]
fn key_counter(props: &KeyCounterProps) -> yew::Html {
    let count = Rc::clone(&props.count);
    glux::ui::keys::use_document_keys(move |e: &web_sys::KeyboardEvent| {
        e.prevent_default();
        count.set(count.get() + 1);
    });
    yew::html! { <p>{ props.shown }</p> }
}

/// Keys pressed anywhere on the page reach a component from its first drawing to its end, once
/// each however often it is drawn again, and never after it is gone.
#[wasm_bindgen_test]
async fn keys_reach_a_component_for_its_life_once_each() {
    let document = web_sys::window().unwrap().document().unwrap();
    // Whether the key went on to its default action (`dispatch_event` says).
    let press = || {
        let init = web_sys::KeyboardEventInit::new();
        init.set_key("End");
        init.set_cancelable(true);
        let key = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
        document.dispatch_event(&key).unwrap()
    };
    let count = Rc::new(std::cell::Cell::new(0));
    let props = |shown| KeyCounterProps {
        count: Rc::clone(&count),
        shown,
    };
    let mut app = yew::Renderer::<KeyCounter>::with_root_and_props(mount_point(), props(0)).render();
    settle().await;
    assert!(!press(), "the component may keep a key from its default action");
    assert_eq!(count.get(), 1);
    for shown in 1..4 {
        app.update(props(shown));
        settle().await;
    }
    press();
    assert_eq!(
        count.get(),
        2,
        "one listener, however often the component is drawn"
    );
    app.destroy();
    settle().await;
    assert!(press());
    assert_eq!(count.get(), 2, "no listener after the component is gone");
}

#[wasm_bindgen_test]
fn the_step_keys_move_through_a_list_of_moves_and_leave_the_browsers_own_alone() {
    use glux::ui::keys::step_key;
    let key = |name: &str, alt: bool| {
        let init = web_sys::KeyboardEventInit::new();
        init.set_key(name);
        init.set_alt_key(alt);
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap()
    };
    assert_eq!(step_key(&key("ArrowRight", false), 3, 9), Some(4));
    assert_eq!(
        step_key(&key("ArrowRight", false), 9, 9),
        Some(9),
        "not past the last move"
    );
    assert_eq!(step_key(&key("ArrowLeft", false), 3, 9), Some(2));
    assert_eq!(
        step_key(&key("ArrowLeft", false), 0, 9),
        Some(0),
        "not before the first"
    );
    assert_eq!(step_key(&key("Home", false), 5, 9), Some(0));
    assert_eq!(step_key(&key("End", false), 5, 9), Some(9));
    assert_eq!(step_key(&key("a", false), 5, 9), None);
    assert_eq!(
        step_key(&key("ArrowLeft", true), 5, 9),
        None,
        "Alt+ArrowLeft is the browser's Back"
    );
}
