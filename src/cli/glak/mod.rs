//! The `glak` command-line tool: score and list the moves of position files and records, replay a
//! record, play random games. Its output formats are a contract (see README).

pub mod arena;
pub mod review;

use crate::cli::selfplay::SelfPlayGame;
use crate::core::seat::Seat;
use crate::glak::position::PositionSetup;
use crate::glak::{Action, FinalRoundCause, Game, GameRecord, GameSetup, Recorder, TileSet};
use clap::{Parser, Subcommand};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

/// GLAK, the territory game of boards and stones: rules engine on the command line.
#[derive(Parser, Debug)]
#[command(name = "glak", version)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print the legal actions of the player to move in a position file (or a game record) as JSON.
    Moves {
        /// A position file or a game record (JSON).
        file: PathBuf,
    },
    /// Print the scoring of a position file (or a game record) as JSON.
    Score {
        /// A position file or a game record (JSON).
        file: PathBuf,
    },
    /// Print a game record turn by turn, and its scoring.
    Replay {
        /// A game record (JSON).
        file: PathBuf,
    },
    /// Play random games and print a summary.
    Selfplay {
        /// Players per game, 2 to 4.
        #[arg(long, default_value_t = 2)]
        players: u8,
        /// Number of games.
        #[arg(long, default_value_t = 1000)]
        games: u64,
        /// Seed of the first game (game i uses seed + i) and of the random choices.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Play with this tile set (the format of the rules document's tile block) instead of
        /// ours.
        #[arg(long)]
        tiles: Option<PathBuf>,
        /// Write one JSON line per game (its record and final scoring) to this file.
        #[arg(long)]
        record: Option<PathBuf>,
    },
    /// Play bots against each other with the seating rotated, and print their standings.
    Arena(crate::cli::arena::ArenaArgs),
    /// Review a finished game with Expert, move by move, and print it as JSON: `{"game",
    /// "players", "moves": [{"index", "seat", "played", "best", "win_before", "win_after", "loss",
    /// "label"}], "accuracy", "mistakes"}`.
    Review {
        /// Any game the `replay` command reads.
        file: PathBuf,
    },
    /// Check that Expert's win chances come true: Expert-against-Expert games, every seat of every
    /// position by decile of the chance given, against the share of victories won (JSON).
    Calibrate(crate::cli::review::CalibrateArgs),
}

/// Runs the tool with the process's arguments.
#[must_use]
pub fn main() -> ExitCode {
    super::finish("glak", run(Cli::parse()))
}

