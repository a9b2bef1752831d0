//! The app's words, in every language the app speaks. A language is one file,
//! `src/locales/<code>.txt`: adding the file adds the language (the build lists them, `build.rs`;
//! docs/i18n/README.md). Each file is lines of `key = text`; a text may hold named placeholders
//! such as `{name}`, and a text with `{count}` may have plural forms (`key|one`, `key|few`,
//! `key|many`, see [`Plural`]). Every file has the same keys and the same placeholders per key as
//! English's (checked by `tests/it/i18n.rs`), and every key the code asks for is in them.
//!
//! A file has sections, each served as a file of its own so that a page loads only what it shows
//! (scripts/locales.mjs): the app's words first; `[pages]`, the pages opened on demand (the rules,
//! the board editor, the review, games between devices); `[tutorial]`, the tutorial's page;
//! `[manifest]`, the installed app's name (the build writes it into a manifest per language).
//!
//! Natively the files are compiled in. The web app loads only the words of the language in use, as
//! a file beside the page (`locales/<code>.txt`), and [`install`]s them: a language costs the bundle
//! nothing until someone chooses it. Pure Rust, no web dependencies.

use std::fmt::Display;
use std::sync::OnceLock;

/// The languages, one per file in `src/locales/` (written by `build.rs`).
mod languages {
    include!(concat!(env!("OUT_DIR"), "/languages.rs"));
}

/// A language of the app: one of the files in `src/locales/`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lang(u8);

impl std::fmt::Debug for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Lang({})", self.code())
    }
}

/// A section of a language's file.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Section {
    /// The app's words, which the game's page loads at start (`locales/<code>.txt`).
    App,
    /// The pages opened on demand: the rules, the board editor, the review, games between devices
    /// (`locales/pages/<code>.txt`).
    Pages,
    /// The tutorial's page (`locales/tutorial/<code>.txt`).
    Tutorial,
    /// The installed app's name, description and shortcuts (`manifest-<code>.webmanifest`).
    Manifest,
}

impl Section {
    /// Every section, in the order a language's file has them.
    pub const ALL: [Section; 4] = [Section::App, Section::Pages, Section::Tutorial, Section::Manifest];

    /// The line that starts the section in a language's file (none for the app's words, which come first).
    #[must_use]
    pub fn heading(self) -> Option<&'static str> {
        match self {
            Section::App => None,
            Section::Pages => Some("[pages]"),
            Section::Tutorial => Some("[tutorial]"),
            Section::Manifest => Some("[manifest]"),
        }
    }
}

/// The part of a language's file under a section's heading (the app's words: up to the first heading).
#[must_use]
pub fn section(source: &str, section: Section) -> &str {
    let start = match section.heading() {
        None => 0,
        Some(heading) => match source
            .match_indices(heading)
            .find(|(i, _)| *i == 0 || source[..*i].ends_with('\n'))
        {
            Some((i, _)) => i + heading.len(),
            None => return "",
        },
    };
    let rest = &source[start..];
    let end = Section::ALL
        .iter()
        .filter_map(|s| s.heading())
        .filter_map(|h| rest.find(&format!("\n{h}")))
        .min()
        .map_or(rest.len(), |i| i + 1);
    &rest[..end]
}

/// The plural category of a whole number, as CLDR names them. A text with `{count}` gives its
/// forms as `key|one`, `key|few`, `key|many`; the plain `key` is the form for every other number
/// (CLDR's `other`) and for a category the table does not give.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Plural {
    /// `one`: 1 in English; 0 and 1 in French.
    One,
    /// `few`: in Polish 2–4, 22–24, … (not 12–14).
    Few,
    /// `many`: in Polish 0, 5–21, 25–31, …
    Many,
    /// `other`: the plain text.
    Other,
}

impl Plural {
    /// The suffix of the form's key (`|one`), none for `other`.
    #[must_use]
    pub fn suffix(self) -> Option<&'static str> {
        match self {
            Plural::One => Some("one"),
            Plural::Few => Some("few"),
            Plural::Many => Some("many"),
            Plural::Other => None,
        }
    }

    /// The category for a suffix (`one`).
    #[must_use]
    pub fn from_suffix(suffix: &str) -> Option<Plural> {
        [Plural::One, Plural::Few, Plural::Many]
            .into_iter()
            .find(|p| p.suffix() == Some(suffix))
    }
}

