//! The rules document, rule by rule: one test per numbered rule, per ruling and per rule-book example.
//! Positions are written as position files; coordinates are `[column, row]`, 1-based.

use super::*;
use serde_json::json;

fn position(setup: serde_json::Value) -> BoardState {
    let setup: PositionSetup = serde_json::from_value(setup).expect("test position is well-formed");
    BoardState::try_from(&setup).expect("test position is legal")
}

fn sq(p: &BoardState, col: u8, row: u8) -> Square {
    p.board().square(Coord::new(col, row)).expect("on the board")
}

fn coords(p: &BoardState, set: SquareSet) -> Vec<[u8; 2]> {
    let mut v: Vec<[u8; 2]> = set.iter().map(|s| p.board().coord(s).into()).collect();
    v.sort_unstable();
    v
}

/// A game at `position` (seat to move as in the file) with these hands and bags.
fn game(position: BoardState, hands: &[Option<Chip>], bags: &[&[Chip]]) -> Game {
    let mut h = PerSeat::default();
    let mut b = PerSeat::from_fn(|_| Bag::from_chips(&[]));
    for seat in position.seats() {
        h[seat] = hands[seat.index()];
        b[seat] = Bag::from_chips(bags[seat.index()]);
    }
    Game::from_parts(position, b, h, Seat(0))
}

// ---- Setup ----

#[test]
fn setup_1_board_by_player_count() {
    for (players, board) in [
        (2, "two-player"),
        (3, "three-four-player"),
        (4, "three-four-player"),
    ] {
        let g = Game::try_from(&GameSetup::new(players, 1)).unwrap();
        assert_eq!(g.board_state().board().name(), board);
    }
    for players in [0, 1, 5] {
        assert_eq!(
            Game::try_from(&GameSetup::new(players, 1)).unwrap_err(),
            SetupError::PlayerCount(players)
        );
    }
}

#[test]
fn setup_2_default_start_squares_in_clockwise_seat_order() {
    let expect: [(u8, &[[u8; 2]]); 3] = [
        (2, &[[1, 9], [13, 1]]),
        (3, &[[1, 1], [13, 1], [7, 13]]),
        (4, &[[1, 1], [13, 1], [13, 13], [1, 13]]),
    ];
    for (players, starts) in expect {
        let g = Game::try_from(&GameSetup::new(players, 1)).unwrap();
        let p = g.board_state();
        let got: Vec<[u8; 2]> = p
            .seats()
            .map(|s| p.board().coord(p.start_square(s)).into())
            .collect();
        assert_eq!(got, starts);
    }
}

#[test]
fn setup_2_custom_start_squares_are_validated() {
    let mut setup = GameSetup::new(2, 1);
    setup.starts = Some(vec![Coord::new(1, 1), Coord::new(1, 1)]);
    assert_eq!(
        Game::try_from(&setup).unwrap_err(),
        SetupError::StartTwice(Coord::new(1, 1))
    );
    setup.starts = Some(vec![Coord::new(1, 1), Coord::new(14, 1)]);
    assert_eq!(
        Game::try_from(&setup).unwrap_err(),
        SetupError::OffBoard(Coord::new(14, 1))
    );
    setup.starts = Some(vec![Coord::new(1, 1)]);
    assert!(matches!(
        Game::try_from(&setup),
        Err(SetupError::StartCount { .. })
    ));
    setup.starts = Some(vec![Coord::new(7, 5), Coord::new(3, 3)]);
    let g = Game::try_from(&setup).unwrap();
    assert_eq!(g.board_state().start_square(Seat(0)), sq(g.board_state(), 7, 5));
}

#[test]
fn setup_3_each_bag_holds_24_chips_eight_of_each_pair() {
    let g = Game::try_from(&GameSetup::new(4, 99)).unwrap();
    for seat in g.board_state().seats() {
        let mut counts = ChipCounts::default();
        for chip in g.bag(seat).chips().chain(g.hand(seat)) {
            counts.add(chip);
        }
        assert_eq!(counts, ChipCounts::FULL);
        assert_eq!(g.supply(seat), ChipCounts::FULL);
        assert_eq!(g.bag(seat).len(), 23, "the start chip is drawn");
    }
}

