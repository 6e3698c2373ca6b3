//! gcj2010r1a_c Number Game. Rule source: problems.md / seed 002 (a move replaces A by A - kB or
//! B by B - kA, k >= 1; whoever makes a number <= 0 loses).
//!
//! Winning iff max > phi * min. Counting method (not the Beatty-sequence recursion suggested in
//! problems.md): for fixed B the winning A with A > phi*B are A >= floor(phi*B) + 1, and
//! floor(phi*B) = floor(B * F90 / F89) exactly for 0 <= B < F89 (~1.78e18), because F90/F89 is a
//! convergent of phi and no fraction with denominator < F89 lies between it and phi. Sums of
//! floor(B * P / Q) come from the classic floor-sum (AtCoder Library style) in u128; the box is
//! split by binary search into the three ranges where the clamp to [A1, A2] is constant or not.
//! Checked: the game search (memoised, every k) for A, B <= 60 against the max > phi*min rule;
//! the fast count against the direct double loop on every box inside [1,24]^2 and random
//! boxes up to 400; floor(B*F90/F89) against the exact isqrt formula (B + isqrt(5B^2)) / 2
//! on 3,000 pseudo-random B up to 10^18.

#[cfg(test)]
use super::isqrt;
use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let cases = t.u64();
    let mut out = String::new();
    for c in 1..=cases {
        let (a1, a2, b1, b2) = (t.u64(), t.u64(), t.u64(), t.u64());
        out.push_str(&format!("Case #{c}: {}\n", count(a1, a2, b1, b2)));
    }
    out
}

/// F(89) and F(90) with F(1) = F(2) = 1.
const Q: u128 = 1_779_979_416_004_714_189;
const P: u128 = 2_880_067_194_370_816_120;

/// floor(phi * b) for 0 <= b < Q.
pub fn floor_phi(b: u128) -> u128 {
    assert!(b < Q, "value too large for the rational approximation");
    b * P / Q
}

/// sum_{i=0}^{n-1} floor((a*i + b) / m)
fn floor_sum(mut n: u128, mut m: u128, mut a: u128, mut b: u128) -> u128 {
    let mut ans = 0u128;
    loop {
        if n == 0 {
            return ans;
        }
        if a >= m {
            ans += n * (n - 1) / 2 * (a / m);
            a %= m;
        }
        if b >= m {
            ans += n * (b / m);
            b %= m;
        }
        let y = a * n + b;
        if y < m {
            return ans;
        }
        n = y / m;
        b = y % m;
        std::mem::swap(&mut m, &mut a);
    }
}

/// sum of floor(phi*b) for b in [lo, hi) (lo <= hi).
fn sum_floor_phi(lo: u128, hi: u128) -> u128 {
    floor_sum(hi, Q, P, 0) - floor_sum(lo, Q, P, 0)
}

/// first b in [lo, hi] with floor_phi(b) >= v, or hi if none below hi.
fn first_at_least(mut lo: u128, mut hi: u128, v: u128) -> u128 {
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if floor_phi(mid) >= v {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    lo
}

/// #{(A, B) in [a1,a2] x [b1,b2] : A > phi * B}
fn count_thin(a1: u64, a2: u64, b1: u64, b2: u64) -> u128 {
    let (a1, a2, b1, b2) = (a1 as u128, a2 as u128, b1 as u128, b2 as u128);
    if a1 > a2 || b1 > b2 {
        return 0;
    }
    let lo = a1 - 1; // A >= f(B)+1 and A >= a1  <=>  A > max(f(B), a1-1)
                     // per B the count is a2 - clamp(f(B), lo, a2)
    let end = b2 + 1;
    let u = first_at_least(b1, end, lo);
    let w = first_at_least(u, end, a2);
    let clamp_sum = (u - b1) * lo + sum_floor_phi(u, w) + (end - w) * a2;
    (end - b1) * a2 - clamp_sum
}

/// Number of winning positions in the box.
pub fn count(a1: u64, a2: u64, b1: u64, b2: u64) -> u128 {
    count_thin(a1, a2, b1, b2) + count_thin(b1, b2, a1, a2)
}

/// Winning rule in integers.
pub fn wins(a: u64, b: u64) -> bool {
    let (hi, lo) = (a.max(b) as u128, a.min(b) as u128);
    hi * (hi - lo) > lo * lo
}

/// Memoised game search: win[a][b] for 1 <= a, b <= limit.
pub fn brute(limit: usize) -> Vec<Vec<bool>> {
    let mut win = vec![vec![false; limit + 1]; limit + 1];
    for s in 2..=2 * limit {
        for a in 1..s {
            let b = s - a;
            if a > limit || b > limit {
                continue;
            }
            let mut w = false;
            let mut k = 1;
            while k * b < a && !w {
                w = !win[a - k * b][b];
                k += 1;
            }
            k = 1;
            while k * a < b && !w {
                w = !win[a][b - k * a];
                k += 1;
            }
            win[a][b] = w;
        }
    }
    win
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("gcj2010r1a_c");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn game_search_agrees_with_rule() {
        let w = brute(60);
        for a in 1..=60 {
            for b in 1..=60 {
                assert_eq!(w[a][b], wins(a as u64, b as u64), "({a},{b})");
            }
        }
    }

    fn direct(a1: u64, a2: u64, b1: u64, b2: u64) -> u128 {
        let mut c = 0;
        for a in a1..=a2 {
            for b in b1..=b2 {
                c += wins(a, b) as u128;
            }
        }
        c
    }

    #[test]
    fn fast_count_agrees_with_loop() {
        let n = 24;
        for a1 in 1..=n {
            for a2 in a1..=n {
                for b1 in 1..=n {
                    for b2 in (b1..=n).step_by(3) {
                        assert_eq!(count(a1, a2, b1, b2), direct(a1, a2, b1, b2));
                    }
                }
            }
        }
        let mut x = 88172645463325252u64;
        for _ in 0..300 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let v = [
                x % 400 + 1,
                (x >> 16) % 400 + 1,
                (x >> 32) % 400 + 1,
                (x >> 48) % 400 + 1,
            ];
            let (a1, a2) = (v[0].min(v[1]), v[0].max(v[1]));
            let (b1, b2) = (v[2].min(v[3]), v[2].max(v[3]));
            assert_eq!(count(a1, a2, b1, b2), direct(a1, a2, b1, b2));
        }
    }

    #[test]
    fn rational_floor_is_exact() {
        let exact = |b: u128| (b + isqrt(5 * b * b)) / 2;
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for i in 0..3000u32 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let b = (x % 1_000_000_000_000_000_000 + 1) >> (i % 50);
            assert_eq!(floor_phi(b as u128), exact(b as u128), "b={b}");
        }
        // Fibonacci B are the hardest (phi*B closest to an integer)
        let (mut f, mut g) = (1u128, 1u128);
        while g <= 1_000_000_000_000_000_000 {
            assert_eq!(floor_phi(g), exact(g), "fib {g}");
            (f, g) = (g, f + g);
        }
    }

    #[test]
    fn full_box_size() {
        // the whole box minus the losing positions; symmetric so check symmetry and bound
        let m = 1_000_000_000_000_000_000u64;
        let c = count(1, m, 1, m);
        assert!(c < (m as u128) * (m as u128));
        assert_eq!(count(1, m, 1, m), count(1, m, 1, m));
        assert_eq!(count(5, 5, 8, 8), 0);
        assert_eq!(count(m, m, m, m), 0);
        assert_eq!(count(1, 1, 1, m), (m - 1) as u128);
    }
}
