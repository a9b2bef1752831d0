//! A Glüx game in play and a Glüx game viewed move by move, as models: the game with its record,
//! the seats, and what the person to act has chosen so far. Gestures become [`GluxAction`]s, and
//! [`GluxTable::gesture`] asks the engine: a refused action leaves the game as it was and keeps the
//! reason to show. (Views are in the other modules of this folder.)

use super::refusal::Refusal;
use crate::app::bridge::behind;
use crate::app::games::SeatAnswer;
use crate::app::kind::ReplaySource;
use crate::app::seats::{Driver, Hint, SeatInfo, Seated, Speed};
use crate::core::level::Level;
use crate::glux::{Action, Phase, Pips, PlayError, PlayedGame, RecordedAction, Seat, Square};
use std::rc::Rc;

/// Every gesture at a Glüx table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GluxAction {
    /// The person at the pass-the-device screen tapped Ready.
    Ready,
    /// Choose the face of the hand chip.
    ChooseFace(Pips),
    /// The pointer is on a square (or left the board).
    Point(Option<Square>),
    /// A square was tapped.
    TapSquare(Square),
    /// The start-option button.
    UseStartOption,
    /// Confirm the pending action: it is played, a chip is drawn, the turn passes.
    Confirm,
    /// Take back the pending action (nothing was played yet).
    Undo,
    /// Show or hide room totals.
    ToggleRoomTotals,
}

impl From<GluxAction> for crate::app::games::Gesture {
    fn from(action: GluxAction) -> Self {
        crate::app::games::Gesture::new(action)
    }
}

/// A game in play.
#[derive(Clone, Debug)]
pub struct GluxTable {
    /// The game with its record and history.
    pub game: Rc<PlayedGame>,
    /// Names and colours.
    pub seats: Rc<Vec<SeatInfo>>,
    /// The face chosen for the hand chip.
    pub face: Option<Pips>,
    /// An action shown on the board, waiting for Confirm or Undo.
    pub pending: Option<Action>,
    /// The square the pointer is on.
    pub pointed: Option<Square>,
    /// The pass-the-device screen, covering the hand until this seat taps Ready.
    pub curtain: Option<Seat>,
    /// Show each room's pip totals on the board.
    pub room_totals: bool,
    /// The last refusal, shown until the next gesture.
    pub error: Option<Refusal>,
    /// Seeds the bots' choices (not the game's seed, which fixes the bags: bots must not know it).
    pub bot_seed: u64,
    /// Bots wait while paused.
    pub paused: bool,
    /// One bot move allowed while paused.
    pub step: bool,
    /// How fast bots move.
    pub speed: Speed,
    /// The person who last had the device (for the pass-the-device screen).
    pub holder: Option<Seat>,
    /// The last hint asked for.
    pub hint: Option<Hint<RecordedAction>>,
    /// The moves (by number, from 0) before which a hint was asked for: the log notes them.
    pub hinted: Rc<Vec<u32>>,
    /// Counts every change of the game on the table (a move, a takeback, a move from another
    /// device); a bot's answer or a hint counts only for the epoch it was asked in. The record's
    /// length would not do: a takeback lowers it, and an answer asked before the takeback would be
    /// played in the position after it.
    pub epoch: u64,
}

/// Tables compare the game and the seats by identity: every change replaces them (`play_on`,
/// takeback), so comparing pointers is exact and keeps redrawing cheap however long the game.
impl PartialEq for GluxTable {
    fn eq(&self, other: &GluxTable) -> bool {
        Rc::ptr_eq(&self.game, &other.game)
            && Rc::ptr_eq(&self.seats, &other.seats)
            && (self.face, self.pending, self.pointed, self.curtain)
                == (other.face, other.pending, other.pointed, other.curtain)
            && (self.room_totals, self.error, self.bot_seed)
                == (other.room_totals, other.error, other.bot_seed)
            && (self.paused, self.step, self.speed, self.holder, self.epoch)
                == (other.paused, other.step, other.speed, other.holder, other.epoch)
            && (&self.hint, &self.hinted) == (&other.hint, &other.hinted)
    }
}

impl Seated for GluxTable {
    fn seats(&self) -> &[SeatInfo] {
        &self.seats
    }

    fn seat_to_move(&self) -> Option<Seat> {
        self.game.game().to_act()
    }
}

impl GluxTable {
    /// A table for a game; the pass-the-device screen comes up if a person other than the holder
    /// is to act.
    #[must_use]
    pub fn new(game: PlayedGame, seats: Vec<SeatInfo>, bot_seed: u64) -> GluxTable {
        let mut table = GluxTable {
            game: Rc::new(game),
            seats: Rc::new(seats),
            face: None,
            pending: None,
            pointed: None,
            curtain: None,
            room_totals: false,
            error: None,
            bot_seed,
            paused: false,
            step: false,
            speed: Speed::Normal,
            holder: None,
            hint: None,
            hinted: Rc::new(Vec::new()),
            epoch: 0,
        };
        table.curtain = table.curtain_for(table.game.game().to_act());
        table
    }

