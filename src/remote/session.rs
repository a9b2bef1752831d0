//! One device's side of a game between devices: what it was shown, what it keeps secret, the game
//! as it has it, what it should send, and the verification at the end. Pure: randomness comes in
//! from the caller, messages go out as values.

use super::message::{GameId, Invitation, Message, Opening, Reply, Table};
use super::secret::{self, Digest, DrawShare, Secret};
use super::{RemoteError, RemoteGame};
use crate::core::link::FrameError;
use crate::core::seat::{MAX_SEATS, PerSeat, Seat, SeatSet};

/// The longest player name.
pub const MAX_NAME: usize = 16;

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
    /// Each seat's commitment to its secret, as far as known here.
    pub commitments: PerSeat<Option<Digest>>,
    /// The creating device's commitments to its seats' draw shares.
    pub draw_commitments: PerSeat<Option<Digest>>,
    /// Each seat's draw share, as far as known here.
    pub shares: PerSeat<Option<DrawShare>>,
    /// The secrets of this device's seats: never sent before the game is over.
    secrets: PerSeat<Option<Secret>>,
    /// Other seats' secrets, revealed at the end.
    pub reveals: PerSeat<Option<Secret>>,
    /// Departed seats handed to the creating device, and how many moves had been played then.
    pub handovers: Vec<(Seat, u32)>,
    /// The game, once every seat has joined and the start is drawn.
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
    /// Each seat's commitment.
    pub commitments: PerSeat<Option<Digest>>,
    /// The creating device's draw commitments.
    pub draw_commitments: PerSeat<Option<Digest>>,
    /// Each seat's draw share.
    pub shares: PerSeat<Option<DrawShare>>,
    /// This device's secrets.
    pub secrets: PerSeat<Option<Secret>>,
    /// Others' revealed secrets.
    pub reveals: PerSeat<Option<Secret>>,
    /// Seats handed to the creating device.
    pub handovers: Vec<(Seat, u32)>,
}

/// What a message changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Received {
    /// A seat elsewhere joined (on the creating device).
    Joined(Seat),
    /// The game started here (and this many moves arrived with the opening).
    Started(usize),
    /// This many moves arrived.
    Moves(usize),
    /// Secrets arrived at the end.
    Revealed,
}

/// The outcome of checking every draw of a finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verification {
    /// The game is not over, or some seat's secret has not arrived yet.
    Pending,
    /// Every chip played came from its seat's bag (GLAK: nothing to check).
    Verified,
    /// The moves that do not match their seat's secret.
    Problems(Vec<Problem>),
}

/// A move that does not match its seat's secret.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The seat.
    pub seat: Seat,
    /// The move, counted from 1 in the record (0: the seat's secret itself).
    pub number: usize,
    /// What is wrong.
    pub kind: ProblemKind,
}

/// What is wrong with a seat's move or secret.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProblemKind {
    /// The seat played a chip other than the one its bag gave it.
    Chip {
        /// The chip played.
        played: crate::glux::Chip,
        /// The chip its bag gave it.
        held: crate::glux::Chip,
    },
    /// The seat's revealed secret does not match its commitment.
    Commitment,
    /// The seat's secret was never revealed, so its draws cannot be checked.
    NotRevealed,
    /// The game's seed is not the one the draw shares give.
    Seed,
}

impl Problem {
    /// The problem in English (the command line's words; the app has its own tables).
    #[must_use]
    pub fn english(&self) -> String {
        match self.kind {
            ProblemKind::Chip { played, held } => {
                format!("played a {played} chip, but its bag gave it a {held}")
            }
            ProblemKind::Commitment => "its revealed secret does not match its commitment".to_string(),
            ProblemKind::NotRevealed => "its secret was never revealed".to_string(),
            ProblemKind::Seed => "the game's seed is not the one the draw shares give".to_string(),
        }
    }
}

