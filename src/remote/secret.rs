//! The secrets of a game between devices, and what each device publishes about them:
//!
//! - a seat's **secret** (a seed and a salt, 16 random bytes each) stays on its device until the
//!   game is over; its **commitment**, SHA-256 of the two, is published when the seat joins, so
//!   that the seed cannot be changed later;
//! - a seat's **draw share** (16 random bytes) chooses, together with everyone else's, the
//!   **joint draw**: the start player, GLAK's deal, and the order of every Glüx bag. The creating
//!   device publishes SHA-256 of its seats' shares before anyone else chooses theirs, and each
//!   joining device chooses its share without seeing anyone else's, so no single device controls
//!   the joint draw;
//! - a Glüx seat's bag is shuffled from SHA-256 of its secret and the joint draw: the seat's
//!   device knows it, nobody else does, and the seat could not choose it (the joint draw was not
//!   known when the secret was committed).
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

/// Eight bytes standing for everything published at the start (the game, every commitment and
/// every share): links carry it, so devices that were told different starts notice at once.
#[must_use]
pub fn start_digest(id: &[u8; 8], commitments: &[Option<Digest>], shares: &[DrawShare]) -> [u8; 8] {
    let mut parts: Vec<&[u8]> = vec![id];
    for c in commitments {
        parts.push(c.as_ref().map_or(&[][..], |c| c.as_slice()));
    }
    parts.extend(shares.iter().map(<[u8; SECRET_BYTES]>::as_slice));
    let digest = hash(b"glux-remote/start", &parts);
    let mut out = [0; 8];
    out.copy_from_slice(&digest[..8]);
    out
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
