//! Bad input in words, in the language in use: what every game's share links have in common (their
//! frame). Each game's own problems are in its folder (`glux::problems`, `glak::problems`), and
//! each answers `games::Problem` for its reasons, which `games::GameProblem` carries.

use crate::core::link::{FrameError, LINK_VERSION, LinkPart};
use crate::i18n::Texts;

/// Why a link's bytes cannot be read.
#[must_use]
pub fn frame_problem(t: Texts, error: &FrameError) -> String {
    match error {
        FrameError::Empty => t.get("link.empty").to_string(),
        FrameError::TooLong(n) => t.fill("link.too-long", &[("n", n)]),
        FrameError::BadCharacter(c) => t.fill("link.bad-character", &[("c", c)]),
        FrameError::BadLength => t.get("link.bad-length").to_string(),
        FrameError::Version(found) => {
            t.fill("link.version", &[("found", found), ("supported", &LINK_VERSION)])
        }
        FrameError::OtherGame(_) => t.get("link.other-game").to_string(),
        FrameError::CutShort(part) => {
            let part = t.get(match part {
                LinkPart::Version => "link.part.version",
                LinkPart::Game => "link.part.game",
                LinkPart::Players => "link.part.players",
                LinkPart::Options => "link.part.options",
                LinkPart::Seed => "link.part.seed",
                LinkPart::Setup => "link.part.setup",
                LinkPart::Name => "link.part.name",
                LinkPart::MoveCount => "link.part.moves",
                LinkPart::Move => "link.part.move",
            });
            t.fill("link.cut-short", &[("part", &part)])
        }
        FrameError::Flags(_) | FrameError::Number | FrameError::Trailing(_) => {
            t.get("link.damaged").to_string()
        }
        FrameError::Name(seat) => t.fill("link.name", &[("seat", seat)]),
    }
}
