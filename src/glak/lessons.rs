//! The tutorial's lessons for GLAK ("Learn to play", issue 28): short steps on real positions, each
//! asking the learner for one thing the engine can check: laying a board on a place, placing,
//! stepping or jumping a stone, ending the turn, or finding a player's territory. A step either sets
//! up a position of its own (a [`Scene`]) or goes on from the one before, after the learner's move
//! and the opponent's replies were played by the engine. The sheet's figures 1, 2 and 5 are drawn as
//! maps, as the engine's tests draw them. Pure data and the engine's own rules: no browser here, so
//! a native test walks every step (`tests/it/tutorial.rs`).

use super::area::{Place, Point};
use super::game::{Action, Game, GameSetup, PlayError, SetupError};
use super::position::{BoardSetup, PositionError, PositionSetup, StoneSetup};
use super::tiles::TileSet;
use crate::core::seat::Seat;

/// A position to start from.
#[derive(Clone, Copy, Debug)]
pub enum Scene {
    /// A new game on our boards: each seat's boards by name, the start player (the learner plays
    /// seat 0, the opponent seat 1).
    Deal(&'static [&'static [&'static str]]),
    /// A position drawn as a map (see [`Map`]).
    Map(Map),
}

/// A play area drawn as a map, as the engine's tests draw the sheet's figures: `#` excluded, `.`
/// open, `1`–`4` the starting board's corners, and the `k`-th letter of `legend` a stone of seat
/// `k`. The map's top-left field is `[origin.0 · 5, origin.1 · 5]`; every 5 × 5 block is a board of
/// the map's own tile set, the block at `[0, 0]` the starting board.
#[derive(Clone, Copy, Debug)]
pub struct Map {
    /// Rows of fields, top first.
    pub rows: &'static [&'static str],
    /// The lattice place of the top-left block.
    pub origin: (i32, i32),
    /// Seat `k`'s stones are the `k`-th letter.
    pub legend: &'static str,
    /// Each seat's stones in the supply (`None`: 20 minus those on the area).
    pub supply: Option<&'static [u8]>,
    /// The seat to move: the one the learner plays.
    pub to_move: u8,
    /// Each seat's colour (the app's colours 0–3), as the sheet's figure colours them.
    pub colours: &'static [u8],
}

impl Scene {
    /// Each seat's colour.
    #[must_use]
    pub fn colours(&self) -> &'static [u8] {
        match self {
            Scene::Deal(_) => &[0, 1],
            Scene::Map(map) => map.colours,
        }
    }

    /// Whether the learner plays seat 0 against an opponent (else the seats are named by colour).
    #[must_use]
    pub fn is_duel(&self) -> bool {
        matches!(self, Scene::Deal(_))
    }
}

/// What a step asks the learner to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Nothing to do: read, then go on.
    Explain,
    /// Lay the board with this name on a lattice place, in this rotation.
    Lay(&'static str, (i32, i32), u8),
    /// Place a stone from the supply.
    Place((i32, i32)),
    /// Step a stone one field.
    Step((i32, i32), (i32, i32)),
    /// Jump a stone (closing phase, the whole turn).
    Jump((i32, i32), (i32, i32)),
    /// End the turn.
    EndTurn,
    /// Click a field of this seat's territory (to score the game).
    Territory(u8),
}

