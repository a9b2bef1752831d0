//! The review page: the game handed over by the app (in the session's storage, or a share link in
//! the address), reviewed by Expert in a Web Worker with a progress bar and a Cancel button, then
//! shown move by move (keyboard: ← → Home End), with the move Expert prefers drawn on the board, a
//! graph of every seat's chance of winning beside a table of the same, and each seat's accuracy,
//! mistakes and luck. The review is kept in the browser's storage with its game.

use crate::app::game::Replay;
use crate::app::seats::SeatInfo;
use crate::core::history::game_id;
use crate::i18n::Texts;
use crate::ui::context::provide_words;
use crate::ui::games::review;
use crate::ui::keys::{step_key, use_document_keys};
use crate::ui::language::{apply_lang, initial_lang, language_switch, load_with_pages};
use crate::ui::modules::{say_not_loaded, start_page};
use crate::ui::seat_look::seat_class;
use crate::ui::svg::num;
use serde::Deserialize;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// Where the app leaves the game to review (the session's storage: this tab only).
pub const HANDOVER_KEY: &str = "glux.review";
/// Reviews kept in the browser, one per game: this prefix and the game's id.
pub const KEPT_PREFIX: &str = "glux.review.";

/// One move of a review, as the review's JSON has it.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct MoveData {
    /// The mover.
    pub seat: u8,
    /// The move played, in the record's shape (a turn's list in GLAK).
    pub played: MoveText,
    /// Expert's move.
    pub best: MoveText,
    /// The mover's chance before (with the best move) and after the move played.
    pub win_before: f64,
    /// After.
    pub win_after: f64,
    /// Chance lost.
    pub loss: f64,
    /// `best`, `good`, `inaccuracy`, `mistake` or `blunder`.
    pub label: String,
}

/// A move of a review as its JSON text (a record's action, or a turn's list of them), which its game
/// reads into its own actions ([`crate::ui::game::GameReview`]). Kept as text, so that the page
/// carries no JSON tree of its own (`serde_json::Value`'s code was 6 % of the review's part).
#[derive(Clone, Debug, PartialEq)]
pub struct MoveText(
    /// The move's JSON text.
    pub String,
);

impl<'de> Deserialize<'de> for MoveText {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let mut text = Vec::new();
        serde_transcode::transcode(deserializer, &mut serde_json::Serializer::new(&mut text))
            .map_err(serde::de::Error::custom)?;
        String::from_utf8(text)
            .map(Self)
            .map_err(serde::de::Error::custom)
    }
}

/// What the review's worker answers when the game could not be reviewed.
#[derive(Deserialize)]
struct Problem {
    /// Why, as a word the page says in its language (`crate::ui::review::worker`).
    problem: String,
}

/// The review's per-label counts.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Mistakes {
    /// Per seat.
    pub inaccuracy: Vec<u32>,
    /// Per seat.
    pub mistake: Vec<u32>,
    /// Per seat.
    pub blunder: Vec<u32>,
}

/// A review as the command line prints it.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct ReviewData {
    /// Every move.
    pub moves: Vec<MoveData>,
    /// Per seat, 0 to 100.
    pub accuracy: Vec<f64>,
    /// Per seat.
    pub mistakes: Mistakes,
    /// Per seat, Glüx only.
    #[serde(default)]
    pub luck: Option<Vec<f64>>,
}

/// What the review worker answers.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Answer {
    /// The review.
    pub review: ReviewData,
    /// Every seat's chance before each move, and at the end.
    pub chances: Vec<Vec<f64>>,
}

/// The game under review and where its text came from.
#[derive(Clone, PartialEq)]
struct Subject {
    replay: Rc<Replay>,
    text: String,
    link: bool,
    id: String,
}

/// Where the review stands.
#[derive(Clone, PartialEq)]
enum Progress {
    /// Reviewing: moves done of all.
    Running(usize, usize),
    /// Cancelled by the player.
    Cancelled,
    /// Done.
    Done(Rc<Answer>),
    /// The game could not be reviewed.
    Failed(String),
}

