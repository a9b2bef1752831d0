//! The languages' words: both parse, have the same keys and the same placeholders per key, every key
//! the app asks for is in them, and no component writes words of its own.

use glux::i18n::{Lang, Texts, parse_words, placeholders};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

fn read(source: &str, file: &str) -> BTreeMap<String, String> {
    parse_words(source)
        .unwrap_or_else(|e| panic!("{file}: {e}"))
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect()
}

/// A language's words: its list, the pages' list (the rules, the board editor) and the tutorial's
/// table together.
fn table(lang: Lang) -> BTreeMap<String, String> {
    let mut all = read(lang.source(), lang.words_file());
    for (file, extra) in [
        (lang.pages_file(), read(lang.pages_source(), lang.pages_file())),
        (
            lang.tutorial_file(),
            read(lang.tutorial_source(), lang.tutorial_file()),
        ),
    ] {
        for key in extra.keys() {
            assert!(
                !all.contains_key(key),
                "{key} is in both {file} and another table"
            );
        }
        all.extend(extra);
    }
    all
}

#[test]
fn each_table_has_the_same_keys_in_both_languages() {
    for (en, de) in [
        (read(Lang::En.source(), "en"), read(Lang::De.source(), "de")),
        (
            read(Lang::En.pages_source(), "pages/en"),
            read(Lang::De.pages_source(), "pages/de"),
        ),
        (
            read(Lang::En.tutorial_source(), "tutorial/en"),
            read(Lang::De.tutorial_source(), "tutorial/de"),
        ),
    ] {
        assert_eq!(en.keys().collect::<Vec<_>>(), de.keys().collect::<Vec<_>>());
    }
    // What the game's page needs at start is in its list; the pages' words (the rules, the editor,
    // the review, and the carrier's module: live play, the history, refusals of links, the check of
    // the draws) are loaded with them.
    // The tutorial's page loads its own table, every key of it its own.
    let tutorial = read(Lang::En.tutorial_source(), "tutorial/en");
    assert!(tutorial.keys().all(|k| k.starts_with("tutorial.")));
    let pages = read(Lang::En.pages_source(), "pages/en");
    assert!(pages.keys().all(|k| {
        [
            "rules.",
            "glak-rules.",
            "editor.",
            "live.",
            "history.",
            "remote-error.",
            "verify.",
            "review.",
        ]
        .iter()
        .any(|p| k.starts_with(p))
    }));
}

#[test]
fn both_languages_have_the_same_keys() {
    let en: BTreeSet<String> = table(Lang::En).into_keys().collect();
    let de: BTreeSet<String> = table(Lang::De).into_keys().collect();
    let only_en: Vec<_> = en.difference(&de).collect();
    let only_de: Vec<_> = de.difference(&en).collect();
    assert!(
        only_en.is_empty() && only_de.is_empty(),
        "only in en: {only_en:?}; only in de: {only_de:?}"
    );
    assert!(en.len() > 150, "{} keys", en.len());
}

#[test]
fn each_text_has_the_same_placeholders_in_both_languages() {
    let (en, de) = (table(Lang::En), table(Lang::De));
    for (key, text) in &en {
        assert_eq!(placeholders(text), placeholders(&de[key]), "{key}");
    }
}

#[test]
fn german_is_translated() {
    // Words that are the same in both languages.
    const SAME: &[&str] = &[
        "game.glux",
        "game.glak",
        "glak-log.announce",
        "glak-log.turn",
        "glak.score-bonus",
        "speed.normal",
        "bots.pause",
        "colour.1",
        "new-game.players",
        "players.label",
        "square.chip",
        // "Live" is German too.
        "new-game.connection-live",
        "tutorial.glak.col-bonus",
    ];
    let (en, de) = (table(Lang::En), table(Lang::De));
    let untranslated: Vec<&String> = en
        .iter()
        .filter(|(k, v)| !SAME.contains(&k.as_str()) && !k.starts_with("place.") && de[*k] == **v)
        .map(|(k, _)| k)
        .collect();
    assert!(untranslated.is_empty(), "the same in German: {untranslated:?}");
}

fn ui_sources() -> Vec<(String, String)> {
    fn walk(dir: &Path, files: &mut Vec<(String, String)>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, files);
            } else if path.extension().is_some_and(|x| x == "rs") {
                files.push((path.display().to_string(), fs::read_to_string(&path).unwrap()));
            }
        }
    }
    // The app's models and views, and every game's folders (app/glux/, ui/glux/, ...).
    let mut files = Vec::new();
    for part in ["src/app", "src/ui"] {
        walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join(part), &mut files);
    }
    files.sort();
    assert!(
        files.iter().any(|(f, _)| f.contains("/ui/glux/"))
            && files.iter().any(|(f, _)| f.contains("/app/glux/")),
        "the scan reaches the games' folders"
    );
    files
}

