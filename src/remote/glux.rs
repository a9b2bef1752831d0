//! Glüx between devices: each seat's bag is shuffled and kept on its own device
//! ([`GameSetup::hidden_bags`]); every other device shows only the chips it plays, checks that the
//! seat still has such a chip, and at the end checks every draw against the revealed secrets.

use super::secret::{Digest, Secret};
use super::session::{Problem, ProblemKind};
use super::{Reason, Refusal, RemoteError, RemoteGame, SetupAndMoves};
use crate::core::invariant::Invariant;
use crate::core::link::{self, FrameError};
use crate::core::seat::{PerSeat, Seat};
use crate::glux::link::LinkError;
use crate::glux::record::LINK_GAME;
use crate::glux::{Chip, GameRecord, PlacementError, PlayError, PlayedGame, RecordedAction, ReplayError};
use std::fmt;

/// A chip a seat played when it has none of that kind left (its bag and hand are hidden, so the
/// other devices check what it may still have).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForgedChip(pub Chip);

impl fmt::Display for ForgedChip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a {} chip, and the seat has none left", self.0)
    }
}

/// A chip played that the seat's bag did not give it, found when the draws are checked at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawnChip {
    /// The chip played.
    pub played: Chip,
    /// The chip its bag gave it.
    pub held: Chip,
}

impl fmt::Display for DrawnChip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "played a {} chip, but its bag gave it a {}",
            self.played, self.held
        )
    }
}

fn decode(body: &[u8]) -> Result<GameRecord, RemoteError> {
    crate::glux::link::decode(&link::frame(LINK_GAME, body)).map_err(|e| match e {
        LinkError::Frame(e) => RemoteError::Damaged(e),
        LinkError::Replay(ReplayError::Illegal {
            number,
            seat,
            error: PlayError::NoChipLeft { chip },
            ..
        }) => RemoteError::Forged {
            number,
            seat,
            piece: Reason::new(ForgedChip(chip)),
        },
        LinkError::Replay(ReplayError::Illegal {
            number, seat, error, ..
        }) => RemoteError::Illegal {
            number,
            seat: Some(seat),
            reason: Refusal::Rules(Reason::new(error)),
        },
        LinkError::Replay(_) => RemoteError::Damaged(FrameError::Number),
    })
}

fn encode(record: &GameRecord) -> Vec<u8> {
    let text = crate::glux::link::encode(record).invariant("a played game's record encodes");
    link::unframe(&text).invariant("a link just written reads").body
}

fn without_moves(record: &GameRecord) -> GameRecord {
    GameRecord {
        actions: Vec::new(),
        ..record.clone()
    }
}

impl RemoteGame for PlayedGame {
    type Move = RecordedAction;
    type Refusal = PlayError;
    const LINK_GAME: u8 = LINK_GAME;
    const GAME_NAME: &'static str = crate::glux::record::GAME_NAME;

    fn start(
        setup: &[u8],
        seed: u64,
        names: &[String],
        bag_seeds: &PerSeat<Option<[u8; 32]>>,
    ) -> Result<PlayedGame, RemoteError> {
        let record = decode(setup)?;
        if !record.actions.is_empty() || !record.setup.hidden_bags {
            return Err(RemoteError::Damaged(FrameError::Number));
        }
        let setup = crate::glux::GameSetup { seed, ..record.setup };
        PlayedGame::with_bags(setup, names.to_vec(), *bag_seeds)
            .map_err(|_| RemoteError::Damaged(FrameError::Number))
    }

    fn read_names(body: &[u8]) -> Result<Vec<String>, RemoteError> {
        let record = decode(body)?;
        Ok(record.names)
    }

    fn body(&self) -> Vec<u8> {
        encode(self.record())
    }

    fn read_moves(body: &[u8]) -> Result<SetupAndMoves<RecordedAction>, RemoteError> {
        let record = decode(body)?;
        if !record.setup.hidden_bags {
            return Err(RemoteError::Damaged(FrameError::Number));
        }
        let setup = encode(&without_moves(&record));
        let game = PlayedGame::from_record(record).map_err(|_| RemoteError::Damaged(FrameError::Number))?;
        Ok((setup, game.moves()))
    }

