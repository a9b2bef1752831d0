//! The history of finished games (`glux::core::history`): records against each bot level, people's
//! Elo ratings against the bots, and the bots' fixed ratings calibrated from arena games.
#![cfg(not(target_arch = "wasm32"))]

use glux::core::history::{
    ArenaResult, FinishedGame, FinishedSeat, K, Player, START_RATING, calibrate, expected, game_id, outcome,
    rating_in, ratings, records,
};
use glux::core::level::Level;

fn seat(name: &str, player: Player, score: u32, winner: bool) -> FinishedSeat {
    FinishedSeat {
        name: name.into(),
        player,
        score,
        winner,
    }
}

fn game(game: &str, finished: f64, seats: Vec<FinishedSeat>) -> FinishedGame {
    FinishedGame {
        id: game_id(&format!("{game}{finished}")),
        finished,
        game: game.into(),
        seats,
        saved: "{}".into(),
        verification: None,
    }
}

#[test]
fn the_bots_ratings_are_their_arena_results_calibrated() {
    assert_eq!(
        calibrate(400.0, &glux::glux::bots::ARENA),
        glux::glux::bots::RATINGS.to_vec()
    );
    assert_eq!(
        calibrate(400.0, &glux::glak::bots::ARENA),
        glux::glak::bots::RATINGS.to_vec()
    );
    for ratings in [glux::glux::bots::RATINGS, glux::glak::bots::RATINGS] {
        assert!(
            ratings.windows(2).all(|w| w[0].1 < w[1].1),
            "each level above the last: {ratings:?}"
        );
        assert_eq!(ratings[0], (Level::Random, 400.0));
    }
    // A win rate of 0.76 over 200 games is about 200 points; a clean sweep stays finite.
    let step = |rate, games| {
        calibrate(
            0.0,
            &[ArenaResult {
                stronger: Level::Hard,
                weaker: Level::Medium,
                rate,
                games,
            }],
        )[1]
        .1
    };
    assert_eq!(step(0.76, 200), 199.0);
    assert_eq!(step(0.5, 100), 0.0);
    assert_eq!(step(1.0, 200), 1041.0);
    assert_eq!(rating_in(&glux::glux::bots::RATINGS, Level::Hard), 2143.0);
    assert_eq!(rating_in(&glux::glak::bots::RATINGS, Level::Expert), 1977.0);
    assert_eq!(rating_in(&[], Level::Easy), START_RATING);
}

#[test]
fn a_person_places_above_below_or_level_with_a_bot() {
    let winner = seat("Anna", Player::Person, 20, true);
    let loser = seat("Hard", Player::Bot(Level::Hard), 25, false);
    assert_eq!(
        outcome(&winner, &loser),
        1.0,
        "a win counts before the score (a tie-break)"
    );
    assert_eq!(outcome(&loser, &winner), 0.0);
    let shared = seat("Easy", Player::Bot(Level::Easy), 20, true);
    assert_eq!(outcome(&winner, &shared), 0.5);
    // Among those who did not win, the higher score.
    assert_eq!(
        outcome(
            &seat("a", Player::Person, 9, false),
            &seat("b", Player::Bot(Level::Easy), 7, false)
        ),
        1.0
    );
}

#[test]
fn records_count_each_result_of_a_person_against_a_bot_level() {
    let games = vec![
        game(
            "glux",
            1.0,
            vec![
                seat("Anna", Player::Person, 30, true),
                seat("E", Player::Bot(Level::Easy), 10, false),
            ],
        ),
        game(
            "glux",
            2.0,
            vec![
                seat("Anna", Player::Person, 10, false),
                seat("E", Player::Bot(Level::Easy), 30, true),
            ],
        ),
        game(
            "glux",
            3.0,
            vec![
                seat("Anna", Player::Person, 20, true),
                seat("Ben", Player::Person, 12, false),
                seat("E", Player::Bot(Level::Easy), 12, false),
                seat("H", Player::Bot(Level::Hard), 20, true),
            ],
        ),
        game(
            "glak",
            4.0,
            vec![
                seat("Anna", Player::Person, 30, true),
                seat("E", Player::Bot(Level::Easy), 10, false),
            ],
        ),
        // People alone, or bots alone, count for nothing.
        game(
            "glux",
            5.0,
            vec![
                seat("Anna", Player::Person, 30, true),
                seat("Ben", Player::Elsewhere, 10, false),
            ],
        ),
        game(
            "glux",
            6.0,
            vec![
                seat("E", Player::Bot(Level::Easy), 30, true),
                seat("M", Player::Bot(Level::Medium), 1, false),
            ],
        ),
    ];
    let r = records(&games);
    let easy = r[&("glux".to_string(), Level::Easy)];
    assert_eq!(
        (easy.games, easy.wins, easy.losses, easy.ties),
        (3, 2, 1, 1),
        "{easy:?}"
    );
    let hard = r[&("glux".to_string(), Level::Hard)];
    assert_eq!((hard.games, hard.wins, hard.losses, hard.ties), (1, 0, 1, 1));
    assert_eq!(r[&("glak".to_string(), Level::Easy)].wins, 1);
    assert!(!r.contains_key(&("glux".to_string(), Level::Medium)));
}

