//! Nim through the seam every game goes through (`glux::app::game`): its rules for the shell, its
//! table in play and its replay, its bots, its saves and links, and how the carrier hands it over.

use super::rules::{NimError, NimGame, Take, best};
use glux::app::bridge::{CarriedGame, RemoteGame, behind};
use glux::app::game::{
    GameBots, GameFiles, GameHistory, GameJudge, GameRemote, GameReplay, GameRules, GameTable, Replay, Table,
    Taken,
};
use glux::app::games::{GameProblem, Gesture, SeatAnswer, TableAction};
use glux::app::kind::{GameKind, ReplaySource};
use glux::app::seats::{NewGameForm, SeatInfo, Seated};
use glux::core::history::FinishedGame;
use glux::core::level::Level;
use glux::core::seat::{Seat, SeatSet};
use glux::i18n::Texts;
use glux::remote::any::AnySession;
use glux::remote::message::Invitation;
use glux::remote::record::SavedSession;
use glux::remote::session::Random;
use glux::remote::{Reason, RemoteError};
use serde::{Deserialize, Serialize};
use std::rc::Rc;

/// Nim, as the registry knows it.
pub const NIM: GameKind = GameKind::named("nim");

/// Nim's answers to the seam's traits.
pub struct Nim;

/// A person's gesture at a Nim table: take counters from a heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NimGesture(pub Take);

impl From<NimGesture> for Gesture {
    fn from(gesture: NimGesture) -> Gesture {
        Gesture::new(gesture)
    }
}

/// Why a Nim text cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NimProblem(pub String);

/// A Nim game as it is saved, exported, linked and carried.
#[derive(Serialize, Deserialize)]
struct Saved {
    game: String,
    nim: NimGame,
    seats: Vec<SeatInfo>,
}

fn read(text: &str) -> Result<(NimGame, Vec<SeatInfo>), GameProblem> {
    let problem = |why: String| GameProblem::new(NIM, NimProblem(why));
    let saved: Saved = serde_json::from_str(text).map_err(|e| problem(e.to_string()))?;
    if saved.game != NIM.id() {
        return Err(problem(format!("a game of {}", saved.game)));
    }
    // Every move is played again through the rules: a text is never trusted.
    let mut game = NimGame {
        moves: Vec::new(),
        ..saved.nim.clone()
    };
    for (i, &take) in saved.nim.moves.iter().enumerate() {
        game.play(take)
            .map_err(|e| problem(format!("move {}: {e:?}", i + 1)))?;
    }
    Ok((game, saved.seats))
}

fn write(game: &NimGame, seats: &[SeatInfo]) -> String {
    serde_json::to_string(&Saved {
        game: NIM.id().to_string(),
        nim: game.clone(),
        seats: seats.to_vec(),
    })
    .unwrap_or_default()
}

/// A game as the app and the carrier hand it to each other.
#[must_use]
pub fn carry(game: &NimGame) -> CarriedGame {
    CarriedGame::new(NIM, write(game, &[]))
}

/// A Nim game in play.
#[derive(Clone, PartialEq)]
pub struct NimTable {
    /// The game.
    pub game: Rc<NimGame>,
    seats: Rc<Vec<SeatInfo>>,
    bot_seed: u64,
    /// The table's count of changes: an answer counts only for the epoch it was asked in.
    pub epoch: u64,
}

impl NimTable {
    fn new(game: NimGame, seats: Vec<SeatInfo>, bot_seed: u64) -> NimTable {
        NimTable {
            game: Rc::new(game),
            seats: Rc::new(seats),
            bot_seed,
            epoch: 0,
        }
    }

    fn play(&mut self, take: Take) -> Result<(), NimError> {
        let mut game = (*self.game).clone();
        game.play(take)?;
        self.game = Rc::new(game);
        self.epoch += 1;
        Ok(())
    }
}

impl Seated for NimTable {
    fn seats(&self) -> &[SeatInfo] {
        &self.seats
    }

    fn seat_to_move(&self) -> Option<Seat> {
        self.game.to_act()
    }
}

impl GameTable for NimTable {
    fn kind(&self) -> GameKind {
        NIM
    }

    fn seats_rc(&self) -> &Rc<Vec<SeatInfo>> {
        &self.seats
    }

    fn identity(&self) -> usize {
        Rc::as_ptr(&self.game) as usize
    }