#[test]
fn setup_3_start_chip_face_is_chosen_then_the_hand_chip_is_drawn() {
    let mut g = Game::try_from(&GameSetup::new(3, 5)).unwrap();
    for seat in Seat::all(3) {
        assert_eq!(g.phase(), Phase::StartFace(seat));
        let chip = g.hand(seat).unwrap();
        let face = chip.faces()[1];
        let next = g.bag(seat).chips().next();
        // Counting is not possible during setup.
        assert_eq!(
            g.play(Action::Place {
                to: Square(0),
                pips: face
            }),
            Err(PlayError::InSetup)
        );
        g.play(Action::StartFace(face)).unwrap();
        let start = g.board_state().start_square(seat);
        assert_eq!(
            g.board_state().stack(start).top(),
            Some(PlacedChip { seat, pips: face })
        );
        assert_eq!(g.hand(seat), next, "then one more chip is drawn into the hand");
        assert_eq!(g.bag(seat).len(), 22);
    }
    assert_eq!(g.phase(), Phase::Turn(g.start_player()));
    assert_eq!(g.play(Action::StartFace(Pips::One)), Err(PlayError::NotInSetup));
}

#[test]
fn setup_3_the_start_face_must_be_a_face_of_the_drawn_chip() {
    let mut g = Game::try_from(&GameSetup::new(2, 5)).unwrap();
    let chip = g.hand(Seat(0)).unwrap();
    let wrong = Pips::ALL.into_iter().find(|&p| !chip.has_face(p)).unwrap();
    let before = g.clone();
    assert_eq!(
        g.play(Action::StartFace(wrong)),
        Err(PlayError::NoSuchFace { chip, pips: wrong })
    );
    assert_eq!(g, before);
}

#[test]
fn setup_4_the_start_player_is_random_but_seeded() {
    let starters: std::collections::BTreeSet<u8> = (0..64)
        .map(|seed| Game::try_from(&GameSetup::new(4, seed)).unwrap().start_player().0)
        .collect();
    assert_eq!(starters.len(), 4, "every seat starts some games");
    for seed in 0..16 {
        let a = Game::try_from(&GameSetup::new(4, seed)).unwrap();
        let b = Game::try_from(&GameSetup::new(4, seed)).unwrap();
        assert_eq!(a, b, "same seed, same bags and start player");
    }
}

#[test]
fn seeded_bag_order_is_stable_across_builds() {
    // Pins the seed -> bag order mapping: saved games and share links depend on it.
    let g = Game::try_from(&GameSetup::new(2, 2026)).unwrap();
    let order: String = g
        .bag(Seat(0))
        .chips()
        .take(8)
        .map(|c| c.faces()[0].to_string())
        .collect();
    let hand = g.hand(Seat(0)).unwrap();
    assert_eq!(
        (hand.to_string(), order, g.start_player()),
        (PINNED_HAND.into(), PINNED_ORDER.into(), Seat(PINNED_START))
    );
}
const PINNED_HAND: &str = "2/5";
const PINNED_ORDER: &str = "33221213";
const PINNED_START: u8 = 1;

// ---- Rules for placing ----

#[test]
fn rule_1_any_own_top_chip_may_be_the_starting_chip() {
    let p = position(json!({"board": "two-player", "players": 2,
        "stacks": [{"at": [1, 9], "chips": [[0, 2]]}, {"at": [7, 7], "chips": [[0, 1]]}]}));
    assert_eq!(
        coords(&p, p.placements(Seat(0))),
        vec![[1, 7], [3, 9], [6, 7], [7, 6], [7, 8], [8, 7]]
    );
}

