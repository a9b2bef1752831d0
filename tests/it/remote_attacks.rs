//! Games between devices against devices that lie: each attack an outside review found, played as
//! the attacker would (a device that forges an invitation, changes or invents a relayed move, forges
//! a handover, never reveals, steers the draw, shows different tables to different devices), and a
//! property test with a relaying device that tampers with, drops, reorders or invents messages at
//! random over thousands of seeded 3- and 4-player games.
#![cfg(not(target_arch = "wasm32"))]

use crate::remote::{
    APP, Network, RandomMove, elsewhere_for, export, glak_setup, glux_setup, random32, same_everywhere,
    verify_file,
};
use glux::core::seat::{Seat, SeatSet};
use glux::glak::Recorder;
use glux::glux::{PlayedGame, RecordedAction};
use glux::remote::message::{FRAGMENT_KEY, Handover, Invitation, Message, Update};
use glux::remote::secret::{self, SeatKey};
use glux::remote::session::Received;
use glux::remote::{RemoteError, RemoteGame, Session, Verification};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A three-player Glüx game (seats 1 and 2 on devices of their own), started.
fn glux_three(seed: u64) -> (Network<PlayedGame>, ChaCha8Rng) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let elsewhere = SeatSet::from_bits(0b110);
    let net = Network::<PlayedGame>::new(glux_setup(3, elsewhere), elsewhere, &mut rng);
    (net, rng)
}

/// The device whose seat is to act, if it is on a device.
fn mover<G: RemoteGame>(net: &Network<G>) -> Option<usize> {
    net.devices.iter().position(|d| {
        d.game()
            .ok()
            .and_then(G::to_act)
            .is_some_and(|s| d.mine.contains(s))
    })
}

/// Plays on, delivering each device's outbox at once, until `done` holds (or the game ends).
fn play_until<G: RandomMove>(
    net: &mut Network<G>,
    rng: &mut ChaCha8Rng,
    done: impl Fn(&Network<G>) -> bool,
) -> bool {
    for _ in 0..10_000 {
        if done(net) {
            return true;
        }
        let Some(d) = mover(net) else { return false };
        if net.devices[d].game().unwrap().is_over() {
            return false;
        }
        let next = net.devices[d].game().unwrap().random_move(rng);
        net.devices[d].update(next).unwrap();
        for (to, message) in net.devices[d].outbox() {
            let _ = net.device(to).receive(&message);
        }
    }
    false
}

/// The first invitation of a new game, and the creating device.
fn invitation(players: u8, elsewhere: SeatSet, rng: &mut ChaCha8Rng) -> (Session<PlayedGame>, Invitation) {
    let creator =
        Session::<PlayedGame>::create(glux_setup(players, elsewhere), elsewhere, &mut random32(rng)).unwrap();
    let Some((_, Message::Invitation(invitation))) = creator.outbox().into_iter().next() else {
        panic!("an invitation")
    };
    (creator, invitation)
}

#[test]
fn an_invitation_without_the_creating_seat_s_commitments_or_naming_a_phantom_seat_is_refused() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let (_, honest) = invitation(3, SeatSet::from_bits(0b110), &mut rng);
    let join =
        |i: &Invitation, rng: &mut ChaCha8Rng| Session::<PlayedGame>::join(i, "Eve", &mut random32(rng));
    assert!(join(&honest, &mut rng).is_ok());
    // Seat 0 marked elsewhere, with no commitment for it: the creating device could choose its
    // secret and share after the replies.
    let mut no_creator = honest.clone();
    no_creator.elsewhere = SeatSet::from_bits(0b111);
    no_creator.commitments.clear();
    assert_eq!(
        join(&no_creator, &mut rng).unwrap_err(),
        RemoteError::NotOffered { seat: Seat(0) }
    );
    // The creating seat's commitments left out.
    let mut missing = honest.clone();
    missing.commitments.clear();
    assert_eq!(
        join(&missing, &mut rng).unwrap_err(),
        RemoteError::BadCommitment { seat: Seat(0) }
    );
    // A seat committed twice, or a seat elsewhere committed by the creating device.
    let mut twice = honest.clone();
    twice.commitments.push(twice.commitments[0]);
    assert_eq!(
        join(&twice, &mut rng).unwrap_err(),
        RemoteError::BadCommitment { seat: Seat(0) }
    );
    let mut for_a_joiner = honest.clone();
    for_a_joiner
        .commitments
        .push((Seat(2), for_a_joiner.commitments[0].1));
    assert_eq!(
        join(&for_a_joiner, &mut rng).unwrap_err(),
        RemoteError::BadCommitment { seat: Seat(2) }
    );
    // A seat beyond the table (a phantom device).
    let mut phantom = honest.clone();
    phantom.elsewhere = SeatSet::from_bits(0b1110);
    assert_eq!(
        join(&phantom, &mut rng).unwrap_err(),
        RemoteError::NotOffered { seat: Seat(3) }
    );
    // Each refused through the link as well (what a person opens).
    let text = Message::Invitation(missing).to_text();
    let Message::Invitation(read) = Message::from_text(&text).unwrap() else {
        panic!()
    };
    assert!(join(&read, &mut rng).is_err());
}