/// How a language's whole numbers fall into CLDR's plural categories: CLDR's rules for integers
/// (<https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html>), left out
/// what the app never counts: fractions, and the `many` of French, Spanish, Italian, Portuguese and
/// Catalan for exact millions (a million chips, characters or territories takes the plain text).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PluralRule {
    /// `one` for 1 (English, German, Dutch, Spanish, Italian, the Nordic languages, ...).
    OneIsOne,
    /// `one` for 0 and 1 (French, Brazilian Portuguese, Armenian).
    ZeroAndOneAreOne,
    /// No forms: one text for every number (Japanese, Chinese, Korean, ...).
    NoForms,
    /// Polish: `one` for 1; `few` for 2–4, 22–24, … but not 12–14; `many` for the rest.
    Polish,
    /// Czech and Slovak: `one` for 1, `few` for 2–4.
    CzechSlovak,
    /// Russian, Ukrainian, Belarusian: `one` for 1, 21, 31, … but not 11; `few` as Polish; `many` for
    /// the rest.
    EastSlavic,
}

impl PluralRule {
    /// The rule of a language (its code), if it is one of those named here.
    #[must_use]
    pub fn for_code(code: &str) -> Option<PluralRule> {
        Some(match code {
            "en" | "de" | "nl" | "es" | "it" | "ca" | "sv" | "da" | "nb" | "nn" | "no" | "fi" | "et"
            | "el" | "hu" | "tr" | "bg" => PluralRule::OneIsOne,
            "fr" | "pt" | "hy" => PluralRule::ZeroAndOneAreOne,
            "ja" | "ko" | "zh" | "vi" | "th" | "id" | "ms" => PluralRule::NoForms,
            "pl" => PluralRule::Polish,
            "cs" | "sk" => PluralRule::CzechSlovak,
            "ru" | "uk" | "be" => PluralRule::EastSlavic,
            _ => return None,
        })
    }

    /// The category of a whole number.
    #[must_use]
    pub fn category(self, n: u64) -> Plural {
        let (units, tens) = (n % 10, n % 100);
        let few = (2..=4).contains(&units) && !(12..=14).contains(&tens);
        match self {
            PluralRule::OneIsOne if n == 1 => Plural::One,
            PluralRule::ZeroAndOneAreOne if n <= 1 => Plural::One,
            PluralRule::Polish if n == 1 => Plural::One,
            PluralRule::Polish if few => Plural::Few,
            PluralRule::Polish => Plural::Many,
            PluralRule::CzechSlovak if n == 1 => Plural::One,
            PluralRule::CzechSlovak if (2..=4).contains(&n) => Plural::Few,
            PluralRule::EastSlavic if units == 1 && tens != 11 => Plural::One,
            PluralRule::EastSlavic if few => Plural::Few,
            PluralRule::EastSlavic => Plural::Many,
            _ => Plural::Other,
        }
    }
}

impl Lang {
    /// English, the language every other table is checked against and the one the app falls back to.
    pub const EN: Lang = Lang(languages::ENGLISH);

    /// Every language, in the order the menu shows them (by code).
    pub fn all() -> impl Iterator<Item = Lang> + Clone {
        (0..languages::COUNT).map(|i| Lang(u8::try_from(i).expect("fewer than 256 languages")))
    }

