//! "Learn to play" (`tutorial.html`, issue 28): an interactive lesson for each game, in a wasm module
//! of its own (`glux-tutorial`, loaded only when a player opens the page, as the board editor is),
//! so the game's page stays within its size budget. The lessons themselves are engine data
//! (`glux::lessons`, `glak::lessons`); this page shows each step on a real board, checks every click
//! with the engine, keeps the learner's progress in the browser, and ends with a link to a first
//! game against Easy.

pub mod glak;
pub mod glux;

use super::language::{apply_lang, initial_lang, language_switch, load};
use crate::i18n::{Lang, Texts};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Where the learner's progress is kept: `glux=<step>;glak=<step>`, the step each lesson is at
/// (its length when finished).
pub const PROGRESS_KEY: &str = "glux.tutorial.v1";

/// A lesson of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lesson {
    /// Glüx.
    Glux,
    /// GLAK.
    Glak,
}

impl Lesson {
    /// Both, in the order the page offers them.
    pub const ALL: [Lesson; 2] = [Lesson::Glux, Lesson::Glak];

    /// Its id in the address, the hooks and the saved progress.
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Lesson::Glux => "glux",
            Lesson::Glak => "glak",
        }
    }

    fn from_id(id: &str) -> Option<Lesson> {
        Lesson::ALL.into_iter().find(|l| l.id() == id)
    }

    /// Its number of steps.
    #[must_use]
    pub fn steps(self) -> usize {
        match self {
            Lesson::Glux => crate::glux::lessons::STEPS.len(),
            Lesson::Glak => crate::glak::lessons::STEPS.len(),
        }
    }

    fn name(self, t: Texts) -> &'static str {
        t.get(match self {
            Lesson::Glux => "game.glux",
            Lesson::Glak => "game.glak",
        })
    }

    fn line(self, t: Texts) -> &'static str {
        t.get(match self {
            Lesson::Glux => "tutorial.glux-line",
            Lesson::Glak => "tutorial.glak-line",
        })
    }
}

/// The saved progress: each lesson's step. Anything unreadable counts as not begun, so a damaged
/// value starts the lessons over rather than breaking the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Progress {
    glux: usize,
    glak: usize,
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
            let (Some(lesson), Ok(step)) = (Lesson::from_id(id.trim()), step.trim().parse::<usize>()) else {
                continue;
            };
            if step <= lesson.steps() {
                progress.set(lesson, step);
            }
        }
        progress
    }

    /// The text kept in the browser.
    #[must_use]
    pub fn text(self) -> String {
        format!("glux={};glak={}", self.glux, self.glak)
    }

    /// A lesson's step (its length when finished).
    #[must_use]
    pub fn of(self, lesson: Lesson) -> usize {
        match lesson {
            Lesson::Glux => self.glux,
            Lesson::Glak => self.glak,
        }
    }

    fn set(&mut self, lesson: Lesson, step: usize) {
        let step = step.min(lesson.steps());
        match lesson {
            Lesson::Glux => self.glux = step,
            Lesson::Glak => self.glak = step,
        }
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
fn lesson_in_address() -> Option<Lesson> {
    let hash = web_sys::window()?.location().hash().ok()?;
    Lesson::from_id(hash.trim_start_matches('#'))
}

fn set_address(lesson: Option<Lesson>) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().set_hash(lesson.map_or("", Lesson::id));
    }
}

/// What a lesson's view is given.
#[derive(Properties, PartialEq, Clone)]
pub struct LessonProps {
    /// The words.
    pub t: Texts,
    /// The step shown.
    pub step: usize,
    /// Go to a step (the lesson's length: finished).
    pub on_step: Callback<usize>,
}