#[test]
fn rule_1_a_covered_chip_is_no_starting_chip() {
    let p = position(json!({"board": "two-player", "players": 2,
        "stacks": [{"at": [1, 9], "chips": [[0, 2]]}, {"at": [7, 7], "chips": [[0, 1], [1, 3]]}]}));
    assert_eq!(coords(&p, p.placements(Seat(0))), vec![[1, 7], [3, 9]]);
    // The covering chip counts for its owner, with its own pips.
    assert_eq!(coords(&p, p.placements(Seat(1))), vec![[4, 7], [7, 4], [10, 7]]);
}

#[test]
fn rule_2_straight_horizontal_or_vertical_lines_never_diagonal() {
    let p = position(
        json!({"board": "two-player", "players": 2, "starts": [[1, 1], [13, 9]],
        "stacks": [{"at": [7, 5], "chips": [[0, 2]]}]}),
    );
    assert_eq!(
        coords(&p, p.placements(Seat(0))),
        vec![[5, 5], [7, 3], [7, 7], [9, 5]]
    );
    assert_eq!(
        p.check_placement(Seat(0), sq(&p, 9, 7)),
        Err(PlacementError::NotCounted)
    );
    // Counting exactly: neither shorter nor longer.
    assert_eq!(
        p.check_placement(Seat(0), sq(&p, 8, 5)),
        Err(PlacementError::NotCounted)
    );
    assert_eq!(
        p.check_placement(Seat(0), sq(&p, 10, 5)),
        Err(PlacementError::NotCounted)
    );
}

#[test]
fn rule_2_the_destination_must_be_on_the_board() {
    let p = position(json!({"board": "two-player", "players": 2,
        "stacks": [{"at": [1, 9], "chips": [[0, 3]]}]}));
    assert_eq!(coords(&p, p.placements(Seat(0))), vec![[1, 6], [4, 9]]);
    assert_eq!(
        p.check_placement(Seat(0), Square(200)),
        Err(PlacementError::OffBoard)
    );
}

#[test]
fn rule_3_any_chip_between_blocks_the_way() {
    let p = position(
        json!({"board": "two-player", "players": 2, "starts": [[1, 1], [13, 9]],
        "stacks": [{"at": [3, 7], "chips": [[0, 4]]},
                   {"at": [5, 7], "chips": [[1, 1]]},      // another's chip on the way right
                   {"at": [3, 4], "chips": [[0, 6]]}]}),
    ); // the own chip on the way up
    assert_eq!(
        p.check_placement(Seat(0), sq(&p, 7, 7)),
        Err(PlacementError::Blocked { from: sq(&p, 3, 7) })
    );
    assert_eq!(
        p.check_placement(Seat(0), sq(&p, 3, 3)),
        Err(PlacementError::Blocked { from: sq(&p, 3, 7) })
    );
    assert!(!p.placements(Seat(0)).contains(sq(&p, 7, 7)));
    assert!(!p.placements(Seat(0)).contains(sq(&p, 3, 3)));
}

#[test]
fn rule_3_chips_on_or_beyond_the_destination_do_not_block() {
    let p = position(
        json!({"board": "two-player", "players": 2, "starts": [[1, 1], [13, 9]],
        "stacks": [{"at": [3, 7], "chips": [[0, 2]]}, {"at": [5, 7], "chips": [[1, 1]]}, {"at": [6, 7], "chips": [[1, 1]]}]}),
    );
    assert_eq!(p.check_placement(Seat(0), sq(&p, 5, 7)), Ok(()));
}

