//! Share links of Glüx games: the whole game in a URL fragment, without a server, framed as every
//! game's links are ([`crate::core::link`]).
//!
//! The seed fixes every chip drawn, so an action needs only what a player chooses (see
//! [`super::codec::write_link_action`]). The game's bytes are:
//!
//! ```text
//! players | flags | seed (LEB128) | [board] | [starts] | names (length + UTF-8 each)
//! | action count (LEB128) | action bits, packed, least significant bit first
//! ```
//!
//! `board` is 0 or 1 for a built-in board, or 2 followed by the text of any other board's file
//! (its length in LEB128, then UTF-8), so a game on a custom board replays anywhere.
//!
//! A full four-player game is about 190 characters. Links of format 1 (before links named their
//! game) hold the same bytes without the game byte, and still open.

use super::board::{Board, Coord};
use super::codec::{RecordedAction, read_link_action, write_link_action};
use super::game::{Game, PlayError};
use super::record::{GameRecord, LINK_GAME, MAX_ACTIONS, RECORD_VERSION, ReplayError};
use super::rules::Phase;
use super::setup::{GameSetup, SetupError};
use crate::core::invariant::Invariant;
use crate::core::link::{self, ByteReader, ByteWriter, FrameError, LinkPart};
use crate::core::seat::{Seat, seat_name};
use thiserror::Error;

const FLAG_BOARD: u8 = 1;
const FLAG_STARTS: u8 = 2;
/// Each seat's bag was kept on its own device ([`GameSetup::hidden_bags`]): the actions carry
/// their faces in full.
const FLAG_HIDDEN_BAGS: u8 = 4;
/// The board byte of a board that is not built in, whose text follows (0 and 1 name the built-in
/// boards).
const BOARD_TEXT: u8 = 2;

