//! The app's words in English and German. Each language is a list of `key = text` lines in
//! `src/locales/<code>.txt`; a text may hold named placeholders such as `{name}`. Both lists must
//! have the same keys and the same placeholders per key (checked by `tests/it/i18n.rs`), and every key
//! the code asks for must be in them.
//!
//! Natively the lists are compiled in. The web app loads only the list of the language in use, as
//! a file beside the page (`locales/<code>.txt`), and [`install`]s it: a language costs the bundle
//! nothing until someone chooses it. Pure Rust, no web dependencies.

use std::fmt::Display;
use std::sync::OnceLock;

/// A language of the app.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Lang {
    /// English.
    En,
    /// German.
    De,
}

impl Lang {
    /// Every language, in the order the switch shows them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::De];

    /// The language's code (BCP 47), e.g. `de`.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
        }
    }

    /// The language for a code such as `de`, `de-AT` or `en-GB`.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first supported language in a list of preferred codes (the browser's `languages`),
    /// English if none is supported.
    #[must_use]
    pub fn preferred<'a>(codes: impl IntoIterator<Item = &'a str>) -> Lang {
        codes.into_iter().find_map(Lang::from_code).unwrap_or(Lang::En)
    }

    /// The list's source text, compiled in (natively only; the web app loads it, see [`install`]).
    #[cfg(not(target_arch = "wasm32"))]
    #[must_use]
    pub fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("locales/en.txt"),
            Lang::De => include_str!("locales/de.txt"),
        }
    }

    /// Where the web app finds the list, relative to the page.
    #[must_use]
    pub fn words_file(self) -> &'static str {
        match self {
            Lang::En => "locales/en.txt",
            Lang::De => "locales/de.txt",
        }
    }

    /// The source of the words of the pages opened on demand (the rules, the board editor),
    /// compiled in (natively only).
    #[cfg(not(target_arch = "wasm32"))]
    #[must_use]
    pub fn pages_source(self) -> &'static str {
        match self {
            Lang::En => include_str!("locales/pages/en.txt"),
            Lang::De => include_str!("locales/pages/de.txt"),
        }
    }

    /// Where the web app finds the pages' words, loaded when such a page is first opened.
    #[must_use]
    pub fn pages_file(self) -> &'static str {
        match self {
            Lang::En => "locales/pages/en.txt",
            Lang::De => "locales/pages/de.txt",
        }
    }

    /// The source of the tutorial's words (the "Learn to play" page's own words), compiled in
    /// (natively only).
    #[cfg(not(target_arch = "wasm32"))]
    #[must_use]
    pub fn tutorial_source(self) -> &'static str {
        match self {
            Lang::En => include_str!("locales/tutorial/en.txt"),
            Lang::De => include_str!("locales/tutorial/de.txt"),
        }
    }

    /// Where the tutorial's page finds its words, which it installs as its pages' words.
    #[must_use]
    pub fn tutorial_file(self) -> &'static str {
        match self {
            Lang::En => "locales/tutorial/en.txt",
            Lang::De => "locales/tutorial/de.txt",
        }
    }

    /// The words of this language.
    #[must_use]
    pub fn texts(self) -> Texts {
        Texts(self)
    }
}

/// A problem in a language's list of words.
#[derive(Debug, PartialEq, Eq)]
pub struct WordsError {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong.
    pub problem: String,
}

impl Display for WordsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.problem)
    }
}

/// Parses a list of words: `key = text` per line; blank lines and lines starting with `#` are skipped; a
/// `\n` in a text is a line break. Keys must be unique.
///
/// # Errors
/// A line without ` = `, an empty key or text, or a repeated key.
pub fn parse_words(source: &str) -> Result<Vec<(&str, String)>, WordsError> {
    let mut entries: Vec<(&str, String)> = Vec::new();
    for (i, line) in source.lines().enumerate() {
        let line = line.trim_end();
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let err = |problem: String| WordsError { line: i + 1, problem };
        let (key, text) = line
            .split_once(" = ")
            .ok_or_else(|| err("expected `key = text`".into()))?;
        let key = key.trim();
        if key.is_empty() || text.trim().is_empty() {
            return Err(err("empty key or text".into()));
        }
        if entries.iter().any(|(k, _)| *k == key) {
            return Err(err(format!("`{key}` appears twice")));
        }
        entries.push((key, text.replace("\\n", "\n")));
    }
    entries.sort_unstable_by(|a, b| a.0.cmp(b.0));
    Ok(entries)
}

