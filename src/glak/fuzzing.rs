//! Entry points for fuzzing GLAK: the `cargo fuzz` targets in `fuzz/` (`glak_record`, `glak_link`,
//! `glak_actions`) and the property tests call these with arbitrary bytes. Each must never panic;
//! each asserts the engine's invariants on what it builds.

use super::area::{Place, Point};
use super::game::{Action, Game, GameSetup};
use super::record::GameRecord;
use super::tiles::TileSet;
use super::{link, random};
use crate::core::envelope::MAX_RECORD_BYTES;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Loads arbitrary bytes as a game record; what loads must survive a save-and-load round trip and
/// a share link's.
pub fn load_record(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok((record, game)) = GameRecord::load(text) {
        assert!(data.len() <= MAX_RECORD_BYTES);
        let json = serde_json::to_string(&record).expect("a record is JSON");
        let (_, again) = GameRecord::load(&json).expect("a saved game loads");
        assert_eq!(again, game);
        let text = link::encode(&record).expect("a loaded game encodes");
        assert_eq!(link::decode(&text).expect("and decodes").1, game);
    }
}

/// Decodes arbitrary text as a share link; what decodes must encode back to the same link.
pub fn load_link(text: &str) {
    if let Ok((record, game)) = link::decode(text) {
        let again = link::encode(&record).expect("a decoded game encodes");
        let (record_again, game_again) = link::decode(&again).expect("and decodes again");
        assert_eq!((record_again, game_again), (record, game));
    }
}

/// Plays arbitrary bytes as actions: the first byte picks 2–4 players, the next eight the seed,
/// then every four bytes one action (kind, two coordinates, an extra); kind 0 plays a random legal
/// action, so that games get far. A refused action must leave the game unchanged, a played one
/// must have been listed as legal, and undo must restore the game before it.
pub fn apply_actions(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let players = 2 + first % 3;
    let (seed_bytes, moves) = rest.split_at(rest.len().min(8));
    let mut seed = [0u8; 8];
    seed[..seed_bytes.len()].copy_from_slice(seed_bytes);
    let seed = u64::from_le_bytes(seed);
    let setup = GameSetup {
        players,
        seed,
        deal: None,
        start_player: None,
    };
    let mut game = Game::new(&setup, TileSet::ours()).expect("valid setup");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for chunk in moves.chunks_exact(4) {
        let coordinate = |b: u8| i32::from(b as i8) / 8;
        let (a, b) = (
            Point::new(coordinate(chunk[1]), coordinate(chunk[2])),
            Point::new(coordinate(chunk[2]), coordinate(chunk[3])),
        );
        let action = match chunk[0] % 7 {
            0 | 1 => match random::random_action(&game, &mut rng) {
                Some(action) => action,
                None => Action::EndTurn,
            },
            2 => Action::Place(a),
            3 => Action::Step { from: a, to: b },
            4 => Action::Jump { from: a, to: b },
            5 => Action::Lay {
                tile: usize::from(chunk[1] % 32),
                at: Place::new(coordinate(chunk[2]) / 4, coordinate(chunk[3]) / 4),
                rotation: chunk[1] / 32,
            },
            _ => Action::EndTurn,
        };
        let before = game.clone();
        let legal = game.legal_actions().contains(&action);
        match game.play(action) {
            Ok(()) => {
                assert!(legal, "played an action not listed as legal: {action:?}");
                let mut undone = game.clone();
                if undone.undo() {
                    assert_eq!(undone, before, "undo restores the game before the action");
                }
            }
            Err(_) => {
                assert!(!legal, "refused a listed action: {action:?}");
                assert_eq!(game, before, "a refused action changed the game");
            }
        }
        if game.is_over() {
            assert!(game.legal_actions().is_empty());
        }
    }
}
