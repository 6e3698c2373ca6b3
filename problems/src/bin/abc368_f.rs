//! AtCoder ABC 368 F — Dividing Game. N numbers, each at least 2; a move replaces one by a
//! divisor other than itself; a player who cannot move loses. Anna moves first: print `Anna` or
//! `Bruno`. Each number's Grundy value is its count of prime factors with multiplicity.
use solver_core::io::{fail, stdio};
use solver_core::number_games::prime_factor_counts;

/// ABC 368 F: 2 <= A_i <= 10^5 (the sieve's size).
const MAX_A: u64 = 100_000;

fn main() {
    let (mut input, mut output) = stdio();
    let n = input.read_usize("N");
    let omega = prime_factor_counts(MAX_A as usize);
    let mut x = 0u32;
    for i in 1..=n {
        let a = input.read_u64("A_i");
        if a < 2 || a > MAX_A {
            fail(format_args!("error: A_{} = {}: need 2 <= A_i <= {}", i, a, MAX_A));
        }
        x ^= omega[a as usize];
    }
    output.write_str(if x != 0 { "Anna\n" } else { "Bruno\n" });
    output.flush();
}