    /// The language's code (BCP 47), e.g. `de`: its file's name.
    #[must_use]
    pub fn code(self) -> &'static str {
        languages::CODES[usize::from(self.0)]
    }

    /// The language's name in itself ("Polski"), as its menu shows it.
    #[must_use]
    pub fn name(self) -> &'static str {
        languages::NAMES[usize::from(self.0)]
    }

    /// The language for a code such as `de`, `de-AT` or `en-GB`.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::all().find(|l| l.code() == primary)
    }

    /// The first supported language in a list of preferred codes (the browser's `languages`),
    /// English if none is supported.
    #[must_use]
    pub fn preferred<'a>(codes: impl IntoIterator<Item = &'a str>) -> Lang {
        codes.into_iter().find_map(Lang::from_code).unwrap_or(Lang::EN)
    }

    /// The plural category of a whole number in this language ([`PluralRule`]); a language with no
    /// rule named there (`tests/it/i18n.rs` allows none) counts as English does.
    #[must_use]
    pub fn plural(self, n: u64) -> Plural {
        self.plural_rule().unwrap_or(PluralRule::OneIsOne).category(n)
    }

    /// How this language's whole numbers fall into plural categories, if its rule is known.
    #[must_use]
    pub fn plural_rule(self) -> Option<PluralRule> {
        PluralRule::for_code(self.code())
    }

    /// The categories besides `other` that this language's whole numbers fall into: the forms a
    /// counted text must give.
    #[must_use]
    pub fn plural_forms(self) -> Vec<Plural> {
        let mut forms: Vec<Plural> = (0..1000)
            .map(|n| self.plural(n))
            .filter(|p| *p != Plural::Other)
            .collect();
        forms.sort_unstable();
        forms.dedup();
        forms
    }

    /// The language's whole file, compiled in (natively only; the web app loads a section, see
    /// [`install`]).
    #[cfg(not(target_arch = "wasm32"))]
    #[must_use]
    pub fn file_source(self) -> &'static str {
        languages::SOURCES[usize::from(self.0)]
    }

    /// The app's words, compiled in (natively only).
    #[cfg(not(target_arch = "wasm32"))]
    #[must_use]
    pub fn source(self) -> &'static str {
        section(self.file_source(), Section::App)
    }

    /// Where the web app finds its words, relative to the page.
    #[must_use]
    pub fn words_file(self) -> String {
        format!("locales/{}.txt", self.code())
    }

    /// The words of the pages opened on demand (the rules, the board editor), compiled in (natively
    /// only).
    #[cfg(not(target_arch = "wasm32"))]
    #[must_use]
    pub fn pages_source(self) -> &'static str {
        section(self.file_source(), Section::Pages)
    }

    /// Where the web app finds the pages' words, loaded when such a page is first opened.
    #[must_use]
    pub fn pages_file(self) -> String {
        format!("locales/pages/{}.txt", self.code())
    }

    /// The tutorial's words (the "Learn to play" page's own words), compiled in (natively only).
    #[cfg(not(target_arch = "wasm32"))]
    #[must_use]
    pub fn tutorial_source(self) -> &'static str {
        section(self.file_source(), Section::Tutorial)
    }

    /// Where the tutorial's page finds its words, which it installs as its pages' words.
    #[must_use]
    pub fn tutorial_file(self) -> String {
        format!("locales/tutorial/{}.txt", self.code())
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

static WORDS: [OnceLock<Words>; languages::COUNT] = [const { OnceLock::new() }; languages::COUNT];
/// The pages' words ([`Lang::pages_file`]): looked in when a key is not in the language's list.
static PAGES: [OnceLock<Words>; languages::COUNT] = [const { OnceLock::new() }; languages::COUNT];

/// Makes a language's list of words (its source text) the one its [`Texts`] read. The first list installed
/// for a language stays.
///
/// # Errors
/// The list does not parse.
pub fn install(lang: Lang, source: String) -> Result<(), WordsError> {
    let source: &'static str = Box::leak(source.into_boxed_str());
    let words = parse_words(source)?;
    let _ = WORDS[usize::from(lang.0)].set(words);
    Ok(())
}

/// Adds the words of the pages opened on demand (the rules, the board editor) to a language.
///
/// # Errors
/// The list does not parse.
pub fn install_pages(lang: Lang, source: String) -> Result<(), WordsError> {
    let source: &'static str = Box::leak(source.into_boxed_str());
    let words = parse_words(source)?;
    let _ = PAGES[usize::from(lang.0)].set(words);
    Ok(())
}

/// Whether a language's pages' words are ready.
#[must_use]
pub fn pages_installed(lang: Lang) -> bool {
    cfg!(not(target_arch = "wasm32")) || PAGES[usize::from(lang.0)].get().is_some()
}

fn pages(lang: Lang) -> &'static [(&'static str, String)] {
    #[cfg(not(target_arch = "wasm32"))]
    return PAGES[usize::from(lang.0)].get_or_init(|| parse_words(lang.pages_source()).unwrap_or_default());
    #[cfg(target_arch = "wasm32")]
    return PAGES[usize::from(lang.0)].get().map_or(&[], Vec::as_slice);
}

/// Whether a language's words are ready.
#[must_use]
pub fn installed(lang: Lang) -> bool {
    cfg!(not(target_arch = "wasm32")) || WORDS[usize::from(lang.0)].get().is_some()
}

fn words(lang: Lang) -> &'static [(&'static str, String)] {
    #[cfg(not(target_arch = "wasm32"))]
    return WORDS[usize::from(lang.0)].get_or_init(|| parse_words(lang.source()).unwrap_or_default());
    #[cfg(target_arch = "wasm32")]
    return WORDS[usize::from(lang.0)].get().map_or(&[], Vec::as_slice);
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
        self.lookup(key).unwrap_or(key)
    }

    fn lookup(self, key: &str) -> Option<&'static str> {
        [words(self.0), pages(self.0)].into_iter().find_map(|words| {
            let i = words.binary_search_by(|(k, _)| (*k).cmp(key)).ok()?;
            Some(words[i].1.as_str())
        })
    }

    /// The text for a key with its placeholders filled: `args` are `(name, value)` pairs. Where a
    /// `count` is a whole number, the text is its plural form (`key|one`, …) if the table gives it.
    #[must_use]
    pub fn fill(self, key: &'static str, args: &[(&str, &dyn Display)]) -> String {
        let form = args
            .iter()
            .find(|(name, _)| *name == "count")
            .and_then(|(_, count)| count.to_string().parse::<u64>().ok())
            .and_then(|count| self.0.plural(count).suffix())
            .and_then(|suffix| self.lookup(&format!("{key}|{suffix}")));
        let mut out = String::new();
        let mut rest = form.unwrap_or_else(|| self.get(key));
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
