//! GLAK in the browser: the area lights exactly what the engine allows, and shows the engine's
//! territories and scores.

use super::{attr_list, draw, mount_point, settle, shape};
use glux::app::glak::table::{GlakAction, GlakTable};
use glux::app::seats::{Driver, SeatInfo};
use glux::core::seat::Seat;
use glux::glak::random::random_action;
use glux::glak::{Action, GameSetup, Recorder, TileSet};
use glux::ui::glak::game_screen::{GlakScreen, GlakScreenProps};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use wasm_bindgen_test::*;

/// A table after `actions` random actions of a seeded game.
fn table_after(players: u8, seed: u64, actions: usize) -> GlakTable {
    let setup = GameSetup {
        players,
        seed,
        deal: None,
        start_player: None,
    };
    let mut play = Recorder::new(&setup, TileSet::ours(), Vec::new()).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..actions {
        let Some(action) = random_action(play.game(), &mut rng) else {
            break;
        };
        play.play(action).unwrap();
    }
    let seats = (0..players)
        .map(|i| SeatInfo {
            name: format!("P{i}"),
            colour: i,
            driver: Driver::Here,
        })
        .collect();
    GlakTable::new(play, seats, 1)
}

async fn render(table: &GlakTable) -> web_sys::Element {
    let root = mount_point();
    let props = GlakScreenProps {
        table: table.clone(),
        thinking: false,
    };
    yew::Renderer::<GlakScreen>::with_root_and_props(root.clone(), props).render();
    settle().await;
    root
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

fn field(p: glux::glak::Point) -> String {
    format!("{},{}", p.x, p.y)
}

#[wasm_bindgen_test]
async fn lit_fields_and_places_are_exactly_the_engines_legal_actions() {
    let mut checked = [0; 3];
    for (players, seed, actions) in [
        (2, 6, 0),
        (3, 7, 0),
        (2, 1, 9),
        (3, 2, 20),
        (4, 3, 40),
        (2, 4, 60),
        (4, 5, 120),
    ] {
        let mut table = table_after(players, seed, actions);
        let legal = table.game().legal_actions();
        let seat = table.game().to_act().unwrap();
        if table.game().board_due() {
            // A board chosen: every place it may go is lit.
            let tile = table.game().hand(seat)[0];
            table.gesture(GlakAction::ChooseBoard(tile));
            let root = render(&table).await;
            let expected: Vec<String> = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Lay {
                        tile: t,
                        at,
                        rotation: 0,
                    } if *t == tile => Some(format!("{},{}", at.bx, at.by)),
                    _ => None,
                })
                .collect();
            assert_eq!(
                sorted(attr_list(&root, "[data-slot][data-legal]", "data-slot")),
                sorted(expected)
            );
            let hand: Vec<String> = table
                .game()
                .hand(seat)
                .iter()
                .map(|&t| TileSet::ours().boards()[t].name().to_string())
                .collect();
            assert_eq!(attr_list(&root, "[data-hand-board]", "data-hand-board"), hand);
            checked[0] += 1;
            continue;
        }
        // Nothing chosen: the placements.
        let root = render(&table).await;
        let places: Vec<String> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Place(p) => Some(field(*p)),
                _ => None,
            })
            .collect();
        assert_eq!(
            sorted(attr_list(&root, "[data-field][data-legal]", "data-field")),
            sorted(places)
        );
        let ap = attr_list(&root, "[data-ap]", "data-ap");
        assert_eq!(ap, vec![table.game().action_points_left().to_string()]);
        checked[1] += 1;
        // A stone chosen: its steps.
        let from = legal.iter().find_map(|a| match a {
            Action::Step { from, .. } => Some(*from),
            _ => None,
        });
        if let Some(from) = from {
            table.gesture(GlakAction::TapField(from));
            let root = render(&table).await;
            let steps: Vec<String> = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Step { from: f, to } if *f == from => Some(field(*to)),
                    _ => None,
                })
                .collect();
            assert_eq!(
                sorted(attr_list(&root, "[data-field][data-legal]", "data-field")),
                sorted(steps)
            );
            checked[2] += 1;
        }
    }
    assert!(checked.iter().all(|&n| n > 0), "every kind checked: {checked:?}");
}

