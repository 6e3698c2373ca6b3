//! yosupo_nim_product (Library Checker nim_product_64): T pairs `A B` of u64, print A ⊗ B.
//!
//! Method (not solver-core's Karatsuba or byte tables): the product is XOR-bilinear, so
//! `a ⊗ b` is the XOR of `2^i ⊗ 2^j` over the set bits i of a and j of b, and `2^i ⊗ 2^j` comes
//! from the Fermat 2-powers: with `K` the largest power of two in `i | j` and `F = 2^K`,
//! `2^i = 2^(i-K) · F` when bit K of i is set; `x ⊗ F = x·F` for `x < F` and `F ⊗ F = F ⊕ F/2`
//! (Conway, On Numbers and Games, ch. 6). The 64 x 64 powers are tabulated once. Checked
//! against Conway's mex definition for all a, b < 32.

use super::Tok;
use std::sync::OnceLock;

/// `2^i ⊗ 2^j` for i, j < 64.
fn power_table() -> &'static Vec<[u64; 64]> {
    static TABLE: OnceLock<Vec<[u64; 64]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = vec![[0u64; 64]; 64];
        // Filled in order of max(i, j), so every smaller power product is ready when needed.
        for m in 0..64u32 {
            for i in 0..=m {
                for j in 0..=m {
                    if i.max(j) != m {
                        continue;
                    }
                    t[i as usize][j as usize] = power_product(&t, i, j);
                }
            }
        }
        t
    })
}

fn power_product(t: &[[u64; 64]], i: u32, j: u32) -> u64 {
    if i == 0 || j == 0 {
        return 1u64 << (i | j);
    }
    let k = 1u32 << (31 - (i | j).leading_zeros());
    let f_bits = k; // F = 2^k
    match (i & k != 0, j & k != 0) {
        (true, true) => {
            // (2^(i-k) F) ⊗ (2^(j-k) F) = p ⊗ (F ⊕ F/2), p = 2^(i-k) ⊗ 2^(j-k) < F
            let p = t[(i - k) as usize][(j - k) as usize];
            (p << f_bits) ^ product_with(t, p, 1u64 << (f_bits - 1))
        }
        (true, false) => t[(i - k) as usize][j as usize] << f_bits,
        (false, true) => t[i as usize][(j - k) as usize] << f_bits,
        (false, false) => unreachable!("k is a bit of i | j"),
    }
}

fn product_with(t: &[[u64; 64]], a: u64, b: u64) -> u64 {
    let mut r = 0;
    for i in 0..64 {
        if a >> i & 1 == 1 {
            for j in 0..64 {
                if b >> j & 1 == 1 {
                    r ^= t[i][j];
                }
            }
        }
    }
    r
}

pub fn product(a: u64, b: u64) -> u64 {
    product_with(power_table(), a, b)
}

pub fn solve(input: &str) -> String {
    super::per_test(input, |t: &mut Tok| {
        let (a, b) = (t.u64(), t.u64());
        product(a, b).to_string()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("yosupo_nim_product");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn matches_the_mex_definition() {
        let n = 32;
        let mut t = vec![vec![0u64; n]; n];
        for a in 0..n {
            for b in 0..n {
                let mut seen = [false; 256];
                for a2 in 0..a {
                    for b2 in 0..b {
                        seen[(t[a2][b] ^ t[a][b2] ^ t[a2][b2]) as usize] = true;
                    }
                }
                t[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
                assert_eq!(product(a as u64, b as u64), t[a][b], "{a} x {b}");
            }
        }
    }
}
