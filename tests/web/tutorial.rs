//! The tutorial's page (issue 28) in the browser: its saved progress read back, a damaged value
//! starting the lessons over, and a lesson's step marking what the learner is asked to click.

use super::{mount_point, settle};
use glux::app::kind::GameKind;
use glux::ui::glux::lesson::GluxLesson;
use glux::ui::tutorial::Progress;
use glux::ui::tutorial::frame::LessonProps;
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn the_progress_reads_back_and_a_damaged_value_starts_over() {
    let saved = Progress::parse("glux=4;glak=14");
    assert_eq!((saved.of(GameKind::GLUX), saved.of(GameKind::GLAK)), (4, 14));
    assert_eq!(Progress::parse(&saved.text()), saved);
    for damaged in [
        "",
        "nonsense",
        "glux=999;glak=-1",
        "{\"glux\":3}",
        "glux=;=2;glak",
        "\u{0}",
    ] {
        assert_eq!(Progress::parse(damaged), Progress::default(), "{damaged:?}");
    }
    // What can be read is kept; what cannot is dropped.
    assert_eq!(Progress::parse("glux=abc;glak=3").of(GameKind::GLAK), 3);
}

#[wasm_bindgen_test]
async fn a_step_marks_its_target_square_and_nothing_else() {
    crate::install_page_words();
    let root = mount_point();
    let count = glux::glux::lessons::STEPS
        .iter()
        .position(|s| s.key == "count")
        .unwrap();
    yew::Renderer::<GluxLesson>::with_root_and_props(
        root.clone(),
        LessonProps {
            step: count,
            on_step: Default::default(),
        },
    )
    .render();
    settle().await;
    let targets = root.query_selector_all("[data-tutorial-target]").unwrap();
    assert_eq!(targets.length(), 1);
    let target: web_sys::Element = wasm_bindgen::JsCast::dyn_into(targets.get(0).unwrap()).unwrap();
    assert_eq!(target.get_attribute("data-square").as_deref(), Some("5,9"));
    assert_eq!(
        root.query_selector("[data-tutorial-step]")
            .unwrap()
            .unwrap()
            .get_attribute("data-tutorial-step")
            .as_deref(),
        Some((count + 1).to_string().as_str())
    );
}