#[wasm_bindgen_test]
async fn territories_stones_and_scores_shown_are_the_engines() {
    for (players, seed) in [(2, 11), (3, 12), (4, 13)] {
        let table = table_after(players, seed, 400);
        let game = table.game();
        let score = game.score();
        let root = render(&table).await;
        let territory: Vec<String> = score
            .territories
            .iter()
            .flat_map(|t| {
                t.fields
                    .iter()
                    .map(move |p| format!("{},{}@{}", p.x, p.y, t.seat.0))
            })
            .collect();
        let shown: Vec<String> = attr_list(&root, "[data-territory]", "data-field")
            .into_iter()
            .zip(attr_list(&root, "[data-territory]", "data-territory"))
            .map(|(f, s)| format!("{f}@{s}"))
            .collect();
        assert_eq!(sorted(shown), sorted(territory));
        let stones: Vec<String> = game
            .stones()
            .map(|(p, s)| format!("{}@{}", field(p), s.0))
            .collect();
        let shown: Vec<String> = attr_list(&root, "[data-stone]", "data-field")
            .into_iter()
            .zip(attr_list(&root, "[data-stone]", "data-stone"))
            .map(|(f, s)| format!("{f}@{s}"))
            .collect();
        assert_eq!(sorted(shown), sorted(stones));
        let total_attr = if game.is_over() {
            "data-score-seat"
        } else {
            "data-standing-seat"
        };
        let nodes = root.query_selector_all(&format!("[{total_attr}]")).unwrap();
        assert_eq!(nodes.length(), u32::from(players));
        for i in 0..nodes.length() {
            let el: web_sys::Element = wasm_bindgen::JsCast::dyn_into(nodes.get(i).unwrap()).unwrap();
            let seat: usize = el.get_attribute(total_attr).unwrap().parse().unwrap();
            assert_eq!(el.text_content().unwrap(), score.score[seat].to_string());
        }
        if game.is_over() {
            let winners = attr_list(&root, "[data-winner-seat]", "data-winner-seat");
            let expected: Vec<String> = score.winners.iter().map(|s: &Seat| s.0.to_string()).collect();
            assert_eq!(winners, expected);
            assert!(root.query_selector("[data-game-over]").unwrap().is_some());
        }
    }
}

#[wasm_bindgen_test]
async fn the_new_game_screens_picture_of_the_area_is_the_areas_own_drawing() {
    use glux::glak::game::{check_players, starting_field};
    use glux::glak::{Area, Game};
    use glux::ui::glak::area::{AreaProps, AreaView, Shown, area_picture};
    use std::rc::Rc;
    for players in 2..=4 {
        let setup = GameSetup {
            players,
            seed: 0,
            deal: None,
            start_player: None,
        };
        let game = Game::new(&setup, TileSet::ours()).unwrap();
        let root = mount_point();
        let props = AreaProps {
            game: Shown(Rc::new(game)),
            names: Rc::default(),
            lit: Default::default(),
            movable: Default::default(),
            chosen: None,
            chains: false,
            outlined: false,
            ghost: None,
            interactive: false,
            focusable_frame: false,
            last: Vec::new(),
            hinted: Vec::new(),
            hinted_slot: None,
            on_field: Default::default(),
            on_slot: Default::default(),
        };
        yew::Renderer::<AreaView>::with_root_and_props(root.clone(), props).render();
        settle().await;
        let view = root.first_element_child().unwrap();
        assert!(check_players(players, &TileSet::ours()).is_ok());
        let area = Area::new(TileSet::ours());
        let starts: Vec<_> = Seat::all(players)
            .map(|s| area.point(starting_field(players, s)))
            .collect();
        let picture = draw(area_picture(
            glux::i18n::Texts(glux::i18n::Lang::EN),
            &area,
            &starts,
        ))
        .await;
        assert_eq!(shape(&picture), shape(&view), "{players} players");
        assert_eq!(
            picture.query_selector_all(".start-field").unwrap().length(),
            u32::from(players)
        );
    }
}

#[wasm_bindgen_test]
fn the_rules_diagrams_show_what_their_captions_say() {
    use glux::glak::Point;
    use glux::ui::glak::rules::{CHAIN, DIAGONAL, JUMP, LINKED, TERRITORY};
    let score = |d: &glux::ui::glak::rules::Diagram| d.game().expect("a legal position").score();
    assert_eq!(score(&TERRITORY).territory, vec![3, 0]);
    assert_eq!(score(&DIAGONAL).territory, vec![1, 0]);
    let linked = score(&LINKED);
    assert_eq!(
        (linked.territory[0], linked.groups[0], linked.territory_bonus[0]),
        (3, 2, 5)
    );
    let chain = score(&CHAIN);
    assert_eq!(
        (chain.longest_chain.clone(), chain.chain_bonus.clone()),
        (vec![4, 2], vec![5, 0])
    );
    let jump = JUMP.game().unwrap();
    let landings = jump.jump_landings();
    let at = |x, y| jump.area().field_at(Point::new(x, y)).unwrap();
    assert!(!landings.contains(at(7, 2)), "not into Orange's territory");
    assert!(!landings.contains(at(4, 4)), "not onto Orange's starting field");
    assert!(landings.contains(at(3, 3)));
}

#[wasm_bindgen_test]
fn undo_takes_back_the_turns_actions_and_a_refusal_changes_nothing() {
    let mut table = table_after(2, 21, 30);
    while table.game().board_due() || table.game().placements().is_empty() {
        let action = random_action(table.game(), &mut ChaCha8Rng::seed_from_u64(3)).unwrap();
        let mut play = (*table.play).clone();
        play.play(action).unwrap();
        table = GlakTable::new(play, table.seats.as_ref().clone(), 1);
    }
    let before = table.play.record().clone();
    let target = table
        .game()
        .placements()
        .first()
        .map(|f| table.game().area().point(f))
        .unwrap();
    table.gesture(GlakAction::TapField(target));
    assert_eq!(table.game().stone_at(target), table.game().to_act());
    table.gesture(GlakAction::Undo);
    assert_eq!(table.play.record(), &before);
    // Another player's starting field is refused with the engine's reason; nothing changes.
    let seat = table.game().to_act().unwrap();
    let other = table.game().starting_fields()[usize::from(1 - seat.0)];
    table.gesture(GlakAction::TapField(other));
    assert!(table.error.is_some());
    assert_eq!(table.play.record(), &before);
}
