//! Whole games through the app's model, natively (issue 39): 2, 3 and 4 players of each game, with
//! seats of every driver: a person here (by the gestures a person makes, the pass-the-device screen
//! included), a bot (asked as the bots' worker is asked, its answer handed back to the reducer), and
//! a person elsewhere (whose moves the carrier brings, as it does once it has checked them). Each
//! game ends as the engine scores it; a take-back against a bot, and a link that arrives twice,
//! change what they should and nothing else.

use crate::app::reducer::person_plays;
use glux::app::bots::{BotRequest, answer};
use glux::app::bridge::{CarriedGame, RemoteGame};
use glux::app::game::{Table, Taken};
use glux::app::games::TableAction;
use glux::app::glak::table::{GlakAction, GlakTable};
use glux::app::glux::table::{GluxAction, GluxTable};
use glux::app::kind::GameKind;
use glux::app::screens::{Screen, UiState};
use glux::app::seats::{Driver, SeatInfo, Seated};
use glux::app::state::UiAction;
use glux::core::level::Level;
use glux::core::rules::Rules;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::rc::Rc;

const HERE: Driver = Driver::Here;
const EASY: Driver = Driver::Bot(Level::Easy);
const ELSEWHERE: Driver = Driver::Elsewhere;

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
fn from_carrier(game: CarriedGame, drivers: &[Driver]) -> UiAction {
    UiAction::RemoteGame(Rc::new(RemoteGame {
        id: "0123abcd".into(),
        game,
        seats: seats(drivers),
        bot_seed: 9,
        record: "{}".into(),
        reset: false,
    }))
}

/// A new game on the table: from the new-game form when every seat is here, else as the carrier
/// puts a game between devices on the table.
fn start(kind: GameKind, drivers: &[Driver], seed: u64) -> Rc<UiState> {
    let players = drivers.len() as u8;
    let state = Rc::new(UiState::new(1));
    if !drivers.contains(&ELSEWHERE) {
        let mut state = state
            .reduce(UiAction::ShowNewGame)
            .reduce(UiAction::SetGame(kind))
            .reduce(UiAction::SetPlayers(players))
            .reduce(UiAction::SetSeed(seed.to_string()));
        for (i, driver) in drivers.iter().enumerate() {
            state = state.reduce(UiAction::SetSeatKind(i, driver.bot()));
        }
        let state = state.reduce(UiAction::StartGame(seed + 1));
        assert!(state.table().is_some(), "the form starts the game");
        return state;
    }
    let names = (0..players).map(|i| format!("P{i}")).collect();
    let game = match kind {
        GameKind::GLUX => glux::app::glux::carried::carry(
            &glux::glux::PlayedGame::new(glux::glux::GameSetup::new(players, seed), names).unwrap(),
        ),
        _ => {
            let setup = glux::glak::GameSetup {
                players,
                seed,
                deal: None,
                start_player: None,
            };
            let play = glux::glak::Recorder::new(&setup, glux::glak::TileSet::ours(), names).unwrap();
            glux::app::glak::carried::carry(&play)
        }
    };
    let state = state.reduce(from_carrier(game, drivers));
    assert!(
        state.remote.is_some() && state.table().is_some(),
        "the carrier's game is on the table"
    );
    state
}

/// Who is to act at the table.
enum Next {
    Bot,
    Elsewhere,
    Person,
}

fn next(table: &Table) -> Next {
    let (bot, elsewhere) = (table.bot_to_move().is_some(), table.elsewhere_to_move().is_some());
    match (bot, elsewhere) {
        (true, _) => Next::Bot,
        (_, true) => Next::Elsewhere,
        _ => Next::Person,
    }
}

/// The bot to move answers, as the worker answers the question the shell asks.
fn bot_answers(state: Rc<UiState>) -> Rc<UiState> {
    let table = state.table().unwrap();
    let turn = table.bot_turn().expect("a bot is asked");
    let (view, bot_seed) = table.bot_view().expect("what the bot may see");
    let reply = answer(&BotRequest {
        id: turn.asked_at,
        game: turn.game,
        level: turn.level,
        seed: turn.seed(bot_seed),
        view,
        hint: false,
    });
    state.reduce(UiAction::Table(TableAction::Answer {
        asked_at: reply.id,
        driver: Driver::Bot(turn.level),
        action: reply.action.expect("the bot acts"),
    }))
}

