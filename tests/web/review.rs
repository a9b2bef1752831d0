//! The review's page reads a review as its worker writes it: each move kept as its JSON text, which
//! its game reads back into its own actions, whatever the review's spacing or escapes.

use glux::glux::{Coord, Pips, RecordedAction};
use glux::ui::review::page::Answer;
use wasm_bindgen_test::*;

/// A review of one move as the worker's answer has it (`core::review::Review::to_json`), with the
/// move played and Expert's as given.
fn answer(played: &str, best: &str) -> String {
    format!(
        r#"{{"review": {{"game": "glux", "players": 2, "moves": [{{"index": 0, "seat": 1, "played": {played},
        "best": {best}, "win_before": 0.5, "win_after": 0.25, "loss": 0.25, "label": "mistake"}}],
        "accuracy": [90.0, 80.5], "mistakes": {{"inaccuracy": [0, 0], "mistake": [0, 1], "blunder": [0, 0]}},
        "luck": [0.1, -0.1]}}, "chances": [[0.5, 0.5], [0.75, 0.25]]}}"#
    )
}

#[wasm_bindgen_test]
fn a_glux_move_is_kept_as_the_json_its_game_reads() {
    let played = RecordedAction::Place {
        to: Coord::new(5, 9),
        pips: Pips::Three,
    };
    let best = RecordedAction::StartFace { pips: Pips::Six };
    let text = answer(
        &serde_json::to_string_pretty(&played).unwrap(),
        &serde_json::to_string(&best).unwrap(),
    );
    let read: Answer = serde_json::from_str(&text).unwrap();
    let m = &read.review.moves[0];
    assert_eq!(
        serde_json::from_str::<RecordedAction>(&m.played.0).unwrap(),
        played
    );
    assert_eq!(serde_json::from_str::<RecordedAction>(&m.best.0).unwrap(), best);
    // The rest of the review as written.
    assert_eq!((m.seat, m.label.as_str(), m.loss), (1, "mistake", 0.25));
    assert_eq!(read.review.accuracy, [90.0, 80.5]);
    assert_eq!(read.review.luck, Some(vec![0.1, -0.1]));
    assert_eq!(read.chances, [[0.5, 0.5], [0.75, 0.25]]);
}

#[wasm_bindgen_test]
fn a_glak_turn_is_kept_whole_with_its_escapes() {
    // A turn's list of actions, a board's name written with an escape.
    let played =
        r#"[ {"board": "T\u00305", "at": [1, 0], "rotation": 2}, {"place": [3, 4]}, {"end_turn": true} ]"#;
    let read: Answer = serde_json::from_str(&answer(played, "[]")).unwrap();
    let m = &read.review.moves[0];
    let actions = |text: &str| serde_json::from_str::<Vec<glux::glak::RecordedAction>>(text);
    assert_eq!(actions(&m.played.0).unwrap(), actions(played).unwrap());
    assert!(m.played.0.contains("\"T05\""), "{}", m.played.0);
    assert_eq!(actions(&m.best.0).unwrap(), []);
}

#[wasm_bindgen_test]
fn a_review_that_is_not_one_is_refused() {
    for text in [
        String::new(),
        answer("", "[]"),
        answer("[1, 2", "[]"),
        r#"{"problem": "unreadable"}"#.to_string(),
    ] {
        assert!(serde_json::from_str::<Answer>(&text).is_err(), "{text}");
    }
}
