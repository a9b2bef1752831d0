//! Sorting by a number: one sort for every caller. Each `sort_by`, `sort_by_key` or
//! `sort_unstable` of a slice of its own type, or with a closure of its own, is a copy of the
//! standard library's whole sort in the program (3 to 10 KB of wasm each: the engines' and the
//! bots' six sorts were 55 KB of the bots' module before optimising, docs/performance.md). Here
//! the items are ranked by a `u64`, the pairs of rank and position are sorted (the one copy), and
//! the items are put in that order.

/// Sorts `items` by `rank`, ascending, keeping the order of items of equal rank: the order
/// `items.sort_by_key(rank)` gives (a stable sort). Ranks of this module's functions compose:
/// [`f64_rank`] or [`f32_rank`] for a number, `!rank` for descending.
pub fn sort_by_rank<T>(items: &mut Vec<T>, rank: impl Fn(&T) -> u64) {
    // Every pair differs in its position, so the unstable sort of the pairs has one result: the
    // stable order by rank.
    let mut ranked: Vec<(u64, usize)> = items
        .iter()
        .enumerate()
        .map(|(at, item)| (rank(item), at))
        .collect();
    ranked.sort_unstable();
    let mut taken: Vec<Option<T>> = std::mem::take(items).into_iter().map(Some).collect();
    items.extend(ranked.into_iter().filter_map(|(_, at)| taken[at].take()));
}

/// A rank of `x` in the order of [`f64::total_cmp`] (negative NaN, negative infinity, …, −0, +0,
/// …, positive infinity, positive NaN), for [`sort_by_rank`].
#[must_use]
pub fn f64_rank(x: f64) -> u64 {
    let bits = x.to_bits();
    // `total_cmp` compares the bits as signed numbers after flipping a negative number's other
    // bits; flipping the sign bit too makes that order the unsigned one.
    if bits >> 63 == 1 { !bits } else { bits | (1 << 63) }
}

/// A rank of `x` in the order of [`f32::total_cmp`], for [`sort_by_rank`] ([`f64_rank`]).
#[must_use]
pub fn f32_rank(x: f32) -> u64 {
    let bits = x.to_bits();
    u64::from(if bits >> 31 == 1 { !bits } else { bits | (1 << 31) })
}

/// A rank of `x` in the order of `i32`, for [`sort_by_rank`] (as the high or low half of a rank).
#[must_use]
pub fn i32_rank(x: i32) -> u32 {
    x.cast_unsigned() ^ (1 << 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The order of `sort_by_key`, ties included: the items are (key, tag) pairs and only the
        /// key ranks them.
        #[test]
        fn sorts_as_the_stable_sort_does(items in prop::collection::vec((0u64..8, any::<u32>()), 0..60)) {
            let mut ours = items.clone();
            sort_by_rank(&mut ours, |&(key, _)| key);
            let mut std_order = items;
            std_order.sort_by_key(|&(key, _)| key);
            prop_assert_eq!(ours, std_order);
        }

        /// Descending by a number, ties in their order: the bots' `sort_by(|a, b| b.total_cmp(a))`.
        #[test]
        fn descending_numbers_as_total_cmp_orders_them(items in prop::collection::vec((prop_oneof![
            any::<f64>(), Just(0.0), Just(-0.0), Just(f64::NAN), Just(-f64::NAN), Just(f64::INFINITY),
            Just(f64::NEG_INFINITY), Just(1.5), Just(-1.5),
        ], any::<u8>()), 0..60)) {
            let mut ours = items.clone();
            sort_by_rank(&mut ours, |&(x, _)| !f64_rank(x));
            let mut std_order = items;
            std_order.sort_by(|a, b| b.0.total_cmp(&a.0));
            let bits = |v: &[(f64, u8)]| v.iter().map(|&(x, t)| (x.to_bits(), t)).collect::<Vec<_>>();
            prop_assert_eq!(bits(&ours), bits(&std_order));
        }

        #[test]
        fn f64_rank_orders_as_total_cmp(a in any::<f64>(), b in any::<f64>()) {
            prop_assert_eq!(f64_rank(a).cmp(&f64_rank(b)), a.total_cmp(&b));
        }

        #[test]
        fn f32_rank_orders_as_total_cmp(a in any::<f32>(), b in any::<f32>()) {
            prop_assert_eq!(f32_rank(a).cmp(&f32_rank(b)), a.total_cmp(&b));
        }

        /// Descending by an `f32`, ties in their order: the GLAK bots' beams and plans.
        #[test]
        fn descending_f32_as_total_cmp_orders_them(items in prop::collection::vec((prop_oneof![
            -4.0f32..4.0, Just(0.0), Just(-0.0), Just(1.0), Just(f32::NAN), Just(f32::INFINITY),
        ], any::<u8>()), 0..60)) {
            let mut ours = items.clone();
            sort_by_rank(&mut ours, |&(x, _)| !f32_rank(x));
            let mut std_order = items;
            std_order.sort_by(|a, b| b.0.total_cmp(&a.0));
            let bits = |v: &[(f32, u8)]| v.iter().map(|&(x, t)| (x.to_bits(), t)).collect::<Vec<_>>();
            prop_assert_eq!(bits(&ours), bits(&std_order));
        }

        #[test]
        fn i32_rank_orders_as_i32(a in any::<i32>(), b in any::<i32>()) {
            prop_assert_eq!(i32_rank(a).cmp(&i32_rank(b)), a.cmp(&b));
        }
    }

    #[test]
    fn the_edges_of_the_numbers() {
        let xs = [
            f64::NEG_INFINITY,
            -1.0,
            -0.0,
            0.0,
            f64::MIN_POSITIVE,
            1.0,
            f64::INFINITY,
            f64::NAN,
        ];
        for pair in xs.windows(2) {
            assert!(f64_rank(pair[0]) < f64_rank(pair[1]), "{} < {}", pair[0], pair[1]);
        }
        assert!(f64_rank(-f64::NAN) < f64_rank(f64::NEG_INFINITY));
        assert!(f32_rank(-f32::NAN) < f32_rank(f32::NEG_INFINITY));
        assert!(f32_rank(-0.0) < f32_rank(0.0) && f32_rank(0.0) < f32_rank(f32::MIN_POSITIVE));
        assert!(f32_rank(f32::INFINITY) < f32_rank(f32::NAN));
        assert_eq!(i32_rank(i32::MIN), 0);
        assert_eq!(i32_rank(i32::MAX), u32::MAX);
    }
}
