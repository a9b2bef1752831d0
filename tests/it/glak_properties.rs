//! GLAK property tests: a thousand seeded random games per player count, checking the rules'
//! invariants at every action, and arbitrary inputs through the fuzz entry points.
#![cfg(not(target_arch = "wasm32"))]

use glux::core::seat::Seat;
use glux::glak::random::random_action;
use glux::glak::tiles::Cell;
use glux::glak::{Action, Game, GameRecord, GameSetup, Place, Point, Recorder, TileSet, link};
use proptest::prelude::*;

use crate::common;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;

/// Seeded games per player count.
const GAMES: u64 = 1000;
/// Turns no game reaches: each turn of the guard's round places a stone or lays a board, and
/// there are 80 stones and 12 boards at most.
const TURN_LIMIT: u32 = 2000;

/// Actions worth asking the rules about: every legal one and, around the stones and the area's
/// edge, illegal ones of every kind (off the area, onto stones, too far, someone else's stone).
fn candidates(game: &Game, rng: &mut ChaCha8Rng) -> Vec<Action> {
    let area = game.area();
    let mut points: Vec<Point> = area.fields().collect();
    // A margin beyond the area's edge.
    let extra: Vec<Point> = points
        .iter()
        .flat_map(|p| [Point::new(p.x - 1, p.y), Point::new(p.x, p.y + 1)])
        .filter(|&p| area.cell(p).is_none())
        .collect();
    points.extend(extra);
    let mut out: Vec<Action> = Vec::new();
    let seat = game.to_act().unwrap();
    for &p in &points {
        out.push(Action::Place(p));
        for q in [
            Point::new(p.x + 1, p.y),
            Point::new(p.x, p.y + 1),
            Point::new(p.x + 2, p.y),
        ] {
            out.push(Action::Step { from: p, to: q });
            out.push(Action::Step { from: q, to: p });
        }
    }
    // Jumps: from each stone (own or not) to a sample of fields.
    let stones: Vec<Point> = game.stones().map(|(p, _)| p).collect();
    for &from in &stones {
        for _ in 0..6 {
            let to = points[rng.random_range(0..points.len())];
            out.push(Action::Jump { from, to });
        }
    }
    // Boards: the hand's and others', on and beside the area's places, every rotation.
    let places: HashSet<Place> = area
        .boards()
        .iter()
        .flat_map(|b| std::iter::once(b.at).chain(b.at.neighbours()))
        .collect();
    let tiles: Vec<usize> = game.hand(seat).iter().copied().chain([0, 22]).collect();
    for &tile in &tiles {
        for &at in &places {
            for rotation in [0, 3, 4] {
                out.push(Action::Lay { tile, at, rotation });
            }
        }
    }
    out.push(Action::EndTurn);
    out
}

/// The rules' invariants of a position.
fn check_position(game: &Game) {
    let players = game.players();
    let starts = game.starting_fields();
    let mut on_area = vec![0u8; players as usize];
    for (at, seat) in game.stones() {
        on_area[seat.index()] += 1;
        assert!(game.area().is_open(at), "a stone only on an open field");
        for (s, &start) in starts.iter().enumerate() {
            assert!(
                start != at || s == seat.index(),
                "nobody stands on another's starting field"
            );
        }
    }
    for seat in Seat::all(players) {
        assert_eq!(
            u32::from(on_area[seat.index()]) + u32::from(game.supply(seat)),
            20,
            "stones are on the area or in the supply"
        );
    }
    let score = game.score();
    for t in &score.territories {
        for &f in &t.fields {
            assert_eq!(game.area().cell(f).map(|c| c != Cell::Excluded), Some(true));
            assert_eq!(game.stone_at(f), None, "a territory is empty");
            for n in [
                Point::new(f.x, f.y - 1),
                Point::new(f.x + 1, f.y),
                Point::new(f.x, f.y + 1),
                Point::new(f.x - 1, f.y),
            ] {
                assert!(
                    game.area().cell(n).is_some(),
                    "a territory never touches the edge"
                );
                if let Some(s) = game.stone_at(n) {
                    assert_eq!(s, t.seat, "a territory never touches a foreign stone");
                }
            }
            for (s, &start) in starts.iter().enumerate() {
                assert!(
                    start != f || s == t.seat.index(),
                    "no other player's starting field"
                );
            }
        }
    }
    let total: u16 = score.territory.iter().sum();
    let fields: usize = score.territories.iter().map(|t| t.fields.len()).sum();
    assert_eq!(usize::from(total), fields);
}

fn play_seeded_games(players: u8) {
    play_games(players, GAMES, |_| TileSet::ours());
}

