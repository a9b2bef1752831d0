//! A GLAK game in play: the recorder (game and record), the seats, and what the person to move has
//! chosen so far (a board and its rotation, a stone, the jump). Gestures become [`GlakAction`]s;
//! [`GlakTable::gesture`] asks the engine, and a refused action leaves the game as it was and keeps
//! the engine's reason to show.

use crate::app::bridge::behind;
use crate::app::games::SeatAnswer;
use crate::app::seats::{Driver, Hint, SeatInfo, Seated, Speed};
use crate::core::seat::Seat;
use crate::glak::fields::FieldSet;
use crate::glak::record::RecordedTurn;
use crate::glak::{Action, Game, Place, PlayError, Point, Recorder};
use std::rc::Rc;

/// What the person to move has chosen, waiting for the click that acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Choice {
    /// Nothing: a click on a lit field places a stone, on an own stone chooses it.
    #[default]
    Nothing,
    /// A board from the hand (its index in the tile set), to be laid on a lit place.
    Board(usize),
    /// An own stone, to step onto a lit neighbour.
    Stone(Point),
    /// The jump: an own stone is chosen next.
    Jump,
    /// The jump with its stone chosen: any lit field is the landing.
    JumpFrom(Point),
}

/// Every gesture on a GLAK table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GlakAction {
    /// Choose (or put back) a board of the hand.
    ChooseBoard(usize),
    /// Turn the chosen board a quarter turn clockwise.
    Rotate,
    /// Lay the chosen board on a lattice place.
    LayAt(Place),
    /// A field was clicked (or chosen with Enter).
    TapField(Point),
    /// The Jump button: choose the stone to jump with next (pressed again: no jump).
    Jump,
    /// End the turn now.
    EndTurn,
    /// Take back the turn's last action.
    Undo,
    /// Show or hide the longest chains.
    ToggleChains,
}

impl From<GlakAction> for crate::app::games::Gesture {
    fn from(action: GlakAction) -> Self {
        crate::app::games::Gesture::new(action)
    }
}

/// A GLAK game in play.
#[derive(Clone, Debug)]
pub struct GlakTable {
    /// The game and its record.
    pub play: Rc<Recorder>,
    /// The game alone, shared with the area view (made anew with every action).
    pub shown: Rc<Game>,
    /// Names, colours and kinds of the seats.
    pub seats: Rc<Vec<SeatInfo>>,
    /// What the person to move has chosen.
    pub choice: Choice,
    /// Quarter turns of the chosen board.
    pub rotation: u8,
    /// Show every player's longest chain.
    pub chains: bool,
    /// The last refusal, shown until the next gesture.
    pub error: Option<PlayError>,
    /// Seeds the bots' choices.
    pub bot_seed: u64,
    /// Bots wait while paused.
    pub paused: bool,
    /// One bot action allowed while paused.
    pub step: bool,
    /// How fast bots act.
    pub speed: Speed,
    /// Counts every change to the game (actions, undos, takebacks) and never goes down: a bot's
    /// answer counts only for the epoch it was asked in.
    pub epoch: u64,
    /// The action just taken back (for the announcement), until the next action.
    pub undone: Option<crate::glak::RecordedAction>,
    /// The last hint asked for.
    pub hint: Option<Hint<crate::glak::RecordedAction>>,
    /// The turns (by number, from 0) in which a hint was asked for: the log notes them.
    pub hinted: Rc<Vec<u32>>,
}

/// Tables compare the recorder and the seats by identity: every action replaces them, so comparing
/// pointers is exact and cheap however long the game.
impl PartialEq for GlakTable {
    fn eq(&self, other: &GlakTable) -> bool {
        Rc::ptr_eq(&self.play, &other.play)
            && Rc::ptr_eq(&self.seats, &other.seats)
            && (self.choice, self.rotation, self.chains, self.error, self.bot_seed)
                == (
                    other.choice,
                    other.rotation,
                    other.chains,
                    other.error,
                    other.bot_seed,
                )
            && (self.paused, self.step, self.speed, self.epoch, &self.undone)
                == (other.paused, other.step, other.speed, other.epoch, &other.undone)
            && (&self.hint, &self.hinted) == (&other.hint, &other.hinted)
    }
}