#[test]
fn rule_4_a_single_chip_of_any_player_may_be_covered_and_only_the_top_counts() {
    let p = position(
        json!({"board": "two-player", "players": 2, "starts": [[1, 1], [13, 9]],
        "stacks": [{"at": [3, 7], "chips": [[0, 2]]}, {"at": [5, 7], "chips": [[1, 6]]}, {"at": [1, 7], "chips": [[0, 5]]}]}),
    );
    assert_eq!(
        p.check_placement(Seat(0), sq(&p, 5, 7)),
        Ok(()),
        "onto another's chip"
    );
    assert_eq!(
        p.check_placement(Seat(0), sq(&p, 1, 7)),
        Ok(()),
        "onto an own chip"
    );
    let mut g = game(
        p,
        &[Some(Chip::OneSix), Some(Chip::TwoFive)],
        &[&[Chip::TwoFive], &[]],
    );
    g.play(Action::Place {
        to: sq(g.board_state(), 5, 7),
        pips: Pips::One,
    })
    .unwrap();
    let p = g.board_state();
    assert_eq!(p.stack(sq(p, 5, 7)).height(), 2);
    assert_eq!(
        p.stack(sq(p, 5, 7)).top(),
        Some(PlacedChip {
            seat: Seat(0),
            pips: Pips::One
        })
    );
    assert!(p.top_chips(Seat(0)).contains(sq(p, 5, 7)));
    assert!(
        !p.top_chips(Seat(1)).contains(sq(p, 5, 7)),
        "the covered six no longer counts"
    );
    assert!(p.placements(Seat(1)).is_empty());
    assert_eq!(
        scoring::room_pips(p, p.board().room_of(sq(p, 7, 5)).unwrap()),
        vec![0, 0]
    );
}

#[test]
fn rule_5_a_square_with_two_chips_is_never_a_destination() {
    let p = position(
        json!({"board": "two-player", "players": 2, "starts": [[1, 1], [13, 9]],
        "stacks": [{"at": [3, 7], "chips": [[0, 2]]}, {"at": [5, 7], "chips": [[1, 6], [1, 2]]}]}),
    );
    assert_eq!(
        p.check_placement(Seat(0), sq(&p, 5, 7)),
        Err(PlacementError::StackFull)
    );
    assert!(!p.placements(Seat(0)).contains(sq(&p, 5, 7)));
    let three = json!({"board": "two-player", "players": 2, "stacks": [{"at": [5, 7], "chips": [[1, 6], [1, 2], [0, 3]]}]});
    let setup: PositionSetup = serde_json::from_value(three).unwrap();
    assert!(matches!(
        BoardState::try_from(&setup),
        Err(SetupError::StackHeight { chips: 3, .. })
    ));
}

#[test]
fn rule_6_never_on_another_players_start_marker() {
    let p = position(json!({"board": "two-player", "players": 2,
        "stacks": [{"at": [1, 9], "chips": [[0, 3]]}, {"at": [13, 1], "chips": [[1, 2]]}, {"at": [13, 4], "chips": [[0, 3]]}]}));
    assert_eq!(
        p.check_placement(Seat(0), sq(&p, 13, 1)),
        Err(PlacementError::OthersStartMarker { owner: Seat(1) })
    );
    assert!(!p.placements(Seat(0)).contains(sq(&p, 13, 1)));
}

#[test]
fn rule_6_the_own_start_marker_may_be_reached_by_counting() {
    let p = position(json!({"board": "two-player", "players": 2,
        "stacks": [{"at": [1, 9], "chips": [[0, 3]]}, {"at": [1, 6], "chips": [[0, 3]]}]}));
    assert_eq!(p.check_placement(Seat(0), sq(&p, 1, 9)), Ok(()));
}