/// String literals in Rust source, roughly (enough for this code base: no raw strings with quotes).
fn literals(source: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in source.lines().enumerate() {
        if line.trim_start().starts_with("//") {
            continue;
        }
        let mut rest = line;
        while let Some(start) = rest.find('"') {
            let after = &rest[start + 1..];
            let Some(end) = after.find('"') else { break };
            found.push((n + 1, after[..end].to_string()));
            rest = &after[end + 1..];
        }
    }
    found
}

#[test]
fn every_key_the_app_asks_for_is_in_the_tables() {
    let en = table(Lang::En);
    let prefixes: BTreeSet<&str> = en.keys().map(|k| k.split('.').next().unwrap()).collect();
    let mut missing = Vec::new();
    let mut used = 0;
    for (file, source) in ui_sources() {
        for (line, lit) in literals(&source) {
            let looks_like_key = lit.contains('.')
                && !lit.contains(' ')
                && lit
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '.' || c == '-');
            if looks_like_key && prefixes.contains(lit.split('.').next().unwrap()) {
                used += 1;
                if !en.contains_key(&lit) {
                    missing.push(format!("{file}:{line}: {lit}"));
                }
            }
        }
    }
    assert!(missing.is_empty(), "keys not in the tables: {missing:#?}");
    assert!(used > 150, "only {used} keys found: the scan is broken");
}

#[test]
fn no_component_writes_words_of_its_own() {
    // Text in markup (`{ "…" }`) and in the attributes people read or hear.
    let mut literal_words = Vec::new();
    for (file, source) in ui_sources() {
        for (n, line) in source.lines().enumerate() {
            // Text nodes follow a tag (`>{ "…" }`) or stand on their own line.
            let own_line = if line.trim_start().starts_with("{ \"") {
                line.trim_start()
            } else {
                ""
            };
            for (marker, within) in [
                (">{ \"", line),
                ("{ \"", own_line),
                ("aria-label=\"", line),
                ("title=\"", line),
                ("placeholder=\"", line),
                ("alt=\"", line),
            ] {
                let mut rest = within;
                while let Some(at) = rest.find(marker) {
                    let after = &rest[at + marker.len()..];
                    let text: String = after.chars().take_while(|&c| c != '"').collect();
                    if text.chars().filter(char::is_ascii_alphabetic).count() >= 2 {
                        literal_words.push(format!("{file}:{}: {text}", n + 1));
                    }
                    rest = after;
                }
            }
        }
    }
    assert!(
        literal_words.is_empty(),
        "words outside the languages' words: {literal_words:#?}"
    );
}

#[test]
fn texts_fill_their_placeholders() {
    let t = Texts(Lang::En);
    assert_eq!(t.fill("banner.to-move", &[("name", &"Ada")]), "Ada to move.");
    assert_eq!(
        Texts(Lang::De).fill("banner.to-move", &[("name", &"Ada")]),
        "Ada ist am Zug."
    );
    assert_eq!(
        t.get("no.such-key"),
        "no.such-key",
        "a missing key shows as itself"
    );
    assert_eq!(
        t.fill(
            "move.place-counted",
            &[
                ("name", &"Ben"),
                ("pips", &5),
                ("square", &"E4"),
                ("steps", &3),
                ("from", &"B4")
            ]
        ),
        "Ben: 5 on E4, counted 3 from B4"
    );
}

#[test]
fn the_browser_language_picks_the_default() {
    assert_eq!(Lang::preferred(["de-AT", "en"]), Lang::De);
    assert_eq!(Lang::preferred(["fr-FR", "en-GB", "de"]), Lang::En);
    assert_eq!(Lang::preferred(["fr", "de_CH"]), Lang::De);
    assert_eq!(Lang::preferred(["fr"]), Lang::En);
    assert_eq!(Lang::preferred([]), Lang::En);
}

#[test]
fn malformed_tables_are_refused_with_the_line() {
    assert_eq!(parse_words("a.b = x\nnonsense").unwrap_err().line, 2);
    assert!(
        parse_words("a.b = x\na.b = y")
            .unwrap_err()
            .problem
            .contains("twice")
    );
    assert!(parse_words("# comment\n\na.b = x").is_ok());
}

/// The page starts downloading its list of words before its module runs (index.html's
/// `data-preload` script), choosing the language as the app does: its list must be the app's.
#[test]
fn the_page_preloads_a_table_of_a_language_the_app_speaks() {
    let page = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("index.html")).unwrap();
    let list = page
        .split("const LANGS = [")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .expect("index.html's preload script names its languages");
    let named: Vec<&str> = list.split(',').map(|c| c.trim().trim_matches('\'')).collect();
    let spoken: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
    assert_eq!(named, spoken);
    for lang in Lang::ALL {
        assert_eq!(
            lang.words_file(),
            format!("locales/{}.txt", lang.code()),
            "the file the script preloads"
        );
        assert_eq!(lang.pages_file(), format!("locales/pages/{}.txt", lang.code()));
    }
}