impl Seated for GlakTable {
    fn seats(&self) -> &[SeatInfo] {
        &self.seats
    }

    fn seat_to_move(&self) -> Option<Seat> {
        self.game().to_act()
    }
}

impl GlakTable {
    /// A table for a game.
    #[must_use]
    pub fn new(play: Recorder, seats: Vec<SeatInfo>, bot_seed: u64) -> GlakTable {
        GlakTable {
            shown: Rc::new(play.game().clone()),
            play: Rc::new(play),
            seats: Rc::new(seats),
            choice: Choice::Nothing,
            rotation: 0,
            chains: false,
            error: None,
            bot_seed,
            paused: false,
            step: false,
            speed: Speed::Normal,
            epoch: 0,
            undone: None,
            hint: None,
            hinted: Rc::new(Vec::new()),
        }
    }

    /// Asks for a hint for the position now (the worker answers: see [`GlakTable::hinted_move`]),
    /// and notes its turn for the log.
    pub fn ask_hint(&mut self) {
        if self.game().is_over() || self.hint.as_ref().is_some_and(|h| h.asked_at == self.epoch) {
            return;
        }
        self.hint = Some(Hint {
            asked_at: self.epoch,
            answer: None,
        });
        let turn = self.game().turn();
        if !self.hinted.contains(&turn) {
            Rc::make_mut(&mut self.hinted).push(turn);
        }
    }

    /// Expert's answer to the hint asked at `asked_at`; dropped if the game moved on.
    pub fn hinted_move(&mut self, asked_at: u64, action: crate::glak::RecordedAction, chance: u16) {
        if let Some(hint) = self.hint.as_mut().filter(|h| h.asked_at == asked_at) {
            hint.answer = Some((action, chance));
        }
    }

    /// The hint for the position now: `Some(None)` while Expert thinks.
    #[must_use]
    pub fn current_hint(&self) -> Option<Option<&(crate::glak::RecordedAction, u16)>> {
        let hint = self.hint.as_ref()?;
        (hint.asked_at == self.epoch).then_some(hint.answer.as_ref())
    }

    /// Puts a changed game on the table.
    fn set_play(&mut self, play: Recorder) {
        self.shown = Rc::new(play.game().clone());
        self.play = Rc::new(play);
        self.choice = Choice::Nothing;
        self.epoch += 1;
    }

    /// Whether the turn in progress has no action yet (a game between devices sends whole turns).
    #[must_use]
    pub fn between_turns(&self) -> bool {
        self.game().turn_actions().is_empty()
    }

    /// Puts the game as another device sent it on the table.
    pub fn receive(&mut self, play: Recorder) {
        self.set_play(play);
        self.error = None;
        self.undone = None;
    }

    /// The turn a takeback goes back to: the last finished turn of a person, against bots (never
    /// in a game with players elsewhere, who have seen it).
    fn take_back_turn(&self) -> Option<usize> {
        if self.seats.iter().all(|s| s.driver.bot().is_none())
            || crate::app::seats::any_elsewhere(&self.seats)
        {
            return None;
        }
        let turns = &self.play.record().turns;
        let finished = if self.game().is_over() {
            turns.len()
        } else {
            turns.len() - 1
        };
        turns[..finished]
            .iter()
            .rposition(|t| self.driver(Seat(t.seat)).bot().is_none())
    }

    /// Whether a person can take back their last turn (against bots).
    #[must_use]
    pub fn can_take_back(&self) -> bool {
        self.take_back_turn().is_some()
    }

