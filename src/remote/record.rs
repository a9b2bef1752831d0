//! What a finished game between devices keeps in its record and exported file, beside the game's
//! own record: `"remote": {"id", "elsewhere", "setup", "keys", "commitments", "draw_commitments",
//! "shares", "reveals", "signatures", "handovers"}` (bytes in base64url), so that anyone can check
//! its signatures and draws again ([`verify`], `glux verify FILE`).

use super::message::{Commitments, Handover, Signed};
use super::secret::{self, SeatKey, Secret};
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
    /// The invitation's setup bytes (share-link bytes with no moves); absent in records made
    /// before moves were signed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<String>,
    /// Each seat's public key.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keys: Vec<String>,
    /// Each seat's commitment to its secret.
    pub commitments: Vec<String>,
    /// Each seat's commitment to its draw share.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub draw_commitments: Vec<String>,
    /// Each seat's draw share.
    pub shares: Vec<String>,
    /// Each seat's secret (seed and salt), once revealed; `null` before.
    #[serde(default)]
    pub reveals: Vec<Option<String>>,
    /// Each seat's latest signature of the game (`null` for a seat that never signed).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub signatures: Vec<Option<SignatureRecord>>,
    /// Departed seats handed to the creating device's bot, and from which move (the number of
    /// moves played before).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub handovers: Vec<HandoverRecord>,
}

/// A seat's signature of the game up to its latest move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SignatureRecord {
    /// The moves it covers.
    pub moves: u32,
    /// Whether it covers the seat's revealed secret too.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub revealed: bool,
    /// The signature.
    pub signature: String,
}

/// A departed seat handed to the creating device's bot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HandoverRecord {
    /// The seat.
    pub seat: u8,
    /// The moves played before it was handed over.
    pub from_move: u32,
    /// The creating seat's signature (absent before moves were signed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signature: Option<String>,
    /// Whether the creating seat took it back (the seat's own move had been made).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rescinded: bool,
}

fn text(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

/// A game's id as a kept session writes it ([`SavedSession::id`]).
#[must_use]
pub fn id_text(id: &crate::remote::message::GameId) -> String {
    text(id)
}

fn bytes<const N: usize>(text: &str, what: &str) -> Result<[u8; N], String> {
    let raw = URL_SAFE_NO_PAD
        .decode(text)
        .map_err(|_| format!("{what} is not base64url"))?;
    raw.try_into()
        .map_err(|_| format!("{what} is not {N} bytes long"))
}

fn handover_records(handovers: &[Handover]) -> Vec<HandoverRecord> {
    handovers
        .iter()
        .map(|h| HandoverRecord {
            seat: h.seat.0,
            from_move: h.from,
            signature: Some(text(&h.signature)),
            rescinded: h.rescinded,
        })
        .collect()
}

impl<G: RemoteGame> Session<G> {
    /// The remote part of this game's record, with every secret known here.
    #[must_use]
    pub fn remote_record(&self) -> RemoteRecord {
        let seats = || Seat::all(self.players);
        let secrets = self.known_secrets();
        let commitment = |f: fn(&Commitments) -> [u8; 32]| -> Vec<String> {
            seats()
                .map(|s| self.commitments[s].map_or_else(String::new, |c| text(&f(&c))))
                .collect()
        };
        RemoteRecord {
            id: text(&self.id),
            elsewhere: self.elsewhere.iter().map(|s| s.0).collect(),
            setup: Some(text(&self.setup)),
            keys: commitment(|c| c.key),
            commitments: commitment(|c| c.secret),
            draw_commitments: commitment(|c| c.draw),
            shares: seats()
                .map(|s| self.shares[s].map_or_else(String::new, |c| text(&c)))
                .collect(),
            reveals: seats()
                .map(|s| secrets[s].map(|secret| text(&secret.to_bytes())))
                .collect(),
            signatures: seats()
                .map(|s| {
                    self.signatures[s].map(|signed| SignatureRecord {
                        moves: signed.moves,
                        revealed: signed.revealed,
                        signature: text(&signed.signature),
                    })
                })
                .collect(),
            handovers: handover_records(&self.all_handovers()),
        }
    }

    /// Every handover, those taken back too.
    fn all_handovers(&self) -> Vec<Handover> {
        self.handovers.iter().chain(&self.rescinded).copied().collect()
    }
}

/// What [`verify`] found: the problems (none: verified) and the table's fingerprint, for a player to
/// compare with the one their device showed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    /// The problems found.
    pub problems: Vec<Problem>,
    /// The table's fingerprint (none for a game played before moves were signed).
    pub fingerprint: Option<String>,
}

