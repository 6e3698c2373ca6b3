//! Golden-ratio arithmetic in exact integers: `floor(k * phi)` and its prefix sums.
//!
//! `phi = (1 + sqrt 5) / 2`. The lower Wythoff (Beatty) sequence `floor(k * phi)` and the upper
//! one `floor(k * phi^2) = floor(k * phi) + k` split the positive integers between them
//! (Beatty's theorem), which is what Wythoff's game, the Number Game (GCJ 2010 1A C) and the
//! prefix sums below rest on. Nothing here touches floating point: `5 k^2` is formed in `u128`
//! and its square root is taken exactly.

/// The largest `k` that [`golden_floor`] accepts: the largest `k` with `5 k^2 <= u128::MAX`
/// (about `8.2 * 10^18`, comfortably above `10^18`).
pub const GOLDEN_FLOOR_MAX_K: u64 = 8_249_634_742_471_189_717;

/// The integer square root `floor(sqrt(n))` of any `u128`, exactly.
///
/// Rule: Newton's iteration `x -> (x + n / x) / 2` started above the root decreases strictly
/// until it reaches `floor(sqrt(n))` and then stops decreasing (the classic integer form of
/// Heron's method; see Crandall and Pomerance, "Prime Numbers", Algorithm 9.2.11). The start is
/// one step from the power of two `2^h <= sqrt(n) < 2^(h+1)`, `(2^h + n / 2^h) / 2`, which needs
/// only shifts and is `>= floor(sqrt(n))` by the AM-GM inequality. Values below `2^64` run in
/// `u64`, which is several times faster. Written here because rustc 1.63 has no `isqrt`.
///
/// # Constraints
/// Any `u128`; every intermediate stays below `2^66`, so nothing overflows.
///
/// # Complexity
/// O(log log n) divisions (at most 8 for any `u128`).
///
/// Checked against the definition `s^2 <= n < (s + 1)^2` for every `n < 20000`, around every
/// square `s^2` with `s` a power of two or near `2^64`, and at `u128::MAX`.
///
/// # Example
/// ```
/// use solver_core::golden::golden_isqrt_u128;
/// assert_eq!(golden_isqrt_u128(99), 9);
/// assert_eq!(golden_isqrt_u128(100), 10);
/// assert_eq!(golden_isqrt_u128(u128::MAX), u64::MAX as u128);
/// ```
pub fn golden_isqrt_u128(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    if n <= u64::MAX as u128 {
        let n = n as u64;
        let half = (63 - n.leading_zeros()) / 2;
        let mut x = ((1u64 << half) + (n >> half)) / 2;
        loop {
            let next = (x + n / x) / 2;
            if next >= x {
                return x as u128;
            }
            x = next;
        }
    }
    let half = (127 - n.leading_zeros()) / 2;
    let mut x = ((1u128 << half) + (n >> half)) / 2;
    loop {
        let next = (x + n / x) / 2;
        if next >= x {
            return x;
        }
        x = next;
    }
}

/// `floor(k * phi)`, the `k`-th term of the lower Wythoff sequence 1, 3, 4, 6, 8, 9, 11, ...
///
/// Rule: `k * phi = (k + k sqrt 5) / 2`, and with `s = floor(sqrt(5 k^2))` the irrational
/// `k sqrt 5` lies strictly between `s` and `s + 1`, so `floor(k * phi) = floor((k + s) / 2)`.
/// Source: the closed form of the Beatty sequence (Beatty, Amer. Math. Monthly 33, 1926;
/// Wythoff, Nieuw Archief voor Wiskunde 7, 1907).
///
/// # Constraints
/// `k <= GOLDEN_FLOOR_MAX_K` (about `8.2 * 10^18`), so that `5 k^2` fits in `u128`; larger `k`
/// panics. The result is below `1.34 * 10^19` and fits in `u64`.
///
/// # Complexity
/// O(1): one [`golden_isqrt_u128`].
///
/// Checked against the defining inequalities `m < k phi < m + 1` (squared in integers) for every
/// `k <= 200000` and near `10^18` and `GOLDEN_FLOOR_MAX_K`, against Beatty's partition of
/// `1..=10^5`, and against the 19 digits of `10^18 phi`.
///
/// # Example
/// ```
/// use solver_core::golden::golden_floor;
/// assert_eq!(golden_floor(1), 1);
/// assert_eq!(golden_floor(4), 6);
/// assert_eq!(golden_floor(1_000_000_000_000_000_000), 1_618_033_988_749_894_848);
/// ```
pub fn golden_floor(k: u64) -> u64 {
    assert!(k <= GOLDEN_FLOOR_MAX_K, "golden_floor: k = {} is above GOLDEN_FLOOR_MAX_K", k);
    let k = k as u128;
    ((k + golden_isqrt_u128(5 * k * k)) / 2) as u64
}