    /// Takes back the person's last turn and the bots' turns after it: the person is to move at
    /// the start of that turn again.
    pub fn take_back(&mut self) {
        let Some(index) = self.take_back_turn() else {
            return;
        };
        let mut record = self.play.record().clone();
        let seat = record.turns[index].seat;
        record.turns.truncate(index);
        record.turns.push(RecordedTurn {
            seat,
            actions: Vec::new(),
        });
        if let Ok(play) = Recorder::resume(&record) {
            self.set_play(play);
            self.error = None;
            self.undone = None;
        }
    }

    /// The answer of the seat to act's driver (a bot's, or a person's elsewhere that the carrier
    /// brings), asked in epoch `asked_at`. An answer for an outdated turn, or from another seat's
    /// driver, is dropped, and so is a bot's that arrives while the bots are paused (unless one step
    /// was allowed). A bot's refused action stops the bots, so the refusal can be seen.
    /// (`action` is `None` for a bot's answer that names no action of this game.)
    pub fn answer(&mut self, asked_at: u64, driver: Driver, action: Option<Action>) {
        let bot = driver.bot().is_some();
        if asked_at != self.epoch
            || self.driver_to_move().map(|(_, d)| d) != Some(driver)
            || (bot && self.paused && !self.step)
        {
            return;
        }
        if bot {
            self.step = false;
        }
        let Some(action) = action else {
            self.paused |= bot;
            return;
        };
        self.act(action);
        if self.error.is_some() && bot {
            self.paused = true;
        }
    }

    /// The actions of `theirs` (a game the carrier brings) played since this table's game, each
    /// as its seat's answer, if `theirs` goes on from it by actions of seats played elsewhere
    /// (`None` when it is off this table's line).
    pub(crate) fn answers_in(&self, theirs: &Recorder) -> Option<Vec<SeatAnswer>> {
        let (mine, record) = (self.play.record(), theirs.record());
        let same_start = (
            mine.players,
            &mine.deal,
            mine.start_player,
            &mine.names,
            &mine.tiles,
        ) == (
            record.players,
            &record.deal,
            record.start_player,
            &record.names,
            &record.tiles,
        );
        let (played, theirs_played) = (self.play.history(), theirs.history());
        if !same_start || !behind(&played, &theirs_played) {
            return None;
        }
        theirs_played[played.len()..]
            .iter()
            .map(|&(seat, action)| self.elsewhere(seat).then(|| SeatAnswer::played(action)))
            .collect()
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        self.play.game()
    }

    /// A seat's name.
    #[must_use]
    pub fn name(&self, seat: Seat) -> &str {
        &self.seats[seat.index()].name
    }

    /// The fields where a click now does something: placements, or the chosen stone's steps, or
    /// the chosen jumper's landings.
    #[must_use]
    pub fn lit_fields(&self) -> FieldSet {
        let game = self.game();
        let area = game.area();
        match self.choice {
            Choice::Nothing => game.placements(),
            Choice::Stone(from) => {
                let mut lit = FieldSet::EMPTY;
                if let Some(from) = area.field_at(from) {
                    for (_, to) in game.steps().iter().filter(|(f, _)| *f == from) {
                        lit.insert(*to);
                    }
                }
                lit
            }
            Choice::JumpFrom(_) => game.jump_landings(),
            Choice::Board(_) | Choice::Jump => FieldSet::EMPTY,
        }
    }

    /// The own stones a click chooses: those that can step now, or every stone while jumping.
    #[must_use]
    pub fn movable_stones(&self) -> FieldSet {
        let game = self.game();
        match self.choice {
            Choice::Jump | Choice::JumpFrom(_) => game
                .to_act()
                .map_or(FieldSet::EMPTY, |seat| *game.stones_of(seat)),
            Choice::Board(_) => FieldSet::EMPTY,
            Choice::Nothing | Choice::Stone(_) => {
                let mut movable = FieldSet::EMPTY;
                for (from, _) in game.steps().iter() {
                    movable.insert(*from);
                }
                movable
            }
        }
    }

