//! GLAK's rules, one test per rule and ruling of `docs/rules/glak.md`, and the sheet's examples.

use super::area::{Area, LaidBoard, Place, Point};
use super::fields::{Field, FieldSet};
use super::game::{self, Action, FinalRoundCause, Game, GameSetup, PlayError, SetupError};
use super::scoring::{self, Stones};
use super::tiles::TileSet;
use crate::core::seat::Seat;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

fn p(x: i32, y: i32) -> Point {
    Point::new(x, y)
}

fn setup(players: u8, seed: u64) -> GameSetup {
    GameSetup {
        players,
        seed,
        deal: None,
        start_player: None,
    }
}

/// A game with a given deal (board names per seat) and start player.
fn dealt(players: u8, deal: &[&[&str]], start: u8) -> Game {
    Game::new(
        &GameSetup {
            players,
            seed: 0,
            deal: Some(
                deal.iter()
                    .map(|h| h.iter().map(|s| s.to_string()).collect())
                    .collect(),
            ),
            start_player: Some(start),
        },
        TileSet::ours(),
    )
    .unwrap()
}

fn tile(name: &str) -> usize {
    TileSet::ours().index_of(name).unwrap()
}

/// A 5 × 5 area of one all-open board (T20's open rows) is awkward to find; scoring tests use a
/// tile set of their own: the starting board with open middle, and blank boards.
fn blank_set() -> Arc<TileSet> {
    Arc::new(
        TileSet::parse(
            "S     A     B     C\n1...2 ..... ##### .....\n..... ..... ##### .....\n..... ..... ##### .....\n..... ..... ##### .....\n4...3 ..... ##### .....\n",
        )
        .unwrap(),
    )
}

fn score_of(area: &Area, stones: &[(i32, i32, u8)], players: u8) -> scoring::Score {
    let mut by_seat = vec![FieldSet::EMPTY; players as usize];
    for &(x, y, s) in stones {
        by_seat[s as usize].insert(area.field_at(p(x, y)).expect("a field of the area"));
    }
    let starts: Vec<Field> = Seat::all(players)
        .map(|s| Area::corner_field(game::starting_corner(players, s)))
        .collect();
    scoring::score(Stones {
        area,
        by_seat: &by_seat,
        starts: &starts,
    })
}

// ---- Setup ----

#[test]
fn setup_deals_4_boards_each_to_two_players_and_3_to_three_or_four() {
    for (players, each) in [(2u8, 4usize), (3, 3), (4, 3)] {
        let g = Game::new(&setup(players, 7), TileSet::ours()).unwrap();
        let mut all: Vec<usize> = Vec::new();
        for s in Seat::all(players) {
            assert_eq!(g.hand(s).len(), each);
            assert_eq!(g.supply(s), 20, "20 stones each");
            all.extend(g.hand(s));
        }
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), each * players as usize, "no board dealt twice");
    }
}

#[test]
fn setup_the_deal_and_start_player_come_from_the_seed() {
    let a = Game::new(&setup(3, 11), TileSet::ours()).unwrap();
    let b = Game::new(&setup(3, 11), TileSet::ours()).unwrap();
    assert_eq!(a, b);
    let starts: std::collections::BTreeSet<u8> = (0..40)
        .map(|seed| {
            Game::new(&setup(4, seed), TileSet::ours())
                .unwrap()
                .start_player()
                .0
        })
        .collect();
    assert_eq!(starts.len(), 4, "every seat starts in some game");
}

#[test]
fn setup_starting_fields_clockwise_from_the_top_left_and_opposite_with_two() {
    let g = Game::new(&setup(4, 1), TileSet::ours()).unwrap();
    assert_eq!(g.starting_fields(), vec![p(0, 0), p(4, 0), p(4, 4), p(0, 4)]);
    let g = Game::new(&setup(3, 1), TileSet::ours()).unwrap();
    assert_eq!(g.starting_fields(), vec![p(0, 0), p(4, 0), p(4, 4)]);
    let g = Game::new(&setup(2, 1), TileSet::ours()).unwrap();
    assert_eq!(g.starting_fields(), vec![p(0, 0), p(4, 4)]);
}

#[test]
fn setup_errors_name_the_problem() {
    let bad = |s: GameSetup| Game::new(&s, TileSet::ours()).unwrap_err();
    assert_eq!(bad(setup(5, 1)), SetupError::PlayerCount(5));
    let mut s = setup(2, 1);
    s.deal = Some(vec![
        vec!["T01".into(); 4],
        vec!["T02".into(), "T03".into(), "T04".into(), "T05".into()],
    ]);
    assert_eq!(
        bad(s.clone()),
        SetupError::UnknownBoard("T01".into()),
        "a board dealt twice"
    );
    s.deal = Some(vec![vec!["T01".into()], vec![]]);
    assert!(matches!(
        bad(s.clone()),
        SetupError::DealSize {
            seat: 0,
            found: 1,
            needed: 4
        }
    ));
    s.deal = None;
    s.start_player = Some(2);
    assert_eq!(bad(s), SetupError::NoSuchSeat(2));
    let small = blank_set();
    assert!(matches!(
        Game::new(&setup(2, 1), small).unwrap_err(),
        SetupError::TooFewBoards { .. }
    ));
}

