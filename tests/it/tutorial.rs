//! The tutorial's lessons (issue 28), walked natively: every scene is a legal position, every step's
//! target is legal as the engine says (and a wrong one is refused with the rule's reason), the
//! learner is to move whenever a step asks for a move, and the positions the texts describe are the
//! rule book's and the sheet's examples, scored by the engine.
#![cfg(not(target_arch = "wasm32"))]

use glux::core::seat::Seat;
use glux::glak;
use glux::glux::lessons::{self as glux_lessons, Outcome as GluxOutcome, Task as GluxTask};
use glux::glux::{Coord, Pips, PlacementError, PlayError, scoring};
use glux::i18n::{Lang, parse_words};
use std::collections::BTreeSet;

fn glux_step(key: &str) -> usize {
    glux_lessons::STEPS.iter().position(|s| s.key == key).expect(key)
}

fn glak_step(key: &str) -> usize {
    glak::lessons::STEPS.iter().position(|s| s.key == key).expect(key)
}

#[test]
fn glux_every_steps_target_is_legal_and_the_learner_is_to_move() {
    let steps = &glux_lessons::STEPS;
    assert!(steps[0].scene.is_some(), "the first step sets a scene");
    for (i, step) in steps.iter().enumerate() {
        let game = glux_lessons::game_at(i).unwrap_or_else(|e| panic!("{}: {e:?}", step.key));
        let seat = Seat(glux_lessons::scene_of(i).to_move);
        let board = game.board_state().board();
        match step.task {
            GluxTask::Explain => {}
            GluxTask::Room(letter) => {
                assert!(
                    board.rooms().iter().any(|r| r.letter == letter),
                    "{}: room {letter} is on the board",
                    step.key
                );
            }
            GluxTask::Face(face) => {
                let chip = game.hand(seat).expect("a chip in hand");
                assert!(
                    chip.has_face(Pips::new(face).unwrap()),
                    "{}: {chip} shows {face}",
                    step.key
                );
            }
            GluxTask::Place(..) | GluxTask::StartOption(_) => {
                assert_eq!(game.to_act(), Some(seat), "{}: the learner is to move", step.key);
                let action = glux_lessons::task_action(&game, step.task).expect("on the board");
                assert_eq!(game.check(action), Ok(()), "{}: the target is legal", step.key);
                assert!(game.legal_actions().contains(&action), "{}: and listed", step.key);
            }
        }
        // The steps after it in the same scene follow from the engine's play.
        let mut after = game.clone();
        glux_lessons::play_step(&mut after, step).unwrap_or_else(|e| panic!("{}: {e:?}", step.key));
    }
}

#[test]
fn glux_lessons_teach_the_rules_they_name() {
    let sq =
        |game: &glux::glux::Game, col, row| game.board_state().board().square(Coord::new(col, row)).unwrap();
    let place = |game: &glux::glux::Game, col, row, face| {
        game.check(glux::glux::Action::Place {
            to: sq(game, col, row),
            pips: Pips::new(face).unwrap(),
        })
    };
    // The middle room is e on the two-player board.
    let game = glux_lessons::game_at(glux_step("middle-room")).unwrap();
    let board = game.board_state().board();
    assert_eq!(board.room(board.middle_room()).letter, 'e');
    // Counting: one square short is refused.
    let game = glux_lessons::game_at(glux_step("count")).unwrap();
    assert_eq!(
        place(&game, 4, 9, 5),
        Err(PlayError::Placement(PlacementError::NotCounted))
    );
    // A blocked line: E4 is 5 up from E9, but the chip on E7 is in the way.
    let game = glux_lessons::game_at(glux_step("blocked")).unwrap();
    assert!(matches!(
        place(&game, 5, 4, 3),
        Err(PlayError::Placement(PlacementError::Blocked { .. }))
    ));
    // Never on a double: F9 holds two chips after the stacking step.
    let game = glux_lessons::game_at(glux_step("double")).unwrap();
    assert_eq!(game.board_state().stack(sq(&game, 6, 9)).height(), 2);
    assert_eq!(
        place(&game, 6, 9, 6),
        Err(PlayError::Placement(PlacementError::StackFull))
    );
    // The start option, once only: after it the start square holds two chips.
    let mut game = glux_lessons::game_at(glux_step("start-option")).unwrap();
    let step = &glux_lessons::STEPS[glux_step("start-option")];
    glux_lessons::play_step(&mut game, step).unwrap();
    assert!(game.board_state().start_option_used(Seat(0)));
    // Forced: no placement, the start option is the only move.
    let game = glux_lessons::game_at(glux_step("forced")).unwrap();
    assert!(game.board_state().turn_options(Seat(0)).must_use_start());
    // Excluded: after the learner's move the opponent can neither place nor use the start option.
    let mut game = glux_lessons::game_at(glux_step("excluded")).unwrap();
    let played = glux_lessons::play_step(&mut game, &glux_lessons::STEPS[glux_step("excluded")])
        .unwrap()
        .unwrap();
    assert!(played.excluded.contains(Seat(1)), "the opponent is excluded");
    assert_eq!(game.to_act(), Some(Seat(0)));
    // Drawing: the learner's hand holds the next chip of the bag after placing.
    let mut game = glux_lessons::game_at(glux_step("draw")).unwrap();
    let left = game.bag(Seat(0)).len();
    glux_lessons::play_step(&mut game, &glux_lessons::STEPS[glux_step("draw")]).unwrap();
    assert!(game.hand(Seat(0)).is_some());
    assert_eq!(game.bag(Seat(0)).len(), left - 1);
}

