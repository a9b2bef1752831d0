//! Games between devices (`glux::remote`): a thousand seeded Glüx games and 120 GLAK games of both games played by separate sessions
//! that only exchange messages, delivered in random order, duplicated and replayed; forged chips,
//! forged moves, broken commitments and foreign links; what a device holds and sends before the
//! reveal; and the length of the links.
#![cfg(not(target_arch = "wasm32"))]

use glux::core::seat::{Seat, SeatSet};
use glux::glak::Recorder;
use glux::glak::random::random_action;
use glux::glux::{GameRecord, GameSetup, PlayedGame, RecordedAction};
use glux::remote::message::{FRAGMENT_KEY, Message};
use glux::remote::session::Received;
use glux::remote::{ProblemKind, RemoteError, RemoteGame, Session, Verification};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The address links are made for in these tests: as long as a typical GitHub Pages address.
pub(crate) const APP: &str = "https://someone.github.io/glux/#";

pub(crate) fn random32(rng: &mut ChaCha8Rng) -> impl FnMut() -> Option<[u8; 32]> + '_ {
    move || Some(rng.random())
}

/// The setup bytes of a new Glüx game between devices: names of the creating device's seats only.
pub(crate) fn glux_setup(players: u8, elsewhere: SeatSet) -> Vec<u8> {
    let names = (0..players)
        .map(|i| {
            if elsewhere.contains(Seat(i)) {
                String::new()
            } else {
                format!("Here{i}")
            }
        })
        .collect();
    let record = GameRecord {
        version: 1,
        setup: GameSetup {
            hidden_bags: true,
            ..GameSetup::new(players, 0)
        },
        names,
        actions: Vec::new(),
    };
    let text = glux::glux::link::encode(&record).unwrap();
    glux::core::link::unframe(&text).unwrap().body
}

pub(crate) fn glak_setup(players: u8, elsewhere: SeatSet) -> Vec<u8> {
    let names = (0..players)
        .map(|i| {
            if elsewhere.contains(Seat(i)) {
                String::new()
            } else {
                format!("Here{i}")
            }
        })
        .collect();
    let setup = glux::glak::GameSetup {
        players,
        seed: 0,
        deal: None,
        start_player: None,
    };
    let recorder = Recorder::new(&setup, glux::glak::TileSet::ours(), names).unwrap();
    let text = glux::glak::link::encode(recorder.record()).unwrap();
    glux::core::link::unframe(&text).unwrap().body
}

/// A game's way of choosing a random move for a seat of a device.
pub(crate) trait RandomMove: RemoteGame {
    fn random_move(&self, rng: &mut ChaCha8Rng) -> Self;
}

impl RandomMove for PlayedGame {
    fn random_move(&self, rng: &mut ChaCha8Rng) -> PlayedGame {
        let mut next = self.clone();
        let action = *self
            .game()
            .legal_actions()
            .choose(rng)
            .expect("a seat to act can act");
        next.play(action).unwrap();
        next
    }
}

impl RandomMove for Recorder {
    fn random_move(&self, rng: &mut ChaCha8Rng) -> Recorder {
        let mut next = self.clone();
        let seat = next.game().to_act();
        let turn = next.game().turn();
        while next.game().to_act() == seat && next.game().turn() == turn {
            let action = random_action(next.game(), rng).expect("a player to move can act");
            next.play(action).unwrap();
        }
        next
    }
}

/// Devices exchanging messages through a network that delivers in random order, duplicates and
/// replays old messages.
pub(crate) struct Network<G: RemoteGame> {
    pub(crate) devices: Vec<Session<G>>,
    /// Every message ever sent: (to device, link text).
    pub(crate) sent: Vec<(Seat, String)>,
    /// The longest link sent after the start, in characters, address included.
    pub(crate) longest: usize,
    /// A device that has left the game: it neither plays nor receives.
    pub(crate) departed: Option<Seat>,
    /// Whether devices are closed and opened again now and then (not a forging one, whose own
    /// game its kept secret does not replay).
    pub(crate) reopen: bool,
}

