//! Browser tests of the pieces of games between devices: QR codes of links, and every refusal and
//! verification problem in both languages.

use glux::core::link::FrameError;
use glux::core::seat::Seat;
use glux::glux::Chip;
use glux::i18n::{Lang, Texts};
use glux::remote::session::{Problem, ProblemKind};
use glux::remote::{Refusal, RemoteError};
use glux::ui::remote::qr::qr_path;
use glux::ui::remote::words::{problem_text, refusal_text};
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn a_link_s_qr_code_has_its_finder_patterns_and_quiet_zone() {
    // As long as the longest four-player Glüx link (docs/performance.md).
    let link = format!("https://someone.github.io/glux/#play={}", "A".repeat(380));
    let (path, side) = qr_path(&link).unwrap();
    // Version 13 at low error correction (69 modules) holds it, with a margin of four each side.
    let modules = side - 8;
    assert!(
        (21..=177).contains(&modules) && (modules - 17) % 4 == 0,
        "{modules} modules"
    );
    // The top-left finder pattern: a dark row of seven modules in the corner, after the margin.
    assert!(path.starts_with("M4 4h7v1h-7z"), "{}", &path[..40]);
    // The top-right one ends the first row.
    assert!(path.contains(&format!("M{} 4h7v1h-7z", side - 4 - 7)));
    // Far too much for any QR code: none is drawn.
    assert!(qr_path(&"x".repeat(3000)).is_none());
}

/// Both languages' tables, and their pages' tables (the carrier's words are there).
fn install_both() {
    let _ = glux::i18n::install(Lang::De, include_str!("../../src/locales/de.txt").to_string());
    let _ = glux::i18n::install(Lang::En, include_str!("../../src/locales/en.txt").to_string());
    crate::install_page_words();
}

#[wasm_bindgen_test]
fn every_refusal_and_problem_is_said_in_both_languages_with_the_players_names() {
    install_both();
    let name = |seat: Seat| ["Anna", "Ben", "Clara", "David"][seat.index()].to_string();
    let errors = [
        RemoteError::NotAMessage,
        RemoteError::Damaged(FrameError::BadLength),
        RemoteError::OtherGame,
        RemoteError::Repeated,
        RemoteError::WrongSeat { to: Seat(2) },
        RemoteError::NotTheirMove {
            number: 7,
            seat: Seat(1),
        },
        RemoteError::Illegal {
            number: 9,
            seat: Some(Seat(1)),
            reason: Refusal::Glux(glux::glux::PlayError::GameOver),
        },
        RemoteError::Illegal {
            number: 9,
            seat: None,
            reason: Refusal::Glak(glux::glak::PlayError::NotAStep),
        },
        RemoteError::Illegal {
            number: 9,
            seat: None,
            reason: Refusal::NoSuchMove,
        },
        RemoteError::ForgedChip {
            number: 12,
            seat: Seat(3),
            chip: Chip::TwoFive,
        },
        RemoteError::BadCommitment { seat: Seat(0) },
        RemoteError::Disagrees { number: 0 },
        RemoteError::Disagrees { number: 4 },
        RemoteError::NotStarted,
        RemoteError::HandedOver {
            seat: Seat(2),
            from: 30,
        },
        RemoteError::NotOffered { seat: Seat(3) },
    ];
    let mut seen = std::collections::HashSet::new();
    for error in &errors {
        let en = refusal_text(Texts(Lang::En), error, &name);
        let de = refusal_text(Texts(Lang::De), error, &name);
        for text in [&en, &de] {
            assert!(!text.is_empty() && !text.contains('{'), "{error:?}: {text}");
        }
        assert_ne!(en, de, "{error:?} is translated");
        assert!(seen.insert(en.clone()), "{error:?} has words of its own: {en}");
    }
    assert!(refusal_text(Texts(Lang::En), &errors[9], &name).contains("David"));
    assert!(refusal_text(Texts(Lang::De), &errors[14], &name).contains("31"));
    let problems = [
        ProblemKind::Chip {
            played: Chip::OneSix,
            held: Chip::ThreeFour,
        },
        ProblemKind::Commitment,
        ProblemKind::NotRevealed,
        ProblemKind::Seed,
    ];
    for kind in problems {
        let problem = Problem {
            seat: Seat(1),
            number: 9,
            kind,
        };
        for lang in [Lang::En, Lang::De] {
            let text = problem_text(Texts(lang), &problem, &name);
            assert!(!text.contains('{'), "{text}");
        }
    }
    let chip = Problem {
        seat: Seat(1),
        number: 9,
        kind: problems[0],
    };
    assert_eq!(
        problem_text(Texts(Lang::En), &chip, &name),
        "Not verified: Ben’s move 9 played a 1/6 chip, but Ben’s bag gave a 3/4."
    );
}