/// The parts of a step's screen a lesson fills in ([`frame`]).
pub struct Frame {
    /// The words.
    pub t: Texts,
    /// Which lesson.
    pub lesson: Lesson,
    /// The step shown.
    pub step: usize,
    /// The step's name (`data-step-name`; the `data-tutorial-step` hook is its number, from 1).
    pub key: &'static str,
    /// The step's text.
    pub text: String,
    /// What the step shows once done (a text, a scoring), if it is done.
    pub outcome: Option<Html>,
    /// Why the last click was not the step's.
    pub hint: Option<String>,
    /// Whether the step waits for Next (it only explains, or it is done).
    pub next: bool,
    /// The hand, the turn: what the learner plays with beside the board.
    pub side: Html,
    /// The board.
    pub board: Html,
    /// Where the board is drawn, for its targets to be marked ([`use_targets`]).
    pub board_ref: NodeRef,
    /// Go to a step.
    pub on_step: Callback<usize>,
    /// CSS custom properties for the seats' colours.
    pub colours: String,
}

/// One step's screen: the progress, the text (a live region) and the hint; the board; what the
/// learner plays with and the controls (beneath the board on a phone, beside it on a wide screen).
pub fn frame(f: Frame) -> Html {
    let Frame {
        t,
        lesson,
        step,
        key,
        text,
        outcome,
        hint,
        next,
        side,
        board,
        board_ref,
        on_step,
        colours,
    } = f;
    let count = lesson.steps();
    let back = on_step.reform(move |_: MouseEvent| step.saturating_sub(1));
    let forward = on_step.reform(move |_: MouseEvent| step + 1);
    let percent = (step * 100) / count.max(1);
    html! {
        <section class="lesson" data-lesson={lesson.id()} style={colours}>
            <div class="lesson-text panel">
                <p class="lesson-progress" id="lesson-progress">{ t.fill("tutorial.progress", &[("k", &(step + 1)), ("n", &count)]) }</p>
                <div class="progress-bar" aria-hidden="true"><span style={format!("width: {percent}%")} /></div>
                <div class="step-text" aria-live="polite" aria-atomic="true" data-tutorial-step={(step + 1).to_string()} data-step-name={key}>
                    <p>{ text }</p>
                    if let Some(outcome) = outcome {
                        <div class="step-outcome" data-tutorial-outcome="">{ outcome }</div>
                    }
                </div>
                if let Some(hint) = hint {
                    <p class="tutorial-hint" role="alert" data-tutorial-hint="">{ hint }</p>
                }
            </div>
            <div class="lesson-board" role="region" aria-label={t.get("tutorial.board-label")} ref={board_ref}>{ board }</div>
            <div class="lesson-side panel">
                { side }
                <div class="lesson-nav">
                    <button type="button" data-action="tutorial-back" disabled={step == 0} onclick={back}>{ t.get("tutorial.back") }</button>
                    if next {
                        <button type="button" class="primary" data-action="tutorial-next" onclick={forward.clone()}>{ t.get("tutorial.next") }</button>
                    }
                    <button type="button" data-action="tutorial-skip" onclick={forward}>{ t.get("tutorial.skip") }</button>
                </div>
            </div>
        </section>
    }
}

/// Marks the elements the learner is asked to click (`data-tutorial-target`), found by the
/// selectors in the lesson's board, after every drawing of the board: the boards are the games' own
/// views, which know no tutorial, so the marks are set on what they drew. The board is the one the
/// returned reference is given to ([`Frame::board_ref`]), not whatever else the page shows.
#[hook]
pub fn use_targets(selectors: Vec<String>) -> NodeRef {
    let board = use_node_ref();
    {
        let board = board.clone();
        use_effect(move || {
            let Some(board) = board.cast::<web_sys::Element>() else {
                return;
            };
            if let Ok(old) = board.query_selector_all("svg [data-tutorial-target]") {
                for i in 0..old.length() {
                    if let Some(el) = old.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) {
                        let _ = el.remove_attribute("data-tutorial-target");
                    }
                }
            }
            for selector in &selectors {
                if let Ok(Some(el)) = board.query_selector(selector) {
                    let _ = el.set_attribute("data-tutorial-target", "");
                }
            }
        });
    }
    board
}

