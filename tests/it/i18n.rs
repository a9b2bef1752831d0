//! The languages' words: every language is one file with every section, each parses, has English's
//! keys with the same placeholders, the plural forms its numbers need, and is translated; every key
//! the app asks for is in them, and no component writes words of its own.

use glux::i18n::{Lang, Plural, PluralRule, Section, Texts, parse_words, placeholders, section};
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

/// The words of one section of a language's file.
fn section_words(lang: Lang, part: Section) -> BTreeMap<String, String> {
    read(
        section(lang.file_source(), part),
        &format!("src/locales/{}.txt, {part:?}", lang.code()),
    )
}

/// A language's words: every section together (no key is in two).
fn table(lang: Lang) -> BTreeMap<String, String> {
    let mut all = BTreeMap::new();
    for part in Section::ALL {
        for (key, text) in section_words(lang, part) {
            assert!(
                !all.contains_key(&key),
                "{key} is in two sections of {}",
                lang.code()
            );
            all.insert(key, text);
        }
    }
    all
}

/// A key without its plural form (`bag.label|one` → `bag.label`), and the form.
fn plural_of(key: &str) -> (&str, Option<&str>) {
    match key.split_once('|') {
        Some((base, form)) => (base, Some(form)),
        None => (key, None),
    }
}

fn others() -> impl Iterator<Item = Lang> {
    Lang::all().filter(|l| *l != Lang::EN)
}

#[test]
fn every_file_in_the_locales_folder_is_a_language_with_every_section() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/locales");
    let mut files: Vec<String> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    let codes: Vec<String> = Lang::all().map(|l| format!("{}.txt", l.code())).collect();
    assert_eq!(
        files, codes,
        "a language is one file in src/locales/, and nothing else is there"
    );
    assert!(
        Lang::all().count() >= 6,
        "English, German, Polish, French, Dutch, Spanish at least"
    );
    for lang in Lang::all() {
        assert_eq!(Lang::from_code(lang.code()), Some(lang));
        assert_eq!(
            lang.name(),
            Texts(lang).get("lang.name"),
            "the menu names the language in itself"
        );
        for part in Section::ALL {
            assert!(
                !section_words(lang, part).is_empty(),
                "{}: {part:?} is empty",
                lang.code()
            );
        }
    }
    // Each section holds its own words: the tutorial's page loads only its own table; the pages'
    // words (the rules, the editor, the review, and the carrier's module: live play, the history,
    // refusals of links, the check of the draws) are loaded with them.
    let en = |part| section_words(Lang::EN, part);
    assert!(en(Section::Tutorial).keys().all(|k| k.starts_with("tutorial.")));
    assert!(en(Section::Manifest).keys().all(|k| k.starts_with("manifest.")));
    let pages = [
        "rules.",
        "glak-rules.",
        "editor.",
        "live.",
        "history.",
        "remote-error.",
        "verify.",
        "review.",
    ];
    assert!(
        en(Section::Pages)
            .keys()
            .all(|k| pages.iter().any(|p| k.starts_with(p)))
    );
}

#[test]
fn every_language_has_the_same_keys_as_english_in_each_section() {
    for part in Section::ALL {
        let keys = |lang| -> BTreeSet<String> {
            section_words(lang, part)
                .into_keys()
                .filter(|k| !k.contains('|'))
                .collect()
        };
        let en = keys(Lang::EN);
        assert!(part != Section::App || en.len() > 150, "{} keys", en.len());
        for lang in others() {
            let theirs = keys(lang);
            let missing: Vec<_> = en.difference(&theirs).collect();
            let extra: Vec<_> = theirs.difference(&en).collect();
            assert!(
                missing.is_empty() && extra.is_empty(),
                "{} {part:?}: missing {missing:?}; not in English {extra:?}",
                lang.code()
            );
        }
    }
}