impl<G: RandomMove> Network<G> {
    /// A game created on one device with `elsewhere` seats, each joined from its own invitation.
    pub(crate) fn new(setup: Vec<u8>, elsewhere: SeatSet, rng: &mut ChaCha8Rng) -> Network<G> {
        let mut creator = Session::<G>::create(setup, elsewhere, &mut random32(rng)).unwrap();
        let mut devices = Vec::new();
        let mut replies = Vec::new();
        for (seat, invitation) in creator.outbox() {
            let text = format!("{APP}{FRAGMENT_KEY}{}", invitation.to_text());
            let Message::Invitation(invitation) = Message::from_text(&text).unwrap() else {
                panic!("an invitation")
            };
            assert_eq!(invitation.seat, seat);
            let (joined, reply) =
                Session::<G>::join(&invitation, &format!("Far{}", seat.0), &mut random32(rng)).unwrap();
            devices.push(joined);
            replies.push(reply.to_text());
        }
        replies.shuffle_with(rng);
        for reply in &replies {
            let reply = Message::from_text(reply).unwrap();
            assert!(matches!(creator.receive(&reply), Ok(Received::Joined(_))));
            // A reply opened twice changes nothing.
            let before = creator.clone();
            assert_eq!(creator.receive(&reply), Err(RemoteError::Repeated));
            assert_eq!(creator, before);
        }
        assert!(
            creator.game.is_none(),
            "no share is shown before every seat has committed"
        );
        // The whole table to each joined device, with the creating device's shares; then each
        // joined device's share.
        for (to, start) in creator.outbox() {
            let Message::Start(_) = start else {
                panic!("a start")
            };
            let device = devices.iter_mut().find(|d| d.device() == to).unwrap();
            assert_eq!(device.receive(&start), Ok(Received::Seated));
            assert_eq!(device.fingerprint(), creator.fingerprint());
        }
        let mut reveals: Vec<Message> = devices
            .iter()
            .flat_map(|d| d.outbox())
            .filter(|(_, m)| matches!(m, Message::Reveal(_)))
            .map(|(_, m)| m)
            .collect();
        reveals.shuffle_with(rng);
        for reveal in &reveals {
            assert!(matches!(creator.receive(reveal), Ok(Received::Shown(_))));
        }
        assert!(
            creator.game.is_some(),
            "the game starts once every seat has shown its share"
        );
        devices.insert(0, creator);
        Network {
            devices,
            sent: Vec::new(),
            longest: 0,
            departed: None,
            reopen: true,
        }
    }

    pub(crate) fn device(&mut self, seat: Seat) -> &mut Session<G> {
        self.devices.iter_mut().find(|d| d.device() == seat).unwrap()
    }

    pub(crate) fn collect_outboxes(&mut self) {
        for d in 0..self.devices.len() {
            self.collect_outbox(d);
        }
    }

    /// The messages of one device's outbox not sent before. A device's outbox follows from its
    /// session alone, so after a step only the device that changed has anything new: collecting
    /// every device's again would sign and write out the same tables (most of these tests' time).
    fn collect_outbox(&mut self, d: usize) {
        for (to, message) in self.devices[d].outbox() {
            let text = format!("{APP}{FRAGMENT_KEY}{}", message.to_text());
            if !self.sent.iter().any(|(t, m)| *t == to && *m == text) {
                self.longest = self.longest.max(text.len());
                self.sent.push((to, text));
            }
        }
    }

    /// Plays until every device has the end and every secret, delivering messages at random.
    pub(crate) fn play_out(&mut self, rng: &mut ChaCha8Rng) {
        self.collect_outboxes();
        for _ in 0..100_000 {
            let departed = self.departed;
            if self
                .devices
                .iter()
                .filter(|d| Some(d.device()) != departed)
                .all(|d| {
                    d.game().is_ok_and(G::is_over)
                        && matches!(
                            d.verification(),
                            Verification::Verified | Verification::Problems(_)
                        )
                })
            {
                return;
            }
            // A device to move moves; otherwise a random message (old ones included) arrives.
            let mover = self.devices.iter().position(|d| {
                d.game()
                    .ok()
                    .and_then(G::to_act)
                    .is_some_and(|s| d.mine.contains(s))
            });
            match mover {
                Some(d) if self.sent.is_empty() || rng.random_bool(0.7) => {
                    let next = self.devices[d].game().unwrap().random_move(rng);
                    self.devices[d].update(next).unwrap();
                    self.collect_outbox(d);
                }
                _ => {
                    let (to, text) = self.sent.choose(rng).unwrap().clone();
                    if Some(to) == departed {
                        continue;
                    }
                    let message = Message::from_text(&text).unwrap();
                    let device = self.device(to);
                    let before = device.clone();
                    match device.receive(&message) {
                        Ok(_) => {
                            let d = self.devices.iter().position(|d| d.device() == to).unwrap();
                            self.collect_outbox(d);
                        }
                        // An old link, one from a departed seat's device, or an update that
                        // arrives before the start it continues.
                        Err(
                            RemoteError::Repeated | RemoteError::HandedOver { .. } | RemoteError::NotStarted,
                        ) => {
                            assert_eq!(*device, before)
                        }
                        Err(e) => panic!("a true message refused: {e}"),
                    }
                }
            }
            // Now and then a device is closed and opened again: its kept session replays the same.
            if self.reopen && rng.random_bool(0.03) {
                let d = rng.random_range(0..self.devices.len());
                if Some(self.devices[d].device()) == departed {
                    continue;
                }
                let text = serde_json::to_string(&self.devices[d].saved("test")).unwrap();
                let kept: glux::remote::record::SavedSession = serde_json::from_str(&text).unwrap();
                let back = Session::<G>::from_saved(&kept).unwrap();
                assert_eq!(back, self.devices[d]);
                self.devices[d] = back;
            }
        }
        let states: Vec<String> = self
            .devices
            .iter()
            .map(|d| {
                format!(
                    "device {:?}: {} moves, to act {:?}, waiting for {:?}, {:?}, handovers {:?}, answer {:?}",
                    d.device(),
                    d.game().map(|g| g.moves().len()).unwrap_or(0),
                    d.game().ok().and_then(G::to_act),
                    d.waiting_for(),
                    d.verification(),
                    d.handovers.iter().map(|h| (h.seat, h.from)).collect::<Vec<_>>(),
                    d.answer,
                )
            })
            .collect();
        panic!("the game did not end: {states:#?}");
    }
}