/// The game handed over: the address's share link, or the text the app left in this tab's storage.
fn handed_over() -> Option<(String, bool)> {
    let window = web_sys::window()?;
    let hash = window.location().hash().ok().unwrap_or_default();
    if let Some(link) = hash.strip_prefix("#game=") {
        return Some((link.to_string(), true));
    }
    let text = window.session_storage().ok()??.get_item(HANDOVER_KEY).ok()??;
    Some((text, false))
}

/// The game's id for keeping its review: its record's text.
fn record_id(replay: &Replay) -> String {
    let record = review(replay.kind()).record_text(replay);
    game_id(&record.unwrap_or_default())
}

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// A kept review of the game, if one reads.
fn kept(id: &str) -> Option<Answer> {
    let text = local_storage()?.get_item(&format!("{KEPT_PREFIX}{id}")).ok()??;
    serde_json::from_str(&text).ok()
}

/// Runs the review in its worker; every message goes to `on_message`. Returns the worker, to end it.
fn start_worker(subject: &Subject, on_progress: Callback<Progress>) -> Option<web_sys::Worker> {
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options("review-worker.js", &options).ok()?;
    let id = subject.id.clone();
    let onmessage = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
        let data = event.data();
        let get = |key: &str| js_sys::Reflect::get(&data, &key.into()).ok();
        if let Some(progress) = get("progress").filter(|p| p.is_object()) {
            let array = js_sys::Array::from(&progress);
            let n = |i| array.get(i).as_f64().unwrap_or(0.0) as usize;
            on_progress.emit(Progress::Running(n(0), n(1)));
        } else if let Some(text) = get("answer").and_then(|a| a.as_string()) {
            match serde_json::from_str::<Answer>(&text) {
                Ok(answer) => {
                    if let Some(storage) = local_storage() {
                        let _ = storage.set_item(&format!("{KEPT_PREFIX}{id}"), &text);
                    }
                    on_progress.emit(Progress::Done(Rc::new(answer)));
                }
                Err(_) => {
                    let problem = serde_json::from_str::<Problem>(&text).map_or(text, |p| p.problem);
                    on_progress.emit(Progress::Failed(problem));
                }
            }
        }
    });
    worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    onmessage.forget();
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&message, &"text".into(), &subject.text.as_str().into());
    let _ = js_sys::Reflect::set(&message, &"link".into(), &subject.link.into());
    worker.post_message(&message).ok()?;
    Some(worker)
}

/// A chance as a whole percentage. Numbers here are written with integer formatting, as every
/// number of a drawing is ([`num`]): Rust's float formatter would be one of the largest pieces of
/// the review's part.
fn percent(chance: f64) -> String {
    format!("{} %", (chance * 100.0).round() as i64)
}

/// The graph of every seat's chance over the game (SVG), the move shown marked.
fn graph(t: Texts, chances: &[Vec<f64>], seats: &[SeatInfo], at: usize) -> Html {
    const W: f32 = 600.0;
    const H: f32 = 160.0;
    let steps = chances.len().saturating_sub(1).max(1) as f32;
    let x = |i: usize| i as f32 / steps * W;
    let y = |c: f64| (1.0 - c as f32) * H;
    let lines = (0..seats.len()).map(|s| {
        let points: Vec<String> = chances
            .iter()
            .enumerate()
            .map(|(i, c)| format!("{},{}", num(x(i)), num(y(c.get(s).copied().unwrap_or(0.0)))))
            .collect();
        html! { <polyline class={classes!("chance-line", seat_class(s))} points={points.join(" ")} /> }
    });
    html! {
        <svg class="review-graph" data-review-graph="" viewBox={format!("-4 -4 {} {}", num(W + 8.0), num(H + 8.0))}
            role="img" aria-label={t.get("review.graph")}>
            <line class="half" x1="0" x2={num(W)} y1={num(H / 2.0)} y2={num(H / 2.0)} />
            { for lines }
            <line class="now" x1={num(x(at))} x2={num(x(at))} y1="0" y2={num(H)} />
        </svg>
    }
}

