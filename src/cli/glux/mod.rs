//! The `glux` command-line tool: score and list moves of position files, self-play, bot arenas.
//! Its output formats are a contract (see README).

pub mod arena;
pub mod review;
pub mod selfplay;

use crate::glux::{BoardState, GameRecord, PlayedGame, PositionSetup, score};
use clap::{Parser, Subcommand};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Glüx, the board game of light: rules engine on the command line.
#[derive(Parser, Debug)]
#[command(name = "glux", version)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print the legal moves of the seat to move in a position file (or a game record) as JSON.
    Moves {
        /// A position file or a game record (JSON).
        file: PathBuf,
    },
    /// Print the final scoring of a position file (or a game record) as JSON.
    Score {
        /// A position file or a game record (JSON).
        file: PathBuf,
    },
    /// Print a saved or exported game move by move, and its final scoring.
    Replay {
        /// A game record, an exported game file, or a share link.
        file: PathBuf,
    },
    /// Check a finished game between devices: every chip played against its seat's revealed
    /// secret. Prints `{"verified": bool, "problems": [{"seat", "move", "what"}]}`.
    Verify {
        /// A game record or an exported game file with its `"remote"` part.
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
        /// Play on this board file (the format of the built-in boards' files) instead of the
        /// board for the player count.
        #[arg(long)]
        board: Option<PathBuf>,
        /// Write one JSON line per game to this file.
        #[arg(long)]
        record: Option<PathBuf>,
    },
    /// Play bots against each other, rotating the seating, and print each one's results.
    Arena(crate::cli::arena::ArenaArgs),
    /// Review a finished game with Expert, move by move, and print it as JSON: `{"game",
    /// "players", "moves": [{"index", "seat", "played", "best", "win_before", "win_after", "loss",
    /// "label"}], "accuracy", "mistakes", "luck"}`.
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
    super::finish("glux", run(Cli::parse()))
}

fn run(cli: Cli) -> Result<String, String> {
    match cli.command {
        Command::Moves { file } => {
            let position = load_position(&file)?;
            Ok(moves_json(&position).to_string())
        }
        Command::Score { file } => {
            let position = load_position(&file)?;
            Ok(score_json(&position).to_string())
        }
        Command::Replay { file } => {
            let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            let game = parse_game(&text).map_err(|e| format!("{}: {e}", file.display()))?;
            Ok(replay_text(&game))
        }
        Command::Verify { file } => {
            let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            verify_json(&text)
                .map(|v| v.to_string())
                .map_err(|e| format!("{}: {e}", file.display()))
        }
        Command::Selfplay {
            players,
            games,
            seed,
            board,
            record,
        } => selfplay::run(players, games, seed, board.as_deref(), record.as_deref()),
        Command::Arena(a) => crate::cli::arena::run::<crate::glux::Game>(&a),
        Command::Review { file } => crate::cli::review::run_review::<crate::glux::Game>(&file),
        Command::Calibrate(args) => crate::cli::review::run_calibrate::<crate::glux::Game>(&args),
    }
}

/// Reads a position file, or a game record (any JSON with `actions`), into a position.
///
/// # Errors
/// A message naming the file and what is wrong with it.
pub fn load_position(path: &Path) -> Result<BoardState, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    parse_position(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Parses a game: a record, an exported game file (`{"record": ...}`), or a share link.
///
/// # Errors
/// What is wrong with the text, at which move.
pub fn parse_game(text: &str) -> Result<PlayedGame, String> {
    let trimmed = text.trim();
    if !trimmed.starts_with('{') {
        let record = crate::glux::link::decode(trimmed).map_err(|e| format!("share link: {e}"))?;
        return PlayedGame::from_record(record).map_err(|e| e.to_string());
    }
    PlayedGame::from_record(parse_record(text)?).map_err(|e| e.to_string())
}

/// Reads a game record from JSON: a record, or an exported game file (`{"record": ...}`).
///
/// # Errors
/// What is wrong with the text.
fn parse_record(text: &str) -> Result<GameRecord, String> {
    let mut value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| format!("not valid JSON: {e}"))?;
    if let Some(record) = value.get_mut("record") {
        value = record.take();
    }
    serde_json::from_value(value).map_err(|e| format!("not a game record: {e}"))
}