#[test]
fn rule_7_the_start_option_once_per_game() {
    let p = position(json!({"board": "two-player", "players": 2,
        "stacks": [{"at": [1, 9], "chips": [[0, 3]]}, {"at": [13, 1], "chips": [[1, 3]]}]}));
    let mut g = game(
        p,
        &[Some(Chip::OneSix), Some(Chip::OneSix)],
        &[&[Chip::ThreeFour, Chip::TwoFive], &[Chip::OneSix]],
    );
    assert!(g.legal_actions().contains(&Action::StartOption(Pips::Six)));
    let played = g.play(Action::StartOption(Pips::Six)).unwrap();
    assert!(!played.forced, "used voluntarily: other destinations existed");
    let p = g.board_state();
    assert_eq!(
        p.stack(sq(p, 1, 9)).top(),
        Some(PlacedChip {
            seat: Seat(0),
            pips: Pips::Six
        })
    );
    assert!(p.start_option_used(Seat(0)));
    g.play(Action::Place {
        to: sq(g.board_state(), 13, 4),
        pips: Pips::One,
    })
    .unwrap();
    assert_eq!(
        g.check(Action::StartOption(Pips::Two)),
        Err(PlayError::StartOptionUsed)
    );
    assert!(
        !g.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::StartOption(_)))
    );
}

// ---- Forced and excluded ----

/// Seat 0 has only its start chip (a 1 at A9), and both squares it reaches hold two chips.
fn cornered(start_option_used: bool) -> BoardState {
    position(
        json!({"board": "two-player", "players": 2, "start_option_used": [start_option_used, false],
        "stacks": [{"at": [1, 9], "chips": [[0, 1]]},
                   {"at": [1, 8], "chips": [[1, 2], [1, 2]]}, {"at": [2, 9], "chips": [[1, 2], [1, 5]]},
                   {"at": [13, 1], "chips": [[1, 3]]}]}),
    )
}

#[test]
fn forced_with_no_destination_the_start_option_must_be_used() {
    let p = cornered(false);
    let options = p.turn_options(Seat(0));
    assert!(options.must_use_start() && !options.excluded());
    let mut g = game(
        p,
        &[Some(Chip::OneSix), Some(Chip::ThreeFour)],
        &[&[Chip::TwoFive], &[Chip::TwoFive]],
    );
    assert_eq!(
        g.legal_actions(),
        vec![Action::StartOption(Pips::One), Action::StartOption(Pips::Six)]
    );
    let played = g.play(Action::StartOption(Pips::One)).unwrap();
    assert!(played.forced);
}

#[test]
fn excluded_with_no_destination_and_no_start_option_turns_skip_the_seat() {
    // Seat 1 is to move; when seat 0's turn comes it can do nothing and is out.
    let mut p = cornered(true);
    p.set_phase(Phase::Turn(Seat(1)));
    let mut g = game(
        p,
        &[Some(Chip::OneSix), Some(Chip::ThreeFour)],
        &[&[Chip::TwoFive; 5], &[Chip::TwoFive; 5]],
    );
    let played = g
        .play(Action::Place {
            to: sq(g.board_state(), 13, 4),
            pips: Pips::Three,
        })
        .unwrap();
    assert!(played.excluded.contains(Seat(0)));
    assert!(g.board_state().is_excluded(Seat(0)));
    assert_eq!(g.phase(), Phase::Turn(Seat(1)), "turns skip the excluded seat");
    assert_eq!(g.bag(Seat(0)).len(), 5, "its chips stay in the bag");
    assert_eq!(g.hand(Seat(0)), Some(Chip::OneSix));
}

#[test]
fn drawing_after_placing_and_nothing_from_an_empty_bag() {
    let p = position(json!({"board": "two-player", "players": 2,
        "stacks": [{"at": [1, 9], "chips": [[0, 3]]}, {"at": [13, 1], "chips": [[1, 3]]}]}));
    let mut g = game(
        p,
        &[Some(Chip::OneSix), Some(Chip::OneSix)],
        &[&[Chip::TwoFive], &[]],
    );
    g.play(Action::Place {
        to: sq(g.board_state(), 1, 6),
        pips: Pips::One,
    })
    .unwrap();
    assert_eq!(g.hand(Seat(0)), Some(Chip::TwoFive));
    assert!(g.bag(Seat(0)).is_empty());
    g.play(Action::Place {
        to: sq(g.board_state(), 13, 4),
        pips: Pips::One,
    })
    .unwrap();
    assert_eq!(g.hand(Seat(1)), None, "an empty bag gives nothing");
    // Seat 1 holds nothing now, so seat 0 plays its last chip, and then nobody can.
    assert_eq!(g.phase(), Phase::Turn(Seat(0)));
    g.play(Action::Place {
        to: sq(g.board_state(), 1, 5),
        pips: Pips::Two,
    })
    .unwrap();
    assert_eq!(g.phase(), Phase::Over);
}