#[test]
fn without_a_random_source_nothing_is_created_or_joined() {
    let elsewhere = SeatSet::from_bits(0b10);
    let mut none = || None;
    assert_eq!(
        Session::<PlayedGame>::create(glux_setup(2, elsewhere), elsewhere, &mut none).unwrap_err(),
        RemoteError::NoRandom
    );
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let (_, invitation) = invitation(2, elsewhere, &mut rng);
    assert_eq!(
        Session::<PlayedGame>::join(&invitation, "Bo", &mut none).unwrap_err(),
        RemoteError::NoRandom
    );
    // A source that fails part way (after the game's id) is refused too.
    let mut calls = 0;
    let mut fails = || {
        calls += 1;
        (calls < 3).then_some([7; 32])
    };
    assert_eq!(
        Session::<PlayedGame>::create(glux_setup(2, elsewhere), elsewhere, &mut fails).unwrap_err(),
        RemoteError::NoRandom
    );
}

/// The same game with its last move (another seat's) replaced by another legal one, as a relaying
/// device could write it.
fn with_last_move_changed(game: &PlayedGame, rng: &mut ChaCha8Rng) -> Option<PlayedGame> {
    let mut record = game.record().clone();
    let last = record.actions.pop()?;
    let before = PlayedGame::from_record(record).ok()?;
    let board = before.game().board_state().board().clone();
    let board = &board;
    let other = before
        .game()
        .legal_actions()
        .into_iter()
        .map(|a| RecordedAction::from_action(a, board))
        .filter(|a| *a != last)
        .collect::<Vec<_>>()
        .choose(rng)
        .copied()?;
    let mut changed = before;
    changed.play(other.to_action(board).ok()?).ok()?;
    Some(changed)
}

#[test]
fn a_relaying_device_can_neither_change_nor_invent_another_seat_s_move() {
    let mut changed_once = false;
    let mut invented_once = false;
    for seed in 0..30 {
        let (mut net, mut rng) = glux_three(300 + seed);
        // Device 1 has just received seat 0's move and is to act: it relays to device 2.
        let stop = rng.random_range(4..20);
        let at_relay = |t: &Network<PlayedGame>| {
            let Ok(g) = t.devices[1].game() else { return false };
            g.moves().len() >= stop
                && g.to_act() == Some(Seat(1))
                && g.moves().last().is_some_and(|(s, _)| *s == Seat(0))
        };
        if !play_until(&mut net, &mut rng, at_relay) {
            continue;
        }
        let victim = net.devices[2].clone();
        // Changed: seat 0's move rewritten, and device 1's own move signed on top of it.
        if let Some(changed) = with_last_move_changed(net.devices[1].game().unwrap(), &mut rng) {
            let mut liar = net.devices[1].clone();
            liar.game = Some(changed);
            let own = liar.game().unwrap().random_move(&mut rng);
            liar.update(own).unwrap();
            let message = liar.update_for(Seat(2)).unwrap();
            let mut device = victim.clone();
            let refused = device.receive(&message);
            assert!(
                matches!(
                    refused,
                    Err(RemoteError::BadSignature { seat: Seat(0) }) | Err(RemoteError::Illegal { .. })
                ),
                "seed {seed}: {refused:?}"
            );
            assert_eq!(device, victim, "nothing changes");
            changed_once |= matches!(refused, Err(RemoteError::BadSignature { .. }));
        }
        // Invented: device 1 plays seat 1's move, then makes up seat 2's... for device 0.
        let mut liar = net.devices[1].clone();
        let own = liar.game().unwrap().random_move(&mut rng);
        liar.update(own).unwrap();
        if liar.game().unwrap().to_act() == Some(Seat(2)) {
            let invented = liar.game().unwrap().random_move(&mut rng);
            liar.game = Some(invented);
            let message = liar.update_for(Seat(0)).unwrap();
            let before = net.devices[0].clone();
            assert_eq!(
                net.devices[0].receive(&message),
                Err(RemoteError::BadSignature { seat: Seat(2) }),
                "seed {seed}"
            );
            assert_eq!(net.devices[0], before);
            invented_once = true;
        }
        // A signature moved from one seat to another, or cut from the message.
        let mut honest = net.devices[1].clone();
        let own = honest.game().unwrap().random_move(&mut rng);
        honest.update(own).unwrap();
        let Message::Update(genuine) = honest.update_for(Seat(2)).unwrap() else {
            panic!()
        };
        let mut swapped = genuine.clone();
        for s in &mut swapped.signatures {
            s.seat = Seat((s.seat.0 + 1) % 3);
        }
        let mut cut = genuine.clone();
        cut.signatures.retain(|s| s.seat != Seat(0));
        for forged in [swapped, cut] {
            let mut device = victim.clone();
            assert!(matches!(
                device.receive(&Message::Update(forged)),
                Err(RemoteError::BadSignature { .. })
            ));
            assert_eq!(device, victim);
        }
        let mut device = victim.clone();
        assert!(
            device.receive(&Message::Update(genuine)).is_ok(),
            "the true relay is taken"
        );
    }
    assert!(changed_once && invented_once);
}

/// A handover of `seat` from move `from`, signed with `key`.
fn forged_handover(session: &Session<PlayedGame>, seat: Seat, from: u32, key: &SeatKey) -> Handover {
    let start = session.start_digest().unwrap();
    Handover {
        seat,
        from,
        rescinded: false,
        signature: key.sign(&secret::handover_statement(&start, seat.0, from)),
    }
}