/// The `verify` answer for a finished game between devices (a record or an exported file with its
/// `"remote"` part).
///
/// # Errors
/// What is wrong with the text: not a game, no remote part, or a game that is not over.
pub fn verify_json(text: &str) -> Result<serde_json::Value, String> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| format!("not valid JSON: {e}"))?;
    let remote = value
        .get("remote")
        .or_else(|| value.get("record").and_then(|r| r.get("remote")))
        .ok_or("this game was not played between devices: it has no \"remote\" part")?;
    let remote: crate::remote::record::RemoteRecord =
        serde_json::from_value(remote.clone()).map_err(|e| format!("the remote part: {e}"))?;
    let record = parse_record(text)?;
    let game = match PlayedGame::from_record(record) {
        Ok(game) => game,
        // A record that does not replay is a problem found, not a file that cannot be read.
        Err(e) => {
            return Ok(json!({
                "verified": false,
                "fingerprint": null,
                "problems": [{"seat": null, "move": null, "what": format!("the record does not replay: {e}")}],
            }));
        }
    };
    let setup = &game.record().setup;
    let checked =
        crate::remote::record::verify(&game, setup.players, setup.seed, setup.hidden_bags, &remote)?;
    let listed: Vec<serde_json::Value> = checked
        .problems
        .iter()
        .map(|p| json!({"seat": p.seat.0, "move": p.number, "what": p.english()}))
        .collect();
    Ok(json!({
        "verified": checked.problems.is_empty(),
        "fingerprint": checked.fingerprint,
        "problems": listed,
    }))
}

/// Parses a position file, or a game (see [`parse_game`]), into a position.
///
/// # Errors
/// What is wrong with the text.
pub fn parse_position(text: &str) -> Result<BoardState, String> {
    let value: Option<serde_json::Value> = serde_json::from_str(text).ok();
    let Some(value) = value.filter(|v| v.get("actions").is_none() && v.get("record").is_none()) else {
        return parse_game(text).map(|game| game.game().board_state().clone());
    };
    let setup: PositionSetup = serde_json::from_value(value).map_err(|e| format!("not a position: {e}"))?;
    BoardState::try_from(&setup).map_err(|e| e.to_string())
}

/// The `moves` answer for the seat to move.
#[must_use]
pub fn moves_json(position: &BoardState) -> serde_json::Value {
    let Some(seat) = position.phase().to_act() else {
        return json!({"seat": null, "placements": [], "start_option": false, "must_use_start": false, "excluded": false});
    };
    let options = position.turn_options(seat);
    let board = position.board();
    let placements: Vec<[u8; 2]> = options
        .placements
        .iter()
        .map(|sq| board.coord(sq).into())
        .collect();
    json!({
        "seat": seat.0,
        "placements": placements,
        "start_option": options.start_option,
        "must_use_start": options.must_use_start(),
        "excluded": options.excluded(),
    })
}

pub use crate::glux::scoring::score_json;

/// The `replay` text: every move numbered, then the final scoring (or who is to act).
#[must_use]
pub fn replay_text(game: &PlayedGame) -> String {
    use crate::glux::notation::{describe_move, seat_name};
    let names = &game.record().names;
    let name = |seat| seat_name(names, seat);
    let position = game.game().board_state();
    let mut out = String::new();
    for (i, m) in game.history().iter().enumerate() {
        for (k, line) in describe_move(position, m, &name).into_iter().enumerate() {
            if k == 0 {
                out.push_str(&format!("{:>3}. {line}\n", i + 1));
            } else {
                out.push_str(&format!("     {line}\n"));
            }
        }
    }
    match game.game().to_act() {
        Some(seat) => out.push_str(&format!("{} to act.", name(seat))),
        None => {
            let scoring = score(position);
            out.push_str("Final scoring (room: pips / VP per seat)\n");
            for room in &scoring.rooms {
                let cells: Vec<String> = room
                    .pips
                    .iter()
                    .zip(&room.vp)
                    .map(|(p, v)| format!("{p:>3}/{v}"))
                    .collect();
                out.push_str(&format!("  {}: {}\n", room.letter, cells.join("  ")));
            }
            let totals: Vec<String> = position
                .seats()
                .map(|s| format!("{} {}", name(s), scoring.vp[s.index()]))
                .collect();
            out.push_str(&format!("VP: {}\n", totals.join(", ")));
            let winners: Vec<String> = scoring.winners.iter().map(|&s| name(s)).collect();
            out.push_str(&format!("Winner: {}", winners.join(" and ")));
            if let Some(tie) = &scoring.tie_break {
                out.push_str(if tie.decided {
                    " (tie on VP broken by middle-room pips)"
                } else {
                    " (shared victory)"
                });
            }
        }
    }
    out
}
