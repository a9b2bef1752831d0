//! One device's side of a game between devices: what it was shown, what it keeps secret, the game
//! as it has it, what it should send, and the verification at the end. Pure: randomness comes in
//! from the caller, messages go out as values.
//!
//! Every move is signed by the seat that made it (from a handover on, a departed seat's moves by
//! the creating seat), and a seat's signature covers the whole game up to its latest move, so a link
//! carries one signature per seat. Every device checks every signature, every commitment and every
//! move before anything changes.

use super::message::{
    Commitments, GameId, Handover, Invitation, Message, Opening, Reply, Reveal, Signed, Start, Update,
};
use super::secret::{self, Digest, DrawShare, PublicKey, SeatKey, Secret};
use super::{RemoteError, RemoteGame};
use crate::core::link::FrameError;
use crate::core::seat::{MAX_SEATS, PerSeat, Seat, SeatSet};

/// The longest player name.
pub const MAX_NAME: usize = 16;

/// Fresh random bytes from the platform: `None` when it has no random source (then no game between
/// devices is created or joined: the clock is no secret).
pub type Random<'a> = &'a mut dyn FnMut() -> Option<[u8; 32]>;

/// One device's side of a game between devices.
#[derive(Clone, Debug, PartialEq)]
pub struct Session<G: RemoteGame> {
    /// The game's id.
    pub id: GameId,
    /// 2 to 4.
    pub players: u8,
    /// The seats on devices of their own (every other seat is on the creating device).
    pub elsewhere: SeatSet,
    /// The seats played on this device.
    pub mine: SeatSet,
    /// The game's setup as the invitation gave it (share-link bytes with no moves).
    pub setup: Vec<u8>,
    /// Each seat's name (empty while a seat elsewhere has not joined).
    pub names: Vec<String>,
    /// Each seat's key and commitments, as far as known here.
    pub commitments: PerSeat<Option<Commitments>>,
    /// Each seat's draw share, as far as shown here.
    pub shares: PerSeat<Option<DrawShare>>,
    /// The secrets of this device's seats: never sent before the game is over.
    secrets: PerSeat<Option<Secret>>,
    /// The signing keys of this device's seats: never sent.
    keys: PerSeat<Option<SeatKey>>,
    /// Other seats' secrets, revealed at the end.
    pub reveals: PerSeat<Option<Secret>>,
    /// Departed seats handed to the creating device, each signed by the creating seat.
    pub handovers: Vec<Handover>,
    /// Handovers the creating seat took back (signed), because their seat's own move had been made.
    pub rescinded: Vec<Handover>,
    /// Each seat's latest signature of the game (from a handover on, the creating seat signs for
    /// the departed seat).
    pub signatures: PerSeat<Option<Signed>>,
    /// A device this one owes its game: it sent a handover that gives way to a move held here.
    pub answer: Option<Seat>,
    /// Whether an update has arrived here (a joined device: the creating device has every share).
    pub opened: bool,
    /// The game, once every share is shown and the start is drawn.
    pub game: Option<G>,
}

/// A session's parts as kept between visits ([`super::record::SavedSession`]), the game aside.
#[derive(Clone, Debug)]
pub struct Parts {
    /// The game's id.
    pub id: GameId,
    /// 2 to 4.
    pub players: u8,
    /// The seats on devices of their own.
    pub elsewhere: SeatSet,
    /// The seats played on this device.
    pub mine: SeatSet,
    /// The setup bytes.
    pub setup: Vec<u8>,
    /// Each seat's name.
    pub names: Vec<String>,
    /// Each seat's key and commitments.
    pub commitments: PerSeat<Option<Commitments>>,
    /// Each seat's draw share.
    pub shares: PerSeat<Option<DrawShare>>,
    /// This device's secrets.
    pub secrets: PerSeat<Option<Secret>>,
    /// This device's signing keys.
    pub keys: PerSeat<Option<SeatKey>>,
    /// Others' revealed secrets.
    pub reveals: PerSeat<Option<Secret>>,
    /// Seats handed to the creating device.
    pub handovers: Vec<Handover>,
    /// Handovers taken back.
    pub rescinded: Vec<Handover>,
    /// Each seat's latest signature.
    pub signatures: PerSeat<Option<Signed>>,
    /// A device owed this device's game.
    pub answer: Option<Seat>,
    /// Whether an update has arrived.
    pub opened: bool,
}

/// What a message changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Received {
    /// A seat elsewhere joined (on the creating device).
    Joined(Seat),
    /// The whole table arrived from the creating device (on a joined device).
    Seated,
    /// A seat showed its draw share (on the creating device).
    Shown(Seat),
    /// The game started here (and this many moves arrived with the opening).
    Started(usize),
    /// This many moves arrived.
    Moves(usize),
    /// Secrets or a handover arrived.
    Revealed,
    /// A handover of this seat met its own move held here: this device answers with its game.
    Answered(Seat),
    /// A handover of this seat and the seat's own move met, and the creating seat decided: the game
    /// here goes on as the sender has it.
    GaveWay(Seat),
}

/// The outcome of checking every draw and signature of a finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verification {
    /// The game is not over.
    Pending,
    /// Every chip played came from its seat's bag (GLAK: nothing to check).
    Verified,
    /// The game is over, but these seats have not revealed their secrets: their draws are not
    /// checked (yet, or ever, if they never send them).
    Unverified(Vec<Seat>),
    /// The moves that do not match their seat's secret.
    Problems(Vec<Problem>),
}

/// A move that does not match its seat's secret.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The seat.
    pub seat: Seat,
    /// The move, counted from 1 in the record (0: the seat's secret itself).
    pub number: usize,
    /// What is wrong.
    pub kind: ProblemKind,
}

/// What is wrong with a seat's move or secret.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProblemKind {
    /// The seat played a piece other than what its hidden draws gave it (Glüx: a chip its bag did
    /// not give it), in the game's terms.
    Draw(super::Reason),
    /// The seat's revealed secret does not match its commitment.
    Commitment,
    /// The seat's secret was never revealed, so its draws cannot be checked.
    NotRevealed,
    /// The game's seed is not the one the draw shares give.
    Seed,
    /// The seat's draw share does not match its commitment.
    Share,
    /// The seat's signature of its moves is missing or does not match them.
    Signature,
    /// The game's bags were never hidden: nothing kept any draw secret, so nothing can be checked.
    BagsNotHidden,
    /// The record does not replay through the rules from this move on.
    Replay,
    /// The game was played before moves were signed: who made each move cannot be checked.
    Unsigned,
    /// The game's setup is not the one in the invitation the players joined.
    Setup,
    /// A handover the rules do not allow (of a seat on the creating device, not its turn, or twice).
    Handover,
}

impl Problem {
    /// The problem in English (the command line's words; the app has its own words).
    #[must_use]
    pub fn english(&self) -> String {
        match &self.kind {
            ProblemKind::Draw(reason) => reason.to_string(),
            ProblemKind::Commitment => "its revealed secret does not match its commitment".to_string(),
            ProblemKind::NotRevealed => "its secret was never revealed: unverified".to_string(),
            ProblemKind::Seed => "the game's seed is not the one the draw shares give".to_string(),
            ProblemKind::Share => "its draw share does not match its commitment".to_string(),
            ProblemKind::Signature => "its signature is missing or does not match its moves".to_string(),
            ProblemKind::BagsNotHidden => {
                "the bags were never hidden, so no draw can be verified".to_string()
            }
            ProblemKind::Replay => "the record does not replay through the rules from here".to_string(),
            ProblemKind::Setup => "the game's setup is not the one its players were invited to".to_string(),
            ProblemKind::Handover => "a handover the rules do not allow".to_string(),
            ProblemKind::Unsigned => {
                "the game was played before moves were signed: who made each move cannot be checked"
                    .to_string()
            }
        }
    }
}