#[test]
fn a_handover_forged_by_a_device_other_than_the_creating_seat_is_refused_even_backdated() {
    for seed in 0..20 {
        let (mut net, mut rng) = glux_three(400 + seed);
        let stop = rng.random_range(6..24);
        let ready = |t: &Network<PlayedGame>| {
            let Ok(g) = t.devices[1].game() else { return false };
            g.moves().len() >= stop && g.to_act() == Some(Seat(1))
        };
        if !play_until(&mut net, &mut rng, ready) {
            continue;
        }
        let now = net.devices[1].game().unwrap().moves().len() as u32;
        // Device 1 forges seat 2's handover (now, and backdated), with a key of its own making, and
        // plays on as seat 2 too.
        for (from, key) in [
            (now, SeatKey::from_random([3; 32])),
            (now / 2, SeatKey::from_random([4; 32])),
        ] {
            let mut liar = net.devices[1].clone();
            let handover = forged_handover(&liar, Seat(2), from, &key);
            liar.handovers.push(handover);
            let own = liar.game().unwrap().random_move(&mut rng);
            liar.update(own).unwrap();
            let message = liar.update_for(Seat(0)).unwrap();
            let before = net.devices[0].clone();
            assert_eq!(
                net.devices[0].receive(&message),
                Err(RemoteError::BadSignature { seat: Seat(0) }),
                "seed {seed}, from {from}"
            );
            assert_eq!(net.devices[0], before);
            // The creating device's kept game still opens, unchanged.
            let kept = serde_json::to_string(&net.devices[0].saved("glux")).unwrap();
            let back = Session::<PlayedGame>::from_saved(&serde_json::from_str(&kept).unwrap()).unwrap();
            assert_eq!(back, net.devices[0]);
        }
        // A true handover's signature copied onto another seat or move is refused as well.
        let mut creator = net.devices[0].clone();
        if creator.game().unwrap().to_act() == Some(Seat(1)) && creator.hand_over(Seat(1)).is_ok() {
            let mut moved = creator.handovers[0];
            moved.from = moved.from.saturating_sub(1);
            let mut liar = net.devices[2].clone();
            liar.handovers.push(moved);
            let message = liar.update_for(Seat(0)).unwrap();
            let mut other = net.devices[0].clone();
            assert!(other.receive(&message).is_err());
        }
    }
}

#[test]
fn a_seat_that_never_reveals_is_named_unverified_and_the_file_says_so() {
    let (mut net, mut rng) = glux_three(500);
    assert!(!play_until(&mut net, &mut rng, |_| false), "the game ends");
    // Every device sends its secrets but device 2, which keeps quiet.
    for d in [0, 1] {
        for (to, message) in net.devices[d].outbox() {
            let _ = net.device(to).receive(&message);
        }
    }
    for d in [0, 1] {
        assert_eq!(
            net.devices[d].verification(),
            Verification::Unverified(vec![Seat(2)]),
            "device {d}"
        );
    }
    let answer = verify_file(&export(&net.devices[0]));
    assert_eq!(answer["verified"], false);
    assert_eq!(answer["problems"][0]["seat"], 2);
    assert_eq!(
        answer["problems"][0]["what"],
        "its secret was never revealed: unverified"
    );
    // Once it does reveal, every draw checks out.
    for (to, message) in net.devices[2].outbox() {
        let _ = net.device(to).receive(&message);
    }
    assert_eq!(net.devices[0].verification(), Verification::Verified);
}

/// Device 0 hands over seat 1 while seat 1's move is already on its way to device 2; the two
/// branches meet in either order, and every device ends with the same game. Where device 2 holds
/// the move, it answers device 0, which takes its handover back (its bot's move is all that follows
/// it); where device 2 holds the handover, the handover stands and seat 1 has left.
#[test]
fn a_handover_of_a_seat_whose_move_is_on_its_way_gives_way_and_every_device_ends_alike() {
    let mut gave_way = [0, 0];
    for seed in 0..40u64 {
        let (mut net, mut rng) = glux_three(600 + seed);
        let stop = rng.random_range(4..30);
        // Seat 1 to act everywhere that matters, with seat 2 next.
        let ready = |t: &Network<PlayedGame>| {
            let Ok(g) = t.devices[1].game() else { return false };
            g.moves().len() >= stop
                && g.to_act() == Some(Seat(1))
                && t.devices[0].game().unwrap().moves() == g.moves()
        };
        if !play_until(&mut net, &mut rng, ready) {
            continue;
        }
        // Seat 1 moves; its link is on its way to device 2.
        let next = net.devices[1].game().unwrap().random_move(&mut rng);
        net.devices[1].update(next).unwrap();
        let genuine = net.devices[1].outbox();
        if genuine.len() != 1 || genuine[0].0 != Seat(2) {
            continue;
        }
        let genuine = genuine[0].1.clone();
        // Device 0, not seeing it, hands the seat to its bot, which moves.
        net.devices[0].hand_over(Seat(1)).unwrap();
        let bot = net.devices[0].game().unwrap().random_move(&mut rng);
        net.devices[0].update(bot).unwrap();
        let handed: Vec<_> = net.devices[0].outbox();
        let Some((_, handed)) = handed.into_iter().find(|(to, _)| *to == Seat(2)) else {
            continue;
        };
        let first_genuine = seed % 2 == 0;

        if first_genuine {
            // Device 2 has the move: the handover gives way, and device 2 answers device 0.
            let got = net.devices[2].receive(&genuine);
            assert!(
                matches!(got, Ok(Received::Moves(_) | Received::Started(_))),
                "seed {seed}: {got:?}"
            );
            let before = net.devices[2].game().unwrap().clone();
            assert_eq!(net.devices[2].receive(&handed), Ok(Received::Answered(Seat(1))));
            assert_eq!(net.devices[2].game().unwrap(), &before);
            let answer = net.devices[2]
                .outbox()
                .into_iter()
                .find(|(to, _)| *to == Seat(0))
                .expect("an answer for the creating device")
                .1;
            assert_eq!(net.devices[0].receive(&answer), Ok(Received::GaveWay(Seat(1))));
        } else {
            // Device 2 takes the handover first, then the seat's own move arrives: the handover
            // stands (only the creating seat could take it back), and nothing changes.
            assert!(net.devices[2].receive(&handed).is_ok());
            let before = net.devices[2].clone();
            assert!(matches!(
                net.devices[2].receive(&genuine),
                Err(RemoteError::HandedOver { seat: Seat(1), .. })
            ));
            assert_eq!(net.devices[2], before);
            net.departed = Some(Seat(1));
            net.sent.clear();
            net.play_out(&mut rng);
            let live: Vec<&Session<PlayedGame>> =
                net.devices.iter().filter(|d| d.device() != Seat(1)).collect();
            assert_eq!(live[0].game().unwrap().moves(), live[1].game().unwrap().moves());
            gave_way[1] += 1;
            continue;
        }
        gave_way[0] += 1;
        assert_eq!(net.devices[0].handed_over(Seat(1)), None);
        assert!(!net.devices[0].mine.contains(Seat(1)));
        assert!(
            net.devices[0]
                .rescinded
                .iter()
                .any(|r| r.seat == Seat(1) && r.rescinded)
        );
        // Old links of the dropped branch change nothing, and the game goes on to the end alike.
        net.sent.clear();
        net.sent
            .push((Seat(2), format!("{APP}{FRAGMENT_KEY}{}", handed.to_text())));
        net.play_out(&mut rng);
        same_everywhere(&net);
        for d in &net.devices {
            assert_eq!(d.verification(), Verification::Verified, "seed {seed}");
            // Every kept game opens again.
            let kept = serde_json::to_string(&d.saved("glux")).unwrap();
            assert!(Session::<PlayedGame>::from_saved(&serde_json::from_str(&kept).unwrap()).is_ok());
        }
    }
    assert!(gave_way[0] > 0 && gave_way[1] > 0, "{gave_way:?}");
}

