//! Share links of GLAK games: the whole game in a URL fragment, without a server, framed as every
//! game's links are ([`crate::core::link`]).
//!
//! GLAK has no hidden chance after the deal, so a link holds the setup and each action as its
//! position in the list of what the player could do then (every list in a fixed order, replayed
//! on both sides), in as few bits as that list needs:
//!
//! ```text
//! players | [tile set] | start player | deal (a tile-set index per board)
//! | names (length + UTF-8 each) | action count (LEB128) | action bits, packed, least significant
//! bit first
//! ```
//!
//! A tile set other than ours follows the players byte, whose top bit then is set, as its text
//! (length in LEB128, then UTF-8), so a game on a custom set replays anywhere.
//!
//! An action is, with `n` choices taking ⌈log₂ n⌉ bits (none when there is one choice): a board
//! due: the board in the hand, the free place, the rotation; otherwise the kind among those possible
//! (place, step, jump, end the turn), then the field to place on among the placements, the step among
//! the steps, or the jumping stone and the landing. A turn's end after its last action point costs
//! nothing. A full four-player game is about 300 characters (`docs/performance.md`).

use super::area::Place;
use super::fields::{Field, FieldSet};
use super::game::{Action, Game, GameSetup, SetupError, boards_each};
use super::record::{GameRecord, LINK_GAME, RecordError, Recorder};
use super::tiles::TileSet;
use crate::core::invariant::Invariant;
use crate::core::link::{self, ByteReader, ByteWriter, FrameError, LinkPart};
use crate::core::seat::PLAYER_COUNTS;
use std::sync::Arc;
use thiserror::Error;

/// The bit of the players byte that says a tile set's text follows it (a set that is not ours).
const TILES_FOLLOW: u8 = 0x80;

/// More actions than any game has: a link claiming more is damaged.
pub const MAX_LINK_ACTIONS: u64 = 4096;

