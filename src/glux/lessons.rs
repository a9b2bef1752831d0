//! The tutorial's lessons for Glüx ("Learn to play", issue 28): short steps on real positions, each
//! asking the learner for one thing the engine can check: a square of a room, a face of the chip in
//! hand, a placement by counting, or the start option. A step either sets up a position of its own
//! (a [`Scene`]) or goes on from the one before, after the learner's move and the opponent's replies
//! were played by the engine. Pure data and the engine's own rules: no browser here, so a native
//! test walks every step (`tests/it/tutorial.rs`).

use super::board::Coord;
use super::chip::{CHIPS_PER_PLAYER, Chip, Pips};
use super::game::{Action, Bag, Game, PlayError, Played};
use super::rules::BoardState;
use super::setup::{PositionSetup, SetupError, StackSetup};
use crate::core::seat::{PerSeat, Seat};

/// One square's chips in a scene: `[column, row]`, and its chips bottom first as `(seat, pips)`.
pub type StackOf = ((u8, u8), &'static [(u8, u8)]);

/// Who sits at a scene's table, for the names the board and the texts use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cast {
    /// Two players: the learner (seat 0) and an opponent.
    YouAndOpponent,
    /// The rule book's four players, in seat order: Timo, Max, Sarah, Pia.
    RuleBook,
}

/// The rule book's players, in seat order (their names are the same in every language).
pub const RULE_BOOK_NAMES: [&str; 4] = ["Timo", "Max", "Sarah", "Pia"];

/// A position to start from: the board, the chips on it (`[column, row]`, bottom chip first, each
/// `(seat, pips)`), who has used the start option, the chips in hand and the next chips in each bag
/// (next first), and the seat the learner plays.
#[derive(Clone, Copy, Debug)]
pub struct Scene {
    /// A built-in board's name.
    pub board: &'static str,
    /// Players.
    pub players: u8,
    /// Who sits there.
    pub cast: Cast,
    /// The chips on the board.
    pub stacks: &'static [StackOf],
    /// Seats that have used the start option.
    pub used: &'static [u8],
    /// Each seat's chip in hand.
    pub hands: &'static [Chip],
    /// Each seat's next draws, next first (the rest of the bag follows them).
    pub draws: &'static [&'static [Chip]],
    /// The seat to move: the one the learner plays.
    pub to_move: u8,
}

/// What a step asks the learner to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Nothing to do: read, then go on.
    Explain,
    /// Click a square of the room with this letter (to find it, or to score it).
    Room(char),
    /// Choose this face of the chip in hand.
    Face(u8),
    /// Place the chip in hand on `[column, row]`, counted, with this face up.
    Place((u8, u8), u8),
    /// Use the start option, with this face up.
    StartOption(u8),
}

/// What the step shows once it is done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing more: the next step follows at once.
    Next,
    /// A text to read first (and the rooms whose scoring it shows, by letter).
    Read(&'static str, &'static [char]),
    /// The final scoring of the whole board, then the text.
    FinalScoring(&'static str),
}

/// One step of the lesson.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    /// The step's name (the `data-tutorial-step` hook).
    pub key: &'static str,
    /// Its text's key in the tutorial's list of words.
    pub text: &'static str,
    /// A position of its own, or `None` to go on from the step before.
    pub scene: Option<Scene>,
    /// What the learner does.
    pub task: Task,
    /// The opponents' moves the engine plays after the learner's (seat by seat, as the turns come).
    pub replies: &'static [Action],
    /// What follows the learner's move.
    pub outcome: Outcome,
}

const fn pips(n: u8) -> Pips {
    match Pips::new(n) {
        Some(p) => p,
        None => panic!("a face is 1 to 6"),
    }
}

/// A placement by an opponent, for [`Step::replies`].
const fn place(col: u8, row: u8, face: u8) -> Action {
    Action::Place {
        to: super::board::Square(((row - 1) as u16) * 13 + (col - 1) as u16),
        pips: pips(face),
    }
}

use Chip::{OneSix, ThreeFour, TwoFive};

const FIRST: Scene = Scene {
    board: "two-player",
    players: 2,
    cast: Cast::YouAndOpponent,
    stacks: &[((1, 9), &[(0, 4)]), ((13, 1), &[(1, 3)])],
    used: &[],
    hands: &[TwoFive, OneSix],
    draws: &[&[ThreeFour], &[TwoFive]],
    to_move: 0,
};