    /// Asks for a hint for the position now (the worker answers: see [`GluxTable::hinted_move`]),
    /// and notes it for the log.
    pub fn ask_hint(&mut self) {
        let count = self.game.record().actions.len();
        if self.game.game().is_over() || self.hint.as_ref().is_some_and(|h| h.asked_at == self.epoch) {
            return;
        }
        self.hint = Some(Hint {
            asked_at: self.epoch,
            answer: None,
        });
        if !self.hinted.contains(&(count as u32)) {
            Rc::make_mut(&mut self.hinted).push(count as u32);
        }
    }

    /// Expert's answer to the hint asked at `asked_at`; dropped if the game moved on.
    pub fn hinted_move(&mut self, asked_at: u64, action: RecordedAction, chance: u16) {
        if let Some(hint) = self.hint.as_mut().filter(|h| h.asked_at == asked_at) {
            hint.answer = Some((action, chance));
        }
    }

    /// The hint for the position now: `Some(None)` while Expert thinks.
    #[must_use]
    pub fn current_hint(&self) -> Option<Option<&(RecordedAction, u16)>> {
        let hint = self.hint.as_ref()?;
        (hint.asked_at == self.epoch).then_some(hint.answer.as_ref())
    }

    /// A seat's name.
    #[must_use]
    pub fn name(&self, seat: Seat) -> &str {
        &self.seats[seat.index()].name
    }

