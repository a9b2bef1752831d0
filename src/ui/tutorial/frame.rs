//! What every lesson's screen shares (`crate::ui::tutorial`): what a lesson is given, the frame of a
//! step (the progress, the text, the hint, the board, the controls), and the marks on the board of
//! what the learner is asked to click. Each game's lesson is its folder's (`ui/glux/lesson.rs`,
//! `ui/glak/lesson.rs`).

use crate::app::kind::GameKind;
use crate::i18n::Texts;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What a lesson's view is given.
#[derive(Properties, PartialEq, Clone)]
pub struct LessonProps {
    /// The step shown.
    pub step: usize,
    /// Go to a step (the lesson's length: finished).
    pub on_step: Callback<usize>,
}

/// The parts of a step's screen a lesson fills in ([`frame`]).
pub struct Frame {
    /// The words.
    pub t: Texts,
    /// Which game's lesson.
    pub lesson: GameKind,
    /// The lesson's number of steps.
    pub steps: usize,
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
        steps,
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
    let count = steps;
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
