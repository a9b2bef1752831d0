//! The secrets of a game between devices, and what each device publishes about them:
//!
//! - a seat's **secret** (a seed and a salt, 16 random bytes each) stays on its device until the
//!   game is over; its **commitment**, SHA-256 of the two, is published when the seat joins, so
//!   that the seed cannot be changed later;
//! - a seat's **draw share** (16 random bytes) chooses, together with everyone else's, the
//!   **joint draw**: the start player, GLAK's deal, and the order of every Glüx bag. The creating
//!   device publishes SHA-256 of its seats' shares before anyone else chooses theirs, each joining
//!   device publishes SHA-256 of its own in its reply, and the shares are shown only once every
//!   seat is committed, so no device and no group short of every seat controls the joint draw;
//! - a Glüx seat's bag is shuffled from SHA-256 of its secret and the joint draw: the seat's
//!   device knows it, nobody else does, and the seat could not choose it (the joint draw was not
//!   known when the secret was committed).
//!
//! - a seat's **key** (Ed25519) signs its moves and, for the creating seat, its handovers: every
//!   device checks every signature, so no device can change or invent another seat's move, even
//!   when it relays it.
//!
//! Every share is committed before any is shown: the creating device's in its invitation, each
//! joiner's in its reply; the creating device shows its shares once every seat has committed, and
//! the joiners theirs after that. The last to show can still walk away instead (nobody can force a
//! device to send), but nobody can choose the draw.
//!
//! Every digest starts with a tag naming its purpose, so that no digest can stand for another.

use sha2::{Digest as _, Sha256};

/// A SHA-256 digest.
pub type Digest = [u8; 32];

/// Bytes in a seed, a salt and a draw share.
pub const SECRET_BYTES: usize = 16;

/// A seat's secret: the seed its bag is shuffled from, and a salt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Secret {
    /// Shuffles the seat's bag (with the joint draw).
    pub seed: [u8; SECRET_BYTES],
    /// Makes the commitment unguessable whatever the seed.
    pub salt: [u8; SECRET_BYTES],
}

impl Secret {
    /// A secret from 32 random bytes (the platform's random source in the app; seeded in tests).
    #[must_use]
    pub fn from_random(bytes: [u8; 2 * SECRET_BYTES]) -> Secret {
        let mut seed = [0; SECRET_BYTES];
        let mut salt = [0; SECRET_BYTES];
        seed.copy_from_slice(&bytes[..SECRET_BYTES]);
        salt.copy_from_slice(&bytes[SECRET_BYTES..]);
        Secret { seed, salt }
    }

    /// The commitment published for this secret: SHA-256 of the seed and the salt.
    #[must_use]
    pub fn commitment(&self) -> Digest {
        hash(b"glux-remote/seed", &[&self.seed, &self.salt])
    }

    /// The seed of the seat's bag: SHA-256 of the secret and the joint draw.
    #[must_use]
    pub fn bag_seed(&self, joint: &Digest) -> [u8; 32] {
        hash(b"glux-remote/bag", &[&self.seed, &self.salt, joint])
    }

    /// The seed of a departed seat's remaining chips, shuffled again on the creating device from
    /// its own seat's secret when the seat is handed to it after `from_move` moves: nobody could
    /// choose it, and the creating device's reveal at the end lets everyone check it.
    #[must_use]
    pub fn handover_seed(&self, joint: &Digest, seat: u8, from_move: u32) -> [u8; 32] {
        hash(
            b"glux-remote/handover",
            &[&self.seed, &self.salt, joint, &[seat], &from_move.to_le_bytes()],
        )
    }

    /// The secret as 32 bytes, seed then salt (as a link carries it).
    #[must_use]
    pub fn to_bytes(&self) -> [u8; 2 * SECRET_BYTES] {
        let mut bytes = [0; 2 * SECRET_BYTES];
        bytes[..SECRET_BYTES].copy_from_slice(&self.seed);
        bytes[SECRET_BYTES..].copy_from_slice(&self.salt);
        bytes
    }
}

/// A seat's share of the joint draw.
pub type DrawShare = [u8; SECRET_BYTES];

/// What the creating device publishes of a share before the others choose theirs.
#[must_use]
pub fn draw_commitment(share: &DrawShare) -> Digest {
    hash(b"glux-remote/draw", &[share])
}

/// The joint draw of every seat's share, in seat order.
#[must_use]
pub fn joint_draw(shares: &[DrawShare]) -> Digest {
    let parts: Vec<&[u8]> = shares.iter().map(<[u8; SECRET_BYTES]>::as_slice).collect();
    hash(b"glux-remote/joint", &parts)
}

/// The game's seed from the joint draw: it chooses the start player (and GLAK's deal). 53 bits,
/// as every seed the app writes (records are read by JavaScript too).
#[must_use]
pub fn game_seed(joint: &Digest) -> u64 {
    let mut bytes = [0; 8];
    bytes.copy_from_slice(&joint[..8]);
    u64::from_le_bytes(bytes) & ((1 << 53) - 1)
}