const BLOCKED: Scene = Scene {
    board: "two-player",
    players: 2,
    cast: Cast::YouAndOpponent,
    stacks: &[
        ((1, 9), &[(0, 4)]),
        ((5, 9), &[(0, 5)]),
        ((13, 1), &[(1, 3)]),
        ((10, 1), &[(1, 6)]),
        ((5, 7), &[(1, 2)]),
    ],
    used: &[],
    hands: &[ThreeFour, TwoFive],
    draws: &[&[OneSix], &[ThreeFour]],
    to_move: 0,
};

const STACK: Scene = Scene {
    board: "two-player",
    players: 2,
    cast: Cast::YouAndOpponent,
    stacks: &[((1, 9), &[(0, 5)]), ((6, 9), &[(1, 6)]), ((13, 1), &[(1, 4)])],
    used: &[],
    hands: &[ThreeFour, TwoFive],
    draws: &[&[OneSix, TwoFive, ThreeFour], &[OneSix, ThreeFour, TwoFive]],
    to_move: 0,
};

const FORCED: Scene = Scene {
    board: "two-player",
    players: 2,
    cast: Cast::YouAndOpponent,
    stacks: &[
        ((1, 9), &[(0, 6)]),
        ((1, 6), &[(1, 2)]),
        ((4, 9), &[(1, 1)]),
        ((13, 1), &[(1, 3)]),
    ],
    used: &[],
    hands: &[TwoFive, ThreeFour],
    draws: &[&[OneSix], &[OneSix]],
    to_move: 0,
};

const EXCLUDED: Scene = Scene {
    board: "two-player",
    players: 2,
    cast: Cast::YouAndOpponent,
    stacks: &[
        ((1, 9), &[(0, 4)]),
        ((13, 9), &[(0, 5)]),
        ((7, 1), &[(1, 3), (0, 2)]),
        ((13, 1), &[(1, 4), (1, 6)]),
    ],
    used: &[1],
    hands: &[ThreeFour, OneSix],
    draws: &[&[TwoFive, OneSix], &[TwoFive]],
    to_move: 0,
};

/// The rule book's scoring examples 1 to 3 on the board for three or four: room d (left) Timo 6
/// before his move, Max 9, Pia 4; room e (right) Sarah 12, Max 5, Timo 4; room g Pia 10, Sarah 10,
/// Timo 6; room h Max 9, Sarah 4, Timo 4.
const EXAMPLES: Scene = Scene {
    board: "three-four-player",
    players: 4,
    cast: Cast::RuleBook,
    stacks: &[
        ((1, 1), &[(0, 2)]),
        ((13, 1), &[(1, 2)]),
        ((13, 13), &[(2, 2)]),
        ((1, 13), &[(3, 2)]),
        ((5, 1), &[(0, 3)]),
        ((5, 5), &[(0, 6)]),
        ((3, 4), &[(1, 6)]),
        ((4, 4), &[(1, 3)]),
        ((3, 5), &[(3, 4)]),
        ((9, 4), &[(2, 6)]),
        ((10, 4), &[(2, 6)]),
        ((11, 4), &[(1, 5)]),
        ((9, 5), &[(0, 4)]),
        ((3, 9), &[(3, 6)]),
        ((5, 9), &[(3, 4)]),
        ((3, 10), &[(2, 6)]),
        ((4, 10), &[(2, 4)]),
        ((5, 10), &[(0, 6)]),
        ((9, 9), &[(1, 6)]),
        ((11, 9), &[(1, 3)]),
        ((9, 10), &[(2, 4)]),
        ((10, 10), &[(0, 4)]),
    ],
    used: &[],
    hands: &[ThreeFour, OneSix, OneSix, OneSix],
    draws: &[&[], &[], &[], &[]],
    to_move: 0,
};