#[test]
fn first_round_action_points_grow_to_five() {
    assert_eq!(
        (0..5).map(|t| game::action_points(4, t)).collect::<Vec<_>>(),
        [2, 3, 4, 5, 5]
    );
    assert_eq!(
        (0..4).map(|t| game::action_points(3, t)).collect::<Vec<_>>(),
        [3, 4, 5, 5]
    );
    assert_eq!(
        (0..3).map(|t| game::action_points(2, t)).collect::<Vec<_>>(),
        [4, 5, 5]
    );
}

// ---- A turn ----

#[test]
fn starting_phase_the_board_comes_first_then_action_points() {
    let mut g = dealt(
        2,
        &[&["T01", "T02", "T03", "T04"], &["T05", "T06", "T07", "T08"]],
        0,
    );
    assert!(g.in_starting_phase());
    assert_eq!(g.play(Action::Place(p(0, 0))), Err(PlayError::BoardFirst));
    assert_eq!(g.play(Action::EndTurn), Err(PlayError::BoardFirst));
    let lay = Action::Lay {
        tile: tile("T01"),
        at: Place::new(1, 0),
        rotation: 1,
    };
    g.play(lay).unwrap();
    assert_eq!(g.play(lay), Err(PlayError::NoBoardNow), "one board a turn");
    assert_eq!(g.action_points_left(), 4);
    g.play(Action::Place(p(0, 0))).unwrap();
    assert_eq!(g.action_points_left(), 3);
}

#[test]
fn laying_a_board_needs_an_own_board_a_rotation_and_a_free_place_sharing_a_side() {
    let mut g = dealt(
        2,
        &[&["T01", "T02", "T03", "T04"], &["T05", "T06", "T07", "T08"]],
        0,
    );
    let lay = |tile_name: &str, bx, by, rotation| Action::Lay {
        tile: tile(tile_name),
        at: Place::new(bx, by),
        rotation,
    };
    assert_eq!(g.check(lay("T05", 1, 0, 0)), Err(PlayError::NotInHand));
    assert_eq!(g.check(lay("T01", 1, 0, 4)), Err(PlayError::Rotation));
    assert_eq!(
        g.check(lay("T01", 0, 0, 0)),
        Err(PlayError::NotASlot),
        "never overlapping"
    );
    assert_eq!(
        g.check(lay("T01", 1, 1, 0)),
        Err(PlayError::NotASlot),
        "a corner touches no full side"
    );
    assert_eq!(
        g.check(lay("T01", 2, 0, 0)),
        Err(PlayError::NotASlot),
        "not touching the area"
    );
    for at in [
        Place::new(0, -1),
        Place::new(1, 0),
        Place::new(0, 1),
        Place::new(-1, 0),
    ] {
        assert_eq!(
            g.check(Action::Lay {
                tile: tile("T01"),
                at,
                rotation: 3
            }),
            Ok(())
        );
    }
    g.play(lay("T01", -1, 0, 2)).unwrap();
    assert_eq!(g.area().boards().len(), 2);
    assert_eq!(g.hand(Seat(0)).len(), 3);
    assert_eq!(g.area().free_slots().len(), 6);
}

#[test]
fn place_next_to_an_own_stone_or_the_own_starting_field_or_on_it() {
    let mut g = dealt(
        2,
        &[&["T01", "T02", "T03", "T04"], &["T05", "T06", "T07", "T08"]],
        0,
    );
    g.play(Action::Lay {
        tile: tile("T01"),
        at: Place::new(1, 0),
        rotation: 0,
    })
    .unwrap();
    assert_eq!(g.check(Action::Place(p(2, 2))), Err(PlayError::NotNextToOwn));
    assert_eq!(
        g.check(Action::Place(p(4, 4))),
        Err(PlayError::OthersStartingField)
    );
    g.play(Action::Place(p(1, 0))).unwrap(); // next to the own starting field
    g.play(Action::Place(p(0, 0))).unwrap(); // on it
    g.play(Action::Place(p(2, 0))).unwrap(); // next to an own stone
    assert_eq!(g.check(Action::Place(p(2, 0))), Err(PlayError::NotEmptyOpen));
    assert_eq!(
        g.check(Action::Place(p(-1, 0))),
        Err(PlayError::NotEmptyOpen),
        "outside the area"
    );
    // T01's row 1 is `.####`: (6,1) is excluded.
    assert!(!g.area().is_open(p(6, 1)));
    assert_eq!(g.supply(Seat(0)), 17);
}

