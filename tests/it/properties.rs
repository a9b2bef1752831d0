//! Property tests: thousands of seeded random games per player count, checking the engine's
//! invariants at every step, and arbitrary inputs through the fuzz entry points.
#![cfg(not(target_arch = "wasm32"))]

use glux::glux::{Action, BoardState, Game, GameSetup, Phase, Pips, PlayedGame, legal_actions};
use proptest::prelude::*;

use crate::common;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Seeded games per player count.
const GAMES: u64 = 1000;

/// Every action that names a square of the board or a face, legal or not.
fn all_actions(position: &BoardState) -> Vec<Action> {
    let mut all = Vec::new();
    for pips in Pips::ALL {
        all.push(Action::StartFace(pips));
        all.push(Action::StartOption(pips));
        all.extend(position.board().squares().map(|to| Action::Place { to, pips }));
    }
    all
}

fn check_position(game: &Game) {
    let p = game.board_state();
    let board = p.board();
    for sq in board.squares() {
        let stack = p.stack(sq);
        assert!(stack.height() <= 2, "stacks never exceed two");
        if let Some(top) = stack.top() {
            for seat in p.seats() {
                assert_eq!(
                    p.top_chips(seat).contains(sq),
                    top.seat == seat,
                    "top-chip table agrees"
                );
            }
        }
        if let Some(owner) = p.start_marker_at(sq) {
            assert!(
                stack.chips().all(|c| c.seat == owner),
                "nobody covers another's start chip"
            );
        }
    }
    for seat in p.seats() {
        assert_eq!(
            u32::from(p.placed(seat)) + u32::from(game.supply(seat).total()),
            24
        );
        assert_eq!(game.hand(seat).is_some(), game.supply(seat).total() > 0);
    }
}

/// What the shared harness cannot know: the placements agree with the rule that checks one square.
fn check_placements_agree(game: &Game) {
    let p = game.board_state();
    if let Phase::Turn(seat) = p.phase() {
        let placements = p.placements(seat);
        for sq in p.board().squares() {
            assert_eq!(
                placements.contains(sq),
                p.check_placement(seat, sq).is_ok(),
                "{sq:?} for {seat:?}\n{p:?}"
            );
        }
        assert_eq!(p.can_place(seat), !placements.is_empty());
    }
}

fn play_seeded_games(players: u8) {
    play_games(players, GAMES, |seed| GameSetup::new(players, seed));
}

/// Plays `games` seeded games from the setups `setup` gives for each seed.
fn play_games(players: u8, games: u64, setup: impl Fn(u64) -> GameSetup) {
    let mut excluded_seen = 0;
    for seed in 0..games {
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x9e37_79b9);
        let mut game = PlayedGame::new(setup(seed), Vec::new()).unwrap();
        let all = all_actions(game.game().board_state());
        let save_at = rng.random_range(0..24 * players as usize);
        let mut moves = 0;
        let start = game.game().clone();
        let end = common::play_checked_game(
            start,
            &mut rng,
            |g, rng| {
                let legal = g.legal_actions();
                legal[rng.random_range(0..legal.len())]
            },
            |g, rng| {
                check_position(g);
                check_placements_agree(g);
                Some((0..24).map(|_| all[rng.random_range(0..all.len())]).collect())
            },
            |_, after, action| {
                game.play(action).unwrap();
                assert_eq!(game.game(), after, "the record plays the same game");
                moves += 1;
                if moves == save_at {
                    let loaded = PlayedGame::from_json(&game.to_json()).unwrap();
                    assert_eq!(loaded, game, "saving and loading mid-game gives the same game");
                }
            },
        );
        let g = game.game();
        assert_eq!(g, &end);
        check_position(g);
        for seat in g.board_state().seats() {
            if g.board_state().is_excluded(seat) {
                excluded_seen += 1;
            } else {
                assert_eq!(
                    g.board_state().placed(seat),
                    24,
                    "every non-excluded seat places 24 chips"
                );
            }
        }
        for action in &all {
            assert_eq!(
                g.check(*action),
                Err(glux::glux::PlayError::GameOver),
                "a finished game rejects every action"
            );
        }
        assert!(legal_actions(g.board_state(), None).is_empty());
        let full = glux::glux::score(g.board_state());
        assert_eq!(
            glux::glux::scoring::victory_points(g.board_state()).take(players),
            full.vp.as_slice()
        );
        assert_eq!(PlayedGame::from_json(&game.to_json()).unwrap(), game);
        let link = glux::glux::link::encode(game.record()).unwrap();
        let opened = glux::glux::link::decode(&link).unwrap();
        assert_eq!(
            (&opened.setup, &opened.actions),
            (&game.record().setup, &game.record().actions),
            "the share link holds the same game"
        );
        assert_eq!(
            glux::glux::link::names(&link).unwrap(),
            opened.names,
            "its head alone gives the same names"
        );
    }
    eprintln!("{players} players: {games} games, {excluded_seen} seats excluded");
}