/// The person elsewhere plays (a Glüx action, a whole GLAK turn) on their device, and the carrier
/// brings the game; it arrives twice, the second time changing nothing.
fn elsewhere_plays(state: Rc<UiState>, drivers: &[Driver], rng: &mut ChaCha8Rng) -> Rc<UiState> {
    let table = state.table().unwrap();
    let game = if let Some(t) = table.of::<GluxTable>() {
        let mut game = (*t.game).clone();
        let legal = game.game().legal_actions();
        game.play(legal[rng.random_range(0..legal.len())]).unwrap();
        glux::app::glux::carried::carry(&game)
    } else {
        let t = table.of::<GlakTable>().expect("a GLAK table");
        let mut play = (*t.play).clone();
        let seat = play.game().to_act();
        while play.game().to_act() == seat && !play.game().is_over() {
            let action = glux::glak::random::random_action(play.game(), rng).unwrap();
            play.play(action).unwrap();
        }
        glux::app::glak::carried::carry(&play)
    };
    let played = state.table().unwrap().actions_played();
    // The table takes the carried game as answers: one for each action made elsewhere, each
    // played at the epoch it is given at, as a bot's answer is; an answer asked at another epoch,
    // or given as a bot's, is dropped.
    let UiAction::RemoteGame(remote) = from_carrier(game.clone(), drivers) else {
        unreachable!()
    };
    let mut probe = state.table().unwrap().clone();
    let Taken::Answers(answers) = probe.take_carried(&remote) else {
        panic!("a move from elsewhere comes as an answer")
    };
    let epoch = probe.epoch();
    assert!(!answers.is_empty());
    let answer = |asked_at, driver, action| {
        UiAction::Table(TableAction::Answer {
            asked_at,
            driver,
            action,
        })
    };
    let stale = state
        .clone()
        .reduce(answer(epoch + 1, ELSEWHERE, answers[0].clone()));
    assert_eq!(stale, state, "a stale answer from elsewhere is dropped");
    let as_bot = state
        .clone()
        .reduce(answer(epoch, Driver::Bot(Level::Easy), answers[0].clone()));
    assert_eq!(as_bot, state, "the seat is not a bot's");
    let state = state.reduce(UiAction::RemoteGame(Rc::clone(&remote)));
    assert_eq!(
        state.table().unwrap().epoch(),
        epoch + answers.len() as u64,
        "each action made elsewhere is played as one answer"
    );
    assert!(
        state.table().unwrap().actions_played() > played,
        "the move from elsewhere is on the table"
    );
    assert_eq!(
        state.table().unwrap().carried().as_ref(),
        Some(&game),
        "the table is at the carried game"
    );
    let again = state.clone().reduce(from_carrier(game, drivers));
    assert_eq!(again, state, "a link that arrives twice changes nothing");
    again
}

/// The person here makes a random legal move by the gestures a person makes.
fn person_plays_here(state: Rc<UiState>, rng: &mut ChaCha8Rng) -> Rc<UiState> {
    let before = state.table().unwrap().actions_played();
    let table = state.table().unwrap();
    let state = if let Some(t) = table.of::<GluxTable>() {
        if t.curtain.is_some() {
            return state.reduce(UiAction::play(GluxAction::Ready));
        }
        let legal = t.game.game().legal_actions();
        person_plays(state.clone(), legal[rng.random_range(0..legal.len())])
    } else {
        let t = table.of::<GlakTable>().expect("a GLAK table");
        use glux::glak::Action;
        let action = glux::glak::random::random_action(t.game(), rng).unwrap();
        let gestures = match action {
            Action::Lay { tile, at, rotation } => {
                let turns = (rotation + 4 - t.rotation) % 4;
                let mut g = vec![GlakAction::ChooseBoard(tile)];
                g.extend((0..turns).map(|_| GlakAction::Rotate));
                g.push(GlakAction::LayAt(at));
                g
            }
            Action::Place(p) => vec![GlakAction::TapField(p)],
            Action::Step { from, to } => vec![GlakAction::TapField(from), GlakAction::TapField(to)],
            Action::Jump { from, to } => vec![
                GlakAction::Jump,
                GlakAction::TapField(from),
                GlakAction::TapField(to),
            ],
            Action::EndTurn => vec![GlakAction::EndTurn],
        };
        gestures
            .into_iter()
            .fold(state.clone(), |state, g| state.reduce(UiAction::play(g)))
    };
    let table = state.table().unwrap();
    assert!(
        table.actions_played() > before,
        "the person's gestures made the move"
    );
    state
}

