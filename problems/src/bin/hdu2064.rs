//! HDU 2064 — Hanoi III. One N per line until end of file: the least number of moves for N
//! disks when every move goes to or from the middle peg (3^N - 1).
use solver_core::hanoi::hanoi_adjacent_move_count;
use solver_core::io::stdio;

fn main() {
    let (mut input, mut output) = stdio();
    while let Some(n) = input.next_u64() {
        let moves = u32::try_from(n)
            .ok()
            .and_then(hanoi_adjacent_move_count)
            .expect("N must be at most 80 (3^N - 1 must fit u128)");
        writeln!(output, "{}", moves);
    }
    output.flush();
}
