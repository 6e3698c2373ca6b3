//! Codeforces 768E — Game of Stones. n, then n pile sizes s_i <= 60: a move removes k stones
//! from a pile, each k at most once per pile. Print `YES` if Jon, the SECOND player, wins,
//! else `NO`. The XOR of the piles' Grundy values decides.
use solver_core::history_heaps::{once_per_amount_grundy, ONCE_PER_AMOUNT_CHECKED_MAX};
use solver_core::io::{fail, stdio};

fn main() {
    let (mut input, mut output) = stdio();
    let n = input.read_usize("n");
    let mut sum = 0;
    for _ in 0..n {
        let stones = input.read_u64("s_i");
        if stones > ONCE_PER_AMOUNT_CHECKED_MAX {
            fail(format_args!("error: s_i = {}: the statement has s_i <= {}", stones, ONCE_PER_AMOUNT_CHECKED_MAX));
        }
        sum ^= once_per_amount_grundy(stones);
    }
    // Sam moves first; Jon wins iff the first player loses.
    output.write_str(if sum == 0 { "YES\n" } else { "NO\n" });
    output.flush();
}