/// The end of a lesson: the first game against Easy, the lesson again, the other lesson.
fn done_view(t: Texts, lesson: Lesson, on_step: Callback<usize>, choose: Callback<Option<Lesson>>) -> Html {
    let other = match lesson {
        Lesson::Glux => Lesson::Glak,
        Lesson::Glak => Lesson::Glux,
    };
    let again = on_step.reform(|_: MouseEvent| 0);
    let to_other = choose.reform(move |_: MouseEvent| Some(other));
    let (text, other_key) = match lesson {
        Lesson::Glux => ("tutorial.done-glux", "tutorial.other-glak"),
        Lesson::Glak => ("tutorial.done-glak", "tutorial.other-glux"),
    };
    html! {
        <section class="lesson-done panel" data-tutorial-done={lesson.id()} aria-labelledby="done-title">
            <h2 id="done-title" tabindex="-1">{ t.get("tutorial.done-title") }</h2>
            <p>{ t.get(text) }</p>
            <p class="play-first">
                <a class="button primary" href={format!("./?new={}&vs=easy", lesson.id())} data-action="tutorial-play">{ t.get("tutorial.play") }</a>
            </p>
            <div class="lesson-nav">
                <button type="button" data-action="tutorial-again" onclick={again}>{ t.get("tutorial.again") }</button>
                <button type="button" data-action="tutorial-other" onclick={to_other}>{ t.get(other_key) }</button>
            </div>
        </section>
    }
}

/// The choice of lesson, each with how far the learner got.
fn chooser(
    t: Texts,
    progress: Progress,
    choose: &Callback<Option<Lesson>>,
    restart: &Callback<Lesson>,
) -> Html {
    let cards = Lesson::ALL.map(|lesson| {
        let at = progress.of(lesson);
        let count = lesson.steps();
        let label = if at == 0 {
            t.get("tutorial.start").to_string()
        } else if at >= count {
            t.get("tutorial.finished").to_string()
        } else {
            t.fill("tutorial.resume", &[("k", &(at + 1)), ("n", &count)])
        };
        let onclick = choose.reform(move |_: MouseEvent| Some(lesson));
        let over = restart.reform(move |_: MouseEvent| lesson);
        html! {
            <li class="lesson-card panel">
                <h3>{ lesson.name(t) }</h3>
                <p>{ lesson.line(t) }</p>
                <p class="hint">{ t.fill("tutorial.steps", &[("n", &count)]) }</p>
                <div class="lesson-nav">
                    <button type="button" class="primary" data-tutorial={lesson.id()} {onclick}>{ label }</button>
                    if at > 0 {
                        <button type="button" data-action="tutorial-restart" data-lesson={lesson.id()} onclick={over}>{ t.get("tutorial.start-over") }</button>
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
    let text = super::language::fetch_text(file).await?;
    crate::i18n::install_pages(lang, text).map_err(|e| format!("{file}: {e}"))
}

/// The page: its header (back to the game, the language), the choice of lesson, and the lesson.
#[function_component(Tutorial)]
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
        Callback::from(move |chosen: Option<Lesson>| {
            set_address(chosen);
            lesson.set(chosen);
        })
    };
    let restart = {
        let (progress, choose) = (progress.clone(), choose.clone());
        Callback::from(move |chosen: Lesson| {
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
            if step >= chosen.steps() {
                done_view(t, chosen, on_step, choose.clone())
            } else {
                match chosen {
                    Lesson::Glux => html! { <glux::GluxLesson key={step} {t} {step} {on_step} /> },
                    Lesson::Glak => html! { <glak::GlakLesson key={step} {t} {step} {on_step} /> },
                }
            }
        }
    };
    let to_lessons = choose.reform(|_: MouseEvent| None);
    html! {
        <>
            <header class="app-header tutorial-header">
                <h1>{ t.get("tutorial.title") }{ (*lesson).map(|l| format!(" · {}", l.name(t))).unwrap_or_default() }</h1>
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
    }
}