/// Why a share link cannot be opened, or a record cannot be made into one.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LinkError {
    /// The link's bytes cannot be read.
    #[error(transparent)]
    Frame(#[from] FrameError),
    /// The setup it holds is not a game.
    #[error("setup: {0}")]
    Setup(#[from] SetupError),
    /// An action is not one the player could make (its number, 1-based).
    #[error("the link is damaged: move {0} is not a move the player could make")]
    Move(usize),
    /// The record to share cannot be replayed.
    #[error(transparent)]
    Record(#[from] RecordError),
}

/// Bits for a choice among `n` (none for one or none).
fn width(n: usize) -> u8 {
    if n <= 1 {
        0
    } else {
        (usize::BITS - (n - 1).leading_zeros()) as u8
    }
}

/// The kinds of action in a fixed order.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Place,
    Step,
    Jump,
    EndTurn,
}

/// The kinds possible now (the turn may always end once no board is due), with the placements
/// and jump landings, which both sides need anyway.
fn kinds(game: &Game) -> (Vec<Kind>, FieldSet, FieldSet) {
    let place = game.placements();
    let landings = game.jump_landings();
    let mut kinds = Vec::with_capacity(4);
    kinds.extend((!place.is_empty()).then_some(Kind::Place));
    kinds.extend((!game.steps().is_empty()).then_some(Kind::Step));
    kinds.extend((!landings.is_empty()).then_some(Kind::Jump));
    kinds.push(Kind::EndTurn);
    (kinds, place, landings)
}

fn position_in(set: &FieldSet, f: Field) -> usize {
    set.iter()
        .position(|g| g == f)
        .invariant("a legal field is in its list")
}

/// Writes one legal action of the game's seat to move.
fn write_action(out: &mut ByteWriter, game: &Game, action: Action) {
    let seat = game.to_act().invariant("a legal action has a seat to move");
    let area = game.area();
    let field = |p| {
        area.field_at(p)
            .invariant("a legal action's field is in the area")
    };
    if let Action::Lay { tile, at, rotation } = action {
        let hand = game.hand(seat);
        let slots = area.free_slots();
        let in_hand = hand
            .iter()
            .position(|&t| t == tile)
            .invariant("a legal board is in the hand");
        let slot = slots
            .iter()
            .position(|&s| s == at)
            .invariant("a legal place is free");
        out.bits(in_hand as u32, width(hand.len()));
        out.bits(slot as u32, width(slots.len()));
        out.bits(u32::from(rotation), 2);
        return;
    }
    let (kinds, place, landings) = kinds(game);
    let kind = match action {
        Action::Place(_) => Kind::Place,
        Action::Step { .. } => Kind::Step,
        Action::Jump { .. } => Kind::Jump,
        _ => Kind::EndTurn,
    };
    let k = kinds
        .iter()
        .position(|&x| x == kind)
        .invariant("a legal action's kind is possible");
    out.bits(k as u32, width(kinds.len()));
    match action {
        Action::Place(to) => out.bits(position_in(&place, field(to)) as u32, width(place.len())),
        Action::Step { from, to } => {
            let steps = game.steps();
            let i = steps
                .iter()
                .position(|&s| s == (field(from), field(to)))
                .invariant("a legal step is listed");
            out.bits(i as u32, width(steps.len()));
        }
        Action::Jump { from, to } => {
            let stones = game.stones_of(seat);
            out.bits(position_in(stones, field(from)) as u32, width(stones.len()));
            out.bits(position_in(&landings, field(to)) as u32, width(landings.len()));
        }
        Action::Lay { .. } | Action::EndTurn => {}
    }
}

/// Reads one action for the game's seat to move; `None` when the bits name no possible action.
fn read_action(input: &mut ByteReader<'_>, game: &Game) -> Result<Option<Action>, FrameError> {
    let seat = game.to_act().invariant("the caller checks the game is not over");
    let area = game.area();
    let mut choose = |n: usize| -> Result<Option<usize>, FrameError> {
        let i = input.bits(width(n), LinkPart::Move)? as usize;
        Ok((i < n).then_some(i))
    };
    if game.board_due() {
        let hand = game.hand(seat);
        let slots = area.free_slots();
        let (Some(tile), Some(slot)) = (choose(hand.len())?, choose(slots.len())?) else {
            return Ok(None);
        };
        let rotation = choose(4)?.invariant("two bits are below 4") as u8;
        let at: Place = slots[slot];
        return Ok(Some(Action::Lay {
            tile: hand[tile],
            at,
            rotation,
        }));
    }
    let (kinds, place, landings) = kinds(game);
    let Some(kind) = choose(kinds.len())?.map(|k| kinds[k]) else {
        return Ok(None);
    };
    let nth = |set: &FieldSet, i: Option<usize>| i.and_then(|i| set.nth(i)).map(|f| area.point(f));
    Ok(match kind {
        Kind::Place => nth(&place, choose(place.len())?).map(Action::Place),
        Kind::Step => {
            let steps = game.steps();
            choose(steps.len())?.map(|i| Action::Step {
                from: area.point(steps[i].0),
                to: area.point(steps[i].1),
            })
        }
        Kind::Jump => {
            let stones = game.stones_of(seat);
            let from = nth(stones, choose(stones.len())?);
            let to = nth(&landings, choose(landings.len())?);
            from.zip(to).map(|(from, to)| Action::Jump { from, to })
        }
        Kind::EndTurn => Some(Action::EndTurn),
    })
}

/// The link text (after `#game=`) for a game record.
///
/// # Errors
/// A record that is not a legal game, or whose deal names a board the tile set lacks.
pub fn encode(record: &GameRecord) -> Result<String, LinkError> {
    let mut actions = ByteWriter::default();
    let mut count = 0u64;
    let game = record.replay_each(|game, action| {
        write_action(&mut actions, game, action);
        count += 1;
    })?;
    let tiles = game.area().tiles();
    let mut out = ByteWriter::default();
    if tiles.is_ours() {
        out.byte(record.players);
    } else {
        out.byte(record.players | TILES_FOLLOW);
        out.text(&tiles.to_text());
    }
    out.byte(record.start_player);
    for name in record.deal.iter().flatten() {
        // Replaying checked every board of the deal.
        let index = tiles
            .index_of(name)
            .invariant("a replayed deal names boards of the set");
        out.byte(index as u8);
    }
    for i in 0..record.players as usize {
        out.name(record.names.get(i).map_or("", String::as_str));
    }
    out.varint(count);
    let mut bytes = out.into_bytes();
    bytes.extend(actions.into_bytes());
    Ok(link::frame(LINK_GAME, &bytes))
}

/// The body of a GLAK link's frame.
fn body(text: &str) -> Result<Vec<u8>, LinkError> {
    let frame = link::unframe(text)?;
    if frame.game != Some(LINK_GAME) {
        return Err(FrameError::OtherGame(frame.game.unwrap_or(0)).into());
    }
    Ok(frame.body)
}

/// A link's head: its setup (the deal and the start player given), the tile set and the players'
/// names, everything before the moves.
fn read_head(input: &mut ByteReader) -> Result<(GameSetup, Arc<TileSet>, Vec<String>), LinkError> {
    let mut players = input.byte(LinkPart::Players)?;
    let tiles = if players & TILES_FOLLOW == 0 {
        TileSet::ours()
    } else {
        players &= !TILES_FOLLOW;
        let text = input.text(LinkPart::Setup)?;
        TileSet::ours_or_text(Some(&text)).map_err(RecordError::from)?
    };
    if !PLAYER_COUNTS.contains(&(players as usize)) {
        return Err(SetupError::PlayerCount(players).into());
    }
    let start_player = input.byte(LinkPart::Setup)?;
    let mut deal = Vec::new();
    for _ in 0..players {
        let mut hand = Vec::new();
        for &index in input.take(boards_each(players), LinkPart::Setup)? {
            let tile = tiles.boards().get(usize::from(index));
            let name = tile.map_or_else(|| format!("#{index}"), |t| t.name().to_string());
            hand.push(name);
        }
        deal.push(hand);
    }
    let names = (0..players)
        .map(|seat| input.name(seat))
        .collect::<Result<Vec<_>, _>>()?;
    let setup = GameSetup {
        players,
        seed: 0,
        deal: Some(deal),
        start_player: Some(start_player),
    };
    Ok((setup, tiles, names))
}

/// The players' names in a link's text, once its setup is found playable (the tile set, the deal
/// and the start player), without making the game or playing its moves: what an invitation's join
/// screen shows before the game is made (in the browser, the page's first download reads it,
/// without the engine's play; [`decode`] checks the rest).
///
/// # Errors
/// A [`LinkError`] for a link whose head cannot be read, or whose setup cannot be played.
pub fn names(text: &str) -> Result<Vec<String>, LinkError> {
    let body = body(text)?;
    let (setup, tiles, names) = read_head(&mut ByteReader::new(&body))?;
    setup.check(&tiles)?;
    Ok(names)
}

/// The game record in a link's text (after `#game=`; a whole URL or fragment is accepted too),
/// with the game it replays to.
///
/// # Errors
/// A [`LinkError`] saying what is wrong, and at which move.
pub fn decode(text: &str) -> Result<(GameRecord, Game), LinkError> {
    let body = body(text)?;
    let mut input = ByteReader::new(&body);
    let (setup, tiles, names) = read_head(&mut input)?;
    let count = input.varint(LinkPart::MoveCount)?;
    if count > MAX_LINK_ACTIONS {
        return Err(FrameError::Number.into());
    }
    let mut recorder = Recorder::new(&setup, tiles, names)?;
    for number in 1..=count as usize {
        let game = recorder.game();
        if game.is_over() {
            return Err(LinkError::Move(number));
        }
        let action = read_action(&mut input, game)?.ok_or(LinkError::Move(number))?;
        recorder.play(action).map_err(|_| LinkError::Move(number))?;
    }
    input.finish()?;
    let game = recorder.game().clone();
    Ok((recorder.record().clone(), game))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::glak::random::random_action;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn random_record(players: u8, seed: u64, actions: usize) -> (GameRecord, Game) {
        let setup = GameSetup {
            players,
            seed,
            deal: None,
            start_player: None,
        };
        let names = vec![
            "Ada".to_string(),
            String::new(),
            "Zoë".to_string(),
            "Bo".to_string(),
        ];
        let names = names.into_iter().take(players as usize).collect();
        let mut recorder = Recorder::new(&setup, TileSet::ours(), names).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..actions {
            let Some(action) = random_action(recorder.game(), &mut rng) else {
                break;
            };
            recorder.play(action).unwrap();
        }
        (recorder.record().clone(), recorder.game().clone())
    }

    #[test]
    fn a_link_holds_the_whole_game_finished_or_in_progress() {
        for players in 2..=4 {
            for (seed, actions) in [(1, usize::MAX), (2, 37), (3, 0)] {
                let (record, game) = random_record(players, seed, actions);
                let text = encode(&record).unwrap();
                let (back, replayed) = decode(&text).unwrap();
                assert_eq!(back, record);
                assert_eq!(replayed, game);
            }
        }
    }

    /// A long game: every turn uses all its points, stepping more often than placing, so that the
    /// supplies last (the longest games a link has to hold).
    fn long_game(players: u8, seed: u64) -> GameRecord {
        let setup = GameSetup {
            players,
            seed,
            deal: None,
            start_player: None,
        };
        let names = ["Anna-Lena", "Bartholomew", "Chiara", "Dmitri"].map(String::from);
        let mut recorder =
            Recorder::new(&setup, TileSet::ours(), names[..players as usize].to_vec()).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some(action) = random_action(recorder.game(), &mut rng) {
            let game = recorder.game();
            let steps = game.steps();
            let action = match action {
                Action::Place(_) | Action::EndTurn if !steps.is_empty() && rng.random_bool(0.7) => {
                    let (from, to) = steps[rng.random_range(0..steps.len())];
                    Action::Step {
                        from: game.area().point(from),
                        to: game.area().point(to),
                    }
                }
                Action::EndTurn if !game.placements().is_empty() => {
                    Action::Place(game.area().point(game.placements().first().unwrap()))
                }
                other => other,
            };
            recorder.play(action).unwrap();
        }
        recorder.record().clone()
    }

    #[test]
    fn a_long_four_player_games_link_is_under_600_characters() {
        let mut longest = 0;
        for seed in 0..20 {
            let record = long_game(4, seed);
            let actions: usize = record.turns.iter().map(|t| t.actions.len()).sum();
            longest = longest.max(actions);
            let text = encode(&record).unwrap();
            assert!(text.len() < 600, "seed {seed}: {} characters", text.len());
            assert_eq!(decode(&text).unwrap().0, record);
        }
        assert!(longest > 250, "the longest game has {longest} actions");
    }

    #[test]
    fn bits_for_a_choice() {
        assert_eq!(
            (0..=9).map(width).collect::<Vec<_>>(),
            [0, 0, 1, 2, 2, 3, 3, 3, 3, 4]
        );
    }

    #[test]
    fn a_damaged_link_says_what_is_wrong() {
        let (record, _) = random_record(2, 5, usize::MAX);
        let text = encode(&record).unwrap();
        let cut = &text[..text.len() / 2];
        assert!(matches!(
            decode(cut),
            Err(LinkError::Frame(FrameError::CutShort(_) | FrameError::BadLength))
        ));
        let glux = crate::core::link::frame(1, &[2, 0]);
        assert_eq!(decode(&glux), Err(FrameError::OtherGame(1).into()));
        let five_players = crate::core::link::frame(LINK_GAME, &[5]);
        assert_eq!(decode(&five_players), Err(SetupError::PlayerCount(5).into()));
    }
}
