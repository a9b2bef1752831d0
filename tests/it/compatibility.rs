//! Old files keep opening: every file, link and save the released app wrote before the formats named
//! their game (tests/fixtures/v1) loads, replays and scores as that release scored it.
#![cfg(not(target_arch = "wasm32"))]

use glux::glux::{PlayedGame, link};
use serde_json::Value;
use std::path::PathBuf;
use std::process::Command;

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/v1")
}

const FILES: [&str; 7] = [
    "exported-4-players.json",
    "autosave-3-players-in-progress.json",
    "record-2-players.json",
    "record-3-players.json",
    "record-2-players-in-progress.json",
    "link-3-players.txt",
    "link-2-players-in-progress.txt",
];

#[test]
fn the_command_line_scores_every_old_file_as_the_release_did() {
    for name in FILES {
        let path = fixtures().join(name);
        let out = Command::new(env!("CARGO_BIN_EXE_glux"))
            .args(["score", path.to_str().unwrap()])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let got: Value = serde_json::from_slice(&out.stdout).unwrap();
        let stem = name.rsplit_once('.').unwrap().0;
        let expected: Value = serde_json::from_str(
            &std::fs::read_to_string(fixtures().join(format!("{stem}.score.json"))).unwrap(),
        )
        .unwrap();
        assert_eq!(got, expected, "{name}");
    }
}

#[test]
fn old_records_and_links_load_and_are_written_again_with_their_game_named() {
    let record = std::fs::read_to_string(fixtures().join("record-3-players.json")).unwrap();
    assert!(
        !record.contains("\"game\""),
        "the fixture predates the game field"
    );
    let game = PlayedGame::from_json(&record).unwrap();
    let again: Value = serde_json::from_str(&game.to_json()).unwrap();
    assert_eq!(again["game"], "glux");
    let mut old: Value = serde_json::from_str(&record).unwrap();
    old["game"] = "glux".into();
    assert_eq!(again, old, "nothing else changes");

    let old_link = std::fs::read_to_string(fixtures().join("link-3-players.txt")).unwrap();
    let from_link = link::decode(&old_link).unwrap();
    assert_eq!(
        &from_link,
        game.record(),
        "the old link holds the same game as the old record"
    );
    let new_link = link::encode(&from_link).unwrap();
    assert_ne!(
        new_link,
        old_link.trim().trim_start_matches("game="),
        "new links name their game"
    );
    assert_eq!(link::decode(&new_link).unwrap(), from_link);
}

#[test]
fn a_file_of_another_game_is_refused_by_name() {
    let record = std::fs::read_to_string(fixtures().join("record-2-players.json")).unwrap();
    let glak = record.replacen('{', "{\"game\":\"glak\",", 1);
    let error = PlayedGame::from_json(&glak).unwrap_err();
    assert_eq!(error.to_string(), "this is a game of “glak”, not of Glüx");
}
