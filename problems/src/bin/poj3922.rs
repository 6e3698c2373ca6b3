//! POJ 3922 — A simple stone game. t cases "n k": one pile of n stones; the first move takes
//! 1..n-1 stones, later moves at most k times the opponent's last move; whoever takes the last
//! stone wins. Print `Case i: lose`, or `Case i: x` with x the smallest winning first move.
use solver_core::dynamic_subtraction::k_fold_first_move;
use solver_core::io::{fail, stdio};

fn main() {
    let (mut input, mut output) = stdio();
    let cases = input.read_usize("t");
    for case in 1..=cases {
        let n = input.read_u64("n");
        let k = input.read_u64("k");
        // POJ 3922: 2 <= n <= 10^8, 1 <= k <= 10^5; the bound keeps n * k far inside u64.
        if n < 2 || n > 100_000_000 || k < 1 || k > 100_000 {
            fail(format_args!("error: case {}: n = {}, k = {}: need 2 <= n <= 10^8 and 1 <= k <= 10^5", case, n, k));
        }
        match k_fold_first_move(n, k) {
            Some(x) => writeln!(output, "Case {}: {}", case, x),
            None => writeln!(output, "Case {}: lose", case),
        }
    }
    output.flush();
}