impl<G: RemoteGame> Session<G> {
    /// A new game on the creating device, which plays seat 0 and every seat not `elsewhere`.
    /// `setup` is the game's share-link bytes with no moves, naming the seats of this device (the
    /// names of seats elsewhere are filled as they join); `random` gives 32 fresh random bytes per
    /// call.
    ///
    /// # Errors
    /// [`RemoteError::NotOffered`] when seat 0 is elsewhere or no seat is,
    /// [`RemoteError::Damaged`] for a setup that cannot be read.
    pub fn create(
        setup: Vec<u8>,
        elsewhere: SeatSet,
        random: &mut dyn FnMut() -> [u8; 32],
    ) -> Result<Session<G>, RemoteError> {
        let names = G::read_names(&setup)?;
        let players = names.len() as u8;
        if elsewhere.contains(Seat(0)) || elsewhere.is_empty() || elsewhere.iter().any(|s| s.0 >= players) {
            return Err(RemoteError::NotOffered { seat: Seat(0) });
        }
        let mut id = [0; 8];
        id.copy_from_slice(&random()[..8]);
        let mut session = Session {
            id,
            players,
            elsewhere,
            mine: SeatSet::EMPTY,
            setup,
            names: Vec::new(),
            commitments: PerSeat::default(),
            draw_commitments: PerSeat::default(),
            shares: PerSeat::default(),
            secrets: PerSeat::default(),
            reveals: PerSeat::default(),
            handovers: Vec::new(),
            game: None,
        };
        for seat in Seat::all(players) {
            let here = !elsewhere.contains(seat);
            session.names.push(if here {
                clean_name(&names[seat.index()], seat)
            } else {
                String::new()
            });
            if here {
                session.mine.insert(seat);
                let secret = Secret::from_random(random());
                let share = share(random());
                session.commitments[seat] = Some(secret.commitment());
                session.draw_commitments[seat] = Some(secret::draw_commitment(&share));
                session.secrets[seat] = Some(secret);
                session.shares[seat] = Some(share);
            }
        }
        Ok(session)
    }

    /// The invitation for a seat elsewhere that has not joined yet.
    #[must_use]
    pub fn invitation(&self, seat: Seat) -> Option<Message> {
        if !self.elsewhere.contains(seat) || self.shares[seat].is_some() || !self.is_creator() {
            return None;
        }
        let commitments = self
            .mine
            .iter()
            .filter_map(|s| Some((s, self.commitments[s]?, self.draw_commitments[s]?)))
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
    /// [`RemoteError::OtherGame`] for another game's invitation, [`RemoteError::NotOffered`] for an
    /// invitation that offers no seat, [`RemoteError::Damaged`] for a setup that cannot be read.
    pub fn join(
        invitation: &Invitation,
        name: &str,
        random: &mut dyn FnMut() -> [u8; 32],
    ) -> Result<(Session<G>, Message), RemoteError> {
        if invitation.game != G::LINK_GAME {
            return Err(RemoteError::OtherGame);
        }
        let mut names = G::read_names(&invitation.setup)?;
        let players = names.len() as u8;
        let seat = invitation.seat;
        if seat.0 >= players || seat == Seat(0) || !invitation.elsewhere.contains(seat) {
            return Err(RemoteError::NotOffered { seat });
        }
        let mut commitments = PerSeat::default();
        let mut draw_commitments = PerSeat::default();
        for &(s, commitment, draw) in &invitation.commitments {
            commitments[s] = Some(commitment);
            draw_commitments[s] = Some(draw);
        }
        if let Some(s) =
            Seat::all(players).find(|&s| !invitation.elsewhere.contains(s) && draw_commitments[s].is_none())
        {
            return Err(RemoteError::BadCommitment { seat: s });
        }
        let secret = Secret::from_random(random());
        let share = share(random());
        for s in Seat::all(players) {
            names[s.index()] = if s == seat {
                clean_name(name, seat)
            } else if invitation.elsewhere.contains(s) {
                String::new()
            } else {
                clean_name(&names[s.index()], s)
            };
        }
        let mut mine = SeatSet::EMPTY;
        mine.insert(seat);
        let mut session = Session {
            id: invitation.id,
            players,
            elsewhere: invitation.elsewhere,
            mine,
            setup: invitation.setup.clone(),
            names,
            commitments,
            draw_commitments,
            shares: PerSeat::default(),
            secrets: PerSeat::default(),
            reveals: PerSeat::default(),
            handovers: Vec::new(),
            game: None,
        };
        session.commitments[seat] = Some(secret.commitment());
        session.secrets[seat] = Some(secret);
        session.shares[seat] = Some(share);
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
            draw_commitments: parts.draw_commitments,
            shares: parts.shares,
            secrets: parts.secrets,
            reveals: parts.reveals,
            handovers: parts.handovers,
            game: None,
        }
    }

    /// Starts the game again and replays the moves of its kept bytes through the rules.
    ///
    /// # Errors
    /// [`RemoteError::NotStarted`] when a share is missing, or the move that does not replay.
    pub fn resume(&mut self, body: &[u8]) -> Result<(), RemoteError> {
        self.start()?;
        let (setup, moves) = G::read_moves(body)?;
        let mut game = self.game()?.clone();
        if setup != game.setup_bytes() {
            return Err(RemoteError::Disagrees { number: 0 });
        }
        for (i, (seat, mv)) in moves.iter().enumerate() {
            if self.is_creator() {
                for &(handed, _) in self.handovers.iter().filter(|h| h.1 as usize == i) {
                    game.hand_over(handed, self.handover_seed(handed, i as u32)?);
                }
            }
            game.play(*seat, mv).map_err(|e| G::refusal(i + 1, *seat, e))?;
        }
        self.game = Some(game);
        Ok(())
    }

