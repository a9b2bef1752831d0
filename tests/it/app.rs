//! The app's state machine (`glux::app`), natively: the reducer with its tables and seats, the bots'
//! questions and answers as they travel to the worker, games between devices as the carrier hands
//! them to the table, saved seats, and every problem with a file, a link or a board in words. The
//! browser draws it (`tests/web.rs` checks what needs a browser).

use crate::common::random_game;
use glux::app::seats::{Driver, SeatInfo};
use glux::glux::{Game, GameSetup};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

pub(crate) mod reducer {
    use glux::app::bridge::{RemoteGame, RemoteRef};
    use glux::app::devices::take_remote_game;
    use glux::app::game::Table;
    use glux::app::games::{BotTurn, SeatAnswer, TableAction};
    use glux::app::glux::table::{GluxAction, GluxTable};
    use glux::app::screens::{Screen, UiState};
    use glux::app::seats::{Driver, SeatInfo};
    use glux::app::state::UiAction;
    use glux::glux::bots::Level;
    use glux::glux::{Action, GameSetup, PlayedGame, RecordedAction, Seat};
    use std::rc::Rc;

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
        state.screen = Screen::Table(Table::new(GluxTable::new(game, seats, 5)));
        Rc::new(state)
    }

    fn table(state: &UiState) -> &GluxTable {
        match state.table().and_then(Table::of::<GluxTable>) {
            Some(table) => table,
            None => panic!("not a Glüx table: {:?}", state.table()),
        }
    }

    /// An Easy bot's answer, asked at `asked_at`.
    fn bot_move(asked_at: u64, action: RecordedAction) -> UiAction {
        answer_of(Driver::Bot(Level::Easy), asked_at, action)
    }

    /// A seat's answer from its driver, asked at `asked_at`.
    fn answer_of(driver: Driver, asked_at: u64, action: RecordedAction) -> UiAction {
        UiAction::Table(TableAction::Answer {
            asked_at,
            driver,
            action: SeatAnswer::new(glux::app::glux::bot::to_text(&action)),
        })
    }

    #[test]
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
    pub(crate) fn person_plays(mut state: Rc<UiState>, action: Action) -> Rc<UiState> {
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

    #[test]
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

    #[test]
    fn a_game_from_the_carrier_behind_the_moves_made_here_leaves_them_unless_one_was_refused() {
        // A game between devices: the person here and a bot on this device.
        let mut state = state_with(&[None, Some(Level::Easy)]);
        Rc::make_mut(&mut state).remote = Some(RemoteRef {
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
        let from_carrier = |game: &PlayedGame, reset: bool| RemoteGame {
            id: "ab".into(),
            game: glux::app::glux::carried::carry(game),
            seats: table(&state).seats.as_ref().clone(),
            bot_seed: 5,
            record: "{}".into(),
            reset,
        };
        // The carrier sent the game as it was before the moves made here reached it: the table
        // keeps them (they are on their way to the carrier), and the bot is not asked again.
        let mut crossed = (*state).clone();
        take_remote_game(&mut crossed, &from_carrier(&before, false));
        assert_eq!(*table(&crossed).game, now, "the moves made here stay");
        assert_eq!(table(&crossed).epoch, table(&state).epoch);
        // A move made here refused: the table goes back to the carrier's game.
        let mut refused = (*state).clone();
        take_remote_game(&mut refused, &from_carrier(&before, true));
        assert_eq!(*table(&refused).game, before, "back to the carrier's game");
        // A game ahead (a move from another device) or on another line is taken as it is.
        let mut ahead = now.clone();
        let next = ahead.game().legal_actions()[0];
        ahead.play(next).unwrap();
        let mut moved_on = (*state).clone();
        take_remote_game(&mut moved_on, &from_carrier(&ahead, false));
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
        take_remote_game(&mut elsewhere, &from_carrier(&other, false));
        assert_eq!(*table(&elsewhere).game, other);
    }

    #[test]
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
        let medium = |pips| answer_of(Driver::Bot(Level::Medium), 1, RecordedAction::StartFace { pips });
        state = state.reduce(medium(bot_pips));
        assert_eq!(table(&state).curtain, Some(Seat(2)), "another person is next");
        // One person against bots never sees the curtain.
        let solo = state_with(&[None, Some(Level::Hard)]);
        assert_eq!(table(&solo).curtain, None);
    }

    #[test]
    fn an_expert_seat_plays_either_game_at_expert() {
        use glux::app::screens::GameKind;
        let mut state = Rc::new(UiState::new(1));
        state = state.reduce(UiAction::ShowNewGame);
        state = state.reduce(UiAction::SetSeatKind(1, Some(Level::Expert)));
        let glux = state.clone().reduce(UiAction::StartGame(4));
        assert_eq!(table(&glux).seats[1].driver, Driver::Bot(Level::Expert));
        let glak = state
            .reduce(UiAction::SetGame(GameKind::GLAK))
            .reduce(UiAction::StartGame(4));
        let Some(glak) = glak
            .table()
            .and_then(Table::of::<glux::app::glak::table::GlakTable>)
        else {
            panic!("a GLAK game")
        };
        assert_eq!(glak.seats[1].driver, Driver::Bot(Level::Expert));
    }

    #[test]
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

#[test]
fn bot_requests_and_answers_travel_as_text() {
    use glux::app::bots::{BotAnswer, BotRequest, answer_text};
    use glux::app::games::SeatAnswer;
    use glux::app::screens::GameKind;
    use glux::glux::bots::Level;
    use glux::glux::{Coord, Pips, RecordedAction};
    let game = Game::try_from(&GameSetup::new(3, 4)).unwrap();
    let request = BotRequest {
        id: 7,
        game: GameKind::GLUX,
        level: Level::Medium,
        seed: 99,
        view: game.view(glux::glux::Seat(0)).to_bytes(),
        hint: false,
    };
    assert_eq!(BotRequest::from_text(&request.to_text()), Some(request.clone()));
    let answer = BotAnswer::from_text(&answer_text(&request.to_text())).unwrap();
    assert_eq!(answer.id, 7);
    let read = |a: &BotAnswer| glux::app::glux::bot::from_text(a.action.as_ref()?.text()?);
    assert!(matches!(read(&answer), Some(RecordedAction::StartFace { .. })));
    let glux_action = |a: RecordedAction| Some(SeatAnswer::new(glux::app::glux::bot::to_text(&a)));
    let glak_action =
        |a: glux::glak::RecordedAction| Some(SeatAnswer::new(glux::app::glak::bot::to_text(&a).unwrap()));
    for a in [
        BotAnswer {
            id: 1,
            action: None,
            chance: None,
        },
        BotAnswer {
            id: 2,
            action: glux_action(RecordedAction::StartOption { pips: Pips::Six }),
            chance: None,
        },
        BotAnswer {
            id: 6,
            action: glux_action(RecordedAction::StartOption { pips: Pips::One }),
            chance: Some(6250),
        },
        BotAnswer {
            id: 3,
            action: glux_action(RecordedAction::Place {
                to: Coord::new(13, 9),
                pips: Pips::Two,
            }),
            chance: None,
        },
        BotAnswer {
            id: 4,
            action: glak_action(glux::glak::RecordedAction::Lay {
                board: "T05".into(),
                at: glux::glak::Place::new(-1, 0),
                rotation: 3,
            }),
            chance: None,
        },
        BotAnswer {
            id: 5,
            action: glak_action(glux::glak::RecordedAction::Step {
                step: glux::glak::Point::new(-3, 4),
                to: glux::glak::Point::new(-3, 5),
            }),
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
        // An answer is refused whole, or carries words that neither game reads as an action (a
        // table reads the words before it plays them, and drops what it cannot read).
        let action = BotAnswer::from_text(bad).and_then(|a| a.action);
        assert!(
            action.is_none_or(|a| a.text().and_then(glux::app::glux::bot::from_text).is_none()
                && a.text().and_then(glux::app::glak::bot::from_text).is_none()),
            "{bad}"
        );
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
            game: GameKind::GLAK,
            level,
            seed: 3,
            view: glux::glak::link::encode(play.record()).unwrap().into_bytes(),
            hint: false,
        };
        assert_eq!(BotRequest::from_text(&request.to_text()), Some(request.clone()));
        let answer = BotAnswer::from_text(&answer_text(&request.to_text())).unwrap();
        let Some(action) = answer
            .action
            .and_then(|a| a.text().and_then(glux::app::glak::bot::from_text))
        else {
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
#[test]
fn a_hint_is_experts_legal_suggestion_with_its_win_chance() {
    use glux::app::bots::{BotAnswer, BotRequest, answer_text};
    use glux::app::screens::GameKind;
    use glux::core::level::Level;
    let game = random_game(2, 8, 20);
    let seat = game.game().to_act().unwrap();
    let request = BotRequest {
        id: 20,
        game: GameKind::GLUX,
        level: Level::Expert,
        seed: 0,
        view: game.game().view(seat).to_bytes(),
        hint: true,
    };
    assert!(request.to_text().contains(" hint "));
    assert_eq!(BotRequest::from_text(&request.to_text()), Some(request.clone()));
    let answer = BotAnswer::from_text(&answer_text(&request.to_text())).unwrap();
    let action = answer
        .action
        .and_then(|a| a.text().and_then(glux::app::glux::bot::from_text));
    let (Some(action), Some(chance)) = (action, answer.chance) else {
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
        game: GameKind::GLAK,
        level: Level::Expert,
        seed: 0,
        view: glux::glak::link::encode(play.record()).unwrap().into_bytes(),
        hint: true,
    };
    let answer = BotAnswer::from_text(&answer_text(&request.to_text())).unwrap();
    let action = answer
        .action
        .and_then(|a| a.text().and_then(glux::app::glak::bot::from_text));
    let (Some(action), Some(chance)) = (action, answer.chance) else {
        panic!("a GLAK hint")
    };
    assert_eq!(play.game().check(action.to_action(&tiles).unwrap()), Ok(()));
    assert!(chance <= 10_000);
}

#[test]
fn a_broken_board_is_explained_in_the_language_in_use_with_its_line() {
    use glux::app::glux::problems::{board_problem, record_problem};
    use glux::glux::{Board, Coord, GameSetup, PlayedGame, RecordError};
    use glux::i18n::{Lang, Texts};
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
        record_problem(Texts(Lang::from_code("de").unwrap()), &error),
        "Aufbau: der Spielplan, Zeile 2: der mittlere Raum „z“ ist kein Raum des Spielplans"
    );
    assert_eq!(
        record_problem(Texts(Lang::EN), &error),
        "setup: the board, line 2: the middle room “z” is not a room of the board"
    );
    let pieces = Board::parse("name: x\nmiddle: a\nstart 2: 1,1 3,1\nlayout:\na.b\n..a\n").unwrap_err();
    assert_eq!(
        board_problem(Texts(Lang::from_code("de").unwrap()), &pieces),
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

#[test]
fn bad_input_is_explained_in_the_language_in_use() {
    use glux::app::glux::problems::{link_problem, record_problem};
    use glux::core::link::{FrameError, LinkPart};
    use glux::glux::link::LinkError;
    use glux::glux::{PlacementError, PlayError, RecordError, RecordedAction, ReplayError};
    use glux::i18n::{Lang, Texts};
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
    assert_eq!(record_problem(Texts(Lang::EN), &illegal), illegal.to_string());
    assert_eq!(
        record_problem(Texts(Lang::from_code("de").unwrap()), &illegal),
        "Zug 17: Ben kann nicht eine 5 auf E5 legen: Regel 3: der Weg von deinem Plättchen ist durch ein Plättchen dazwischen blockiert"
    );
    let cut = LinkError::Frame(FrameError::CutShort(LinkPart::Seed));
    assert_eq!(link_problem(Texts(Lang::EN), &cut), cut.to_string());
    assert_eq!(
        link_problem(Texts(Lang::from_code("de").unwrap()), &cut),
        "der Link ist abgeschnitten: es fehlt der Startwert"
    );
    for part in [LinkPart::Game, LinkPart::Setup, LinkPart::Move] {
        let cut = LinkError::Frame(FrameError::CutShort(part));
        assert_eq!(link_problem(Texts(Lang::EN), &cut), cut.to_string());
    }
    let other = LinkError::Frame(FrameError::OtherGame(2));
    assert_eq!(link_problem(Texts(Lang::EN), &other), other.to_string());
    let other = glux::glux::PlayedGame::from_json(r#"{"game": "glak", "players": 2}"#).unwrap_err();
    assert_eq!(record_problem(Texts(Lang::EN), &other), other.to_string());
    assert_eq!(
        record_problem(Texts(Lang::from_code("de").unwrap()), &other),
        "das ist eine Partie „glak“, nicht Glüx"
    );
    let version = RecordError::Version { found: 9 };
    assert_eq!(record_problem(Texts(Lang::EN), &version), version.to_string());
    // The JSON parser's English stays out: the app words what kind of problem it is, and where.
    let broken = glux::glux::PlayedGame::from_json("{\n  \"version\": 1,\n  oops").unwrap_err();
    assert_eq!(
        record_problem(Texts(Lang::from_code("de").unwrap()), &broken),
        "das ist keine Aufzeichnung eines Glüx-Spiels: der Text ist kein gültiges JSON (Zeile 3, Spalte 3)"
    );
    let shape = glux::glux::PlayedGame::from_json("{\"version\": 1}").unwrap_err();
    assert_eq!(
        record_problem(Texts(Lang::EN), &shape),
        "this is not a Glüx game record: it is JSON, but not shaped like a game record (line 1, column 14)"
    );
    let seats = RecordError::SeatCount { seats: 3, players: 2 };
    assert_eq!(
        record_problem(Texts(Lang::from_code("de").unwrap()), &seats),
        "das ist keine Aufzeichnung eines Glüx-Spiels: sie nennt 3 Plätze für 2 Spieler"
    );
}

/// Who plays each seat is one driver in the app, and saves and exports still write it as they
/// always have: `bot` (a level or null), and `elsewhere` only when set. Old saves read the same.
#[test]
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

/// The new-game form as a person sets it, and the screens over the game in play: a colour chosen
/// from another seat swaps the two, a player count the games do not have changes nothing, names are
/// cut to their longest, only seats past the first can be elsewhere; the new-game screen takes the
/// game in play's game and seats, and the game comes back as it was.
#[test]
fn the_new_game_form_and_the_screens_over_the_game_in_play() {
    use glux::app::kind::GameKind;
    use glux::app::screens::{Screen, UiState};
    use glux::app::seats::MAX_NAME;
    use glux::app::state::UiAction;
    use glux::core::level::Level;
    use std::rc::Rc;
    let mut state = Rc::new(UiState::new(1)).reduce(UiAction::ShowNewGame);
    let colours = |s: &UiState| s.form.seats.iter().map(|s| s.colour).collect::<Vec<_>>();
    let before = colours(&state);
    state = state.reduce(UiAction::SetColour(0, before[2]));
    assert_eq!(colours(&state)[0], before[2]);
    assert_eq!(colours(&state)[2], before[0], "the two seats swapped colours");
    let players = state.form.players;
    state = state.reduce(UiAction::SetPlayers(7));
    assert_eq!(state.form.players, players, "no game has seven players");
    state = state.reduce(UiAction::SetName(1, "x".repeat(MAX_NAME + 10)));
    assert_eq!(state.form.seats[1].name.chars().count(), MAX_NAME);
    state = state.reduce(UiAction::SetElsewhere(0));
    assert_eq!(
        state.form.seats[0].driver,
        Driver::Here,
        "the first seat is this device's"
    );
    state = state
        .reduce(UiAction::SetGame(GameKind::GLAK))
        .reduce(UiAction::SetPlayers(3))
        .reduce(UiAction::SetSeatKind(2, Some(Level::Hard)))
        .reduce(UiAction::StartGame(3));
    let in_play = state.screen.clone();
    assert!(matches!(in_play, Screen::Table(_)));
    // Another game chosen on the form, then back: the game in play is as it was.
    state = state
        .reduce(UiAction::ShowNewGame)
        .reduce(UiAction::SetGame(GameKind::GLUX));
    assert!(matches!(state.screen, Screen::NewGame { .. }));
    state = state.reduce(UiAction::BackToGame);
    assert_eq!(state.screen, in_play);
    // The new-game screen takes the game in play's game and seats.
    state = state.reduce(UiAction::ShowNewGame);
    assert_eq!((state.form.game, state.form.players), (GameKind::GLAK, 3));
    assert_eq!(state.form.seats[2].driver, Driver::Bot(Level::Hard));
    // The history over the game in play, and back.
    state = state.reduce(UiAction::BackToGame).reduce(UiAction::ShowHistory);
    assert!(matches!(state.screen, Screen::History));
    assert_eq!(state.reduce(UiAction::BackToGame).screen, in_play);
}

#[test]
fn a_page_opening_on_a_game_draws_its_header_until_the_games_part_is_in() {
    use glux::app::bridge::Shown;
    use glux::app::devices::shown;
    use glux::app::kind::GameKind;
    use glux::app::screens::{Screen, UiState};
    use glux::app::state::UiAction;
    use std::rc::Rc;
    // A GLAK link (or a kept GLAK game) on a device whose form remembers Glüx.
    let start = Rc::new(UiState::new(1));
    assert_eq!(start.form.game, GameKind::GLUX);
    let opening = start.clone().reduce(UiAction::ShowOpening(GameKind::GLAK));
    assert_eq!(opening.screen, Screen::Opening(GameKind::GLAK));
    assert_eq!(
        opening.game_kind(),
        GameKind::GLAK,
        "the header and the title name the game on its way"
    );
    assert!(!opening.screen.in_play() && opening.table().is_none());
    assert_eq!(
        shown(&opening),
        Shown::Other,
        "the carrier draws nothing meanwhile"
    );
    assert_eq!(opening.form, start.form, "the form is as the device left it");
    // Once the part is in, the page goes on as from the new-game screen it starts on otherwise:
    // the same screens as an opening that had not waited.
    let table = start.clone().reduce(UiAction::StartGame(3));
    let Screen::Table(in_play) = &table.screen else {
        panic!("a table: {:?}", table.screen);
    };
    let replay = Rc::new(in_play.look_back());
    let kept = vec![UiAction::Resume(in_play.clone())];
    let linked = vec![
        UiAction::Resume(in_play.clone()),
        UiAction::OpenReplay(replay.clone()),
    ];
    let at_once = |actions: &[UiAction]| actions.iter().cloned().fold(start.clone(), UiState::reduce);
    for actions in [&kept, &linked] {
        let opened = opening.clone().reduce(UiAction::Opened(actions.clone()));
        assert_eq!(opened, at_once(actions), "{actions:?}");
    }
    let after = opening.clone().reduce(UiAction::Opened(linked.clone()));
    assert!(matches!(after.screen, Screen::Replay(_)));
    assert_eq!(
        after.suspended.as_ref(),
        Some(&table.screen),
        "the kept game waits behind the replay"
    );
    // Its part could not be loaded: the new-game screen, with nothing kept behind it, and why.
    let why = glux::app::screens::Notice {
        text: "could not be loaded".into(),
        problem: true,
    };
    let failed = opening
        .clone()
        .reduce(UiAction::Opened(vec![UiAction::Notify(why.clone())]));
    assert_eq!(
        (&failed.screen, &failed.suspended, failed.notice.as_ref()),
        (&Screen::NewGame { starting: false }, &None, Some(&why))
    );
    // A person who left the header meanwhile (a new game, the history, a file opened) stays where
    // they went: the opening is dropped.
    for left in [
        UiAction::ShowNewGame,
        UiAction::ShowHistory,
        UiAction::OpenReplay(replay.clone()),
    ] {
        let elsewhere = opening.clone().reduce(left);
        let after = elsewhere.clone().reduce(UiAction::Opened(linked.clone()));
        assert!(Rc::ptr_eq(&after, &elsewhere), "{:?}", elsewhere.screen);
    }
    // What the opening had to say is still said there (a kept game that could not be read).
    let elsewhere = opening.clone().reduce(UiAction::ShowHistory);
    let said = elsewhere
        .clone()
        .reduce(UiAction::Opened(vec![UiAction::Notify(why.clone())]));
    assert_eq!(
        (&said.screen, said.notice.as_ref()),
        (&elsewhere.screen, Some(&why))
    );
    // The action means nothing on its own elsewhere.
    let new_game = start.clone().reduce(UiAction::Opened(kept));
    assert!(Rc::ptr_eq(&new_game, &start));
}

#[test]
fn an_invitation_is_the_pages_screen_until_the_carrier_takes_it() {
    use glux::app::bridge::Shown;
    use glux::app::devices::shown;
    use glux::app::kind::GameKind;
    use glux::app::screens::Invited;
    use glux::app::screens::{Screen, UiState};
    use glux::app::state::UiAction;
    use glux::core::seat::{Seat, SeatSet};
    use std::rc::Rc;
    let mut elsewhere = SeatSet::EMPTY;
    elsewhere.insert(Seat(1));
    let invited = Rc::new(Invited {
        text: "play=x".into(),
        game: GameKind::GLAK,
        id: [7; 8],
        names: vec!["Anna".into(), String::new()],
        seat: Seat(1),
        elsewhere,
    });
    // Over a game in play, which waits.
    let in_play = Rc::new(UiState::new(1)).reduce(UiAction::StartGame(3));
    let state = in_play.clone().reduce(UiAction::ShowInvitation(invited.clone()));
    let Screen::Invitation {
        invited: shown_invited,
        joining,
    } = &state.screen
    else {
        panic!("the join screen: {:?}", state.screen);
    };
    assert_eq!((shown_invited, *joining), (&invited, false));
    assert_eq!(
        state.game_kind(),
        GameKind::GLAK,
        "the header names the game invited to"
    );
    assert_eq!(state.suspended.as_ref(), Some(&in_play.screen));
    assert_eq!(shown(&state), Shown::Other, "the carrier draws nothing meanwhile");
    // Join pressed: the screen waits for the carrier, which shows its lobby.
    let state = state.reduce(UiAction::Joining);
    assert!(matches!(state.screen, Screen::Invitation { joining: true, .. }));
    let lobby = state.clone().reduce(UiAction::ShowCarrier);
    assert_eq!(lobby.screen, Screen::Carrier);
    assert_eq!(
        lobby.suspended.as_ref(),
        Some(&in_play.screen),
        "the lobby took the invitation over: nothing to go back to but the game in play"
    );
    // Join means nothing on any other screen.
    assert_eq!(lobby.clone().reduce(UiAction::Joining).screen, Screen::Carrier);
    // The carrier could not be loaded: the join screen again, ready for Join, and why.
    let why = glux::app::screens::Notice {
        text: "could not be loaded".into(),
        problem: true,
    };
    let failed = state.clone().reduce(UiAction::CarrierFailed(why.clone()));
    assert!(matches!(failed.screen, Screen::Invitation { joining: false, .. }));
    assert_eq!(failed.notice.as_ref(), Some(&why));
    assert_eq!(failed.suspended, state.suspended, "the game in play still waits");
    let again = failed.reduce(UiAction::Joining);
    assert!(matches!(again.screen, Screen::Invitation { joining: true, .. }));
    assert_eq!(again.notice, None, "Join pressed again puts the notice away");
    // Elsewhere it only says why.
    let failed = lobby.clone().reduce(UiAction::CarrierFailed(why.clone()));
    assert_eq!(
        (&failed.screen, failed.notice.as_ref()),
        (&Screen::Carrier, Some(&why))
    );
    // The new-game screen over the invitation, and back to it; the history too.
    let back = state
        .clone()
        .reduce(UiAction::ShowNewGame)
        .reduce(UiAction::BackToGame);
    assert_eq!(back.screen, state.screen);
    let alone = Rc::new(UiState::new(1)).reduce(UiAction::ShowInvitation(invited.clone()));
    let back = alone
        .clone()
        .reduce(UiAction::ShowHistory)
        .reduce(UiAction::BackToGame);
    assert_eq!(back.screen, alone.screen);
}

#[test]
fn start_pressed_before_the_games_in_play_load_waits_and_starts_one_game() {
    use glux::app::screens::{Notice, Screen, UiState};
    use glux::app::state::UiAction;
    use std::rc::Rc;
    let form = Rc::new(UiState::new(1));
    assert_eq!(form.screen, Screen::NewGame { starting: false });
    // Pressed while the games in play load: Start waits (and says so).
    let waiting = form.clone().reduce(UiAction::Starting);
    assert_eq!(waiting.screen, Screen::NewGame { starting: true });
    // They are in: the game starts.
    let started = waiting.clone().reduce(UiAction::StartGame(3));
    assert!(matches!(started.screen, Screen::Table(_)));
    // They could not be loaded: Start is back, with why; pressed again, that notice is done with.
    let why = Notice {
        text: "could not be loaded".into(),
        problem: true,
    };
    let failed = waiting.clone().reduce(UiAction::StartFailed(why.clone()));
    assert_eq!(failed.screen, Screen::NewGame { starting: false });
    assert_eq!(failed.notice.as_ref(), Some(&why));
    let again = failed.reduce(UiAction::Starting);
    assert_eq!(
        (&again.screen, &again.notice),
        (&Screen::NewGame { starting: true }, &None)
    );
    // The form was made unplayable while they loaded: no game, and Start is back (the form says
    // why).
    let unplayable = waiting
        .clone()
        .reduce(UiAction::SetSeed("not a number".into()))
        .reduce(UiAction::StartGame(3));
    assert_eq!(unplayable.screen, Screen::NewGame { starting: false });
    // Starting means nothing on any other screen; leaving the new-game screen leaves it.
    assert_eq!(started.clone().reduce(UiAction::Starting).screen, started.screen);
    let back = waiting
        .reduce(UiAction::ShowHistory)
        .reduce(UiAction::ShowNewGame);
    assert_eq!(back.screen, Screen::NewGame { starting: false });
}