/// A room's pips and victory points, seat by seat (Timo, Max, Sarah, Pia).
fn room(scoring: &scoring::Scoring, letter: char) -> (Vec<u16>, Vec<u8>) {
    let r = scoring.rooms.iter().find(|r| r.letter == letter).unwrap();
    (r.pips.clone(), r.vp.clone())
}

#[test]
fn glux_scoring_steps_are_the_rule_books_four_examples() {
    let mut game = glux_lessons::game_at(glux_step("score-room")).unwrap();
    glux_lessons::play_step(&mut game, &glux_lessons::STEPS[glux_step("score-room")]).unwrap();
    let s = scoring::score(game.board_state());
    // Example 1: left room Timo 10, Max 9, Pia 4 → 4, 2, 0; right room Sarah 12, Max 5, Timo 4.
    assert_eq!(room(&s, 'd'), (vec![10, 9, 0, 4], vec![4, 2, 0, 0]));
    assert_eq!(room(&s, 'e'), (vec![4, 5, 12, 0], vec![0, 2, 4, 0]));
    // Example 2: a tie for first, Pia 10, Sarah 10, Timo 6 → 4, 4, 0.
    assert_eq!(room(&s, 'g'), (vec![6, 0, 10, 10], vec![0, 0, 4, 4]));
    // Example 3: a tie for second, Max 9, Sarah 4, Timo 4 → 4, 2, 2.
    assert_eq!(room(&s, 'h'), (vec![4, 9, 4, 0], vec![2, 4, 2, 0]));
    // The scene the tie steps are played in is the one after Timo's move.
    assert_eq!(
        glux_lessons::game_at(glux_step("tie-first"))
            .unwrap()
            .board_state(),
        game.board_state()
    );
    // Example 4: Max and Sarah tie on 20; Max has 9 pips in the middle room, Sarah none: Max wins.
    let game = glux_lessons::game_at(glux_step("tie-break")).unwrap();
    let s = scoring::score(game.board_state());
    assert_eq!(s.vp, vec![14, 20, 20, 12]);
    assert_eq!((s.middle_pips[1], s.middle_pips[2]), (9, 0));
    assert_eq!(s.winners, vec![Seat(1)]);
    let tie = s.tie_break.expect("a tie on victory points");
    assert_eq!(tie.tied, vec![Seat(1), Seat(2)]);
    assert!(matches!(
        glux_lessons::STEPS[glux_step("tie-break")].outcome,
        GluxOutcome::FinalScoring(_)
    ));
}

#[test]
fn glak_every_steps_target_is_legal_and_the_learner_is_to_move() {
    use glak::lessons::{STEPS, Scene, Task, game_at, play_step, scene_start, task_action, territory_fields};
    assert!(STEPS[0].scene.is_some(), "the first step sets a scene");
    for (i, step) in STEPS.iter().enumerate() {
        let game = game_at(i).unwrap_or_else(|e| panic!("{}: {e:?}", step.key));
        let learner = match STEPS[scene_start(i)].scene.unwrap() {
            Scene::Deal(_) => Seat(0),
            Scene::Map(map) => Seat(map.to_move),
        };
        match step.task {
            Task::Explain => {}
            Task::Territory(seat) => {
                assert!(
                    !territory_fields(&game, seat).is_empty(),
                    "{}: seat {seat} has territory",
                    step.key
                );
            }
            _ => {
                assert_eq!(
                    game.to_act(),
                    Some(learner),
                    "{}: the learner is to move",
                    step.key
                );
                let action = task_action(&game, step.task).unwrap().unwrap();
                assert_eq!(game.check(action), Ok(()), "{}: the target is legal", step.key);
                assert!(game.legal_actions().contains(&action), "{}: and listed", step.key);
            }
        }
        let mut after = game.clone();
        play_step(&mut after, step).unwrap_or_else(|e| panic!("{}: {e:?}", step.key));
    }
}