#[test]
fn the_game_ends_when_every_seat_has_placed_all_24_chips() {
    let mut g = Game::try_from(&GameSetup::new(2, 3)).unwrap();
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(3);
    while let Some(seat) = g.to_act() {
        let action = crate::glux::bots::random::random_action(&g.view(seat), &mut rng).unwrap();
        g.play(action).unwrap();
    }
    for seat in g.board_state().seats() {
        if !g.board_state().is_excluded(seat) {
            assert_eq!(g.board_state().placed(seat), 24);
            assert!(g.hand(seat).is_none() && g.bag(seat).is_empty());
        }
    }
    assert_eq!(g.play(Action::StartOption(Pips::One)), Err(PlayError::GameOver));
}

#[test]
fn the_game_ends_when_no_player_can_place() {
    // A tiny board "a.b": both start chips count 1 onto the middle square, which holds two chips.
    let board =
        std::sync::Arc::new(Board::parse("name: tiny\nmiddle: a\nstart 2: 1,1 3,1\nlayout:\na.b\n").unwrap());
    let starts = PerSeat::from_fn(|s| Square(if s.0 == 0 { 0 } else { 2 }));
    let mut p = BoardState::empty(board, 2, starts, Phase::Turn(Seat(1)));
    p.put_chip(Seat(0), Square(0), Pips::One);
    p.put_chip(Seat(1), Square(2), Pips::One);
    p.put_chip(Seat(0), Square(1), Pips::Two);
    p.put_chip(Seat(1), Square(1), Pips::Two);
    p.mark_start_option_used(Seat(0));
    let mut g = game(
        p,
        &[Some(Chip::OneSix), Some(Chip::OneSix)],
        &[&[Chip::TwoFive; 3], &[Chip::OneSix; 3]],
    );
    // Seat 1 must use its start option; its 1 on the start chip still reaches only the full square.
    assert_eq!(
        g.legal_actions(),
        vec![Action::StartOption(Pips::One), Action::StartOption(Pips::Six)]
    );
    let played = g.play(Action::StartOption(Pips::One)).unwrap();
    assert!(played.forced);
    assert!(played.excluded.contains(Seat(0)) && played.excluded.contains(Seat(1)));
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(g.bag(Seat(0)).len(), 3, "excluded seats keep their chips");
}

// ---- Rulings ----

#[test]
fn ruling_the_start_option_is_gone_once_the_own_start_chip_is_covered_by_counting() {
    let p = position(json!({"board": "two-player", "players": 2,
        "stacks": [{"at": [1, 9], "chips": [[0, 3]]}, {"at": [1, 6], "chips": [[0, 3]]}, {"at": [13, 1], "chips": [[1, 3]]}]}));
    let mut g = game(
        p,
        &[Some(Chip::OneSix), Some(Chip::OneSix)],
        &[&[Chip::TwoFive], &[Chip::TwoFive]],
    );
    g.play(Action::Place {
        to: sq(g.board_state(), 1, 9),
        pips: Pips::One,
    })
    .unwrap();
    assert!(!g.board_state().start_option_used(Seat(0)));
    assert!(!g.board_state().start_option_available(Seat(0)));
    g.play(Action::Place {
        to: sq(g.board_state(), 13, 4),
        pips: Pips::One,
    })
    .unwrap();
    assert_eq!(
        g.check(Action::StartOption(Pips::Two)),
        Err(PlayError::StartChipCovered)
    );
}