/// Checks a finished game against its remote part, trusting nothing in the file: every seat's
/// signature of its moves and the creating seat's of each handover (against the keys in the start
/// digest whose fingerprint it gives), every share against its commitment, the seed against the
/// joint draw, each revealed secret against its commitment, and every chip played against its
/// seat's bag. A game whose bags were never hidden, or played before moves were signed, cannot be
/// verified, and says why.
///
/// # Errors
/// A remote part that cannot be read (wrong lengths, not base64url, a seat count that does not
/// match), or a game that is not over.
// Long: the verification's steps in the order a player would check them, each problem noted where
// it is found.
pub fn verify<G: RemoteGame>(
    game: &G,
    players: u8,
    seed: u64,
    hidden_bags: bool,
    remote: &RemoteRecord,
) -> Result<Checked, String> {
    let n = usize::from(players);
    if remote.commitments.len() != n || remote.shares.len() != n || remote.reveals.len() > n {
        return Err(format!(
            "the remote part lists {} commitments and {} shares for {players} players",
            remote.commitments.len(),
            remote.shares.len()
        ));
    }
    if !game.is_over() {
        return Err("the game is not over: its draws are checked at the end".to_string());
    }
    let mut problems = Vec::new();
    let problem = |seat: Seat, kind| Problem {
        seat,
        number: 0,
        kind,
    };
    if !hidden_bags && G::has_secrets() {
        problems.push(problem(Seat(0), ProblemKind::BagsNotHidden));
    }
    let mut shares = Vec::new();
    for (i, share) in remote.shares.iter().enumerate() {
        shares.push(bytes::<{ secret::SECRET_BYTES }>(
            share,
            &format!("seat {}'s draw share", i + 1),
        )?);
    }
    let joint = secret::joint_draw(&shares);
    if secret::game_seed(&joint) != seed {
        problems.push(problem(Seat(0), ProblemKind::Seed));
    }
    let mut secrets: PerSeat<Option<Secret>> = PerSeat::default();
    let mut commitments = Vec::new();
    for seat in Seat::all(players) {
        let commitment = bytes::<32>(
            &remote.commitments[seat.index()],
            &format!("seat {}'s commitment", seat.0 + 1),
        )?;
        commitments.push(commitment);
        // A game without secrets (GLAK) has nothing to reveal.
        if !G::has_secrets() {
            continue;
        }
        match remote.reveals.get(seat.index()).cloned().flatten() {
            None => problems.push(problem(seat, ProblemKind::NotRevealed)),
            Some(revealed) => {
                let secret =
                    Secret::from_random(bytes::<32>(&revealed, &format!("seat {}'s secret", seat.0 + 1))?);
                if secret.commitment() == commitment {
                    secrets[seat] = Some(secret);
                } else {
                    problems.push(problem(seat, ProblemKind::Commitment));
                }
            }
        }
    }
    let fingerprint = check_signed(
        game,
        players,
        remote,
        &commitments,
        &shares,
        &secrets,
        &mut problems,
    )?;
    let handovers: Vec<(Seat, u32, Option<[u8; 32]>)> = remote
        .handovers
        .iter()
        .filter(|h| h.seat < players && !h.rescinded)
        .map(|h| {
            let seed = secrets[Seat(0)].map(|s| s.handover_seed(&joint, h.seat, h.from_move));
            (Seat(h.seat), h.from_move, seed)
        })
        .collect();
    problems.extend(game.check_draws(&joint, &secrets, &handovers));
    Ok(Checked {
        problems,
        fingerprint,
    })
}

