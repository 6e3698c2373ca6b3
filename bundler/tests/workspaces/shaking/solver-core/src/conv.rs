//! A function named like its module.

/// Sum of products `a[i] * b[j]` over `i + j == k`, for every `k`.
pub fn conv(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut out = vec![0; (a.len() + b.len()).saturating_sub(1)];
    for (i, x) in a.iter().enumerate() {
        for (j, y) in b.iter().enumerate() {
            out[i + j] += x * y;
        }
    }
    out
}

/// Something else from the same module.
pub fn other(x: u64) -> u64 {
    x * 3 + 1
}
