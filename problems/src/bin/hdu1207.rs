//! HDU 1207 — Hanoi II. One N per line until end of file: the least number of moves for N
//! disks on four pegs (Frame-Stewart).
use solver_core::hanoi::four_peg_hanoi_move_count;
use solver_core::io::stdio;

fn main() {
    let (mut input, mut output) = stdio();
    while let Some(n) = input.next_u64() {
        let moves = four_peg_hanoi_move_count(n).expect("N must be at most 7388 (the count must fit u128)");
        output.write_u128(moves);
        output.write_byte(b'\n');
    }
    output.flush();
}