#[test]
fn ruling_nobody_else_can_cover_your_start_chip() {
    let p = position(json!({"board": "two-player", "players": 2,
        "stacks": [{"at": [1, 9], "chips": [[0, 3]]}, {"at": [1, 7], "chips": [[1, 2]]}]}));
    assert_eq!(
        p.check_placement(Seat(1), sq(&p, 1, 9)),
        Err(PlacementError::OthersStartMarker { owner: Seat(0) })
    );
    let bad =
        json!({"board": "two-player", "players": 2, "stacks": [{"at": [1, 9], "chips": [[0, 3], [1, 2]]}]});
    let setup: PositionSetup = serde_json::from_value(bad).unwrap();
    assert!(matches!(
        BoardState::try_from(&setup),
        Err(SetupError::OnOthersStartMarker {
            owner: 0,
            intruder: 1,
            ..
        })
    ));
}

#[test]
fn ruling_the_start_option_may_be_used_voluntarily() {
    let p = position(json!({"board": "two-player", "players": 2,
        "stacks": [{"at": [1, 9], "chips": [[0, 3]]}, {"at": [13, 1], "chips": [[1, 3]]}]}));
    let options = p.turn_options(Seat(0));
    assert!(!options.placements.is_empty() && options.start_option && !options.must_use_start());
}

#[test]
fn ruling_pips_on_start_squares_in_rooms_count() {
    // A9 lies in room g on the two-player board.
    let p = position(json!({"board": "two-player", "players": 2,
        "stacks": [{"at": [1, 9], "chips": [[0, 3], [0, 5]]}, {"at": [2, 9], "chips": [[1, 4]]}]}));
    let g = p.board().room_of(sq(&p, 1, 9)).unwrap();
    assert_eq!(p.board().room(g).letter, 'g');
    assert_eq!(scoring::room_pips(&p, g), vec![5, 4]);
    assert_eq!(score(&p).rooms[g.0 as usize].vp, vec![4, 0]);
}

#[test]
fn ruling_hidden_information_is_not_in_a_players_view() {
    let mut g = Game::try_from(&GameSetup::new(3, 11)).unwrap();
    for _ in 0..3 {
        let chip = g.hand(g.to_act().unwrap()).unwrap();
        g.play(Action::StartFace(chip.faces()[0])).unwrap();
    }
    let view = g.view(Seat(1));
    assert_eq!(view.hand(), g.hand(Seat(1)));
    for seat in g.board_state().seats() {
        assert_eq!(
            view.supply(seat),
            g.supply(seat),
            "bag + hand composition is public"
        );
        assert_eq!(view.supply(seat).total(), 23);
    }
    // Another determinization of the hidden parts is consistent with the view, and keeps the own hand.
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
    let d = view.determinize(&mut rng);
    assert_eq!(d.board_state(), g.board_state());
    assert_eq!(d.hand(Seat(1)), g.hand(Seat(1)));
    for seat in g.board_state().seats() {
        assert_eq!(d.supply(seat), g.supply(seat));
    }
}

#[test]
fn an_illegal_action_leaves_the_game_unchanged() {
    let p = position(json!({"board": "two-player", "players": 2,
        "stacks": [{"at": [1, 9], "chips": [[0, 3]]}, {"at": [13, 1], "chips": [[1, 3]]}]}));
    let mut g = game(
        p,
        &[Some(Chip::OneSix), Some(Chip::OneSix)],
        &[&[Chip::TwoFive], &[Chip::TwoFive]],
    );
    let before = g.clone();
    for action in [
        Action::Place {
            to: sq(g.board_state(), 2, 9),
            pips: Pips::One,
        },
        Action::Place {
            to: sq(g.board_state(), 1, 6),
            pips: Pips::Two,
        },
        Action::Place {
            to: sq(g.board_state(), 13, 1),
            pips: Pips::One,
        },
        Action::StartFace(Pips::One),
    ] {
        assert!(g.play(action).is_err(), "{action:?}");
        assert_eq!(g, before);
    }
}

