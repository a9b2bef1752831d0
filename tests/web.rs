//! Browser tests (wasm-bindgen-test in headless Chromium): components render from a given game.
#![cfg(target_arch = "wasm32")]

use glux::glux::{Game, GameSetup, Phase, PlayedGame, PositionSetup, score};
use glux::ui::glux::board::{BoardProps, BoardView};
use glux::ui::glux::final_scoring::{FinalScoring, FinalScoringProps};
use glux::ui::glux::table::GluxTable;
use glux::ui::seats::{Driver, SeatInfo};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

/// Every page's words as the pages' table, once for the whole run: the tests share one table per
/// language, and whichever installs it first decides it, so each installs them all (the pages', the
/// carrier's and the tutorial's).
pub fn install_page_words() {
    for (lang, pages, tutorial) in [
        (
            glux::i18n::Lang::En,
            include_str!("../src/locales/pages/en.txt"),
            include_str!("../src/locales/tutorial/en.txt"),
        ),
        (
            glux::i18n::Lang::De,
            include_str!("../src/locales/pages/de.txt"),
            include_str!("../src/locales/tutorial/de.txt"),
        ),
    ] {
        let _ = glux::i18n::install_pages(lang, format!("{pages}\n{tutorial}"));
    }
}

#[path = "web/glak.rs"]
mod glak;
#[path = "web/remote.rs"]
mod remote;
#[path = "web/tutorial.rs"]
mod tutorial;