#[test]
fn a_departed_seat_back_late_cannot_rewind_the_game() {
    let mut tried = 0;
    for seed in 0..20u64 {
        let (mut net, mut rng) = glux_three(650 + seed);
        let stop = rng.random_range(4..20);
        let ready = |t: &Network<PlayedGame>| {
            let Ok(g) = t.devices[0].game() else { return false };
            g.moves().len() >= stop
                && g.to_act() == Some(Seat(1))
                && t.devices[1].game().is_ok_and(|h| h.moves() == g.moves())
        };
        if !play_until(&mut net, &mut rng, ready) {
            continue;
        }
        // Seat 1's device goes quiet; the creating device hands its seat to its bot, and the game
        // goes on to the end (the creating device's seat moves after the bot, at the latest at
        // the end).
        let departed = net.devices[1].clone();
        net.devices[0].hand_over(Seat(1)).unwrap();
        net.departed = Some(Seat(1));
        net.sent.clear();
        for at_end in [false, true] {
            if at_end {
                net.play_out(&mut rng);
            } else if !play_until(&mut net, &mut rng, |t| {
                let ours = t.devices[0].game().unwrap().moves();
                let from = t.devices[0].handed_over(Seat(1)).unwrap() as usize;
                ours.iter().skip(from).any(|(s, _)| *s != Seat(1))
            }) {
                continue;
            }
            // Back, seat 1's device plays the move it was to make, and sends it.
            let mut back = departed.clone();
            let next = back.game().unwrap().random_move(&mut rng);
            back.update(next).unwrap();
            for to in [Seat(0), Seat(2)] {
                let Message::Update(mut t) = back.update_for(Seat(2)).unwrap() else {
                    panic!()
                };
                t.to = to;
                let device = net.device(to);
                let before = device.clone();
                let refused = device.receive(&Message::Update(t));
                assert!(
                    matches!(
                        refused,
                        Err(RemoteError::HandedOver { seat: Seat(1), .. }) | Err(RemoteError::NotStarted)
                    ),
                    "seed {seed}: {refused:?}"
                );
                assert_eq!(*device, before, "nothing rewinds");
            }
            tried += 1;
        }
    }
    assert!(tried > 10);
}

#[test]
fn a_signature_added_for_a_seat_that_has_not_moved_or_twice_for_one_is_refused() {
    let (mut net, mut rng) = glux_three(660);
    assert!(play_until(&mut net, &mut rng, |t| {
        t.devices[1]
            .game()
            .is_ok_and(|g| g.to_act() == Some(Seat(1)) && g.moves().len() > 4)
    }));
    let next = net.devices[1].game().unwrap().random_move(&mut rng);
    net.devices[1].update(next).unwrap();
    let Message::Update(genuine) = net.devices[1].update_for(Seat(2)).unwrap() else {
        panic!()
    };
    let victim = net.devices[2].clone();
    let first = genuine.signatures[0];
    let extra = [
        // A second entry for a seat, claiming a later move it has not made.
        glux::remote::message::Signed {
            moves: u32::MAX / 2,
            signature: [7; 64],
            ..first
        },
        // An entry for a seat of the receiving device that has not moved... or a seat beyond.
        glux::remote::message::Signed {
            seat: Seat(3),
            ..first
        },
    ];
    for bogus in extra {
        let mut t = genuine.clone();
        t.signatures.push(bogus);
        let mut device = victim.clone();
        assert!(
            matches!(
                device.receive(&Message::Update(t)),
                Err(RemoteError::BadSignature { .. })
            ),
            "{bogus:?}"
        );
        assert_eq!(device, victim, "nothing kept of it");
    }
    let mut device = victim.clone();
    assert!(device.receive(&Message::Update(genuine)).is_ok());
}