/// `sum_{k=1..n} floor(k * phi)`, the prefix sum of the lower Wythoff sequence (0 for `n = 0`).
///
/// Rule: with `m = floor(n phi)`, the numbers `1..=m` are exactly the `n` lower terms
/// `floor(k phi)`, `k <= n`, and the `r = m - n` upper terms `floor(j phi^2) = floor(j phi) + j`,
/// `j <= r` (Beatty's theorem). Hence `S(n) = m(m+1)/2 - r(r+1)/2 - S(r)`, and since
/// `r = floor(n / phi)` the recursion shrinks `n` by `phi` at each step. Only the first
/// `floor(n phi)` needs a square root: `r phi = n - phi * frac(n / phi)` lies strictly between
/// `n - 2` and `n`, so `floor(r phi)` is `n - 1` when `n - 1 < r phi` (the integer test
/// `(n-1)(n-1-r) < r^2`) and `n - 2` otherwise. Source: the standard Beatty-sequence sum
/// technique (e.g. O'Bryant, "A generating function technique for Beatty sequences", Canad. J.
/// Math. 2002; Fraenkel, "The bracket function and complementary sets of integers", 1969); also
/// seed 002 (counting the A with A > phi B).
///
/// # Constraints
/// `n <= GOLDEN_FLOOR_MAX_K` (about `8.2 * 10^18`; larger `n` panics in [`golden_floor`]). The
/// result, about `phi n^2 / 2 <= 5.6 * 10^37`, fits in `u128` (and every partial sum in `i128`)
/// for every such `n`; the largest `n` whose sum fits in `u128` at all is about `2.05 * 10^19`,
/// past `u64`, so the square root is the only limit.
///
/// # Complexity
/// O(log n): one [`golden_floor`], then at most 92 steps of a few `u128` multiplications for
/// `n <= GOLDEN_FLOOR_MAX_K`.
///
/// Checked against a running sum of [`golden_floor`] for every `n <= 5000`, and near `10^18`
/// against the classic floor-sum algorithm over the Fibonacci approximation `F(93) / F(92)`.
///
/// # Example
/// ```
/// use solver_core::golden::golden_floor_sum;
/// assert_eq!(golden_floor_sum(4), 1 + 3 + 4 + 6);
/// assert_eq!(golden_floor_sum(0), 0);
/// ```
pub fn golden_floor_sum(n: u64) -> u128 {
    /// `m = floor(n phi)` becomes `floor(r phi)`, `r = m - n`: `n - 1` when `n - 1 < r phi`.
    fn next_floor(n: u64, r: u64) -> u64 {
        let below = n - 1;
        let r_phi_above =
            below < r || (below as u128) * ((below - r) as u128) < (r as u128) * (r as u128);
        if r_phi_above {
            below
        } else {
            n - 2
        }
    }
    /// The same recursion in 64-bit arithmetic, once `m < 2^31` (several times faster in debug
    /// builds, where 128-bit products are library calls).
    fn small_sum(mut n: u64, mut m: u64) -> i64 {
        let mut total = 0i64;
        let mut positive = true;
        loop {
            let r = m - n;
            let term = ((m * (m + 1) - r * (r + 1)) / 2) as i64;
            total += if positive { term } else { -term };
            if r == 0 {
                return total;
            }
            positive = !positive;
            m = if n - 1 < r || (n - 1) * (n - 1 - r) < r * r { n - 1 } else { n - 2 };
            n = r;
        }
    }
    fn triangle(m: u64) -> i128 {
        let m = m as u128;
        (m * (m + 1) / 2) as i128
    }
    if n == 0 {
        return 0;
    }
    // S(n) = T(m) - T(r) - S(r): unrolled into an alternating sum of shrinking terms.
    let mut total: i128 = 0;
    let mut positive = true;
    let (mut n, mut m) = (n, golden_floor(n));
    loop {
        if m < 1 << 31 {
            let rest = small_sum(n, m) as i128;
            return (if positive { total + rest } else { total - rest }) as u128;
        }
        let r = m - n;
        let term = triangle(m) - triangle(r);
        total += if positive { term } else { -term };
        positive = !positive;
        m = next_floor(n, r);
        n = r;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `m == floor(k phi)` by the defining inequalities `2m - k < k sqrt 5 < 2m + 2 - k`,
    /// squared in integers (both sides are non-negative for `m = floor(k phi)`, `k >= 1`).
    fn is_floor_k_phi(k: u64, m: u64) -> bool {
        let (k, m) = (k as u128, m as u128);
        let five_k2 = 5 * k * k;
        let low = 2 * m - k; // m >= k, so no underflow
        let high = 2 * m + 2 - k;
        m >= k && low * low < five_k2 && high * high > five_k2
    }

    #[test]
    fn isqrt_matches_definition() {
        let check = |n: u128| {
            let s = golden_isqrt_u128(n);
            assert!(s * s <= n, "{}", n);
            assert!((s + 1).checked_mul(s + 1).map_or(true, |sq| sq > n), "{}", n);
        };
        for n in 0..20_000u128 {
            check(n);
        }
        for shift in 0..64 {
            let s = 1u128 << shift;
            for &root in &[s, s + 1, s.saturating_sub(1), s * 3 / 2] {
                for delta in 0..3u128 {
                    check(root * root + delta);
                    if root * root >= delta {
                        check(root * root - delta);
                    }
                }
            }
        }
        let top = u64::MAX as u128;
        for root in top - 5..=top {
            check(root * root);
            check(root * root - 1);
            check(root * root + 1);
        }
        check(u128::MAX);
        check(u128::MAX - 1);
        assert_eq!(golden_isqrt_u128(u128::MAX), top);
        assert_eq!(golden_isqrt_u128(top), (1u128 << 32) - 1);
    }

    #[test]
    fn floor_matches_defining_inequalities() {
        for k in 1..=200_000u64 {
            assert!(is_floor_k_phi(k, golden_floor(k)), "{}", k);
        }
        assert_eq!(golden_floor(0), 0);
        let e18 = 1_000_000_000_000_000_000u64;
        for k in (e18 - 1000..=e18 + 1000).chain(GOLDEN_FLOOR_MAX_K - 1000..=GOLDEN_FLOOR_MAX_K) {
            assert!(is_floor_k_phi(k, golden_floor(k)), "{}", k);
        }
        // phi = 1.6180339887498948482045868...: the digits, not the formula.
        assert_eq!(golden_floor(e18), 1_618_033_988_749_894_848);
        assert_eq!(golden_floor(GOLDEN_FLOOR_MAX_K), 13_348_189_408_090_370_665);
        // The constant is really the largest k whose 5 k^2 fits.
        let k = GOLDEN_FLOOR_MAX_K as u128;
        assert!((5 * k).checked_mul(k).is_some());
        assert!((5 * (k + 1)).checked_mul(k + 1).is_none());
    }

    #[test]
    #[should_panic(expected = "GOLDEN_FLOOR_MAX_K")]
    fn floor_rejects_too_large_k() {
        golden_floor(GOLDEN_FLOOR_MAX_K + 1);
    }

    #[test]
    fn beatty_sequences_partition_the_integers() {
        let limit = 100_000usize;
        let mut hits = vec![0u8; limit + 1];
        for k in 1..=limit as u64 {
            let lower = golden_floor(k) as usize;
            if lower <= limit {
                hits[lower] += 1;
            }
            if lower + (k as usize) <= limit {
                hits[lower + k as usize] += 1;
            }
        }
        assert!(hits[1..].iter().all(|&h| h == 1));
    }

    #[test]
    fn sum_matches_running_sum_up_to_5000() {
        let mut running = 0u128;
        assert_eq!(golden_floor_sum(0), 0);
        for n in 1..=5000u64 {
            running += golden_floor(n) as u128;
            assert_eq!(golden_floor_sum(n), running, "{}", n);
        }
    }

    /// `sum_{i=0}^{n-1} floor((a i + b) / m)` by the classic Euclid-like reduction (AtCoder
    /// Library `floor_sum`); independent of square roots and of Beatty's theorem.
    fn floor_sum(n: u128, m: u128, mut a: u128, mut b: u128) -> u128 {
        let mut answer = 0u128;
        let (mut n, mut m) = (n, m);
        loop {
            if a >= m {
                answer += n * (n - 1) / 2 * (a / m);
                a %= m;
            }
            if b >= m {
                answer += n * (b / m);
                b %= m;
            }
            let y_max = a * n + b;
            if y_max < m {
                return answer;
            }
            n = y_max / m;
            b = y_max % m;
            std::mem::swap(&mut m, &mut a);
        }
    }

    #[test]
    fn sum_at_large_n_matches_fibonacci_approximation() {
        // For k <= n the ratio p/q = F(93)/F(92) (q about 7.5e18 > 4n) gives the same floors as
        // phi: |k phi - k p / q| < k / (sqrt5 q^2) is far below the distance from k phi to the
        // nearest integer, which exceeds 1 / (3 k) for the golden ratio.
        let (mut q, mut p) = (1u128, 1u128);
        for _ in 0..91 {
            let next = p + q;
            q = p;
            p = next;
        }
        assert!(q > 7_000_000_000_000_000_000 && q < 8_000_000_000_000_000_000);
        for &n in &[
            1_000_000u64,
            999_999_999_999_999_999,
            1_000_000_000_000_000_000,
            1_234_567_890_123_456_789,
        ] {
            assert!(q > 4 * n as u128);
            let expected = floor_sum(n as u128 + 1, q, p, 0);
            assert_eq!(golden_floor_sum(n), expected, "{}", n);
        }
        // The same approximation agrees term by term on a sample of large k.
        for k in (1_000_000_000_000_000_000u64..).step_by(999_983).take(2000) {
            assert_eq!(golden_floor(k) as u128, k as u128 * p / q, "{}", k);
        }
    }

    #[test]
    fn sum_fits_at_the_largest_k() {
        let sum = golden_floor_sum(GOLDEN_FLOOR_MAX_K);
        let k = GOLDEN_FLOOR_MAX_K as u128;
        // phi k^2 / 2 within a margin of k: 0.809 k^2 < S < 0.81 k^2.
        assert!(sum > k * k / 1000 * 809 && sum < k * k / 100 * 81);
    }
}