/// Who signs move `index` of `seat`: the seat itself, or the creating seat from a handover on (one
/// not taken back).
#[must_use]
pub fn author(handovers: &[Handover], seat: Seat, index: usize) -> Seat {
    if handovers
        .iter()
        .any(|h| !h.rescinded && h.seat == seat && h.from as usize <= index)
    {
        Seat(0)
    } else {
        seat
    }
}

/// Each author's latest move (its index), as [`author`] names the authors.
fn latest_moves<M>(handovers: &[Handover], moves: &[(Seat, M)]) -> PerSeat<Option<usize>> {
    let mut latest = PerSeat::default();
    for (i, (seat, _)) in moves.iter().enumerate() {
        latest[author(handovers, *seat, i)] = Some(i);
    }
    latest
}

/// The running hash of a game after each of its moves (the first: before any move).
#[must_use]
pub fn chain<G: RemoteGame>(start: &Digest, moves: &[(Seat, G::Move)]) -> Vec<Digest> {
    let mut out = Vec::with_capacity(moves.len() + 1);
    let mut hash = secret::chain_start(start);
    out.push(hash);
    for (seat, mv) in moves {
        hash = secret::chain_next(&hash, seat.0, &G::move_bytes(mv));
        out.push(hash);
    }
    out
}

/// Checks that every seat that has moved signed the game up to its latest move (a signature that
/// says it covers the seat's revealed secret, with the secret in `secrets`), and every handover is
/// the creating seat's: the first seat whose signature is missing or wrong.
///
/// # Errors
/// [`RemoteError::BadSignature`] naming the seat.
pub fn check_signatures<G: RemoteGame>(
    start: &Digest,
    keys: &PerSeat<Option<PublicKey>>,
    moves: &[(Seat, G::Move)],
    handovers: &[Handover],
    signatures: &[Signed],
    secrets: &PerSeat<Option<Secret>>,
) -> Result<Vec<Digest>, RemoteError> {
    let known = Known {
        signature: &|_| false,
        handover: &|_| false,
    };
    check_signatures_beside::<G>(start, keys, moves, handovers, signatures, secrets, &known)
}

/// The seat of the first handover that is not one the rules allow: each of a seat elsewhere whose
/// turn it was, once per seat (a rescission: of a seat elsewhere).
#[must_use]
pub fn bad_handover<M>(elsewhere: SeatSet, moves: &[(Seat, M)], handovers: &[Handover]) -> Option<Seat> {
    let mut seen = SeatSet::EMPTY;
    handovers
        .iter()
        .find(|h| {
            if h.rescinded {
                return !elsewhere.contains(h.seat);
            }
            let turn = moves.get(h.from as usize).is_none_or(|(s, _)| *s == h.seat);
            let twice = seen.contains(h.seat);
            seen.insert(h.seat);
            !elsewhere.contains(h.seat) || (h.from as usize) > moves.len() || !turn || twice
        })
        .map(|h| h.seat)
}

/// An update's moves, the moves this device had before it, and whether the game started with it.
type MovesStarted<G> = (
    Vec<(Seat, <G as RemoteGame>::Move)>,
    Vec<(Seat, <G as RemoteGame>::Move)>,
    bool,
);

/// What a device checked before over the same moves: the signatures and handovers it holds.
struct Known<'a> {
    signature: &'a dyn Fn(&Signed) -> bool,
    handover: &'a dyn Fn(&Handover) -> bool,
}

/// [`check_signatures`], skipping the signatures and handovers this device checked before over the
/// same moves ([`Known`]): a message carries every seat's latest signature, and most of them
/// arrived with an earlier message.
fn check_signatures_beside<G: RemoteGame>(
    start: &Digest,
    keys: &PerSeat<Option<PublicKey>>,
    moves: &[(Seat, G::Move)],
    handovers: &[Handover],
    signatures: &[Signed],
    secrets: &PerSeat<Option<Secret>>,
    known: &Known<'_>,
) -> Result<Vec<Digest>, RemoteError> {
    for h in handovers.iter().filter(|h| !(known.handover)(h)) {
        let statement = if h.rescinded {
            secret::rescind_statement(start, h.seat.0, h.from)
        } else {
            secret::handover_statement(start, h.seat.0, h.from)
        };
        if !keys[Seat(0)].is_some_and(|k| secret::signed(&k, &statement, &h.signature)) {
            return Err(RemoteError::BadSignature { seat: Seat(0) });
        }
    }
    let hashes = chain::<G>(start, moves);
    let latest = latest_moves(handovers, moves);
    // Exactly one signature per seat that has moved, of the game up to its latest move: no other,
    // no second one (a device keeps what it is sent, and passes it on).
    let mut seen = SeatSet::EMPTY;
    for s in signatures {
        if latest[s.seat].is_none() || seen.contains(s.seat) {
            return Err(RemoteError::BadSignature { seat: s.seat });
        }
        seen.insert(s.seat);
    }
    for seat in Seat::all(MAX_SEATS as u8) {
        let Some(last) = latest[seat] else { continue };
        let covered = (last + 1) as u32;
        let good = signatures.iter().any(|s| {
            s.seat == seat
                && s.moves == covered
                && ((known.signature)(s)
                    || keys[seat].is_some_and(|k| {
                        let revealed = if s.revealed {
                            match &secrets[seat] {
                                Some(secret) => Some(secret),
                                None => return false,
                            }
                        } else {
                            None
                        };
                        let statement = secret::moves_statement(start, covered, &hashes[last + 1], revealed);
                        secret::signed(&k, &statement, &s.signature)
                    }))
        });
        if !good {
            return Err(RemoteError::BadSignature { seat });
        }
    }
    Ok(hashes)
}

impl<G: RemoteGame> Session<G> {
    fn empty(id: GameId, players: u8, elsewhere: SeatSet, setup: Vec<u8>, names: Vec<String>) -> Session<G> {
        Session {
            id,
            players,
            elsewhere,
            mine: SeatSet::EMPTY,
            setup,
            names,
            commitments: PerSeat::default(),
            shares: PerSeat::default(),
            secrets: PerSeat::default(),
            keys: PerSeat::default(),
            reveals: PerSeat::default(),
            handovers: Vec::new(),
            rescinded: Vec::new(),
            signatures: PerSeat::default(),
            answer: None,
            opened: false,
            game: None,
        }
    }

    /// Sits this device at `seat`: a fresh secret, draw share and key, and their commitments.
    fn sit(&mut self, seat: Seat, random: Random<'_>) -> Result<(), RemoteError> {
        let mut fresh = || random().ok_or(RemoteError::NoRandom);
        let secret = Secret::from_random(fresh()?);
        let share = share(fresh()?);
        let key = SeatKey::from_random(fresh()?);
        self.mine.insert(seat);
        self.commitments[seat] = Some(Commitments {
            key: key.public(),
            secret: secret.commitment(),
            draw: secret::draw_commitment(&share),
        });
        self.secrets[seat] = Some(secret);
        self.keys[seat] = Some(key);
        self.shares[seat] = Some(share);
        Ok(())
    }