/// Plays the game on the table to its end; returns the state and the number of turns of each kind.
fn play_out(mut state: Rc<UiState>, drivers: &[Driver], rng: &mut ChaCha8Rng) -> (Rc<UiState>, [usize; 3]) {
    let mut turns = [0; 3];
    for _ in 0..5000 {
        let table = state.table().expect("a table");
        if table.is_over() {
            return (state, turns);
        }
        state = match next(table) {
            Next::Bot => {
                turns[0] += 1;
                bot_answers(state)
            }
            Next::Elsewhere => {
                turns[1] += 1;
                elsewhere_plays(state, drivers, rng)
            }
            Next::Person => {
                turns[2] += 1;
                person_plays_here(state, rng)
            }
        };
    }
    panic!("the game did not end");
}

/// The game's end as the history keeps it equals the engine's own scoring of the record.
fn ends_as_the_engine_scores(state: &UiState, drivers: &[Driver]) {
    let table = state.table().unwrap();
    let saved = table.saved_text().expect("the game saved");
    let finished = glux::app::registry::finished(&saved, 1.0).expect("a finished game for the history");
    let outcome = match (table.of::<GluxTable>(), table.of::<GlakTable>()) {
        (Some(t), _) => t.game.game().outcome(),
        (_, Some(t)) => t.game().outcome(),
        _ => None,
    }
    .expect("the engine's outcome");
    let scores: Vec<u32> = finished.seats.iter().map(|s| s.score).collect();
    assert_eq!(scores, outcome.scores);
    for (i, seat) in finished.seats.iter().enumerate() {
        assert_eq!(
            seat.winner,
            outcome.winners.contains(glux::core::seat::Seat(i as u8))
        );
    }
    assert_eq!(finished.seats.len(), drivers.len());
}

fn whole_game(kind: GameKind, drivers: &[Driver], seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let state = start(kind, drivers, seed);
    let (state, [bots, elsewhere, people]) = play_out(state, drivers, &mut rng);
    assert!(matches!(state.screen, Screen::Table(_)));
    ends_as_the_engine_scores(&state, drivers);
    assert_eq!(bots > 0, drivers.iter().any(|d| d.bot().is_some()), "bots played");
    assert_eq!(
        elsewhere > 0,
        drivers.contains(&ELSEWHERE),
        "people elsewhere played"
    );
    assert!(people > 0, "the person here played");
}

#[test]
fn whole_glux_games_of_two_three_and_four_with_every_kind_of_seat_end_as_the_engine_scores() {
    whole_game(GameKind::GLUX, &[HERE, EASY], 1);
    whole_game(GameKind::GLUX, &[HERE, EASY, ELSEWHERE], 2);
    whole_game(
        GameKind::GLUX,
        &[HERE, HERE, ELSEWHERE, Driver::Bot(Level::Medium)],
        3,
    );
}

#[test]
fn whole_glak_games_of_two_three_and_four_with_every_kind_of_seat_end_as_the_engine_scores() {
    whole_game(GameKind::GLAK, &[HERE, EASY], 4);
    whole_game(GameKind::GLAK, &[HERE, ELSEWHERE, EASY], 5);
    whole_game(GameKind::GLAK, &[HERE, EASY, HERE, ELSEWHERE], 6);
}

#[test]
fn a_take_back_against_a_bot_goes_back_to_the_persons_move_and_play_goes_on() {
    for kind in [GameKind::GLUX, GameKind::GLAK] {
        let drivers = [HERE, EASY];
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut state = start(kind, &drivers, 7);
        // A few moves each, then the person takes back their last one (and the bot's reply).
        while state.table().unwrap().actions_played() < 12 {
            state = match next(state.table().unwrap()) {
                Next::Bot => bot_answers(state),
                _ => person_plays_here(state, &mut rng),
            };
        }
        while !matches!(next(state.table().unwrap()), Next::Person) {
            state = bot_answers(state);
        }
        let played = state.table().unwrap().actions_played();
        state = state.reduce(UiAction::Table(TableAction::TakeBack));
        let table = state.table().unwrap();
        assert!(table.actions_played() < played, "{kind:?}: taken back");
        assert!(
            matches!(next(table), Next::Person),
            "{kind:?}: the person is to move again"
        );
        let (state, _) = play_out(state, &drivers, &mut rng);
        ends_as_the_engine_scores(&state, &drivers);
    }
}