    /// The seed of a handed-over seat's new bag, from the creating device's own secret.
    fn handover_seed(&self, seat: Seat, from: u32) -> Result<[u8; 32], RemoteError> {
        let joint = self.joint().ok_or(RemoteError::NotStarted)?;
        let secret = self.secrets[Seat(0)].ok_or(RemoteError::NotStarted)?;
        Ok(secret.handover_seed(&joint, seat.0, from))
    }

    /// Hands a departed player's seat to the creating device (this one) while it waits for that
    /// seat to move: the seat's remaining chips are shuffled from a seed drawn from this device's
    /// own secret, and this device plays the seat from now on (a bot). The other devices learn it
    /// from the next message, and the record says from which move.
    ///
    /// # Errors
    /// [`RemoteError::NotOffered`] for a seat that is not elsewhere, already handed over, or not
    /// the one to move, or when this is not the creating device; [`RemoteError::NotStarted`]
    /// before the start.
    pub fn hand_over(&mut self, seat: Seat) -> Result<(), RemoteError> {
        let mut game = self.game()?.clone();
        if !self.is_creator()
            || !self.elsewhere.contains(seat)
            || self.handed_over(seat).is_some()
            || game.to_act() != Some(seat)
        {
            return Err(RemoteError::NotOffered { seat });
        }
        let from = game.moves().len() as u32;
        game.hand_over(seat, self.handover_seed(seat, from)?);
        self.handovers.push((seat, from));
        self.mine.insert(seat);
        self.game = Some(game);
        Ok(())
    }

    /// Whether a seat was handed to the creating device.
    #[must_use]
    pub fn handed_over(&self, seat: Seat) -> Option<u32> {
        self.handovers.iter().find(|h| h.0 == seat).map(|h| h.1)
    }