/// The rule book's fourth example: a whole board scored, Max and Sarah on 20 victory points, Timo
/// 14, Pia 12; Max has 9 pips in the middle room, Sarah none. Every room has a first (a 6) and a
/// second (a 3), but the middle room, where Timo has 12 and Max 9.
const TIE_BREAK: Scene = Scene {
    board: "three-four-player",
    players: 4,
    cast: Cast::RuleBook,
    stacks: &[
        ((1, 1), &[(0, 6)]),
        ((2, 2), &[(3, 3)]),
        ((13, 1), &[(1, 6)]),
        ((12, 2), &[(3, 3)]),
        ((13, 13), &[(2, 6)]),
        ((12, 12), &[(3, 3)]),
        ((1, 13), &[(3, 6)]),
        ((2, 12), &[(0, 3)]),
        ((7, 1), &[(1, 6)]),
        ((5, 2), &[(0, 3)]),
        ((4, 4), &[(1, 6)]),
        ((3, 5), &[(2, 3)]),
        ((10, 4), &[(2, 6)]),
        ((9, 5), &[(3, 3)]),
        ((6, 6), &[(0, 6)]),
        ((8, 8), &[(0, 6)]),
        ((6, 8), &[(1, 6)]),
        ((8, 6), &[(1, 3)]),
        ((4, 10), &[(2, 6)]),
        ((3, 9), &[(1, 3)]),
        ((10, 10), &[(2, 6)]),
        ((11, 9), &[(0, 3)]),
        ((7, 13), &[(1, 6)]),
        ((5, 12), &[(2, 3)]),
    ],
    used: &[],
    hands: &[OneSix, OneSix, OneSix, OneSix],
    draws: &[&[], &[], &[], &[]],
    to_move: 0,
};

const fn step(key: &'static str, text: &'static str, scene: Option<Scene>, task: Task) -> Step {
    Step {
        key,
        text,
        scene,
        task,
        replies: &[],
        outcome: Outcome::Next,
    }
}

/// The lesson, step by step.
pub const STEPS: [Step; 15] = [
    step("board", "tutorial.glux.board", Some(FIRST), Task::Explain),
    Step {
        outcome: Outcome::Read("tutorial.glux.middle-room-done", &[]),
        ..step("middle-room", "tutorial.glux.middle-room", None, Task::Room('e'))
    },
    step("faces", "tutorial.glux.faces", None, Task::Face(5)),
    Step {
        replies: &[place(10, 1, 6)],
        ..step("count", "tutorial.glux.count", None, Task::Place((5, 9), 5))
    },
    step(
        "blocked",
        "tutorial.glux.blocked",
        Some(BLOCKED),
        Task::Place((10, 9), 3),
    ),
    Step {
        replies: &[place(9, 1, 2)],
        ..step(
            "stack",
            "tutorial.glux.stack",
            Some(STACK),
            Task::Place((6, 9), 4),
        )
    },
    Step {
        replies: &[place(9, 3, 1)],
        ..step("double", "tutorial.glux.double", None, Task::Place((6, 5), 6))
    },
    Step {
        outcome: Outcome::Read("tutorial.glux.start-option-done", &[]),
        ..step(
            "start-option",
            "tutorial.glux.start-option",
            None,
            Task::StartOption(5),
        )
    },
    step(
        "forced",
        "tutorial.glux.forced",
        Some(FORCED),
        Task::StartOption(2),
    ),
    Step {
        outcome: Outcome::Read("tutorial.glux.excluded-done", &[]),
        ..step(
            "excluded",
            "tutorial.glux.excluded",
            Some(EXCLUDED),
            Task::Place((13, 4), 3),
        )
    },
    Step {
        outcome: Outcome::Read("tutorial.glux.draw-done", &[]),
        ..step("draw", "tutorial.glux.draw", None, Task::Place((5, 9), 5))
    },
    Step {
        outcome: Outcome::Read("tutorial.glux.score-room-done", &['d', 'e']),
        ..step(
            "score-room",
            "tutorial.glux.score-room",
            Some(EXAMPLES),
            Task::Place((5, 4), 4),
        )
    },
    Step {
        outcome: Outcome::Read("tutorial.glux.tie-first-done", &['g']),
        ..step("tie-first", "tutorial.glux.tie-first", None, Task::Room('g'))
    },
    Step {
        outcome: Outcome::Read("tutorial.glux.tie-second-done", &['h']),
        ..step("tie-second", "tutorial.glux.tie-second", None, Task::Room('h'))
    },
    Step {
        outcome: Outcome::FinalScoring("tutorial.glux.tie-break-done"),
        ..step(
            "tie-break",
            "tutorial.glux.tie-break",
            Some(TIE_BREAK),
            Task::Room('f'),
        )
    },
];