/// What the step shows once it is done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing more: the next step follows at once.
    Next,
    /// A text to read first.
    Read(&'static str),
    /// A text, and each player's score as it stands (territory, bonuses, chains).
    Score(&'static str),
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
    /// The opponents' moves the engine plays after the learner's.
    pub replies: &'static [Task],
    /// What follows the learner's move.
    pub outcome: Outcome,
    /// Show the sheet's correct and incorrect placements of a board beside the area.
    pub placements: bool,
}

const DEAL: Scene = Scene::Deal(&[&["T07", "T11", "T14", "T20"], &["T03", "T09", "T13", "T16"]]);

/// The sheet's figure 1 (as the engine's test draws it), one move before: the marked red stone
/// (orange here) still stands between the two excluded fields at its top.
const FIGURE_1: Scene = Scene::Map(Map {
    rows: &[
        "...............",
        "..#............",
        ".#.#...........",
        "..yy...........",
        "......#r#......",
        ".....1r.r2.....",
        ".....r...r.....",
        "....r.....r....",
        ".....r...r.....",
        ".....4r.r3.....",
        ".......r.......",
        "...........###.",
        "..........#...b",
        "...........bb#.",
        "...............",
    ],
    origin: (-1, -1),
    legend: "bry",
    supply: None,
    to_move: 1,
    colours: &[0, 1, 3],
});

/// The sheet's figure 2: on the left, one blue stone bordering three blue territories (one group);
/// on the right, the learner's two territories with no common border stone, one stone short.
const FIGURE_2: Scene = Scene::Map(Map {
    rows: &[
        "..b..1r..2.....",
        ".b.b.r.r...r...",
        "b.b.b.r...r.r..",
        ".b.b...........",
        ".....4...3.r...",
    ],
    origin: (-1, 0),
    legend: "rb",
    supply: None,
    to_move: 0,
    colours: &[1, 0],
});

/// After figure 2: a third territory one stone short, far from the learner's spare stone, and an
/// empty supply.
const JUMP: Scene = Scene::Map(Map {
    rows: &[
        "..b..1r..2.....",
        ".b.b.r.r...r...",
        "b.b.b.r...r.rr.",
        ".b.b.......r..r",
        "..r..4...3...r.",
    ],
    origin: (-1, 0),
    legend: "rb",
    supply: Some(&[0, 9]),
    to_move: 0,
    colours: &[1, 0],
});

/// Three stones left in the learner's supply: one more placed, and the final round begins.
const FINAL: Scene = Scene::Map(Map {
    rows: &[
        "..b..1r..2.....",
        ".b.b.r.r...r...",
        "b.b.b.r...r.r..",
        ".b.b.......r...",
        ".....4...3.....",
    ],
    origin: (-1, 0),
    legend: "rb",
    supply: Some(&[3, 9]),
    to_move: 0,
    colours: &[1, 0],
});

/// The sheet's figure 5 (as the engine's test draws it): a finished four-player game.
const FIGURE_5: Scene = Scene::Map(Map {
    rows: &[
        "###########....",
        "#....#....#....",
        "#....#....#....",
        "##g####g###....",
        "...rrrrr.......",
        "...r.1...2.....",
        "...r...........",
        "...r...........",
        "...r...........",
        "...r.4...3.....",
        "###r#######y###",
        "#.....#.......#",
        "#..#..#.......#",
        "#.....#.......#",
        "#.....#########",
        "###########....",
        "#....#....#....",
        "#....#....#....",
        "#....#....#....",
        "##b####b###....",
    ],
    origin: (-1, -1),
    legend: "rybg",
    supply: Some(&[0, 0, 0, 0]),
    to_move: 0,
    colours: &[1, 3, 0, 2],
});

const fn step(key: &'static str, text: &'static str, scene: Option<Scene>, task: Task) -> Step {
    Step {
        key,
        text,
        scene,
        task,
        replies: &[],
        outcome: Outcome::Next,
        placements: false,
    }
}

/// The lesson, step by step.
pub const STEPS: [Step; 14] = [
    step("area", "tutorial.glak.area", Some(DEAL), Task::Explain),
    Step {
        placements: true,
        ..step("lay", "tutorial.glak.lay", None, Task::Lay("T07", (1, 0), 0))
    },
    step("points", "tutorial.glak.points", None, Task::Explain),
    step("place", "tutorial.glak.place", None, Task::Place((0, 0))),
    step(
        "place-next",
        "tutorial.glak.place-next",
        None,
        Task::Place((1, 0)),
    ),
    step("step", "tutorial.glak.step", None, Task::Step((1, 0), (1, 1))),
    Step {
        replies: &[
            Task::Lay("T03", (0, 1), 0),
            Task::Place((4, 4)),
            Task::Place((3, 4)),
            Task::Place((4, 3)),
            Task::Place((2, 4)),
            Task::Place((4, 2)),
            Task::EndTurn,
        ],
        outcome: Outcome::Read("tutorial.glak.end-turn-done"),
        ..step("end-turn", "tutorial.glak.end-turn", None, Task::EndTurn)
    },
    Step {
        outcome: Outcome::Score("tutorial.glak.territory-done"),
        ..step(
            "territory",
            "tutorial.glak.territory",
            Some(FIGURE_1),
            Task::Step((2, -1), (2, -2)),
        )
    },
    Step {
        outcome: Outcome::Score("tutorial.glak.chain-done"),
        ..step("chain", "tutorial.glak.chain", None, Task::Place((2, -3)))
    },
    Step {
        outcome: Outcome::Score("tutorial.glak.groups-done"),
        ..step(
            "groups",
            "tutorial.glak.groups",
            Some(FIGURE_2),
            Task::Step((6, 4), (6, 3)),
        )
    },
    Step {
        outcome: Outcome::Score("tutorial.glak.jump-done"),
        ..step(
            "jump",
            "tutorial.glak.jump",
            Some(JUMP),
            Task::Jump((-3, 4), (7, 3)),
        )
    },
    step(
        "final-round",
        "tutorial.glak.final-round",
        Some(FINAL),
        Task::Place((7, 3)),
    ),
    Step {
        outcome: Outcome::Read("tutorial.glak.final-round-end-done"),
        ..step(
            "final-round-end",
            "tutorial.glak.final-round-end",
            None,
            Task::EndTurn,
        )
    },
    Step {
        outcome: Outcome::Score("tutorial.glak.scoring-done"),
        ..step(
            "scoring",
            "tutorial.glak.scoring",
            Some(FIGURE_5),
            Task::Territory(2),
        )
    },
];

/// What went wrong bringing a step's position about (a test keeps every step free of these).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonError {
    /// A deal that is not a game.
    Deal(SetupError),
    /// A map that is not a legal position.
    Map(PositionError),
    /// A step's move or reply the engine refused.
    Refused {
        /// The step.
        step: &'static str,
        /// Why.
        error: PlayError,
    },
    /// A step names a board the tile set does not have.
    NoSuchBoard(&'static str),
}

/// The position file of a map: its own tile set (one board per 5 × 5 block), its boards laid, its
/// stones.
#[must_use]
pub fn map_position(map: &Map) -> PositionSetup {
    let side = 5;
    let width = map.rows.iter().map(|r| r.len()).max().unwrap_or(0).div_ceil(side);
    let height = map.rows.len() / side;
    let mut text = String::new();
    let mut boards = Vec::new();
    for by in 0..height {
        for bx in 0..width {
            let at = Place::new(map.origin.0 + bx as i32, map.origin.1 + by as i32);
            let name = if at == Place::new(0, 0) {
                "S".to_string()
            } else {
                format!("M{by}{bx}")
            };
            text.push_str(&name);
            text.push('\n');
            for row in &map.rows[by * side..(by + 1) * side] {
                let cells: String = (0..side)
                    .map(|i| row.as_bytes().get(bx * side + i).map_or('.', |&c| c as char))
                    .map(|c| if map.legend.contains(c) { '.' } else { c })
                    .collect();
                text.push_str(&cells);
                text.push('\n');
            }
            text.push('\n');
            if at != Place::new(0, 0) {
                boards.push(BoardSetup {
                    tile: name,
                    at,
                    rotation: 0,
                });
            }
        }
    }
    let mut stones = Vec::new();
    for (y, row) in map.rows.iter().enumerate() {
        for (x, c) in row.chars().enumerate() {
            if let Some(seat) = map.legend.find(c) {
                stones.push(StoneSetup {
                    seat: seat as u8,
                    at: Point::new(map.origin.0 * 5 + x as i32, map.origin.1 * 5 + y as i32),
                });
            }
        }
    }
    PositionSetup {
        game: super::record::GAME_NAME.to_string(),
        players: map.legend.len() as u8,
        boards,
        stones,
        hands: None,
        supply: map.supply.map(<[u8]>::to_vec),
        to_move: map.to_move,
        board_laid: false,
        tiles: Some(text),
    }
}

/// The game a scene sets up.
///
/// # Errors
/// The scene is not a legal game or position (a test keeps every scene legal).
pub fn scene_game(scene: &Scene) -> Result<Game, LessonError> {
    match scene {
        Scene::Deal(deal) => Game::new(
            &GameSetup {
                players: deal.len() as u8,
                seed: 0,
                deal: Some(
                    deal.iter()
                        .map(|h| h.iter().map(|s| (*s).to_string()).collect())
                        .collect(),
                ),
                start_player: Some(0),
            },
            TileSet::ours(),
        )
        .map_err(LessonError::Deal),
        Scene::Map(map) => map_position(map).to_game().map_err(LessonError::Map),
    }
}

fn point((x, y): (i32, i32)) -> Point {
    Point::new(x, y)
}

/// The action a task plays, if it is a move.
///
/// # Errors
/// [`LessonError::NoSuchBoard`] for a board the game's tile set does not have.
pub fn task_action(game: &Game, task: Task) -> Result<Option<Action>, LessonError> {
    Ok(match task {
        Task::Lay(name, (bx, by), rotation) => Some(Action::Lay {
            tile: game
                .area()
                .tiles()
                .index_of(name)
                .ok_or(LessonError::NoSuchBoard(name))?,
            at: Place::new(bx, by),
            rotation,
        }),
        Task::Place(at) => Some(Action::Place(point(at))),
        Task::Step(from, to) => Some(Action::Step {
            from: point(from),
            to: point(to),
        }),
        Task::Jump(from, to) => Some(Action::Jump {
            from: point(from),
            to: point(to),
        }),
        Task::EndTurn => Some(Action::EndTurn),
        Task::Explain | Task::Territory(_) => None,
    })
}

/// The index of the step whose scene step `index` is played in.
#[must_use]
pub fn scene_start(index: usize) -> usize {
    (0..=index.min(STEPS.len() - 1))
        .rev()
        .find(|&i| STEPS[i].scene.is_some())
        .expect("the first step sets a scene")
}

/// The game as step `index` begins: its scene, with the moves and replies of the steps before it
/// in the same scene played by the engine.
///
/// # Errors
/// A [`LessonError`] if a scene or a move is not legal.
pub fn game_at(index: usize) -> Result<Game, LessonError> {
    let index = index.min(STEPS.len() - 1);
    let start = scene_start(index);
    let mut game = scene_game(&STEPS[start].scene.expect("found"))?;
    for step in &STEPS[start..index] {
        play_step(&mut game, step)?;
    }
    Ok(game)
}

/// Plays a step's move and the replies after it.
///
/// # Errors
/// The engine refused the move or a reply.
pub fn play_step(game: &mut Game, step: &Step) -> Result<(), LessonError> {
    for task in std::iter::once(&step.task).chain(step.replies) {
        if let Some(action) = task_action(game, *task)? {
            game.play(action).map_err(|error| LessonError::Refused {
                step: step.key,
                error,
            })?;
        }
    }
    Ok(())
}

/// The fields a [`Task::Territory`] asks for: every field of that seat's territories.
#[must_use]
pub fn territory_fields(game: &Game, seat: u8) -> Vec<Point> {
    game.score()
        .territories
        .iter()
        .filter(|t| t.seat == Seat(seat))
        .flat_map(|t| t.fields.iter().copied())
        .collect()
}
