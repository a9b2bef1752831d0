//! The carrier of games between devices, natively (`glux::app::carrier`, issue 39): two devices'
//! carriers made from the app's new-game form exchange only the links their sessions offer, until
//! both put the game on their tables; a link that arrives twice, a link for no game this device
//! holds, and a link that another device altered are refused, each changing nothing; a device that
//! reloads finds its game among the kept games when the next link arrives; a move made here is
//! checked again, and one the session refuses sends the table back.

use glux::app::bridge::{CarriedGame, ToApp, ToCarrier};
use glux::app::carrier::kept::{Keeper, KeptGame};
use glux::app::carrier::model::Entropy;
use glux::app::carrier::words::{problem_text, refusal_text};
use glux::app::carrier::{CarrierAction, CarrierState};
use glux::app::devices::moved;
use glux::app::games::{SeatAnswer, TableAction};
use glux::app::glux::table::{GluxAction, GluxTable};
use glux::app::kind::GameKind;
use glux::app::registry::remote_setup;
use glux::app::screens::{Invited, UiState};
use glux::app::seats::{Driver, NewGameForm, SeatInfo, Seated};
use glux::app::state::UiAction;
use glux::core::link::FrameError;
use glux::core::seat::Seat;
use glux::glux::bots::Level;
use glux::glux::{Action, Chip, RecordedAction};
use glux::i18n::{Lang, Texts};
use glux::remote::glux::{DrawnChip, ForgedChip};
use glux::remote::live::AFTER_MESSAGE;
use glux::remote::message::{FRAGMENT_KEY, Invitation, Message};
use glux::remote::session::{Problem, ProblemKind};
use glux::remote::{Reason, Refusal, RemoteError};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::cell::RefCell;
use std::collections::{BTreeSet, VecDeque};
use std::rc::Rc;

/// Random bytes for a session, fixed so that the test is the same every time; each device's its
/// own (two devices with the same bytes would make the same keys, which a session refuses).
fn entropy(device: u8) -> Entropy {
    Entropy(Rc::new((0..16).map(|i| [device * 16 + i; 32]).collect()))
}

/// The creating device's carrier after the app asked for a game with seat 1 elsewhere.
fn created(game: GameKind) -> (Rc<CarrierState>, Vec<SeatInfo>) {
    let mut form = NewGameForm::new(11);
    form.game = game;
    form.players = 2;
    form.seats[0].name = "Anna".into();
    form.seats[1].driver = Driver::Elsewhere;
    let setup = remote_setup(&form).expect("a game between devices");
    let seats = form.active_seats().to_vec();
    let state = Rc::new(CarrierState::default()).reduce(CarrierAction::Create(
        setup,
        seats.clone(),
        5,
        entropy(1),
        false,
    ));
    assert!(state.open.is_some(), "the game is made: {:?}", state.refused);
    (state, seats)
}

/// The links a device offers now, by the seat they are for.
fn outbox(state: &CarrierState) -> Vec<(Seat, String)> {
    state
        .open
        .as_ref()
        .map(|r| r.session.outbox())
        .unwrap_or_default()
}

fn receive(state: Rc<CarrierState>, text: &str) -> Rc<CarrierState> {
    state.reduce(CarrierAction::Receive(text.to_string()))
}

fn told_game(state: &CarrierState) -> bool {
    matches!(&state.tell.1, Some(ToApp::Game(_)))
}

/// Carries every link between the two devices not carried yet, until neither offers a new one.
fn exchange(
    mut host: Rc<CarrierState>,
    mut guest: Rc<CarrierState>,
    carried: &[&str],
) -> (Rc<CarrierState>, Rc<CarrierState>) {
    let mut carried: std::collections::BTreeSet<String> = carried.iter().map(|s| s.to_string()).collect();
    for _ in 0..20 {
        let mut moved = false;
        for (seat, text) in outbox(&host) {
            assert_eq!(seat, Seat(1));
            if carried.insert(text.clone()) {
                guest = receive(guest, &text);
                assert_eq!(guest.refused, None, "the guest takes the host's link");
                moved = true;
            }
        }
        for (seat, text) in outbox(&guest) {
            assert_eq!(seat, Seat(0));
            if carried.insert(text.clone()) {
                host = receive(host, &text);
                assert_eq!(host.refused, None, "the host takes the guest's link");
                moved = true;
            }
        }
        if !moved {
            return (host, guest);
        }
    }
    panic!("the links never settled");
}

