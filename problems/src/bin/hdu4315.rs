//! HDU 4315 — Climbing the Hill. Cases until end of file: `N k`, then N increasing cells below
//! the hilltop (cell 0); the king is the k-th person from the top. Whoever moves the king onto
//! the hilltop wins; Alice moves first. Print `Alice` or `Bob`.
//! The rule (a staircase with one adjusted gap) is solver-core's `staircase::hill_climb_mover_wins`.
use solver_core::io::{fail, stdio};
use solver_core::staircase::hill_climb_mover_wins;

fn main() {
    let (mut input, mut output) = stdio();
    let mut cells: Vec<u64> = Vec::new();
    while let Some(n) = input.next_usize() {
        let king = input.read_usize("k");
        cells.clear();
        for _ in 0..n {
            cells.push(input.read_u64("a position"));
        }
        if king == 0 || king > n || cells.first() == Some(&0) || cells.windows(2).any(|w| w[0] >= w[1]) {
            fail(format_args!(
                "error: expected 1 <= k <= N and N increasing positions above 0, found N = {}, k = {}, {:?}",
                n, king, cells
            ));
        }
        let alice = hill_climb_mover_wins(&cells, king - 1);
        output.write_str(if alice { "Alice\n" } else { "Bob\n" });
    }
    output.flush();
}