    fn actions_played(&self) -> usize {
        self.game.moves.len()
    }

    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    fn result(&self) -> Option<Vec<(u32, bool)>> {
        let winner = self.game.winner()?;
        Some(
            (0..self.game.players)
                .map(|s| (u32::from(Seat(s) == winner), Seat(s) == winner))
                .collect(),
        )
    }

    fn saved_text(&self) -> Option<String> {
        Some(write(&self.game, &self.seats))
    }

    fn file_name(&self) -> String {
        "nim.json".to_string()
    }

    fn share_link(&self) -> Option<String> {
        Some(write(&self.game, &self.seats))
    }

    fn look_back(&self) -> Replay {
        Replay::new(NimReplay {
            game: (*self.game).clone(),
            seats: self.seats.to_vec(),
            at: self.game.moves.len(),
            source: ReplaySource::InPlay,
        })
    }

    fn hint_awaited(&self) -> Option<u64> {
        None
    }

    fn bots_may_move(&self) -> Option<(u64, u32)> {
        Some((self.epoch, 0))
    }

    fn bot_view(&self) -> Option<(Vec<u8>, u64)> {
        self.game.to_act()?;
        Some((self.game.heaps(), self.bot_seed))
    }

    fn act(&mut self, action: TableAction) {
        match action {
            TableAction::Gesture(gesture) => {
                if let Some(NimGesture(take)) = gesture.of::<NimGesture>()
                    && self
                        .driver_to_move()
                        .is_some_and(|(_, d)| d == glux::app::seats::Driver::Here)
                {
                    let _ = self.play(*take);
                }
            }
            TableAction::Answer {
                asked_at,
                driver,
                action,
            } => {
                if asked_at == self.epoch
                    && self.driver_to_move().map(|(_, d)| d) == Some(driver)
                    && let Some(take) = action
                        .of::<Take>()
                        .copied()
                        .or_else(|| action.text().and_then(from_text))
                {
                    let _ = self.play(take);
                }
            }
            _ => {}
        }
    }

    fn epoch(&self) -> u64 {
        self.epoch
    }

    fn take_carried(&mut self, remote: &RemoteGame) -> Taken {
        if remote.game.kind() != Some(NIM) {
            return Taken::OtherGame;
        }
        let Ok((game, _)) = read(&remote.game.body) else {
            return Taken::Unreadable;
        };
        let (theirs, mine) = (&game.moves, &self.game.moves);
        if *self.game == game || (!remote.reset && behind(theirs, mine)) {
            return Taken::Taken;
        }
        // The moves made elsewhere since, each its seat's answer (the seat to act after each).
        let mut seats = game.clone();
        seats.moves.truncate(mine.len());
        let answers: Option<Vec<SeatAnswer>> = theirs[mine.len().min(theirs.len())..]
            .iter()
            .map(|&take| {
                let by_elsewhere = seats.to_act().is_some_and(|s| self.elsewhere(s));
                seats.moves.push(take);
                by_elsewhere.then(|| SeatAnswer::played(take))
            })
            .collect();
        match answers {
            Some(answers) if !remote.reset && behind(mine, theirs) => Taken::Answers(answers),
            _ => {
                self.game = Rc::new(game);
                self.epoch += 1;
                Taken::Taken
            }
        }
    }

    fn carried(&self) -> Option<CarriedGame> {
        Some(carry(&self.game))
    }
}

/// A Nim game viewed move by move.
#[derive(Clone, PartialEq)]
pub struct NimReplay {
    game: NimGame,
    seats: Vec<SeatInfo>,
    at: usize,
    source: ReplaySource,
}

impl GameReplay for NimReplay {
    fn kind(&self) -> GameKind {
        NIM
    }

    fn seats(&self) -> &[SeatInfo] {
        &self.seats
    }

    fn len(&self) -> usize {
        self.game.moves.len()
    }

    fn at(&self) -> usize {
        self.at
    }

    fn go_to(&mut self, at: usize) {
        self.at = at.min(self.game.moves.len());
    }
}

/// A move as the bots write it: `take HEAP COUNT`.
fn to_text(take: Take) -> String {
    format!("take {} {}", take.heap, take.count)
}

fn from_text(text: &str) -> Option<Take> {
    let mut words = text.strip_prefix("take ")?.split(' ');
    let take = Take {
        heap: words.next()?.parse().ok()?,
        count: words.next()?.parse().ok()?,
    };
    words.next().is_none().then_some(take)
}

impl GameRules for Nim {
    fn start(&self, form: &NewGameForm, bot_seed: u64) -> Option<Table> {
        let seed = form.seed.trim().parse().ok()?;
        Some(Table::new(NimTable::new(
            NimGame::new(form.players, seed),
            form.active_seats().to_vec(),
            bot_seed,
        )))
    }

