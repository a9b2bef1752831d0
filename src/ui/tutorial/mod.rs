//! "Learn to play" (`tutorial.html`, issue 28): an interactive lesson for each game, in its part of
//! the pages' wasm module (`glux-pages`, which it shares with the review's page and the board
//! editor's), loaded only when a player opens the page, so the game's page stays within its size
//! budget. The lessons themselves are engine data (`glux::lessons`, `glak::lessons`); this page
//! shows each step on a real board, checks every click with the engine, keeps the learner's
//! progress in the browser, and ends with a link to a first game against Easy.

pub mod frame;

use super::games::lesson;
use super::language::{apply_lang, initial_lang, language_switch, load};
use crate::app::kind::GameKind;
use crate::i18n::{Lang, Texts};
use crate::ui::context::provide_words;
use crate::ui::modules::{say_not_loaded, start_page};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Where the learner's progress is kept: `glux=<step>;glak=<step>`, the step each lesson is at
/// (its length when finished).
pub const PROGRESS_KEY: &str = "glux.tutorial.v1";

/// The saved progress: each game's lesson's step (its length when finished), kept as
/// `glux=<step>;glak=<step>`. Anything unreadable counts as not begun, so a damaged value starts
/// the lessons over rather than breaking the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Progress([usize; GameKind::ALL.len()]);

/// The index of a game's lesson in [`Progress`].
fn index(game: GameKind) -> usize {
    GameKind::ALL.iter().position(|&g| g == game).unwrap_or(0)
}

impl Progress {
    /// Reads a saved value; unknown parts and numbers beyond a lesson's end are ignored.
    #[must_use]
    pub fn parse(text: &str) -> Progress {
        let mut progress = Progress::default();
        for part in text.split(';') {
            let Some((id, step)) = part.split_once('=') else {
                continue;
            };
            let (Some(game), Ok(step)) = (GameKind::from_id(id.trim()), step.trim().parse::<usize>()) else {
                continue;
            };
            if step <= lesson(game).steps() {
                progress.set(game, step);
            }
        }
        progress
    }

    /// The text kept in the browser.
    #[must_use]
    pub fn text(self) -> String {
        GameKind::ALL
            .iter()
            .map(|&game| format!("{}={}", game.id(), self.of(game)))
            .collect::<Vec<_>>()
            .join(";")
    }

    /// A lesson's step (its length when finished).
    #[must_use]
    pub fn of(self, game: GameKind) -> usize {
        self.0[index(game)]
    }

    fn set(&mut self, game: GameKind, step: usize) {
        self.0[index(game)] = step.min(lesson(game).steps());
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn load_progress() -> Progress {
    storage()
        .and_then(|s| s.get_item(PROGRESS_KEY).ok().flatten())
        .map(|text| Progress::parse(&text))
        .unwrap_or_default()
}

fn save_progress(progress: Progress) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(PROGRESS_KEY, &progress.text());
    }
}

/// The lesson the address names (`#glux`, `#glak`), if any.
fn lesson_in_address() -> Option<GameKind> {
    let hash = web_sys::window()?.location().hash().ok()?;
    GameKind::from_id(hash.trim_start_matches('#'))
}

fn set_address(lesson: Option<GameKind>) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().set_hash(lesson.map_or("", GameKind::id));
    }
}

/// The end of a lesson: the first game against Easy, the lesson again, the next game's lesson.
fn done_view(t: Texts, game: GameKind, on_step: Callback<usize>, choose: Callback<Option<GameKind>>) -> Html {
    let next = GameKind::ALL[(index(game) + 1) % GameKind::ALL.len()];
    let again = on_step.reform(|_: MouseEvent| 0);
    let to_other = choose.reform(move |_: MouseEvent| Some(next));
    html! {
        <section class="lesson-done panel" data-tutorial-done={game.id()} aria-labelledby="done-title">
            <h2 id="done-title" tabindex="-1">{ t.get("tutorial.done-title") }</h2>
            <p>{ t.get(lesson(game).done_key()) }</p>
            <p class="play-first">
                <a class="button primary" href={format!("./?new={}&vs=easy", game.id())} data-action="tutorial-play">{ t.get("tutorial.play") }</a>
            </p>
            <div class="lesson-nav">
                <button type="button" data-action="tutorial-again" onclick={again}>{ t.get("tutorial.again") }</button>
                <button type="button" data-action="tutorial-other" onclick={to_other}>{ t.get(lesson(next).invite_key()) }</button>
            </div>
        </section>
    }
}

/// The choice of lesson, each with how far the learner got.
fn chooser(
    t: Texts,
    progress: Progress,
    choose: &Callback<Option<GameKind>>,
    restart: &Callback<GameKind>,
) -> Html {
    let cards = GameKind::ALL.map(|game| {
        let at = progress.of(game);
        let count = lesson(game).steps();
        let label = if at == 0 {
            t.get("tutorial.start").to_string()
        } else if at >= count {
            t.get("tutorial.finished").to_string()
        } else {
            t.fill("tutorial.resume", &[("k", &(at + 1)), ("n", &count)])
        };
        let onclick = choose.reform(move |_: MouseEvent| Some(game));
        let over = restart.reform(move |_: MouseEvent| game);
        html! {
            <li class="lesson-card panel">
                <h3>{ game.name(t) }</h3>
                <p>{ t.get(lesson(game).line_key()) }</p>
                <p class="hint">{ t.fill("tutorial.steps", &[("n", &count)]) }</p>
                <div class="lesson-nav">
                    <button type="button" class="primary" data-tutorial={game.id()} {onclick}>{ label }</button>
                    if at > 0 {
                        <button type="button" data-action="tutorial-restart" data-lesson={game.id()} onclick={over}>{ t.get("tutorial.start-over") }</button>
                    }
                </div>
            </li>
        }
    });
    html! {
        <section class="chooser" aria-labelledby="choose-title">
            <p class="hint">{ t.get("tutorial.intro") }</p>
            <h2 id="choose-title">{ t.get("tutorial.choose") }</h2>
            <ul class="lesson-cards">{ for cards }</ul>
        </section>
    }
}