    /// The reply of a device that joined, for the creating device (until the game starts).
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
            commitment: self.commitments[seat]?,
            share: self.shares[seat]?,
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
        self.mine.iter().next().unwrap_or(Seat(0))
    }

    /// The devices of the game other than this one (a departed seat's device no longer counts).
    pub fn other_devices(&self) -> impl Iterator<Item = Seat> + '_ {
        std::iter::once(Seat(0))
            .chain(self.elsewhere.iter().filter(|&s| self.handed_over(s).is_none()))
            .filter(move |&d| d != self.device())
    }

    /// Whether every seat has joined.
    #[must_use]
    pub fn all_joined(&self) -> bool {
        Seat::all(self.players).all(|s| self.shares[s].is_some())
    }

    /// The joint draw, once every share is known.
    #[must_use]
    pub fn joint(&self) -> Option<Digest> {
        let shares: Option<Vec<DrawShare>> = Seat::all(self.players).map(|s| self.shares[s]).collect();
        Some(secret::joint_draw(&shares?))
    }

    /// The start digest, once every share is known.
    #[must_use]
    pub fn start_digest(&self) -> Option<[u8; 8]> {
        let shares: Option<Vec<DrawShare>> = Seat::all(self.players).map(|s| self.shares[s]).collect();
        Some(secret::start_digest(
            &self.id,
            self.commitments.take(self.players),
            &shares?,
        ))
    }

    /// Starts the game once every seat has joined.
    fn start(&mut self) -> Result<(), RemoteError> {
        let joint = self.joint().ok_or(RemoteError::NotStarted)?;
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

    /// Takes a new state of the game after moves made on this device (by a person here or a bot):
    /// every new move must be by a seat of this device.
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
        self.game = Some(game);
        Ok(())
    }

    /// Plays a move of one of this device's seats.
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
        self.game = Some(game);
        Ok(())
    }

    /// Takes a message from another device. On any problem nothing changes.
    ///
    /// # Errors
    /// The [`RemoteError`] saying what is wrong.
    pub fn receive(&mut self, message: &Message) -> Result<Received, RemoteError> {
        if message.game() != G::LINK_GAME {
            return Err(RemoteError::OtherGame);
        }
        let mut next = self.clone();
        let received = match message {
            Message::Invitation(invitation) if invitation.id == self.id => return Err(RemoteError::Repeated),
            Message::Invitation(_) => return Err(RemoteError::OtherGame),
            Message::Reply(reply) => next.receive_reply(reply)?,
            Message::Table(table) => next.receive_table(table)?,
        };
        *self = next;
        Ok(received)
    }

    fn receive_reply(&mut self, reply: &Reply) -> Result<Received, RemoteError> {
        if reply.id != self.id {
            return Err(RemoteError::OtherGame);
        }
        let seat = reply.seat;
        if !self.is_creator() {
            return Err(RemoteError::WrongSeat { to: Seat(0) });
        }
        if !self.elsewhere.contains(seat) || seat.0 >= self.players {
            return Err(RemoteError::NotOffered { seat });
        }
        let name = clean_name(&reply.name, seat);
        if let Some(share) = self.shares[seat] {
            let same = share == reply.share
                && self.commitments[seat] == Some(reply.commitment)
                && self.names[seat.index()] == name;
            return Err(if same {
                RemoteError::Repeated
            } else {
                RemoteError::NotOffered { seat }
            });
        }
        if self.game.is_some() {
            return Err(RemoteError::NotOffered { seat });
        }
        self.names[seat.index()] = name;
        self.commitments[seat] = Some(reply.commitment);
        self.shares[seat] = Some(reply.share);
        if self.all_joined() {
            self.start()?;
        }
        Ok(Received::Joined(seat))
    }

    /// Checks the opening against what this device was shown and chose, and starts the game.
    fn open(&mut self, opening: &Opening, body: &[u8]) -> Result<(), RemoteError> {
        if opening.commitments.len() != usize::from(self.players)
            || opening.shares.len() != usize::from(self.players)
        {
            return Err(RemoteError::Damaged(FrameError::Number));
        }
        for seat in Seat::all(self.players) {
            let (commitment, share) = (opening.commitments[seat.index()], opening.shares[seat.index()]);
            let known = self.commitments[seat].is_none_or(|c| c == commitment)
                && self.shares[seat].is_none_or(|s| s == share)
                && self.draw_commitments[seat].is_none_or(|d| d == secret::draw_commitment(&share));
            if !known {
                return Err(RemoteError::BadCommitment { seat });
            }
            self.commitments[seat] = Some(commitment);
            self.shares[seat] = Some(share);
        }
        let names = G::read_names(body)?;
        if names.len() != usize::from(self.players) {
            return Err(RemoteError::Disagrees { number: 0 });
        }
        for (seat, name) in Seat::all(self.players).zip(names) {
            let known = &self.names[seat.index()];
            if !known.is_empty() && *known != name {
                return Err(RemoteError::Disagrees { number: 0 });
            }
            self.names[seat.index()] = clean_name(&name, seat);
        }
        self.start()
    }

    fn receive_table(&mut self, table: &Table) -> Result<Received, RemoteError> {
        if table.id != self.id {
            return Err(RemoteError::OtherGame);
        }
        if table.to.0 >= self.players || self.device_of(table.to) != self.device() {
            return Err(RemoteError::WrongSeat { to: table.to });
        }
        if let Some(from) = self.handed_over(table.from).filter(|_| table.from != Seat(0)) {
            return Err(RemoteError::HandedOver {
                seat: table.from,
                from,
            });
        }
        if self.device_of(table.from) == self.device() {
            return Err(RemoteError::Repeated);
        }
        let started = self.game.is_none();
        if started {
            let opening = table.opening.as_ref().ok_or(RemoteError::NotStarted)?;
            self.open(opening, &table.body)?;
        }
        if Some(table.start) != self.start_digest() {
            return Err(RemoteError::Disagrees { number: 0 });
        }
        let (setup, moves) = G::read_moves(&table.body)?;
        if moves.len() != table.moves as usize {
            return Err(RemoteError::Damaged(FrameError::Number));
        }
        let mut game = self.game()?.clone();
        if setup != game.setup_bytes() {
            return Err(RemoteError::Disagrees { number: 0 });
        }
        let ours = game.moves();
        if let Some(i) = ours.iter().zip(&moves).position(|(a, b)| a != b) {
            return Err(RemoteError::Disagrees { number: i + 1 });
        }
        let new = moves.len().saturating_sub(ours.len());
        // Handovers are made by the creating device and passed on round the table; each is taken
        // once. A device told its own seat was handed over has left the game.
        let mut handed = false;
        for &(seat, from) in &table.handovers {
            if self.handed_over(seat).is_some() {
                continue;
            }
            if self.mine.contains(seat) {
                return Err(RemoteError::HandedOver { seat, from });
            }
            if !self.elsewhere.contains(seat) || (from as usize) > moves.len() {
                return Err(RemoteError::NotOffered { seat });
            }
            self.handovers.push((seat, from));
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
        for &(seat, secret) in &table.reveals {
            if seat.0 >= self.players || self.commitments[seat] != Some(secret.commitment()) {
                return Err(RemoteError::BadCommitment { seat });
            }
            if !self.mine.contains(seat) && self.reveals[seat].is_none() {
                self.reveals[seat] = Some(secret);
                revealed = true;
            }
        }
        self.game = Some(game);
        match (started, new, revealed || handed) {
            (true, n, _) => Ok(Received::Started(n)),
            (false, 0, false) => Err(RemoteError::Repeated),
            (false, 0, true) => Ok(Received::Revealed),
            (false, n, _) => Ok(Received::Moves(n)),
        }
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
    pub fn table_for(&self, to: Seat) -> Option<Message> {
        let game = self.game.as_ref()?;
        let moves = game.moves();
        // A device that has made a move has had the opening; any other may not have it yet.
        let device = self.device_of(to);
        let opening =
            (device != Seat(0) && !moves.iter().any(|(s, _)| self.device_of(*s) == device)).then(|| {
                Opening {
                    commitments: Seat::all(self.players)
                        .filter_map(|s| self.commitments[s])
                        .collect(),
                    shares: Seat::all(self.players).filter_map(|s| self.shares[s]).collect(),
                }
            });
        let secrets = self.known_secrets();
        let reveals = Seat::all(self.players)
            .filter(|&s| self.device_of(s) != device)
            .filter_map(|s| Some((s, secrets[s]?)))
            .filter(|_| G::has_secrets())
            .collect();
        Some(Message::Table(Table {
            game: G::LINK_GAME,
            id: self.id,
            from: self.device(),
            to: device,
            start: self.start_digest()?,
            moves: moves.len() as u32,
            opening,
            reveals,
            handovers: self.handovers.clone(),
            body: game.body(),
        }))
    }

    /// What this device should send now, by device: invitations to seats that have not joined;
    /// during play the game to the device whose seat is to act, after a move made here; at the end
    /// the game with this device's secrets to every other device.
    #[must_use]
    pub fn outbox(&self) -> Vec<(Seat, Message)> {
        let Some(game) = &self.game else {
            if !self.is_creator() {
                return self.reply().map(|m| vec![(Seat(0), m)]).unwrap_or_default();
            }
            return self
                .elsewhere
                .iter()
                .filter_map(|s| Some((s, self.invitation(s)?)))
                .collect();
        };
        if game.is_over() {
            return self
                .other_devices()
                .filter_map(|d| Some((d, self.table_for(d)?)))
                .collect();
        }
        let Some(next) = game.to_act() else {
            return Vec::new();
        };
        let moves = game.moves();
        let moved_here = moves.last().is_some_and(|(s, _)| self.mine.contains(*s));
        let starts_here = moves.is_empty() && self.is_creator();
        let device = self.device_of(next);
        if device == self.device() || !(moved_here || starts_here) {
            return Vec::new();
        }
        self.table_for(device)
            .map(|m| vec![(device, m)])
            .unwrap_or_default()
    }

    /// The seat whose device this device waits for, if any: a seat that has not joined (on the
    /// creating device), the creating device's start (elsewhere), the seat to act when it is
    /// elsewhere, or at the end a device whose secrets have not arrived.
    #[must_use]
    pub fn waiting_for(&self) -> Option<Seat> {
        let Some(game) = &self.game else {
            return if self.is_creator() {
                self.elsewhere.iter().find(|&s| self.shares[s].is_none())
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

    /// Whether every chip played came from its seat's bag: pending until the game is over and every
    /// seat's secret is known.
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
        if Seat::all(self.players).any(|s| secrets[s].is_none() && self.handed_over(s).is_none()) {
            return Verification::Pending;
        }
        let unrevealed = Seat::all(self.players)
            .filter(|&s| secrets[s].is_none())
            .map(|seat| Problem {
                seat,
                number: 0,
                kind: ProblemKind::NotRevealed,
            });
        let handovers: Vec<(Seat, u32, Option<[u8; 32]>)> = self
            .handovers
            .iter()
            .map(|&(seat, from)| {
                (
                    seat,
                    from,
                    secrets[Seat(0)].map(|s| s.handover_seed(&joint, seat.0, from)),
                )
            })
            .collect();
        let mut problems: Vec<Problem> = unrevealed.collect();
        problems.extend(game.check_draws(&joint, &secrets, &handovers));
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