/// What the start digest covers: everything the devices agree on before any draw share is shown.
#[derive(Clone, Copy, Debug)]
pub struct StartParts<'a> {
    /// The game's byte (as in share links).
    pub game: u8,
    /// The game's id.
    pub id: &'a [u8; 8],
    /// The seats on devices of their own, as a bit mask.
    pub elsewhere: u8,
    /// The setup bytes of the invitation.
    pub setup: &'a [u8],
    /// Every seat's name, in seat order.
    pub names: &'a [String],
    /// Every seat's public key, in seat order.
    pub keys: &'a [PublicKey],
    /// Every seat's commitment to its secret, in seat order.
    pub commitments: &'a [Digest],
    /// Every seat's commitment to its draw share, in seat order.
    pub draw_commitments: &'a [Digest],
}

/// The start digest: SHA-256 of everything fixed before any draw share is shown (the game, the
/// table, every name, key and commitment). Links carry its first [`START_BYTES`] bytes, so that
/// devices that were told different starts notice at once; people compare its
/// [`fingerprint`].
#[must_use]
pub fn start_digest(parts: &StartParts<'_>) -> Digest {
    let players = [parts.names.len() as u8, parts.elsewhere, parts.game];
    let mut all: Vec<&[u8]> = vec![parts.id, &players, parts.setup];
    all.extend(parts.names.iter().map(String::as_bytes));
    all.extend(parts.keys.iter().map(<[u8; 32]>::as_slice));
    all.extend(parts.commitments.iter().map(<[u8; 32]>::as_slice));
    all.extend(parts.draw_commitments.iter().map(<[u8; 32]>::as_slice));
    hash(b"glux-remote/start-2", &all)
}

/// The bytes of the start digest a link carries (128 bits).
pub const START_BYTES: usize = 16;

/// The start digest as links carry it.
#[must_use]
pub fn start_tag(digest: &Digest) -> [u8; START_BYTES] {
    let mut out = [0; START_BYTES];
    out.copy_from_slice(&digest[..START_BYTES]);
    out
}

/// The table's fingerprint: eight groups of five digits (about 133 bits) of the start digest, the
/// same on every device that was shown the same table. People compare it by voice or in a chat, as
/// Signal's safety numbers are compared: a device that showed different keys or commitments to
/// different devices cannot make their fingerprints agree (a creating device choosing both tables
/// would need about 2^66 tries to find two that match, at 80 bits it would need only 2^40).
#[must_use]
pub fn fingerprint(start: &Digest) -> String {
    let groups: Vec<String> = start
        .chunks(4)
        .map(|c| format!("{:05}", u32::from_le_bytes([c[0], c[1], c[2], c[3]]) % 100_000))
        .collect();
    groups.join(" ")
}

/// A seat's public key (Ed25519).
pub type PublicKey = [u8; 32];

/// An Ed25519 signature.
pub type Signature = [u8; 64];

/// A seat's signing key, made on its device from 32 random bytes and never sent, with its public
/// key worked out once (signing needs it, and working it out costs as much as a signature).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatKey {
    seed: [u8; 32],
    public: ed25519_dalek::VerifyingKey,
}

impl SeatKey {
    /// A key from 32 random bytes.
    #[must_use]
    pub fn from_random(bytes: [u8; 32]) -> SeatKey {
        SeatKey {
            seed: bytes,
            public: ed25519_dalek::SigningKey::from_bytes(&bytes).verifying_key(),
        }
    }

    /// The key's 32 bytes (as this device keeps them).
    #[must_use]
    pub fn to_bytes(&self) -> [u8; 32] {
        self.seed
    }

    /// The public key published in the seat's commitments.
    #[must_use]
    pub fn public(&self) -> PublicKey {
        self.public.to_bytes()
    }

    /// Signs a statement ([`moves_statement`], [`handover_statement`]): Ed25519 as
    /// `SigningKey::sign` does it, with the public key kept rather than worked out again.
    #[must_use]
    pub fn sign(&self, statement: &Digest) -> Signature {
        let expanded = ed25519_dalek::hazmat::ExpandedSecretKey::from(&self.seed);
        ed25519_dalek::hazmat::raw_sign::<sha2::Sha512>(&expanded, statement, &self.public).to_bytes()
    }
}

/// Whether `signature` is the holder of `key`'s signature of `statement` (strict Ed25519: no
/// malleable or weak-key signatures).
#[must_use]
pub fn signed(key: &PublicKey, statement: &Digest, signature: &Signature) -> bool {
    let Ok(key) = ed25519_dalek::VerifyingKey::from_bytes(key) else {
        return false;
    };
    key.verify_strict(statement, &ed25519_dalek::Signature::from_bytes(signature))
        .is_ok()
}

/// The running hash of a game before any move: the start digest.
#[must_use]
pub fn chain_start(start: &Digest) -> Digest {
    hash(b"glux-remote/chain", &[start])
}

/// The running hash after one more move: the hash before, the seat, and the move's bytes.
#[must_use]
pub fn chain_next(before: &Digest, seat: u8, move_bytes: &[u8]) -> Digest {
    hash(b"glux-remote/move", &[before, &[seat], move_bytes])
}