/// Plays `games` seeded games, each with the tile set `tiles` gives for its seed.
fn play_games(players: u8, games: u64, tiles: impl Fn(u64) -> std::sync::Arc<TileSet>) {
    let mut ends = [0u32; 2];
    for seed in 0..games {
        let tiles = tiles(seed);
        let setup = GameSetup {
            players,
            seed,
            deal: None,
            start_player: None,
        };
        let mut recorder = Recorder::new(&setup, std::sync::Arc::clone(&tiles), Vec::new()).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED);
        // The full comparison of the legal list with the rules is costly: a few positions a game.
        let mut audits = 0;
        let start = recorder.game().clone();
        common::play_checked_game(
            start,
            &mut rng,
            |game, rng| random_action(game, rng).expect("the seat to act has an action"),
            |game, rng| {
                assert!(game.turn() < TURN_LIMIT, "every game ends");
                (audits < 3 && rng.random_bool(0.1)).then(|| {
                    audits += 1;
                    candidates(game, rng)
                })
            },
            |before, after, action| {
                recorder.play(action).unwrap();
                assert_eq!(recorder.game(), after, "the record plays the same game");
                let mut undone = after.clone();
                if undone.undo() {
                    assert_eq!(&undone, before, "undo restores the exact state");
                } else {
                    assert!(
                        matches!(action, Action::EndTurn | Action::Jump { .. }),
                        "only a turn's end is final"
                    );
                }
                check_position(after);
            },
        );
        let game = recorder.game();
        assert!(game.is_over() && game.legal_actions().is_empty());
        let round = game.final_round().expect("a game ends by its final round");
        ends[usize::from(round.cause == glux::glak::FinalRoundCause::Stall)] += 1;
        // The record replays to the same game, through JSON and through a link.
        let json = serde_json::to_string(recorder.record()).unwrap();
        let (record, replayed) = GameRecord::load(&json).unwrap();
        assert_eq!(
            &replayed, game,
            "seed {seed}: the record replays to the same game"
        );
        let text = link::encode(&record).unwrap();
        assert_eq!(&link::decode(&text).unwrap().1, game, "and so does its link");
        assert_eq!(
            link::names(&text).unwrap(),
            link::decode(&text).unwrap().0.names,
            "whose head alone gives the same names"
        );
    }
    assert!(ends[0] > 0 && ends[1] > 0, "games end both ways: {ends:?}");
}

/// A random valid tile set's text: a name, the starting board with a random inside, and 6 to 30
/// small boards with random excluded fields (a few in most, many in some).
fn random_tile_set_text(rng: &mut ChaCha8Rng) -> String {
    let count = rng.random_range(6..=30);
    let mut board = |starting: bool| -> Vec<String> {
        let density = [0.0, 0.1, 0.2, 0.5][rng.random_range(0..4)];
        (0..5)
            .map(|r| {
                (0..5)
                    .map(|c| match (starting, r, c) {
                        (true, 0, 0) => '1',
                        (true, 0, 4) => '2',
                        (true, 4, 4) => '3',
                        (true, 4, 0) => '4',
                        _ if rng.random_bool(density) => '#',
                        _ => '.',
                    })
                    .collect()
            })
            .collect()
    };
    let mut tiles = vec![("S".to_string(), board(true))];
    for i in 0..count {
        tiles.push((format!("B{i}"), board(false)));
    }
    let mut text = format!("name: random set of {count}\n");
    for block in tiles.chunks(5) {
        text.push_str(
            &block
                .iter()
                .map(|(n, _)| format!("{n:6}"))
                .collect::<Vec<_>>()
                .join(" "),
        );
        text.push('\n');
        for row in 0..5 {
            text.push_str(
                &block
                    .iter()
                    .map(|(_, b)| format!("{:6}", b[row]))
                    .collect::<Vec<_>>()
                    .join(" "),
            );
            text.push('\n');
        }
    }
    text
}

#[test]
fn random_tile_sets_read_back_from_their_text() {
    let mut rng = ChaCha8Rng::seed_from_u64(23);
    for _ in 0..300 {
        let text = random_tile_set_text(&mut rng);
        let set = TileSet::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(TileSet::parse(&set.to_text()).unwrap(), set);
        assert!(!set.is_ours());
    }
    let ours = TileSet::ours();
    assert!(ours.is_ours() && TileSet::parse(&ours.to_text()).unwrap().is_ours());
}

#[test]
fn games_with_random_custom_tile_sets_keep_every_invariant() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let sets: Vec<std::sync::Arc<TileSet>> = std::iter::repeat_with(|| random_tile_set_text(&mut rng))
        .map(|text| std::sync::Arc::new(TileSet::parse(&text).unwrap()))
        .take(40)
        .collect();
    for players in 2..=4u8 {
        // Enough boards for the deal: 8 for two players, 9 and 12 for three and four.
        let fitting: Vec<_> = sets.iter().filter(|s| s.boards().len() >= 12).cloned().collect();
        play_games(players, 150, |seed| {
            std::sync::Arc::clone(&fitting[seed as usize % fitting.len()])
        });
    }
}