    /// Where the keyboard focus goes next, as a dialog would put it: onto Ready when the
    /// pass-the-device screen comes up, onto the first face when a person's hand is shown.
    #[must_use]
    pub fn focus_target(&self) -> Option<&'static str> {
        if self.curtain.is_some() {
            Some("[data-action=\"ready\"]")
        } else if self.bot_to_move().is_none() && !self.game.game().is_over() && self.face.is_none() {
            Some("[data-face]")
        } else {
            None
        }
    }

    /// The bot playing a seat, if a bot does.
    #[must_use]
    pub fn bot(&self, seat: Seat) -> Option<Level> {
        self.driver(seat).bot()
    }

    /// Whether a person can take back their last placement (against bots, some placement made; never
    /// in a game with players elsewhere, who have seen it).
    #[must_use]
    pub fn can_take_back(&self) -> bool {
        self.has_bots()
            && !crate::app::seats::any_elsewhere(&self.seats)
            && self.last_human_action().is_some()
    }

    /// The index in the history of the last action by a person, after setup.
    pub(crate) fn last_human_action(&self) -> Option<usize> {
        self.game.history().iter().rposition(|m| {
            self.bot(m.played.seat).is_none() && !matches!(m.played.action, Action::StartFace(_))
        })
    }

    /// Who must be handed the device before the next action: a person other than the one who saw
    /// the device last. Between a person and bots, or bots alone, nobody.
    pub(crate) fn curtain_for(&self, next: Option<Seat>) -> Option<Seat> {
        let seat = next?;
        let humans = self.seats.iter().filter(|s| s.driver.is_here()).count();
        (self.driver(seat).is_here() && humans > 1 && self.holder != Some(seat)).then_some(seat)
    }

    /// The moves of `theirs` (a game the carrier brings) made since this table's game, each as
    /// its seat's answer, if `theirs` goes on from it by moves of seats played elsewhere. A seat
    /// handed to this device just now (its new bag) is taken here: it is no move. `None` when
    /// `theirs` is off this table's line.
    pub(crate) fn answers_in(&mut self, theirs: &PlayedGame) -> Option<Vec<SeatAnswer>> {
        let (mine, record) = (self.game.record(), theirs.record());
        let from = mine.actions.len();
        let handed = theirs.handovers().strip_prefix(self.game.handovers())?;
        let goes_on = (&mine.setup, &mine.names) == (&record.setup, &record.names)
            && self.game.bag_seeds() == theirs.bag_seeds()
            && behind(&mine.actions, &record.actions)
            && handed.iter().all(|h| h.at == from)
            && theirs.history()[from..]
                .iter()
                .all(|m| self.elsewhere(m.played.seat));
        if !goes_on {
            return None;
        }
        if !handed.is_empty() {
            let mut game = (*self.game).clone();
            for h in handed {
                game.hand_over(h.seat, h.bag_seed);
            }
            self.set_game(game);
        }
        Some(
            record.actions[from..]
                .iter()
                .map(|&a| SeatAnswer::played(a))
                .collect(),
        )
    }

    /// Puts a changed game on the table: answers asked before it no longer count.
    pub(crate) fn set_game(&mut self, game: PlayedGame) {
        self.game = Rc::new(game);
        self.epoch += 1;
    }

    /// Plays an action on the game and hands the turn on.
    fn play_on(&mut self, action: Action) -> Result<(), PlayError> {
        let mut next = (*self.game).clone();
        next.play(action)?;
        self.set_game(next);
        self.pending = None;
        self.face = None;
        self.pointed = None;
        self.curtain = self.curtain_for(self.game.game().to_act());
        Ok(())
    }

    /// The answer of the seat to act's driver (a bot's, or a person's elsewhere that the carrier
    /// brings), asked in epoch `asked_at`. An answer for an outdated turn (after a takeback, say)
    /// or from another seat's driver is dropped. A bot's refused answer stops the bots; a move made
    /// elsewhere was checked by the carrier, and one that is refused here changes nothing.
    pub fn answer(&mut self, asked_at: u64, driver: Driver, action: RecordedAction) {
        if asked_at != self.epoch || self.driver_to_move().map(|(_, d)| d) != Some(driver) {
            return;
        }
        let Ok(action) = action.to_action(self.game.game().board_state().board()) else {
            return;
        };
        match (self.play_on(action), driver) {
            (Ok(()), Driver::Elsewhere) => self.error = None,
            (Ok(()), _) => {}
            (Err(e), Driver::Bot(_)) => {
                self.error = Some(Refusal::Bot(e));
                self.paused = true;
            }
            (Err(_), _) => {}
        }
        if driver.bot().is_some() {
            self.step = false;
        }
    }

    /// Takes back the last placement of a person, and the bots' replies after it.
    pub fn take_back(&mut self) {
        if let Some(index) = self.last_human_action() {
            let seat = self.game.history()[index].played.seat;
            self.set_game(self.game.truncated(index));
            self.pending = None;
            self.face = None;
            self.error = None;
            self.holder = Some(seat);
            self.curtain = None;
        }
    }

    /// A gesture during play. Every rule question goes to the engine.
    pub fn gesture(&mut self, action: GluxAction) {
        let game = Rc::clone(&self.game);
        let game = game.game();
        let Some(seat) = game.to_act() else { return };
        // A bot's move is the bot's, and a person elsewhere moves on their own device.
        if self.bot(seat).is_some() || self.elsewhere(seat) {
            if action == GluxAction::ToggleRoomTotals && self.elsewhere(seat) {
                self.room_totals = !self.room_totals;
            }
            return;
        }
        if self.curtain.is_some() && action != GluxAction::Ready {
            return;
        }
        self.error = None;
        match action {
            GluxAction::Ready => {
                self.curtain = None;
                self.holder = Some(seat);
            }
            GluxAction::ChooseFace(pips) if game.hand(seat).is_some_and(|chip| chip.has_face(pips)) => {
                self.face = Some(pips);
                self.pending = match self.pending {
                    Some(Action::Place { to, .. }) => Some(Action::Place { to, pips }),
                    Some(Action::StartOption(_)) => Some(Action::StartOption(pips)),
                    Some(Action::StartFace(_)) => Some(Action::StartFace(pips)),
                    None if matches!(game.phase(), Phase::StartFace(_)) => Some(Action::StartFace(pips)),
                    None => None,
                };
            }
            GluxAction::ChooseFace(_) => {}
            GluxAction::Point(square) => self.pointed = square,
            GluxAction::TapSquare(to) => {
                if matches!(game.phase(), Phase::StartFace(_)) {
                    return;
                }
                let Some(pips) = self.face else {
                    self.error = Some(Refusal::ChooseFace);
                    return;
                };
                let candidate = Action::Place { to, pips };
                match game.check(candidate) {
                    Ok(()) => self.pending = Some(candidate),
                    Err(e) => {
                        self.error = Some(Refusal::Illegal(Some(game.board_state().board().coord(to)), e));
                    }
                }
            }
            GluxAction::UseStartOption => {
                let Some(pips) = self.face else {
                    self.error = Some(Refusal::ChooseFace);
                    return;
                };
                match game.check(Action::StartOption(pips)) {
                    Ok(()) => self.pending = Some(Action::StartOption(pips)),
                    Err(e) => self.error = Some(Refusal::Illegal(None, e)),
                }
            }
            GluxAction::Undo => self.pending = None,
            GluxAction::Confirm => {
                let Some(pending) = self.pending else { return };
                self.holder = Some(seat);
                if let Err(e) = self.play_on(pending) {
                    self.error = Some(Refusal::Illegal(None, e));
                }
            }
            GluxAction::ToggleRoomTotals => self.room_totals = !self.room_totals,
        }
    }
}

/// A game viewed move by move.
#[derive(Clone, Debug, PartialEq)]
pub struct GluxReplay {
    /// The whole game.
    pub game: Rc<PlayedGame>,
    /// Names and colours.
    pub seats: Rc<Vec<SeatInfo>>,
    /// How many actions are shown.
    pub at: usize,
    /// Where it came from.
    pub source: ReplaySource,
}

impl GluxReplay {
    /// A replay of a game, showing its end.
    #[must_use]
    pub fn new(game: PlayedGame, seats: Vec<SeatInfo>, source: ReplaySource) -> GluxReplay {
        GluxReplay {
            at: game.record().actions.len(),
            game: Rc::new(game),
            seats: Rc::new(seats),
            source,
        }
    }

    /// The number of actions in the game.
    #[must_use]
    pub fn len(&self) -> usize {
        self.game.record().actions.len()
    }

    /// Whether the game has no actions yet.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