/// What a seat signs after its move: the game up to it (its running hash after `moves` moves), and
/// once the game is over the secret it reveals (so that its reveal is signed too).
#[must_use]
pub fn moves_statement(start: &Digest, moves: u32, chain: &Digest, revealed: Option<&Secret>) -> Digest {
    match revealed {
        None => hash(b"glux-remote/signed-moves", &[start, &moves.to_le_bytes(), chain]),
        Some(secret) => hash(
            b"glux-remote/signed-moves-and-secret",
            &[start, &moves.to_le_bytes(), chain, &secret.to_bytes()],
        ),
    }
}

/// What the creating seat signs to take back its handover of `seat` from move `from`, when the
/// seat's own move turned out to have been made.
#[must_use]
pub fn rescind_statement(start: &Digest, seat: u8, from: u32) -> Digest {
    hash(
        b"glux-remote/signed-rescission",
        &[start, &[seat], &from.to_le_bytes()],
    )
}

/// What a joined seat signs when it shows its draw share.
#[must_use]
pub fn share_statement(start: &Digest, seat: u8, share: &DrawShare) -> Digest {
    hash(b"glux-remote/signed-share", &[start, &[seat], share])
}

/// What the creating seat signs to hand a departed seat to its device from move `from` on.
#[must_use]
pub fn handover_statement(start: &Digest, seat: u8, from: u32) -> Digest {
    hash(
        b"glux-remote/signed-handover",
        &[start, &[seat], &from.to_le_bytes()],
    )
}

fn hash(tag: &[u8], parts: &[&[u8]]) -> Digest {
    let mut hasher = Sha256::new();
    hasher.update([tag.len() as u8]);
    hasher.update(tag);
    for part in parts {
        // Each part's length first, so that no two lists of parts hash alike.
        hasher.update((part.len() as u32).to_le_bytes());
        hasher.update(part);
    }
    hasher.finalize().into()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secret(n: u8) -> Secret {
        Secret::from_random([n; 32])
    }

    #[test]
    fn a_seat_key_signs_as_ed25519_does_and_its_signature_checks() {
        for byte in [0u8, 7, 255] {
            let key = SeatKey::from_random([byte; 32]);
            let statement = hash(b"glux-test", &[&[byte]]);
            let standard = ed25519_dalek::SigningKey::from_bytes(&[byte; 32]);
            use ed25519_dalek::Signer as _;
            assert_eq!(key.sign(&statement), standard.sign(&statement).to_bytes());
            assert_eq!(key.public(), standard.verifying_key().to_bytes());
            assert!(signed(&key.public(), &statement, &key.sign(&statement)));
            let other = hash(b"glux-test", &[&[byte, 1]]);
            assert!(!signed(&key.public(), &other, &key.sign(&statement)));
        }
    }

    #[test]
    fn a_commitment_is_sha256_of_the_tagged_seed_and_salt() {
        // The same bytes hashed by hand: a tag's length and text, then each part's length and bytes.
        let s = Secret::from_random(std::array::from_fn(|i| i as u8));
        let mut by_hand = Sha256::new();
        by_hand.update([16u8]);
        by_hand.update(b"glux-remote/seed");
        by_hand.update(16u32.to_le_bytes());
        by_hand.update(s.seed);
        by_hand.update(16u32.to_le_bytes());
        by_hand.update(s.salt);
        assert_eq!(s.commitment(), <[u8; 32]>::from(by_hand.finalize()));
    }

    #[test]
    fn a_commitment_binds_both_seed_and_salt() {
        let a = secret(1);
        let mut b = a;
        b.salt[0] ^= 1;
        let mut c = a;
        c.seed[15] ^= 0x80;
        assert_ne!(a.commitment(), b.commitment());
        assert_ne!(a.commitment(), c.commitment());
        assert_eq!(a.commitment(), secret(1).commitment());
    }

    #[test]
    fn every_share_changes_the_joint_draw_and_its_order_matters() {
        let shares = [[1; 16], [2; 16], [3; 16]];
        let joint = joint_draw(&shares);
        for i in 0..3 {
            let mut other = shares;
            other[i][7] ^= 1;
            assert_ne!(joint_draw(&other), joint);
        }
        assert_ne!(joint_draw(&[[2; 16], [1; 16], [3; 16]]), joint);
    }

    #[test]
    fn the_bag_depends_on_the_secret_and_the_joint_draw() {
        let joint = joint_draw(&[[1; 16], [2; 16]]);
        let other = joint_draw(&[[1; 16], [3; 16]]);
        assert_ne!(secret(1).bag_seed(&joint), secret(1).bag_seed(&other));
        assert_ne!(secret(1).bag_seed(&joint), secret(2).bag_seed(&joint));
    }

    #[test]
    fn a_game_seed_has_53_bits() {
        for n in 0..50u8 {
            assert!(game_seed(&joint_draw(&[[n; 16]])) < 1 << 53);
        }
    }
}
