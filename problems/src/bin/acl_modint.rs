//! acl_modint — Ballot paths. T queries "n m": how many lattice paths of n steps right and m
//! steps up, from (0, 0) to (n, m), never go above the diagonal y = x (after every step, the
//! steps up so far are at most the steps right so far)? Print each count mod 998244353.
//! 1 <= T <= 100000, 0 <= m <= n <= 10^6. A query that breaks this stops the program (exit 1).
//!
//! By the reflection principle the bad paths are in bijection with all paths to (m - 1, n + 1),
//! so the count is C(n + m, m) - C(n + m, m - 1), from factorial tables up to the largest n + m.
use ac_library::ModInt998244353 as Mint;
use solver_core::io::{fail, stdio};

const MAX_N: usize = 1_000_000;

/// C(a, b) from the factorial tables (0 outside 0 <= b <= a).
fn binomial(factorial: &[Mint], inverse_factorial: &[Mint], a: usize, b: usize) -> Mint {
    if b > a {
        return Mint::new(0);
    }
    factorial[a] * inverse_factorial[b] * inverse_factorial[a - b]
}

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("T");
    let mut queries = Vec::with_capacity(tests.min(100_000));
    for _ in 0..tests {
        let n = input.read_usize("n");
        let m = input.read_usize("m");
        if m > n || n > MAX_N {
            fail(format_args!("error: expected 0 <= m <= n <= 10^6, found \"{} {}\"", n, m));
        }
        queries.push((n, m));
    }
    let top = queries.iter().map(|&(n, m)| n + m).max().unwrap_or(0);
    let mut factorial = vec![Mint::new(1); top + 1];
    for i in 1..=top {
        factorial[i] = factorial[i - 1] * Mint::new(i);
    }
    let mut inverse_factorial = vec![Mint::new(1); top + 1];
    inverse_factorial[top] = factorial[top].inv();
    for i in (1..=top).rev() {
        inverse_factorial[i - 1] = inverse_factorial[i] * Mint::new(i);
    }
    for (n, m) in queries {
        let all = binomial(&factorial, &inverse_factorial, n + m, m);
        let crossing = if m == 0 { Mint::new(0) } else { binomial(&factorial, &inverse_factorial, n + m, m - 1) };
        output.write_u64(u64::from((all - crossing).val()));
        output.write_byte(b'\n');
    }
    output.flush();
}