#[test]
fn step_one_field_orthogonally_onto_an_empty_open_field() {
    let mut g = dealt(
        2,
        &[&["T01", "T02", "T03", "T04"], &["T05", "T06", "T07", "T08"]],
        0,
    );
    g.play(Action::Lay {
        tile: tile("T01"),
        at: Place::new(1, 0),
        rotation: 0,
    })
    .unwrap();
    g.play(Action::Place(p(0, 0))).unwrap();
    assert_eq!(
        g.check(Action::Step {
            from: p(0, 0),
            to: p(1, 1)
        }),
        Err(PlayError::NotAStep),
        "never diagonally"
    );
    assert_eq!(
        g.check(Action::Step {
            from: p(1, 0),
            to: p(2, 0)
        }),
        Err(PlayError::NotOwnStone)
    );
    g.play(Action::Step {
        from: p(0, 0),
        to: p(1, 0),
    })
    .unwrap();
    g.play(Action::Step {
        from: p(1, 0),
        to: p(2, 0),
    })
    .unwrap(); // the same stone again
    assert_eq!(g.action_points_left(), 1);
    assert_eq!(g.stone_at(p(2, 0)), Some(Seat(0)));
    assert_eq!(g.supply(Seat(0)), 19, "steps take no stone from the supply");
}

#[test]
fn unused_action_points_are_lost_and_a_player_may_use_none() {
    let mut g = dealt(
        2,
        &[&["T01", "T02", "T03", "T04"], &["T05", "T06", "T07", "T08"]],
        0,
    );
    g.play(Action::Lay {
        tile: tile("T01"),
        at: Place::new(1, 0),
        rotation: 0,
    })
    .unwrap();
    g.play(Action::EndTurn).unwrap();
    assert_eq!(g.to_act(), Some(Seat(1)));
    assert_eq!(
        g.action_points_left(),
        5,
        "the second player of a two-player game has 5"
    );
}

/// Plays turns that only lay a board until both hands are empty (no stone placed).
fn lay_out_all_boards(g: &mut Game) {
    while g.in_starting_phase() {
        let slot = g.area().free_slots()[0];
        let seat = g.to_act().unwrap();
        let tile = g.hand(seat)[0];
        g.play(Action::Lay {
            tile,
            at: slot,
            rotation: 0,
        })
        .unwrap();
        g.play(Action::EndTurn).unwrap();
    }
}

#[test]
fn jump_only_in_the_closing_phase_as_the_whole_turn_and_never_into_foreign_territory() {
    let mut g = dealt(
        2,
        &[&["T01", "T02", "T03", "T04"], &["T05", "T06", "T07", "T08"]],
        0,
    );
    g.play(Action::Lay {
        tile: tile("T01"),
        at: Place::new(1, 0),
        rotation: 0,
    })
    .unwrap();
    g.play(Action::Place(p(0, 0))).unwrap();
    assert_eq!(
        g.check(Action::Jump {
            from: p(0, 0),
            to: p(2, 2)
        }),
        Err(PlayError::NoJumpNow),
        "starting phase"
    );
    g.play(Action::EndTurn).unwrap();
    lay_out_all_boards(&mut g);
    while g.to_act() != Some(Seat(0)) {
        g.play(Action::EndTurn).unwrap();
    }
    assert!(!g.in_starting_phase());
    // Seat 1 walls off (2,2) in the middle of the starting board; seat 0 may not land there.
    for at in [p(2, 1), p(1, 2), p(3, 2), p(2, 3)] {
        g.put_stone(at, Seat(1));
    }
    assert_eq!(g.score().territory, vec![0, 1]);
    assert_eq!(
        g.check(Action::Jump {
            from: p(0, 0),
            to: p(2, 2)
        }),
        Err(PlayError::OthersTerritory)
    );
    assert_eq!(
        g.check(Action::Jump {
            from: p(0, 0),
            to: p(4, 4)
        }),
        Err(PlayError::OthersStartingField)
    );
    g.play(Action::Jump {
        from: p(0, 0),
        to: p(1, 1),
    })
    .unwrap();
    assert_eq!(g.to_act(), Some(Seat(1)), "a jump ends the turn");
    assert_eq!(g.stone_at(p(1, 1)), Some(Seat(0)));
    assert_eq!(g.stone_at(p(0, 0)), None);
}

#[test]
fn a_jump_may_land_in_the_own_territory() {
    let mut g = dealt(
        2,
        &[&["T01", "T02", "T03", "T04"], &["T05", "T06", "T07", "T08"]],
        0,
    );
    lay_out_all_boards(&mut g);
    while g.to_act() != Some(Seat(0)) {
        g.play(Action::EndTurn).unwrap();
    }
    for at in [p(2, 1), p(1, 2), p(3, 2), p(2, 3), p(3, 3)] {
        g.put_stone(at, Seat(0));
    }
    assert!(
        g.score()
            .territories
            .iter()
            .any(|t| t.seat == Seat(0) && t.fields == vec![p(2, 2)])
    );
    assert_eq!(
        g.check(Action::Jump {
            from: p(3, 3),
            to: p(2, 2)
        }),
        Ok(())
    );
}