// ---- Final scoring: the rule book's examples ----

#[test]
fn scoring_example_left_room_timo_max_pia() {
    // Timo 10, Max 9, Pia 4 (Sarah has nothing there) -> 4, 2, 0.
    assert_eq!(scoring::room_standing(&[10, 9, 4, 0]).1, vec![4, 2, 0, 0]);
}

#[test]
fn scoring_example_right_room_sarah_max_timo() {
    assert_eq!(scoring::room_standing(&[12, 5, 4, 0]).1, vec![4, 2, 0, 0]);
}

#[test]
fn scoring_example_tie_for_first_nobody_is_second() {
    // Pia 10, Sarah 10, Timo 6 -> 4, 4, 0.
    let (place, vp) = scoring::room_standing(&[10, 10, 6, 0]);
    assert_eq!(vp, vec![4, 4, 0, 0]);
    assert_eq!(place, vec![Some(1), Some(1), Some(3), None]);
}

#[test]
fn scoring_example_tie_for_second_both_get_two() {
    // Max 9, Sarah 4, Timo 4 -> 4, 2, 2.
    assert_eq!(scoring::room_standing(&[9, 4, 4, 0]).1, vec![4, 2, 2, 0]);
}

#[test]
fn scoring_only_players_with_pips_are_ranked() {
    assert_eq!(scoring::room_standing(&[0, 0, 0, 0]), (vec![None; 4], vec![0; 4]));
    assert_eq!(scoring::room_standing(&[3, 0, 0]).1, vec![4, 0, 0]);
}

#[test]
fn scoring_with_two_players_only_first_place_scores() {
    assert_eq!(scoring::room_standing(&[7, 3]).1, vec![4, 0]);
    assert_eq!(
        scoring::room_standing(&[5, 5]).1,
        vec![4, 4],
        "a tie for first still gives both 4"
    );
}

#[test]
fn scoring_example_tie_break_by_middle_room_pips() {
    // Max and Sarah tie on 20 VP; Max has 9 pips in the middle room, Sarah none -> Max wins.
    // Seats: Max 0, Sarah 1, Timo 2, Pia 3; Timo's middle pips do not matter.
    let (winners, tie) = scoring::winners(&[20, 20, 14, 12], &[9, 0, 15, 0]);
    assert_eq!(winners, vec![Seat(0)]);
    assert_eq!(
        tie,
        Some(TieBreak {
            tied: vec![Seat(0), Seat(1)],
            decided: true
        })
    );
}

#[test]
fn scoring_still_tied_players_share_the_victory() {
    let (winners, tie) = scoring::winners(&[16, 12, 16], &[4, 9, 4]);
    assert_eq!(winners, vec![Seat(0), Seat(2)]);
    assert_eq!(
        tie,
        Some(TieBreak {
            tied: vec![Seat(0), Seat(2)],
            decided: false
        })
    );
    assert_eq!(scoring::winners(&[3, 8], &[0, 0]), (vec![Seat(1)], None));
}

#[test]
fn scoring_a_whole_position_rooms_in_letter_order() {
    let p = position(json!({"board": "two-player", "players": 2,
        "stacks": [{"at": [6, 4], "chips": [[0, 6]]}, {"at": [7, 5], "chips": [[1, 2], [1, 4]]},
                   {"at": [1, 1], "chips": [[1, 3]]}]}));
    let s = score(&p);
    assert_eq!(s.rooms.len(), 9);
    assert_eq!(s.rooms[0].letter, 'a');
    assert_eq!(s.rooms[0].vp, vec![0, 4]);
    assert_eq!(s.rooms[4].pips, vec![6, 4], "only the top chip of a stack counts");
    assert_eq!(s.rooms[4].vp, vec![4, 0]);
    assert_eq!(s.vp, vec![4, 4]);
    assert_eq!(s.middle_pips, vec![6, 4]);
    assert_eq!(s.winners, vec![Seat(0)]);
}
