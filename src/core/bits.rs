//! Sets as arrays of 64-bit words, one bit an element: the two steps both games' sets (Glüx's
//! squares, GLAK's fields) need beyond plain bit operations.

/// The index of the `k`-th set bit (from 0, in index order), if there are that many.
#[must_use]
pub fn nth_one(words: &[u64], mut k: usize) -> Option<usize> {
    for (i, &word) in words.iter().enumerate() {
        let ones = word.count_ones() as usize;
        if k < ones {
            let mut w = word;
            for _ in 0..k {
                w &= w - 1;
            }
            return Some(i * 64 + w.trailing_zeros() as usize);
        }
        k -= ones;
    }
    None
}

/// Takes the lowest set bit out of `words`, starting at word `*from` (which moves past empty words),
/// and returns its index: the step of an iterator that owns its copy of the words.
#[inline]
pub fn take_lowest(words: &mut [u64], from: &mut usize) -> Option<usize> {
    while let Some(w) = words.get_mut(*from) {
        if *w != 0 {
            let bit = w.trailing_zeros() as usize;
            *w &= *w - 1;
            return Some(*from * 64 + bit);
        }
        *from += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selects_and_takes_bits_in_index_order() {
        let words = [0b1010u64, 0, 1 << 63];
        assert_eq!(
            (0..4).map(|k| nth_one(&words, k)).collect::<Vec<_>>(),
            [Some(1), Some(3), Some(191), None]
        );
        let (mut copy, mut from) = (words, 0);
        let taken: Vec<usize> = std::iter::from_fn(|| take_lowest(&mut copy, &mut from)).collect();
        assert_eq!(taken, [1, 3, 191]);
    }
}