#[test]
fn a_jump_is_refused_after_an_action_point_is_used() {
    let mut g = dealt(
        2,
        &[&["T01", "T02", "T03", "T04"], &["T05", "T06", "T07", "T08"]],
        0,
    );
    g.play(Action::Lay {
        tile: tile("T01"),
        at: Place::new(1, 0),
        rotation: 0,
    })
    .unwrap();
    g.play(Action::Place(p(0, 0))).unwrap();
    g.play(Action::EndTurn).unwrap();
    lay_out_all_boards(&mut g);
    while g.to_act() != Some(Seat(0)) {
        g.play(Action::EndTurn).unwrap();
    }
    g.play(Action::Step {
        from: p(0, 0),
        to: p(1, 0),
    })
    .unwrap();
    assert_eq!(
        g.check(Action::Jump {
            from: p(1, 0),
            to: p(2, 2)
        }),
        Err(PlayError::NoJumpNow)
    );
}

// ---- End of the game ----

#[test]
fn final_round_when_a_supply_is_down_to_two_the_trigger_plays_last() {
    let mut g = Game::new(&setup(3, 5), TileSet::ours()).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    // Play greedily: place whenever possible, until the final round begins.
    while g.final_round().is_none() {
        let places: Vec<Action> = g
            .legal_actions()
            .into_iter()
            .filter(|a| matches!(a, Action::Lay { .. } | Action::Place(_)))
            .collect();
        let action = if places.is_empty() {
            Action::EndTurn
        } else {
            places[rng.random_range(0..places.len())]
        };
        g.play(action).unwrap();
    }
    let round = g.final_round().unwrap();
    assert_eq!(round.cause, FinalRoundCause::Supply);
    assert!(g.supply(round.trigger) <= 2);
    assert_eq!(round.turns_left, 3);
    let mut order = Vec::new();
    while let Some(seat) = g.to_act() {
        order.push(seat);
        if g.in_starting_phase() && !g.board_laid() {
            let slot = g.area().free_slots()[0];
            g.play(Action::Lay {
                tile: g.hand(seat)[0],
                at: slot,
                rotation: 0,
            })
            .unwrap();
        }
        g.play(Action::EndTurn).unwrap();
    }
    assert_eq!(order.len(), 3, "every player has exactly one more turn");
    assert_eq!(*order.last().unwrap(), round.trigger, "the trigger plays last");
    assert!(g.is_over());
    assert_eq!(g.play(Action::EndTurn), Err(PlayError::GameOver));
}

#[test]
fn stall_guard_a_whole_round_without_a_stone_or_a_board_begins_the_final_round() {
    let mut g = dealt(
        2,
        &[&["T01", "T02", "T03", "T04"], &["T05", "T06", "T07", "T08"]],
        1,
    );
    lay_out_all_boards(&mut g);
    assert!(g.final_round().is_none(), "laying boards is progress");
    g.play(Action::EndTurn).unwrap();
    assert!(g.final_round().is_none());
    let trigger = g.to_act().unwrap();
    g.play(Action::EndTurn).unwrap();
    let round = g.final_round().unwrap();
    assert_eq!((round.cause, round.trigger), (FinalRoundCause::Stall, trigger));
    g.play(Action::EndTurn).unwrap();
    g.play(Action::EndTurn).unwrap();
    assert!(g.is_over());
}

// ---- Territory ----

/// The starting board alone, with one open board laid at each side so its middle is surrounded.
fn plus_area(set: &Arc<TileSet>) -> Area {
    let mut area = Area::new(Arc::clone(set));
    for at in [
        Place::new(1, 0),
        Place::new(-1, 0),
        Place::new(0, 1),
        Place::new(0, -1),
    ] {
        area.lay(LaidBoard {
            tile: Some(0),
            at,
            rotation: 0,
        });
    }
    area
}

#[test]
fn territory_a_region_walled_by_one_players_stones_is_theirs_one_point_a_field() {
    let set = blank_set();
    let area = plus_area(&set);
    // A ring around (2,2): a one-field territory for seat 0.
    let s = score_of(&area, &[(2, 1, 0), (1, 2, 0), (3, 2, 0), (2, 3, 0)], 2);
    assert_eq!(s.territory, vec![1, 0]);
    assert_eq!(s.territories[0].fields, vec![p(2, 2)]);
    // Diagonal neighbours play no part: without (2,3) the region leaks.
    let s = score_of(&area, &[(2, 1, 0), (1, 2, 0), (3, 2, 0), (1, 3, 0), (3, 3, 0)], 2);
    assert_eq!(s.territory, vec![0, 0]);
}

#[test]
fn territory_the_area_edge_never_encloses() {
    let set = blank_set();
    let area = Area::new(Arc::clone(&set));
    // (0,2) on the starting board alone: walled by stones on three sides and the edge on the fourth.
    let s = score_of(&area, &[(0, 1, 0), (1, 2, 0), (0, 3, 0)], 2);
    assert_eq!(s.territory, vec![0, 0]);
}

