//! `glux selfplay`: uniformly random games, as a summary and optionally as JSON lines (the
//! command is written once for both games in [`crate::cli::selfplay`]; this is Glüx's part).

use crate::cli::selfplay::{self, SelfPlayGame};
use crate::glux::bots::random::random_action;
use crate::glux::scoring::victory_points;
use crate::glux::{Action, Game, GameSetup, Phase, Seat, score};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};
use std::path::Path;

/// What one random game came to.
#[derive(Clone, Debug)]
pub struct RandomGame {
    /// The finished game.
    pub game: Game,
    /// Victory points per seat.
    pub vp: Vec<u16>,
    /// Seats that were excluded.
    pub excluded: u32,
    /// Turns on which a seat was forced onto its start chip.
    pub forced: u32,
    /// The game as a JSON line, when asked for.
    pub line: Option<Value>,
}

/// Plays one game in which every choice is uniformly random among the legal ones, on the board
/// for the player count.
#[must_use]
pub fn play_random_game(players: u8, seed: u64, rng: &mut ChaCha8Rng, with_line: bool) -> RandomGame {
    let setup = GameSetup::new(players, seed);
    let game = Game::try_from(&setup).expect("default setups are valid");
    play_random_game_from(game, seed, rng, with_line)
}

/// Plays a game from its start, every choice uniformly random among the legal ones; `seed` is the
/// game's, for its JSON line, whose `board` is the board's name, or its whole text when it is not
/// built in.
#[must_use]
pub fn play_random_game_from(mut game: Game, seed: u64, rng: &mut ChaCha8Rng, with_line: bool) -> RandomGame {
    let players = game.board_state().players();
    let board = std::sync::Arc::clone(game.board_state().shared_board());
    let (mut excluded, mut forced) = (0u32, 0u32);
    let mut setup_line = Vec::new();
    let mut turns = Vec::new();
    while let Some(seat) = game.to_act() {
        let action = random_action(&game.view(seat), rng).expect("the seat to act always has a legal action");
        let played = game.play(action).expect("random actions are legal");
        forced += u32::from(played.forced);
        excluded += played.excluded.iter().count() as u32;
        if with_line {
            match action {
                Action::StartFace(pips) => setup_line.push(json!({"seat": seat.0, "pips": pips.value()})),
                Action::Place { to, pips } => turns.push(json!({
                    "seat": seat.0, "to": <[u8; 2]>::from(board.coord(to)), "pips": pips.value(), "start_option": false})),
                Action::StartOption(pips) => turns.push(json!({
                    "seat": seat.0, "to": <[u8; 2]>::from(board.coord(game.board_state().start_square(seat))),
                    "pips": pips.value(), "start_option": true})),
            }
            // Excluded seats in the order their turn came: clockwise from the next seat (after
            // setup, from the start player).
            let first = if matches!(action, Action::StartFace(_)) {
                game.start_player()
            } else {
                seat.next(players)
            };
            for k in 0..players {
                let s = Seat((first.0 + k) % players);
                if played.excluded.contains(s) {
                    turns.push(json!({"seat": s.0, "excluded": true}));
                }
            }
        }
    }
    debug_assert_eq!(game.phase(), Phase::Over);
    let vp = victory_points(game.board_state()).take(players).to_vec();
    let line = with_line.then(|| {
        let scoring = score(game.board_state());
        let starts: Vec<[u8; 2]> = game.board_state().seats().map(|s| board.coord(game.board_state().start_square(s)).into()).collect();
        json!({
            "board": if board.is_builtin() { board.name().to_string() } else { board.to_text() }, "players": players, "seed": seed, "version": crate::glux::record::RECORD_VERSION,
            "starts": starts, "setup": setup_line, "turns": turns,
            "final": {"vp": scoring.vp, "winners": scoring.winners.iter().map(|s| s.0).collect::<Vec<_>>()},
        })
    });
    RandomGame {
        game,
        vp,
        excluded,
        forced,
        line,
    }
}

/// What `glux selfplay` counts over its games.
#[derive(Default)]
pub struct Tally {
    /// Victory points per seat, summed.
    vp: Vec<u64>,
    /// Seats excluded.
    excluded: u64,
    /// Turns on which a seat was forced onto its start chip.
    forced: u64,
}

impl SelfPlayGame for Game {
    const NAME: &'static str = "Glüx";
    /// The board file's text, if one was given (else the board for the player count).
    type Options = Option<String>;
    type Tally = Tally;

    fn play_random(
        board: &Option<String>,
        players: u8,
        seed: u64,
        rng: &mut ChaCha8Rng,
        tally: &mut Tally,
        with_line: bool,
    ) -> Result<Option<Value>, String> {
        let setup = GameSetup {
            board: board.clone(),
            ..GameSetup::new(players, seed)
        };
        let game = Game::try_from(&setup).map_err(|e| e.to_string())?;
        let result = play_random_game_from(game, seed, rng, with_line);
        tally.vp.resize(result.vp.len(), 0);
        for (sum, &v) in tally.vp.iter_mut().zip(&result.vp) {
            *sum += u64::from(v);
        }
        tally.excluded += u64::from(result.excluded);
        tally.forced += u64::from(result.forced);
        Ok(result.line)
    }

    fn summary(tally: &Tally, players: u8, games: u64) -> String {
        let seat_games = (games * u64::from(players)).max(1) as f64;
        let mean_vp: Vec<String> = (0..usize::from(players))
            .map(|s| {
                let vp = tally.vp.get(s).copied().unwrap_or(0);
                format!("seat {s} {:.2}", vp as f64 / games.max(1) as f64)
            })
            .collect();
        format!(
            "mean VP: {}\nseats excluded: {} ({:.2}% of seat-games)\nforced onto the start chip: {} ({:.2}% of seat-games)",
            mean_vp.join(", "),
            tally.excluded,
            100.0 * tally.excluded as f64 / seat_games,
            tally.forced,
            100.0 * tally.forced as f64 / seat_games,
        )
    }
}

/// Runs `glux selfplay` and returns its summary: on the board for the player count, or on the
/// board file `board`.
///
/// # Errors
/// A bad player count, a board file that cannot be read or played by this many, or a record file
/// that cannot be written.
pub fn run(
    players: u8,
    games: u64,
    seed: u64,
    board: Option<&Path>,
    record: Option<&Path>,
) -> Result<String, String> {
    if !crate::core::seat::PLAYER_COUNTS.contains(&(players as usize)) {
        return Err(format!("Glüx is for 2 to 4 players, not {players}"));
    }
    let board = match board {
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let board = crate::glux::Board::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?;
            Some(board.to_text())
        }
        None => None,
    };
    // A board this many cannot play on is said before any record is written.
    Game::try_from(&GameSetup {
        board: board.clone(),
        ..GameSetup::new(players, seed)
    })
    .map_err(|e| e.to_string())?;
    selfplay::run::<Game>(&board, players, games, seed, record)
}
