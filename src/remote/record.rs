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
    /// Departed seats handed to the creating device's bot, and from which move (the number of
    /// moves played before).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub handovers: Vec<HandoverRecord>,
}

/// A departed seat handed to the creating device's bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HandoverRecord {
    /// The seat.
    pub seat: u8,
    /// The moves played before it was handed over.
    pub from_move: u32,
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
            handovers: self
                .handovers
                .iter()
                .map(|&(seat, from_move)| HandoverRecord {
                    seat: seat.0,
                    from_move,
                })
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
    let handovers: Vec<(Seat, u32, Option<[u8; 32]>)> = remote
        .handovers
        .iter()
        .filter(|h| h.seat < players)
        .map(|h| {
            let seed = secrets[Seat(0)].map(|s| s.handover_seed(&joint, h.seat, h.from_move));
            (Seat(h.seat), h.from_move, seed)
        })
        .collect();
    problems.extend(game.check_draws(&joint, &secrets, &handovers));
    Ok(problems)
}

/// A session as a device keeps it between visits (in the browser's storage): everything it was
/// shown, its own secrets, and the game as its share-link bytes. Only this device ever reads it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedSession {
    /// The game's name (`glux`, `glak`).
    pub game: String,
    /// The game's id.
    pub id: String,
    /// 2 to 4.
    pub players: u8,
    /// The seats on devices of their own.
    pub elsewhere: Vec<u8>,
    /// The seats played on this device.
    pub mine: Vec<u8>,
    /// The setup (share-link bytes with no moves).
    pub setup: String,
    /// Each seat's name.
    pub names: Vec<String>,
    /// Each seat's commitment, as far as known (`null` when not).
    pub commitments: Vec<Option<String>>,
    /// The creating device's commitments to its seats' draw shares.
    pub draw_commitments: Vec<Option<String>>,
    /// Each seat's draw share, as far as known.
    pub shares: Vec<Option<String>>,
    /// This device's own secrets.
    pub secrets: Vec<Option<String>>,
    /// Other seats' secrets, revealed at the end.
    pub reveals: Vec<Option<String>>,
    /// Seats handed to the creating device: seat and moves before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub handovers: Vec<HandoverRecord>,
    /// The game's share-link bytes, once started.
    pub body: Option<String>,
}

fn list<T>(players: u8, table: &PerSeat<Option<T>>, f: impl Fn(&T) -> String) -> Vec<Option<String>> {
    Seat::all(players).map(|s| table[s].as_ref().map(&f)).collect()
}

fn table<const N: usize>(texts: &[Option<String>], what: &str) -> Result<PerSeat<Option<[u8; N]>>, String> {
    let mut out = PerSeat::default();
    if texts.len() > crate::core::seat::MAX_SEATS {
        return Err(format!("too many {what}"));
    }
    for (i, text) in texts.iter().enumerate() {
        if let Some(text) = text {
            out[Seat(i as u8)] = Some(bytes::<N>(text, what)?);
        }
    }
    Ok(out)
}

fn seats(list: &[u8]) -> crate::core::seat::SeatSet {
    let mut set = crate::core::seat::SeatSet::EMPTY;
    for &s in list
        .iter()
        .filter(|&&s| usize::from(s) < crate::core::seat::MAX_SEATS)
    {
        set.insert(Seat(s));
    }
    set
}

impl<G: RemoteGame> Session<G> {
    /// The session as this device keeps it.
    #[must_use]
    pub fn saved(&self, game_name: &str) -> SavedSession {
        let b64 = |b: &[u8]| text(b);
        SavedSession {
            game: game_name.to_string(),
            id: text(&self.id),
            players: self.players,
            elsewhere: self.elsewhere.iter().map(|s| s.0).collect(),
            mine: self.mine.iter().map(|s| s.0).collect(),
            setup: text(&self.setup),
            names: self.names.clone(),
            commitments: list(self.players, &self.commitments, |c| b64(c)),
            draw_commitments: list(self.players, &self.draw_commitments, |c| b64(c)),
            shares: list(self.players, &self.shares, |c| b64(c)),
            secrets: list(self.players, &self.own_secrets(), |s| b64(&s.to_bytes())),
            reveals: list(self.players, &self.reveals, |s| b64(&s.to_bytes())),
            handovers: self
                .handovers
                .iter()
                .map(|&(seat, from_move)| HandoverRecord {
                    seat: seat.0,
                    from_move,
                })
                .collect(),
            body: self.game.as_ref().map(|g| text(&g.body())),
        }
    }

    /// A session kept by [`Session::saved`], its game replayed through the rules.
    ///
    /// # Errors
    /// What cannot be read, or the move that does not replay.
    pub fn from_saved(saved: &SavedSession) -> Result<Session<G>, String> {
        let players = saved.players;
        if !crate::core::seat::PLAYER_COUNTS.contains(&usize::from(players))
            || saved.names.len() != usize::from(players)
        {
            return Err(format!("{} names for {players} players", saved.names.len()));
        }
        let secrets = table::<32>(&saved.secrets, "secrets")?;
        let reveals = table::<32>(&saved.reveals, "revealed secrets")?;
        let mut session = Session::<G>::restore(super::session::Parts {
            id: bytes::<8>(&saved.id, "the game's id")?,
            players,
            elsewhere: seats(&saved.elsewhere),
            mine: seats(&saved.mine),
            setup: URL_SAFE_NO_PAD
                .decode(&saved.setup)
                .map_err(|_| "the setup is not base64url".to_string())?,
            names: saved.names.clone(),
            commitments: table::<32>(&saved.commitments, "commitments")?,
            draw_commitments: table::<32>(&saved.draw_commitments, "draw commitments")?,
            shares: table::<{ secret::SECRET_BYTES }>(&saved.shares, "draw shares")?,
            secrets: PerSeat::from_fn(|s| secrets[s].map(Secret::from_random)),
            reveals: PerSeat::from_fn(|s| reveals[s].map(Secret::from_random)),
            handovers: saved
                .handovers
                .iter()
                .filter(|h| h.seat < players)
                .map(|h| (Seat(h.seat), h.from_move))
                .collect(),
        });
        if let Some(body) = &saved.body {
            let body = URL_SAFE_NO_PAD
                .decode(body)
                .map_err(|_| "the game is not base64url".to_string())?;
            session.resume(&body).map_err(|e| e.to_string())?;
        }
        Ok(session)
    }
}
