//! What every game's property tests share, written once: the invariant harness over the rules trait
//! ([`glux::core::rules::Rules`]): a random game played to its end with the rules asked, all
//! along, what no engine may ever get wrong; and the edits that mangle a board or tile-set text.

use glux::core::rules::Rules;
use glux::glux::{GameSetup, PlayedGame};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt::Debug;

/// Plays `game` to its end, each action chosen by `choose` (a random player), checking at every
/// decision that
/// - the seat to act has a legal action, and the game has no outcome yet;
/// - the moves made and the progress (in [0, 1]) never go back;
/// - where `audit` gives actions (legal or not) to ask about: the engine accepts exactly the
///   listed ones, and a refused action leaves the game unchanged;
///
/// and at the end that the game has an outcome, no legal action, a progress of 1, and refuses
/// the audit's last actions without changing. `played(before, after, action)` checks what each
/// game adds. Returns the finished game.
pub fn play_checked_game<G, R>(
    mut game: G,
    rng: &mut R,
    mut choose: impl FnMut(&G, &mut R) -> G::Action,
    mut audit: impl FnMut(&G, &mut R) -> Option<Vec<G::Action>>,
    mut played: impl FnMut(&G, &G, G::Action),
) -> G
where
    G: Rules + PartialEq + Debug,
    R: Rng,
{
    let (mut moves, mut progress) = (0, 0.0);
    let mut asked = Vec::new();
    while game.to_act().is_some() {
        assert!(game.outcome().is_none(), "no outcome before the end");
        assert!(game.moves_made() >= moves, "moves are never taken back");
        moves = game.moves_made();
        let now = game.progress();
        assert!(
            (0.0..=1.0).contains(&now) && now >= progress - 1e-12,
            "progress {progress} -> {now}"
        );
        progress = now;
        let legal = game.legal_actions();
        assert!(!legal.is_empty(), "the seat to act always has an action");
        if let Some(candidates) = audit(&game, rng) {
            for &action in legal.iter().chain(&candidates) {
                let mut copy = game.clone();
                let accepted = copy.play_action(action).is_ok();
                assert_eq!(
                    accepted,
                    legal.contains(&action),
                    "the list and the rules agree on {action:?}"
                );
                if !accepted {
                    assert_eq!(copy, game, "a refused {action:?} changes nothing");
                }
            }
            asked = candidates;
        }
        let action = choose(&game, rng);
        assert!(legal.contains(&action), "the random player plays a listed action");
        let before = game.clone();
        game.play_action(action).expect("a listed action is legal");
        played(&before, &game, action);
    }
    assert!(game.outcome().is_some(), "a finished game has its outcome");
    assert!(game.legal_actions().is_empty(), "nothing is legal after the end");
    assert_eq!(game.progress(), 1.0);
    for &action in &asked {
        let mut copy = game.clone();
        assert!(
            copy.play_action(action).is_err(),
            "{action:?} is refused after the end"
        );
        assert_eq!(copy, game);
    }
    game
}

/// A text changed by `edits`: each replaces a character, inserts one, deletes a line or doubles
/// one (`kind` 0 to 3, at a place `at` spreads over the text).
pub fn edited(text: &str, edits: &[(proptest::sample::Index, u8, char)]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for (at, kind, c) in edits {
        if chars.is_empty() {
            chars.push(*c);
            continue;
        }
        let i = at.index(chars.len());
        let start = chars[..i].iter().rposition(|&c| c == '\n').map_or(0, |n| n + 1);
        let end = chars[i..]
            .iter()
            .position(|&c| c == '\n')
            .map_or(chars.len(), |n| i + n + 1);
        match kind % 4 {
            0 => chars[i] = *c,
            1 => chars.insert(i, *c),
            2 => {
                chars.drain(start..end);
            }
            _ => {
                let line: Vec<char> = chars[start..end].to_vec();
                chars.splice(end..end, line);
            }
        }
    }
    chars.into_iter().collect()
}

/// A Glüx game of seeded random legal actions, named Ada, Bea, Cy and Dora, stopped after
/// `max_actions` (or at the end).
pub fn random_game(players: u8, seed: u64, max_actions: usize) -> PlayedGame {
    let names = ["Ada", "Bea", "Cy", "Dora"]
        .iter()
        .take(players as usize)
        .map(|s| s.to_string())
        .collect();
    let mut game = PlayedGame::new(GameSetup::new(players, seed), names).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while game.game().to_act().is_some() && game.record().actions.len() < max_actions {
        let legal = game.game().legal_actions();
        game.play(legal[rng.random_range(0..legal.len())]).unwrap();
    }
    game
}