#[test]
fn each_text_has_englishs_placeholders_in_every_language_and_form() {
    let en = table(Lang::EN);
    for lang in others() {
        for (key, text) in table(lang) {
            let (base, _) = plural_of(&key);
            assert_eq!(
                placeholders(&text),
                placeholders(&en[base]),
                "{} {key}",
                lang.code()
            );
        }
    }
}

#[test]
fn counted_texts_give_every_plural_form_their_language_needs() {
    // A text is counted where English gives its forms (`key|one`): its number is `{count}`.
    let en = table(Lang::EN);
    let counted: BTreeSet<&str> = en
        .keys()
        .filter_map(|k| plural_of(k).1.map(|_| plural_of(k).0))
        .collect();
    assert!(counted.len() >= 4, "{counted:?}");
    for lang in Lang::all() {
        let words = table(lang);
        let forms = lang.plural_forms();
        for key in words.keys() {
            let (base, Some(form)) = plural_of(key) else {
                continue;
            };
            let form =
                Plural::from_suffix(form).unwrap_or_else(|| panic!("{}: {key}: no such form", lang.code()));
            assert!(
                forms.contains(&form),
                "{}: {key}: the language has no {form:?}",
                lang.code()
            );
            assert!(
                counted.contains(base),
                "{}: {key}: English does not count {base}",
                lang.code()
            );
        }
        for base in &counted {
            assert!(
                placeholders(&en[*base]).contains(&"count"),
                "{base} counts with {{count}}"
            );
            for form in &forms {
                let key = format!("{base}|{}", form.suffix().unwrap());
                assert!(words.contains_key(&key), "{}: {key} is missing", lang.code());
            }
        }
    }
}

#[test]
fn every_language_has_a_known_plural_rule() {
    for lang in Lang::all() {
        assert!(
            lang.plural_rule().is_some(),
            "{}: name its plural rule in PluralRule::for_code (src/i18n.rs)",
            lang.code()
        );
    }
    let ru = PluralRule::EastSlavic;
    assert_eq!([1, 21, 11, 2, 22, 12, 5].map(|n| ru.category(n)), {
        use Plural::{Few, Many, One};
        [One, One, Many, Few, Few, Many, Many]
    });
    assert_eq!(
        [1, 3, 5].map(|n| PluralRule::CzechSlovak.category(n)),
        [Plural::One, Plural::Few, Plural::Other]
    );
    assert_eq!(PluralRule::NoForms.category(1), Plural::Other);
    assert_eq!(PluralRule::for_code("pt"), Some(PluralRule::ZeroAndOneAreOne));
    assert_eq!(PluralRule::for_code("xx"), None);
}

#[test]
fn plural_forms_follow_cldr() {
    let lang = |code| Lang::from_code(code).unwrap();
    let pl: Vec<Plural> = [1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 102, 112, 0]
        .map(|n| lang("pl").plural(n))
        .to_vec();
    use Plural::{Few, Many, One, Other};
    assert_eq!(
        pl,
        [
            One, Few, Few, Many, Many, Many, Many, Many, Few, Many, Few, Many, Many
        ]
    );
    assert_eq!(lang("pl").plural_forms(), [One, Few, Many]);
    assert_eq!([0, 1, 2].map(|n| lang("fr").plural(n)), [One, One, Other]);
    for code in ["en", "de", "nl", "es"] {
        assert_eq!(
            [0, 1, 2].map(|n| lang(code).plural(n)),
            [Other, One, Other],
            "{code}"
        );
        assert_eq!(lang(code).plural_forms(), [One]);
    }
    // The form is chosen by `{count}`, and a number that is not whole takes the plain text.
    let bag = |code, count: &dyn std::fmt::Display| Texts(lang(code)).fill("bag.label", &[("count", count)]);
    assert_eq!(bag("en", &1), "1 chip left in bag and hand");
    assert_eq!(bag("en", &7), "7 chips left in bag and hand");
    assert_eq!(bag("en", &"x"), "x chips left in bag and hand");
    assert_eq!(bag("pl", &1), "W woreczku i na ręce został 1 żeton");
    assert_eq!(bag("pl", &3), "W woreczku i na ręce zostały 3 żetony");
    assert_eq!(bag("pl", &12), "W woreczku i na ręce zostało 12 żetonów");
    assert_eq!(bag("pl", &22), "W woreczku i na ręce zostały 22 żetony");
    assert_eq!(bag("fr", &0), "0 jeton restant dans le sac et la main");
}