/// Checks the keys, draw commitments and signatures of a record's remote part: the fingerprint of
/// its start digest, and the problems found. A record made before moves were signed has none of
/// them: it cannot be verified.
// Long: every key, commitment and signature checked in the order the game used them, each problem
// noted where it is found.
fn check_signed<G: RemoteGame>(
    game: &G,
    players: u8,
    remote: &RemoteRecord,
    commitments: &[[u8; 32]],
    shares: &[[u8; secret::SECRET_BYTES]],
    secrets: &PerSeat<Option<Secret>>,
    problems: &mut Vec<Problem>,
) -> Result<Option<String>, String> {
    let n = usize::from(players);
    let Some(setup) = &remote.setup else {
        problems.push(Problem {
            seat: Seat(0),
            number: 0,
            kind: ProblemKind::Unsigned,
        });
        return Ok(None);
    };
    if remote.keys.len() != n || remote.draw_commitments.len() != n || remote.signatures.len() > n {
        return Err(format!(
            "the remote part lists {} keys and {} draw commitments for {players} players",
            remote.keys.len(),
            remote.draw_commitments.len()
        ));
    }
    let setup = URL_SAFE_NO_PAD
        .decode(setup)
        .map_err(|_| "the setup is not base64url".to_string())?;
    let id = bytes::<8>(&remote.id, "the game's id")?;
    let mut keys = Vec::new();
    let mut draws = Vec::new();
    for i in 0..n {
        keys.push(bytes::<32>(&remote.keys[i], &format!("seat {}'s key", i + 1))?);
        draws.push(bytes::<32>(
            &remote.draw_commitments[i],
            &format!("seat {}'s draw commitment", i + 1),
        )?);
        if secret::draw_commitment(&shares[i]) != draws[i] {
            problems.push(Problem {
                seat: Seat(i as u8),
                number: 0,
                kind: ProblemKind::Share,
            });
        }
    }
    let mut elsewhere = crate::core::seat::SeatSet::EMPTY;
    for &s in remote.elsewhere.iter().filter(|&&s| s < players) {
        elsewhere.insert(Seat(s));
    }
    let names = G::read_names(&game.body()).map_err(|e| e.to_string())?;
    // The game is the one the players were invited to: its setup from the invitation's, with the
    // drawn seed and every name.
    let seed = secret::game_seed(&secret::joint_draw(shares));
    let invited = G::start(&setup, seed, &names, &PerSeat::default());
    if !invited.is_ok_and(|g: G| g.setup_bytes() == game.setup_bytes()) {
        problems.push(Problem {
            seat: Seat(0),
            number: 0,
            kind: ProblemKind::Setup,
        });
    }
    let start = secret::start_digest(&secret::StartParts {
        game: G::LINK_GAME,
        id: &id,
        elsewhere: elsewhere.bits(),
        setup: &setup,
        names: &names,
        keys: &keys,
        commitments,
        draw_commitments: &draws,
    });
    let mut handovers = Vec::new();
    for h in remote.handovers.iter().filter(|h| h.seat < players) {
        let signature = h.signature.as_deref().unwrap_or_default();
        handovers.push(Handover {
            seat: Seat(h.seat),
            from: h.from_move,
            rescinded: h.rescinded,
            signature: bytes::<64>(signature, "a handover's signature").unwrap_or([0; 64]),
        });
    }
    let mut signatures = Vec::new();
    for (i, signed) in remote.signatures.iter().enumerate() {
        if let Some(signed) = signed {
            signatures.push(Signed {
                seat: Seat(i as u8),
                moves: signed.moves,
                revealed: signed.revealed,
                signature: bytes::<64>(&signed.signature, &format!("seat {}'s signature", i + 1))?,
            });
        }
    }
    if let Some(seat) = super::session::bad_handover(elsewhere, &game.moves(), &handovers) {
        problems.push(Problem {
            seat,
            number: 0,
            kind: ProblemKind::Handover,
        });
    }
    let public = PerSeat::from_fn(|s| keys.get(s.index()).copied());
    if let Err(super::RemoteError::BadSignature { seat }) = super::session::check_signatures::<G>(
        &start,
        &public,
        &game.moves(),
        &handovers,
        &signatures,
        secrets,
    ) {
        problems.push(Problem {
            seat,
            number: 0,
            kind: ProblemKind::Signature,
        });
    }
    Ok(Some(secret::fingerprint(&start)))
}