#[test]
fn no_share_is_shown_before_every_seat_has_committed_so_no_device_or_group_steers_the_draw() {
    // Seat 2 is a device the creating device controls in secret; seat 1 is honest.
    let mut rng = ChaCha8Rng::seed_from_u64(700);
    let elsewhere = SeatSet::from_bits(0b110);
    let mut creator =
        Session::<PlayedGame>::create(glux_setup(3, elsewhere), elsewhere, &mut random32(&mut rng)).unwrap();
    let invitations = creator.outbox();
    let join = |i: &Message, rng: &mut ChaCha8Rng| {
        let Message::Invitation(i) = i else { panic!() };
        Session::<PlayedGame>::join(i, "x", &mut random32(rng)).unwrap()
    };
    let (mut honest, reply) = join(&invitations[0].1, &mut rng);
    let honest_share = honest.shares[Seat(1)].unwrap();
    let contains = |haystack: &[u8], needle: &[u8]| haystack.windows(needle.len()).any(|w| w == needle);
    // The honest reply carries a commitment to the share, never the share.
    assert!(!contains(&reply.to_bytes(), &honest_share));
    creator.receive(&reply).unwrap();
    // Until the accomplice replies, the creating device shows no share of its own, and has none
    // of the honest seat's: nothing it could pass to its accomplice.
    assert!(
        creator
            .outbox()
            .iter()
            .all(|(_, m)| matches!(m, Message::Invitation(_)))
    );
    let (mut accomplice, reply) = join(&invitations[1].1, &mut rng);
    creator.receive(&reply).unwrap();
    let starts = creator.outbox();
    for (to, start) in &starts {
        assert!(matches!(start, Message::Start(_)));
        assert!(!contains(&start.to_bytes(), &honest_share));
        let device = if *to == Seat(1) {
            &mut honest
        } else {
            &mut accomplice
        };
        device.receive(start).unwrap();
    }
    // The accomplice, having seen the creating device's shares, shows (and signs) another share
    // than it committed to: refused.
    let mut steering = accomplice.clone();
    steering.shares[Seat(2)].as_mut().unwrap()[0] ^= 0x55;
    let Some((_, steered)) = steering.outbox().pop() else {
        panic!()
    };
    let before = creator.clone();
    assert_eq!(
        creator.receive(&steered),
        Err(RemoteError::BadCommitment { seat: Seat(2) })
    );
    assert_eq!(creator, before);
    // The honest seat's share, changed on its way (its signature no longer matches).
    let Some((_, Message::Reveal(mut changed))) = honest.outbox().pop() else {
        panic!()
    };
    changed.share[1] ^= 1;
    assert_eq!(
        creator.receive(&Message::Reveal(changed)),
        Err(RemoteError::BadSignature { seat: Seat(1) })
    );
    assert_eq!(creator, before);
    // The draw exists only once every true share is shown; the joined devices see the creating
    // device's shares first, so the creating device never learns the draw before them.
    assert!(creator.joint().is_none());
    for device in [&honest, &accomplice] {
        let (_, reveal) = device.outbox().pop().unwrap();
        creator.receive(&reveal).unwrap();
    }
    assert!(creator.game.is_some());
}

#[test]
fn in_a_two_player_game_the_joined_device_learns_the_draw_first() {
    let mut rng = ChaCha8Rng::seed_from_u64(701);
    let elsewhere = SeatSet::from_bits(0b10);
    let (mut creator, invitation) = invitation(2, elsewhere, &mut rng);
    let (mut far, reply) = Session::<PlayedGame>::join(&invitation, "Bo", &mut random32(&mut rng)).unwrap();
    creator.receive(&reply).unwrap();
    let (_, start) = creator.outbox().pop().unwrap();
    far.receive(&start).unwrap();
    assert!(far.joint().is_some() && creator.joint().is_none());
    let (_, reveal) = far.outbox().pop().unwrap();
    creator.receive(&reveal).unwrap();
    assert_eq!(far.joint(), creator.joint());
}

#[test]
fn a_creating_device_that_shows_different_tables_is_caught_by_the_fingerprint_and_the_signatures() {
    let mut rng = ChaCha8Rng::seed_from_u64(702);
    let elsewhere = SeatSet::from_bits(0b110);
    let mut creator =
        Session::<PlayedGame>::create(glux_setup(3, elsewhere), elsewhere, &mut random32(&mut rng)).unwrap();
    let invitations = creator.outbox();
    let mut devices = Vec::new();
    for (_, invitation) in &invitations {
        let Message::Invitation(i) = invitation else {
            panic!()
        };
        let (device, reply) = Session::<PlayedGame>::join(i, "x", &mut random32(&mut rng)).unwrap();
        creator.receive(&reply).unwrap();
        devices.push(device);
    }
    // To seat 2's device, the creating device swaps seat 1's key for one of its own.
    let starts = creator.outbox();
    let Message::Start(mut lie) = starts[1].1.clone() else {
        panic!()
    };
    let own = SeatKey::from_random([9; 32]);
    lie.seats[1].1.key = own.public();
    devices[0].receive(&starts[0].1).unwrap();
    devices[1].receive(&Message::Start(lie)).unwrap();
    let fingerprints: Vec<String> = devices.iter().map(|d| d.fingerprint().unwrap()).collect();
    assert_eq!(fingerprints[0], creator.fingerprint().unwrap());
    assert_ne!(
        fingerprints[0], fingerprints[1],
        "people comparing fingerprints see the lie"
    );
    // Eight groups of five digits (about 133 bits), from a start digest links carry 128 bits of.
    assert_eq!(fingerprints[0].split(' ').count(), 8);
    assert!(
        fingerprints[0]
            .split(' ')
            .all(|g| g.len() == 5 && g.bytes().all(|b| b.is_ascii_digit()))
    );
    assert_eq!(secret::START_BYTES, 16);
}

