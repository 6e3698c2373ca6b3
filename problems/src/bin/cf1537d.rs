//! Codeforces 1537D — Deleting Divisors. t tests, each a number n; a move subtracts a divisor
//! of the current number other than 1 and itself; a player who cannot move loses. Alice moves
//! first: print `Alice` or `Bob`.
use solver_core::io::{fail, stdio};
use solver_core::number_games::divisor_deletion_mover_wins;

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("t");
    for _ in 0..tests {
        let n = input.read_u64("n");
        if n == 0 {
            fail(format_args!("error: n = 0: the numbers are at least 1"));
        }
        output.write_str(if divisor_deletion_mover_wins(n) { "Alice\n" } else { "Bob\n" });
    }
    output.flush();
}