#[test]
fn a_rating_moves_by_elo_against_the_bots_fixed_ratings() {
    let bot = |_: &str, level: Level| Some(if level == Level::Easy { 1000.0 } else { 2000.0 });
    let win = game(
        "glux",
        1.0,
        vec![
            seat("Anna", Player::Person, 30, true),
            seat("E", Player::Bot(Level::Easy), 10, false),
        ],
    );
    let after = ratings(std::slice::from_ref(&win), bot)[&("glux".to_string(), "Anna".to_string())];
    let gain = K * (1.0 - expected(START_RATING, 1000.0));
    assert!((after.rating - (START_RATING + gain)).abs() < 1e-9, "{after:?}");
    assert_eq!(after.games, 1);
    assert!(
        gain > 0.0 && gain < K / 2.0,
        "beating a weaker bot gains less than half of K: {gain}"
    );
    // Against two bots at once the game counts once: the mean of the two results.
    let two = game(
        "glux",
        2.0,
        vec![
            seat("Anna", Player::Person, 20, false),
            seat("E", Player::Bot(Level::Easy), 10, false),
            seat("H", Player::Bot(Level::Hard), 30, true),
        ],
    );
    let both = ratings(&[two], bot)[&("glux".to_string(), "Anna".to_string())];
    let change = K * ((1.0 - expected(START_RATING, 1000.0)) + (0.0 - expected(START_RATING, 2000.0))) / 2.0;
    assert!((both.rating - (START_RATING + change)).abs() < 1e-9);
    // Games are taken in the order they ended, and each game keeps its own ratings.
    let later = game(
        "glak",
        0.5,
        vec![
            seat("Anna", Player::Person, 1, false),
            seat("E", Player::Bot(Level::Easy), 9, true),
        ],
    );
    let all = ratings(&[win.clone(), later], bot);
    assert!(all[&("glak".to_string(), "Anna".to_string())].rating < START_RATING);
    assert!(all[&("glux".to_string(), "Anna".to_string())].rating > START_RATING);
    // A person who keeps beating a bot rises towards it and past it, ever more slowly.
    let many: Vec<FinishedGame> = (0..200)
        .map(|i| FinishedGame {
            finished: f64::from(i),
            ..win.clone()
        })
        .collect();
    let top = ratings(&many, bot)[&("glux".to_string(), "Anna".to_string())];
    assert!(top.rating > 1000.0 && top.rating < 1700.0, "{top:?}");
}

#[test]
fn ratings_count_a_game_between_devices_only_once_it_is_verified() {
    let bot = |_: &str, _: Level| Some(1200.0);
    let between = |verification| FinishedGame {
        verification,
        ..game(
            "glux",
            1.0,
            vec![
                seat("Anna", Player::Person, 9, true),
                seat("Ben", Player::Elsewhere, 5, false),
                seat("E", Player::Bot(Level::Easy), 1, false),
            ],
        )
    };
    use glux::core::history::Verification;
    for unverified in [None, Some(Verification::Unverified), Some(Verification::Problem)] {
        let game = between(unverified);
        assert!(game.between_devices() && !game.counts());
        assert!(ratings(&[game], bot).is_empty(), "{unverified:?}");
    }
    let verified = between(Some(Verification::Verified));
    assert!(verified.counts());
    assert!(ratings(&[verified], bot)[&("glux".to_string(), "Anna".to_string())].rating > START_RATING);
    // A game on one device counts as before, and the state survives a round trip.
    let local = game(
        "glux",
        2.0,
        vec![
            seat("Anna", Player::Person, 9, true),
            seat("E", Player::Bot(Level::Easy), 1, false),
        ],
    );
    assert!(local.counts());
    let text = serde_json::to_string(&between(Some(Verification::Unverified))).unwrap();
    assert!(text.contains("\"verification\":\"unverified\""));
    let back: FinishedGame = serde_json::from_str(&text).unwrap();
    assert_eq!(back.verification, Some(Verification::Unverified));
    let old: FinishedGame = serde_json::from_str(&serde_json::to_string(&local).unwrap()).unwrap();
    assert_eq!(old.verification, None);
}

#[test]
fn a_game_s_id_is_the_same_for_the_same_record_and_differs_otherwise() {
    assert_eq!(game_id("abc"), game_id("abc"));
    assert_ne!(game_id("abc"), game_id("abd"));
    assert_eq!(game_id("").len(), 16);
}