#[test]
fn territory_a_foreign_stone_on_the_wall_breaks_it() {
    let area = plus_area(&blank_set());
    let s = score_of(&area, &[(2, 1, 0), (1, 2, 0), (3, 2, 1), (2, 3, 0)], 2);
    assert_eq!(s.territory, vec![0, 0]);
}

#[test]
fn territory_excluded_fields_wall_too_but_a_stone_is_needed() {
    let set = blank_set();
    let mut area = Area::new(Arc::clone(&set));
    // Board B is all excluded: lay it at each side; the starting board is then walled entirely.
    for at in [
        Place::new(1, 0),
        Place::new(-1, 0),
        Place::new(0, 1),
        Place::new(0, -1),
    ] {
        area.lay(LaidBoard {
            tile: Some(1),
            at,
            rotation: 0,
        });
    }
    let none = score_of(&area, &[], 4);
    assert_eq!(none.territory, vec![0, 0, 0, 0], "no stone, no owner");
    // The corners are starting fields: seat 0's stone walls the region, which holds others' corners.
    let with = score_of(&area, &[(2, 2, 0)], 4);
    assert_eq!(
        with.territory,
        vec![0, 0, 0, 0],
        "another player's starting field breaks a territory"
    );
    let two = score_of(&area, &[(2, 2, 0)], 2);
    assert_eq!(
        two.territory,
        vec![0, 0],
        "seat 1's corner (4,4) is in the region"
    );
}

#[test]
fn territory_holds_no_starting_field_of_another_player_but_may_hold_the_own() {
    let set = blank_set();
    let mut area = Area::new(Arc::clone(&set));
    for at in [
        Place::new(1, 0),
        Place::new(-1, 0),
        Place::new(0, 1),
        Place::new(0, -1),
    ] {
        area.lay(LaidBoard {
            tile: Some(1),
            at,
            rotation: 0,
        });
    }
    // Seat 0 walls off its own corner (0,0) with stones on (1,0) and (0,1).
    let s = score_of(&area, &[(1, 0, 0), (0, 1, 0)], 2);
    assert_eq!(s.territory, vec![1, 0]);
    // Seat 1 walling (0,0), seat 0's starting field, gets nothing there; the rest of the board,
    // walled by the same stones and excluded fields, holds seat 1's own corner (4,4): 22 points.
    let s = score_of(&area, &[(1, 0, 1), (0, 1, 1)], 2);
    assert_eq!(s.territory, vec![0, 22]);
}

// ---- Groups, chains, score (the sheet's examples) ----

#[test]
fn figure_2_one_stone_bordering_three_territories_is_one_group_no_bonus() {
    let area = plus_area(&blank_set());
    // Stone (2,2) with walls making three one-field territories at (2,1), (1,2), (3,2).
    let stones = [
        (2, 2, 0),
        (2, 0, 0),
        (1, 1, 0),
        (3, 1, 0), // around (2,1)
        (0, 2, 0),
        (1, 3, 0), // around (1,2) (with (1,1))
        (4, 2, 0),
        (3, 3, 0), // around (3,2) (with (3,1))
    ];
    let s = score_of(&area, &stones, 2);
    assert_eq!(s.territory, vec![3, 0]);
    assert_eq!(s.groups, vec![1, 0]);
    assert_eq!(s.territory_bonus, vec![0, 0]);
}

#[test]
fn figure_2_two_territories_with_no_common_border_stone_are_two_groups_plus_five() {
    let area = plus_area(&blank_set());
    let stones = [
        (1, 0, 0),
        (0, 1, 0),
        (2, 1, 0),
        (1, 2, 0), // around (1,1)
        (6, 1, 0),
        (5, 2, 0),
        (7, 2, 0),
        (6, 3, 0), // around (6,2), on the board to the right
    ];
    let s = score_of(&area, &stones, 2);
    assert_eq!(s.territory, vec![2, 0]);
    assert_eq!(s.groups, vec![2, 0]);
    assert_eq!(s.territory_bonus, vec![5, 0]);
}

#[test]
fn longest_chain_ties_all_get_five_and_a_chain_needs_two_stones() {
    let area = plus_area(&blank_set());
    let s = score_of(&area, &[(1, 1, 0), (1, 2, 0), (3, 3, 1), (4, 3, 1)], 2);
    assert_eq!(s.longest_chain, vec![2, 2]);
    assert_eq!(s.chain_bonus, vec![5, 5], "figure 1: tied chains of 2 both get 5");
    let s = score_of(&area, &[(1, 1, 0), (2, 2, 0), (3, 3, 1)], 2);
    assert_eq!(s.longest_chain, vec![0, 0]);
    assert_eq!(s.chain_bonus, vec![0, 0], "no two stones touch: nobody gets it");
    let s = score_of(&area, &[(1, 1, 0), (1, 2, 0), (1, 3, 0), (3, 3, 1), (4, 3, 1)], 2);
    assert_eq!(s.chain_bonus, vec![5, 0]);
    assert_eq!(s.chains[0], vec![p(1, 1), p(1, 2), p(1, 3)]);
}

