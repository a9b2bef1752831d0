//! The one list of the app's wasm modules (`src/modules/modules.txt`, issue 39): every place that
//! names a module agrees with it. Cargo.toml builds exactly its binaries from `src/modules/`, the
//! file it names loads each, the service worker downloads at install exactly those it marks
//! precached, and the offline copy carries exactly those it marks for the copy. The build
//! (`scripts/build-modules.sh`), the browser tests' build and the size profile read the list itself.

use glux::app::kind::GameKind;
use glux::app::registry::game_of_frame;
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

/// One line of the list.
#[derive(Debug)]
struct Module {
    binary: String,
    entry: String,
    folder: String,
    profile: String,
    loaded_by: Vec<String>,
    precached: bool,
    copy: bool,
    split: bool,
}

fn read(path: &str) -> String {
    fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn yes(word: &str) -> bool {
    match word {
        "yes" => true,
        "no" => false,
        other => panic!("yes or no, not {other:?}"),
    }
}

fn modules() -> Vec<Module> {
    read("src/modules/modules.txt")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(words.len(), 9, "nine columns: {line}");
            Module {
                binary: words[0].into(),
                entry: words[1].into(),
                folder: words[2].into(),
                profile: words[3].into(),
                loaded_by: words[5].split(',').map(String::from).collect(),
                precached: yes(words[6]),
                copy: yes(words[7]),
                split: yes(words[8]),
            }
        })
        .collect()
}

/// Cargo.toml's binaries: name, path, and whether `test = false`.
fn cargo_binaries() -> Vec<(String, String, bool)> {
    let value = |block: &str, key: &str| {
        block
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{key} = ")))
            .map(|v| v.trim().trim_matches('"').to_string())
    };
    read("Cargo.toml")
        .split("[[bin]]")
        .skip(1)
        .map(|block| {
            let block = block.split("\n[").next().unwrap();
            (
                value(block, "name").expect("a name"),
                value(block, "path").expect("a path"),
                value(block, "test").as_deref() == Some("false"),
            )
        })
        .collect()
}

#[test]
fn cargo_builds_exactly_the_listed_modules_from_src_modules() {
    let modules = modules();
    assert!(modules.len() >= 3, "the list is read: {modules:?}");
    assert_eq!(
        modules.iter().filter(|m| m.folder == ".").count(),
        1,
        "one page module"
    );
    let binaries = cargo_binaries();
    let web: BTreeSet<&str> = binaries.iter().filter(|b| b.2).map(|b| b.0.as_str()).collect();
    let listed: BTreeSet<&str> = modules.iter().map(|m| m.binary.as_str()).collect();
    assert_eq!(
        web, listed,
        "Cargo.toml's web binaries (test = false) are the list's"
    );
    for m in &modules {
        let (_, path, _) = binaries.iter().find(|b| b.0 == m.binary).unwrap();
        assert_eq!(
            path,
            &format!("src/modules/{}.rs", m.entry),
            "{}'s entry point",
            m.binary
        );
        assert!(
            Path::new(env!("CARGO_MANIFEST_DIR")).join(path).is_file(),
            "{path}"
        );
        assert!(
            ["wasm-release", "wasm-package"].contains(&m.profile.as_str()),
            "{}",
            m.profile
        );
    }
    // Every entry point in src/modules/ is a listed module.
    let entries: BTreeSet<String> = fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/modules"))
        .unwrap()
        .filter_map(|e| {
            e.ok()?
                .file_name()
                .to_str()?
                .strip_suffix(".rs")
                .map(String::from)
        })
        .collect();
    let listed: BTreeSet<String> = modules.iter().map(|m| m.entry.clone()).collect();
    assert_eq!(entries, listed);
}

#[test]
fn each_module_is_loaded_by_the_files_the_list_names() {
    for m in modules() {
        for loaded_by in &m.loaded_by {
            let loader = read(loaded_by);
            if m.folder == "." {
                assert!(
                    loader.contains(&format!("data-bin=\"{}\"", m.binary)),
                    "{loaded_by} builds {}",
                    m.binary
                );
                assert!(
                    loader.contains(&format!("data-cargo-profile-release=\"{}\"", m.profile)),
                    "{loaded_by} builds {} in {}",
                    m.binary,
                    m.profile
                );
            } else {
                assert!(
                    loader.contains(&format!("{}/{}.js", m.folder, m.folder)),
                    "{loaded_by} loads {}/{}.js",
                    m.folder,
                    m.folder
                );
            }
            // A page of its own runs its start script (written by the build from
            // static/module-start.js), which starts the module.
            if let Some(page) = loaded_by
                .strip_prefix("static/")
                .and_then(|f| f.strip_suffix(".html"))
            {
                assert!(
                    loader.contains(&format!("src=\"{page}/start.js\"")),
                    "{loaded_by} runs {page}/start.js"
                );
                let module = format!("\"../{}/{}\"", m.folder, m.folder);
                assert!(
                    read("scripts/build-modules.sh").lines().any(|l| {
                        let l = l.trim_start();
                        l.starts_with(&format!("start \"$stage\" {page} ")) && l.ends_with(&module)
                    }),
                    "scripts/build-modules.sh writes {page}/start.js, which starts {}",
                    m.folder
                );
            }
        }
    }
}

