//! The players at the table as the app knows them (names, colours, who plays each seat) and the
//! new-game form.

use super::kind::GameKind;
use crate::core::level::Level;
use crate::core::seat::Seat;
use crate::i18n::Texts;
use serde::{Deserialize, Serialize};

/// Default names of the seats (names, the same in every language).
pub const DEFAULT_NAMES: [&str; 4] = ["Anna", "Ben", "Clara", "David"];
/// The longest player name.
pub const MAX_NAME: usize = 16;

/// Who plays a seat. The shell and the tables know a seat only by its driver, and drive every seat
/// the same way: the seat's next action comes from wherever its driver gives it (a person's clicks
/// on this device, the bots' worker, or the carrier of games between devices), and goes into the
/// game through the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Driver {
    /// A person at this device.
    #[default]
    Here,
    /// A computer opponent of this level, thinking in the bots' worker on this device.
    Bot(Level),
    /// A person on a device of their own, whose moves arrive as links (`ui/remote`).
    Elsewhere,
}

impl Driver {
    /// The bot's level, for a bot.
    #[must_use]
    pub fn bot(self) -> Option<Level> {
        match self {
            Driver::Bot(level) => Some(level),
            Driver::Here | Driver::Elsewhere => None,
        }
    }

    /// Whether a person plays the seat on this device.
    #[must_use]
    pub fn is_here(self) -> bool {
        self == Driver::Here
    }

    /// Whether a person plays the seat on another device.
    #[must_use]
    pub fn is_elsewhere(self) -> bool {
        self == Driver::Elsewhere
    }
}

/// A player at the table, as the app shows them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SeatFields", into = "SeatFields")]
pub struct SeatInfo {
    /// The player's name.
    pub name: String,
    /// The colour, 0 to 3 (see [`colour_name`]).
    pub colour: u8,
    /// Who plays the seat.
    pub driver: Driver,
}

/// A seat as saves and exports write it, as they did before drivers: `bot` (a level or `null`),
/// and `elsewhere` only when set.
#[derive(Serialize, Deserialize)]
struct SeatFields {
    name: String,
    colour: u8,
    #[serde(default)]
    bot: Option<Level>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    elsewhere: bool,
}

impl From<SeatFields> for SeatInfo {
    fn from(fields: SeatFields) -> SeatInfo {
        let driver = match (fields.bot, fields.elsewhere) {
            (Some(level), _) => Driver::Bot(level),
            (None, true) => Driver::Elsewhere,
            (None, false) => Driver::Here,
        };
        SeatInfo {
            name: fields.name,
            colour: fields.colour,
            driver,
        }
    }
}

impl From<SeatInfo> for SeatFields {
    fn from(seat: SeatInfo) -> SeatFields {
        SeatFields {
            name: seat.name,
            colour: seat.colour,
            bot: seat.driver.bot(),
            elsewhere: seat.driver.is_elsewhere(),
        }
    }
}

impl SeatInfo {
    fn default_for(i: usize) -> SeatInfo {
        SeatInfo {
            name: DEFAULT_NAMES[i].to_string(),
            colour: i as u8,
            driver: Driver::Here,
        }
    }
}

/// A hint a person asked for: the position it was asked in (the table's count of changes), and
/// Expert's answer once it came: its suggestion and the mover's chance of winning after it (in
/// ten-thousandths).
#[derive(Clone, Debug, PartialEq)]
pub struct Hint<A> {
    /// The table's count of changes when asked: the hint is for that position only.
    pub asked_at: u64,
    /// The suggestion and the chance, once answered.
    pub answer: Option<(A, u16)>,
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
    /// A design of the player's own for the chosen game (the text the editor saved: a Glüx
    /// board, a GLAK tile set), or `None` for the game's own.
    pub design: Option<String>,
    /// With players elsewhere: play live, over WebRTC channels (else turn by turn by link).
    pub live: bool,
}

/// A table as the shell asks it who plays: its seats and whose move it is. Every seat is driven the
/// same way, by its [`Driver`]; every game's table answers through this one trait.
pub trait Seated {
    /// The seats, in order.
    fn seats(&self) -> &[SeatInfo];

    /// The seat to act now (`None` once the game is over).
    fn seat_to_move(&self) -> Option<Seat>;

    /// Who plays a seat (a seat past the table's: nobody's, so a person here, which no one asks).
    fn driver(&self, seat: Seat) -> Driver {
        self.seats().get(seat.index()).map_or(Driver::Here, |s| s.driver)
    }

    /// The seat to act now and who plays it.
    fn driver_to_move(&self) -> Option<(Seat, Driver)> {
        let seat = self.seat_to_move()?;
        Some((seat, self.driver(seat)))
    }

    /// The bot to act now, if a bot is to act.
    fn bot_to_move(&self) -> Option<(Seat, Level)> {
        let (seat, driver) = self.driver_to_move()?;
        Some((seat, driver.bot()?))
    }

    /// The person elsewhere to act now, if one is.
    fn elsewhere_to_move(&self) -> Option<Seat> {
        self.driver_to_move()
            .filter(|(_, d)| d.is_elsewhere())
            .map(|(seat, _)| seat)
    }

    /// Whether a seat is played by a person on another device.
    fn elsewhere(&self, seat: Seat) -> bool {
        self.driver(seat).is_elsewhere()
    }

    /// Whether any seat is a person (here or elsewhere).
    fn has_humans(&self) -> bool {
        self.seats().iter().any(|s| s.driver.bot().is_none())
    }

    /// Whether any seat is a bot.
    fn has_bots(&self) -> bool {
        self.seats().iter().any(|s| s.driver.bot().is_some())
    }
}

/// The seats of a game read without them (a bare record, or a link): the record's names (or "Seat
/// N"), colours in seat order, everyone in person.
#[must_use]
pub fn seats_of_record(names: &[String], players: u8) -> Vec<SeatInfo> {
    (0..players)
        .map(|i| SeatInfo {
            name: crate::core::seat::seat_name(names, Seat(i)),
            colour: i,
            driver: Driver::Here,
        })
        .collect()
}

#[must_use]
pub fn any_elsewhere(seats: &[SeatInfo]) -> bool {
    seats.iter().any(|s| s.driver.is_elsewhere())
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
            design: None,
            live: false,
        }
    }

    /// The seats taking part.
    #[must_use]
    pub fn active_seats(&self) -> &[SeatInfo] {
        &self.seats[..self.players as usize]
    }

    /// The names of the seats taking part, for the pictures of the table.
    #[must_use]
    pub fn active_names(&self) -> std::rc::Rc<Vec<String>> {
        std::rc::Rc::new(self.active_seats().iter().map(|s| s.name.clone()).collect())
    }

    /// Whether any seat taking part is a person elsewhere (a game between devices).
    #[must_use]
    pub fn has_elsewhere(&self) -> bool {
        any_elsewhere(self.active_seats())
    }

    /// The seed and the seats of the game the form starts, when every seat is ready (the design
    /// is the game's to check: see `games::form_problem`).
    #[must_use]
    pub fn seats_to_play(&self) -> Option<(u64, Vec<SeatInfo>)> {
        if self.problem().is_some() {
            return None;
        }
        let seed = self.seed.trim().parse().ok()?;
        let seats = self
            .active_seats()
            .iter()
            .map(|s| SeatInfo {
                name: s.name.trim().to_string(),
                colour: s.colour,
                driver: s.driver,
            })
            .collect();
        Some((seed, seats))
    }

    /// Why the game cannot start yet as far as the seats and the seed go, if it cannot.
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