/// A Glüx game with hidden bags between three devices, seen from the creating device (seat 0):
/// the moves made elsewhere arrive as answers, and a departed player's seat handed to this device
/// (its new bag) is taken with them, not by putting the carrier's game in the table's place.
#[test]
fn a_seat_handed_over_is_taken_beside_the_answers_and_a_missed_one_brings_the_whole_game() {
    use glux::app::glux::carried::carry;
    use glux::core::seat::{PerSeat, Seat};
    use glux::glux::{GameSetup, PlayedGame};
    let mut rng = ChaCha8Rng::seed_from_u64(41);
    let setup = GameSetup {
        hidden_bags: true,
        ..GameSetup::new(3, 17)
    };
    let mut bags = PerSeat::<Option<[u8; 32]>>::default();
    bags.0[0] = Some([7; 32]);
    let names = vec!["P0".into(), "P1".into(), "P2".into()];
    let mut game = PlayedGame::with_bags(setup, names, bags).unwrap();
    let drivers = [Driver::Here, ELSEWHERE, ELSEWHERE];
    let mut state = Rc::new(UiState::new(1)).reduce(from_carrier(carry(&game), &drivers));
    // Plays on `game` while a seat of `seats` is to act; returns how many actions.
    let mut play_while = |game: &mut PlayedGame, seats: &[u8]| {
        let mut played = 0;
        while let Some(seat) = game.game().to_act().filter(|s| seats.contains(&s.0)) {
            let legal = game.game().legal_actions();
            game.play(legal[rng.random_range(0..legal.len())]).unwrap();
            assert_ne!(seat, Seat(0));
            played += 1;
        }
        played
    };
    // Two rounds: the moves made elsewhere come as answers, one each; seat 0 moves here.
    for _ in 0..2 {
        let elsewhere = play_while(&mut game, &[1, 2]);
        let epoch = state.table().unwrap().epoch();
        state = state.reduce(from_carrier(carry(&game), &drivers));
        assert_eq!(
            state.table().unwrap().epoch(),
            epoch + elsewhere as u64,
            "one answer each"
        );
        assert_eq!(*state.table().unwrap().of::<GluxTable>().unwrap().game, game);
        let here = game.game().legal_actions()[0];
        state = person_plays(state, here);
        game.play(here).unwrap();
        assert_eq!(*state.table().unwrap().of::<GluxTable>().unwrap().game, game);
    }
    // Seat 2's player leaves; the creating device takes the seat with a new bag, after its own
    // last action; then seat 1 moves elsewhere, if it is next.
    let mut handed = game.clone();
    handed.hand_over(Seat(2), [9; 32]);
    let answers = play_while(&mut handed, &[1]);
    let now = [Driver::Here, ELSEWHERE, Driver::Here];
    let epoch = state.table().unwrap().epoch();
    state = state.reduce(from_carrier(carry(&handed), &now));
    let table = state.table().unwrap().of::<GluxTable>().unwrap();
    assert_eq!(
        *table.game, handed,
        "the handover and seat 1's moves are on the table"
    );
    assert_eq!(table.game.handovers().len(), 1);
    assert_eq!(
        table.epoch,
        epoch + 1 + answers as u64,
        "the handover, and one answer each"
    );
    assert!(table.seats[2].driver.is_here(), "seat 2 is played here now");
    // A handover the table missed (made before its last action) is no move: the carrier's game
    // is put on the table whole.
    let count = game.record().actions.len();
    let mut missed = game.truncated(count - 1);
    missed.hand_over(Seat(1), [3; 32]);
    let last = game.record().actions[count - 1];
    missed
        .play(last.to_action(missed.game().board_state().board()).unwrap())
        .unwrap();
    let mut table = Table::new(GluxTable::new(game.clone(), seats(&drivers), 9));
    assert_eq!(
        missed.record(),
        game.record(),
        "the same actions, one handover more"
    );
    let UiAction::RemoteGame(remote) = from_carrier(carry(&missed), &drivers) else {
        unreachable!()
    };
    assert_eq!(table.take_carried(&remote), Taken::Taken, "taken whole");
    assert_eq!(*table.of::<GluxTable>().unwrap().game, missed);
}

/// Continue on a replay plays on only if the replay it was pressed on is still on screen when the
/// game in play's part comes (`src/ui/app.rs`): the same game, whichever move each shows.
#[test]
fn a_replay_is_the_same_game_whichever_move_it_shows() {
    let mut state = start(GameKind::GLUX, &[EASY, EASY], 5);
    for _ in 0..4 {
        state = bot_answers(state);
    }
    let replay = state.table().expect("a table").look_back();
    assert!(replay.len() >= 4, "{} actions", replay.len());
    let mut stepped = replay.clone();
    stepped.go_to(1);
    assert_ne!(stepped, replay, "another move shown");
    assert!(stepped.same_game(&replay) && replay.same_game(&stepped));
    let other = bot_answers(start(GameKind::GLUX, &[EASY, EASY], 6));
    assert!(
        !other.table().expect("a table").look_back().same_game(&replay),
        "another game"
    );
    let glak = start(GameKind::GLAK, &[EASY, EASY], 5);
    assert!(
        !glak.table().expect("a table").look_back().same_game(&replay),
        "another game's"
    );
}
