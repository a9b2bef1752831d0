//! GLAK between devices: nothing is hidden, so every device checks each turn with the engine as it
//! arrives; the joint draw gives the deal and the start player, which no single device chooses.

use super::secret::{Digest, Secret};
use super::session::Problem;
use super::{Reason, Refusal, RemoteError, RemoteGame, SetupAndMoves};
use crate::core::invariant::Invariant;
use crate::core::link::{self, FrameError};
use crate::core::seat::{PerSeat, Seat};
use crate::glak::link::LinkError;
use crate::glak::record::{LINK_GAME, RecordedTurn};
use crate::glak::{Action, GameRecord, GameSetup, PlayError, RecordError, Recorder};

fn decode(body: &[u8]) -> Result<GameRecord, RemoteError> {
    match crate::glak::link::decode(&link::frame(LINK_GAME, body)) {
        Ok((record, _)) => Ok(record),
        Err(LinkError::Frame(e)) => Err(RemoteError::Damaged(e)),
        Err(LinkError::Record(RecordError::Illegal { turn, error, .. })) => Err(RemoteError::Illegal {
            number: turn,
            seat: None,
            reason: Refusal::Rules(Reason::new(error)),
        }),
        Err(LinkError::Move(number)) => Err(RemoteError::Illegal {
            number,
            seat: None,
            reason: Refusal::NoSuchMove,
        }),
        Err(_) => Err(RemoteError::Damaged(FrameError::Number)),
    }
}

fn encode(record: &GameRecord) -> Vec<u8> {
    let text = crate::glak::link::encode(record).invariant("a played game's record encodes");
    link::unframe(&text).invariant("a link just written reads").body
}

/// The turns of a record that are over: all of them once the game is, otherwise all but the one in
/// progress.
fn finished_turns(record: &GameRecord, over: bool) -> Vec<(Seat, RecordedTurn)> {
    let n = if over {
        record.turns.len()
    } else {
        record.turns.len().saturating_sub(1)
    };
    record.turns[..n]
        .iter()
        .map(|t| (Seat(t.seat), t.clone()))
        .collect()
}

impl RemoteGame for Recorder {
    type Move = RecordedTurn;
    type Refusal = PlayError;
    const LINK_GAME: u8 = LINK_GAME;
    const GAME_NAME: &'static str = crate::glak::record::GAME_NAME;

    fn start(
        setup: &[u8],
        seed: u64,
        names: &[String],
        _bag_seeds: &PerSeat<Option<[u8; 32]>>,
    ) -> Result<Recorder, RemoteError> {
        let record = decode(setup)?;
        let tiles = record
            .tile_set()
            .map_err(|_| RemoteError::Damaged(FrameError::Number))?;
        let setup = GameSetup {
            players: record.players,
            seed,
            deal: None,
            start_player: None,
        };
        Recorder::new(&setup, tiles, names.to_vec()).map_err(|_| RemoteError::Damaged(FrameError::Number))
    }

    fn read_names(body: &[u8]) -> Result<Vec<String>, RemoteError> {
        let record = decode(body)?;
        let mut names = record.names;
        names.resize(usize::from(record.players), String::new());
        Ok(names)
    }

    fn body(&self) -> Vec<u8> {
        encode(self.record())
    }

    fn read_moves(body: &[u8]) -> Result<SetupAndMoves<RecordedTurn>, RemoteError> {
        let record = decode(body)?;
        let game = Recorder::resume(&record).map_err(|_| RemoteError::Damaged(FrameError::Number))?;
        let over = game.game().is_over();
        Ok((game.setup_bytes(), finished_turns(&record, over)))
    }

    fn setup_bytes(&self) -> Vec<u8> {
        let record = self.record();
        let tiles = record.tile_set().invariant("a game's own tile set reads");
        let fresh = Recorder::new(&record.setup(), tiles, record.names.clone())
            .invariant("a game's own setup starts");
        encode(fresh.record())
    }

    fn moves(&self) -> Vec<(Seat, RecordedTurn)> {
        finished_turns(self.record(), self.game().is_over())
    }

    fn play(&mut self, seat: Seat, turn: &RecordedTurn) -> Result<(), PlayError> {
        if self.game().to_act() != Some(seat) || turn.seat != seat.0 || !self.game().turn_actions().is_empty()
        {
            return Err(PlayError::GameOver);
        }
        let mut next = self.clone();
        let number = next.game().turn();
        for recorded in &turn.actions {
            let action = recorded
                .to_action(next.game().area().tiles())
                .ok_or(PlayError::NotInHand)?;
            next.play(action)?;
        }
        // A turn's end is implied by the next turn; a turn sent is over.
        if !next.game().is_over() && next.game().turn() == number {
            next.play(Action::EndTurn)?;
        }
        *self = next;
        Ok(())
    }

    fn to_act(&self) -> Option<Seat> {
        self.game().to_act()
    }

    fn is_over(&self) -> bool {
        self.game().is_over()
    }

    fn refusal(number: usize, seat: Seat, refusal: PlayError) -> RemoteError {
        RemoteError::Illegal {
            number,
            seat: Some(seat),
            reason: Refusal::Rules(Reason::new(refusal)),
        }
    }

    fn has_secrets() -> bool {
        false
    }

    fn check_draws(
        &self,
        _joint: &Digest,
        _secrets: &PerSeat<Option<Secret>>,
        _handovers: &[(Seat, u32, Option<[u8; 32]>)],
    ) -> Vec<Problem> {
        Vec::new()
    }

    fn hand_over(&mut self, _seat: Seat, _bag_seed: [u8; 32]) {}
}