#[test]
fn the_service_worker_and_the_offline_copy_carry_the_modules_the_list_marks() {
    let worker = read("static/sw.js");
    let copy = read("scripts/build-single-file.mjs");
    for m in modules().iter().filter(|m| m.folder != ".") {
        let wasm = format!("{}/{}_bg.wasm", m.folder, m.folder);
        assert_eq!(
            worker.contains(&format!("'{wasm}'")),
            m.precached,
            "the service worker's cache list and {wasm}"
        );
        assert_eq!(
            copy.contains(&format!("'{wasm}'")),
            m.copy,
            "the offline copy and {wasm}"
        );
    }
}

#[test]
fn the_build_and_the_tools_read_the_list() {
    for script in [
        "scripts/build-modules.sh",
        "scripts/test-wasm.sh",
        "scripts/module-profile.py",
    ] {
        assert!(
            read(script).contains("src/modules/modules.txt"),
            "{script} reads the list"
        );
    }
    assert!(
        !read("scripts/build-modules.sh").contains("MODULES=("),
        "no second list in the build"
    );
}

/// The split points of a binary's entry point (`#[wasm_split(NAME, ...)]`).
fn split_points(entry: &str) -> BTreeSet<&str> {
    entry
        .split("#[wasm_split(")
        .skip(1)
        .map(|rest| rest.split([',', ')']).next().unwrap().trim())
        .collect()
}