    /// A new game on the creating device, which plays seat 0 and every seat not `elsewhere`.
    /// `setup` is the game's share-link bytes with no moves, naming the seats of this device (the
    /// names of seats elsewhere are filled as they join); `random` gives 32 fresh random bytes per
    /// call.
    ///
    /// # Errors
    /// [`RemoteError::NoRandom`] without a random source, [`RemoteError::NotOffered`] when seat 0
    /// is elsewhere or no seat is, [`RemoteError::Damaged`] for a setup that cannot be read.
    pub fn create(setup: Vec<u8>, elsewhere: SeatSet, random: Random<'_>) -> Result<Session<G>, RemoteError> {
        let names = G::read_names(&setup)?;
        let players = names.len() as u8;
        if elsewhere.contains(Seat(0)) || elsewhere.is_empty() || elsewhere.iter().any(|s| s.0 >= players) {
            return Err(RemoteError::NotOffered { seat: Seat(0) });
        }
        let mut id = [0; 8];
        id.copy_from_slice(&random().ok_or(RemoteError::NoRandom)?[..8]);
        let names = Seat::all(players)
            .map(|seat| {
                if elsewhere.contains(seat) {
                    String::new()
                } else {
                    clean_name(&names[seat.index()], seat)
                }
            })
            .collect();
        let mut session = Session::empty(id, players, elsewhere, setup, names);
        for seat in Seat::all(players).filter(|&s| !elsewhere.contains(s)) {
            session.sit(seat, random)?;
        }
        Ok(session)
    }

    /// The invitation for a seat elsewhere that has not joined yet.
    #[must_use]
    pub fn invitation(&self, seat: Seat) -> Option<Message> {
        if !self.elsewhere.contains(seat) || self.commitments[seat].is_some() || !self.is_creator() {
            return None;
        }
        let commitments = self
            .mine
            .iter()
            .filter_map(|s| Some((s, self.commitments[s]?)))
            .collect();
        Some(Message::Invitation(Invitation {
            game: G::LINK_GAME,
            id: self.id,
            seat,
            elsewhere: self.elsewhere,
            commitments,
            setup: self.setup.clone(),
        }))
    }

    /// Joins a game from its invitation as `name`: the session on this device, and the reply for
    /// the creating device.
    ///
    /// # Errors
    /// [`RemoteError::OtherGame`] for another game's invitation; [`RemoteError::NotOffered`] for an
    /// invitation that offers no seat, or names a seat that does not exist; [`RemoteError::BadCommitment`]
    /// for one that lacks a commitment of a seat on the creating device, or has one twice;
    /// [`RemoteError::NoRandom`] without a random source; [`RemoteError::Damaged`] for a setup that
    /// cannot be read.
    pub fn join(
        invitation: &Invitation,
        name: &str,
        random: Random<'_>,
    ) -> Result<(Session<G>, Message), RemoteError> {
        if invitation.game != G::LINK_GAME {
            return Err(RemoteError::OtherGame);
        }
        let names = G::read_names(&invitation.setup)?;
        let players = names.len() as u8;
        let seat = invitation.seat;
        let elsewhere = invitation.elsewhere;
        if seat.0 >= players || seat == Seat(0) || !elsewhere.contains(seat) {
            return Err(RemoteError::NotOffered { seat });
        }
        // The table names only seats that exist, and the creating device commits to each of its
        // own seats, once: otherwise it could choose its secrets and shares after the replies.
        if let Some(s) = elsewhere.iter().find(|s| s.0 >= players || *s == Seat(0)) {
            return Err(RemoteError::NotOffered { seat: s });
        }
        let mut session = Session::empty(
            invitation.id,
            players,
            elsewhere,
            invitation.setup.clone(),
            Vec::new(),
        );
        for &(s, commitments) in &invitation.commitments {
            if s.0 >= players || elsewhere.contains(s) || session.commitments[s].is_some() {
                return Err(RemoteError::BadCommitment { seat: s });
            }
            session.commitments[s] = Some(commitments);
        }
        if let Some(s) =
            Seat::all(players).find(|&s| !elsewhere.contains(s) && session.commitments[s].is_none())
        {
            return Err(RemoteError::BadCommitment { seat: s });
        }
        session.names = Seat::all(players)
            .map(|s| {
                if s == seat {
                    clean_name(name, seat)
                } else if elsewhere.contains(s) {
                    String::new()
                } else {
                    clean_name(&names[s.index()], s)
                }
            })
            .collect();
        session.sit(seat, random)?;
        let reply = session.reply().ok_or(RemoteError::NotOffered { seat })?;
        Ok((session, reply))
    }

    /// A session from its kept parts, not started: [`Session::resume`] replays its game.
    #[must_use]
    pub fn restore(parts: Parts) -> Session<G> {
        Session {
            id: parts.id,
            players: parts.players,
            elsewhere: parts.elsewhere,
            mine: parts.mine,
            setup: parts.setup,
            names: parts.names,
            commitments: parts.commitments,
            shares: parts.shares,
            secrets: parts.secrets,
            keys: parts.keys,
            reveals: parts.reveals,
            handovers: parts.handovers,
            rescinded: parts.rescinded,
            signatures: parts.signatures,
            answer: parts.answer,
            opened: parts.opened,
            game: None,
        }
    }

    /// The kept parts of this session (its game aside).
    #[must_use]
    pub fn parts(&self) -> Parts {
        Parts {
            id: self.id,
            players: self.players,
            elsewhere: self.elsewhere,
            mine: self.mine,
            setup: self.setup.clone(),
            names: self.names.clone(),
            commitments: self.commitments,
            shares: self.shares,
            secrets: self.secrets,
            keys: self.keys,
            reveals: self.reveals,
            handovers: self.handovers.clone(),
            rescinded: self.rescinded.clone(),
            signatures: self.signatures,
            answer: self.answer,
            opened: self.opened,
        }
    }

    /// Starts the game again and replays the moves of its kept bytes through the rules.
    ///
    /// # Errors
    /// [`RemoteError::NotStarted`] when a share is missing, or the move that does not replay.
    pub fn resume(&mut self, body: &[u8]) -> Result<(), RemoteError> {
        self.start()?;
        let (setup, moves) = G::read_moves(body)?;
        if setup != self.game()?.setup_bytes() {
            return Err(RemoteError::Disagrees { number: 0 });
        }
        self.game = Some(self.replay(&moves, None)?);
        Ok(())
    }

    /// The game from its start with these moves (on the creating device, each handover at its
    /// move); moves of this device's seats from `others_from` on are refused.
    fn replay(&self, moves: &[(Seat, G::Move)], others_from: Option<usize>) -> Result<G, RemoteError> {
        let mut copy = self.clone();
        copy.start()?;
        let mut game = copy.game.ok_or(RemoteError::NotStarted)?;
        for (i, (seat, mv)) in moves.iter().enumerate() {
            if self.is_creator() {
                for handed in self
                    .handovers
                    .iter()
                    .filter(|h| h.from as usize == i)
                    .map(|h| h.seat)
                {
                    game.hand_over(handed, self.handover_seed(handed, i as u32)?);
                }
            }
            if others_from.is_some_and(|from| i >= from) && self.mine.contains(*seat) {
                return Err(RemoteError::NotTheirMove {
                    number: i + 1,
                    seat: *seat,
                });
            }
            game.play(*seat, mv).map_err(|e| G::refusal(i + 1, *seat, e))?;
        }
        Ok(game)
    }