/// Why a share link cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LinkError {
    /// The link's bytes cannot be read.
    #[error(transparent)]
    Frame(#[from] FrameError),
    /// The game it holds cannot be replayed.
    #[error(transparent)]
    Replay(#[from] ReplayError),
}

impl From<SetupError> for LinkError {
    fn from(e: SetupError) -> LinkError {
        LinkError::Replay(ReplayError::Setup(e))
    }
}

fn illegal(
    number: usize,
    names: &[String],
    seat: Seat,
    action: RecordedAction,
    error: PlayError,
) -> LinkError {
    LinkError::Replay(ReplayError::Illegal {
        number,
        seat,
        who: seat_name(names, seat),
        action,
        error,
    })
}

/// The link text (after `#game=`) for a game record.
///
/// # Errors
/// A record that is not a legal game (it is replayed to find each chip drawn).
pub fn encode(record: &GameRecord) -> Result<String, LinkError> {
    let setup = &record.setup;
    let mut game = Game::try_from(setup)?;
    let mut out = ByteWriter::default();
    out.byte(setup.players);
    let default_board = Board::for_players(setup.players).map(Board::name);
    let custom_board = setup.board.as_deref().filter(|&b| Some(b) != default_board);
    out.byte(
        if custom_board.is_some() { FLAG_BOARD } else { 0 }
            | if setup.starts.is_some() { FLAG_STARTS } else { 0 }
            | if setup.hidden_bags { FLAG_HIDDEN_BAGS } else { 0 },
    );
    out.varint(setup.seed);
    if custom_board.is_some() {
        let board = game.board_state().board();
        if board.is_builtin() {
            out.byte(u8::from(board.name() == Board::three_four_player().name()));
        } else {
            out.byte(BOARD_TEXT);
            out.text(&board.to_text());
        }
    }
    for c in setup.starts.iter().flatten() {
        out.byte(c.col);
        out.byte(c.row);
    }
    for i in 0..setup.players as usize {
        out.name(record.names.get(i).map_or("", String::as_str));
    }
    out.varint(record.actions.len() as u64);
    for (i, &recorded) in record.actions.iter().enumerate() {
        let number = i + 1;
        let seat = game.to_act().ok_or(ReplayError::AfterEnd { number })?;
        let chip = game.hand(seat).invariant("the seat to act holds a chip");
        let chip = (!game.is_hidden(seat)).then_some(chip);
        let action = recorded
            .to_action(game.board_state().board())
            .map_err(|at| ReplayError::OffBoard { number, at })?;
        game.play(action)
            .map_err(|error| illegal(number, &record.names, seat, recorded, error))?;
        write_link_action(&mut out, action, chip, game.board_state().board());
    }
    Ok(link::frame(LINK_GAME, &out.into_bytes()))
}

/// The body of a Glüx link's frame.
fn body(text: &str) -> Result<Vec<u8>, LinkError> {
    let frame = link::unframe(text)?;
    match frame.game {
        None | Some(LINK_GAME) => Ok(frame.body),
        Some(other) => Err(FrameError::OtherGame(other).into()),
    }
}

/// A link's head: its setup and the players' names, everything before the moves.
fn read_head(input: &mut ByteReader) -> Result<(GameSetup, Vec<String>), LinkError> {
    let players = input.byte(LinkPart::Players)?;
    let flags = input.byte(LinkPart::Options)?;
    if flags & !(FLAG_BOARD | FLAG_STARTS | FLAG_HIDDEN_BAGS) != 0 {
        return Err(FrameError::Flags(flags).into());
    }
    let seed = input.varint(LinkPart::Seed)?;
    let board = if flags & FLAG_BOARD != 0 {
        let board = match input.byte(LinkPart::Setup)? {
            BOARD_TEXT => Err(input.text(LinkPart::Setup)?),
            1 => Ok(Board::three_four_player()),
            _ => Ok(Board::two_player()),
        };
        match board {
            Err(text) => Some(text),
            // One game, one record: the board a player count has anyway is not named.
            Ok(board) => (Board::for_players(players).map(Board::name) != Some(board.name()))
                .then(|| board.name().to_string()),
        }
    } else {
        None
    };
    if !crate::core::seat::PLAYER_COUNTS.contains(&(players as usize)) {
        return Err(SetupError::PlayerCount(players).into());
    }
    let starts = if flags & FLAG_STARTS != 0 {
        let raw = input.take(2 * players as usize, LinkPart::Setup)?;
        Some(raw.chunks(2).map(|c| Coord::new(c[0], c[1])).collect())
    } else {
        None
    };
    let mut names = Vec::new();
    for seat in 0..players {
        names.push(input.name(seat)?);
    }
    let setup = GameSetup {
        players,
        seed,
        board,
        starts,
        hidden_bags: flags & FLAG_HIDDEN_BAGS != 0,
    };
    Ok((setup, names))
}

/// The players' names in a link's text, once its setup is found playable (its board and start
/// squares), without making the game or playing its moves: what an invitation's join screen shows
/// before the game is made (in the browser, the page's first download reads it, without the
/// engine's play; [`decode`] checks the rest).
///
/// # Errors
/// A [`LinkError`] for a link whose head cannot be read, or whose setup cannot be played.
pub fn names(text: &str) -> Result<Vec<String>, LinkError> {
    let body = body(text)?;
    let (setup, names) = read_head(&mut ByteReader::new(&body))?;
    setup.board_and_starts()?;
    Ok(names)
}

/// The game record in a link's text (after `#game=`; a whole URL or fragment is accepted too).
///
/// # Errors
/// A [`LinkError`] saying what is wrong, and at which move for an illegal one.
pub fn decode(text: &str) -> Result<GameRecord, LinkError> {
    let body = body(text)?;
    let mut input = ByteReader::new(&body);
    let (setup, names) = read_head(&mut input)?;
    let count = input.varint(LinkPart::MoveCount)?;
    if count > MAX_ACTIONS as u64 {
        return Err(ReplayError::TooManyActions(usize::try_from(count).unwrap_or(usize::MAX)).into());
    }
    let mut game = Game::try_from(&setup)?;
    let mut actions = Vec::with_capacity(count as usize);
    for number in 1..=count as usize {
        let seat = game.to_act().ok_or(ReplayError::AfterEnd { number })?;
        let chip = game.hand(seat).invariant("the seat to act holds a chip");
        let chip = (!game.is_hidden(seat)).then_some(chip);
        let in_setup = matches!(game.phase(), Phase::StartFace(_));
        let board = game.board_state().board();
        let action = read_link_action(&mut input, in_setup, chip, board)?.map_err(|index| {
            let width = u16::from(board.width());
            let at = Coord::new((index % width + 1) as u8, (index / width + 1).min(255) as u8);
            ReplayError::OffBoard { number, at }
        })?;
        let recorded = RecordedAction::from_action(action, board);
        game.play(action)
            .map_err(|error| illegal(number, &names, seat, recorded, error))?;
        actions.push(recorded);
    }
    input.finish()?;
    Ok(GameRecord {
        version: RECORD_VERSION,
        setup,
        names,
        actions,
    })
}