pub(crate) trait ShuffleWith {
    fn shuffle_with(&mut self, rng: &mut ChaCha8Rng);
}

impl<T> ShuffleWith for Vec<T> {
    fn shuffle_with(&mut self, rng: &mut ChaCha8Rng) {
        rand::seq::SliceRandom::shuffle(self.as_mut_slice(), rng);
    }
}

/// The seats elsewhere for a seed: any non-empty set without seat 0.
pub(crate) fn elsewhere_for(players: u8, rng: &mut ChaCha8Rng) -> SeatSet {
    loop {
        let bits = rng.random_range(0..16u8) & ((1 << players) - 2);
        if bits != 0 {
            return SeatSet::from_bits(bits);
        }
    }
}

pub(crate) fn same_everywhere<G: RemoteGame>(net: &Network<G>) {
    let first = net.devices[0].game().unwrap();
    for d in &net.devices {
        let game = d.game().unwrap();
        assert_eq!(game.moves(), first.moves());
        assert_eq!(game.setup_bytes(), first.setup_bytes());
        assert_eq!(d.names, net.devices[0].names);
    }
}

/// Plays the seeded Glüx games of `seeds` between devices (2, 3 and 4 players by turns), checks that
/// every device ends with the same game, verified, whose record replays to the same scores, and
/// returns the longest link of each player count.
fn glux_games_between_devices(seeds: std::ops::Range<u64>) -> [usize; 5] {
    let mut longest = [0; 5];
    for seed in seeds {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let players = 2 + (seed % 3) as u8;
        let elsewhere = elsewhere_for(players, &mut rng);
        let mut net = Network::<PlayedGame>::new(glux_setup(players, elsewhere), elsewhere, &mut rng);
        net.play_out(&mut rng);
        same_everywhere(&net);
        for d in &net.devices {
            assert_eq!(d.verification(), Verification::Verified, "seed {seed}");
            // The record replays like any other.
            let record = d.game().unwrap().record().clone();
            let replayed = PlayedGame::from_record(record).unwrap();
            assert!(replayed.game().is_over());
            assert_eq!(
                glux::glux::score(replayed.game().board_state()),
                glux::glux::score(d.game().unwrap().game().board_state())
            );
        }
        longest[usize::from(players)] = longest[usize::from(players)].max(net.longest);
    }
    // docs/performance.md: the longest link of each player count, address included.
    eprintln!("Glüx: longest links for 2, 3, 4 players: {:?}", &longest[2..]);
    assert!(
        longest[4] <= 1000,
        "a four-player link of {} characters",
        longest[4]
    );
    longest
}

// 1,000 seeded games in four tests of 250, so that the test threads share them.
#[test]
fn seeded_glux_games_between_devices_end_alike_and_verified_everywhere() {
    glux_games_between_devices(0..250);
}

#[test]
fn seeded_glux_games_between_devices_250_to_500() {
    glux_games_between_devices(250..500);
}

#[test]
fn seeded_glux_games_between_devices_500_to_750() {
    glux_games_between_devices(500..750);
}

#[test]
fn seeded_glux_games_between_devices_750_to_1000() {
    glux_games_between_devices(750..1000);
}

#[test]
fn seeded_glak_games_between_devices_end_alike_everywhere() {
    let mut longest = [0; 5];
    for seed in 0..120u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(1000 + seed);
        let players = 2 + (seed % 3) as u8;
        let elsewhere = elsewhere_for(players, &mut rng);
        let mut net = Network::<Recorder>::new(glak_setup(players, elsewhere), elsewhere, &mut rng);
        net.play_out(&mut rng);
        same_everywhere(&net);
        for d in &net.devices {
            assert_eq!(d.verification(), Verification::Verified);
            assert_eq!(
                d.game().unwrap().game().score(),
                net.devices[0].game().unwrap().game().score()
            );
        }
        longest[usize::from(players)] = longest[usize::from(players)].max(net.longest);
    }
    eprintln!("GLAK: longest links for 2, 3, 4 players: {:?}", &longest[2..]);
    assert!(
        longest[4] <= 900,
        "a four-player link of {} characters",
        longest[4]
    );
}

/// A two-player Glüx game between two devices, started, with its table.
pub(crate) fn glux_pair(seed: u64) -> (Network<PlayedGame>, ChaCha8Rng) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let elsewhere = SeatSet::from_bits(0b10);
    let mut net = Network::<PlayedGame>::new(glux_setup(2, elsewhere), elsewhere, &mut rng);
    // The creating device starts: seat 0 chooses its start face, and the game goes to seat 1.
    advance(&mut net, 1, &mut rng);
    (net, rng)
}