#[test]
fn glak_lessons_teach_the_rules_they_name_with_the_sheets_figures() {
    use glak::lessons::{STEPS, game_at, play_step};
    use glak::{Action, Place, PlayError as GlakError, Point};
    let after = |key: &str| {
        let i = glak_step(key);
        let mut game = game_at(i).unwrap();
        play_step(&mut game, &STEPS[i]).unwrap();
        game
    };
    // Laying: a board touching the area only at a corner is refused.
    let game = game_at(glak_step("lay")).unwrap();
    let tile = game.hand(Seat(0))[0];
    assert_eq!(
        game.check(Action::Lay {
            tile,
            at: Place::new(1, 1),
            rotation: 0
        }),
        Err(GlakError::NotASlot)
    );
    // The first round: the start player has 4 points with two players, the other 5.
    let game = game_at(glak_step("points")).unwrap();
    assert_eq!(game.turn_action_points(), 4);
    let game = after("step");
    assert_eq!(game.action_points_left(), 1);
    let game = after("end-turn");
    assert_eq!(game.to_act(), Some(Seat(0)));
    assert_eq!(game.turn_action_points(), 5);
    assert_eq!(game.supply(Seat(1)), 15, "the opponent used all 5 points");
    // Placing away from an own stone is refused.
    let game = game_at(glak_step("place-next")).unwrap();
    assert_eq!(
        game.check(Action::Place(Point::new(3, 0))),
        Err(GlakError::NotNextToOwn)
    );
    // Figure 1: blue 3, red 14, yellow 1 once the marked stone stepped out; tied chains of 2.
    let before = game_at(glak_step("territory")).unwrap().score();
    assert_eq!(before.territory, vec![3, 13, 1]);
    let s = after("territory").score();
    assert_eq!(s.territory, vec![3, 14, 1], "blue 3, red 14, yellow 1");
    assert_eq!(s.chain_bonus, vec![5, 0, 5]);
    let s = after("chain").score();
    assert_eq!(s.longest_chain, vec![2, 2, 2]);
    assert_eq!(s.chain_bonus, vec![5, 5, 5], "tied chains all get 5");
    // Figure 2: blue's three territories round one stone are one group; the learner's two with no
    // common border stone are two, worth a bonus of 5.
    let s = game_at(glak_step("groups")).unwrap().score();
    assert_eq!((s.territory[0], s.groups[0], s.territory_bonus[0]), (1, 1, 0));
    let s = after("groups").score();
    assert_eq!(s.territory, vec![2, 3]);
    assert_eq!(s.groups, vec![2, 1]);
    assert_eq!(s.territory_bonus, vec![5, 0]);
    // The jump: never into another player's territory; the learner's lands a third territory.
    let game = game_at(glak_step("jump")).unwrap();
    assert!(!game.in_starting_phase());
    assert_eq!(
        game.check(Action::Jump {
            from: Point::new(-3, 4),
            to: Point::new(-3, 1)
        }),
        Err(GlakError::OthersTerritory)
    );
    let s = after("jump").score();
    assert_eq!((s.groups[0], s.territory_bonus[0]), (3, 10));
    // The final round: the supply down to 2 after the learner's turn begins it, the learner last.
    let game = after("final-round-end");
    let round = game.final_round().expect("the final round has begun");
    assert_eq!(round.trigger, Seat(0));
    assert_eq!(game.to_act(), Some(Seat(1)));
    // Figure 5: red 19 + 5 = 24, yellow 21, blue 24 + 5 = 29, green 16 + 5 = 21; blue wins.
    let s = game_at(glak_step("scoring")).unwrap().score();
    assert_eq!(s.territory, vec![19, 21, 24, 16]);
    assert_eq!(s.score, vec![24, 21, 29, 21]);
    assert_eq!(s.winners, vec![Seat(2)]);
}

fn tutorial_keys(lang: Lang) -> BTreeSet<String> {
    parse_words(lang.tutorial_source())
        .unwrap_or_else(|e| panic!("{}: {e}", lang.tutorial_file()))
        .into_iter()
        .map(|(k, _)| k.to_string())
        .collect()
}

#[test]
fn every_steps_words_are_in_every_language() {
    let mut keys: Vec<&str> = Vec::new();
    for step in &glux_lessons::STEPS {
        keys.push(step.text);
        match step.outcome {
            GluxOutcome::Next => {}
            GluxOutcome::Read(text, _) | GluxOutcome::FinalScoring(text) => keys.push(text),
        }
    }
    for step in &glak::lessons::STEPS {
        keys.push(step.text);
        match step.outcome {
            glak::lessons::Outcome::Next => {}
            glak::lessons::Outcome::Read(text) | glak::lessons::Outcome::Score(text) => keys.push(text),
        }
    }
    let en = tutorial_keys(Lang::EN);
    for lang in Lang::all() {
        assert_eq!(
            tutorial_keys(lang),
            en,
            "the same keys in {} as in English",
            lang.code()
        );
    }
    for key in keys {
        assert!(en.contains(key), "{key} is in {}", Lang::EN.tutorial_file());
    }
    // Step names are unique within a lesson (the `data-tutorial-step` hook).
    let names: BTreeSet<&str> = glux_lessons::STEPS.iter().map(|s| s.key).collect();
    assert_eq!(names.len(), glux_lessons::STEPS.len());
    let names: BTreeSet<&str> = glak::lessons::STEPS.iter().map(|s| s.key).collect();
    assert_eq!(names.len(), glak::lessons::STEPS.len());
}
