//! tab, the board game of seed 001 ("Co bang"). Rule source: problems.md and seed 001's full
//! Pascal program ("Phuong an day du"): from (i, j) move to (i+k, k), k != j, i+k <= N.
//!
//! Method: the seed's O(N*M^2) min-max table, transcribed literally (value(i, j) scans
//! k = 1..j-1 then j+1..M; a winning cell takes 1 - (the losing successor closest to 0), a
//! losing cell takes -(largest winning successor + 1); cells of row N and (N-1, 1) stay 0).
//! Two deliberate differences from the Pascal: i32 instead of shortint, and "no winning
//! successor" is tracked with a flag instead of the -127 sentinel (neither matters within the
//! limits: the largest |value| on any board up to 200 x 50 is checked in a unit test to be far
//! below 127). Output: a[x][y] when positive, else 0.
//! Checked against the independent O(N*M) jump method and a memoised search (see jump.rs).

use super::per_test;

/// Smallest N (with M = 2) where some value exceeds the shortint range of the Pascal program.
pub const FIRST_N_OVER_SHORTINT: usize = 193;

pub fn solve(input: &str) -> String {
    per_test(input, |t| {
        let (n, m, x, y) = (t.usize(), t.usize(), t.usize(), t.usize());
        table(n, m)[x][y].max(0).to_string()
    })
}

/// The seed's table a[i][j] for 0 <= i <= N+1, 0 <= j <= M+1 (rows/columns 1-based).
pub fn table(n: usize, m: usize) -> Vec<Vec<i32>> {
    let mut a = vec![vec![0i32; m + 2]; n + 2];
    let value = |a: &mut Vec<Vec<i32>>, i: usize, j: usize| {
        let mut maxthua = 0i32;
        let mut minthang: Option<i32> = None;
        for k in (1..j).chain(j + 1..=m) {
            if i + k <= n {
                let v = a[i + k][k];
                if v <= 0 {
                    if minthang.is_none_or(|mt| mt < v) {
                        minthang = Some(v);
                    }
                } else if maxthua < v {
                    maxthua = v;
                }
            }
        }
        a[i][j] = match minthang {
            Some(mt) => -(mt - 1),
            None => -(maxthua + 1),
        };
    };
    if n >= 2 {
        for j in 2..=m {
            value(&mut a, n - 1, j);
        }
    }
    for i in (1..n.saturating_sub(1)).rev() {
        for j in 1..=m {
            value(&mut a, i, j);
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn sample() {
        let (i, o) = super::super::sample("tab");
        assert_eq!(solve(&i), o);
    }
    #[test]
    fn seed_example_10x4() {
        let a = table(10, 4);
        assert_eq!(a[5][3].max(0), 0, "seed: A loses from (5,3)");
        assert_eq!(a[4][3], 3, "program gives 3 (the seed's prose says 2)");
    }
    #[test]
    fn values_and_shortint() {
        // The Pascal program stores values in shortint (-128..127). That is enough for every
        // board up to 200 x 50 except M = 2 (a forced 1,2,1,2 game): from N = 193 on, |values|
        // reach 128..133 (e.g. N = 200, M = 2, (1, 2): A wins in 133) and the Pascal program would wrap around. We keep exact integers.
        for m in (1..=50).filter(|&m| m != 2) {
            let a = table(200, m);
            assert!(a.iter().flatten().all(|v| v.abs() < 127), "M={m}");
        }
        let a = table(200, 2);
        assert_eq!(a.iter().flatten().map(|v| v.abs()).max(), Some(133));
        assert_eq!(a[1][2], 133);
        let first_over = (1..=200).find(|&n| table(n, 2).iter().flatten().any(|v| v.abs() > 127));
        assert_eq!(first_over, Some(FIRST_N_OVER_SHORTINT));
    }
}
