//! Entry points for fuzzing: the `cargo fuzz` targets in `fuzz/` and the property tests call these
//! with arbitrary bytes. Each must never panic; each asserts the engine's invariants on what it builds.

use crate::core::envelope::MAX_RECORD_BYTES;
use crate::glux::{Action, Game, GameSetup, Phase, Pips, PlayedGame, Square};

/// Loads arbitrary bytes as a game record; what loads must survive a save-and-load round trip.
pub fn load_record(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(game) = PlayedGame::from_json(text) {
        let again = PlayedGame::from_json(&game.to_json()).expect("a saved game loads");
        assert_eq!(again, game);
    }
    assert!(data.len() <= MAX_RECORD_BYTES || PlayedGame::from_json(text).is_err());
}

/// Plays arbitrary bytes as actions: the first byte picks 2–4 players, the next eight the seed, then
/// every two bytes one action. A refused action must leave the game unchanged.
pub fn apply_actions(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let players = 2 + first % 3;
    let (seed_bytes, moves) = rest.split_at(rest.len().min(8));
    let mut seed = [0u8; 8];
    seed[..seed_bytes.len()].copy_from_slice(seed_bytes);
    let mut game = Game::try_from(&GameSetup::new(players, u64::from_le_bytes(seed))).expect("valid setup");
    for pair in moves.chunks_exact(2) {
        let pips = Pips::new(1 + (pair[0] / 3) % 6).expect("1 to 6");
        let action = match pair[0] % 3 {
            0 => Action::StartFace(pips),
            1 => Action::Place {
                to: Square(u16::from(pair[1])),
                pips,
            },
            _ => Action::StartOption(pips),
        };
        let before = game.clone();
        let legal = game.legal_actions().contains(&action);
        match game.play(action) {
            Ok(_) => assert!(legal, "played an action not listed as legal: {action:?}"),
            Err(_) => {
                assert!(!legal, "refused a listed action: {action:?}");
                assert_eq!(game, before, "a refused action changed the game");
            }
        }
        if game.phase() == Phase::Over {
            assert!(game.legal_actions().is_empty());
        }
    }
}

/// Decodes arbitrary text as a share link; what decodes must encode back to a link for the same game.
pub fn load_link(text: &str) {
    if let Ok(record) = crate::glux::link::decode(text) {
        let again = crate::glux::link::encode(&record).expect("a decoded game encodes");
        assert_eq!(
            crate::glux::link::decode(&again).expect("and decodes again"),
            record
        );
    }
}
