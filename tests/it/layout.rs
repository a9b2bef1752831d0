//! The shape of the app's code (issue 25): no two modules of the app (`src/app`, its state machine,
//! and `src/ui`, its views and browser glue) import each other, directly or round a circle, so that
//! each game's folder and the shell can be read (and a third game added) one way: shell models, then
//! each game's models, then the views that send actions.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// Every module of the app, under `src/app` and `src/ui` (as `app::glux::table`, `ui::glux::board`),
/// with its source.
fn modules() -> BTreeMap<String, String> {
    modules_of(&["src/app", "src/ui"])
}

/// Every module under these folders of the crate (as `glux::game`), with its source.
fn modules_of(parts: &[&str]) -> BTreeMap<String, String> {
    fn walk(dir: &Path, out: &mut BTreeMap<String, String>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|x| x == "rs") {
                let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
                let rel = path.strip_prefix(&src).unwrap().with_extension("");
                let mut name = rel.to_string_lossy().replace('/', "::");
                if let Some(parent) = name.strip_suffix("::mod") {
                    name = parent.to_string();
                }
                out.insert(name, fs::read_to_string(&path).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    for part in parts {
        walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join(part), &mut out);
    }
    out
}

/// The scanned modules (but the folders' roots, `ui`, `glux`) a module's source names by `crate::` or `super::` paths in its code
/// (the longest module each path starts with; a module's own items and its comments do not count).
/// A braced import names each path in its braces (`use crate::ui::{a::X, b::{Y, Z}}` names `ui::a`
/// and `ui::b`).
fn imports(name: &str, source: &str, all: &BTreeMap<String, String>) -> BTreeSet<String> {
    let is_dir = all.keys().any(|k| k.starts_with(&format!("{name}::")));
    let source = &code_of(source);
    let mut found = BTreeSet::new();
    let bytes = source.as_bytes();
    for start in (0..bytes.len()).filter(|&i| source.is_char_boundary(i)) {
        let rest = &source[start..];
        let lead = start == 0
            || !(bytes[start - 1].is_ascii_alphanumeric()
                || bytes[start - 1] == b'_'
                || bytes[start - 1] == b':');
        if !lead || !(rest.starts_with("crate::") || rest.starts_with("super::")) {
            continue;
        }
        let path: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
            .collect();
        let paths = match rest[path.len()..].strip_prefix('{') {
            Some(group) if path.ends_with("::") => braced(&path, group),
            _ => vec![path],
        };
        for path in paths {
            if let Some(module) = module_of(name, is_dir, &path, all) {
                found.insert(module);
            }
        }
    }
    found
}

/// The scanned module (not `name` itself, nor a folder's root) a path in `name`'s source starts with.
fn module_of(name: &str, is_dir: bool, path: &str, all: &BTreeMap<String, String>) -> Option<String> {
    let mut parts: Vec<&str> = path.split("::").filter(|p| !p.is_empty()).collect();
    let mut base: Vec<&str> = name.split("::").collect();
    if !is_dir {
        base.pop();
    }
    let resolved: Vec<&str> = if parts[0] == "crate" {
        parts.remove(0);
        parts
    } else {
        while parts.first() == Some(&"super") {
            parts.remove(0);
            if parts.first() == Some(&"super") {
                base.pop();
            }
        }
        base.into_iter().chain(parts).collect()
    };
    (1..=resolved.len())
        .rev()
        .map(|n| resolved[..n].join("::"))
        .find(|candidate| all.contains_key(candidate))
        .filter(|candidate| candidate != name && candidate.contains("::"))
}

/// The whole paths a braced group names, `group` being what follows `prefix` and its `{` (nested
/// groups, `self` and `as` included), up to the group's `}`.
fn braced(prefix: &str, group: &str) -> Vec<String> {
    let mut out = Vec::new();
    let entry = |e: &str, out: &mut Vec<String>| {
        let e = e.trim();
        if let Some((head, inner)) = e.split_once('{') {
            out.extend(braced(&format!("{prefix}{}", head.trim()), inner));
        } else if let Some(item) = e.split(" as ").next().map(str::trim).filter(|i| !i.is_empty()) {
            out.push(if item == "self" {
                prefix.trim_end_matches("::").to_string()
            } else {
                format!("{prefix}{item}")
            });
        }
    };
    let (mut depth, mut from) = (0, 0);
    for (i, b) in group.bytes().enumerate() {
        match b {
            b'{' => depth += 1,
            b'}' if depth == 0 => {
                entry(&group[from..i], &mut out);
                return out;
            }
            b'}' => depth -= 1,
            b',' if depth == 0 => {
                entry(&group[from..i], &mut out);
                from = i + 1;
            }
            _ => {}
        }
    }
    out
}

/// A source without its comment lines.
fn code_of(source: &str) -> String {
    source
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The circles among the modules: each a list of modules that import each other round a circle.
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    // Tarjan's strongly connected components.
    struct State<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        let i = s.index.len();
        s.index.insert(v, i);
        s.low.insert(v, i);
        s.stack.push(v);
        for w in s.edges.get(v).into_iter().flatten() {
            let w = w.as_str();
            if !s.index.contains_key(w) {
                visit(s, w);
                let low = s.low[v].min(s.low[w]);
                s.low.insert(v, low);
            } else if s.stack.contains(&w) {
                let low = s.low[v].min(s.index[w]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut circle = Vec::new();
            while let Some(w) = s.stack.pop() {
                circle.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if circle.len() > 1 {
                circle.sort();
                s.found.push(circle);
            }
        }
    }
    let mut s = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        found: Vec::new(),
    };
    for v in edges.keys() {
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.found
}

#[test]
fn no_module_of_the_app_imports_itself_round_a_circle() {
    let all = modules();
    assert!(
        all.contains_key("app::glux::table")
            && all.contains_key("app::state")
            && all.contains_key("ui::games"),
        "the scan finds the app"
    );
    let edges: BTreeMap<String, BTreeSet<String>> = all
        .iter()
        .map(|(n, s)| (n.clone(), imports(n, s, &all)))
        .collect();
    assert!(
        edges["app::state"].contains("app::games"),
        "the scan reads imports: {:?}",
        edges["app::state"]
    );
    let found = circles(&edges);
    assert!(
        found.is_empty(),
        "modules importing each other round a circle: {found:#?}"
    );
}

#[test]
fn no_module_of_an_engine_or_the_protocol_imports_itself_round_a_circle() {
    let all = modules_of(&["src/core", "src/glux", "src/glak", "src/remote"]);
    assert!(
        all.contains_key("glux::game")
            && all.contains_key("glak::game")
            && all.contains_key("remote::session"),
        "the scan finds the engines"
    );
    let edges: BTreeMap<String, BTreeSet<String>> = all
        .iter()
        .map(|(n, s)| (n.clone(), imports(n, s, &all)))
        .collect();
    assert!(
        edges["glux::view"].contains("glux::game"),
        "the scan reads imports: {:?}",
        edges["glux::view"]
    );
    let found = circles(&edges);
    assert!(
        found.is_empty(),
        "modules importing each other round a circle: {found:#?}"
    );
}

/// Whether a module is a game's own (its folder) or the enums at the top that name each game.
fn of_a_game(name: &str) -> bool {
    [
        "ui::glux",
        "ui::glak",
        "ui::games",
        "app::glux",
        "app::glak",
        "app::registry",
        "app::kind",
    ]
    .iter()
    .any(|g| name == *g || name.starts_with(&format!("{g}::")))
}

/// Whether a module is one of those at the top that name each game: the registries of the models
/// and the views, and the kinds.
fn at_the_top(name: &str) -> bool {
    name == "app::kind"
        || ["ui::games", "app::registry"]
            .iter()
            .any(|g| name == *g || name.starts_with(&format!("{g}::")))
}

/// No module is exempted: every feature goes through the seam (`app::game`, `ui::game`), each game's
/// part in its folder (games between devices, the review, the tutorial and the editor included).
#[test]
fn the_shell_knows_a_game_only_through_the_games_at_the_top() {
    let all = modules();
    let mut shell = Vec::new();
    for (name, source) in &all {
        if of_a_game(name) || name == "ui" || name == "app" {
            continue;
        }
        shell.push(name.clone());
        let game_folders: Vec<String> = imports(name, source, &all)
            .into_iter()
            .filter(|m| of_a_game(m) && !at_the_top(m))
            .collect();
        assert!(
            game_folders.is_empty(),
            "{name} imports a game's folder: {game_folders:?} (go through app::registry or ui::games)"
        );
        let code = code_of(source);
        for engine in ["crate::glux::", "crate::glak::"] {
            assert!(
                !code.contains(engine),
                "{name} names a game's engine ({engine}): a game's rules are its folder's"
            );
        }
    }
    for expected in [
        "ui::app",
        "ui::header",
        "ui::new_game",
        "app::seats",
        "app::screens",
        "app::bots",
        "app::state",
        "app::game",
        "app::devices",
        "ui::game",
        "ui::review::page",
        "ui::review::worker",
        "ui::tutorial",
        "ui::tutorial::frame",
        "ui::editor",
        "ui::editor::kit",
        "ui::custom_boards",
        "ui::files",
        "ui::storage",
        "ui::bot_worker",
        "ui::state",
        "ui::hooks",
        "app::games",
        "app::carrier",
        "app::carrier::model",
        "app::carrier::words",
        "app::bridge",
        "ui::remote",
        "ui::remote::panel",
        "ui::remote::host",
    ] {
        assert!(shell.contains(&expected.to_string()), "{expected} is checked");
    }
}

#[test]
fn the_import_finder_follows_braced_imports() {
    let mut all = BTreeMap::new();
    for m in ["ui::a", "ui::b", "ui::b::c", "ui::d", "ui::e"] {
        all.insert(m.to_string(), String::new());
    }
    let source = "use crate::ui::{a::X, b::{c::{self, Y}, Z as W}};\nuse super::{\n    d,\n};\nfn f() {}";
    let found = imports("ui::e", source, &all);
    let expected: BTreeSet<String> = ["ui::a", "ui::b", "ui::b::c", "ui::d"]
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(found, expected);
}

#[test]
fn the_circle_finder_finds_a_circle() {
    let mut all = BTreeMap::new();
    all.insert("ui::a".to_string(), "use super::b::X;".to_string());
    all.insert("ui::b".to_string(), "use crate::ui::c::Y;".to_string());
    all.insert("ui::c".to_string(), "fn f() { crate::ui::a::z(); }".to_string());
    all.insert("ui::d".to_string(), "use super::a::X;".to_string());
    let edges: BTreeMap<String, BTreeSet<String>> = all
        .iter()
        .map(|(n, s)| (n.clone(), imports(n, s, &all)))
        .collect();
    assert_eq!(
        circles(&edges),
        vec![vec!["ui::a".to_string(), "ui::b".into(), "ui::c".into()]]
    );
}

/// The longest a function may be without a reason written beside it (issue 39).
const LONG_FUNCTION: usize = 80;

/// The functions of a source (formatted by rustfmt, which closes a body at its `fn`'s indentation)
/// that are `LONG_FUNCTION` lines or more and have no reason beside them: a comment line starting
/// `// Long:` among the doc comment and attributes just above the `fn`. Each as `line: fn …`.
fn long_without_a_reason(source: &str) -> Vec<String> {
    let lines: Vec<&str> = source.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let code = line.trim_start();
        let indent = &line[..line.len() - code.len()];
        let mut rest = code;
        for word in [
            "pub(crate) ",
            "pub(super) ",
            "pub ",
            "const ",
            "async ",
            "unsafe ",
        ] {
            rest = rest.strip_prefix(word).unwrap_or(rest);
        }
        if !rest.starts_with("fn ") {
            continue;
        }
        // The body opens at the end of the signature, on the `fn`'s line or one at its indentation;
        // a declaration without a body ends with `;` there, a one-line function with `}`.
        let at_indent = |l: &str| {
            l.strip_prefix(indent)
                .is_some_and(|r| !r.is_empty() && !r.starts_with(char::is_whitespace))
        };
        let end_of_signature = lines[i..].iter().enumerate().find_map(|(k, l)| {
            let l = l.split(" //").next().unwrap_or(l).trim_end();
            let last = l.chars().last()?;
            ((k == 0 || at_indent(l)) && matches!(last, '{' | ';' | '}')).then_some((i + k, last))
        });
        let Some((open, '{')) = end_of_signature else {
            continue;
        };
        let close = format!("{indent}}}");
        let Some(end) = lines[open + 1..].iter().position(|l| l.trim_end() == close) else {
            continue;
        };
        let length = open + 1 + end - i + 1;
        let above = lines[..i]
            .iter()
            .rev()
            .take_while(|l| {
                let l = l.trim_start();
                l.starts_with("//") || l.starts_with("#[")
            })
            .any(|l| l.trim_start().starts_with("// Long:"));
        if length >= LONG_FUNCTION && !above {
            found.push(format!(
                "{}: {} ({length} lines)",
                i + 1,
                code.trim_end_matches(['{', ' '])
            ));
        }
    }
    found
}

#[test]
fn no_function_of_80_lines_or_more_is_without_a_reason_beside_it() {
    let mut found = Vec::new();
    for (module, source) in modules_of(&["src"]) {
        found.extend(
            long_without_a_reason(&source)
                .into_iter()
                .map(|f| format!("{module}:{f}")),
        );
    }
    assert!(
        found.is_empty(),
        "functions of {LONG_FUNCTION} lines or more with no `// Long:` reason above them:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_long_function_finder_finds_one() {
    let body = "    let x = 1;\n".repeat(LONG_FUNCTION);
    let long = format!("/// Doc.\npub fn long(\n    a: u8,\n) -> u8 {{\n{body}    x\n}}\n");
    assert_eq!(long_without_a_reason(&long).len(), 1, "{long}");
    let nested = format!("impl X {{\n    fn long(&self) {{\n{body}    }}\n\n    fn short(&self);\n}}\n");
    assert_eq!(
        long_without_a_reason(&nested),
        vec![format!("2: fn long(&self) ({} lines)", LONG_FUNCTION + 2)]
    );
    let reasoned =
        format!("/// Doc.\n// Long: one screen's markup, read top to bottom.\n#[must_use]\n{long}");
    assert!(long_without_a_reason(&reasoned).is_empty());
    let short = "fn short() -> u8 {\n    1\n}\n";
    assert!(long_without_a_reason(short).is_empty());
}