/// Plays moves on whichever device is to act until `moves` are made, delivering each link.
pub(crate) fn advance(net: &mut Network<PlayedGame>, moves: usize, rng: &mut ChaCha8Rng) {
    while net.devices[0].game().unwrap().moves().len() < moves {
        let d = net
            .devices
            .iter()
            .position(|d| {
                d.game()
                    .ok()
                    .and_then(|g| g.to_act())
                    .is_some_and(|s| d.mine.contains(s))
            })
            .unwrap();
        let next = net.devices[d].game().unwrap().random_move(rng);
        net.devices[d].update(next).unwrap();
        let out = net.devices[d].outbox();
        for (to, message) in out {
            let _ = net.device(to).receive(&message);
        }
    }
}

/// A game the session has gone on from (a table's, sent before the table took the moves that came
/// since) brings nothing new; a game ahead of it, off its line, or of another setup does.
#[test]
fn a_game_the_session_has_gone_on_from_is_held_and_no_other() {
    let (mut net, mut rng) = glux_pair(3);
    let start = net.devices[0].game().unwrap().clone();
    advance(&mut net, 6, &mut rng);
    let creator = &net.devices[0];
    let now = creator.game().unwrap();
    assert!(creator.holds(&start), "a game behind is held");
    assert!(creator.holds(now), "so is the same game");
    assert!(!creator.holds(&now.random_move(&mut rng)), "a game ahead is not");
    let played = &now.moves()[start.moves().len()];
    let off_line = (0..100)
        .map(|_| start.random_move(&mut rng))
        .find(|g| g.moves().last() != Some(played))
        .expect("another move than the one played");
    assert!(!creator.holds(&off_line), "a game off its line is not");
    let (other, _) = glux_pair(4);
    let elsewhere = other.devices[0].game().unwrap();
    assert_ne!(elsewhere.setup_bytes(), now.setup_bytes());
    assert!(!creator.holds(elsewhere), "a game of another setup is not");
}

#[test]
fn a_seat_starts_with_no_other_seat_s_hand_or_secret() {
    let (net, _) = glux_pair(7);
    let (creator, far) = (&net.devices[0], &net.devices[1]);
    // Each device keeps its own seat's secret and nobody else's.
    assert!(creator.own_secrets()[Seat(0)].is_some() && creator.own_secrets()[Seat(1)].is_none());
    assert!(far.own_secrets()[Seat(1)].is_some() && far.own_secrets()[Seat(0)].is_none());
    // The other seat's bag is hidden from each device's game.
    assert!(creator.game().unwrap().game().is_hidden(Seat(1)));
    assert!(far.game().unwrap().game().is_hidden(Seat(0)));
    assert!(!far.game().unwrap().game().is_hidden(Seat(1)));
}

#[test]
fn nothing_sent_before_the_end_holds_a_secret() {
    let (mut net, mut rng) = glux_pair(8);
    let secrets: Vec<[u8; 32]> = net
        .devices
        .iter()
        .flat_map(|d| d.own_secrets().0.into_iter().flatten().map(|s| s.to_bytes()))
        .collect();
    let contains = |haystack: &[u8], needle: &[u8]| haystack.windows(needle.len()).any(|w| w == needle);
    for _ in 0..40 {
        let next = net.devices[0].game().unwrap().moves().len() + 1;
        if net.devices[0].game().unwrap().is_over() {
            break;
        }
        advance(&mut net, next, &mut rng);
        for d in &net.devices {
            for (_, message) in d.outbox() {
                let bytes = message.to_bytes();
                for secret in &secrets {
                    assert!(!contains(&bytes, &secret[..16]) && !contains(&bytes, &secret[16..]));
                }
            }
        }
    }
}

#[test]
fn a_forged_chip_is_caught_at_verification_naming_the_seat_and_the_move() {
    // Seat 1's device plays, in its move 9, a chip its bag did not give it (one it still has).
    for seed in 0..40 {
        let (mut net, mut rng) = glux_pair(100 + seed);
        advance(&mut net, 8, &mut rng);
        let far = &net.devices[1];
        let game = far.game().unwrap();
        if game.game().to_act() != Some(Seat(1)) {
            continue;
        }
        let held = game.game().hand(Seat(1)).unwrap();
        let Some(forged) = game
            .game()
            .legal_actions()
            .into_iter()
            .map(|a| match a {
                glux::glux::Action::Place { to, .. } => glux::glux::Action::Place {
                    to,
                    pips: glux::glux::Chip::ALL
                        .into_iter()
                        .find(|c| *c != held && game.game().supply(Seat(1)).of(*c) > 0)
                        .unwrap()
                        .faces()[0],
                },
                other => other,
            })
            .find(|a| !held.has_face(a.pips()))
        else {
            continue;
        };
        // The forging device builds the game as if its seat's bag were hidden, then sends it.
        let mut record = game.record().clone();
        let board = game.game().board_state().board();
        record.actions.push(RecordedAction::from_action(forged, board));
        let forged_game = PlayedGame::from_record(record).unwrap();
        // A modified app: it signs its forged move with its own key, as any move.
        let mut liar = net.devices[1].clone();
        liar.update(forged_game.clone()).unwrap();
        let message = liar.outbox().pop().unwrap().1;
        // The creating device takes it: the chip is one seat 1 still has.
        assert!(matches!(net.devices[0].receive(&message), Ok(Received::Moves(1))));
        // The liar's device goes on from the forged game (its own bag hidden from it, so that it
        // may go on playing whatever it likes).
        net.devices[1] = liar;
        net.reopen = false;
        continue_to_end(&mut net, &mut rng);
        let verdict = net.devices[0].verification();
        let Verification::Problems(problems) = verdict else {
            panic!("seed {seed}: {verdict:?}")
        };
        assert_eq!(problems[0].seat, Seat(1));
        assert_eq!(problems[0].number, 9);
        let ProblemKind::Draw(reason) = &problems[0].kind else {
            panic!("a chip its bag did not give: {:?}", problems[0])
        };
        assert!(reason.of::<glux::remote::glux::DrawnChip>().is_some());
        // The command line finds the same in the exported game.
        let answer = verify_file(&export(&net.devices[0]));
        assert_eq!(answer["verified"], false);
        assert_eq!(answer["problems"][0]["seat"], 1);
        assert_eq!(answer["problems"][0]["move"], 9);
        assert!(answer["problems"][0]["what"].as_str().unwrap().contains("chip"));
        return;
    }
    panic!("no seed gave seat 1 the move");
}