    /// The seed of a handed-over seat's new bag, from the creating device's own secret.
    fn handover_seed(&self, seat: Seat, from: u32) -> Result<[u8; 32], RemoteError> {
        let joint = self.joint().ok_or(RemoteError::NotStarted)?;
        let secret = self.secrets[Seat(0)].ok_or(RemoteError::NotStarted)?;
        Ok(secret.handover_seed(&joint, seat.0, from))
    }

    /// Hands a departed player's seat to the creating device (this one) while it waits for that
    /// seat to move: the seat's remaining chips are shuffled from a seed drawn from this device's
    /// own secret, and this device plays the seat from now on (a bot), signing its moves with the
    /// creating seat's key. The other devices learn it from the next message, signed by the
    /// creating seat, and the record says from which move. If the seat's move was on its way, the
    /// handover gives way to it when it arrives.
    ///
    /// # Errors
    /// [`RemoteError::NotOffered`] for a seat that is not elsewhere, already handed over, or not
    /// the one to move, or when this is not the creating device; [`RemoteError::NotStarted`]
    /// before the start.
    pub fn hand_over(&mut self, seat: Seat) -> Result<(), RemoteError> {
        let mut game = self.game()?.clone();
        let start = self.start_digest().ok_or(RemoteError::NotStarted)?;
        let key = self.keys[Seat(0)].ok_or(RemoteError::NotOffered { seat })?;
        if !self.is_creator()
            || !self.elsewhere.contains(seat)
            || self.handed_over(seat).is_some()
            || game.to_act() != Some(seat)
        {
            return Err(RemoteError::NotOffered { seat });
        }
        let from = game.moves().len() as u32;
        if self.rescinded.iter().any(|r| r.seat == seat && r.from == from) {
            return Err(RemoteError::NotOffered { seat });
        }
        game.hand_over(seat, self.handover_seed(seat, from)?);
        self.handovers.push(Handover {
            seat,
            from,
            rescinded: false,
            signature: key.sign(&secret::handover_statement(&start, seat.0, from)),
        });
        self.mine.insert(seat);
        self.game = Some(game);
        Ok(())
    }

    /// Whether a seat was handed to the creating device: the moves played before.
    #[must_use]
    pub fn handed_over(&self, seat: Seat) -> Option<u32> {
        self.handovers.iter().find(|h| h.seat == seat).map(|h| h.from)
    }

    /// The reply of a device that joined, for the creating device (until the whole table arrives).
    #[must_use]
    pub fn reply(&self) -> Option<Message> {
        let seat = self.device();
        if self.is_creator() {
            return None;
        }
        Some(Message::Reply(Reply {
            game: G::LINK_GAME,
            id: self.id,
            seat,
            name: self.names.get(seat.index())?.clone(),
            commitments: self.commitments[seat]?,
        }))
    }

    /// Whether this is the creating device.
    #[must_use]
    pub fn is_creator(&self) -> bool {
        self.mine.contains(Seat(0))
    }

    /// The device a seat is played on, named by its first seat: the seat itself if it is
    /// elsewhere, seat 0 (the creating device) otherwise.
    #[must_use]
    pub fn device_of(&self, seat: Seat) -> Seat {
        if self.elsewhere.contains(seat) {
            seat
        } else {
            Seat(0)
        }
    }

    /// This device, named as [`Session::device_of`] names it.
    #[must_use]
    pub fn device(&self) -> Seat {
        if self.is_creator() {
            Seat(0)
        } else {
            self.mine.iter().next().unwrap_or(Seat(0))
        }
    }

