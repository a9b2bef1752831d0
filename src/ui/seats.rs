//! The players at the table as the app knows them (names, colours, bots) and the new-game form.

use super::kind::GameKind;
use crate::core::level::Level;
use crate::i18n::Texts;
use serde::{Deserialize, Serialize};

/// Default names of the seats (names, the same in every language).
pub const DEFAULT_NAMES: [&str; 4] = ["Anna", "Ben", "Clara", "David"];
/// The longest player name.
pub const MAX_NAME: usize = 16;

/// A player at the table, as the app shows them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// The player's name.
    pub name: String,
    /// The colour, 0 to 3 (see [`colour_name`]).
    pub colour: u8,
    /// A computer opponent's level; `None` for a person.
    #[serde(default)]
    pub bot: Option<Level>,
}

impl SeatInfo {
    fn default_for(i: usize) -> SeatInfo {
        SeatInfo {
            name: DEFAULT_NAMES[i].to_string(),
            colour: i as u8,
            bot: None,
        }
    }
}

/// How fast bots move when watched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    /// Time to follow every move.
    Slow,
    /// The default.
    Normal,
    /// As fast as the bots think.
    Fast,
}

impl Speed {
    /// The least time a bot move takes on screen, so a person can follow it.
    #[must_use]
    pub fn delay_ms(self) -> u32 {
        match self {
            Speed::Slow => 1400,
            Speed::Normal => 650,
            Speed::Fast => 60,
        }
    }
}

/// What the new-game screen holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGameForm {
    /// The game to play.
    pub game: GameKind,
    /// 2 to 4.
    pub players: u8,
    /// Four seats; the first `players` take part.
    pub seats: Vec<SeatInfo>,
    /// The seed as typed.
    pub seed: String,
    /// A Glüx board of the player's own (its text), or `None` for the built-in board.
    pub board: Option<String>,
    /// A GLAK tile set of the player's own (its text), or `None` for our design.
    pub tiles: Option<String>,
}

impl NewGameForm {
    /// A form with default names and colours and this seed.
    #[must_use]
    pub fn new(seed: u64) -> NewGameForm {
        NewGameForm {
            game: GameKind::default(),
            players: 2,
            seats: (0..4).map(SeatInfo::default_for).collect(),
            seed: seed.to_string(),
            board: None,
            tiles: None,
        }
    }

    /// The seats taking part.
    #[must_use]
    pub fn active_seats(&self) -> &[SeatInfo] {
        &self.seats[..self.players as usize]
    }

    /// Why the game cannot start yet, if it cannot.
    #[must_use]
    pub fn problem(&self) -> Option<FormProblem> {
        let seats = self.active_seats();
        if let Some(i) = seats.iter().position(|s| s.name.trim().is_empty()) {
            return Some(FormProblem::NeedsName(i));
        }
        for (i, a) in seats.iter().enumerate() {
            if seats[..i].iter().any(|b| b.colour == a.colour) {
                return Some(FormProblem::SameColour(a.name.trim().to_string()));
            }
        }
        if self.seed.trim().parse::<u64>().is_err() {
            return Some(FormProblem::BadSeed);
        }
        if self.game == GameKind::Glux
            && let Some(board) = self
                .board
                .as_deref()
                .and_then(|text| crate::glux::Board::parse(text).ok())
            && board.default_starts(self.players).is_none()
        {
            return Some(FormProblem::BoardNotForPlayers {
                board: board.name().to_string(),
                players: self.players,
            });
        }
        None
    }
}

/// Why a new game cannot start yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormProblem {
    /// A seat (0-based) has no name.
    NeedsName(usize),
    /// This player shares a colour with an earlier one.
    SameColour(String),
    /// The seed is not a number that fits.
    BadSeed,
    /// The chosen board of the player's own has no start squares for this many players.
    BoardNotForPlayers {
        /// The board's name.
        board: String,
        /// Players chosen.
        players: u8,
    },
}

impl FormProblem {
    /// The problem in words.
    #[must_use]
    pub fn text(&self, t: Texts) -> String {
        match self {
            FormProblem::NeedsName(i) => t.fill("form.needs-name", &[("n", &(i + 1))]),
            FormProblem::SameColour(name) => t.fill("form.same-colour", &[("name", name)]),
            FormProblem::BadSeed => t.get("form.bad-seed").to_string(),
            FormProblem::BoardNotForPlayers { board, players } => {
                t.fill("setup.board-players", &[("board", board), ("players", players)])
            }
        }
    }
}