    /// Plays an action through the engine: on success the choice is cleared, on refusal the game is
    /// unchanged and the reason kept.
    fn act(&mut self, action: Action) {
        let mut next = (*self.play).clone();
        match next.play(action) {
            Ok(()) => {
                self.set_play(next);
                self.error = None;
                self.undone = None;
            }
            Err(e) => self.error = Some(e),
        }
    }

    /// A gesture of the person to move. Every rule question goes to the engine.
    pub fn gesture(&mut self, action: GlakAction) {
        let play = Rc::clone(&self.play);
        let game = play.game();
        let Some(seat) = game.to_act() else { return };
        if action == GlakAction::ToggleChains {
            self.chains = !self.chains;
            return;
        }
        // A bot's turn is the bot's, and a person elsewhere plays on their own device.
        if self.bot_to_move().is_some() || self.elsewhere(seat) {
            return;
        }
        self.error = None;
        match action {
            GlakAction::ToggleChains => {}
            GlakAction::ChooseBoard(tile) => {
                if !game.board_due() {
                    self.error = Some(PlayError::NoBoardNow);
                } else if !game.hand(seat).contains(&tile) {
                    self.error = Some(PlayError::NotInHand);
                } else if self.choice == Choice::Board(tile) {
                    self.choice = Choice::Nothing;
                } else {
                    self.choice = Choice::Board(tile);
                }
            }
            GlakAction::Rotate => {
                if matches!(self.choice, Choice::Board(_)) || game.board_due() {
                    self.rotation = (self.rotation + 1) % 4;
                }
            }
            GlakAction::LayAt(at) => match self.choice {
                Choice::Board(tile) => self.act(Action::Lay {
                    tile,
                    at,
                    rotation: self.rotation,
                }),
                _ => self.error = Some(PlayError::NotInHand),
            },
            GlakAction::TapField(p) => self.tap(seat, p),
            GlakAction::Jump => {
                self.choice = match self.choice {
                    Choice::Jump | Choice::JumpFrom(_) => Choice::Nothing,
                    _ if game.jump_allowed() => Choice::Jump,
                    _ => {
                        self.error = Some(PlayError::NoJumpNow);
                        self.choice
                    }
                }
            }
            GlakAction::EndTurn => self.act(Action::EndTurn),
            GlakAction::Undo => {
                let mut next = (*self.play).clone();
                let last = next.record().turns.last().and_then(|t| t.actions.last().cloned());
                if next.undo() {
                    self.set_play(next);
                    self.undone = last;
                }
            }
        }
    }

    /// A click on a field: what it does depends on the choice made before it.
    fn tap(&mut self, seat: Seat, p: Point) {
        let play = Rc::clone(&self.play);
        let game = play.game();
        let own = game.stone_at(p) == Some(seat);
        match self.choice {
            Choice::Board(_) => self.error = Some(PlayError::BoardFirst),
            Choice::Jump if own => self.choice = Choice::JumpFrom(p),
            Choice::Jump => self.error = Some(PlayError::NotOwnStone),
            Choice::JumpFrom(from) if own && from != p => self.choice = Choice::JumpFrom(p),
            Choice::JumpFrom(from) if from == p => self.choice = Choice::Jump,
            Choice::JumpFrom(from) => self.act(Action::Jump { from, to: p }),
            Choice::Stone(from) if from == p => self.choice = Choice::Nothing,
            Choice::Stone(_) if own => self.choice = Choice::Stone(p),
            Choice::Stone(from) => match game.check(Action::Step { from, to: p }) {
                Ok(()) => self.act(Action::Step { from, to: p }),
                // Not a step of the chosen stone: the stone is put down again, and why is shown.
                Err(e) => {
                    self.choice = Choice::Nothing;
                    self.error = Some(e);
                }
            },
            Choice::Nothing if own => {
                if game.board_due() {
                    self.error = Some(PlayError::BoardFirst);
                } else {
                    self.choice = Choice::Stone(p);
                }
            }
            Choice::Nothing => self.act(Action::Place(p)),
        }
    }
}
