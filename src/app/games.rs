//! What crosses the seam between the shell and a game ([`super::game`]) in a game's own words: a
//! person's gesture, a seat's answer (a bot's action, or a move made elsewhere), and why a save, a
//! file or a link cannot be opened. The shell carries them without reading them; only the game
//! they are of reads them (its folder, `app/glux/`, `app/glak/`). What the shell asks of a table
//! ([`TableAction`], [`BotTurn`]) is the same for every game.

use super::kind::GameKind;
use super::seats::{Driver, Speed};
use crate::core::level::Level;
use std::any::Any;
use std::fmt;
use std::rc::Rc;

/// A gesture at a table, in its game's words: the game's own action type (its table's `act` reads
/// it back with [`Gesture::of`]).
#[derive(Clone)]
pub struct Gesture(Rc<dyn Any>);

impl Gesture {
    /// A game's gesture.
    #[must_use]
    pub fn new<T: Any>(gesture: T) -> Gesture {
        Gesture(Rc::new(gesture))
    }

    /// The gesture, if it is of type `T` (a gesture of another game's table is `None`).
    #[must_use]
    pub fn of<T: Any>(&self) -> Option<&T> {
        self.0.downcast_ref()
    }
}

impl fmt::Debug for Gesture {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Gesture")
    }
}

/// A seat's action as its driver gives it: a bot's from the bots' worker, in the words its game's
/// bots write it (each game's `bot.rs`: in Glüx `f PIPS`, `o PIPS` or `p COLUMN ROW PIPS`, in GLAK
/// `k ACTION`), or a person's elsewhere from the carrier of games between devices, as its game's
/// own action. It comes from outside the table (another thread, another device), so the table it is
/// for reads and checks it before it plays it ([`TableAction::Answer`]); the shell never reads it.
#[derive(Clone)]
pub struct SeatAnswer(Rc<dyn Any>);

impl SeatAnswer {
    /// An action as its game's bots write it.
    #[must_use]
    pub fn new(text: String) -> SeatAnswer {
        SeatAnswer(Rc::new(text))
    }

    /// An action in its game's own type (a move made elsewhere, as the carrier brings it).
    #[must_use]
    pub fn played<T: Any>(action: T) -> SeatAnswer {
        SeatAnswer(Rc::new(action))
    }

    /// The action's words, for an action as the bots write it.
    #[must_use]
    pub fn text(&self) -> Option<&str> {
        self.of::<String>().map(String::as_str)
    }

    /// The action, if it is of type `T`.
    #[must_use]
    pub fn of<T: Any>(&self) -> Option<&T> {
        self.0.downcast_ref()
    }
}

/// Answers in words compare by their words, others only with themselves.
impl PartialEq for SeatAnswer {
    fn eq(&self, other: &SeatAnswer) -> bool {
        match (self.text(), other.text()) {
            (Some(a), Some(b)) => a == b,
            _ => Rc::ptr_eq(&self.0, &other.0),
        }
    }
}

impl fmt::Debug for SeatAnswer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("SeatAnswer").field(&self.text()).finish()
    }
}

/// A bot to ask, and when: the table's epoch (its count of changes, which never goes down: an
/// answer counts only for the epoch it was asked in), the position, the bot, and the least time its
/// move stays on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotTurn {
    /// Which game.
    pub game: GameKind,
    /// The table's epoch when asked.
    pub asked_at: u64,
    /// The actions played so far, which seed the bot's choice: asked again in the same position
    /// (the table brought back to it, say, by a game between devices), a bot chooses the same.
    pub position: u64,
    /// The bot.
    pub level: Level,
    /// The least time before its action shows, in milliseconds.
    pub delay_ms: u32,
    /// A hint for the person to act, not a bot's move.
    pub hint: bool,
}

impl BotTurn {
    /// The seed of the bot's choices at this turn, from the table's `bot_seed`: the same in the same
    /// position, whatever the epoch.
    #[must_use]
    pub fn seed(&self, bot_seed: u64) -> u64 {
        bot_seed ^ self.position.wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }
}

/// What the shell asks of a table, and tells it.
#[derive(Clone, Debug)]
pub enum TableAction {
    /// A person's gesture.
    Gesture(Gesture),
    /// The answer of the driver of the seat to act: a bot's to the question asked at `asked_at`
    /// ([`BotTurn::asked_at`]), or a move made elsewhere that the carrier brings (asked at the
    /// table's epoch as it takes the carried game, [`super::game::GameTable::epoch`]). Every seat
    /// not played here is driven this one way. The table plays it only if `asked_at` is its epoch
    /// now (a count that never goes down, so a stale answer is dropped) and `driver` drives the
    /// seat to act.
    Answer {
        /// The table's count of changes when asked.
        asked_at: u64,
        /// Who answers: a bot (of the seat's level) or a person elsewhere.
        driver: Driver,
        /// The seat's action.
        action: SeatAnswer,
    },
    /// Pause or resume the bots.
    TogglePause,
    /// Let a paused bot make one move.
    Step,
    /// How fast the bots move.
    SetSpeed(Speed),
    /// Take back the last move of a person (and the bots' replies after it).
    TakeBack,
    /// A person asks Expert for a hint.
    AskHint,
    /// Expert's hint for the position of `asked_at`.
    Hinted {
        /// The table's count of changes when asked.
        asked_at: u64,
        /// The suggestion.
        action: SeatAnswer,
        /// The mover's chance of winning after it, in ten-thousandths.
        chance: u16,
    },
}

/// Why a saved game, a file or a share link cannot be opened, in its game's words: which game,
/// and the game's own reason, which the game's folder says in the language in use when it is shown
/// (`registry::problem_text`; only the modules that show it carry the words).
#[derive(Clone)]
pub struct GameProblem {
    game: GameKind,
    problem: Rc<dyn Any>,
}

impl GameProblem {
    /// A game's reason.
    #[must_use]
    pub fn new<T: Any>(game: GameKind, problem: T) -> GameProblem {
        GameProblem {
            game,
            problem: Rc::new(problem),
        }
    }

    /// The game whose reason it is.
    #[must_use]
    pub fn game(&self) -> GameKind {
        self.game
    }

    /// The reason, if it is of type `T`.
    #[must_use]
    pub fn of<T: Any>(&self) -> Option<&T> {
        self.problem.downcast_ref()
    }
}

impl fmt::Debug for GameProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GameProblem")
            .field("game", &self.game)
            .finish_non_exhaustive()
    }
}