/// A session as a device keeps it between visits (in the browser's storage): everything it was
/// shown, its own secrets and keys, and the game as its share-link bytes. Only this device ever
/// reads it. Sessions kept before moves were signed have no keys: they open, and their games are
/// shown as they were, but no device sends them anything new.
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
    /// Each seat's public key, as far as known.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keys: Vec<Option<String>>,
    /// Each seat's commitment, as far as known (`null` when not).
    pub commitments: Vec<Option<String>>,
    /// Each seat's commitment to its draw share, as far as known.
    pub draw_commitments: Vec<Option<String>>,
    /// Each seat's draw share, as far as known.
    pub shares: Vec<Option<String>>,
    /// This device's own secrets.
    pub secrets: Vec<Option<String>>,
    /// This device's own signing keys.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub signing: Vec<Option<String>>,
    /// Other seats' secrets, revealed at the end.
    pub reveals: Vec<Option<String>>,
    /// Each seat's latest signature.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub signatures: Vec<Option<SignatureRecord>>,
    /// Seats handed to the creating device: seat, moves before, signature.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub handovers: Vec<HandoverRecord>,
    /// Handovers the creating seat took back: seat, moves before, signature.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rescinded: Vec<HandoverRecord>,
    /// A device owed this device's game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<u8>,
    /// Whether an update (a message with the game) has arrived.
    #[serde(default)]
    pub opened: bool,
    /// The game's share-link bytes, once started.
    pub body: Option<String>,
}

fn list<T>(players: u8, per_seat: &PerSeat<Option<T>>, f: impl Fn(&T) -> String) -> Vec<Option<String>> {
    Seat::all(players).map(|s| per_seat[s].as_ref().map(&f)).collect()
}