/// The game a scene sets up.
///
/// # Errors
/// The scene is not a legal position (a test keeps every scene legal).
pub fn scene_game(scene: &Scene) -> Result<Game, SetupError> {
    let setup = PositionSetup {
        board: scene.board.to_string(),
        players: scene.players,
        starts: None,
        start_option_used: Some((0..scene.players).map(|s| scene.used.contains(&s)).collect()),
        to_move: scene.to_move,
        stacks: scene
            .stacks
            .iter()
            .map(|&((col, row), chips)| StackSetup {
                at: Coord::new(col, row),
                chips: chips.iter().map(|&(seat, face)| (seat, pips(face))).collect(),
            })
            .collect(),
    };
    let position = BoardState::try_from(&setup)?;
    let mut hands = PerSeat::default();
    let mut bags = PerSeat::from_fn(|_| Bag::from_chips(&[]));
    for seat in Seat::all(scene.players) {
        let on_board = scene
            .stacks
            .iter()
            .flat_map(|(_, chips)| chips.iter())
            .filter(|(s, _)| *s == seat.0)
            .count();
        hands[seat] = scene.hands.get(seat.index()).copied();
        // The bag: the rest of the player's 24 chips, the scene's next draws coming out first.
        let next = scene.draws.get(seat.index()).copied().unwrap_or(&[]);
        let size = CHIPS_PER_PLAYER.saturating_sub(on_board + 1).max(next.len());
        let mut chips: Vec<Chip> = (0..size - next.len()).map(|i| Chip::ALL[i % 3]).collect();
        chips.extend(next.iter().rev());
        bags[seat] = Bag::from_chips(&chips);
    }
    Ok(Game::from_parts(position, bags, hands, Seat(scene.to_move)))
}

/// The action a task plays, if it is a move.
#[must_use]
pub fn task_action(game: &Game, task: Task) -> Option<Action> {
    match task {
        Task::Place((col, row), face) => Some(Action::Place {
            to: game.board_state().board().square(Coord::new(col, row))?,
            pips: pips(face),
        }),
        Task::StartOption(face) => Some(Action::StartOption(pips(face))),
        Task::Explain | Task::Room(_) | Task::Face(_) => None,
    }
}

/// The scene a step is played in: its own, or the last one before it.
#[must_use]
pub fn scene_of(index: usize) -> Scene {
    STEPS[..=index.min(STEPS.len() - 1)]
        .iter()
        .rev()
        .find_map(|s| s.scene)
        .expect("the first step sets a scene")
}

/// What went wrong bringing a step's position about (a test keeps every step free of these).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonError {
    /// A scene that is not a legal position.
    Scene(SetupError),
    /// A step's move or reply the engine refused.
    Refused {
        /// The step.
        step: &'static str,
        /// Why.
        error: PlayError,
    },
}

/// The game as step `index` begins: its scene, with the moves and replies of the steps before it
/// in the same scene played by the engine.
///
/// # Errors
/// A [`LessonError`] if a scene or a move is not legal.
pub fn game_at(index: usize) -> Result<Game, LessonError> {
    let index = index.min(STEPS.len() - 1);
    let start = (0..=index)
        .rev()
        .find(|&i| STEPS[i].scene.is_some())
        .expect("the first step sets a scene");
    let mut game = scene_game(&STEPS[start].scene.expect("found")).map_err(LessonError::Scene)?;
    for step in &STEPS[start..index] {
        play_step(&mut game, step)?;
    }
    Ok(game)
}

/// Plays a step's move and the replies after it; returns what the move did.
///
/// # Errors
/// The engine refused the move or a reply.
pub fn play_step(game: &mut Game, step: &Step) -> Result<Option<Played>, LessonError> {
    let refused = |error| LessonError::Refused {
        step: step.key,
        error,
    };
    let played = match task_action(game, step.task) {
        Some(action) => Some(game.play(action).map_err(refused)?),
        None => None,
    };
    for &reply in step.replies {
        game.play(reply).map_err(refused)?;
    }
    Ok(played)
}