#[test]
fn glux_verify_checks_signatures_says_unhidden_bags_cannot_be_verified_and_reports_replay_failures() {
    let (mut net, mut rng) = crate::remote::glux_pair(800);
    net.play_out(&mut rng);
    let file = export(&net.devices[0]);
    assert_eq!(verify_file(&file)["verified"], true);
    // Each seat's last signature covers the secret it revealed.
    for d in &net.devices {
        for seat in [Seat(0), Seat(1)] {
            assert!(
                d.signatures[seat].unwrap().revealed,
                "seat {seat:?}'s reveal is signed"
            );
        }
    }
    // A revealed secret swapped for another (which does not match the signature over it).
    let mut value: serde_json::Value = serde_json::from_str(&file).unwrap();
    value["remote"]["signatures"][0]["revealed"] = false.into();
    let answer = verify_file(&value.to_string());
    assert_eq!(answer["verified"], false);
    assert_eq!(answer["problems"][0]["seat"], 0);
    assert_eq!(
        verify_file(&file)["fingerprint"],
        net.devices[1].fingerprint().unwrap()
    );
    // A signature changed in the file: named.
    let mut value: serde_json::Value = serde_json::from_str(&file).unwrap();
    let signature = value["remote"]["signatures"][1]["signature"]
        .as_str()
        .unwrap()
        .to_string();
    let mut bytes = signature.into_bytes();
    bytes[5] = if bytes[5] == b'A' { b'B' } else { b'A' };
    value["remote"]["signatures"][1]["signature"] = String::from_utf8(bytes).unwrap().into();
    let answer = verify_file(&value.to_string());
    assert_eq!(answer["verified"], false);
    assert_eq!(answer["problems"][0]["seat"], 1);
    assert!(
        answer["problems"][0]["what"]
            .as_str()
            .unwrap()
            .contains("signature")
    );
    // A key swapped: the fingerprint changes, and the signatures no longer match.
    let mut value: serde_json::Value = serde_json::from_str(&file).unwrap();
    let key = value["remote"]["keys"][0].clone();
    value["remote"]["keys"][0] = value["remote"]["keys"][1].clone();
    value["remote"]["keys"][1] = key;
    let answer = verify_file(&value.to_string());
    assert_eq!(answer["verified"], false);
    assert_ne!(answer["fingerprint"], net.devices[1].fingerprint().unwrap());
    // A game whose bags were never hidden (played on one device), with this remote part.
    let mut open = PlayedGame::new(glux::glux::GameSetup::new(2, 5), vec!["A".into(), "B".into()]).unwrap();
    while !open.game().is_over() {
        let action = *open.game().legal_actions().choose(&mut rng).unwrap();
        open.play(action).unwrap();
    }
    let mut value = serde_json::to_value(open.record()).unwrap();
    value["remote"] = serde_json::to_value(net.devices[0].remote_record()).unwrap();
    let answer = verify_file(&value.to_string());
    assert_eq!(answer["verified"], false);
    assert!(
        answer["problems"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["what"].as_str().unwrap().contains("never hidden")),
        "{answer}"
    );
    // A record that does not replay.
    let mut value: serde_json::Value = serde_json::from_str(&file).unwrap();
    let actions = value["actions"].as_array_mut().unwrap();
    let first = actions[3].clone();
    actions[5] = first;
    let answer = verify_file(&value.to_string());
    assert_eq!(answer["verified"], false);
    assert!(
        answer["problems"][0]["what"]
            .as_str()
            .unwrap()
            .contains("does not replay")
    );
    // The record's setup changed (another board of the same squares), its moves and signatures kept.
    let mut value: serde_json::Value = serde_json::from_str(&file).unwrap();
    let board =
        include_str!("../../src/glux/boards/two-player.txt").replace("name: two-player", "name: my-board");
    value["board"] = board.into();
    let answer = verify_file(&value.to_string());
    assert_eq!(answer["verified"], false, "{answer}");
    assert!(
        answer["problems"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["what"].as_str().unwrap().contains("setup")),
        "{answer}"
    );
    // A file from before moves were signed cannot be verified.
    let mut value: serde_json::Value = serde_json::from_str(&file).unwrap();
    for field in ["setup", "keys", "draw_commitments", "signatures"] {
        value["remote"].as_object_mut().unwrap().remove(field);
    }
    let answer = verify_file(&value.to_string());
    assert_eq!(answer["verified"], false);
    assert!(
        answer["problems"][0]["what"]
            .as_str()
            .unwrap()
            .contains("before moves were signed")
    );
}