fn per_seat<const N: usize>(
    texts: &[Option<String>],
    what: &str,
) -> Result<PerSeat<Option<[u8; N]>>, String> {
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
        let parts = self.parts();
        let players = self.players;
        SavedSession {
            game: game_name.to_string(),
            id: id_text(&self.id),
            players,
            elsewhere: self.elsewhere.iter().map(|s| s.0).collect(),
            mine: self.mine.iter().map(|s| s.0).collect(),
            setup: text(&self.setup),
            names: self.names.clone(),
            keys: list(players, &self.commitments, |c| b64(&c.key)),
            commitments: list(players, &self.commitments, |c| b64(&c.secret)),
            draw_commitments: list(players, &self.commitments, |c| b64(&c.draw)),
            shares: list(players, &self.shares, |c| b64(c)),
            secrets: list(players, &parts.secrets, |s| b64(&s.to_bytes())),
            signing: list(players, &parts.keys, |k| b64(&k.to_bytes())),
            reveals: list(players, &self.reveals, |s| b64(&s.to_bytes())),
            signatures: Seat::all(players)
                .map(|s| {
                    self.signatures[s].map(|signed| SignatureRecord {
                        moves: signed.moves,
                        revealed: signed.revealed,
                        signature: text(&signed.signature),
                    })
                })
                .collect(),
            handovers: handover_records(&self.handovers),
            rescinded: handover_records(&self.rescinded),
            answer: self.answer.map(|s| s.0),
            opened: self.opened,
            body: self.game.as_ref().map(|g| text(&g.body())),
        }
    }

    /// A session kept by [`Session::saved`], its game replayed through the rules.
    ///
    /// # Errors
    /// What cannot be read, or the move that does not replay.
    // Long: each field of a kept session read and checked in the order it is written.
    pub fn from_saved(saved: &SavedSession) -> Result<Session<G>, String> {
        let players = saved.players;
        if !crate::core::seat::PLAYER_COUNTS.contains(&usize::from(players))
            || saved.names.len() != usize::from(players)
        {
            return Err(format!("{} names for {players} players", saved.names.len()));
        }
        let secrets = per_seat::<32>(&saved.secrets, "secrets")?;
        let signing = per_seat::<32>(&saved.signing, "signing keys")?;
        let reveals = per_seat::<32>(&saved.reveals, "revealed secrets")?;
        let keys = per_seat::<32>(&saved.keys, "keys")?;
        let secret_commitments = per_seat::<32>(&saved.commitments, "commitments")?;
        let draw_commitments = per_seat::<32>(&saved.draw_commitments, "draw commitments")?;
        let shares = per_seat::<{ secret::SECRET_BYTES }>(&saved.shares, "draw shares")?;
        // A session kept before moves were signed has no keys (and joined seats' draw commitments
        // follow from their shares): its game opens, but no signature of it can ever be checked.
        let commitments = PerSeat::from_fn(|s| {
            Some(Commitments {
                key: keys[s].unwrap_or([0; 32]),
                secret: secret_commitments[s]?,
                draw: draw_commitments[s]
                    .or_else(|| shares[s].map(|share| secret::draw_commitment(&share)))?,
            })
        });
        let read = |list: &[HandoverRecord], rescinded: bool| -> Result<Vec<Handover>, String> {
            let mut out = Vec::new();
            for h in list.iter().filter(|h| h.seat < players) {
                out.push(Handover {
                    seat: Seat(h.seat),
                    from: h.from_move,
                    rescinded,
                    signature: match &h.signature {
                        Some(text) => bytes::<64>(text, "a handover's signature")?,
                        None => [0; 64],
                    },
                });
            }
            Ok(out)
        };
        let handovers = read(&saved.handovers, false)?;
        let rescinded = read(&saved.rescinded, true)?;
        let mut signatures: PerSeat<Option<Signed>> = PerSeat::default();
        for (i, signed) in saved.signatures.iter().enumerate().take(usize::from(players)) {
            if let Some(signed) = signed {
                signatures[Seat(i as u8)] = Some(Signed {
                    seat: Seat(i as u8),
                    moves: signed.moves,
                    revealed: signed.revealed,
                    signature: bytes::<64>(&signed.signature, "a signature")?,
                });
            }
        }
        let mut session = Session::<G>::restore(super::session::Parts {
            id: bytes::<8>(&saved.id, "the game's id")?,
            players,
            elsewhere: seats(&saved.elsewhere),
            mine: seats(&saved.mine),
            setup: URL_SAFE_NO_PAD
                .decode(&saved.setup)
                .map_err(|_| "the setup is not base64url".to_string())?,
            names: saved.names.clone(),
            commitments,
            shares,
            secrets: PerSeat::from_fn(|s| secrets[s].map(Secret::from_random)),
            keys: PerSeat::from_fn(|s| signing[s].map(SeatKey::from_random)),
            reveals: PerSeat::from_fn(|s| reveals[s].map(Secret::from_random)),
            handovers,
            rescinded,
            signatures,
            answer: saved.answer.filter(|&s| s < players).map(Seat),
            opened: saved.opened,
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