/// A random valid board file's text: 7 to 19 squares a side, rooms of rectangles and bars that
/// never touch each other, a middle room, and start squares for 2 and/or for 3 and 4 players.
fn random_board_text(rng: &mut ChaCha8Rng) -> String {
    let (width, height) = (rng.random_range(7..=19usize), rng.random_range(7..=19usize));
    let mut grid = vec![vec!['.'; width]; height];
    let mut letters = 0u8;
    for _ in 0..40 {
        if letters == 12 {
            break;
        }
        let (w, h) = (rng.random_range(1..=4usize), rng.random_range(1..=4usize));
        let (x, y) = (rng.random_range(0..=width - w), rng.random_range(0..=height - h));
        // A room and its surroundings must be free, so rooms stay apart and each is one piece.
        let free = (y.saturating_sub(1)..(y + h + 1).min(height))
            .all(|r| (x.saturating_sub(1)..(x + w + 1).min(width)).all(|c| grid[r][c] == '.'));
        if free {
            let letter = char::from(b'a' + letters);
            letters += 1;
            for row in &mut grid[y..y + h] {
                for cell in &mut row[x..x + w] {
                    *cell = letter;
                }
            }
        }
    }
    if letters == 0 {
        grid[height / 2][width / 2] = 'a';
        letters = 1;
    }
    let middle = char::from(b'a' + rng.random_range(0..letters));
    let mut text = format!("name: random {width}x{height}\nmiddle: {middle}\n");
    let mut squares: Vec<(usize, usize)> = (1..=width)
        .flat_map(|c| (1..=height).map(move |r| (c, r)))
        .collect();
    for i in (1..squares.len()).rev() {
        squares.swap(i, rng.random_range(0..=i));
    }
    let counts: &[usize] = match rng.random_range(0..3) {
        0 => &[2],
        1 => &[3, 4],
        _ => &[2, 3, 4],
    };
    for &n in counts {
        let starts: Vec<String> = squares[n..2 * n]
            .iter()
            .map(|(c, r)| format!("{c},{r}"))
            .collect();
        text.push_str(&format!("start {n}: {}\n", starts.join(" ")));
    }
    text.push_str("layout:\n");
    for row in grid {
        text.extend(row);
        text.push('\n');
    }
    text
}

#[test]
fn random_boards_read_back_from_their_text() {
    let mut rng = ChaCha8Rng::seed_from_u64(16);
    for _ in 0..500 {
        let text = random_board_text(&mut rng);
        let board = glux::glux::Board::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(
            board.to_text(),
            text,
            "the text of a board is the one it was read from"
        );
        assert!(!board.is_builtin());
    }
}