/// A fresh element attached to the document body, for one component to render into. The English
/// table is installed first, as the app does before it renders.
fn mount_point() -> Element {
    let _ = glux::i18n::install(
        glux::i18n::Lang::En,
        include_str!("../src/locales/en.txt").to_string(),
    );
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
        t: glux::i18n::Texts(glux::i18n::Lang::En),
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
    let props = FinalScoringProps {
        t: glux::i18n::Texts(glux::i18n::Lang::En),
        table,
        dispatch: Default::default(),
        sound: false,
    };
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

mod reducer {
    use glux::glux::bots::Level;
    use glux::glux::{Action, GameSetup, PlayedGame, RecordedAction, Seat};
    use glux::ui::games::{BotAction, BotTurn, Table, TableAction};
    use glux::ui::glux::table::{GluxAction, GluxTable};
    use glux::ui::remote::bridge::{CarrierTable, RemoteTable, TableGame};
    use glux::ui::remote::host::take_table;
    use glux::ui::screens::{Screen, UiState};
    use glux::ui::seats::{Driver, SeatInfo};
    use glux::ui::state::UiAction;
    use std::rc::Rc;
    use wasm_bindgen_test::*;
    use yew::Reducible;

    fn state_with(seats: &[Option<Level>]) -> Rc<UiState> {
        let players = seats.len() as u8;
        let game = PlayedGame::new(GameSetup::new(players, 31), Vec::new()).unwrap();
        let seats = seats
            .iter()
            .enumerate()
            .map(|(i, &bot)| SeatInfo {
                name: format!("P{i}"),
                colour: i as u8,
                driver: bot.map_or(Driver::Here, Driver::Bot),
            })
            .collect();
        let mut state = UiState::new(1);
        state.screen = Screen::Table(Table::Glux(GluxTable::new(game, seats, 5)));
        Rc::new(state)
    }

    fn table(state: &UiState) -> &GluxTable {
        match state.table() {
            Some(Table::Glux(table)) => table,
            other => panic!("not a Glüx table: {other:?}"),
        }
    }

    fn bot_move(asked_at: u64, action: RecordedAction) -> UiAction {
        UiAction::Table(TableAction::BotMove {
            asked_at,
            action: BotAction::Glux(action),
        })
    }

    #[wasm_bindgen_test]
    fn a_bot_answer_for_an_outdated_turn_is_dropped() {
        let state = state_with(&[Some(Level::Easy), Some(Level::Easy)]);
        let pips = table(&state).game.game().hand(Seat(0)).unwrap().faces()[0];
        let stale = state
            .clone()
            .reduce(bot_move(3, RecordedAction::StartFace { pips }));
        assert_eq!(
            table(&stale).game.record().actions.len(),
            0,
            "asked at another move: dropped"
        );
        let fresh = state.reduce(bot_move(0, RecordedAction::StartFace { pips }));
        assert_eq!(table(&fresh).game.record().actions.len(), 1);
    }

    /// The bot's turn the shell would ask for now.
    fn turn(state: &UiState) -> BotTurn {
        state.table().and_then(|t| t.bot_turn()).expect("a bot is asked")
    }

    /// The epoch the shell would ask the bot in now.
    fn asked(state: &UiState) -> u64 {
        turn(state).asked_at
    }

    /// A person's action, played as the gestures that make it.
    fn person_plays(mut state: Rc<UiState>, action: Action) -> Rc<UiState> {
        state = state.reduce(UiAction::play(GluxAction::ChooseFace(action.pips())));
        match action {
            Action::Place { to, .. } => state = state.reduce(UiAction::play(GluxAction::TapSquare(to))),
            Action::StartOption(_) => state = state.reduce(UiAction::play(GluxAction::UseStartOption)),
            Action::StartFace(_) => {}
        }
        state.reduce(UiAction::play(GluxAction::Confirm))
    }

    /// The bot's answer, as the worker sends it: the engine's first legal action.
    fn answer(state: &UiState) -> RecordedAction {
        let game = table(state).game.game();
        RecordedAction::from_action(game.legal_actions()[0], game.board_state().board())
    }

    #[wasm_bindgen_test]
    fn a_bot_answer_asked_before_a_takeback_is_dropped_after_the_same_placement_again() {
        // Past the start faces, the person places and the bot is asked; the person takes back and
        // places the same again, so the record is as long as when the bot was first asked: that old
        // answer must not be played in the new position.
        let mut state = state_with(&[None, Some(Level::Easy)]);
        let start = table(&state).game.game().legal_actions()[0];
        state = person_plays(state, start);
        let bot_start = answer(&state);
        let asked_at = asked(&state);
        state = state.reduce(bot_move(asked_at, bot_start));
        let placement = table(&state).game.game().legal_actions()[0];
        assert!(matches!(placement, Action::Place { .. }), "{placement:?}");
        state = person_plays(state, placement);
        let before = asked(&state);
        let first_turn = turn(&state);
        let first_view = state.table().and_then(|t| t.bot_view());
        let old_answer = answer(&state);
        let length = table(&state).game.record().actions.len();
        state = state.reduce(UiAction::Table(TableAction::TakeBack));
        assert_eq!(
            table(&state).game.record().actions.len(),
            length - 1,
            "taken back"
        );
        state = person_plays(state, placement);
        assert_eq!(
            table(&state).game.record().actions.len(),
            length,
            "as long as when first asked"
        );
        let now = asked(&state);
        assert_ne!(now, before, "the bot is asked again, in a new epoch");
        // In the same position the bot is asked the same question (its seed and view): a table
        // brought back to a position gets the same answer there.
        assert_eq!(turn(&state).seed(5), first_turn.seed(5));
        assert_eq!(state.table().and_then(|t| t.bot_view()), first_view);
        let stale = state.clone().reduce(bot_move(before, old_answer));
        assert_eq!(
            table(&stale).game.record().actions.len(),
            length,
            "the old answer is dropped"
        );
        assert_eq!(asked(&stale), now, "the bot is still awaited");
        let new_answer = answer(&stale);
        let fresh = state.reduce(bot_move(now, new_answer));
        assert_eq!(
            table(&fresh).game.record().actions.len(),
            length + 1,
            "the new answer is played"
        );
    }

    #[wasm_bindgen_test]
    fn a_game_from_the_carrier_behind_the_moves_made_here_leaves_them_unless_one_was_refused() {
        // A game between devices: the person here and a bot on this device.
        let mut state = state_with(&[None, Some(Level::Easy)]);
        Rc::make_mut(&mut state).remote = Some(RemoteTable {
            id: "ab".into(),
            record: "{}".into(),
        });
        let start = table(&state).game.game().legal_actions()[0];
        let before = table(&state).game.as_ref().clone();
        state = person_plays(state, start);
        let asked_at = asked(&state);
        let bot_start = answer(&state);
        state = state.reduce(bot_move(asked_at, bot_start));
        let now = table(&state).game.as_ref().clone();
        assert_eq!(now.record().actions.len(), 2);
        let from_carrier = |game: &PlayedGame, reset: bool| CarrierTable {
            id: "ab".into(),
            game: TableGame::of_glux(game),
            seats: table(&state).seats.as_ref().clone(),
            bot_seed: 5,
            record: "{}".into(),
            reset,
        };
        // The carrier sent the game as it was before the moves made here reached it: the table
        // keeps them (they are on their way to the carrier), and the bot is not asked again.
        let mut crossed = (*state).clone();
        take_table(&mut crossed, &from_carrier(&before, false));
        assert_eq!(*table(&crossed).game, now, "the moves made here stay");
        assert_eq!(table(&crossed).epoch, table(&state).epoch);
        // A move made here refused: the table goes back to the carrier's game.
        let mut refused = (*state).clone();
        take_table(&mut refused, &from_carrier(&before, true));
        assert_eq!(*table(&refused).game, before, "back to the carrier's game");
        // A game ahead (a move from another device) or on another line is taken as it is.
        let mut ahead = now.clone();
        let next = ahead.game().legal_actions()[0];
        ahead.play(next).unwrap();
        let mut moved_on = (*state).clone();
        take_table(&mut moved_on, &from_carrier(&ahead, false));
        assert_eq!(*table(&moved_on).game, ahead);
        let mut other = before.clone();
        let other_start = *other
            .game()
            .legal_actions()
            .iter()
            .find(|&&a| a != start)
            .expect("another start face");
        other.play(other_start).unwrap();
        let mut elsewhere = (*state).clone();
        take_table(&mut elsewhere, &from_carrier(&other, false));
        assert_eq!(*table(&elsewhere).game, other);
    }

    #[wasm_bindgen_test]
    fn the_device_is_passed_only_between_people() {
        // Two people and a bot: the curtain comes up for each person, never for the bot.
        let mut state = state_with(&[None, Some(Level::Medium), None]);
        assert_eq!(
            table(&state).curtain,
            Some(Seat(0)),
            "the first person is handed the device"
        );
        state = state.reduce(UiAction::play(GluxAction::Ready));
        let pips = table(&state).game.game().hand(Seat(0)).unwrap().faces()[1];
        state = state.reduce(UiAction::play(GluxAction::ChooseFace(pips)));
        state = state.reduce(UiAction::play(GluxAction::Confirm));
        assert_eq!(table(&state).curtain, None, "a bot is next: no curtain");
        let bot_pips = table(&state).game.game().hand(Seat(1)).unwrap().faces()[0];
        state = state.reduce(bot_move(1, RecordedAction::StartFace { pips: bot_pips }));
        assert_eq!(table(&state).curtain, Some(Seat(2)), "another person is next");
        // One person against bots never sees the curtain.
        let solo = state_with(&[None, Some(Level::Hard)]);
        assert_eq!(table(&solo).curtain, None);
    }

    #[wasm_bindgen_test]
    fn an_expert_seat_plays_either_game_at_expert() {
        use glux::ui::screens::GameKind;
        let mut state = Rc::new(UiState::new(1));
        state = state.reduce(UiAction::ShowNewGame);
        state = state.reduce(UiAction::SetSeatKind(1, Some(Level::Expert)));
        let glux = state.clone().reduce(UiAction::StartGame(4));
        assert_eq!(table(&glux).seats[1].driver, Driver::Bot(Level::Expert));
        let glak = state
            .reduce(UiAction::SetGame(GameKind::Glak))
            .reduce(UiAction::StartGame(4));
        let Some(Table::Glak(glak)) = glak.table() else {
            panic!("a GLAK game")
        };
        assert_eq!(glak.seats[1].driver, Driver::Bot(Level::Expert));
    }

    #[wasm_bindgen_test]
    fn people_cannot_act_for_a_bot() {
        let state = state_with(&[Some(Level::Easy), None]);
        let pips = table(&state).game.game().hand(Seat(0)).unwrap().faces()[0];
        let after = state
            .clone()
            .reduce(UiAction::play(GluxAction::ChooseFace(pips)))
            .reduce(UiAction::play(GluxAction::Confirm));
        assert_eq!(table(&after).game.record().actions.len(), 0);
    }
}

#[wasm_bindgen_test]
fn bot_requests_and_answers_travel_as_text() {
    use glux::glux::bots::Level;
    use glux::glux::{Coord, Pips, RecordedAction};
    use glux::ui::bot_worker::{BotAnswer, BotRequest, answer_text};
    use glux::ui::games::BotAction;
    use glux::ui::screens::GameKind;
    let game = Game::try_from(&GameSetup::new(3, 4)).unwrap();
    let request = BotRequest {
        id: 7,
        game: GameKind::Glux,
        level: Level::Medium,
        seed: 99,
        view: game.view(glux::glux::Seat(0)).to_bytes(),
        hint: false,
    };
    assert_eq!(BotRequest::from_text(&request.to_text()), Some(request.clone()));
    let answer = BotAnswer::from_text(&answer_text(&request.to_text())).unwrap();
    assert_eq!(answer.id, 7);
    assert!(matches!(
        answer.action,
        Some(BotAction::Glux(RecordedAction::StartFace { .. }))
    ));
    for a in [
        BotAnswer {
            id: 1,
            action: None,
            chance: None,
        },
        BotAnswer {
            id: 2,
            action: Some(BotAction::Glux(RecordedAction::StartOption { pips: Pips::Six })),
            chance: None,
        },
        BotAnswer {
            id: 6,
            action: Some(BotAction::Glux(RecordedAction::StartOption { pips: Pips::One })),
            chance: Some(6250),
        },
        BotAnswer {
            id: 3,
            action: Some(BotAction::Glux(RecordedAction::Place {
                to: Coord::new(13, 9),
                pips: Pips::Two,
            })),
            chance: None,
        },
        BotAnswer {
            id: 4,
            action: Some(BotAction::Glak(glux::glak::RecordedAction::Lay {
                board: "T05".into(),
                at: glux::glak::Place::new(-1, 0),
                rotation: 3,
            })),
            chance: None,
        },
        BotAnswer {
            id: 5,
            action: Some(BotAction::Glak(glux::glak::RecordedAction::Step {
                step: glux::glak::Point::new(-3, 4),
                to: glux::glak::Point::new(-3, 5),
            })),
            chance: Some(0),
        },
    ] {
        assert_eq!(BotAnswer::from_text(&a.to_text()), Some(a));
    }
    for bad in [
        "",
        "x",
        "1 p 3 4",
        "1 f 9",
        "7 Medium 1 AAA extra",
        "1 medium 1 !!",
        "1 ~10001 f 3",
        "1 ~0.5 f 3",
        "1 ~x f 3",
    ] {
        assert_eq!(BotAnswer::from_text(bad).filter(|a| a.action.is_some()), None);
        assert!(BotRequest::from_text(bad).is_none());
    }
    assert_eq!(answer_text("garbage"), "0 -");
    // GLAK: the bot reads the game from its link and answers one legal action, for every level.
    let tiles = glux::glak::TileSet::ours();
    let mut play = glux::glak::Recorder::new(
        &glux::glak::GameSetup {
            players: 3,
            seed: 6,
            deal: None,
            start_player: None,
        },
        tiles.clone(),
        Vec::new(),
    )
    .unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    for _ in 0..25 {
        let action = glux::glak::random::random_action(play.game(), &mut rng).unwrap();
        play.play(action).unwrap();
    }
    // Every level answers, Expert included.
    for level in [
        Level::Random,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
    ] {
        let request = BotRequest {
            id: 25,
            game: GameKind::Glak,
            level,
            seed: 3,
            view: glux::glak::link::encode(play.record()).unwrap().into_bytes(),
            hint: false,
        };
        assert_eq!(BotRequest::from_text(&request.to_text()), Some(request.clone()));
        let answer = BotAnswer::from_text(&answer_text(&request.to_text())).unwrap();
        let Some(BotAction::Glak(action)) = answer.action else {
            panic!("a GLAK action from {level}")
        };
        let action = action.to_action(&tiles).unwrap();
        assert_eq!(
            play.game().check(action),
            Ok(()),
            "{level} answers a legal action"
        );
    }
}

/// A hint request, in both games: Expert's legal suggestion for the seat to act, with its chance.
#[wasm_bindgen_test]
fn a_hint_is_experts_legal_suggestion_with_its_win_chance() {
    use glux::core::level::Level;
    use glux::ui::bot_worker::{BotAnswer, BotRequest, answer_text};
    use glux::ui::games::BotAction;
    use glux::ui::screens::GameKind;
    let game = random_game(2, 8, 20);
    let seat = game.game().to_act().unwrap();
    let request = BotRequest {
        id: 20,
        game: GameKind::Glux,
        level: Level::Expert,
        seed: 0,
        view: game.game().view(seat).to_bytes(),
        hint: true,
    };
    assert!(request.to_text().contains(" hint "));
    assert_eq!(BotRequest::from_text(&request.to_text()), Some(request.clone()));
    let answer = BotAnswer::from_text(&answer_text(&request.to_text())).unwrap();
    let (Some(BotAction::Glux(action)), Some(chance)) = (answer.action, answer.chance) else {
        panic!("a Glüx hint")
    };
    let action = action.to_action(game.game().board_state().board()).unwrap();
    assert!(game.game().legal_actions().contains(&action));
    assert!(chance <= 10_000);

    let tiles = glux::glak::TileSet::ours();
    let play = glux::glak::Recorder::new(
        &glux::glak::GameSetup {
            players: 2,
            seed: 8,
            deal: None,
            start_player: None,
        },
        tiles.clone(),
        Vec::new(),
    )
    .unwrap();
    let request = BotRequest {
        id: 1,
        game: GameKind::Glak,
        level: Level::Expert,
        seed: 0,
        view: glux::glak::link::encode(play.record()).unwrap().into_bytes(),
        hint: true,
    };
    let answer = BotAnswer::from_text(&answer_text(&request.to_text())).unwrap();
    let (Some(BotAction::Glak(action)), Some(chance)) = (answer.action, answer.chance) else {
        panic!("a GLAK hint")
    };
    assert_eq!(play.game().check(action.to_action(&tiles).unwrap()), Ok(()));
    assert!(chance <= 10_000);
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

#[wasm_bindgen_test]
fn a_broken_board_is_explained_in_the_language_in_use_with_its_line() {
    use glux::glux::{Board, Coord, GameSetup, PlayedGame, RecordError};
    use glux::i18n::{Lang, Texts};
    use glux::ui::problems::{board_problem, record_problem};
    let _ = glux::i18n::install(Lang::De, include_str!("../src/locales/de.txt").to_string());
    let _ = glux::i18n::install(Lang::En, include_str!("../src/locales/en.txt").to_string());
    let text = Board::two_player()
        .to_text()
        .replace("name: two-player", "name: mine");
    let game = PlayedGame::new(
        GameSetup {
            board: Some(text),
            ..GameSetup::new(2, 3)
        },
        Vec::new(),
    )
    .unwrap();
    let broken = game.to_json().replace("middle: e", "middle: z");
    let error: RecordError = PlayedGame::from_json(&broken).unwrap_err();
    assert_eq!(
        record_problem(Texts(Lang::De), &error),
        "Aufbau: der Spielplan, Zeile 2: der mittlere Raum „z“ ist kein Raum des Spielplans"
    );
    assert_eq!(
        record_problem(Texts(Lang::En), &error),
        "setup: the board, line 2: the middle room “z” is not a room of the board"
    );
    let pieces = Board::parse("name: x\nmiddle: a\nstart 2: 1,1 3,1\nlayout:\na.b\n..a\n").unwrap_err();
    assert_eq!(
        board_problem(Texts(Lang::De), &pieces),
        "der Spielplan, Zeile 6: Raum a ist zerteilt: C2 hängt nicht am Rest des Raums"
    );
    assert_eq!(
        pieces.problem,
        glux::glux::BoardProblem::RoomInPieces {
            room: 'a',
            at: Coord::new(3, 2)
        }
    );
}

#[wasm_bindgen_test]
fn bad_input_is_explained_in_the_language_in_use() {
    use glux::core::link::{FrameError, LinkPart};
    use glux::glux::link::LinkError;
    use glux::glux::{PlacementError, PlayError, RecordError, RecordedAction, ReplayError};
    use glux::i18n::{Lang, Texts};
    use glux::ui::problems::{link_problem, record_problem};
    let _ = glux::i18n::install(Lang::De, include_str!("../src/locales/de.txt").to_string());
    let _ = glux::i18n::install(Lang::En, include_str!("../src/locales/en.txt").to_string());
    let illegal = RecordError::Replay(ReplayError::Illegal {
        number: 17,
        seat: glux::glux::Seat(1),
        who: "Ben".into(),
        action: RecordedAction::Place {
            to: glux::glux::Coord::new(5, 5),
            pips: glux::glux::Pips::new(5).unwrap(),
        },
        error: PlayError::Placement(PlacementError::Blocked {
            from: glux::glux::Square(0),
        }),
    });
    // English says what the engine says.
    assert_eq!(record_problem(Texts(Lang::En), &illegal), illegal.to_string());
    assert_eq!(
        record_problem(Texts(Lang::De), &illegal),
        "Zug 17: Ben kann nicht eine 5 auf E5 legen: Regel 3: der Weg von deinem Plättchen ist durch ein Plättchen dazwischen blockiert"
    );
    let cut = LinkError::Frame(FrameError::CutShort(LinkPart::Seed));
    assert_eq!(link_problem(Texts(Lang::En), &cut), cut.to_string());
    assert_eq!(
        link_problem(Texts(Lang::De), &cut),
        "der Link ist abgeschnitten: es fehlt der Startwert"
    );
    for part in [LinkPart::Game, LinkPart::Setup, LinkPart::Move] {
        let cut = LinkError::Frame(FrameError::CutShort(part));
        assert_eq!(link_problem(Texts(Lang::En), &cut), cut.to_string());
    }
    let other = LinkError::Frame(FrameError::OtherGame(2));
    assert_eq!(link_problem(Texts(Lang::En), &other), other.to_string());
    let other = glux::glux::PlayedGame::from_json(r#"{"game": "glak", "players": 2}"#).unwrap_err();
    assert_eq!(record_problem(Texts(Lang::En), &other), other.to_string());
    assert_eq!(
        record_problem(Texts(Lang::De), &other),
        "das ist eine Partie „glak“, nicht Glüx"
    );
    let version = RecordError::Version { found: 9 };
    assert_eq!(record_problem(Texts(Lang::En), &version), version.to_string());
    // The JSON parser's English stays out: the app words what kind of problem it is, and where.
    let broken = glux::glux::PlayedGame::from_json("{\n  \"version\": 1,\n  oops").unwrap_err();
    assert_eq!(
        record_problem(Texts(Lang::De), &broken),
        "das ist keine Aufzeichnung eines Glüx-Spiels: der Text ist kein gültiges JSON (Zeile 3, Spalte 3)"
    );
    let shape = glux::glux::PlayedGame::from_json("{\"version\": 1}").unwrap_err();
    assert_eq!(
        record_problem(Texts(Lang::En), &shape),
        "this is not a Glüx game record: it is JSON, but not shaped like a game record (line 1, column 14)"
    );
    let seats = RecordError::SeatCount { seats: 3, players: 2 };
    assert_eq!(
        record_problem(Texts(Lang::De), &seats),
        "das ist keine Aufzeichnung eines Glüx-Spiels: sie nennt 3 Plätze für 2 Spieler"
    );
}

/// Who plays each seat is one driver in the app, and saves and exports still write it as they
/// always have: `bot` (a level or null), and `elsewhere` only when set. Old saves read the same.
#[wasm_bindgen_test]
fn seats_are_saved_as_saves_always_had_them() {
    use glux::core::level::Level;
    let read = |text: &str| serde_json::from_str::<SeatInfo>(text).unwrap().driver;
    assert_eq!(
        read(r#"{"name":"Ben","colour":1,"bot":"hard"}"#),
        Driver::Bot(Level::Hard)
    );
    assert_eq!(read(r#"{"name":"Anna","colour":0,"bot":null}"#), Driver::Here);
    assert_eq!(read(r#"{"name":"Anna","colour":0}"#), Driver::Here);
    assert_eq!(
        read(r#"{"name":"Clara","colour":2,"bot":null,"elsewhere":true}"#),
        Driver::Elsewhere
    );
    let seat = |driver| SeatInfo {
        name: "Anna".to_string(),
        colour: 0,
        driver,
    };
    assert_eq!(
        serde_json::to_string(&seat(Driver::Here)).unwrap(),
        r#"{"name":"Anna","colour":0,"bot":null}"#
    );
    assert_eq!(
        serde_json::to_string(&seat(Driver::Bot(Level::Expert))).unwrap(),
        r#"{"name":"Anna","colour":0,"bot":"expert"}"#
    );
    assert_eq!(
        serde_json::to_string(&seat(Driver::Elsewhere)).unwrap(),
        r#"{"name":"Anna","colour":0,"bot":null,"elsewhere":true}"#
    );
}

/// The app asks the rules page's module for a game's rules in a language (`glux de`); the module
/// reads every such request back, and nothing else.
#[wasm_bindgen_test]
fn a_request_for_the_rules_reads_back() {
    use glux::i18n::Lang;
    use glux::ui::games::kind::GameKind;
    use glux::ui::rules::{read_request, request};
    for game in GameKind::ALL {
        for lang in Lang::ALL {
            assert_eq!(read_request(&request(game, lang)), Some((game, lang)));
        }
    }
    assert_eq!(request(GameKind::Glak, Lang::De), "glak de");
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