#[test]
fn final_scoring_territory_plus_bonus_plus_chain_highest_wins_ties_share() {
    let area = plus_area(&blank_set());
    // Seat 0: one territory of 1 and a chain of 2 => 1 + 5; seat 1: chain of 2 => 5... tie broken by territory.
    let s = score_of(
        &area,
        &[
            (2, 1, 0),
            (1, 2, 0),
            (3, 2, 0),
            (2, 3, 0),
            (2, 4, 0),
            (6, 1, 1),
            (6, 2, 1),
        ],
        2,
    );
    assert_eq!(s.score, vec![1 + 5, 5]);
    assert_eq!(s.winners, vec![Seat(0)]);
    let s = score_of(&area, &[(1, 1, 0), (1, 2, 0), (3, 3, 1), (4, 3, 1)], 2);
    assert_eq!(
        s.winners,
        vec![Seat(0), Seat(1)],
        "tied players share the victory"
    );
}

// ---- Undo ----

#[test]
fn undo_restores_the_exact_state_of_each_action_of_the_turn() {
    let mut g = dealt(
        2,
        &[&["T01", "T02", "T03", "T04"], &["T05", "T06", "T07", "T08"]],
        0,
    );
    let start = g.clone();
    g.play(Action::Lay {
        tile: tile("T01"),
        at: Place::new(1, 0),
        rotation: 0,
    })
    .unwrap();
    let laid = g.clone();
    g.play(Action::Place(p(0, 0))).unwrap();
    g.play(Action::Step {
        from: p(0, 0),
        to: p(1, 0),
    })
    .unwrap();
    assert!(g.undo());
    assert!(g.undo());
    assert_eq!(g, laid);
    assert!(g.undo());
    assert_eq!(g, start);
    assert!(!g.undo(), "nothing before the turn's start");
}

// ---- Seeded random games ----

fn random_game(players: u8, seed: u64) -> (Game, usize) {
    let mut g = Game::new(&setup(players, seed), TileSet::ours()).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut actions = 0;
    while !g.is_over() {
        let legal = g.legal_actions();
        assert!(!legal.is_empty(), "the seat to move can always act");
        // The list and the rules agree: a sample of other actions is refused.
        for _ in 0..4 {
            let at = p(rng.random_range(-15..20), rng.random_range(-15..20));
            let from = p(rng.random_range(-15..20), rng.random_range(-15..20));
            for probe in [
                Action::Place(at),
                Action::Step { from, to: at },
                Action::Jump { from, to: at },
            ] {
                assert_eq!(g.check(probe).is_ok(), legal.contains(&probe), "{probe:?}");
            }
        }
        let action = legal[rng.random_range(0..legal.len())];
        let before = g.clone();
        g.play(action)
            .unwrap_or_else(|e| panic!("a listed action was refused: {action:?}: {e}"));
        if rng.random_range(0..20) == 0 && g.undo() {
            assert_eq!(g, before, "undo restores the exact state");
            g.play(action).unwrap();
        }
        let starts = g.starting_fields();
        for (at, seat) in g.stones() {
            assert!(g.area().is_open(at), "a stone on an open field");
            assert!(
                !starts
                    .iter()
                    .enumerate()
                    .any(|(s, &f)| f == at && s != seat.index()),
                "never on another's starting field"
            );
        }
        for t in g.score().territories {
            for f in &t.fields {
                for n in f.neighbours() {
                    assert!(g.area().cell(n).is_some(), "a territory never touches the edge");
                    if let Some(s) = g.stone_at(n) {
                        assert_eq!(s, t.seat, "a territory never touches a foreign stone");
                    }
                }
            }
        }
        actions += 1;
        assert!(actions < 5_000, "every game ends");
    }
    (g, actions)
}

#[test]
fn random_games_end_and_keep_every_rule() {
    let mut ends = [0; 2];
    for players in 2..=4u8 {
        for seed in 0..12 {
            let (g, _) = random_game(players, seed);
            let round = g.final_round().unwrap();
            ends[usize::from(round.cause == FinalRoundCause::Stall)] += 1;
            assert!(g.legal_actions().is_empty());
        }
    }
    assert!(ends[1] > 0, "the stall guard ends some random games: {ends:?}");
}

// ---- Rulings not covered above ----

/// A position from the command line's JSON format.
fn position(json: &str) -> Game {
    let setup: super::position::PositionSetup = serde_json::from_str(json).unwrap();
    setup.to_game().unwrap()
}