#[test]
fn games_on_random_custom_boards_keep_every_invariant() {
    for players in 2..=4u8 {
        let mut rng = ChaCha8Rng::seed_from_u64(u64::from(players));
        let boards: Vec<String> = std::iter::repeat_with(|| random_board_text(&mut rng))
            .filter(|text| text.contains(&format!("start {players}:")))
            .take(40)
            .collect();
        play_games(players, 200, |seed| GameSetup {
            board: Some(boards[seed as usize % boards.len()].clone()),
            ..GameSetup::new(players, seed)
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
fn a_view_does_not_depend_on_hidden_information() {
    // Two determinizations of one view differ in hidden parts but give identical views.
    let mut game = Game::try_from(&GameSetup::new(4, 8)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    for _ in 0..30 {
        let legal = game.legal_actions();
        game.play(legal[rng.random_range(0..legal.len())]).unwrap();
    }
    let seat = game.to_act().unwrap();
    let view = game.view(seat);
    let a = view.determinize(&mut ChaCha8Rng::seed_from_u64(1));
    let b = view.determinize(&mut ChaCha8Rng::seed_from_u64(2));
    assert_ne!(a, b, "hidden parts differ");
    for d in [&a, &b] {
        let v = d.view(seat);
        assert_eq!(v.board_state(), view.board_state());
        assert_eq!(v.hand(), view.hand());
        assert_eq!(v.legal_actions(), view.legal_actions());
        for s in game.board_state().seats() {
            assert_eq!(v.supply(s), view.supply(s));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// One set of checks: the reader refuses a layout with the first problem the editor lists, and
    /// reads it exactly when the editor lists none; every square marked is a square of the text.
    #[test]
    fn the_reader_refuses_a_layout_with_the_first_of_its_problems(
        seed in 0u64..300,
        edits in proptest::collection::vec(
            (any::<prop::sample::Index>(), 0u8..4, prop::sample::select(vec!['.', 'a', 'b', 'z', '#', ':', ',', ' ', '1', '2', '9', '\n'])),
            0..6,
        ),
    ) {
        let text = match seed {
            0 => glux::glux::Board::two_player().to_text(),
            1 => glux::glux::Board::three_four_player().to_text(),
            _ => random_board_text(&mut ChaCha8Rng::seed_from_u64(seed)),
        };
        let text = common::edited(&text, &edits);
        let problems = glux::glux::Board::problems(&text);
        let refused = glux::glux::Board::parse(&text).err();
        prop_assert_eq!(refused.as_ref(), problems.first(), "{}", text);
        prop_assert_eq!(glux::glux::Board::problems(&text), problems.clone(), "the same text, the same list");
        for problem in &problems {
            prop_assert!(problem.line <= text.lines().count());
            for square in &problem.squares {
                prop_assert!((1..=19).contains(&square.col) && (1..=19).contains(&square.row), "{}", problem);
            }
        }
    }
}

/// Every input a fuzzer ever found, kept so that its defect never returns.
#[test]
fn inputs_the_fuzzers_found_stay_fixed() {
    // `make fuzz`, target `link`: a record naming the two-player board explicitly encoded back
    // without it, so decode -> encode -> decode gave another record (one game, one record now).
    glux::glux::fuzzing::load_link("AQIBAQAAAAA");
    let record = glux::glux::link::decode("AQIBAQAAAAA").unwrap();
    assert_eq!(record.setup.board, None, "the default board is not named");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_actions_never_panic_and_refusals_change_nothing(data in proptest::collection::vec(any::<u8>(), 0..400)) {
        glux::glux::fuzzing::apply_actions(&data);
    }

    #[test]
    fn arbitrary_record_text_never_panics(data in proptest::collection::vec(any::<u8>(), 0..300)) {
        glux::glux::fuzzing::load_record(&data);
    }

    #[test]
    fn arbitrary_link_text_never_panics(text in "[A-Za-z0-9_-]{0,300}") {
        glux::glux::fuzzing::load_link(&text);
    }

    #[test]
    fn mutated_links_never_panic(seed in 0u64..50, at in 0usize..400, c in "[A-Za-z0-9_-]") {
        let mut game = PlayedGame::new(GameSetup::new(2 + (seed % 3) as u8, seed), Vec::new()).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..30 {
            let legal = game.game().legal_actions();
            game.play(legal[rng.random_range(0..legal.len())]).unwrap();
        }
        let mut text = glux::glux::link::encode(game.record()).unwrap();
        let at = at % text.len();
        text.replace_range(at..at + 1, &c);
        glux::glux::fuzzing::load_link(&text);
        // The join screen's reader of names (the head alone) reads every link the whole reader
        // does, to the same names, and refuses only links the whole reader refuses too.
        match (glux::glux::link::names(&text), glux::glux::link::decode(&text)) {
            (Ok(names), Ok(record)) => prop_assert_eq!(names, record.names),
            (Err(e), Ok(_)) => prop_assert!(false, "the head of {} refused alone: {}", text, e),
            _ => {}
        }
    }

    #[test]
    fn a_setups_names_are_read_as_the_whole_reader_reads_them(
        players in 2u8..=4,
        hidden_bags in any::<bool>(),
        at in 0usize..60,
        c in "[A-Za-z0-9_-]",
    ) {
        // An invitation's setup: no moves, the names of this device's seats (the others empty).
        let record = glux::glux::GameRecord {
            version: glux::glux::record::RECORD_VERSION,
            setup: GameSetup { hidden_bags, ..GameSetup::new(players, 0) },
            names: (0..players).map(|i| if i % 2 == 0 { format!("Zoë {i}") } else { String::new() }).collect(),
            actions: Vec::new(),
        };
        let text = glux::glux::link::encode(&record).unwrap();
        prop_assert_eq!(glux::glux::link::names(&text).unwrap(), record.names.clone());
        let mut mutated = text.clone();
        let at = at % mutated.len();
        mutated.replace_range(at..at + 1, &c);
        match (glux::glux::link::names(&mutated), glux::glux::link::decode(&mutated)) {
            (Ok(names), Ok(read)) => prop_assert_eq!(names, read.names),
            (Err(e), Ok(_)) => prop_assert!(false, "the head of {} refused alone: {}", mutated, e),
            (Ok(_), Err(_)) | (Err(_), Err(_)) => {}
        }
    }

    #[test]
    fn mutated_records_never_panic(seed in 0u64..50, cut in 0usize..4000, byte in any::<u8>()) {
        let mut game = PlayedGame::new(GameSetup::new(2 + (seed % 3) as u8, seed), Vec::new()).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..20 {
            let legal = game.game().legal_actions();
            game.play(legal[rng.random_range(0..legal.len())]).unwrap();
        }
        let mut text = game.to_json().into_bytes();
        let at = cut % text.len();
        text[at] = byte;
        glux::glux::fuzzing::load_record(&text);
    }
}