/// The placeholders of a text, e.g. `["name", "pips"]` for `{name} plays {pips}`.
#[must_use]
pub fn placeholders(text: &str) -> Vec<&str> {
    let mut found: Vec<&str> = text
        .split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
        .collect();
    found.sort_unstable();
    found.dedup();
    found
}

type Words = Vec<(&'static str, String)>;

static WORDS: [OnceLock<Words>; 2] = [OnceLock::new(), OnceLock::new()];
/// The pages' words ([`Lang::pages_file`]): looked in when a key is not in the language's list.
static PAGES: [OnceLock<Words>; 2] = [OnceLock::new(), OnceLock::new()];

/// Makes a language's list of words (its source text) the one its [`Texts`] read. The first list installed
/// for a language stays.
///
/// # Errors
/// The list does not parse.
pub fn install(lang: Lang, source: String) -> Result<(), WordsError> {
    let source: &'static str = Box::leak(source.into_boxed_str());
    let words = parse_words(source)?;
    let _ = WORDS[lang as usize].set(words);
    Ok(())
}

/// Adds the words of the pages opened on demand (the rules, the board editor) to a language.
///
/// # Errors
/// The list does not parse.
pub fn install_pages(lang: Lang, source: String) -> Result<(), WordsError> {
    let source: &'static str = Box::leak(source.into_boxed_str());
    let words = parse_words(source)?;
    let _ = PAGES[lang as usize].set(words);
    Ok(())
}

/// Whether a language's pages' words are ready.
#[must_use]
pub fn pages_installed(lang: Lang) -> bool {
    cfg!(not(target_arch = "wasm32")) || PAGES[lang as usize].get().is_some()
}

fn pages(lang: Lang) -> &'static [(&'static str, String)] {
    #[cfg(not(target_arch = "wasm32"))]
    return PAGES[lang as usize].get_or_init(|| parse_words(lang.pages_source()).unwrap_or_default());
    #[cfg(target_arch = "wasm32")]
    return PAGES[lang as usize].get().map_or(&[], Vec::as_slice);
}

/// Whether a language's words are ready.
#[must_use]
pub fn installed(lang: Lang) -> bool {
    cfg!(not(target_arch = "wasm32")) || WORDS[lang as usize].get().is_some()
}

fn words(lang: Lang) -> &'static [(&'static str, String)] {
    #[cfg(not(target_arch = "wasm32"))]
    return WORDS[lang as usize].get_or_init(|| parse_words(lang.source()).unwrap_or_default());
    #[cfg(target_arch = "wasm32")]
    return WORDS[lang as usize].get().map_or(&[], Vec::as_slice);
}

/// The words of one language. Cheap to copy and compare; the lists are parsed on first use.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Texts(pub Lang);

impl Texts {
    /// The language.
    #[must_use]
    pub fn lang(self) -> Lang {
        self.0
    }

    /// The text for a key. A key missing from the list shows as itself, so it is noticed (and
    /// `tests/it/i18n.rs` fails).
    #[must_use]
    pub fn get(self, key: &'static str) -> &'static str {
        [words(self.0), pages(self.0)]
            .into_iter()
            .find_map(|words| {
                let i = words.binary_search_by(|(k, _)| (*k).cmp(key)).ok()?;
                Some(words[i].1.as_str())
            })
            .unwrap_or(key)
    }

    /// The text for a key with its placeholders filled: `args` are `(name, value)` pairs.
    #[must_use]
    pub fn fill(self, key: &'static str, args: &[(&str, &dyn Display)]) -> String {
        let mut out = String::new();
        let mut rest = self.get(key);
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            match after.split_once('}') {
                Some((name, tail)) => {
                    match args.iter().find(|(n, _)| *n == name) {
                        Some((_, value)) => out.push_str(&value.to_string()),
                        None => {
                            out.push('{');
                            out.push_str(name);
                            out.push('}');
                        }
                    }
                    rest = tail;
                }
                None => {
                    out.push('{');
                    rest = after;
                }
            }
        }
        out.push_str(rest);
        out
    }
}