#[test]
fn a_final_turn_is_an_ordinary_turn_a_player_holding_a_board_lays_it_first() {
    // Seat 0 has 3 stones left: placing one brings the supply to 2 and begins the final round.
    let mut g = position(
        r#"{"game": "glak", "players": 2, "hands": [[], ["T07"]], "supply": [3, 20],
            "stones": [{"seat": 0, "at": [0, 0]}]}"#,
    );
    g.play(Action::Place(p(1, 0))).unwrap();
    g.play(Action::EndTurn).unwrap();
    let round = g.final_round().expect("the final round has begun");
    assert_eq!((round.trigger, round.cause), (Seat(0), FinalRoundCause::Supply));
    assert_eq!(g.to_act(), Some(Seat(1)));
    assert!(g.in_starting_phase(), "a board in hand: the starting phase");
    assert_eq!(g.check(Action::Place(p(4, 4))), Err(PlayError::BoardFirst));
    assert_eq!(g.check(Action::EndTurn), Err(PlayError::BoardFirst));
    g.play(Action::Lay {
        tile: tile("T07"),
        at: Place::new(1, 0),
        rotation: 0,
    })
    .unwrap();
    g.play(Action::Place(p(4, 4))).unwrap();
    g.play(Action::EndTurn).unwrap();
    assert_eq!(g.to_act(), Some(Seat(0)), "the trigger plays last");
    g.play(Action::EndTurn).unwrap();
    assert!(g.is_over());
}

