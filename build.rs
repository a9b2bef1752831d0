//! The app's languages are the files in `src/locales/`: one file, `<code>.txt`, is one language
//! (docs/i18n/README.md). This writes their list for `src/i18n.rs`, so that adding a file adds the
//! language to the switch, to the browser-language detection and to the checks, with nothing else
//! to edit.

use std::path::Path;
use std::{env, fs};

fn main() {
    // The page's module and the pages' (the tutorial's, the review's, the editor's) are split into
    // parts loaded when first needed (`scripts/build-modules.sh`, `wasm-split-cli`), which reads the
    // linker's relocations: kept for those binaries only.
    if env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo::rustc-link-arg-bin=glux-app=--emit-relocs");
        println!("cargo::rustc-link-arg-bin=glux-pages=--emit-relocs");
    }
    let dir = Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("src/locales");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut languages: Vec<(String, String, String)> = Vec::new();
    for entry in fs::read_dir(&dir).expect("src/locales/ holds the languages") {
        let path = entry.expect("src/locales/ is readable").path();
        if path.extension().is_none_or(|x| x != "txt") {
            continue;
        }
        let code = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_owned();
        assert!(
            (2..=3).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_lowercase()),
            "{}: a language's file is named after its code (ISO 639-1, lower case): `pl.txt`",
            path.display()
        );
        let text = fs::read_to_string(&path).expect("a language's file is UTF-8");
        // Its sections, each heading on a line of its own, once, in this order (src/i18n.rs; the
        // web app's files are split at the same lines by scripts/locales.mjs).
        let headings: Vec<&str> = text.lines().filter(|line| line.starts_with('[')).collect();
        assert_eq!(
            headings,
            ["[pages]", "[tutorial]", "[manifest]"],
            "{}: its sections' headings, once each and in this order",
            path.display()
        );
        let name = text
            .lines()
            .find_map(|line| line.strip_prefix("lang.name = "))
            .unwrap_or_else(|| {
                panic!(
                    "{}: no `lang.name = ` line (the language's own name)",
                    path.display()
                )
            })
            .trim()
            .to_owned();
        languages.push((code, name, path.display().to_string()));
    }
    languages.sort();
    let english = languages
        .iter()
        .position(|(code, ..)| code == "en")
        .expect("src/locales/en.txt, the table every other is checked against");
    let list = |f: &dyn Fn(&(String, String, String)) -> String| {
        languages.iter().map(f).collect::<Vec<_>>().join(", ")
    };
    let (codes, names, sources) = (
        list(&|(c, ..)| format!("{c:?}")),
        list(&|(_, n, _)| format!("{n:?}")),
        list(&|(_, _, p)| format!("include_str!({p:?})")),
    );
    let count = languages.len();
    let out = format!(
        "/// How many languages there are: one per file in `src/locales/`.
pub const COUNT: usize = {count};
/// Each language's code (its file's name), in order.
pub const CODES: [&str; COUNT] = [{codes}];
/// Each language's name in itself (its `lang.name`).
pub const NAMES: [&str; COUNT] = [{names}];
/// English's place in the lists.
pub const ENGLISH: u8 = {english};
/// Each language's file, compiled in natively (the web app loads the part it shows).
#[cfg(not(target_arch = \"wasm32\"))]
pub const SOURCES: [&str; COUNT] = [{sources}];
"
    );
    let target = Path::new(&env::var("OUT_DIR").expect("cargo sets it")).join("languages.rs");
    fs::write(target, out).expect("OUT_DIR is writable");
}