/// The same chances as a table, for screen readers and for reading off numbers.
fn chances_view(t: Texts, chances: &[Vec<f64>], seats: &[SeatInfo]) -> Html {
    let last = chances.len().saturating_sub(1);
    html! {
        <details class="review-table">
            <summary>{ t.get("review.table") }</summary>
            <table data-review-table="">
                <thead><tr>
                    <th scope="col">{ t.get("review.move") }</th>
                    { for seats.iter().map(|s| html! { <th scope="col">{ s.name.clone() }</th> }) }
                </tr></thead>
                <tbody>
                    { for chances.iter().enumerate().map(|(i, c)| html! {
                        <tr>
                            <th scope="row">{ if i == last { t.get("review.end").to_string() } else { (i + 1).to_string() } }</th>
                            { for c.iter().map(|&v| html! { <td>{ percent(v) }</td> }) }
                        </tr>
                    }) }
                </tbody>
            </table>
        </details>
    }
}

/// Each seat's accuracy, its moves by label, and its luck.
fn summary(t: Texts, review: &ReviewData, seats: &[SeatInfo]) -> Html {
    let count = |moves: &[MoveData], seat: usize, label: &str| {
        moves
            .iter()
            .filter(|m| usize::from(m.seat) == seat && m.label == label)
            .count()
    };
    html! {
        <table class="review-summary" data-review-summary="">
            <thead><tr>
                <th scope="col">{ t.get("review.player") }</th>
                <th scope="col">{ t.get("review.accuracy") }</th>
                <th scope="col">{ t.get("review.label-best") }</th>
                <th scope="col">{ t.get("review.label-good") }</th>
                <th scope="col">{ t.get("review.label-inaccuracy") }</th>
                <th scope="col">{ t.get("review.label-mistake") }</th>
                <th scope="col">{ t.get("review.label-blunder") }</th>
                if review.luck.is_some() { <th scope="col">{ t.get("review.luck") }</th> }
            </tr></thead>
            <tbody>
                { for seats.iter().enumerate().map(|(s, seat)| html! {
                    <tr class={seat_class(s)} data-review-seat={s.to_string()}>
                        <th scope="row"><span class="swatch" aria-hidden="true"></span>{ seat.name.clone() }</th>
                        <td data-accuracy={num(review.accuracy.get(s).copied().unwrap_or(0.0) as f32)}>
                            { (review.accuracy.get(s).copied().unwrap_or(0.0)).round() as i64 }
                        </td>
                        <td>{ count(&review.moves, s, "best") }</td>
                        <td>{ count(&review.moves, s, "good") }</td>
                        <td data-inaccuracies="">{ review.mistakes.inaccuracy.get(s).copied().unwrap_or(0) }</td>
                        <td data-mistakes="">{ review.mistakes.mistake.get(s).copied().unwrap_or(0) }</td>
                        <td data-blunders="">{ review.mistakes.blunder.get(s).copied().unwrap_or(0) }</td>
                        if let Some(luck) = &review.luck {
                            <td data-luck="">{ format!("{:+}", (luck.get(s).copied().unwrap_or(0.0) * 100.0).round() as i64) }</td>
                        }
                    </tr>
                }) }
            </tbody>
        </table>
    }
}

/// A label in words.
fn label_words(t: Texts, label: &str) -> &'static str {
    t.get(match label {
        "best" => "review.label-best",
        "good" => "review.label-good",
        "inaccuracy" => "review.label-inaccuracy",
        "mistake" => "review.label-mistake",
        _ => "review.label-blunder",
    })
}

/// The value of `<html data-page>` on the review's page (`static/review.html`).
pub const PAGE: &str = "review";

/// Starts the review's page (its part of the pages' module has just been loaded): the code that
/// reads files and links (in the app, a part of the page's module; it makes no table), its words
/// (the app's and the pages'; the page's start script has asked for them), then the review.
pub fn start() {
    crate::app::registry::provide_all_files();
    start_page::<ReviewPage>(PAGE, load_with_pages(initial_lang()), |problem| {
        format!(
            "The review could not load its words ({problem}). Please reload the page. — \
             Die Analyse konnte ihre Texte nicht laden ({problem}). Bitte lade die Seite neu."
        )
    });
}