/// Two devices' carriers with the game started on both.
fn started(game: GameKind) -> (Rc<CarrierState>, Rc<CarrierState>) {
    let (host, _) = created(game);
    let invitation = outbox(&host)
        .into_iter()
        .find(|(seat, _)| *seat == Seat(1))
        .expect("an invitation")
        .1;
    let guest = receive(Rc::new(CarrierState::default()), &invitation);
    assert!(
        guest.joining.is_some() && matches!(guest.tell.1, Some(ToApp::Carrier)),
        "the join screen"
    );
    let guest = guest.reduce(CarrierAction::Join("Ben".into(), 6, entropy(2)));
    assert!(guest.open.is_some(), "joined: {:?}", guest.refused);
    let (host, guest) = exchange(host, guest, &[&invitation]);
    assert!(
        told_game(&host) && told_game(&guest),
        "both put the game on their tables"
    );
    (host, guest)
}

#[test]
fn two_carriers_start_a_game_of_either_game_by_links_alone() {
    for game in [GameKind::GLUX, GameKind::GLAK] {
        let (host, guest) = started(game);
        let ids = |s: &CarrierState| s.open.as_ref().map(|r| r.session.id());
        assert_eq!(ids(&host), ids(&guest), "{game:?}: the same game");
        let names = |s: &CarrierState| {
            s.open
                .as_ref()
                .unwrap()
                .seats
                .iter()
                .map(|s| s.name.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            names(&host),
            names(&guest),
            "{game:?}: the same names at both tables"
        );
        assert_eq!(names(&host)[1], "Ben");
    }
}

#[test]
fn a_link_twice_a_link_for_no_game_and_an_altered_link_are_refused_and_change_nothing() {
    let (host, _) = created(GameKind::GLUX);
    let invitation = outbox(&host)[0].1.clone();
    let guest = receive(Rc::new(CarrierState::default()), &invitation);
    let guest = guest.reduce(CarrierAction::Join("Ben".into(), 6, entropy(2)));
    let reply = outbox(&guest)[0].1.clone();
    let host = receive(host, &reply);
    assert_eq!(host.refused, None);
    // The same reply again.
    let again = receive(host.clone(), &reply);
    assert_eq!(again.refused, Some(RemoteError::Repeated));
    assert_eq!(again.open, host.open, "nothing changed");
    // A link of a game this device does not hold (a device with no game, no kept games).
    let nothing = receive(Rc::new(CarrierState::default()), &reply);
    assert_eq!(nothing.refused, Some(RemoteError::OtherGame));
    assert_eq!(nothing.open, None);
    // A link altered on its way: one character changed.
    let mut altered: Vec<char> = reply.chars().collect();
    let i = altered.len() / 2;
    altered[i] = if altered[i] == 'A' { 'B' } else { 'A' };
    let altered: String = altered.into_iter().collect();
    let refused = receive(host.clone(), &altered);
    assert!(refused.refused.is_some(), "an altered link is refused");
    assert_eq!(refused.open, host.open, "nothing changed");
}

thread_local! {
    /// The games "kept in the browser's storage" of the device under test.
    static KEPT: RefCell<Vec<KeptGame>> = const { RefCell::new(Vec::new()) };
}

fn kept_here() -> Vec<KeptGame> {
    KEPT.with(|k| k.borrow().clone())
}

#[test]
fn after_a_reload_the_next_link_opens_the_kept_game() {
    let (host, guest) = started(GameKind::GLUX);
    // The guest's device keeps its game, then reloads: its carrier starts with nothing open.
    let remote = guest.open.clone().unwrap();
    KEPT.with(|k| {
        *k.borrow_mut() = vec![KeptGame {
            session: remote.session.saved(),
            seats: remote.seats.as_ref().clone(),
            bot_seed: remote.bot_seed,
            updated: 1.0,
            live: false,
        }]
    });
    let reloaded = Rc::new(CarrierState {
        keeper: Keeper(kept_here),
        ..CarrierState::default()
    });
    // The host plays the first move (a start face) and its link arrives.
    let host_remote = host.open.clone().unwrap();
    let carried = glux::app::carrier::remote_game_of(&host_remote).unwrap().game;
    assert_eq!(
        carried.kind(),
        Some(glux::app::kind::GameKind::GLUX),
        "a Glüx game"
    );
    let mut game = match glux::app::glux::carried::replay(&carried) {
        Some(game) => game,
        None => panic!("the host's game replays"),
    };
    let first = game.game().legal_actions()[0];
    game.play(first).unwrap();
    let id = glux::app::carrier::words::id_text(&host_remote.session.id());
    let host = host.reduce(CarrierAction::Moved(id, glux::app::glux::carried::carry(&game)));
    assert_eq!(host.refused, None, "the host's own move is taken");
    let (seat, link) = outbox(&host)
        .into_iter()
        .find(|(s, _)| *s == Seat(1))
        .expect("the move's link");
    assert_eq!(seat, Seat(1));
    let opened = receive(reloaded.clone(), &link);
    assert_eq!(opened.refused, None);
    assert!(
        told_game(&opened),
        "the kept game is on the table again, with the move"
    );
    // Without the kept game the same link is for no game here.
    let lost = receive(Rc::new(CarrierState::default()), &link);
    assert_eq!(lost.refused, Some(RemoteError::OtherGame));
}

#[test]
fn a_move_the_session_refuses_sends_the_table_back() {
    let (host, _) = started(GameKind::GLUX);
    let remote = host.open.clone().unwrap();
    let id = glux::app::carrier::words::id_text(&remote.session.id());
    let game =
        glux::app::glux::carried::replay(&glux::app::carrier::remote_game_of(&remote).unwrap().game).unwrap();
    // A move for the seat elsewhere, made on this device: refused, and the table goes back.
    let mut wrong = game.clone();
    while wrong.game().to_act() == Some(Seat(0)) {
        let action = wrong.game().legal_actions()[0];
        wrong.play(action).unwrap();
    }
    let action = wrong.game().legal_actions()[0];
    wrong.play(action).unwrap();
    let after = host
        .clone()
        .reduce(CarrierAction::Moved(id, glux::app::glux::carried::carry(&wrong)));
    assert!(
        after.refused.is_some(),
        "the session refuses a move for a seat elsewhere"
    );
    let Some(ToApp::Game(table)) = &after.tell.1 else {
        panic!("the table is told")
    };
    assert!(table.reset, "the table goes back to the session's game");
    assert_eq!(after.open, host.open, "the session is unchanged");
}

/// Every refusal and verification problem in English and German, with the players' names (the
/// carrier's words, `app::carrier::words`).
#[test]
fn every_refusal_and_problem_is_said_in_both_languages_with_the_players_names() {
    let name = |seat: Seat| ["Anna", "Ben", "Clara", "David"][seat.index()].to_string();
    let errors = [
        RemoteError::NotAMessage,
        RemoteError::Damaged(FrameError::BadLength),
        RemoteError::OtherGame,
        RemoteError::Repeated,
        RemoteError::WrongSeat { to: Seat(2) },
        RemoteError::NotTheirMove {
            number: 7,
            seat: Seat(1),
        },
        RemoteError::Illegal {
            number: 9,
            seat: Some(Seat(1)),
            reason: Refusal::Rules(Reason::new(glux::glux::PlayError::GameOver)),
        },
        RemoteError::Illegal {
            number: 9,
            seat: None,
            reason: Refusal::Rules(Reason::new(glux::glak::PlayError::NotAStep)),
        },
        RemoteError::Illegal {
            number: 9,
            seat: None,
            reason: Refusal::NoSuchMove,
        },
        RemoteError::Forged {
            number: 12,
            seat: Seat(3),
            piece: Reason::new(ForgedChip(Chip::TwoFive)),
        },
        RemoteError::BadCommitment { seat: Seat(0) },
        RemoteError::Disagrees { number: 0 },
        RemoteError::Disagrees { number: 4 },
        RemoteError::NotStarted,
        RemoteError::HandedOver {
            seat: Seat(2),
            from: 30,
        },
        RemoteError::NotOffered { seat: Seat(3) },
    ];
    let mut seen = std::collections::HashSet::new();
    for error in &errors {
        let en = refusal_text(Texts(Lang::EN), error, &name);
        let de = refusal_text(Texts(Lang::from_code("de").unwrap()), error, &name);
        for text in [&en, &de] {
            assert!(!text.is_empty() && !text.contains('{'), "{error:?}: {text}");
        }
        assert_ne!(en, de, "{error:?} is translated");
        assert!(seen.insert(en.clone()), "{error:?} has words of its own: {en}");
    }
    assert!(refusal_text(Texts(Lang::EN), &errors[9], &name).contains("David"));
    assert!(
        refusal_text(Texts(Lang::EN), &errors[9], &name).contains("2/5"),
        "Glüx says the forged chip"
    );
    assert!(refusal_text(Texts(Lang::from_code("de").unwrap()), &errors[14], &name).contains("31"));
    let problems = [
        ProblemKind::Draw(Reason::new(DrawnChip {
            played: Chip::OneSix,
            held: Chip::ThreeFour,
        })),
        ProblemKind::Commitment,
        ProblemKind::NotRevealed,
        ProblemKind::Seed,
    ];
    for kind in problems.clone() {
        let problem = Problem {
            seat: Seat(1),
            number: 9,
            kind,
        };
        for lang in [Lang::EN, Lang::from_code("de").unwrap()] {
            let text = problem_text(Texts(lang), &problem, &name);
            assert!(!text.contains('{'), "{text}");
        }
    }
    let chip = Problem {
        seat: Seat(1),
        number: 9,
        kind: problems[0].clone(),
    };
    assert_eq!(
        problem_text(Texts(Lang::EN), &chip, &name),
        "Not verified: Ben’s move 9 played a 1/6 chip, but Ben’s bag gave a 3/4."
    );
}

/// The invitation to seat 1 that the creating device offers, as a link's text (`play=...`).
fn invitation_text(host: &CarrierState) -> String {
    let invitation = outbox(host)
        .into_iter()
        .find(|(seat, _)| *seat == Seat(1))
        .expect("an invitation")
        .1;
    format!("{FRAGMENT_KEY}{invitation}")
}

#[test]
fn an_invitation_the_page_read_is_joined_in_one_step_as_the_carrier_joins_it_in_two() {
    for game in [GameKind::GLUX, GameKind::GLAK] {
        let (host, _) = created(game);
        let text = invitation_text(&host);
        // What the page's join screen shows, before the carrier has loaded.
        let invited = Invited::read(&text).expect("the page reads the invitation");
        assert_eq!(invited.game, game);
        assert_eq!(invited.seat, Seat(1));
        assert_eq!(invited.names, vec!["Anna".to_string(), String::new()], "{game:?}");
        assert!(invited.elsewhere.contains(Seat(1)) && !invited.elsewhere.contains(Seat(0)));
        assert_eq!(invited.text, text);
        assert_eq!(invited.id, host.open.as_ref().unwrap().session.id());
        // Join on the page: the carrier takes the invitation and the name at once.
        let one = Rc::new(CarrierState::default()).reduce(CarrierAction::JoinInvitation(
            text.clone(),
            "Ben".into(),
            6,
            entropy(2),
        ));
        // Join on the carrier's own join screen.
        let two = receive(Rc::new(CarrierState::default()), &text).reduce(CarrierAction::Join(
            "Ben".into(),
            6,
            entropy(2),
        ));
        assert!(one.open.is_some(), "{game:?}: joined: {:?}", one.refused);
        assert_eq!(one.open, two.open, "{game:?}: the same session either way");
        assert_eq!(outbox(&one), outbox(&two), "{game:?}: the same reply");
        assert!(matches!(one.tell.1, Some(ToApp::Carrier)), "{game:?}: the lobby");
        // And the game starts from there.
        let (host, guest) = exchange(host, one, &[text.strip_prefix(FRAGMENT_KEY).unwrap()]);
        assert!(told_game(&host) && told_game(&guest), "{game:?}: both tables");
    }
}

/// A Glüx invitation's text, the guest's carrier that joined from it, and the guest's reply's text.
fn invited_and_joined() -> (String, Rc<CarrierState>, String) {
    let (host, _) = created(GameKind::GLUX);
    let text = invitation_text(&host);
    let guest = receive(Rc::new(CarrierState::default()), &text).reduce(CarrierAction::Join(
        "Ben".into(),
        6,
        entropy(2),
    ));
    let reply = format!("{FRAGMENT_KEY}{}", outbox(&guest)[0].1);
    (text, guest, reply)
}

#[test]
fn the_page_leaves_every_other_link_to_the_carrier() {
    let (text, _, reply) = invited_and_joined();
    assert_eq!(Invited::read(&reply), None, "a reply");
    let live = format!("{text}{AFTER_MESSAGE}abc");
    assert_eq!(
        Invited::read(&live),
        None,
        "a live invitation, with its channel's offer"
    );
    assert_eq!(Invited::read(&text[..text.len() - 9]), None, "a cut invitation");
    assert_eq!(
        Invited::read(text.strip_prefix(FRAGMENT_KEY).unwrap()),
        None,
        "a text not from an address"
    );
    assert_eq!(Invited::read("play="), None, "an empty one");
}

#[test]
fn a_link_joined_from_the_page_that_the_carrier_refuses_is_said_on_the_carriers_screen() {
    let (text, guest, reply) = invited_and_joined();
    // Not an invitation: a device with no game refuses it, and the app shows the carrier's screen.
    let refused = Rc::new(CarrierState::default()).reduce(CarrierAction::JoinInvitation(
        reply,
        "Ben".into(),
        6,
        entropy(2),
    ));
    assert_eq!(refused.refused, Some(RemoteError::OtherGame));
    assert_eq!(refused.open, None);
    assert!(matches!(refused.tell.1, Some(ToApp::Carrier)));
    // Join pressed twice: the game open here is this invitation's. It is not joined twice, and
    // its lobby stays, with no refusal over it.
    let again = guest
        .clone()
        .reduce(CarrierAction::JoinInvitation(text, "Ben".into(), 7, entropy(3)));
    assert_eq!(again.refused, None);
    assert_eq!(again.open, guest.open, "nothing changed");
    assert!(matches!(again.tell.1, Some(ToApp::Carrier)));
    assert_ne!(again.tell.0, guest.tell.0, "the app is told again to show it");
}

/// An invitation made on the creating device, changed: what a device that forges one would send.
fn forged_invitation(change: impl FnOnce(&mut Invitation)) -> String {
    let (host, _) = created(GameKind::GLUX);
    let Ok(Message::Invitation(mut invitation)) = Message::from_text(&invitation_text(&host)) else {
        panic!("an invitation");
    };
    change(&mut invitation);
    format!("{FRAGMENT_KEY}{}", Message::Invitation(invitation).to_text())
}

#[test]
fn an_invitation_whose_table_cannot_be_read_is_refused_with_nothing_to_join() {
    let cases = [
        (forged_invitation(|i| i.game = 0x7f), FrameError::OtherGame(0x7f)),
        (forged_invitation(|i| i.seat = Seat(3)), FrameError::Number),
        (forged_invitation(|i| i.setup.truncate(3)), FrameError::Number),
    ];
    for (text, problem) in cases {
        assert_eq!(Invited::read(&text), None, "the page leaves it to the carrier");
        let state = receive(Rc::new(CarrierState::default()), &text);
        assert_eq!(state.refused, Some(RemoteError::Damaged(problem)));
        assert_eq!(state.joining, None, "no join screen");
        let joined = Rc::new(CarrierState::default()).reduce(CarrierAction::JoinInvitation(
            text,
            "Ben".into(),
            6,
            entropy(2),
        ));
        assert_eq!(joined.open, None);
        assert!(
            matches!(joined.tell.1, Some(ToApp::Carrier)),
            "said on the carrier's screen"
        );
    }
}

/// An invitation kept from an earlier version (tests/fixtures/v1/invitation-2-players.txt, message
/// format 2) is read by the page and joined by the carrier.
#[test]
fn a_kept_invitation_link_still_opens_and_joins() {
    let text = include_str!("../fixtures/v1/invitation-2-players.txt").trim();
    let invited = Invited::read(text).expect("the page reads it");
    assert_eq!(
        (invited.game, invited.seat, invited.names.clone()),
        (GameKind::GLUX, Seat(1), vec!["Anna".to_string(), String::new()])
    );
    let joined = Rc::new(CarrierState::default()).reduce(CarrierAction::JoinInvitation(
        text.to_string(),
        "Ben".into(),
        6,
        entropy(2),
    ));
    assert!(joined.open.is_some(), "joined: {:?}", joined.refused);
}

/// What can happen next on a device in [`a_persons_choice_stays_while_links_and_answers_cross`].
#[derive(Clone, Copy, Debug, PartialEq)]
enum Step {
    /// The carrier's effect: what it was told to tell the page last (the newest only, after any
    /// number of changes) sets off to the page.
    Told,
    /// The page takes the oldest of the carrier's messages on their way to it.
    Tell,
    /// The page's effect: its table changed, and the table's game goes to the carrier.
    Effect,
    /// The carrier takes the oldest of the page's games on their way to it.
    Moved,
    /// The carrier's next new link reaches the other device's carrier.
    Link,
    /// A link sent before reaches the other device again (a reopened channel sends again what it
    /// sent).
    Again,
    /// The bot of this device answers.
    Bot,
    /// The person of this device makes their next gesture.
    Gesture,
}

/// One device in [`a_persons_choice_stays_while_links_and_answers_cross`]: its page (the app's
/// state) and its carrier, with what each has handed the other.
struct Device {
    /// The other device's seat (the seat its links are for).
    other: Seat,
    page: Rc<UiState>,
    carrier: Rc<CarrierState>,
    /// The number of the carrier's message sent to the page last (`CarrierState::tell`).
    told: u32,
    /// The carrier's messages on their way to the page, oldest first.
    telling: VecDeque<ToApp>,
    /// The page whose table the carrier heard of last: the drawn page keeps its state, and the
    /// page's effect compares tables by address (`Table::identity`).
    heard: Rc<UiState>,
    /// The page's games on their way to the carrier, oldest first.
    moving: VecDeque<(String, CarriedGame)>,
    /// The links sent to the other device.
    sent: BTreeSet<String>,
}

impl Device {
    fn new(carrier: Rc<CarrierState>, other: Seat, invitation: &str) -> Device {
        Device {
            other,
            page: Rc::new(UiState::new(1)),
            carrier,
            told: 0,
            telling: VecDeque::new(),
            heard: Rc::new(UiState::new(1)),
            moving: VecDeque::new(),
            sent: [invitation.to_string()].into(),
        }
    }

    fn table(&self) -> Option<&GluxTable> {
        self.page.table()?.of::<GluxTable>()
    }

    fn actions(&self) -> Vec<RecordedAction> {
        self.table()
            .map(|t| t.game.record().actions.clone())
            .unwrap_or_default()
    }

    fn next_link(&self) -> Option<String> {
        outbox(&self.carrier)
            .into_iter()
            .find(|(to, text)| *to == self.other && !self.sent.contains(text))
            .map(|(_, text)| text)
    }

    /// What can happen next here.
    fn due(&self) -> Vec<Step> {
        let identity = |page: &UiState| page.table().map(|t| t.identity());
        let to_act = self.table().and_then(|t| Some(t.driver(t.game.game().to_act()?)));
        [
            (self.carrier.tell.0 != self.told, Step::Told),
            (!self.telling.is_empty(), Step::Tell),
            (identity(&self.page) != identity(&self.heard), Step::Effect),
            (!self.moving.is_empty(), Step::Moved),
            (self.next_link().is_some(), Step::Link),
            (self.sent.len() > 1, Step::Again),
            (to_act.is_some_and(|d| d.bot().is_some()), Step::Bot),
            (to_act == Some(Driver::Here), Step::Gesture),
        ]
        .into_iter()
        .filter_map(|(due, step)| due.then_some(step))
        .collect()
    }

    /// Takes `step` here; a link goes to `other`.
    fn take(&mut self, step: Step, other: &mut Device, rng: &mut ChaCha8Rng) {
        match step {
            Step::Told => {
                self.told = self.carrier.tell.0;
                self.telling.extend(self.carrier.tell.1.clone());
            }
            Step::Tell => match self.telling.pop_front().expect("a message on its way") {
                ToApp::Game(table) => self.act(UiAction::RemoteGame(Rc::new(*table))),
                ToApp::Carrier => self.act(UiAction::ShowCarrier),
                _ => {}
            },
            Step::Effect => {
                self.heard = Rc::clone(&self.page);
                if let Some(ToCarrier::Moved { id, game }) = moved(&self.page) {
                    self.moving.push_back((id, game));
                }
            }
            Step::Moved => {
                let (id, game) = self.moving.pop_front().expect("a game on its way");
                let before = Rc::clone(&self.carrier);
                self.carrier = self.carrier.clone().reduce(CarrierAction::Moved(id, game));
                // A refusal would be said and the table sent back.
                assert_eq!(
                    (&self.carrier.refused, self.carrier.tell.0),
                    (&before.refused, before.tell.0),
                    "a move made here is taken"
                );
            }
            Step::Link => {
                let text = self.next_link().expect("a new link");
                self.sent.insert(text.clone());
                other.carrier = receive(other.carrier.clone(), &text);
                assert!(
                    matches!(other.carrier.refused, None | Some(RemoteError::Repeated)),
                    "a true link is taken: {:?}",
                    other.carrier.refused
                );
            }
            Step::Again => {
                let text = self.sent.iter().nth(rng.random_range(0..self.sent.len()));
                let text = text.expect("a link sent").clone();
                other.carrier = receive(other.carrier.clone(), &text);
                assert!(
                    matches!(other.carrier.refused, None | Some(RemoteError::Repeated)),
                    "a link again is no news: {:?}",
                    other.carrier.refused
                );
            }
            Step::Bot => {
                let turn = self.page.table().and_then(|t| t.bot_turn()).expect("a bot asked");
                let game = self.table().expect("a table").game.game();
                let action = RecordedAction::from_action(game.legal_actions()[0], game.board_state().board());
                self.act(UiAction::Table(TableAction::Answer {
                    asked_at: turn.asked_at,
                    driver: Driver::Bot(turn.level),
                    action: SeatAnswer::new(glux::app::glux::bot::to_text(&action)),
                }));
            }
            Step::Gesture => {
                // A face, then a square (or the start option), then Confirm.
                let table = self.table().expect("a table");
                let game = table.game.game();
                let gesture = match (table.face, table.pending) {
                    (_, Some(_)) => GluxAction::Confirm,
                    (None, None) => {
                        let faces = game
                            .hand(game.to_act().expect("a seat to act"))
                            .expect("a hand")
                            .faces();
                        GluxAction::ChooseFace(faces[rng.random_range(0..faces.len())])
                    }
                    (Some(_), None) => match game.legal_actions()[0] {
                        Action::Place { to, .. } => GluxAction::TapSquare(to),
                        _ => GluxAction::UseStartOption,
                    },
                };
                self.act(UiAction::play(gesture));
            }
        }
    }

    fn act(&mut self, action: UiAction) {
        self.page = self.page.clone().reduce(action);
    }
}

/// A live Glüx game between two devices with a bot on the creating one (seat 0 a person there,
/// seat 1 its bot, seat 2 a person on the other device), with everything the pages, their carriers
/// and the bot hand each other arriving in a seeded random order: a link (or one again, as a
/// reopened channel sends it), the carrier's game for the page (the newest when its element draws,
/// and on its way until the page takes it), the page's game for the carrier,
/// the bot's answer, each gesture of a person. A page may send its game just before it takes moves
/// that came from elsewhere: the carrier, ahead, takes that as nothing new. No table ever goes back,
/// a face a person chose stays chosen until they confirm or a move comes (CI once saw a chosen face
/// go: a table behind was refused, and the table sent back undid a move made since), and the game
/// ends alike on both devices.
#[test]
fn a_persons_choice_stays_while_links_and_answers_cross() {
    for seed in 0..64u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut form = NewGameForm::new(11 + seed);
        form.game = GameKind::GLUX;
        form.players = 3;
        form.seats[0].name = "Anna".into();
        form.seats[1].driver = Driver::Bot(Level::Easy);
        form.seats[2].driver = Driver::Elsewhere;
        let setup = remote_setup(&form).expect("a game between devices");
        let seats = form.active_seats().to_vec();
        let host =
            Rc::new(CarrierState::default()).reduce(CarrierAction::Create(setup, seats, 5, entropy(1), true));
        let invitation = outbox(&host)
            .into_iter()
            .find(|(seat, _)| *seat == Seat(2))
            .expect("an invitation")
            .1;
        let guest = receive(Rc::new(CarrierState::default()), &invitation).reduce(CarrierAction::Join(
            "Ben".into(),
            6,
            entropy(2),
        ));
        let mut devices = [
            Device::new(host, Seat(2), &invitation),
            Device::new(guest, Seat(0), &invitation),
        ];
        for steps in 0.. {
            assert!(steps < 20_000, "seed {seed}: the game never ended");
            if devices
                .iter()
                .all(|d| d.table().is_some_and(|t| t.game.game().is_over()))
            {
                break;
            }
            let due: Vec<(usize, Step)> = (0..2)
                .flat_map(|i| devices[i].due().into_iter().map(move |step| (i, step)))
                .collect();
            assert!(
                !due.is_empty(),
                "seed {seed}: nothing more happens after {steps} steps"
            );
            let (i, step) = due[rng.random_range(0..due.len())];
            let before = (devices[i].actions(), devices[i].table().and_then(|t| t.face));
            let [host, guest] = &mut devices;
            let (here, other) = if i == 0 { (host, guest) } else { (guest, host) };
            here.take(step, other, &mut rng);
            if step == Step::Gesture {
                continue;
            }
            let now = (here.actions(), here.table().and_then(|t| t.face));
            assert!(
                now.0.starts_with(&before.0),
                "seed {seed}: device {i}'s table went back from {} to {} actions ({step:?})",
                before.0.len(),
                now.0.len()
            );
            if now.0 == before.0 {
                assert_eq!(
                    now.1, before.1,
                    "seed {seed}: device {i}'s chosen face ({step:?})"
                );
            }
        }
        assert_eq!(
            devices[0].actions(),
            devices[1].actions(),
            "seed {seed}: the same game"
        );
    }
}
