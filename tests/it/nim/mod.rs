//! A third game that exists only in the tests (issue 39: "a third game is a folder"): Nim, a folder
//! of its own that answers the seam's traits as Glüx and GLAK do in theirs ([`seam`]), given to
//! the registry by one line ([`GIVEN`], [`register`]) and played through the app's model, a whole
//! game with a person here, a bot and a person elsewhere. Nothing outside this folder changes for it.

pub mod rules;
pub mod seam;

use glux::app::bots::{BotAnswer, BotRequest, answer, answer_text};
use glux::app::bridge::RemoteGame;
use glux::app::games::TableAction;
use glux::app::kind::GameKind;
use glux::app::registry::{self, Given};
use glux::app::screens::UiState;
use glux::app::seats::{Driver, SeatInfo, Seated};
use glux::app::state::UiAction;
use glux::core::level::Level;
use glux::core::seat::Seat;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rules::{NimGame, Take};
use seam::{NIM, Nim, NimGesture, NimTable};
use std::rc::Rc;

/// Nim, as the registry is given it.
static GIVEN: Given = Given {
    kind: NIM,
    link_game: 200,
    ratings: &[(Level::Easy, 1000.0)],
    rules: &Nim,
    files: &Nim,
    history: &Nim,
    remote: &Nim,
    judge: &Nim,
    bots: &Nim,
};

/// The one line that gives the app Nim.
fn register() {
    registry::register(&GIVEN);
}

fn seats(drivers: &[Driver]) -> Vec<SeatInfo> {
    drivers
        .iter()
        .enumerate()
        .map(|(i, &driver)| SeatInfo {
            name: format!("P{i}"),
            colour: i as u8,
            driver,
        })
        .collect()
}

/// The game as the carrier hands it to the app.
fn from_carrier(game: &NimGame, drivers: &[Driver]) -> UiAction {
    UiAction::RemoteGame(Rc::new(RemoteGame {
        id: "4e494d21".into(),
        game: seam::carry(game),
        seats: seats(drivers),
        bot_seed: 3,
        record: "{}".into(),
        reset: false,
    }))
}

fn nim(state: &UiState) -> &NimTable {
    state
        .table()
        .and_then(|t| t.of::<NimTable>())
        .expect("a Nim table")
}