/// The review's page when its code could not be downloaded: says so in the language in use (the
/// app's words), or in English and German if they cannot be loaded either.
pub async fn not_loaded() {
    say_not_loaded(
        PAGE,
        |t| t.get("review.failed"),
        "The review could not be loaded: check the connection, then reload the page. — \
         Die Analyse konnte nicht geladen werden: Prüfe die Verbindung und lade die Seite dann neu.",
    )
    .await;
}

/// The review page.
#[function_component(ReviewPage)]
// Long: the review page's root: its hooks (which Yew requires at the top of the component) and its
// markup.
pub fn review_page() -> Html {
    let lang = use_state(initial_lang);
    let t = Texts(*lang);
    let subject = use_memo((), |()| {
        let (text, link) = handed_over()?;
        let replay = if link {
            crate::app::registry::open_link(&text).ok()?
        } else {
            crate::app::registry::read_file(&text).ok()?
        };
        let id = record_id(&replay);
        Some(Subject {
            replay: Rc::new(replay),
            text,
            link,
            id,
        })
    });
    let progress = use_state(|| Progress::Running(0, 0));
    let at = use_state(|| 0usize);
    let worker = use_mut_ref(|| None::<web_sys::Worker>);
    let start = {
        let subject = subject.clone();
        let progress = progress.clone();
        let worker = worker.clone();
        Callback::from(move |()| {
            let Some(subject) = subject.as_ref() else { return };
            progress.set(Progress::Running(0, 0));
            let setter = progress.setter();
            *worker.borrow_mut() = start_worker(subject, Callback::from(move |p| setter.set(p)));
        })
    };
    {
        let subject = subject.clone();
        let progress = progress.clone();
        let start = start.clone();
        let worker = worker.clone();
        use_effect_with((), move |()| {
            if let Some(subject) = subject.as_ref() {
                match kept(&subject.id) {
                    Some(answer) => progress.set(Progress::Done(Rc::new(answer))),
                    None => start.emit(()),
                }
            }
            move || {
                if let Some(worker) = worker.borrow_mut().take() {
                    worker.terminate();
                }
            }
        });
    }
    let cancel = {
        let progress = progress.clone();
        let worker = worker.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(worker) = worker.borrow_mut().take() {
                worker.terminate();
            }
            progress.set(Progress::Cancelled);
        })
    };
    {
        let lang = *lang;
        use_effect_with(lang, move |&lang| {
            apply_lang(lang, false);
            if let Some(document) = web_sys::window().and_then(|w| w.document()) {
                document.set_title(&format!("{} · Glüx · GLAK", Texts(lang).get("review.title")));
            }
        });
    }
    // The keyboard steps through the moves.
    let moves = match &*progress {
        Progress::Done(answer) => answer.review.moves.len(),
        _ => 0,
    };
    {
        let moves_now = use_mut_ref(|| moves);
        *moves_now.borrow_mut() = moves;
        let at = at.clone();
        use_document_keys(move |e: &web_sys::KeyboardEvent| {
            let moves = *moves_now.borrow();
            if moves == 0 {
                return;
            }
            let Some(next) = step_key(e, *at, moves - 1) else {
                return;
            };
            e.prevent_default();
            at.set(next);
        });
    }

    let body = match ((*subject).as_ref(), &*progress) {
        (None, _) => html! {
            <p class="review-problem" role="alert" data-review-problem="">{ t.get("review.nothing") }</p>
        },
        (Some(_), Progress::Running(done, total)) => html! {
            <section class="panel review-running" aria-live="polite">
                <p>{ if *total == 0 { t.get("review.starting").to_string() } else { t.fill("review.progress", &[("done", done), ("total", total)]) } }</p>
                <progress data-review-progress="" max={total.max(&1).to_string()} value={done.to_string()}
                    aria-label={t.get("review.title")}></progress>
                <button type="button" class="secondary" data-action="cancel-review" onclick={cancel}>{ t.get("review.cancel") }</button>
            </section>
        },
        (Some(_), Progress::Cancelled) => html! {
            <section class="panel" aria-live="polite" data-review-cancelled="">
                <p>{ t.get("review.cancelled") }</p>
                <button type="button" data-action="start-review" onclick={start.reform(|_: MouseEvent| ())}>{ t.get("review.again") }</button>
            </section>
        },
        (Some(_), Progress::Failed(problem)) => html! {
            <p class="review-problem" role="alert" data-review-problem={problem.clone()}>{ match problem.as_str() {
                super::worker::UNREADABLE => t.get("review.unreadable"),
                super::worker::NO_START => t.get("review.no-start"),
                other => other,
            } }</p>
        },
        (Some(subject), Progress::Done(answer)) => {
            let seats: Vec<SeatInfo> = subject.replay.seats().to_vec();
            let review = &answer.review;
            let shown = (*at).min(review.moves.len().saturating_sub(1));
            let game = crate::ui::games::review(subject.replay.kind());
            let words = |i: usize, action: &MoveText| game.words(t, &subject.replay, i, &action.0);
            let name = |seat: u8| {
                seats
                    .get(usize::from(seat))
                    .map(|s| s.name.clone())
                    .unwrap_or_default()
            };
            let rows = review.moves.iter().enumerate().map(|(i, m)| {
                let select = {
                    let at = at.clone();
                    Callback::from(move |_: MouseEvent| at.set(i))
                };
                html! {
                    <li class={classes!(seat_class(usize::from(m.seat)), (i == shown).then_some("shown"))}>
                        <button type="button" data-review-move={i.to_string()} data-label={m.label.clone()}
                            aria-current={(i == shown).then_some("true")} onclick={select}>
                            <span class="move-number">{ i + 1 }</span>
                            <span class="mover">{ name(m.seat) }</span>
                            <span class="played">{ words(i, &m.played) }</span>
                            <span class={classes!("label", m.label.clone())}>{ label_words(t, &m.label) }</span>
                        </button>
                    </li>
                }
            });
            let m = review.moves.get(shown);
            html! {
                <>
                    { summary(t, review, &seats) }
                    <div class="review-layout">
                        <div class="review-board" data-review-board={shown.to_string()}>
                            if let Some(m) = m {
                                { game.board(&subject.replay, shown, &m.played.0, &m.best.0) }
                                <section class={classes!("panel", "review-move", seat_class(usize::from(m.seat)))} aria-live="polite">
                                    <h2>{ t.fill("review.move-heading", &[("number", &(shown + 1)), ("name", &name(m.seat))]) }</h2>
                                    <p data-review-played="">{ t.fill("review.played", &[("move", &words(shown, &m.played))]) }</p>
                                    <p data-review-best="">{ t.fill("review.best", &[("move", &words(shown, &m.best))]) }</p>
                                    <p data-review-chances="">{ t.fill("review.chances", &[("before", &percent(m.win_before)), ("after", &percent(m.win_after))]) }</p>
                                    <p class={classes!("label", m.label.clone())} data-review-label={m.label.clone()}>
                                        { label_words(t, &m.label) }
                                        if m.loss > 0.0 { { format!(" · −{}", percent(m.loss)) } }
                                    </p>
                                </section>
                            }
                        </div>
                        <div class="review-side">
                            { graph(t, &answer.chances, &seats, shown) }
                            { chances_view(t, &answer.chances, &seats) }
                            <p class="hint">{ t.get("review.keys") }</p>
                            <ol class="review-moves" data-review-moves="">{ for rows }</ol>
                        </div>
                    </div>
                </>
            }
        }
    };
    let colours: String = (*subject)
        .as_ref()
        .map(|s| s.replay.seats().to_vec())
        .unwrap_or_default()
        .iter()
        .enumerate()
        .map(|(i, s)| format!("--seat-{i}: var(--colour-{});", s.colour))
        .collect();
    provide_words(
        t,
        html! {
            <div class="app review-page" style={colours}>
                <header class="app-header editor-header">
                    <h1>{ t.get("review.title") }</h1>
                    <nav class="editor-nav">
                        <a href="./" class="back-link" data-action="back-to-app">{ t.get("review.back") }</a>
                        { language_switch(t, &lang, load_with_pages) }
                    </nav>
                </header>
                <main class="review">{ body }</main>
            </div>
        },
    )
}
