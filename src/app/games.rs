//! What crosses the seam between the shell and a game ([`super::game`]) in a game's own words: a
//! person's gesture, a bot's action, and why a save, a file or a link cannot be opened. Each variant
//! is a game's own, from its folder (`app/glux/`, `app/glak/`); what the shell asks of a table
//! ([`TableAction`], [`BotTurn`]) is the same for every game.

use super::glak::problems as glak_problems;
use super::glak::saved::GlakProblem;
use super::glak::table::GlakAction;
use super::glux::problems as glux_problems;
use super::glux::saved::LinkProblem as GluxLinkProblem;
use super::glux::table::GluxAction;
use super::kind::GameKind;
use super::seats::Speed;
use crate::core::level::Level;
use crate::i18n::Texts;

/// A gesture at a table, in its game's words.
#[derive(Clone, Debug, PartialEq)]
pub enum Gesture {
    /// At a Glüx table.
    Glux(GluxAction),
    /// At a GLAK table.
    Glak(GlakAction),
}

impl From<GluxAction> for Gesture {
    fn from(action: GluxAction) -> Gesture {
        Gesture::Glux(action)
    }
}

impl From<GlakAction> for Gesture {
    fn from(action: GlakAction) -> Gesture {
        Gesture::Glak(action)
    }
}

/// A bot's action, in the words of its game's records.
#[derive(Clone, Debug, PartialEq)]
pub enum BotAction {
    /// A Glüx action.
    Glux(crate::glux::RecordedAction),
    /// A GLAK action.
    Glak(crate::glak::RecordedAction),
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
#[derive(Clone, Debug, PartialEq)]
pub enum TableAction {
    /// A person's gesture.
    Gesture(Gesture),
    /// A bot's answer to the question asked at `asked_at` ([`BotTurn::asked_at`]).
    BotMove {
        /// The table's count of changes when asked.
        asked_at: u64,
        /// The bot's action.
        action: BotAction,
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
        action: BotAction,
        /// The mover's chance of winning after it, in ten-thousandths.
        chance: u16,
    },
}

/// Why a file or a saved game of either game cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameProblem {
    /// A Glüx record (or a text naming no game, which Glüx reads as its own).
    Glux(crate::glux::RecordError),
    /// A GLAK record.
    Glak(GlakProblem),
}

/// Why a share link of either game cannot be opened.
pub enum LinkProblem {
    /// A Glüx link.
    Glux(GluxLinkProblem),
    /// A GLAK link.
    Glak(crate::glak::link::LinkError),
}

impl GameProblem {
    /// The problem in words.
    #[must_use]
    pub fn text(&self, t: Texts) -> String {
        match self {
            GameProblem::Glux(e) => glux_problems::record_problem(t, e),
            GameProblem::Glak(GlakProblem::Record(e)) => glak_problems::record_problem(t, e),
            GameProblem::Glak(GlakProblem::SeatCount { seats, players }) => {
                let detail = t.fill("problem.seat-count", &[("seats", seats), ("players", players)]);
                t.fill("glak-problem.malformed", &[("detail", &detail)])
            }
        }
    }
}

impl LinkProblem {
    /// The problem in words.
    #[must_use]
    pub fn text(&self, t: Texts) -> String {
        match self {
            LinkProblem::Glux(GluxLinkProblem::Link(e)) => glux_problems::link_problem(t, e),
            LinkProblem::Glux(GluxLinkProblem::Record(e)) => glux_problems::record_problem(t, e),
            LinkProblem::Glak(e) => glak_problems::link_problem(t, e),
        }
    }
}