/// What a tampering relay does to a message on its way.
fn tamper(message: &Message, rng: &mut ChaCha8Rng) -> Option<Message> {
    let mut bytes = message.to_bytes();
    match rng.random_range(0..4) {
        // A byte changed anywhere.
        0 => {
            let i = rng.random_range(1..bytes.len());
            bytes[i] ^= 1 << rng.random_range(0..8);
        }
        // The game's bytes cut short (its last moves dropped).
        1 => {
            let cut = rng.random_range(1..8).min(bytes.len() - 20);
            bytes.truncate(bytes.len() - cut);
        }
        // A signature or handover swapped for another seat's, or the reveals dropped.
        2 => {
            let Message::Update(t) = message else { return None };
            let mut t: Update = t.clone();
            match rng.random_range(0..3) {
                0 if t.signatures.len() > 1 => t.signatures.swap(0, 1),
                0 | 1 => {
                    let i = rng.random_range(0..t.signatures.len().max(1));
                    if let Some(s) = t.signatures.get_mut(i) {
                        s.moves = s.moves.saturating_sub(1);
                    }
                }
                _ => {
                    if let Some(s) = t.signatures.first_mut() {
                        s.signature[rng.random_range(0..64)] ^= 1;
                    }
                }
            }
            return Some(Message::Update(t));
        }
        // Bytes appended to the game (a made-up move).
        _ => {
            for _ in 0..rng.random_range(1..4) {
                bytes.push(rng.random());
            }
        }
    }
    Message::from_bytes(&bytes).ok()
}

/// What a message leaves of a device's game: moves, handovers, reveals.
type Effect<M> = (Option<Vec<(Seat, M)>>, usize, usize);

fn effect<G: RemoteGame>(device: &Session<G>) -> Effect<G::Move> {
    (
        device.game.as_ref().map(G::moves),
        device.handovers.len(),
        device.reveals.0.iter().flatten().count(),
    )
}

/// Plays a game whose device `relay` tampers with, drops, reorders and invents what it sends; every
/// tampered message is refused by the honest device it reaches (or changes nothing the true one
/// would not), and the honest devices end with the same game, verified.
fn tampered_game<G: RandomMove>(
    setup: Vec<u8>,
    elsewhere: SeatSet,
    relay: Seat,
    rng: &mut ChaCha8Rng,
) -> usize {
    let mut refused = 0;
    let mut net = Network::<G>::new(setup, elsewhere, rng);
    let mut pending: Vec<(Seat, Message)> = Vec::new();
    let collect = |device: &Session<G>, pending: &mut Vec<(Seat, Message)>| {
        for out in device.outbox() {
            if !pending.contains(&out) {
                pending.push(out);
            }
        }
    };
    for _ in 0..100_000 {
        if net
            .devices
            .iter()
            .all(|d| d.game().is_ok_and(G::is_over) && matches!(d.verification(), Verification::Verified))
        {
            same_everywhere(&net);
            return refused;
        }
        if let Some(d) = mover(&net).filter(|_| pending.is_empty() || rng.random_bool(0.5)) {
            let next = net.devices[d].game().unwrap().random_move(rng);
            net.devices[d].update(next).unwrap();
            collect(&net.devices[d], &mut pending);
            continue;
        }
        // Nothing on its way (some of it dropped): every device sends what it has again.
        if pending.is_empty() {
            for d in &net.devices {
                collect(d, &mut pending);
            }
        }
        assert!(!pending.is_empty(), "nothing to deliver and nobody to move");
        // Reordered: any pending message may go next.
        let (to, message) = pending.swap_remove(rng.random_range(0..pending.len()));
        let from_relay = match &message {
            Message::Update(t) => net
                .devices
                .iter()
                .any(|d| d.device() == relay && d.mine.contains(t.from)),
            _ => false,
        };
        let device = net.device(to);
        if from_relay && rng.random_bool(0.4) {
            // Tampered, or invented on top of the true one.
            if let Some(forged) = tamper(&message, rng) {
                let before = device.clone();
                let mut honest = device.clone();
                let honest_result = honest.receive(&message);
                match device.receive(&forged) {
                    Err(e) => {
                        assert_eq!(*device, before, "refused ({e}) yet changed");
                        refused += 1;
                    }
                    Ok(_) => {
                        assert!(honest_result.is_ok(), "a forgery taken where the truth is not");
                        assert_eq!(effect(device), effect(&honest), "a forgery silently taken");
                    }
                }
            }
            // Dropped, now and then: the true message may come again from the outbox.
            if rng.random_bool(0.3) {
                continue;
            }
        }
        let device = net.device(to);
        match device.receive(&message) {
            Ok(_) => collect(device, &mut pending),
            Err(RemoteError::Repeated | RemoteError::NotStarted) => {}
            Err(e) => panic!("a true message refused: {e}"),
        }
    }
    panic!("the game did not end");
}

/// 3- and 4-player Glüx and GLAK games with a lying relay: 2,000 seeded games in four tests.
fn tampered_games(seeds: std::ops::Range<u64>) {
    let mut refused = 0;
    for seed in seeds {
        let mut rng = ChaCha8Rng::seed_from_u64(9000 + seed);
        let players = 3 + (seed % 2) as u8;
        let elsewhere = elsewhere_for(players, &mut rng);
        // The liar: the creating device (which relays everything live), or a device elsewhere.
        let devices: Vec<Seat> = std::iter::once(Seat(0)).chain(elsewhere.iter()).collect();
        let relay = *devices.choose(&mut rng).unwrap();
        refused += if seed % 4 == 3 {
            tampered_game::<Recorder>(glak_setup(players, elsewhere), elsewhere, relay, &mut rng)
        } else {
            tampered_game::<PlayedGame>(glux_setup(players, elsewhere), elsewhere, relay, &mut rng)
        };
    }
    // Every game's liar is caught many times over.
    assert!(refused > 1000, "{refused} forgeries refused");
}

