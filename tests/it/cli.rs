//! The `glux` command-line tool: its output formats are a contract.
#![cfg(not(target_arch = "wasm32"))]

use serde_json::{Value, json};
use std::path::PathBuf;
use std::process::Command;

fn temp_file(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("glux-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

/// Runs `glux ARGS`; returns (success, stdout, stderr).
fn glux(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_glux"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn json_of(args: &[&str]) -> Value {
    let (ok, stdout, stderr) = glux(args);
    assert!(ok, "glux {args:?} failed: {stderr}");
    serde_json::from_str(&stdout).unwrap()
}

#[test]
fn help_and_version() {
    let (ok, out, _) = glux(&["--help"]);
    assert!(ok && out.contains("moves") && out.contains("score") && out.contains("selfplay"));
    let (ok, out, _) = glux(&["--version"]);
    assert!(ok && out.starts_with("glux "));
}

#[test]
fn moves_lists_destinations_and_the_start_option() {
    let file = temp_file(
        "moves.json",
        &json!({
            "board": "three-four-player", "players": 4,
            "starts": [[1,1],[13,1],[13,13],[1,13]],
            "start_option_used": [false, false, true, false],
            "to_move": 1,
            "stacks": [ {"at": [1,1], "chips": [[0,3]]},
                        {"at": [13,1], "chips": [[1,2]]},
                        {"at": [5,4], "chips": [[1,5],[0,2]]} ]
        })
        .to_string(),
    );
    let got = json_of(&["moves", file.to_str().unwrap()]);
    assert_eq!(
        got,
        json!({"seat": 1, "placements": [[11, 1], [13, 3]], "start_option": true,
        "must_use_start": false, "excluded": false})
    );
}

#[test]
fn moves_reports_forced_and_excluded_seats() {
    let cornered = |used: bool| {
        json!({"board": "two-player", "players": 2, "start_option_used": [used, false],
        "stacks": [{"at": [1,9], "chips": [[0,1]]}, {"at": [1,8], "chips": [[1,2],[1,2]]}, {"at": [2,9], "chips": [[1,2],[1,5]]}]})
    };
    let forced = temp_file("forced.json", &cornered(false).to_string());
    assert_eq!(
        json_of(&["moves", forced.to_str().unwrap()]),
        json!({"seat": 0, "placements": [], "start_option": true, "must_use_start": true, "excluded": false})
    );
    let out = temp_file("out.json", &cornered(true).to_string());
    assert_eq!(
        json_of(&["moves", out.to_str().unwrap()]),
        json!({"seat": 0, "placements": [], "start_option": false, "must_use_start": false, "excluded": true})
    );
}

#[test]
fn score_prints_every_room_totals_middle_pips_and_winners() {
    let file = temp_file(
        "score.json",
        &json!({
            "board": "two-player", "players": 2,
            "stacks": [ {"at": [1,1], "chips": [[1,3]]}, {"at": [6,4], "chips": [[0,6]]},
                        {"at": [7,5], "chips": [[1,2],[1,4]]}, {"at": [1,9], "chips": [[0,2]]} ]
        })
        .to_string(),
    );
    let got = json_of(&["score", file.to_str().unwrap()]);
    let rooms = got["rooms"].as_array().unwrap();
    assert_eq!(rooms.len(), 9);
    assert_eq!(rooms[0], json!({"room": "a", "pips": [0, 3], "vp": [0, 4]}));
    assert_eq!(rooms[4], json!({"room": "e", "pips": [6, 4], "vp": [4, 0]}));
    assert_eq!(rooms[6], json!({"room": "g", "pips": [2, 0], "vp": [4, 0]}));
    assert_eq!(got["vp"], json!([8, 4]));
    assert_eq!(got["middle_pips"], json!([6, 4]));
    assert_eq!(got["winners"], json!([0]));
}

#[test]
fn score_of_a_tie_on_vp_and_middle_pips_shares_the_victory() {
    let file = temp_file(
        "shared.json",
        &json!({"board": "two-player", "players": 2,
        "stacks": [ {"at": [1,1], "chips": [[1,3]]}, {"at": [13,9], "chips": [[0,3]]} ]})
        .to_string(),
    );
    let got = json_of(&["score", file.to_str().unwrap()]);
    assert_eq!(got["vp"], json!([4, 4]));
    assert_eq!(got["winners"], json!([0, 1]));
}

#[test]
fn bad_input_goes_to_stderr_with_a_non_zero_exit() {
    let cases: Vec<(&str, String, &str)> = vec![
        ("missing", String::new(), "No such file"),
        ("bad-json", "{not json".into(), "not valid JSON"),
        (
            "three-chips",
            json!({"board": "two-player", "players": 2,
            "stacks": [{"at": [5,5], "chips": [[0,1],[1,2],[0,3]]}]})
            .to_string(),
            "holds 3 chips",
        ),
        (
            "others-start",
            json!({"board": "two-player", "players": 2,
            "stacks": [{"at": [13,1], "chips": [[0,1]]}]})
            .to_string(),
            "start marker",
        ),
        (
            "nine-of-a-pair",
            json!({"board": "two-player", "players": 2,
            "stacks": (1..=9).map(|c| json!({"at": [c, 3], "chips": [[0, 6]]})).collect::<Vec<_>>()})
            .to_string(),
            "more than 8 chips of the 1/6 pair",
        ),
        (
            "unknown-board",
            json!({"board": "moon", "players": 2}).to_string(),
            "unknown board",
        ),
        (
            "off-board",
            json!({"board": "two-player", "players": 2, "stacks": [{"at": [14,1], "chips": [[0,1]]}]})
                .to_string(),
            "not on the board",
        ),
        (
            "bad-pips",
            json!({"board": "two-player", "players": 2, "stacks": [{"at": [4,1], "chips": [[0,7]]}]})
                .to_string(),
            "pips must be 1 to 6",
        ),
        (
            "no-such-seat",
            json!({"board": "two-player", "players": 2, "stacks": [{"at": [4,1], "chips": [[2,3]]}]})
                .to_string(),
            "seat 2 does not exist",
        ),
        (
            "players",
            json!({"board": "two-player", "players": 3}).to_string(),
            "not for 3 players",
        ),
    ];
    for (name, contents, needle) in cases {
        let path = if name == "missing" {
            std::env::temp_dir().join("glux-no-such-file.json")
        } else {
            temp_file(&format!("{name}.json"), &contents)
        };
        for command in ["moves", "score"] {
            let (ok, stdout, stderr) = glux(&[command, path.to_str().unwrap()]);
            assert!(!ok, "{name}: expected failure");
            assert!(stdout.is_empty(), "{name}: nothing on stdout");
            assert!(
                stderr.contains(needle),
                "{name}: stderr {stderr:?} should mention {needle:?}"
            );
        }
    }
}

#[test]
fn selfplay_prints_a_summary_and_records_one_json_line_per_game() {
    let record = std::env::temp_dir().join(format!("glux-selfplay-{}.jsonl", std::process::id()));
    let (ok, stdout, stderr) = glux(&[
        "selfplay",
        "--players",
        "3",
        "--games",
        "20",
        "--seed",
        "4",
        "--record",
        record.to_str().unwrap(),
    ]);
    assert!(ok, "{stderr}");
    for needle in [
        "games: 20",
        "games per second:",
        "mean VP:",
        "seats excluded:",
        "forced onto the start chip:",
    ] {
        assert!(stdout.contains(needle), "summary lacks {needle}: {stdout}");
    }
    let text = std::fs::read_to_string(&record).unwrap();
    let lines: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 20);
    for game in &lines {
        assert_eq!(game["board"], "three-four-player");
        assert_eq!(game["players"], 3);
        assert_eq!(game["starts"], json!([[1, 1], [13, 1], [7, 13]]));
        let setup = game["setup"].as_array().unwrap();
        assert_eq!(
            setup
                .iter()
                .map(|s| s["seat"].as_u64().unwrap())
                .collect::<Vec<_>>(),
            vec![0, 1, 2]
        );
        let turns = game["turns"].as_array().unwrap();
        for seat in 0..3u64 {
            let mine: Vec<&Value> = turns.iter().filter(|t| t["seat"] == seat).collect();
            let excluded = mine.iter().filter(|t| t["excluded"] == true).count();
            assert!(excluded <= 1, "an excluded seat appears once with excluded: true");
            if excluded == 0 {
                assert_eq!(mine.len(), 23, "the start chip plus 23 turns");
            } else {
                assert_eq!(mine.last().unwrap()["excluded"], true, "and never again");
            }
        }
        assert_eq!(game["final"]["vp"].as_array().unwrap().len(), 3);
        assert!(!game["final"]["winners"].as_array().unwrap().is_empty());
    }
    // The same seed plays the same games.
    let again = std::env::temp_dir().join(format!("glux-selfplay-again-{}.jsonl", std::process::id()));
    glux(&[
        "selfplay",
        "--players",
        "3",
        "--games",
        "20",
        "--seed",
        "4",
        "--record",
        again.to_str().unwrap(),
    ]);
    assert_eq!(std::fs::read_to_string(&again).unwrap(), text);
}

#[test]
fn selfplay_rejects_a_bad_player_count() {
    let (ok, _, stderr) = glux(&["selfplay", "--players", "5", "--games", "1"]);
    assert!(!ok && stderr.contains("2 to 4 players"));
}

/// A small board file of our own, with a comment the records leave out.
const OWN_BOARD: &str = "# a board drawn for the tests\nname: tiny hall\nmiddle: b\nstart 2: 1,1 7,7\n\
start 3: 1,1 7,1 4,7\nstart 4: 1,1 7,1 7,7 1,7\nlayout:\n\
.aa....\n.aa.cc.\n.......\n..bbb..\n..bbb..\n.d...e.\n.d...e.\n";

#[test]
fn selfplay_plays_on_a_board_file_and_its_records_carry_the_board_text() {
    let board = temp_file("own-board.txt", OWN_BOARD);
    let record = temp_file("own-board-games.jsonl", "");
    let (ok, stdout, stderr) = glux(&[
        "selfplay",
        "--players",
        "4",
        "--games",
        "5",
        "--board",
        board.to_str().unwrap(),
        "--record",
        record.to_str().unwrap(),
    ]);
    assert!(ok, "{stderr}");
    assert!(stdout.contains("games: 5"), "{stdout}");
    let canonical = OWN_BOARD.lines().skip(1).collect::<Vec<_>>().join("\n") + "\n";
    let lines = std::fs::read_to_string(&record).unwrap();
    assert_eq!(lines.lines().count(), 5);
    for line in lines.lines() {
        let game: Value = serde_json::from_str(line).unwrap();
        assert_eq!(
            game["board"],
            canonical.as_str(),
            "the board's whole text, without comments"
        );
        assert_eq!(game["starts"], json!([[1, 1], [7, 1], [7, 7], [1, 7]]));
    }
    // A player count the board has no start squares for, and a broken board file.
    let (ok, _, stderr) = glux(&[
        "selfplay",
        "--players",
        "3",
        "--games",
        "1",
        "--board",
        board.to_str().unwrap(),
    ]);
    assert!(ok, "{stderr}");
    let two_only = temp_file(
        "two-only.txt",
        &OWN_BOARD.replace("start 3: 1,1 7,1 4,7\nstart 4: 1,1 7,1 7,7 1,7\n", ""),
    );
    let (ok, _, stderr) = glux(&[
        "selfplay",
        "--players",
        "3",
        "--games",
        "1",
        "--board",
        two_only.to_str().unwrap(),
    ]);
    assert!(
        !ok && stderr.contains("the tiny hall board is not for 3 players"),
        "{stderr}"
    );
    let broken = temp_file(
        "broken.txt",
        &OWN_BOARD.replace("..bbb..\n..bbb..", "..b.b..\n..b.b.."),
    );
    let (ok, _, stderr) = glux(&["selfplay", "--games", "1", "--board", broken.to_str().unwrap()]);
    assert!(!ok, "a room in pieces is refused");
    assert!(
        stderr.contains("line 11: room `b` is in pieces: [5,4]"),
        "{stderr}"
    );
}

#[test]
fn positions_records_and_links_may_carry_a_board_text() {
    let text = glux::glux::Board::parse(OWN_BOARD).unwrap().to_text();
    // A position on the board: the chips count along its lines.
    let position = temp_file(
        "own-board-position.json",
        &json!({"board": text, "players": 2, "stacks": [{"at": [4, 4], "chips": [[0, 3]]}]}).to_string(),
    );
    let moves = json_of(&["moves", position.to_str().unwrap()]);
    assert_eq!(moves["seat"], 0);
    let placements = moves["placements"].as_array().unwrap();
    assert!(
        placements.contains(&json!([4, 1])) && placements.contains(&json!([7, 4])),
        "{moves}"
    );
    let scored = json_of(&["score", position.to_str().unwrap()]);
    assert!(scored["vp"].is_array(), "{scored}");
    // A whole game on it, as a record and as a share link, replays to the same scores.
    let mut game = glux::glux::PlayedGame::new(
        glux::glux::GameSetup {
            board: Some(text.clone()),
            ..glux::glux::GameSetup::new(2, 9)
        },
        vec!["Ada".into(), "Bo".into()],
    )
    .unwrap();
    while let Some(&action) = game.game().legal_actions().first() {
        game.play(action).unwrap();
    }
    let record = temp_file("own-board-record.json", &game.to_json());
    let (ok, from_record, stderr) = glux(&["replay", record.to_str().unwrap()]);
    assert!(ok, "{stderr}");
    let link = temp_file(
        "own-board-link.txt",
        &glux::glux::link::encode(game.record()).unwrap(),
    );
    let (ok, from_link, stderr) = glux(&["replay", link.to_str().unwrap()]);
    assert!(ok, "{stderr}");
    assert_eq!(from_record, from_link);
    assert!(from_record.contains("Final scoring"), "{from_record}");
    // A record whose board text breaks a rule says which and where.
    let broken = game.to_json().replace("middle: b", "middle: z");
    let broken = temp_file("own-board-broken.json", &broken);
    let (ok, _, stderr) = glux(&["replay", broken.to_str().unwrap()]);
    assert!(
        !ok && stderr.contains("line 2: middle room `z` is not a room"),
        "{stderr}"
    );
}