    /// The devices of the game other than this one (a departed seat's device no longer counts).
    pub fn other_devices(&self) -> impl Iterator<Item = Seat> + '_ {
        std::iter::once(Seat(0))
            .chain(self.elsewhere.iter().filter(|&s| self.handed_over(s).is_none()))
            .filter(move |&d| d != self.device())
    }

    /// Whether every seat has joined (its key and commitments are known here).
    #[must_use]
    pub fn all_joined(&self) -> bool {
        Seat::all(self.players).all(|s| self.commitments[s].is_some())
    }

    /// Whether every seat has joined and committed, and (on a joined device) the whole table has
    /// arrived: the table is fixed and its fingerprint known.
    #[must_use]
    pub fn seated(&self) -> bool {
        // A joined device is seated once the whole table has come from the creating device, with
        // the creating device's shares.
        self.all_joined()
            && Seat::all(self.players).all(|s| {
                !self.names[s.index()].is_empty() && (self.elsewhere.contains(s) || self.shares[s].is_some())
            })
    }

    /// The joint draw, once every share is shown.
    #[must_use]
    pub fn joint(&self) -> Option<Digest> {
        let shares: Option<Vec<DrawShare>> = Seat::all(self.players).map(|s| self.shares[s]).collect();
        Some(secret::joint_draw(&shares?))
    }

    /// Every seat's public key, as far as known.
    #[must_use]
    pub fn public_keys(&self) -> PerSeat<Option<PublicKey>> {
        PerSeat::from_fn(|s| self.commitments[s].map(|c| c.key))
    }

    /// The start digest, once every seat has joined: the game, the table, every name, key and
    /// commitment.
    #[must_use]
    pub fn start_digest(&self) -> Option<Digest> {
        if !self.seated() {
            return None;
        }
        let all: Vec<Commitments> = Seat::all(self.players)
            .map(|s| self.commitments[s])
            .collect::<Option<_>>()?;
        let keys: Vec<PublicKey> = all.iter().map(|c| c.key).collect();
        let secrets: Vec<Digest> = all.iter().map(|c| c.secret).collect();
        let draws: Vec<Digest> = all.iter().map(|c| c.draw).collect();
        Some(secret::start_digest(&secret::StartParts {
            game: G::LINK_GAME,
            id: &self.id,
            elsewhere: self.elsewhere.bits(),
            setup: &self.setup,
            names: &self.names,
            keys: &keys,
            commitments: &secrets,
            draw_commitments: &draws,
        }))
    }

    /// The table's fingerprint ([`secret::fingerprint`]), once every seat has joined: the same on
    /// every device of the game, for people to compare.
    #[must_use]
    pub fn fingerprint(&self) -> Option<String> {
        self.start_digest().map(|d| secret::fingerprint(&d))
    }

    /// Starts the game once every share is shown.
    fn start(&mut self) -> Result<(), RemoteError> {
        let joint = self.joint().ok_or(RemoteError::NotStarted)?;
        if self.start_digest().is_none() {
            return Err(RemoteError::NotStarted);
        }
        let bag_seeds = PerSeat::from_fn(|s| self.secrets[s].map(|secret| secret.bag_seed(&joint)));
        self.game = Some(G::start(
            &self.setup,
            secret::game_seed(&joint),
            &self.names,
            &bag_seeds,
        )?);
        Ok(())
    }

    /// The game once started.
    ///
    /// # Errors
    /// [`RemoteError::NotStarted`] before.
    pub fn game(&self) -> Result<&G, RemoteError> {
        self.game.as_ref().ok_or(RemoteError::NotStarted)
    }

    /// Signs, for every seat this device signs for, the game up to its latest move (once the game is
    /// over, with the secret the seat reveals).
    fn sign(&mut self) -> Result<(), RemoteError> {
        let secrets = self.known_secrets();
        let start = self.start_digest().ok_or(RemoteError::NotStarted)?;
        let moves = self.game()?.moves();
        let hashes = chain::<G>(&start, &moves);
        let latest = latest_moves(&self.handovers, &moves);
        for seat in Seat::all(self.players) {
            let (Some(last), Some(key)) = (latest[seat], self.keys[seat]) else {
                continue;
            };
            let covered = (last + 1) as u32;
            let revealed = secrets[seat].filter(|_| G::has_secrets());
            if self.signatures[seat].is_some_and(|s| s.moves == covered && s.revealed == revealed.is_some()) {
                continue;
            }
            let statement = secret::moves_statement(&start, covered, &hashes[last + 1], revealed.as_ref());
            self.signatures[seat] = Some(Signed {
                seat,
                moves: covered,
                revealed: revealed.is_some(),
                signature: key.sign(&statement),
            });
        }
        Ok(())
    }

    /// Whether this session's game is `game` or goes on from it: the same setup, and its moves
    /// begin with `game`'s. Such a game brings nothing new: a table that sent its game before it
    /// took the moves that came since (the two cross on a busy device) is behind, not wrong.
    #[must_use]
    pub fn holds(&self, game: &G) -> bool {
        self.game.as_ref().is_some_and(|ours| {
            ours.setup_bytes() == game.setup_bytes() && ours.moves().starts_with(&game.moves())
        })
    }

    /// Takes a new state of the game after moves made on this device (by a person here or a bot):
    /// every new move must be by a seat of this device. Signs them.
    ///
    /// # Errors
    /// [`RemoteError::NotStarted`], [`RemoteError::Disagrees`] when `game` does not continue this
    /// game, [`RemoteError::NotTheirMove`] for a move by a seat elsewhere.
    pub fn update(&mut self, game: G) -> Result<(), RemoteError> {
        let old = self.game()?.moves();
        let new = game.moves();
        if game.setup_bytes() != self.game()?.setup_bytes() {
            return Err(RemoteError::Disagrees { number: 0 });
        }
        if let Some(i) = old.iter().zip(&new).position(|(a, b)| a != b) {
            return Err(RemoteError::Disagrees { number: i + 1 });
        }
        if new.len() < old.len() {
            return Err(RemoteError::Disagrees {
                number: new.len() + 1,
            });
        }
        if let Some((i, (seat, _))) = new
            .iter()
            .enumerate()
            .skip(old.len())
            .find(|(_, (s, _))| !self.mine.contains(*s))
        {
            return Err(RemoteError::NotTheirMove {
                number: i + 1,
                seat: *seat,
            });
        }
        let mut next = self.clone();
        next.game = Some(game);
        next.sign()?;
        *self = next;
        Ok(())
    }

    /// Plays a move of one of this device's seats, and signs it.
    ///
    /// # Errors
    /// [`RemoteError::NotTheirMove`] when the seat to act is elsewhere, or the engine's refusal.
    pub fn play(&mut self, mv: &G::Move) -> Result<(), RemoteError> {
        let mut game = self.game()?.clone();
        let number = game.moves().len() + 1;
        let seat = game.to_act().ok_or(RemoteError::Repeated)?;
        if !self.mine.contains(seat) {
            return Err(RemoteError::NotTheirMove { number, seat });
        }
        game.play(seat, mv).map_err(|e| G::refusal(number, seat, e))?;
        self.update(game)
    }

    /// Takes a message from another device. On any problem nothing changes.
    ///
    /// # Errors
    /// The [`RemoteError`] saying what is wrong.
    pub fn receive(&mut self, message: &Message) -> Result<Received, RemoteError> {
        if message.game() != G::LINK_GAME {
            return Err(RemoteError::OtherGame);
        }
        if message.id() != self.id {
            return Err(RemoteError::OtherGame);
        }
        let mut next = self.clone();
        let received = match message {
            Message::Invitation(_) => return Err(RemoteError::Repeated),
            Message::Reply(reply) => next.receive_reply(reply)?,
            Message::Start(start) => next.receive_start(start)?,
            Message::Reveal(reveal) => next.receive_reveal(reveal)?,
            Message::Update(update) => next.receive_update(update)?,
        };
        *self = next;
        Ok(received)
    }

    fn receive_reply(&mut self, reply: &Reply) -> Result<Received, RemoteError> {
        let seat = reply.seat;
        if !self.is_creator() {
            return Err(RemoteError::WrongSeat { to: Seat(0) });
        }
        if !self.elsewhere.contains(seat) || seat.0 >= self.players {
            return Err(RemoteError::NotOffered { seat });
        }
        let name = clean_name(&reply.name, seat);
        if let Some(known) = self.commitments[seat] {
            let same = known == reply.commitments && self.names[seat.index()] == name;
            return Err(if same {
                RemoteError::Repeated
            } else {
                RemoteError::NotOffered { seat }
            });
        }
        // No two seats may share a key: each signs for itself alone.
        if Seat::all(self.players)
            .any(|s| self.commitments[s].is_some_and(|c| c.key == reply.commitments.key))
        {
            return Err(RemoteError::NotOffered { seat });
        }
        self.names[seat.index()] = name;
        self.commitments[seat] = Some(reply.commitments);
        Ok(Received::Joined(seat))
    }

    /// The whole update for a joined device, once every seat has joined: every name and
    /// commitment, and the creating device's draw shares.
    #[must_use]
    pub fn start_for(&self, to: Seat) -> Option<Message> {
        if !self.is_creator() || !self.seated() || !self.elsewhere.contains(to) {
            return None;
        }
        let seats = Seat::all(self.players)
            .map(|s| Some((self.names[s.index()].clone(), self.commitments[s]?)))
            .collect::<Option<Vec<_>>>()?;
        let shares = Seat::all(self.players)
            .filter(|&s| !self.elsewhere.contains(s))
            .filter_map(|s| Some((s, self.shares[s]?)))
            .collect();
        Some(Message::Start(Start {
            game: G::LINK_GAME,
            id: self.id,
            to,
            seats,
            shares,
        }))
    }

    fn receive_start(&mut self, start: &Start) -> Result<Received, RemoteError> {
        if self.is_creator() || !self.mine.contains(start.to) {
            return Err(RemoteError::WrongSeat { to: start.to });
        }
        if start.seats.len() != usize::from(self.players) {
            return Err(RemoteError::Damaged(FrameError::Number));
        }
        let mut next = self.clone();
        for (seat, (name, commitments)) in Seat::all(self.players).zip(&start.seats) {
            let name = clean_name(name, seat);
            let known_name = &self.names[seat.index()];
            if self.commitments[seat].is_some_and(|c| c != *commitments)
                || (!known_name.is_empty() && *known_name != name)
            {
                return Err(if self.seated() {
                    RemoteError::Disagrees { number: 0 }
                } else {
                    RemoteError::BadCommitment { seat }
                });
            }
            next.commitments[seat] = Some(*commitments);
            next.names[seat.index()] = name;
        }
        let keys: Vec<PublicKey> = start.seats.iter().map(|(_, c)| c.key).collect();
        if (1..keys.len()).any(|i| keys[..i].contains(&keys[i])) {
            return Err(RemoteError::BadCommitment { seat: Seat(0) });
        }
        // The creating device shows its own shares, and only those.
        let creating: Vec<Seat> = Seat::all(self.players)
            .filter(|&s| !self.elsewhere.contains(s))
            .collect();
        if start.shares.len() != creating.len() {
            return Err(RemoteError::BadCommitment { seat: Seat(0) });
        }
        for &(seat, share) in &start.shares {
            if !creating.contains(&seat)
                || next.commitments[seat].is_none_or(|c| c.draw != secret::draw_commitment(&share))
                || next.shares[seat].is_some_and(|s| s != share)
            {
                return Err(RemoteError::BadCommitment { seat });
            }
            next.shares[seat] = Some(share);
        }
        if next == *self {
            return Err(RemoteError::Repeated);
        }
        if next.joint().is_some() && next.game.is_none() {
            next.start()?;
        }
        *self = next;
        Ok(Received::Seated)
    }

    /// A joined device's draw share for the creating device, once it has seen the whole update.
    #[must_use]
    pub fn reveal(&self) -> Option<Message> {
        let seat = self.device();
        if self.is_creator() || !self.seated() {
            return None;
        }
        let share = self.shares[seat]?;
        let statement = secret::share_statement(&self.start_digest()?, seat.0, &share);
        Some(Message::Reveal(Reveal {
            game: G::LINK_GAME,
            id: self.id,
            seat,
            share,
            signature: self.keys[seat]?.sign(&statement),
        }))
    }

    fn receive_reveal(&mut self, reveal: &Reveal) -> Result<Received, RemoteError> {
        let seat = reveal.seat;
        if !self.is_creator() {
            return Err(RemoteError::WrongSeat { to: Seat(0) });
        }
        if !self.elsewhere.contains(seat) {
            return Err(RemoteError::NotOffered { seat });
        }
        if !self.seated() {
            return Err(RemoteError::NotStarted);
        }
        let start = self.start_digest().ok_or(RemoteError::NotStarted)?;
        let statement = secret::share_statement(&start, seat.0, &reveal.share);
        if !self.commitments[seat].is_some_and(|c| secret::signed(&c.key, &statement, &reveal.signature)) {
            return Err(RemoteError::BadSignature { seat });
        }
        if self.commitments[seat].is_none_or(|c| c.draw != secret::draw_commitment(&reveal.share)) {
            return Err(RemoteError::BadCommitment { seat });
        }
        if self.shares[seat].is_some() {
            return Err(RemoteError::Repeated);
        }
        self.shares[seat] = Some(reveal.share);
        if self.joint().is_some() {
            self.start()?;
        }
        Ok(Received::Shown(seat))
    }

    /// Takes every share of an opening, each checked against its seat's commitment, and starts.
    fn open(&mut self, opening: &Opening) -> Result<(), RemoteError> {
        if opening.shares.len() != usize::from(self.players) {
            return Err(RemoteError::Damaged(FrameError::Number));
        }
        for seat in Seat::all(self.players) {
            let share = opening.shares[seat.index()];
            let known = self.commitments[seat].is_some_and(|c| c.draw == secret::draw_commitment(&share))
                && self.shares[seat].is_none_or(|s| s == share);
            if !known {
                return Err(RemoteError::BadCommitment { seat });
            }
            self.shares[seat] = Some(share);
        }
        self.start()
    }

    fn receive_update(&mut self, update: &Update) -> Result<Received, RemoteError> {
        let (moves, ours, started) = self.read_update(update)?;
        let sender = self.device_of(update.from);
        if let Some(received) = self.settle_handovers(update, &moves, &ours, sender)? {
            return Ok(received);
        }
        self.merge(update, &moves, &ours, started, sender)
    }

    /// Reads an update: its device, its start (opening the game here with the shares it carries, if
    /// it has not started), its moves, and every signature and handover in it. Returns the moves,
    /// this device's moves before it, and whether the game started with this update.
    fn read_update(&mut self, update: &Update) -> Result<MovesStarted<G>, RemoteError> {
        if update.to.0 >= self.players || self.device_of(update.to) != self.device() {
            return Err(RemoteError::WrongSeat { to: update.to });
        }
        if self.device_of(update.from) == self.device() {
            return Err(RemoteError::Repeated);
        }
        let start = self.start_digest().ok_or(RemoteError::NotStarted)?;
        if update.start != secret::start_tag(&start) {
            return Err(RemoteError::Disagrees { number: 0 });
        }
        let started = self.game.is_none();
        if started {
            let opening = update.opening.as_ref().ok_or(RemoteError::NotStarted)?;
            self.open(opening)?;
        } else if let Some(opening) = &update.opening {
            // An opening on a started device changes nothing, but must still be the true one.
            if let Some(seat) =
                Seat::all(self.players).find(|&s| opening.shares.get(s.index()) != self.shares[s].as_ref())
            {
                return Err(RemoteError::BadCommitment { seat });
            }
            if opening.shares.len() != usize::from(self.players) {
                return Err(RemoteError::Damaged(FrameError::Number));
            }
        }
        // An older message than the game here, with nothing new in it (no handover, no secret):
        // refused before its game is read again.
        if !started && self.nothing_new(update) {
            return Err(RemoteError::Repeated);
        }
        let (setup, moves) = G::read_moves(&update.body)?;
        if moves.len() != update.moves as usize {
            return Err(RemoteError::Damaged(FrameError::Number));
        }
        let game = self.game()?;
        if setup != game.setup_bytes() {
            return Err(RemoteError::Disagrees { number: 0 });
        }
        // Signatures and handovers held here already, over the same moves, were checked when they
        // arrived.
        let ours = game.moves();
        let common = ours.iter().zip(&moves).take_while(|(a, b)| a == b).count();
        let checked_signature =
            |s: &Signed| s.moves as usize <= common && self.signatures[s.seat].is_some_and(|k| k == *s);
        let checked_handover = |h: &Handover| self.handovers.contains(h) || self.rescinded.contains(h);
        // A signature of a revealed secret is checked with the secret: carried in the message, or
        // known here (this device's own, once the game is over).
        let mut secrets = self.known_secrets();
        for &(seat, secret) in &update.reveals {
            if seat.0 < self.players && secrets[seat].is_none() {
                secrets[seat] = Some(secret);
            }
        }
        check_signatures_beside::<G>(
            &start,
            &self.public_keys(),
            &moves,
            &update.handovers,
            &update.signatures,
            &secrets,
            &Known {
                signature: &checked_signature,
                handover: &checked_handover,
            },
        )?;
        if let Some(seat) = bad_handover(self.elsewhere, &moves, &update.handovers) {
            return Err(RemoteError::NotOffered { seat });
        }
        Ok((moves, ours, started))
    }

    /// Settles a handover one device holds and another does not, when the handed-over seat's own
    /// move was on its way. Only the creating seat decides: it takes its handover back (signed) while
    /// nothing but its bot's move for that seat follows it and the game is not over; otherwise the
    /// handover stands. Every other device follows: a rescission makes the handover give way, and a
    /// device holding the seat's own move answers the creating device while it may still decide,
    /// and takes the handover once it has gone on.
    // Long: the cases of a handover met by a move, each beside the rule that decides it (the doc
    // comment above), in one place.
    fn settle_handovers(
        &mut self,
        update: &Update,
        moves: &[(Seat, G::Move)],
        ours: &[(Seat, G::Move)],
        sender: Seat,
    ) -> Result<Option<Received>, RemoteError> {
        let same = |a: &Handover, b: &Handover| a.seat == b.seat && a.from == b.from;
        let theirs: Vec<Handover> = update
            .handovers
            .iter()
            .filter(|h| !h.rescinded)
            .copied()
            .collect();
        for r in update.handovers.iter().filter(|h| h.rescinded) {
            if !self.rescinded.iter().any(|k| same(k, r)) {
                self.rescinded.push(*r);
            }
        }
        // A handover held here that the creating seat took back gives way.
        if let Some(h) = self
            .handovers
            .iter()
            .find(|h| self.rescinded.iter().any(|r| same(r, h)))
            .copied()
        {
            if theirs.iter().any(|t| same(t, &h)) {
                return Err(RemoteError::Disagrees {
                    number: h.from as usize + 1,
                });
            }
            self.handovers.retain(|k| !same(k, &h));
            return self.adopt(update, moves, ours, h).map(Some);
        }
        // The sender holds a handover taken back here: it gets this device's game, and with it the
        // rescission.
        if let Some(h) = theirs.iter().find(|h| self.rescinded.iter().any(|r| same(r, h))) {
            self.answer = Some(sender);
            return Ok(Some(Received::Answered(h.seat)));
        }
        let only_bot = |game: &[(Seat, G::Move)], h: &Handover| {
            game.iter().skip(h.from as usize).all(|(s, _)| *s == h.seat)
        };
        let own_move = |game: &[(Seat, G::Move)], handovers: &[Handover], h: &Handover| {
            game.iter()
                .enumerate()
                .skip(h.from as usize)
                .any(|(i, (s, _))| *s == h.seat && author(handovers, *s, i) == h.seat)
        };
        // The creating device, holding a handover, meets the seat's own move.
        if self.is_creator() {
            for h in self.handovers.clone() {
                if theirs.iter().any(|t| same(t, &h)) || !own_move(moves, &theirs, &h) {
                    continue;
                }
                if !only_bot(ours, &h) || self.game.as_ref().is_some_and(G::is_over) {
                    return Err(RemoteError::HandedOver {
                        seat: h.seat,
                        from: h.from,
                    });
                }
                let start = self.start_digest().ok_or(RemoteError::NotStarted)?;
                let key = self.keys[Seat(0)].ok_or(RemoteError::NotStarted)?;
                self.rescinded.push(Handover {
                    rescinded: true,
                    signature: key.sign(&secret::rescind_statement(&start, h.seat.0, h.from)),
                    ..h
                });
                self.handovers.retain(|k| !same(k, &h));
                self.mine.remove(h.seat);
                return self.adopt(update, moves, ours, h).map(Some);
            }
            return Ok(None);
        }
        // Another device, holding the seat's own move, meets the handover.
        for h in &theirs {
            if self.handovers.iter().any(|k| same(k, h)) || !own_move(ours, &self.handovers, h) {
                continue;
            }
            if only_bot(moves, h) {
                // The creating device may still take it back: it gets this device's game.
                self.answer = Some(Seat(0));
                return Ok(Some(Received::Answered(h.seat)));
            }
            // The creating device has gone on past its handover: the handover stands.
            if self.mine.contains(h.seat) {
                return Err(RemoteError::HandedOver {
                    seat: h.seat,
                    from: h.from,
                });
            }
            self.handovers.push(*h);
            return self.adopt(update, moves, ours, *h).map(Some);
        }
        Ok(None)
    }

    /// Takes the sender's game, which agrees with this one before handover `h`: the moves from it on
    /// are the sender's (this device's own among them are dropped, to be played again).
    fn adopt(
        &mut self,
        update: &Update,
        moves: &[(Seat, G::Move)],
        ours: &[(Seat, G::Move)],
        h: Handover,
    ) -> Result<Received, RemoteError> {
        let keep = h.from as usize;
        if let Some(i) = ours.iter().zip(moves).take(keep).position(|(a, b)| a != b) {
            return Err(RemoteError::Disagrees { number: i + 1 });
        }
        let game = self.replay(moves, Some(keep))?;
        self.game = Some(game);
        self.signatures = PerSeat::default();
        for signed in &update.signatures {
            self.signatures[signed.seat] = Some(*signed);
        }
        self.answer = None;
        self.opened = true;
        Ok(Received::GaveWay(h.seat))
    }

    /// Merges an update that continues the game here: its new handovers, moves, secrets and
    /// signatures.
    // Long: an update's parts taken in the order they must be (handovers, moves, secrets,
    // signatures), each checked before anything changes.
    fn merge(
        &mut self,
        update: &Update,
        moves: &[(Seat, G::Move)],
        ours: &[(Seat, G::Move)],
        started: bool,
        sender: Seat,
    ) -> Result<Received, RemoteError> {
        // A departed seat's device, back, is told so (unless its move made the handover give way).
        if update.from != Seat(0)
            && let Some(from) = self.handed_over(update.from)
        {
            return Err(RemoteError::HandedOver {
                seat: update.from,
                from,
            });
        }
        if let Some(i) = ours.iter().zip(moves).position(|(a, b)| a != b) {
            return Err(RemoteError::Disagrees { number: i + 1 });
        }
        let mut game = self.game()?.clone();
        let new = moves.len().saturating_sub(ours.len());
        // Handovers are made by the creating device and passed on round the update; each is taken
        // once. A device told its own seat was handed over has left the game.
        let mut handed = false;
        for h in update.handovers.iter().filter(|h| !h.rescinded) {
            if self.handed_over(h.seat).is_some() {
                continue;
            }
            if self.mine.contains(h.seat) {
                return Err(RemoteError::HandedOver {
                    seat: h.seat,
                    from: h.from,
                });
            }
            self.handovers.push(*h);
            handed = true;
        }
        for (i, (seat, mv)) in moves.iter().enumerate().skip(ours.len()) {
            if self.mine.contains(*seat) {
                return Err(RemoteError::NotTheirMove {
                    number: i + 1,
                    seat: *seat,
                });
            }
            game.play(*seat, mv).map_err(|e| G::refusal(i + 1, *seat, e))?;
        }
        let mut revealed = false;
        for &(seat, secret) in &update.reveals {
            if seat.0 >= self.players
                || self.commitments[seat].is_none_or(|c| c.secret != secret.commitment())
            {
                return Err(RemoteError::BadCommitment { seat });
            }
            if !self.mine.contains(seat) && self.reveals[seat].is_none() {
                self.reveals[seat] = Some(secret);
                revealed = true;
            }
        }
        if new > 0 || moves.len() == ours.len() {
            for signed in &update.signatures {
                let newer = self.signatures[signed.seat].is_none_or(|s| {
                    s.moves < signed.moves || (s.moves == signed.moves && signed.revealed && !s.revealed)
                });
                if newer {
                    self.signatures[signed.seat] = Some(*signed);
                }
            }
        }
        self.game = Some(game);
        // Once the game is over, this device's seats sign their secrets with the game.
        if self.game.as_ref().is_some_and(G::is_over) {
            self.sign()?;
        }
        let first = !self.opened;
        self.opened = true;
        if self.answer == Some(sender) && moves.len() >= ours.len() {
            self.answer = None;
        }
        match (started, new, revealed || handed || first) {
            (true, n, _) => Ok(Received::Started(n)),
            (false, 0, false) => Err(RemoteError::Repeated),
            (false, 0, true) => Ok(Received::Revealed),
            (false, n, _) => Ok(Received::Moves(n)),
        }
    }

    /// Whether an update is older than the game here (or as old) and brings nothing new: every
    /// handover and secret in it is held here already.
    fn nothing_new(&self, update: &Update) -> bool {
        let Some(game) = &self.game else { return false };
        let secrets = self.known_secrets();
        self.opened
            && update.moves as usize <= game.moves().len()
            && update.handovers.iter().all(|h| self.handovers.contains(h))
            && self.handovers.iter().all(|h| update.handovers.contains(h))
            && update
                .reveals
                .iter()
                .all(|(seat, secret)| secrets.0.get(seat.index()).is_some_and(|k| *k == Some(*secret)))
    }

    /// Every seat's secret known here: this device's own once the game is over (before, none of
    /// them), and those revealed by the others.
    #[must_use]
    pub fn known_secrets(&self) -> PerSeat<Option<Secret>> {
        let over = self.game.as_ref().is_some_and(G::is_over);
        PerSeat::from_fn(|s| {
            if self.mine.contains(s) {
                self.secrets[s].filter(|_| over)
            } else {
                self.reveals[s]
            }
        })
    }

    /// The secrets of this device's seats (kept on this device; saved with its games).
    #[must_use]
    pub fn own_secrets(&self) -> PerSeat<Option<Secret>> {
        self.secrets
    }

    /// The game on another device, as this device has it, for the device of seat `to`.
    #[must_use]
    pub fn update_for(&self, to: Seat) -> Option<Message> {
        let game = self.game.as_ref()?;
        let moves = game.moves();
        // A device that has made a move has had the opening; any other may not have it yet (the
        // creating device: not until a joined device's first update, if its reveal went astray).
        let device = self.device_of(to);
        let needs_opening = if device == Seat(0) {
            !self.opened
        } else {
            !moves.iter().any(|(s, _)| self.device_of(*s) == device)
        };
        let opening = needs_opening.then(|| Opening {
            shares: Seat::all(self.players).filter_map(|s| self.shares[s]).collect(),
        });
        let secrets = self.known_secrets();
        let reveals = Seat::all(self.players)
            .filter(|&s| self.device_of(s) != device)
            .filter_map(|s| Some((s, secrets[s]?)))
            .filter(|_| G::has_secrets())
            .collect();
        Some(Message::Update(Update {
            game: G::LINK_GAME,
            id: self.id,
            from: self.device(),
            to: device,
            start: secret::start_tag(&self.start_digest()?),
            moves: moves.len() as u32,
            opening,
            reveals,
            handovers: self.handovers.iter().chain(&self.rescinded).copied().collect(),
            signatures: Seat::all(self.players)
                .filter_map(|s| self.signatures[s])
                .collect(),
            body: game.body(),
        }))
    }

    /// What this device should send now, by device: invitations to seats that have not joined, then
    /// the whole update to each, and each joined device's reply and reveal; during play the game to
    /// the device whose seat is to act, after a move made here (and to a device owed an answer); at
    /// the end the game with this device's secrets to every other device.
    #[must_use]
    pub fn outbox(&self) -> Vec<(Seat, Message)> {
        let Some(game) = &self.game else {
            if !self.is_creator() {
                let message = if self.seated() {
                    self.reveal()
                } else {
                    self.reply()
                };
                return message.map(|m| vec![(Seat(0), m)]).unwrap_or_default();
            }
            if !self.all_joined() {
                return self
                    .elsewhere
                    .iter()
                    .filter_map(|s| Some((s, self.invitation(s)?)))
                    .collect();
            }
            return self
                .elsewhere
                .iter()
                .filter(|&s| self.shares[s].is_none())
                .filter_map(|s| Some((s, self.start_for(s)?)))
                .collect();
        };
        let mut out: Vec<(Seat, Message)> = Vec::new();
        if game.is_over() {
            return self
                .other_devices()
                .filter_map(|d| Some((d, self.update_for(d)?)))
                .collect();
        }
        if let Some(next) = game.to_act() {
            let moves = game.moves();
            let moved_here = moves.last().is_some_and(|(s, _)| self.mine.contains(*s));
            let starts_here = moves.is_empty() && self.is_creator();
            let device = self.device_of(next);
            if device != self.device()
                && (moved_here || starts_here)
                && let Some(m) = self.update_for(device)
            {
                out.push((device, m));
            }
        }
        if let Some(device) = self.answer
            && !out.iter().any(|(d, _)| *d == device)
            && let Some(m) = self.update_for(device)
        {
            out.push((device, m));
        }
        // A joined device that started on its own (the creating device's shares and its own are
        // all there are) shows its share, unless an update carries it already.
        if !self.is_creator()
            && !self.opened
            && !out.iter().any(|(d, _)| *d == Seat(0))
            && let Some(m) = self.reveal()
        {
            out.push((Seat(0), m));
        }
        out
    }

    /// The seat whose device this device waits for, if any: a seat that has not joined or shown
    /// its share (on the creating device), the creating device's start (elsewhere), the seat to act
    /// when it is elsewhere, or at the end a device whose secrets have not arrived.
    #[must_use]
    pub fn waiting_for(&self) -> Option<Seat> {
        let Some(game) = &self.game else {
            return if self.is_creator() {
                self.elsewhere
                    .iter()
                    .find(|&s| self.commitments[s].is_none())
                    .or_else(|| self.elsewhere.iter().find(|&s| self.shares[s].is_none()))
            } else {
                Some(Seat(0))
            };
        };
        if let Some(seat) = game.to_act() {
            return (!self.mine.contains(seat)).then_some(seat);
        }
        if !G::has_secrets() {
            return None;
        }
        let secrets = self.known_secrets();
        Seat::all(self.players).find(|&s| secrets[s].is_none() && self.handed_over(s).is_none())
    }

    /// Whether every chip played came from its seat's bag: pending until the game is over, then
    /// unverified while (or if ever) a seat has not revealed its secret.
    #[must_use]
    pub fn verification(&self) -> Verification {
        let (Some(game), Some(joint)) = (&self.game, self.joint()) else {
            return Verification::Pending;
        };
        if !game.is_over() {
            return Verification::Pending;
        }
        if !G::has_secrets() {
            return Verification::Verified;
        }
        let secrets = self.known_secrets();
        // A departed seat never reveals its secret: its draws before the handover cannot be checked.
        let missing: Vec<Seat> = Seat::all(self.players)
            .filter(|&s| secrets[s].is_none() && self.handed_over(s).is_none())
            .collect();
        let unrevealed = Seat::all(self.players)
            .filter(|&s| secrets[s].is_none() && self.handed_over(s).is_some())
            .map(|seat| Problem {
                seat,
                number: 0,
                kind: ProblemKind::NotRevealed,
            });
        let handovers: Vec<(Seat, u32, Option<[u8; 32]>)> = self
            .handovers
            .iter()
            .map(|h| {
                (
                    h.seat,
                    h.from,
                    secrets[Seat(0)].map(|s| s.handover_seed(&joint, h.seat.0, h.from)),
                )
            })
            .collect();
        let found = game.check_draws(&joint, &secrets, &handovers);
        if !found.is_empty() {
            let mut problems: Vec<Problem> = unrevealed.collect();
            problems.extend(missing.iter().map(|&seat| Problem {
                seat,
                number: 0,
                kind: ProblemKind::NotRevealed,
            }));
            problems.extend(found);
            return Verification::Problems(problems);
        }
        if !missing.is_empty() {
            return Verification::Unverified(missing);
        }
        let problems: Vec<Problem> = unrevealed.collect();
        if problems.is_empty() {
            Verification::Verified
        } else {
            Verification::Problems(problems)
        }
    }
}

/// A name as a session keeps it: trimmed, at most [`MAX_NAME`] characters and as many bytes as a
/// link carries, `Seat N` if empty.
fn clean_name(name: &str, seat: Seat) -> String {
    let mut name: String = name.trim().chars().take(MAX_NAME).collect();
    while name.len() > crate::core::link::MAX_LINK_NAME {
        name.pop();
    }
    if name.is_empty() {
        format!("Seat {}", seat.0 + 1)
    } else {
        name
    }
}

fn share(random: [u8; 32]) -> DrawShare {
    let mut share = [0; secret::SECRET_BYTES];
    share.copy_from_slice(&random[..secret::SECRET_BYTES]);
    share
}

const _: () = assert!(MAX_SEATS == 4);
