//! tab — the board game of seed 001 ("Co bang"): per test "N M x y", the number of moves in
//! which the first player wins, or 0 when the first player loses.
use solver_core::board::tab_answer;
use solver_core::io::judge_io;
use std::io::Write;

fn main() {
    let (mut input, mut output) = judge_io("tab");
    let tests = input.next_usize().unwrap_or(0);
    for _ in 0..tests {
        let rows = input.next_u64().expect("N");
        let columns = input.next_usize().expect("M");
        let x = input.next_u64().expect("x");
        let y = input.next_usize().expect("y");
        writeln!(output, "{}", tab_answer(rows, columns, x, y)).unwrap();
    }
    output.flush().unwrap();
}
