//! The `glak` command-line tool: its output formats are a contract (issue 12).
#![cfg(not(target_arch = "wasm32"))]

use serde_json::{Value, json};
use std::path::PathBuf;
use std::process::Command;

fn temp_file(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("glak-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

fn glak(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_glak"))
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
    let (ok, stdout, stderr) = glak(args);
    assert!(ok, "glak {args:?} failed: {stderr}");
    serde_json::from_str(&stdout).unwrap()
}

fn sorted(v: &Value) -> Vec<String> {
    let mut items: Vec<String> = v.as_array().unwrap().iter().map(Value::to_string).collect();
    items.sort();
    items
}

#[test]
fn help_and_version() {
    let (ok, out, _) = glak(&["--help"]);
    assert!(
        ok && out.contains("moves")
            && out.contains("score")
            && out.contains("selfplay")
            && out.contains("replay")
    );
    let (ok, out, _) = glak(&["--version"]);
    assert!(ok && out.starts_with("glak "));
}

#[test]
fn score_prints_territories_groups_chains_and_winners() {
    // Seat 0 walls off (2,2) in the middle of the starting board; seat 1's two stones touch only
    // diagonally, so nobody has a chain.
    let file = temp_file(
        "score.json",
        &json!({
            "game": "glak", "players": 2,
            "boards": [],
            "stones": [ {"seat": 0, "at": [2, 1]}, {"seat": 0, "at": [1, 2]}, {"seat": 0, "at": [3, 2]},
                        {"seat": 0, "at": [2, 3]}, {"seat": 1, "at": [4, 3]}, {"seat": 1, "at": [3, 4]} ]
        })
        .to_string(),
    );
    let got = json_of(&["score", file.to_str().unwrap()]);
    assert_eq!(got["territory"], json!([1, 0]));
    assert_eq!(got["groups"], json!([1, 0]));
    assert_eq!(got["territory_bonus"], json!([0, 0]));
    assert_eq!(
        got["longest_chain"],
        json!([0, 0]),
        "no two of seat 0's stones touch; seat 1's (4,3),(3,4) do not either"
    );
    assert_eq!(got["chain_bonus"], json!([0, 0]));
    assert_eq!(got["score"], json!([1, 0]));
    assert_eq!(got["winners"], json!([0]));
    assert_eq!(got["territories"], json!([{"seat": 0, "fields": [[2, 2]]}]));
}

#[test]
fn moves_lists_board_slots_when_a_board_is_due_and_fields_otherwise() {
    let due = temp_file(
        "due.json",
        &json!({"game": "glak", "players": 2, "hands": [["T02"], ["T07"]], "to_move": 1}).to_string(),
    );
    let got = json_of(&["moves", due.to_str().unwrap()]);
    assert_eq!(got["seat"], 1);
    assert_eq!(got["phase"], "starting");
    assert_eq!(got["board_due"], true);
    assert_eq!(
        sorted(&got["board_slots"]),
        sorted(&json!([[0, -1], [1, 0], [0, 1], [-1, 0]]))
    );
    assert_eq!(got["place"], json!([]));
    let laid = temp_file(
        "laid.json",
        &json!({"game": "glak", "players": 2, "boards": [{"tile": "T02", "at": [1, 0], "rotation": 0}],
                "stones": [{"seat": 1, "at": [4, 4]}], "hands": [[], ["T07"]], "to_move": 1, "board_laid": true})
        .to_string(),
    );
    let got = json_of(&["moves", laid.to_str().unwrap()]);
    assert_eq!(got["board_due"], false);
    assert_eq!(got["board_slots"], json!([]));
    // Next to the own stone (on the own starting field): (5,4) is on T02, whose row 4 is `...#.`.
    assert_eq!(sorted(&got["place"]), sorted(&json!([[4, 3], [3, 4], [5, 4]])));
    assert_eq!(got["jump"], json!([]), "no jumps in the starting phase");
}

#[test]
fn moves_in_the_closing_phase_lists_jumps() {
    let file = temp_file(
        "closing.json",
        &json!({"game": "glak", "players": 2, "stones": [{"seat": 0, "at": [0, 0]}], "supply": [19, 20]})
            .to_string(),
    );
    let got = json_of(&["moves", file.to_str().unwrap()]);
    assert_eq!(got["phase"], "closing");
    assert_eq!(sorted(&got["place"]), sorted(&json!([[1, 0], [0, 1]])));
    assert_eq!(
        sorted(&got["step"]),
        sorted(&json!([[[0, 0], [1, 0]], [[0, 0], [0, 1]]]))
    );
    // Every empty open field but the other starting field (4,4): 25 - 1 (own stone) - 1.
    assert_eq!(got["jump"].as_array().unwrap().len(), 23);
}

#[test]
fn positions_that_break_the_rules_are_refused_with_the_problem_named() {
    let cases = [
        (
            json!({"game": "glak", "players": 2, "stones": [{"seat": 0, "at": [1, 1]}, {"seat": 1, "at": [1, 1]}]}),
            "two stones on field [1, 1]",
        ),
        (
            json!({"game": "glak", "players": 2, "boards": [{"tile": "T01", "at": [1, 0]}], "stones": [{"seat": 0, "at": [6, 1]}]}),
            "not on an open field",
        ),
        (
            json!({"game": "glak", "players": 2, "boards": [{"tile": "T01", "at": [1, 0]}, {"tile": "T02", "at": [1, 0]}]}),
            "two boards overlap at [1, 0]",
        ),
        (
            json!({"game": "glak", "players": 2, "boards": [{"tile": "T01", "at": [2, 0]}]}),
            "board `T01` does not touch the play area",
        ),
        (
            json!({"game": "glak", "players": 2, "stones": [{"seat": 0, "at": [4, 4]}]}),
            "another player's starting field",
        ),
        (
            json!({"game": "glak", "players": 2, "boards": [{"tile": "T99", "at": [1, 0]}]}),
            "board `T99` is not in the tile set",
        ),
        (json!({"game": "glux", "players": 2}), "not of GLAK"),
        (json!({"game": "glak", "players": 5}), "2 to 4 players, not 5"),
    ];
    for (i, (position, expected)) in cases.iter().enumerate() {
        let file = temp_file(&format!("bad{i}.json"), &position.to_string());
        let (ok, _, stderr) = glak(&["score", file.to_str().unwrap()]);
        assert!(!ok, "{position}");
        assert!(
            stderr.contains(expected),
            "{stderr:?} should contain {expected:?}"
        );
    }
    let (ok, _, stderr) = glak(&["score", "/no/such/file.json"]);
    assert!(!ok && stderr.contains("/no/such/file.json"));
    let broken = temp_file("broken.json", "{ not json");
    let (ok, _, stderr) = glak(&["moves", broken.to_str().unwrap()]);
    assert!(!ok && stderr.contains("not JSON"), "{stderr}");
}

#[test]
fn selfplay_records_replay_to_the_same_final_scores_and_every_kind_of_action_occurs() {
    let out = std::env::temp_dir().join(format!("glak-selfplay-{}.jsonl", std::process::id()));
    for players in ["2", "3", "4"] {
        let (ok, summary, stderr) = glak(&[
            "selfplay",
            "--players",
            players,
            "--games",
            "6",
            "--seed",
            "3",
            "--record",
            out.to_str().unwrap(),
        ]);
        assert!(ok, "{stderr}");
        assert!(summary.contains("games per second:") && summary.contains("ended by stall guard:"));
        for kind in ["lay ", "place ", "step ", "jump ", "end turn "] {
            let count: u64 = summary
                .split(kind)
                .nth(1)
                .unwrap()
                .split_whitespace()
                .next()
                .unwrap()
                .parse()
                .unwrap();
            assert!(count > 0, "{kind}never occurred: {summary}");
        }
        let text = std::fs::read_to_string(&out).unwrap();
        assert_eq!(text.lines().count(), 6);
        for line in text.lines() {
            let record: Value = serde_json::from_str(line).unwrap();
            assert_eq!(record["game"], "glak");
            let file = temp_file("line.json", line);
            let scored = json_of(&["score", file.to_str().unwrap()]);
            for key in ["territory", "territory_bonus", "chain_bonus", "score", "winners"] {
                assert_eq!(scored[key], record["final"][key], "{key}");
            }
            let (ok, replay, _) = glak(&["replay", file.to_str().unwrap()]);
            assert!(ok && replay.contains("Final scoring") && replay.contains("Winner: "));
        }
    }
}

#[test]
fn arena_prints_the_standings_in_glux_arenas_shape() {
    let report = json_of(&[
        "arena",
        "--players",
        "3",
        "--seats",
        "easy,random,easy",
        "--games",
        "3",
        "--seed",
        "4",
        "--json",
    ]);
    assert_eq!(
        (report["games"].as_u64(), report["players"].as_u64()),
        (Some(3), Some(3))
    );
    let bots = report["bots"].as_array().unwrap();
    assert_eq!(bots.len(), 3);
    for bot in bots {
        for key in [
            "bot",
            "games",
            "wins",
            "shared_wins",
            "win_rate",
            "mean_score",
            "mean_ms",
            "p95_ms",
        ] {
            assert!(bot.get(key).is_some(), "{key} in {bot}");
        }
    }
    let total: f64 = bots.iter().map(|b| b["win_rate"].as_f64().unwrap()).sum();
    assert!((total - 1.0).abs() < 1e-3, "every game has its winners: {total}");
    let (ok, stdout, _) = glak(&[
        "arena",
        "--players",
        "2",
        "--seats",
        "easy,random",
        "--games",
        "2",
    ]);
    assert!(ok);
    assert!(stdout.contains("win rate") && stdout.contains("mean score") && stdout.contains("p95 ms"));
    let (ok, _, stderr) = glak(&[
        "arena",
        "--players",
        "2",
        "--seats",
        "grandmaster,easy",
        "--games",
        "2",
    ]);
    assert!(!ok && stderr.contains("unknown bot `grandmaster`"), "{stderr}");
    let (ok, _, stderr) = glak(&["arena", "--players", "3", "--seats", "easy,easy", "--games", "2"]);
    assert!(!ok && stderr.contains("2 bots for 3 players"), "{stderr}");
}

/// A tile set of our own: a name, the starting board and eight small boards, two of them open.
fn own_tiles() -> String {
    let ours = glux::glak::TileSet::ours();
    let mut text = String::from("# drawn for the tests\nname: Test hall\n");
    let mut tiles: Vec<(String, Vec<String>)> = vec![("S".into(), ours.starting().rows(0))];
    tiles.extend(
        ours.boards()[..6]
            .iter()
            .map(|t| (format!("X{}", t.name()), t.rows(1))),
    );
    tiles.push(("Open1".into(), vec![".....".into(); 5]));
    tiles.push(("Open2".into(), vec![".....".into(); 5]));
    text.push_str(&tiles.iter().map(|(n, _)| format!("{n:7}")).collect::<String>());
    text.push('\n');
    for row in 0..5 {
        text.push_str(
            &tiles
                .iter()
                .map(|(_, r)| format!("{:7}", r[row]))
                .collect::<String>(),
        );
        text.push('\n');
    }
    text
}

#[test]
fn selfplay_plays_with_a_tile_set_file_and_records_and_positions_carry_its_text() {
    let tiles = temp_file("own-tiles.txt", &own_tiles());
    let out = temp_file("own-tiles-games.jsonl", "");
    let (ok, summary, stderr) = glak(&[
        "selfplay",
        "--players",
        "2",
        "--games",
        "4",
        "--tiles",
        tiles.to_str().unwrap(),
        "--record",
        out.to_str().unwrap(),
    ]);
    assert!(ok, "{stderr}");
    assert!(summary.contains("games: 4"), "{summary}");
    let set = glux::glak::TileSet::parse(&own_tiles()).unwrap();
    assert_eq!(set.name(), Some("Test hall"));
    let text = std::fs::read_to_string(&out).unwrap();
    for line in text.lines() {
        let record: Value = serde_json::from_str(line).unwrap();
        assert_eq!(record["tiles"], set.to_text().as_str(), "the set's whole text");
        for hand in record["deal"].as_array().unwrap() {
            for board in hand.as_array().unwrap() {
                assert!(
                    set.index_of(board.as_str().unwrap()).is_some(),
                    "dealt from the set: {board}"
                );
            }
        }
        let file = temp_file("own-tiles-line.json", line);
        let scored = json_of(&["score", file.to_str().unwrap()]);
        assert_eq!(scored["score"], record["final"]["score"]);
        let (ok, replay, stderr) = glak(&["replay", file.to_str().unwrap()]);
        assert!(ok && replay.contains("Final scoring"), "{stderr}");
    }
    // A position with the set: an open board of its own beside the starting board.
    let position = temp_file(
        "own-tiles-position.json",
        &json!({"game": "glak", "players": 2, "tiles": set.to_text(),
                "boards": [{"tile": "Open1", "at": [1, 0], "rotation": 0}],
                "stones": [{"seat": 0, "at": [4, 0]}]})
        .to_string(),
    );
    let moves = json_of(&["moves", position.to_str().unwrap()]);
    assert!(
        moves["place"].as_array().unwrap().contains(&json!([5, 0])),
        "{moves}"
    );
    let ours = temp_file(
        "ours-position.json",
        &json!({"game": "glak", "players": 2, "boards": [{"tile": "Open1", "at": [1, 0], "rotation": 0}]})
            .to_string(),
    );
    let (ok, _, stderr) = glak(&["moves", ours.to_str().unwrap()]);
    assert!(
        !ok && stderr.contains("board `Open1` is not in the tile set"),
        "{stderr}"
    );
    // A broken set is refused with its line and board.
    let broken = temp_file("broken-tiles.txt", &own_tiles().replace("1...2", "1...#"));
    let (ok, _, stderr) = glak(&["selfplay", "--games", "1", "--tiles", broken.to_str().unwrap()]);
    assert!(!ok, "a starting board without its corner is refused");
    assert!(
        stderr.contains("line 3, board S: corner 2 (clockwise from the top left) must be `2`"),
        "{stderr}"
    );
}

#[test]
fn each_tool_introduces_its_own_game() {
    let (ok, out, _) = glak(&["--help"]);
    assert!(ok);
    assert!(
        out.starts_with("GLAK, the territory game of boards and stones"),
        "{out}"
    );
    assert!(!out.contains("board game of light"));
    let glux = std::process::Command::new(env!("CARGO_BIN_EXE_glux"))
        .arg("--help")
        .output()
        .unwrap();
    let out = String::from_utf8(glux.stdout).unwrap();
    assert!(out.starts_with("Glüx, the board game of light"), "{out}");
}
