//! Why a link from another device was refused, in the language in use.

use crate::app::game::GameRemote;
use crate::app::kind::GameKind;
use crate::i18n::Texts;
use crate::remote::session::{Problem, ProblemKind};
use crate::remote::{Refusal, RemoteError, message::GameId};

/// A refusal in words, naming seats by the names at the table.
#[must_use]
pub fn refusal_text(
    t: Texts,
    error: &RemoteError,
    name: &dyn Fn(crate::core::seat::Seat) -> String,
) -> String {
    match error {
        RemoteError::NotAMessage => t.get("remote-error.not-a-message").to_string(),
        RemoteError::Damaged(_) => t.get("remote-error.damaged").to_string(),
        RemoteError::OtherGame => t.get("remote-error.other-game").to_string(),
        RemoteError::Repeated => t.get("remote-error.repeated").to_string(),
        RemoteError::WrongSeat { to } => t.fill("remote-error.wrong-seat", &[("name", &name(*to))]),
        RemoteError::NotTheirMove { number, seat } => t.fill(
            "remote-error.not-their-move",
            &[("n", number), ("name", &name(*seat))],
        ),
        RemoteError::Illegal { number, seat, reason } => {
            let words = match reason {
                Refusal::Rules(reason) => in_words(|game| game.refusal(t, reason)),
                Refusal::NoSuchMove => None,
            };
            let Some(reason) = words else {
                return t.fill("remote-error.illegal-unread", &[("n", number)]);
            };
            match seat {
                Some(seat) => t.fill(
                    "remote-error.illegal",
                    &[("n", number), ("name", &name(*seat)), ("reason", &reason)],
                ),
                None => t.fill("remote-error.illegal-turn", &[("n", number), ("reason", &reason)]),
            }
        }
        RemoteError::Forged { number, seat, piece } => {
            in_words(|game| game.forged(t, *number, &name(*seat), piece))
                .unwrap_or_else(|| t.fill("remote-error.illegal-unread", &[("n", number)]))
        }
        RemoteError::BadCommitment { seat } => {
            t.fill("remote-error.bad-commitment", &[("name", &name(*seat))])
        }
        RemoteError::Disagrees { number: 0 } => t.get("remote-error.disagrees-start").to_string(),
        RemoteError::Disagrees { number } => t.fill("remote-error.disagrees", &[("n", number)]),
        RemoteError::NotStarted => t.get("remote-error.not-started").to_string(),
        RemoteError::HandedOver { seat, from } => t.fill(
            "remote-error.handed-over",
            &[("name", &name(*seat)), ("n", &(from + 1))],
        ),
        RemoteError::NotOffered { seat } => t.fill("remote-error.not-offered", &[("name", &name(*seat))]),
        RemoteError::Connection(_) => t.get("remote-error.connection").to_string(),
        RemoteError::OldVersion => t.get("remote-error.old-version").to_string(),
        RemoteError::NoRandom => t.get("remote-error.no-random").to_string(),
        RemoteError::BadSignature { seat } => t.fill("remote-error.bad-signature", &[("name", &name(*seat))]),
    }
}

/// A reason in a game's own terms, in the words of the game whose reason it is.
fn in_words(words: impl Fn(&dyn GameRemote) -> Option<String>) -> Option<String> {
    GameKind::ALL
        .into_iter()
        .find_map(|game| words(crate::app::registry::remote(game)))
}

/// A problem found when the draws were checked, in words.
#[must_use]
pub fn problem_text(t: Texts, problem: &Problem, name: &dyn Fn(crate::core::seat::Seat) -> String) -> String {
    let who = name(problem.seat);
    match &problem.kind {
        ProblemKind::Draw(reason) => in_words(|game| game.draw_problem(t, problem.number, &who, reason))
            .unwrap_or_else(|| t.fill("verify.replay", &[("n", &problem.number)])),
        ProblemKind::Commitment => t.fill("verify.commitment", &[("name", &who)]),
        ProblemKind::NotRevealed => t.fill("verify.not-revealed", &[("name", &who)]),
        ProblemKind::Seed => t.get("verify.seed").to_string(),
        ProblemKind::Share => t.fill("verify.share", &[("name", &who)]),
        ProblemKind::Signature => t.fill("verify.signature", &[("name", &who)]),
        ProblemKind::BagsNotHidden => t.get("verify.bags-not-hidden").to_string(),
        ProblemKind::Replay => t.fill("verify.replay", &[("n", &problem.number)]),
        ProblemKind::Unsigned => t.get("verify.unsigned").to_string(),
        ProblemKind::Setup => t.get("verify.setup").to_string(),
        ProblemKind::Handover => t.fill("verify.handover", &[("name", &who)]),
    }
}

/// A game's id as players can compare it between devices: its first four bytes in hex.
#[must_use]
pub fn id_text(id: &GameId) -> String {
    id[..4].iter().map(|b| format!("{b:02X}")).collect()
}