    fn setup_bytes(&self) -> Vec<u8> {
        encode(&without_moves(self.record()))
    }

    fn moves(&self) -> Vec<(Seat, RecordedAction)> {
        self.history()
            .iter()
            .zip(&self.record().actions)
            .map(|(m, &a)| (m.played.seat, a))
            .collect()
    }

    fn play(&mut self, seat: Seat, mv: &RecordedAction) -> Result<(), PlayError> {
        if self.game().to_act() != Some(seat) {
            return Err(PlayError::GameOver);
        }
        let action = mv
            .to_action(self.game().board_state().board())
            .map_err(|_| PlayError::Placement(PlacementError::OffBoard))?;
        PlayedGame::play(self, action).map(|_| ())
    }

    fn hand_over(&mut self, seat: Seat, bag_seed: [u8; 32]) {
        PlayedGame::hand_over(self, seat, bag_seed);
    }

    fn to_act(&self) -> Option<Seat> {
        self.game().to_act()
    }

    fn is_over(&self) -> bool {
        self.game().is_over()
    }

    fn refusal(number: usize, seat: Seat, refusal: PlayError) -> RemoteError {
        match refusal {
            PlayError::NoChipLeft { chip } => RemoteError::Forged {
                number,
                seat,
                piece: Reason::new(ForgedChip(chip)),
            },
            other => RemoteError::Illegal {
                number,
                seat: Some(seat),
                reason: Refusal::Rules(Reason::new(other)),
            },
        }
    }

    fn has_secrets() -> bool {
        true
    }

    /// Replays the game with every bag shuffled from its secret; a seat whose chip does not match
    /// is named at that move, and its later chips are taken as they were played (its bag is hidden
    /// from then on, so that the other seats' draws are still checked).
    fn check_draws(
        &self,
        joint: &Digest,
        secrets: &PerSeat<Option<Secret>>,
        handovers: &[(Seat, u32, Option<[u8; 32]>)],
    ) -> Vec<Problem> {
        // A seat without a secret (never revealed, or not matching) is hidden: the others are checked.
        let mut bag_seeds = PerSeat::from_fn(|s| secrets[s].map(|secret| secret.bag_seed(joint)));
        let mut problems: Vec<Problem> = Vec::new();
        // Seats already found out: their later chips are taken as played.
        let mut broken: PerSeat<bool> = PerSeat::default();
        'replay: loop {
            let setup = self.record().setup.clone();
            let Ok(mut game) = PlayedGame::with_bags(setup, self.record().names.clone(), bag_seeds) else {
                problems.push(Problem {
                    seat: Seat(0),
                    number: 0,
                    kind: ProblemKind::Replay,
                });
                return problems;
            };
            for (i, &recorded) in self.record().actions.iter().enumerate() {
                for &(seat, _, bag_seed) in handovers.iter().filter(|h| h.1 as usize == i) {
                    match bag_seed {
                        Some(bag_seed) if !broken[seat] => game.hand_over(seat, bag_seed),
                        _ => {}
                    }
                }
                let replay = |seat| Problem {
                    seat,
                    number: i + 1,
                    kind: ProblemKind::Replay,
                };
                let Some(seat) = game.game().to_act() else {
                    problems.push(replay(Seat(0)));
                    break;
                };
                let Ok(action) = recorded.to_action(game.game().board_state().board()) else {
                    problems.push(replay(seat));
                    break;
                };
                let held = game.game().hand(seat);
                if let Some(held) =
                    held.filter(|h| !game.game().is_hidden(seat) && !h.has_face(action.pips()))
                {
                    problems.push(Problem {
                        seat,
                        number: i + 1,
                        kind: ProblemKind::Draw(Reason::new(DrawnChip {
                            played: action.pips().chip(),
                            held,
                        })),
                    });
                    bag_seeds[seat] = None;
                    broken[seat] = true;
                    continue 'replay;
                }
                if game.play(action).is_err() {
                    problems.push(replay(seat));
                    break;
                }
            }
            crate::core::order::sort_by_rank(&mut problems, |p| (p.number as u64) << 8 | u64::from(p.seat.0));
            return problems;
        }
    }
}