/// Loads the page's words: the app's table, and the tutorial's own as the pages' table.
///
/// # Errors
/// What went wrong loading either.
pub async fn load_words(lang: Lang) -> Result<(), String> {
    load(lang).await?;
    if crate::i18n::pages_installed(lang) {
        return Ok(());
    }
    let file = lang.tutorial_file();
    let text = super::language::fetch_text(&file).await?;
    crate::i18n::install_pages(lang, text).map_err(|e| format!("{file}: {e}"))
}

/// The value of `<html data-page>` on the tutorial's page (`static/tutorial.html`).
pub const PAGE: &str = "tutorial";

/// Starts the tutorial's page (its part of the pages' module has just been loaded): its words (the
/// app's and the tutorial's; the page's start script has asked for them), then the lessons.
pub fn start() {
    start_page::<Tutorial>(PAGE, load_words(initial_lang()), |problem| {
        format!(
            "The tutorial could not load its words ({problem}). Please reload the page. — \
             Das Tutorial konnte seine Texte nicht laden ({problem}). Bitte lade die Seite neu."
        )
    });
}

/// The tutorial's page when its code could not be downloaded: says so in the language in use (the
/// app's words), or in English and German if they cannot be loaded either.
pub async fn not_loaded() {
    say_not_loaded(
        PAGE,
        |t| t.get("tutorial.failed"),
        "The lessons (Learn to play) could not be loaded: check the connection, then reload the page. — \
         Die Lektionen (Spielen lernen) konnten nicht geladen werden: Prüfe die Verbindung und lade \
         die Seite dann neu.",
    )
    .await;
}

/// The page: its header (back to the game, the language), the choice of lesson, and the lesson.
#[function_component(Tutorial)]
// Long: the tutorial page's root: its hooks (which Yew requires at the top of the component) and
// its markup.
pub fn tutorial() -> Html {
    let lang = use_state(initial_lang);
    let t = Texts(*lang);
    let lesson = use_state(lesson_in_address);
    let progress = use_state(load_progress);
    {
        let lang = *lang;
        use_effect_with(lang, move |&lang| {
            apply_lang(lang, false);
            if let Some(document) = web_sys::window().and_then(|w| w.document()) {
                document.set_title(&format!("{} · Glüx · GLAK", Texts(lang).get("tutorial.title")));
            }
        });
    }
    {
        // The address names the lesson (`#glux`, `#glak`): the history can change it.
        let lesson = lesson.clone();
        use_effect_with((), move |()| {
            let listener =
                wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || lesson.set(lesson_in_address()));
            let window = web_sys::window();
            if let Some(window) = &window {
                let _ =
                    window.add_event_listener_with_callback("hashchange", listener.as_ref().unchecked_ref());
            }
            move || {
                if let Some(window) = window {
                    let _ = window
                        .remove_event_listener_with_callback("hashchange", listener.as_ref().unchecked_ref());
                }
            }
        });
    }
    // A new step, or the end of a lesson: the focus goes to its text, so a screen reader and the
    // keyboard start there.
    let current = (*lesson).map(|l| (l, progress.of(l)));
    use_effect_with(current, |current| {
        if current.is_some()
            && let Some(el) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector("#done-title, #lesson-progress").ok().flatten())
                .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = el.set_attribute("tabindex", "-1");
            let _ = el.focus();
        }
    });
    let choose = {
        let lesson = lesson.clone();
        Callback::from(move |chosen: Option<GameKind>| {
            set_address(chosen);
            lesson.set(chosen);
        })
    };
    let restart = {
        let (progress, choose) = (progress.clone(), choose.clone());
        Callback::from(move |chosen: GameKind| {
            let mut next = *progress;
            next.set(chosen, 0);
            save_progress(next);
            progress.set(next);
            choose.emit(Some(chosen));
        })
    };
    let body = match *lesson {
        None => chooser(t, *progress, &choose, &restart),
        Some(chosen) => {
            let on_step = {
                let progress = progress.clone();
                Callback::from(move |step: usize| {
                    let mut next = *progress;
                    next.set(chosen, step);
                    save_progress(next);
                    progress.set(next);
                })
            };
            let step = progress.of(chosen);
            if step >= super::games::lesson(chosen).steps() {
                done_view(t, chosen, on_step, choose.clone())
            } else {
                super::games::lesson(chosen).view(step, on_step)
            }
        }
    };
    let to_lessons = choose.reform(|_: MouseEvent| None);
    provide_words(
        t,
        html! {
            <>
                <header class="app-header tutorial-header">
                    <h1>{ t.get("tutorial.title") }{ (*lesson).map(|game| format!(" · {}", game.name(t))).unwrap_or_default() }</h1>
                    <nav class="tutorial-nav">
                        if lesson.is_some() {
                            <button type="button" class="link" data-action="tutorial-lessons" onclick={to_lessons}>{ t.get("tutorial.lessons") }</button>
                        }
                        <a href="./" class="back-link" data-action="back-to-app">{ t.get("tutorial.back-to-app") }</a>
                        { language_switch(t, &lang, load_words) }
                    </nav>
                </header>
                <main class="tutorial">{ body }</main>
            </>
        },
    )
}