fn run(cli: Cli) -> Result<String, String> {
    match cli.command {
        Command::Moves { file } => Ok(moves_json(&load_game(&file)?).to_string()),
        Command::Score { file } => Ok(score_json(&load_game(&file)?).to_string()),
        Command::Replay { file } => {
            let text = read(&file)?;
            let (record, game) = GameRecord::load(&text).map_err(|e| format!("{}: {e}", file.display()))?;
            Ok(replay_text(&record, &game))
        }
        Command::Selfplay {
            players,
            games,
            seed,
            tiles,
            record,
        } => selfplay(players, games, seed, tiles.as_deref(), record.as_deref()),
        Command::Arena(args) => crate::cli::arena::run::<crate::glak::Game>(&args),
        Command::Review { file } => crate::cli::review::run_review::<crate::glak::Game>(&file),
        Command::Calibrate(args) => crate::cli::review::run_calibrate::<crate::glak::Game>(&args),
    }
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// Reads a position file, or a game record (JSON with `turns`), into a game.
///
/// # Errors
/// A message naming the file and what is wrong with it.
pub fn load_game(path: &Path) -> Result<Game, String> {
    let text = read(path)?;
    let named = |e: &dyn std::fmt::Display| format!("{}: {e}", path.display());
    let value: Value = serde_json::from_str(&text).map_err(|e| named(&format!("not JSON: {e}")))?;
    if value.get("turns").is_some() {
        return GameRecord::load(&text).map(|(_, g)| g).map_err(|e| named(&e));
    }
    let setup: PositionSetup =
        serde_json::from_value(value).map_err(|e| named(&format!("not a position: {e}")))?;
    setup.to_game().map_err(|e| named(&e))
}

fn xy(p: crate::glak::Point) -> Value {
    json!([p.x, p.y])
}

pub use crate::glak::scoring::score_json;

/// The `moves` answer: the legal actions of the player to move, as if at the start of their action
/// points.
#[must_use]
pub fn moves_json(game: &Game) -> Value {
    let Some(seat) = game.to_act() else {
        return json!({"seat": null, "phase": null, "board_due": false, "board_slots": [], "place": [], "step": [], "jump": []});
    };
    let fresh = game.with_fresh_points();
    let board_due = fresh.in_starting_phase() && !fresh.board_laid();
    let (mut place, mut step, mut jump) = (Vec::new(), Vec::new(), Vec::new());
    if !board_due {
        for action in fresh.legal_actions() {
            match action {
                Action::Place(p) => place.push(xy(p)),
                Action::Step { from, to } => step.push(json!([xy(from), xy(to)])),
                Action::Jump { from, to } => jump.push(json!([xy(from), xy(to)])),
                Action::Lay { .. } | Action::EndTurn => {}
            }
        }
    }
    let board_slots: Vec<Value> = if board_due {
        game.area()
            .free_slots()
            .into_iter()
            .map(|p| json!([p.bx, p.by]))
            .collect()
    } else {
        Vec::new()
    };
    json!({
        "seat": seat.0,
        "phase": if game.in_starting_phase() { "starting" } else { "closing" },
        "board_due": board_due,
        "board_slots": board_slots,
        "place": place,
        "step": step,
        "jump": jump,
    })
}

/// A record turn by turn in English, then its scoring.
#[must_use]
pub fn replay_text(record: &GameRecord, game: &Game) -> String {
    let name = |seat: u8| {
        record
            .names
            .get(seat as usize)
            .filter(|n| !n.trim().is_empty())
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", seat + 1))
    };
    let mut out = String::new();
    for (i, turn) in record.turns.iter().enumerate() {
        let actions: Vec<String> = turn
            .actions
            .iter()
            .map(|a| match a {
                crate::glak::RecordedAction::Lay { board, at, rotation } => {
                    format!("lays {board} at [{}, {}] turned {rotation}", at.bx, at.by)
                }
                crate::glak::RecordedAction::Place { place } => {
                    format!("places on [{}, {}]", place.x, place.y)
                }
                crate::glak::RecordedAction::Step { step, to } => {
                    format!("steps [{}, {}] to [{}, {}]", step.x, step.y, to.x, to.y)
                }
                crate::glak::RecordedAction::Jump { jump, to } => {
                    format!("jumps [{}, {}] to [{}, {}]", jump.x, jump.y, to.x, to.y)
                }
                crate::glak::RecordedAction::EndTurn { .. } => "ends the turn".to_string(),
            })
            .collect();
        let said = if actions.is_empty() {
            "passes".to_string()
        } else {
            actions.join(", ")
        };
        out.push_str(&format!("{:>3}. {}: {said}\n", i + 1, name(turn.seat)));
    }
    let s = game.score();
    out.push_str(if game.is_over() {
        "Final scoring\n"
    } else {
        "Scoring if the game ended now\n"
    });
    for seat in Seat::all(game.players()) {
        let i = seat.index();
        out.push_str(&format!(
            "  {}: territory {} + bonus {} + chain {} = {}\n",
            name(seat.0),
            s.territory[i],
            s.territory_bonus[i],
            s.chain_bonus[i],
            s.score[i]
        ));
    }
    let winners: Vec<String> = s.winners.iter().map(|w| name(w.0)).collect();
    out.push_str(&format!("Winner: {}", winners.join(" and ")));
    out
}

/// Actions of each kind a random player made: lay, place, step, jump, end the turn.
pub type KindCounts = [u64; 5];

/// Plays one game of random legal actions ([`crate::glak::random`]) to its end, counting the kinds
/// of action; with `record`, keeps its record too (self-play runs faster without).
///
/// # Errors
/// A setup that is not a game, or an action the rules refuse (a defect).
pub fn play_random_game(
    setup: &GameSetup,
    tiles: &Arc<TileSet>,
    rng: &mut ChaCha8Rng,
    kinds: &mut KindCounts,
    record: bool,
) -> Result<(Game, Option<GameRecord>), String> {
    if record {
        let mut recorder = Recorder::new(setup, Arc::clone(tiles), Vec::new()).map_err(|e| e.to_string())?;
        play_out(&mut recorder, rng, kinds)?;
        Ok((recorder.game().clone(), Some(recorder.record().clone())))
    } else {
        let mut game = Game::new(setup, Arc::clone(tiles)).map_err(|e| e.to_string())?;
        play_out(&mut game, rng, kinds)?;
        Ok((game, None))
    }
}

/// A game that random actions are played on: the game alone, or with its record.
trait Playable {
    fn game(&self) -> &Game;
    fn play(&mut self, action: Action) -> Result<(), crate::glak::PlayError>;
}

impl Playable for Game {
    fn game(&self) -> &Game {
        self
    }

    fn play(&mut self, action: Action) -> Result<(), crate::glak::PlayError> {
        Game::play(self, action)
    }
}

impl Playable for Recorder {
    fn game(&self) -> &Game {
        Recorder::game(self)
    }

    fn play(&mut self, action: Action) -> Result<(), crate::glak::PlayError> {
        Recorder::play(self, action)
    }
}

fn play_out(game: &mut impl Playable, rng: &mut ChaCha8Rng, kinds: &mut KindCounts) -> Result<(), String> {
    while let Some(action) = crate::glak::random::random_action(game.game(), rng) {
        kinds[match action {
            Action::Lay { .. } => 0,
            Action::Place(_) => 1,
            Action::Step { .. } => 2,
            Action::Jump { .. } => 3,
            Action::EndTurn => 4,
        }] += 1;
        game.play(action)
            .map_err(|e| format!("a random legal action was refused: {e}"))?;
    }
    Ok(())
}

/// What `glak selfplay` counts over its games.
#[derive(Default)]
pub struct Tally {
    /// Every seat's score, summed.
    score: u64,
    /// Games whose final round the supply began.
    by_supply: u64,
    /// Games the stall guard ended.
    by_stall: u64,
    /// Actions by kind: lay, place, step, jump, end turn.
    kinds: KindCounts,
}

impl SelfPlayGame for Game {
    const NAME: &'static str = "GLAK";
    /// The tile set every game is played with.
    type Options = Arc<TileSet>;
    type Tally = Tally;

    fn play_random(
        tiles: &Arc<TileSet>,
        players: u8,
        seed: u64,
        rng: &mut ChaCha8Rng,
        tally: &mut Tally,
        with_line: bool,
    ) -> Result<Option<Value>, String> {
        let setup = GameSetup {
            players,
            seed,
            deal: None,
            start_player: None,
        };
        let (game, record) = play_random_game(&setup, tiles, rng, &mut tally.kinds, with_line)?;
        match game.final_round().map(|r| r.cause) {
            Some(FinalRoundCause::Supply) => tally.by_supply += 1,
            _ => tally.by_stall += 1,
        }
        let s = game.score();
        tally.score += s.score.iter().map(|&x| u64::from(x)).sum::<u64>();
        let Some(record) = record else { return Ok(None) };
        let mut line = serde_json::to_value(record).map_err(|e| e.to_string())?;
        line["final"] = json!({
            "territory": s.territory, "territory_bonus": s.territory_bonus,
            "chain_bonus": s.chain_bonus, "score": s.score,
            "winners": s.winners.iter().map(|w| w.0).collect::<Vec<_>>(),
        });
        Ok(Some(line))
    }

    fn summary(tally: &Tally, players: u8, games: u64) -> String {
        let [lay, place, step, jump, end_turn] = tally.kinds;
        format!(
            "mean score: {:.2}\nended by supply: {}\nended by stall guard: {}\n\
             actions: lay {lay} place {place} step {step} jump {jump} end turn {end_turn}",
            tally.score as f64 / (games.max(1) * u64::from(players)) as f64,
            tally.by_supply,
            tally.by_stall,
        )
    }
}

/// Runs `glak selfplay` on our tile set, or on the tile set file `tiles`.
fn selfplay(
    players: u8,
    games: u64,
    seed: u64,
    tiles: Option<&Path>,
    record: Option<&Path>,
) -> Result<String, String> {
    if !crate::core::seat::PLAYER_COUNTS.contains(&(players as usize)) {
        return Err(format!("GLAK is for 2 to 4 players, not {players}"));
    }
    let tiles = match tiles {
        Some(path) => Arc::new(TileSet::parse(&read(path)?).map_err(|e| format!("{}: {e}", path.display()))?),
        None => TileSet::ours(),
    };
    crate::cli::selfplay::run::<Game>(&tiles, players, games, seed, record)
}