#[test]
fn two_player_games_keep_every_invariant() {
    play_seeded_games(2);
}

#[test]
fn three_player_games_keep_every_invariant() {
    play_seeded_games(3);
}

#[test]
fn four_player_games_keep_every_invariant() {
    play_seeded_games(4);
}

#[test]
fn undo_takes_back_a_whole_turn_action_by_action() {
    let tiles = TileSet::ours();
    for seed in 0..200 {
        let setup = GameSetup {
            players: 2 + (seed % 3) as u8,
            seed,
            deal: None,
            start_player: None,
        };
        let mut game = Game::new(&setup, std::sync::Arc::clone(&tiles)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some(action) = random_action(&game, &mut rng) {
            let start = game.clone();
            let mut states = vec![game.clone()];
            let mut action = action;
            // Play the turn, remembering each state.
            loop {
                let ends = matches!(action, Action::EndTurn | Action::Jump { .. });
                if ends {
                    break;
                }
                game.play(action).unwrap();
                states.push(game.clone());
                action = random_action(&game, &mut rng).unwrap();
            }
            // Undo it all, checking each state on the way back, then replay and end it.
            let played = game.turn_actions().to_vec();
            for expected in states.iter().rev().skip(1) {
                assert!(game.undo());
                assert_eq!(&game, expected);
            }
            assert!(!game.undo(), "nothing before the turn's start");
            assert_eq!(game, start);
            for a in played {
                game.play(a).unwrap();
            }
            game.play(action).unwrap();
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn arbitrary_records_never_panic(data in proptest::collection::vec(any::<u8>(), 0..400)) {
        glux::glak::fuzzing::load_record(&data);
    }

    #[test]
    fn arbitrary_links_never_panic(text in "(#game=)?[A-Za-z0-9_-]{0,120}") {
        glux::glak::fuzzing::load_link(&text);
    }

    /// The join screen's reader of names (a link's head alone) reads every link the whole reader
    /// does, to the same names, and refuses only links the whole reader refuses too: an
    /// invitation's setup (no moves, the deal given) with one character changed.
    #[test]
    fn a_setups_names_are_read_as_the_whole_reader_reads_them(
        players in 2u8..=4,
        seed in any::<u64>(),
        at in 0usize..80,
        c in "[A-Za-z0-9_-]",
    ) {
        let setup = GameSetup { players, seed, deal: None, start_player: None };
        let names = (0..players).map(|i| if i == 0 { "Łucja".to_string() } else { String::new() }).collect();
        let play = Recorder::new(&setup, TileSet::ours(), names).unwrap();
        let text = link::encode(play.record()).unwrap();
        prop_assert_eq!(link::names(&text).unwrap(), play.record().names.clone());
        let mut mutated = text.clone();
        let at = at % mutated.len();
        mutated.replace_range(at..at + 1, &c);
        match (link::names(&mutated), link::decode(&mutated)) {
            (Ok(names), Ok((record, _))) => prop_assert_eq!(names, record.names),
            (Err(e), Ok(_)) => prop_assert!(false, "the head of {} refused alone: {}", mutated, e),
            (Ok(_), Err(_)) | (Err(_), Err(_)) => {}
        }
    }

    #[test]
    fn arbitrary_action_sequences_never_panic(data in proptest::collection::vec(any::<u8>(), 0..600)) {
        glux::glak::fuzzing::apply_actions(&data);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// One set of checks: the reader refuses a tile set with the first problem the editor lists,
    /// and reads it exactly when the editor lists none; every field marked is a field of a board.
    #[test]
    fn the_reader_refuses_a_tile_set_with_the_first_of_its_problems(
        seed in 0u64..300,
        edits in proptest::collection::vec(
            (any::<prop::sample::Index>(), 0u8..4, prop::sample::select(vec!['.', '#', '1', '3', 'x', 'S', ' ', '\n'])),
            0..6,
        ),
    ) {
        let text = match seed {
            0 => TileSet::ours().to_text(),
            _ => random_tile_set_text(&mut ChaCha8Rng::seed_from_u64(seed)),
        };
        let text = common::edited(&text, &edits);
        let problems = TileSet::problems(&text);
        let refused = TileSet::parse(&text).err();
        prop_assert_eq!(refused.as_ref(), problems.first(), "{}", text);
        for problem in &problems {
            prop_assert!(problem.line <= text.lines().count());
            for field in &problem.fields {
                prop_assert!(field.row < 5 && field.column < 5, "{}", problem);
            }
        }
    }
}