#[test]
fn a_third_game_given_to_the_registry_is_played_whole_through_the_app_model() {
    register();
    // Its name is known wherever a game is named by it: saves, the bots' words.
    assert_eq!(GameKind::from_id("nim"), Some(NIM));
    let drivers = [Driver::Here, Driver::Bot(Level::Easy), Driver::Elsewhere];
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let game = NimGame::new(3, 0x0705_0603);
    assert_eq!(game.heaps(), vec![4, 7, 6]);
    // The game between devices arrives from the carrier and is put on the table.
    let mut state = Rc::new(UiState::new(1)).reduce(from_carrier(&game, &drivers));
    assert_eq!(nim(&state).game.heaps(), vec![4, 7, 6]);
    let mut turns = [0; 3];
    while !nim(&state).game.is_over() {
        let table = state.table().unwrap();
        let (seat, driver) = table.driver_to_move().unwrap();
        state = match driver {
            Driver::Here => {
                turns[0] += 1;
                let legal = nim(&state).game.legal();
                let take = legal[rng.random_range(0..legal.len())];
                // A gesture of another game, or of the wrong seat's, changes nothing.
                let same = state
                    .clone()
                    .reduce(UiAction::play(glux::app::glux::table::GluxAction::Ready));
                assert_eq!(same, state);
                state.reduce(UiAction::play(NimGesture(take)))
            }
            Driver::Bot(level) => {
                turns[1] += 1;
                // Asked as the bots' worker is asked: the request and the answer travel as text.
                let turn = table.bot_turn().expect("the bot is asked");
                let (view, bot_seed) = table.bot_view().unwrap();
                let request = BotRequest {
                    id: turn.asked_at,
                    game: turn.game,
                    level,
                    seed: turn.seed(bot_seed),
                    view,
                    hint: false,
                };
                assert_eq!(request.game, NIM);
                assert_eq!(BotRequest::from_text(&request.to_text()), Some(request.clone()));
                let reply = BotAnswer::from_text(&answer_text(&request.to_text())).unwrap();
                assert_eq!(reply, answer(&request));
                // An answer asked in another epoch is dropped.
                let stale = state.clone().reduce(UiAction::Table(TableAction::Answer {
                    asked_at: reply.id + 1,
                    driver: Driver::Bot(level),
                    action: reply.action.clone().unwrap(),
                }));
                assert_eq!(stale, state, "a stale answer is dropped");
                let legal = nim(&state).game.legal();
                let person = state.clone().reduce(UiAction::play(NimGesture(legal[0])));
                assert_eq!(
                    person, state,
                    "a gesture here while the bot is to act changes nothing"
                );
                state.reduce(UiAction::Table(TableAction::Answer {
                    asked_at: reply.id,
                    driver: Driver::Bot(level),
                    action: reply.action.unwrap(),
                }))
            }
            Driver::Elsewhere => {
                turns[2] += 1;
                // The person elsewhere plays on their device; the carrier brings the game, twice.
                let mut theirs = (*nim(&state).game).clone();
                let legal = theirs.legal();
                theirs.play(legal[rng.random_range(0..legal.len())]).unwrap();
                let state = state.reduce(from_carrier(&theirs, &drivers));
                assert_eq!(*nim(&state).game, theirs);
                let again = state.clone().reduce(from_carrier(&theirs, &drivers));
                assert_eq!(again, state, "a link that arrives twice changes nothing");
                state
            }
        };
        assert!(
            nim(&state).game.is_over() || nim(&state).seat_to_move() != Some(seat),
            "the seat to act moved"
        );
    }
    assert!(turns.iter().all(|&n| n > 0), "every driver played: {turns:?}");
    // The game ends as Nim's rules say, and the history keeps it so, from its saved text.
    let table = state.table().unwrap();
    let winner = nim(&state).game.winner().unwrap();
    let finished = registry::finished(&table.saved_text().unwrap(), 1.0).expect("kept in the history");
    assert_eq!(finished.game, "nim");
    for (i, seat) in finished.seats.iter().enumerate() {
        assert_eq!(seat.winner, Seat(i as u8) == winner);
        assert_eq!(seat.score, u32::from(Seat(i as u8) == winner));
    }
    // Saved, it resumes; a broken save says why in Nim's words.
    let resumed = registry::resume(&table.saved_text().unwrap()).unwrap();
    assert_eq!(resumed.of::<NimTable>().unwrap().game, nim(&state).game);
    let broken = table
        .saved_text()
        .unwrap()
        .replace("\"moves\":[", "\"moves\":[{\"heap\":9,\"count\":1},");
    let problem = registry::resume(&broken).unwrap_err();
    assert_eq!(problem.game(), NIM);
    assert_eq!(
        registry::problem_text(&problem, glux::i18n::Texts(glux::i18n::Lang::EN)),
        "move 1: NotInHeap"
    );
    // Looking back, and playing on from the replay.
    let replay = table.look_back();
    assert_eq!(replay.len(), nim(&state).game.moves.len());
    let on = registry::play_on(&replay, 9).unwrap();
    assert_eq!(on.kind(), NIM);
}

#[test]
fn nims_best_move_leaves_a_nim_sum_of_zero() {
    assert_eq!(rules::best(&[3, 4, 5]), Some(Take { heap: 0, count: 2 }));
    assert_eq!(
        rules::best(&[1, 1]).map(|t| t.count),
        Some(1),
        "a lost position: one counter"
    );
    assert_eq!(rules::best(&[0, 0]), None);
    let mut game = NimGame::new(2, 1);
    assert_eq!(
        game.play(Take { heap: 0, count: 0 }),
        Err(rules::NimError::NotInHeap)
    );
    assert_eq!(game.moves.len(), 0, "a refused move changes nothing");
}