/// The page's early downloads read a share link's game from its second byte, as the registry does
/// (`data-link-games`, `BYTE:ID` for each game the app ships), to ask for that game's part.
#[test]
fn the_early_downloads_know_each_games_byte_in_links() {
    let page = read("index.html");
    let pairs = page
        .split("data-link-games=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("index.html's data-link-games");
    let named: Vec<(u8, GameKind)> = pairs
        .split(' ')
        .map(|pair| {
            let (byte, id) = pair.split_once(':').expect("BYTE:ID");
            let game = GameKind::from_id(id).expect("a game the app ships");
            (byte.parse().expect("a byte"), game)
        })
        .collect();
    for &(byte, game) in &named {
        assert_eq!(game_of_frame(Some(byte)), Some(game), "byte {byte}");
    }
    for game in GameKind::ALL {
        assert!(
            named.iter().any(|&(_, g)| g == game),
            "data-link-games names {}",
            game.id()
        );
    }
    // A link of the first format names no game, and is Glüx's, as the page's script takes it.
    assert_eq!(game_of_frame(None), Some(GameKind::default()));
    assert_eq!(GameKind::default(), GameKind::GLUX);
    assert!(page.contains("let game = 'glux';") && page.contains(": `${drawn}GluxParts`"));
}

/// The parts of the page's module (loaded when first needed) are the split points of its binary,
/// each started by the library under the same name, and the build names them for the service worker
/// and the page's early downloads.
#[test]
fn the_pages_parts_are_its_binarys_split_points() {
    let app = read("src/modules/app.rs");
    assert_eq!(
        split_points(&app),
        BTreeSet::from([
            "carrier",
            "play_glak",
            "play_glux",
            "replays_glak",
            "replays_glux",
            "rules"
        ]),
        "the split points"
    );
    for (part, file) in [("carrier", "src/ui/remote/host.rs"), ("rules", "src/ui/rules.rs")] {
        assert!(
            read(file).contains(&format!("pub const PART: &str = \"{part}\";")),
            "{file} starts the part {part}"
        );
        assert!(
            app.contains(&format!("pub fn {part}() -> Result<(), NotLoaded>")),
            "app.rs's split point for {part}"
        );
    }
    // Each game in play, and each game's replays, is a part of its own, named by
    // `ui::games::GamePart`, started by its split point, and named in the page's early downloads
    // (`data-play-ID-parts`, `data-replays-ID-parts`).
    let games = read("src/ui/games.rs");
    for game in GameKind::ALL {
        let id = game.id();
        let upper = id.to_uppercase();
        for (drawn, starts) in [
            ("Play", format!("glux::ui::games::start_{id}();")),
            ("Replays", format!("glux::ui::games::start_{id}_replays();")),
        ] {
            let part = format!("{}_{id}", drawn.to_lowercase());
            assert!(
                games.contains(&format!("(GameKind::{upper}, Drawn::{drawn}) => \"{part}\",")),
                "src/ui/games.rs names {id}'s part {part}"
            );
            assert!(
                app.contains(&format!("pub fn {part}() -> Result<(), NotLoaded>"))
                    && app.contains(&starts)
                    && app.contains(&format!(
                        "GamePart::{}(GameKind::{upper}).name()",
                        drawn.to_lowercase()
                    )),
                "app.rs's split point for {part}, provided under its name"
            );
            assert!(
                read("index.html").contains(&format!("data-{}-{id}-parts=", drawn.to_lowercase())),
                "the page's early downloads name {id}'s part {part}"
            );
        }
    }
    assert!(
        read("static/sw.js").contains("const PARTS = [];"),
        "sw.js's list, which the build fills"
    );
    for list in ["data-carrier-parts=", "data-rules-parts="] {
        assert!(
            read("index.html").contains(list),
            "the page's early downloads name the parts: {list}"
        );
    }
    // The early downloads fetch the games in play for a kept game: the key the app keeps it under.
    let kept = read("src/ui/storage.rs")
        .split("pub const SAVE_KEY: &str = \"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("src/ui/storage.rs's SAVE_KEY")
        .to_owned();
    assert!(
        read("index.html").contains(&format!("localStorage.getItem('{kept}')")),
        "index.html looks for a kept game under {kept}"
    );
    let build = read("scripts/build-modules.sh");
    for step in [
        "wasm-split-cli",
        "--keep-lld-exports",
        "const PARTS = ",
        "for split in carrier play_glux play_glak replays_glux replays_glak rules;",
        "data-$attr-parts=",
    ] {
        assert!(build.contains(step), "scripts/build-modules.sh: {step}");
    }
    assert!(
        read("build.rs").contains("rustc-link-arg-bin=glux-app=--emit-relocs"),
        "the page's binary keeps its relocations"
    );
}

/// A split module's binary keeps its relocations (which `wasm-split-cli` reads) and has split
/// points, and no other has either. The pages' module (the tutorial's page, the review's and the
/// board editor's) starts the part of the page it is on; each page asks for its part's files, which
/// the build names, and the service worker keeps the tutorial's and the editor's.
#[test]
fn the_split_modules_and_the_pages_parts() {
    let relocations = read("build.rs");
    for m in modules() {
        let entry = read(&format!("src/modules/{}.rs", m.entry));
        assert_eq!(
            relocations.contains(&format!("rustc-link-arg-bin={}=--emit-relocs", m.binary)),
            m.split,
            "build.rs keeps {}'s relocations exactly if it is split",
            m.binary
        );
        assert_eq!(
            !split_points(&entry).is_empty(),
            m.split,
            "{}'s split points",
            m.binary
        );
    }
    let pages = read("src/modules/pages.rs");
    assert_eq!(
        split_points(&pages),
        BTreeSet::from(["editor", "review", "tutorial"]),
        "the pages' split points"
    );
    for (page, file) in [
        ("tutorial", "src/ui/tutorial/mod.rs"),
        ("review", "src/ui/review/page.rs"),
        ("editor", "src/ui/editor/mod.rs"),
    ] {
        assert!(
            read(file).contains(&format!("pub const PAGE: &str = \"{page}\";")),
            "{file} names its page"
        );
        assert!(
            pages.contains(&format!("pub fn {page}() -> Result<(), NotLoaded>")),
            "pages.rs's split point for {page}"
        );
        let html = read(&format!("static/{page}.html"));
        assert!(
            html.contains(&format!("<html lang=\"en\" data-page=\"{page}\">"))
                && html.contains("@PAGES_PARTS@")
                && html.contains(&format!("src=\"{page}/start.js\""))
                && html.contains("href=\"pages/pages.js\""),
            "static/{page}.html is the {page}'s page, and asks for the pages' module and its part"
        );
        assert!(
            read("scripts/build-modules.sh")
                .contains(&format!("start \"$stage\" {page} \"locales/ locales/")),
            "scripts/build-modules.sh writes {page}/start.js"
        );
    }
    assert!(
        read("static/sw.js").contains("const PAGES = [];"),
        "sw.js's list of the tutorial's and the editor's files, which the build fills"
    );
    let build = read("scripts/build-modules.sh");
    for step in [
        "const PAGES = ",
        "sed -n \"s/^\\(tutorial\\|editor\\) //p\" \"$stage/pages/parts-of.txt\"",
        "start \"$stage\" editor \"locales/ locales/pages/\" \"../pages/pages\"",
        "s|@PAGES_PARTS@|$own|",
    ] {
        assert!(build.contains(step), "scripts/build-modules.sh: {step}");
    }
}
