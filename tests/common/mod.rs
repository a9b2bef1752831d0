//! The invariant harness every game's property tests share, written once over the rules trait
//! ([`glux::core::rules::Rules`]): a random game played to its end with the rules asked, all
//! along, what no engine may ever get wrong.

use glux::core::rules::Rules;
use rand::Rng;
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