#[test]
fn every_language_is_translated() {
    // Names and words that are the same in English and in most languages (the games' names, "Live",
    // a colour's number, "Expert", "Bonus"): a language may share a few texts with English (at most
    // one in 30), never many.
    let en = table(Lang::EN);
    for lang in others() {
        let theirs = table(lang);
        let same: Vec<&String> = en
            .iter()
            .filter(|(k, v)| !k.starts_with("place.") && theirs.get(*k) == Some(*v))
            .map(|(k, _)| k)
            .collect();
        assert!(
            same.len() * 30 < en.len(),
            "{}: {} texts as in English: {same:?}",
            lang.code(),
            same.len()
        );
    }
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
    let en = table(Lang::EN);
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
    let t = Texts(Lang::EN);
    assert_eq!(t.fill("banner.to-move", &[("name", &"Ada")]), "Ada to move.");
    assert_eq!(
        Texts(Lang::from_code("de").unwrap()).fill("banner.to-move", &[("name", &"Ada")]),
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
    let lang = |code| Lang::from_code(code).unwrap();
    assert_eq!(Lang::preferred(["de-AT", "en"]), lang("de"));
    assert_eq!(Lang::preferred(["fr-FR", "en-GB", "de"]), lang("fr"));
    assert_eq!(Lang::preferred(["pl-PL"]), lang("pl"));
    assert_eq!(Lang::preferred(["nl-BE", "fr"]), lang("nl"));
    assert_eq!(Lang::preferred(["es-419"]), lang("es"));
    assert_eq!(Lang::preferred(["ja", "de_CH"]), lang("de"));
    assert_eq!(Lang::preferred(["ja"]), Lang::EN);
    assert_eq!(Lang::preferred([]), Lang::EN);
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
/// `data-preload` script, and the pages' start script, static/module-start.js), and the service
/// worker keeps every language's for offline play: the build writes every language into the
/// script's `data-langs` and the others' `const LANGS = [...]` (scripts/locales.mjs; the e2e tests
/// read the built lists), so each source has exactly one; and the words' version, with which the
/// page asks for its tables and the service worker answers them from its cache (`data-words`,
/// `const WORDS`).
#[test]
fn the_build_writes_every_language_into_the_page_and_the_service_worker() {
    for (file, marker) in [
        ("index.html", "data-langs=\""),
        ("static/sw.js", "const LANGS = ["),
        ("static/module-start.js", "const LANGS = ["),
        ("index.html", "data-words=\""),
        ("static/sw.js", "const WORDS = '"),
    ] {
        let text = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(file)).unwrap();
        assert_eq!(text.matches(marker).count(), 1, "{file}");
    }
}

#[test]
fn a_file_splits_at_its_section_headings_only_at_the_start_of_a_line() {
    let file = "# words\na.b = x [pages] y\n\n[pages]\nrules.c = z\n[tutorial]\ntutorial.d = w\n[manifest]\nmanifest.e = v\n";
    assert_eq!(section(file, Section::App), "# words\na.b = x [pages] y\n\n");
    assert_eq!(section(file, Section::Pages), "\nrules.c = z\n");
    assert_eq!(section(file, Section::Tutorial), "\ntutorial.d = w\n");
    assert_eq!(section(file, Section::Manifest), "\nmanifest.e = v\n");
    assert_eq!(
        section("a.b = x\n", Section::Pages),
        "",
        "a file without the section"
    );
}
