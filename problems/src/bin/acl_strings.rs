//! acl_strings — Distinct substrings and the shortest period. T strings of lowercase letters
//! (1 <= T, 1 <= |S|, the lengths add up to at most 500000); for each print two numbers: how many
//! different non-empty substrings S has, and its shortest period (the least p >= 1 with
//! S[i] = S[i + p] wherever both exist; |S| when there is no shorter one).
//! A word that is not lowercase letters stops the program (exit 1).
//!
//! Substrings: each suffix in sorted order adds its length minus its longest common prefix with
//! the suffix before it, so the count is n(n + 1)/2 minus the sum of the LCP array. Period: the
//! least p with p + z[p] = n, where z[p] is the longest common prefix of S and S[p..].
use ac_library::{lcp_array, suffix_array, z_algorithm};
use solver_core::io::{fail, stdio};

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("T");
    for _ in 0..tests {
        let word = input.read_bytes("S");
        if !word.iter().all(u8::is_ascii_lowercase) {
            fail(format_args!(
                "error: expected a string of lowercase letters a-z, found {:?}",
                String::from_utf8_lossy(word)
            ));
        }
        let text = core::str::from_utf8(word).expect("lowercase ASCII is UTF-8");
        let n = text.len() as u64;
        let suffixes = suffix_array(text);
        let shared: u64 = lcp_array(text, &suffixes).iter().map(|&l| l as u64).sum();
        let z = z_algorithm(text);
        let period = (1..text.len()).find(|&p| p + z[p] == text.len()).unwrap_or(text.len());
        output.write_u64(n * (n + 1) / 2 - shared);
        output.write_byte(b' ');
        output.write_u64(period as u64);
        output.write_byte(b'\n');
    }
    output.flush();
}