#[test]
fn an_unused_corner_is_an_ordinary_field() {
    // Three players use corners 1–3 ([0,0], [4,0], [4,4]); [0,4] is nobody's.
    let mut g =
        position(r#"{"game": "glak", "players": 3, "stones": [{"seat": 1, "at": [0, 3]}], "to_move": 1}"#);
    assert_eq!(g.starting_fields(), vec![p(0, 0), p(4, 0), p(4, 4)]);
    g.play(Action::Step {
        from: p(0, 3),
        to: p(0, 4),
    })
    .expect("a stone may step onto the unused corner");
    assert_eq!(g.stone_at(p(0, 4)), Some(Seat(1)));
    g.play(Action::Place(p(0, 3)))
        .expect("and placing next to it is placing next to an own stone");
    // Four players use every corner: the same step is refused.
    let g =
        position(r#"{"game": "glak", "players": 4, "stones": [{"seat": 1, "at": [0, 3]}], "to_move": 1}"#);
    assert_eq!(
        g.check(Action::Step {
            from: p(0, 3),
            to: p(0, 4)
        }),
        Err(PlayError::OthersStartingField)
    );
}

// ---- The sheet's figures 1 and 5, drawn as maps ----

/// An area drawn as a map (the sheet's figures are lost; these reproduce their numbers): `#`
/// excluded, `.` open, `1`–`4` the starting board's corners, and the `k`-th letter of `legend` a
/// stone of seat `k`. The map's top-left field is `[origin.bx · 5, origin.by · 5]`; every 5 × 5
/// block becomes a board of its own tile set, the block at `[0, 0]` the starting board.
fn map_area(rows: &[&str], origin: Place, legend: &str) -> (Area, Vec<(i32, i32, u8)>) {
    let side = 5;
    let (width, height) = (rows[0].len() / side, rows.len() / side);
    let mut text = String::new();
    let mut places = Vec::new();
    for by in 0..height {
        for bx in 0..width {
            let at = Place::new(origin.bx + bx as i32, origin.by + by as i32);
            let name = if at == Place::new(0, 0) {
                "S".to_string()
            } else {
                format!("M{by}{bx}")
            };
            text.push_str(&format!("{name}\n"));
            for row in &rows[by * side..(by + 1) * side] {
                let cells: String = row[bx * side..(bx + 1) * side]
                    .chars()
                    .map(|c| if legend.contains(c) { '.' } else { c })
                    .collect();
                text.push_str(&format!("{cells}\n"));
            }
            text.push('\n');
            places.push((at, name));
        }
    }
    let tiles = Arc::new(TileSet::parse(&text).expect("a map of whole boards"));
    let mut area = Area::new(Arc::clone(&tiles));
    for (at, name) in places.iter().filter(|(at, _)| *at != Place::new(0, 0)) {
        area.lay(LaidBoard {
            tile: tiles.index_of(name),
            at: *at,
            rotation: 0,
        });
    }
    let mut stones = Vec::new();
    for (y, row) in rows.iter().enumerate() {
        for (x, c) in row.chars().enumerate() {
            if let Some(seat) = legend.find(c) {
                let at = (origin.bx * 5 + x as i32, origin.by * 5 + y as i32);
                stones.push((at.0, at.1, seat as u8));
            }
        }
    }
    (area, stones)
}

#[test]
fn figure_1_a_diagonal_wall_one_stone_and_three_excluded_fields_tied_chains() {
    // Seats: 0 blue, 1 red, 2 yellow. Red's 14 fields lie inside a diamond of stones of which no
    // two touch (walls are orthogonal: a diagonal line holds), its top pushed out one field between
    // two excluded fields. Yellow's one field has one yellow stone and three excluded fields on its
    // sides, the second yellow stone touching it diagonally. Blue walls 3 fields with excluded
    // fields and three stones, two of them touching.
    let (area, stones) = map_area(
        &[
            "...............",
            "..#............",
            ".#.#...........",
            "..yy...r.......",
            "......#.#......",
            ".....1r.r2.....",
            ".....r...r.....",
            "....r.....r....",
            ".....r...r.....",
            ".....4r.r3.....",
            ".......r.......",
            "...........###.",
            "..........#...b",
            "...........bb#.",
            "...............",
        ],
        Place::new(-1, -1),
        "bry",
    );
    let s = score_of(&area, &stones, 3);
    assert_eq!(s.territory, vec![3, 14, 1], "blue 3, red 14, yellow 1");
    let yellow = &s.territories.iter().find(|t| t.seat == Seat(2)).unwrap();
    assert_eq!(yellow.fields, vec![p(-3, -3)]);
    assert_eq!(yellow.border, vec![p(-3, -2)], "one yellow stone on its sides");
    assert_eq!(s.longest_chain, vec![2, 0, 2], "no two red stones touch");
    assert_eq!(
        s.chain_bonus,
        vec![5, 0, 5],
        "yellow's and blue's chains of 2 tie"
    );
    assert_eq!(s.groups, vec![1, 1, 1]);
    assert_eq!(s.score, vec![8, 14, 6]);
    assert_eq!(s.winners, vec![Seat(1)]);
}

#[test]
fn figure_5_the_final_example_blue_29_wins_red_24_green_and_yellow_share_21() {
    // Seats: 0 red, 1 yellow, 2 blue, 3 green, on 12 boards. Red: a room of 19 and a chain of 11
    // stones from its door. Yellow: one room of 21. Blue: two rooms of 12 with a door stone each
    // (no stone borders both: two groups). Green: two rooms of 8, likewise.
    let (area, stones) = map_area(
        &[
            "###########....",
            "#....#....#....",
            "#....#....#....",
            "##g####g###....",
            "...rrrrr.......",
            "...r.1...2.....",
            "...r...........",
            "...r...........",
            "...r...........",
            "...r.4...3.....",
            "###r#######y###",
            "#.....#.......#",
            "#..#..#.......#",
            "#.....#.......#",
            "#.....#########",
            "###########....",
            "#....#....#....",
            "#....#....#....",
            "#....#....#....",
            "##b####b###....",
        ],
        Place::new(-1, -1),
        "rybg",
    );
    assert_eq!(area.boards().len(), 12);
    let s = score_of(&area, &stones, 4);
    assert_eq!(s.territory, vec![19, 21, 24, 16], "80 points of territory");
    assert_eq!(s.groups, vec![1, 1, 2, 2]);
    assert_eq!(
        s.territory_bonus,
        vec![0, 0, 5, 5],
        "blue and green one bonus each"
    );
    assert_eq!(s.longest_chain, vec![11, 0, 0, 0]);
    assert_eq!(s.chain_bonus, vec![5, 0, 0, 0]);
    assert_eq!(
        s.score,
        vec![24, 21, 29, 21],
        "red 19 + 5, yellow 21, blue 24 + 5, green 16 + 5"
    );
    assert_eq!(s.winners, vec![Seat(2)], "blue wins");
}

#[test]
fn a_recorder_takes_back_the_turns_actions_and_resumes_a_record_mid_turn() {
    use super::record::Recorder;
    let mut rng = ChaCha8Rng::seed_from_u64(77);
    for seed in 0..40 {
        let players = 2 + (seed % 3) as u8;
        let mut recorder = Recorder::new(&setup(players, seed), TileSet::ours(), Vec::new()).unwrap();
        let stop = rng.random_range(1..200);
        for _ in 0..stop {
            let Some(action) = super::random::random_action(recorder.game(), &mut rng) else {
                break;
            };
            // Undo each action of the turn once: the record and the game are as before it.
            let before = recorder.clone();
            recorder.play(action).unwrap();
            if !recorder.game().turn_actions().is_empty() && rng.random_bool(0.3) {
                assert!(recorder.undo());
                assert_eq!(recorder.record(), before.record());
                assert_eq!(recorder.game().legal_actions(), before.game().legal_actions());
                recorder.play(action).unwrap();
            }
        }
        // A record saved at any moment resumes to the same game, and keeps recording alike.
        let resumed = Recorder::resume(recorder.record()).unwrap();
        assert_eq!(resumed.record(), recorder.record());
        assert_eq!(resumed.game().legal_actions(), recorder.game().legal_actions());
        assert_eq!(resumed.game().score(), recorder.game().score());
        assert_eq!(resumed.history().len(), recorder.history().len());
    }
    // A turn that is over stays over.
    let mut recorder = Recorder::new(&setup(2, 5), TileSet::ours(), Vec::new()).unwrap();
    assert!(!recorder.undo());
}