/// A finished game's exported file: the record with its remote part.
pub(crate) fn export(session: &Session<PlayedGame>) -> String {
    let mut value = serde_json::to_value(session.game().unwrap().record()).unwrap();
    value["remote"] = serde_json::to_value(session.remote_record()).unwrap();
    value.to_string()
}

/// `glux verify` on a file holding `text`.
pub(crate) fn verify_file(text: &str) -> serde_json::Value {
    let dir = std::env::temp_dir().join(format!("glux-verify-{}-{}", std::process::id(), text.len()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.json");
    std::fs::write(&path, text).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_glux"))
        .arg("verify")
        .arg(&path)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn glux_verify_checks_an_exported_game_and_names_what_is_missing_or_wrong() {
    let (mut net, mut rng) = glux_pair(21);
    net.play_out(&mut rng);
    let file = export(&net.devices[1]);
    let fingerprint = net.devices[0].fingerprint().unwrap();
    assert_eq!(
        verify_file(&file),
        serde_json::json!({"verified": true, "fingerprint": fingerprint, "problems": []})
    );
    // The app's exported file wraps the record.
    let wrapped = format!("{{\"game\":\"glux\",\"record\":{file},\"seats\":[]}}");
    assert_eq!(verify_file(&wrapped)["verified"], true);
    // A secret never revealed, and one that does not match its commitment.
    let mut value: serde_json::Value = serde_json::from_str(&file).unwrap();
    value["remote"]["reveals"][0] = serde_json::Value::Null;
    let answer = verify_file(&value.to_string());
    assert_eq!(answer["verified"], false);
    assert_eq!(
        answer["problems"][0],
        serde_json::json!({"seat": 0, "move": 0, "what": "its secret was never revealed: unverified"})
    );
    let mut value: serde_json::Value = serde_json::from_str(&file).unwrap();
    let other = net.devices[0].remote_record().reveals[0].clone().unwrap();
    value["remote"]["reveals"][1] = serde_json::Value::String(other);
    let answer = verify_file(&value.to_string());
    assert_eq!(answer["problems"][0]["seat"], 1);
    assert_eq!(
        answer["problems"][0]["what"],
        "its revealed secret does not match its commitment"
    );
    // The record replays like any other.
    let replay = std::process::Command::new(env!("CARGO_BIN_EXE_glux"))
        .args(["replay", "/dev/stdin"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(file.as_bytes())?;
            child.wait_with_output()
        })
        .unwrap();
    assert!(replay.status.success());
}

#[test]
fn a_departed_player_s_seat_is_handed_to_the_creating_device_and_the_game_ends_alike() {
    for seed in 0..40u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(500 + seed);
        let players = 3 + (seed % 2) as u8;
        // Seat 1 is on the creating device; seat 2 (and in 4-player games seat 3) elsewhere.
        let elsewhere = SeatSet::from_bits(if players == 3 { 0b100 } else { 0b1100 });
        let mut net = Network::<PlayedGame>::new(glux_setup(players, elsewhere), elsewhere, &mut rng);
        // Play a while, then seat 2's device goes quiet when it is to move, and the creating device
        // (waiting for it) takes its seat.
        net.collect_outboxes();
        let stop = rng.random_range(6..30);
        let waiting_for_2 = |d: &Session<PlayedGame>| {
            let game = d.game().unwrap();
            game.to_act() == Some(Seat(2)) && game.moves().last().is_some_and(|(s, _)| d.mine.contains(*s))
        };
        while net.devices[0].game().unwrap().moves().len() < stop || !waiting_for_2(&net.devices[0]) {
            let d = net.devices.iter().position(|d| {
                d.game()
                    .ok()
                    .and_then(|g| g.to_act())
                    .is_some_and(|s| d.mine.contains(s))
            });
            match d {
                Some(d) => {
                    let next = net.devices[d].game().unwrap().random_move(&mut rng);
                    net.devices[d].update(next).unwrap();
                }
                None => {
                    let (to, text) = net.sent.choose(&mut rng).unwrap().clone();
                    let _ = net.device(to).receive(&Message::from_text(&text).unwrap());
                }
            }
            net.collect_outboxes();
        }
        net.departed = Some(Seat(2));
        let before = net.devices[0].clone();
        assert_eq!(
            net.devices[1].hand_over(Seat(2)),
            Err(RemoteError::NotOffered { seat: Seat(2) })
        );
        assert_eq!(
            net.devices[0].hand_over(Seat(1)),
            Err(RemoteError::NotOffered { seat: Seat(1) })
        );
        net.devices[0].hand_over(Seat(2)).unwrap();
        let from = before.game().unwrap().moves().len() as u32;
        assert_eq!(net.devices[0].handed_over(Seat(2)), Some(from));
        assert!(!net.devices[0].game().unwrap().game().is_hidden(Seat(2)));
        net.sent.retain(|(to, _)| *to != Seat(2));
        net.play_out(&mut rng);
        let live: Vec<&Session<PlayedGame>> = net.devices.iter().filter(|d| d.device() != Seat(2)).collect();
        for d in &live {
            assert_eq!(
                d.game().unwrap().moves(),
                live[0].game().unwrap().moves(),
                "seed {seed}"
            );
            assert_eq!(d.handed_over(Seat(2)), Some(from));
            // Every draw is checked but the departed seat's own, which it never revealed.
            assert_eq!(
                d.verification(),
                Verification::Problems(vec![glux::remote::Problem {
                    seat: Seat(2),
                    number: 0,
                    kind: ProblemKind::NotRevealed
                }]),
                "seed {seed}"
            );
        }
        // The record says from which move, and the command line checks the rest.
        let file = export(&net.devices[0]);
        let value: serde_json::Value = serde_json::from_str(&file).unwrap();
        assert_eq!(value["remote"]["handovers"][0]["seat"], 2);
        assert_eq!(value["remote"]["handovers"][0]["from_move"], from);
        let answer = verify_file(&file);
        assert_eq!(answer["problems"].as_array().unwrap().len(), 1, "{answer}");
        assert_eq!(
            answer["problems"][0]["what"],
            "its secret was never revealed: unverified"
        );
        // The departed device, back, learns its seat is no longer its own, and changes nothing.
        let mut back = net
            .devices
            .iter()
            .find(|d| d.device() == Seat(2))
            .unwrap()
            .clone();
        let kept = back.clone();
        let message = net.devices[0].update_for(Seat(2)).unwrap();
        let Message::Update(mut t) = message else { panic!() };
        t.to = Seat(2);
        assert!(matches!(
            back.receive(&Message::Update(t)),
            Err(RemoteError::HandedOver { seat: Seat(2), .. })
        ));
        assert_eq!(back, kept);
    }
}

fn continue_to_end(net: &mut Network<PlayedGame>, rng: &mut ChaCha8Rng) {
    net.play_out(rng);
}

#[test]
fn replayed_reordered_and_foreign_links_change_nothing() {
    let (mut net, mut rng) = glux_pair(9);
    advance(&mut net, 6, &mut rng);
    // An old link: the first one seat 1 received, opened again after later moves.
    let old = net.sent.first().cloned();
    let before = net.devices[1].clone();
    if let Some((to, text)) = old
        && to == Seat(1)
    {
        let message = Message::from_text(&text).unwrap();
        assert!(matches!(
            net.devices[1].receive(&message),
            Err(RemoteError::Repeated | RemoteError::Disagrees { .. })
        ));
        assert_eq!(net.devices[1], before);
    }
    // A link of another game.
    let (other, _) = glux_pair(10);
    let foreign = other.devices[0].update_for(Seat(1)).unwrap();
    assert_eq!(net.devices[1].receive(&foreign), Err(RemoteError::OtherGame));
    assert_eq!(net.devices[1], before);
    // A link meant for the creating device, opened on seat 1's.
    let own = net.devices[1].update_for(Seat(0)).unwrap();
    assert_eq!(
        net.devices[1].receive(&own),
        Err(RemoteError::WrongSeat { to: Seat(0) })
    );
    assert_eq!(net.devices[1], before);
    // A GLAK message on a Glüx game.
    let mut rng2 = ChaCha8Rng::seed_from_u64(11);
    let glak = Network::<Recorder>::new(
        glak_setup(2, SeatSet::from_bits(2)),
        SeatSet::from_bits(2),
        &mut rng2,
    );
    let glak_message = glak.devices[0].update_for(Seat(1)).unwrap();
    assert_eq!(net.devices[1].receive(&glak_message), Err(RemoteError::OtherGame));
    assert_eq!(net.devices[1], before);
}

#[test]
fn a_link_claiming_a_move_for_the_receiver_or_an_illegal_move_changes_nothing() {
    let (mut net, mut rng) = glux_pair(12);
    advance(&mut net, 2, &mut rng);
    // Seat 1's device is to act or waiting; make the creating device claim a move for seat 1.
    let creator = net.devices[0].clone();
    let game = creator.game().unwrap();
    if game.to_act() == Some(Seat(1)) {
        let mut claimed = game.clone();
        // From the creating device, seat 1's bag is hidden: any chip it has may be claimed.
        let action = claimed.game().legal_actions()[0];
        claimed.play(action).unwrap();
        let mut liar = creator.clone();
        liar.game = Some(claimed);
        let message = liar.update_for(Seat(1)).unwrap();
        let before = net.devices[1].clone();
        assert!(matches!(
            net.devices[1].receive(&message),
            Err(RemoteError::NotTheirMove {
                number: 3,
                seat: Seat(1)
            })
        ));
        assert_eq!(net.devices[1], before);
    }
}

#[test]
fn a_secret_that_does_not_match_its_commitment_is_refused() {
    let (mut net, mut rng) = glux_pair(13);
    net.play_out(&mut rng);
    let mut message = net.devices[0].update_for(Seat(1)).unwrap();
    let Message::Update(t) = &mut message else {
        panic!()
    };
    assert!(!t.reveals.is_empty());
    t.reveals[0].1.seed[0] ^= 1;
    let mut fresh = net.devices[1].clone();
    fresh.reveals = Default::default();
    let before = fresh.clone();
    assert_eq!(
        fresh.receive(&message),
        Err(RemoteError::BadCommitment { seat: Seat(0) })
    );
    assert_eq!(fresh, before);
}

#[test]
fn a_start_or_an_opening_with_a_changed_share_is_a_bad_commitment() {
    // The creating device tells seat 1 a draw share for seat 0 other than the one it committed to.
    let mut rng = ChaCha8Rng::seed_from_u64(14);
    let elsewhere = SeatSet::from_bits(0b10);
    let mut creator =
        Session::<PlayedGame>::create(glux_setup(2, elsewhere), elsewhere, &mut random32(&mut rng)).unwrap();
    let Some((_, Message::Invitation(invitation))) = creator.outbox().pop() else {
        panic!()
    };
    let (mut far, reply) = Session::<PlayedGame>::join(&invitation, "B", &mut random32(&mut rng)).unwrap();
    creator.receive(&reply).unwrap();
    let Some((_, Message::Start(start))) = creator.outbox().pop() else {
        panic!()
    };
    let mut changed = start.clone();
    changed.shares[0].1[0] ^= 1;
    let before = far.clone();
    assert_eq!(
        far.receive(&Message::Start(changed)),
        Err(RemoteError::BadCommitment { seat: Seat(0) })
    );
    assert_eq!(far, before);
    assert_eq!(far.receive(&Message::Start(start)), Ok(Received::Seated));
    // The joined device shows (and signs) another share than it committed to.
    let mut liar = far.clone();
    liar.shares[Seat(1)].as_mut().unwrap()[0] ^= 1;
    let (_, lie) = liar.outbox().pop().unwrap();
    let before = creator.clone();
    assert_eq!(
        creator.receive(&lie),
        Err(RemoteError::BadCommitment { seat: Seat(1) })
    );
    assert_eq!(creator, before);
    let (_, reveal) = far.outbox().pop().unwrap();
    creator.receive(&reveal).unwrap();
    // A first table whose opening changes the joined device's own share.
    let mut message = creator.update_for(Seat(1)).unwrap();
    let Message::Update(t) = &mut message else {
        panic!()
    };
    t.opening = Some(glux::remote::message::Opening {
        shares: vec![creator.shares[Seat(0)].unwrap(), [9; 16]],
    });
    let mut fresh = far.clone();
    fresh.game = None;
    let before = fresh.clone();
    assert_eq!(
        fresh.receive(&message),
        Err(RemoteError::BadCommitment { seat: Seat(1) })
    );
    assert_eq!(fresh, before);
}

#[test]
fn moves_before_the_start_wait_for_it() {
    let mut rng = ChaCha8Rng::seed_from_u64(15);
    let elsewhere = SeatSet::from_bits(0b110);
    let creator =
        Session::<PlayedGame>::create(glux_setup(3, elsewhere), elsewhere, &mut random32(&mut rng)).unwrap();
    let invitations = creator.outbox();
    assert_eq!(invitations.len(), 2);
    let Message::Invitation(i2) = &invitations[1].1 else {
        panic!()
    };
    let (mut far, _) = Session::<PlayedGame>::join(i2, "C", &mut random32(&mut rng)).unwrap();
    assert_eq!(far.waiting_for(), Some(Seat(0)));
    // An invitation opened twice on the joined device.
    assert_eq!(far.receive(&invitations[1].1), Err(RemoteError::Repeated));
}

#[test]
fn either_game_goes_through_one_session_type_from_invitation_to_a_kept_game() {
    use glux::app::kind::GameKind;
    use glux::app::registry::{game_of_frame, remote};
    for (name, setup) in [
        ("glux", glux_setup(2, SeatSet::from_bits(2))),
        ("glak", glak_setup(2, SeatSet::from_bits(2))),
    ] {
        let mut rng = ChaCha8Rng::seed_from_u64(31);
        let game = GameKind::from_id(name).unwrap();
        let mut creator = remote(game)
            .create(setup, SeatSet::from_bits(2), &mut random32(&mut rng))
            .unwrap();
        assert_eq!(creator.game_name(), name);
        assert_eq!(creator.waiting_for(), Some(Seat(1)));
        let (seat, invitation) = creator.outbox().pop().unwrap();
        assert_eq!(seat, Seat(1));
        let Message::Invitation(invitation) = Message::from_text(&invitation).unwrap() else {
            panic!()
        };
        assert_eq!(game_of_frame(Some(invitation.game)), Some(game));
        let other = GameKind::ALL.into_iter().find(|&g| g != game).unwrap();
        assert_eq!(
            remote(other)
                .join(&invitation, "Bea", &mut random32(&mut rng))
                .err(),
            Some(RemoteError::OtherGame),
            "an invitation to one game is refused as another's"
        );
        let (far, reply) = remote(game)
            .join(&invitation, "  Bea  ", &mut random32(&mut rng))
            .unwrap();
        assert_eq!(far.names()[1], "Bea");
        assert!(!far.started() && !far.is_creator());
        creator.receive(&Message::from_text(&reply).unwrap()).unwrap();
        assert!(!creator.started() && creator.joined(Seat(1)));
        let mut far = far;
        let (_, start) = creator.outbox().pop().unwrap();
        far.receive(&Message::from_text(&start).unwrap()).unwrap();
        assert_eq!(far.fingerprint(), creator.fingerprint());
        let (_, reveal) = far.outbox().pop().unwrap();
        creator.receive(&Message::from_text(&reveal).unwrap()).unwrap();
        assert!(creator.started());
        let kept = serde_json::to_string(&creator.saved()).unwrap();
        let back = remote(game).kept(&serde_json::from_str(&kept).unwrap()).unwrap();
        assert_eq!(back, creator);
        assert!(
            remote(other).kept(&creator.saved()).is_err(),
            "a kept game of another game"
        );
        let mut chess = creator.saved();
        chess.game = "chess".into();
        assert!(remote(game).kept(&chess).is_err());
    }
}

#[test]
fn a_device_that_joined_keeps_its_reply_then_its_share_to_send_until_the_game_starts() {
    let mut rng = ChaCha8Rng::seed_from_u64(41);
    let elsewhere = SeatSet::from_bits(0b10);
    let mut creator =
        Session::<PlayedGame>::create(glux_setup(2, elsewhere), elsewhere, &mut random32(&mut rng)).unwrap();
    let Some((_, Message::Invitation(invitation))) = creator.outbox().pop() else {
        panic!()
    };
    let (mut far, reply) = Session::<PlayedGame>::join(&invitation, "Bea", &mut random32(&mut rng)).unwrap();
    assert_eq!(far.outbox(), vec![(Seat(0), reply.clone())]);
    assert_eq!(far.waiting_for(), Some(Seat(0)));
    creator.receive(&reply).unwrap();
    // The whole table goes to the joined device, whose share comes back; the creating device
    // starts, and its first link starts the game on the other (if it moves first).
    let (_, start) = creator.outbox().pop().unwrap();
    assert_eq!(far.receive(&start), Ok(Received::Seated));
    let (to, reveal) = far.outbox().pop().unwrap();
    assert!(to == Seat(0) && matches!(reveal, Message::Reveal(_)));
    assert!(matches!(creator.receive(&reveal), Ok(Received::Shown(Seat(1)))));
    if creator.game().unwrap().to_act() == Some(Seat(0)) {
        let next = creator.game().unwrap().random_move(&mut rng);
        creator.update(next).unwrap();
        let (to, net) = creator.outbox().pop().unwrap();
        assert_eq!(to, Seat(1));
        assert!(matches!(far.receive(&net), Ok(Received::Moves(1))));
    } else {
        let (_, net) = creator.outbox().pop().unwrap();
        assert!(matches!(far.receive(&net), Ok(Received::Revealed)));
    }
    assert!(
        far.outbox().is_empty(),
        "no reply or reveal once the game has started"
    );
}

#[test]
fn a_game_kept_before_moves_were_signed_still_opens_and_its_old_links_say_why_they_are_refused() {
    // A kept session as the first format wrote it: no keys, signing keys or signatures, and draw
    // commitments for the creating device's seats only.
    let (mut net, mut rng) = glux_pair(60);
    advance(&mut net, 6, &mut rng);
    for device in &net.devices {
        let mut value = serde_json::to_value(device.saved("glux")).unwrap();
        let kept = value.as_object_mut().unwrap();
        for field in ["keys", "signing", "signatures", "rescinded", "answer", "opened"] {
            kept.remove(field);
        }
        let draws = kept["draw_commitments"].as_array_mut().unwrap();
        draws[1] = serde_json::Value::Null;
        let old: glux::remote::record::SavedSession = serde_json::from_value(value).unwrap();
        let back = Session::<PlayedGame>::from_saved(&old).unwrap();
        assert_eq!(back.game().unwrap().moves(), device.game().unwrap().moves());
        assert_eq!(back.names, device.names);
    }
    // A link of the first format names itself.
    let mut bytes = net.devices[0].update_for(Seat(1)).unwrap().to_bytes();
    bytes[0] = 1;
    let text = base64::Engine::encode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, bytes);
    assert_eq!(Message::from_text(&text), Err(RemoteError::OldVersion));
}