#[test]
fn a_lying_relay_is_refused_or_changes_nothing_in_games_0_to_500() {
    tampered_games(0..500);
}

#[test]
fn a_lying_relay_is_refused_or_changes_nothing_in_games_500_to_1000() {
    tampered_games(500..1000);
}

#[test]
fn a_lying_relay_is_refused_or_changes_nothing_in_games_1000_to_1500() {
    tampered_games(1000..1500);
}

#[test]
fn a_lying_relay_is_refused_or_changes_nothing_in_games_1500_to_2000() {
    tampered_games(1500..2000);
}

#[test]
fn the_live_relay_passes_on_only_the_open_game_s_tables_from_the_device_on_that_channel() {
    use glux::remote::live::{Arrival, arrival};
    let (mut net, mut rng) = glux_three(900);
    let id = net.devices[0].id;
    assert!(play_until(&mut net, &mut rng, |t| {
        t.devices[1]
            .game()
            .is_ok_and(|g| g.to_act() == Some(Seat(1)) && g.moves().len() > 3)
    }));
    let next = net.devices[1].game().unwrap().random_move(&mut rng);
    net.devices[1].update(next).unwrap();
    let for_2 = net.devices[1].update_for(Seat(2)).unwrap().to_text();
    let for_0 = net.devices[1].update_for(Seat(0)).unwrap().to_text();
    // On the creating device: device 1's table for device 2, over device 1's channel, is passed on;
    // its table for the creating device is checked here.
    assert_eq!(arrival(id, Seat(0), Seat(1), &for_2), Arrival::Forward(Seat(2)));
    assert_eq!(arrival(id, Seat(0), Seat(1), &for_0), Arrival::Take);
    // The same over device 2's channel (device 2 speaking for device 1), another game's message,
    // a start or an invitation sent by a device elsewhere, and text that is no message: dropped.
    assert_eq!(arrival(id, Seat(0), Seat(2), &for_2), Arrival::Drop);
    assert_eq!(arrival(id, Seat(0), Seat(2), &for_0), Arrival::Drop);
    assert_eq!(arrival([0; 8], Seat(0), Seat(1), &for_2), Arrival::Drop);
    assert_eq!(arrival(id, Seat(0), Seat(1), "hello"), Arrival::Drop);
    let mut rng2 = ChaCha8Rng::seed_from_u64(901);
    let (_, other) = invitation(2, SeatSet::from_bits(0b10), &mut rng2);
    let mut invite = other;
    invite.id = id;
    assert_eq!(
        arrival(id, Seat(0), Seat(1), &Message::Invitation(invite).to_text()),
        Arrival::Drop
    );
    // On a joined device, only what comes over the creating device's channel is taken.
    assert_eq!(arrival(id, Seat(2), Seat(0), &for_2), Arrival::Take);
    assert_eq!(arrival(id, Seat(2), Seat(1), &for_2), Arrival::Drop);
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 600, ..Default::default() })]

    /// The fuzz targets' entry points (`make fuzz`) on arbitrary bytes.
    #[test]
    fn arbitrary_messages_signals_and_tampered_tables_never_panic_and_refusals_change_nothing(
        data in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..300)
    ) {
        glux::remote::fuzzing::read_message(&data);
        glux::remote::fuzzing::read_signal(&data);
        glux::remote::fuzzing::receive_on_started(&data);
    }
}

#[test]
fn the_fuzz_entry_points_take_every_true_message_of_a_game() {
    // Every true message of a seeded game reads back as written, and an unchanged true table is
    // taken or refused as old by every device without changing anything it should not.
    let (mut net, mut rng) = glux_three(950);
    assert!(!play_until(&mut net, &mut rng, |_| false));
    for d in &net.devices {
        for (_, message) in d.outbox() {
            glux::remote::fuzzing::read_message(&message.to_bytes());
        }
    }
    glux::remote::fuzzing::receive_on_started(&[1]);
    glux::remote::fuzzing::receive_on_started(&[3, 40, 1, 41, 2]);
}

#[test]
fn an_invitation_with_every_commitment_and_key_still_fits_a_qr_code_a_phone_scans() {
    // The longest invitation: four players, three seats on the creating device (each with its key
    // and two commitments), names of the longest a link carries.
    let mut longest = 0;
    for players in 2..=4u8 {
        for bits in 1..(1u8 << players) {
            let elsewhere = SeatSet::from_bits(bits & !1);
            if elsewhere.is_empty() {
                continue;
            }
            let mut rng = ChaCha8Rng::seed_from_u64(u64::from(bits));
            let (creator, _) = invitation(players, elsewhere, &mut rng);
            for (_, message) in creator.outbox() {
                longest = longest.max(format!("{APP}{FRAGMENT_KEY}{}", message.to_text()).len());
            }
        }
    }
    eprintln!("the longest invitation: {longest} characters");
    // With a live signal (about 150 characters) it stays under 858 bytes: a version-20 QR code at
    // the app's error correction (Low), 97 modules a side.
    assert!(longest <= 700, "an invitation of {longest} characters");
}