    fn problem_text(&self, problem: &GameProblem, _t: Texts) -> String {
        problem
            .of::<NimProblem>()
            .map(|p| p.0.clone())
            .unwrap_or_default()
    }

    fn setup_link(&self, form: &NewGameForm, _names: Vec<String>) -> Option<String> {
        Some(write(
            &NimGame::new(form.players, form.seed.trim().parse().ok()?),
            &[],
        ))
    }

    fn resume(&self, text: &str) -> Result<Table, GameProblem> {
        let (game, seats) = read(text)?;
        Ok(Table::new(NimTable::new(game, seats, 0)))
    }

    fn table_for_carried(&self, remote: &RemoteGame) -> Option<Table> {
        let (game, _) = read(remote.game.body_of(NIM)?).ok()?;
        Some(Table::new(NimTable::new(
            game,
            remote.seats.clone(),
            remote.bot_seed,
        )))
    }

    fn play_on(&self, replay: &Replay, seats: Vec<SeatInfo>, bot_seed: u64) -> Option<Table> {
        let replay = replay.of::<NimReplay>()?;
        Some(Table::new(NimTable::new(
            replay.game.truncated(replay.at),
            seats,
            bot_seed,
        )))
    }

    fn setup_names(&self, _: &[u8]) -> Option<Vec<String>> {
        None
    }
}

impl GameFiles for Nim {
    fn read_file(&self, text: &str) -> Result<Replay, GameProblem> {
        let (game, seats) = read(text)?;
        let at = game.moves.len();
        Ok(Replay::new(NimReplay {
            game,
            seats,
            at,
            source: ReplaySource::File,
        }))
    }

    fn open_link(&self, text: &str) -> Result<Replay, GameProblem> {
        let (game, seats) = read(text)?;
        Ok(Replay::new(NimReplay {
            game,
            seats,
            at: 0,
            source: ReplaySource::Link,
        }))
    }
}

impl GameHistory for Nim {
    fn finished(&self, text: &str, finished: f64) -> Option<FinishedGame> {
        let (game, seats) = read(text).ok()?;
        NimTable::new(game, seats, 0).finished(finished)
    }
}

/// Expert does not review Nim: its best move is known.
impl GameJudge for Nim {
    fn review(
        &self,
        _text: &str,
        _link: bool,
        _progress: &mut dyn FnMut(usize, usize) -> bool,
    ) -> Option<(serde_json::Value, Vec<Vec<f64>>)> {
        None
    }
}

/// Every level plays the best move (the view is the heaps, which every player sees).
impl GameBots for Nim {
    fn answer(&self, view: &[u8], _level: Level, _seed: u64) -> Option<SeatAnswer> {
        best(view).map(|take| SeatAnswer::new(to_text(take)))
    }

    fn hint(&self, view: &[u8]) -> Option<(SeatAnswer, f64)> {
        let take = best(view)?;
        let mut after = view.to_vec();
        after[take.heap] -= take.count;
        let winning = after.iter().fold(0, |a, &h| a ^ h) == 0;
        Some((SeatAnswer::new(to_text(take)), if winning { 1.0 } else { 0.0 }))
    }
}

/// Nim between devices goes through the app's model (the carrier hands its games over); it has no
/// sessions of its own, so the carrier offers none.
impl GameRemote for Nim {
    fn create(&self, _: Vec<u8>, _: SeatSet, _: Random<'_>) -> Result<AnySession, RemoteError> {
        Err(RemoteError::OtherGame)
    }

    fn join(&self, _: &Invitation, _: &str, _: Random<'_>) -> Result<(AnySession, String), RemoteError> {
        Err(RemoteError::OtherGame)
    }

    fn kept(&self, saved: &SavedSession) -> Result<AnySession, String> {
        Err(format!("a game of “{}” is not kept here", saved.game))
    }

    fn carried(&self, _: &AnySession) -> Option<CarriedGame> {
        None
    }

    fn update(&self, _: &mut AnySession, _: &CarriedGame) -> Option<Result<(), RemoteError>> {
        None
    }

    fn refusal(&self, _: Texts, _: &Reason) -> Option<String> {
        None
    }

    fn forged(&self, _: Texts, _: usize, _: &str, _: &Reason) -> Option<String> {
        None
    }

    fn draw_problem(&self, _: Texts, _: usize, _: &str, _: &Reason) -> Option<String> {
        None
    }
}
