//! What a finished game between devices keeps in its record and exported file, beside the game's
//! own record: `"remote": {"id", "elsewhere", "commitments", "shares", "reveals"}` (bytes in
//! base64url), so that anyone can check its draws again ([`verify`], `glux verify FILE`).

use super::secret::{self, Secret};
use super::session::{Problem, ProblemKind};
use super::{RemoteGame, Session};
use crate::core::seat::{PerSeat, Seat};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::{Deserialize, Serialize};

/// The remote part of a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RemoteRecord {
    /// The game's id.
    pub id: String,
    /// The seats that were on devices of their own.
    pub elsewhere: Vec<u8>,
    /// Each seat's commitment to its secret.
    pub commitments: Vec<String>,
    /// Each seat's draw share.
    pub shares: Vec<String>,
    /// Each seat's secret (seed and salt), once revealed; `null` before.
    #[serde(default)]
    pub reveals: Vec<Option<String>>,
}

fn text(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

fn bytes<const N: usize>(text: &str, what: &str) -> Result<[u8; N], String> {
    let raw = URL_SAFE_NO_PAD
        .decode(text)
        .map_err(|_| format!("{what} is not base64url"))?;
    raw.try_into()
        .map_err(|_| format!("{what} is not {N} bytes long"))
}

impl<G: RemoteGame> Session<G> {
    /// The remote part of this game's record, with every secret known here.
    #[must_use]
    pub fn remote_record(&self) -> RemoteRecord {
        let seats = || Seat::all(self.players);
        let secrets = self.known_secrets();
        RemoteRecord {
            id: text(&self.id),
            elsewhere: self.elsewhere.iter().map(|s| s.0).collect(),
            commitments: seats()
                .map(|s| self.commitments[s].map_or_else(String::new, |c| text(&c)))
                .collect(),
            shares: seats()
                .map(|s| self.shares[s].map_or_else(String::new, |c| text(&c)))
                .collect(),
            reveals: seats()
                .map(|s| secrets[s].map(|secret| text(&secret.to_bytes())))
                .collect(),
        }
    }
}

/// Checks a finished game's draws against its remote part: the seed against the joint draw of the
/// shares, each revealed secret against its commitment, and every chip played against its seat's
/// bag. Returns the problems found (none: verified).
///
/// # Errors
/// A remote part that cannot be read (wrong lengths, not base64url, a seat count that does not match).
pub fn verify<G: RemoteGame>(
    game: &G,
    players: u8,
    seed: u64,
    remote: &RemoteRecord,
) -> Result<Vec<Problem>, String> {
    let n = usize::from(players);
    if remote.commitments.len() != n || remote.shares.len() != n || remote.reveals.len() > n {
        return Err(format!(
            "the remote part lists {} commitments and {} shares for {players} players",
            remote.commitments.len(),
            remote.shares.len()
        ));
    }
    let mut shares = Vec::new();
    for (i, share) in remote.shares.iter().enumerate() {
        shares.push(bytes::<{ secret::SECRET_BYTES }>(
            share,
            &format!("seat {}'s draw share", i + 1),
        )?);
    }
    let joint = secret::joint_draw(&shares);
    let mut problems = Vec::new();
    if secret::game_seed(&joint) != seed {
        problems.push(Problem {
            seat: Seat(0),
            number: 0,
            kind: ProblemKind::Seed,
        });
    }
    let mut secrets: PerSeat<Option<Secret>> = PerSeat::default();
    for seat in Seat::all(players) {
        let commitment = bytes::<32>(
            &remote.commitments[seat.index()],
            &format!("seat {}'s commitment", seat.0 + 1),
        )?;
        match remote.reveals.get(seat.index()).cloned().flatten() {
            None => problems.push(Problem {
                seat,
                number: 0,
                kind: ProblemKind::NotRevealed,
            }),
            Some(revealed) => {
                let secret =
                    Secret::from_random(bytes::<32>(&revealed, &format!("seat {}'s secret", seat.0 + 1))?);
                if secret.commitment() == commitment {
                    secrets[seat] = Some(secret);
                } else {
                    problems.push(Problem {
                        seat,
                        number: 0,
                        kind: ProblemKind::Commitment,
                    });
                }
            }
        }
    }
    if !game.is_over() {
        return Err("the game is not over: its draws are checked at the end".to_string());
    }
    problems.extend(game.check_draws(&joint, &secrets));
    Ok(problems)
}
