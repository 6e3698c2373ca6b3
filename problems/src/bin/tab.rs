//! tab — the board game of seed 001 ("Co bang"): per test "N M x y", the number of moves in
//! which the first player wins, or 0 when the first player loses.
use solver_core::board::tab_answer;
use solver_core::io::judge_io;

fn main() {
    let (mut input, mut output) = judge_io("tab");
    let tests = input.read_usize("s");
    for _ in 0..tests {
        let rows = input.read_u64("N");
        let columns = input.read_usize("M");
        let x = input.read_u64("x");
        let y = input.read_usize("y");
        writeln!(output, "{}", tab_answer(rows, columns, x, y));
    }
    output.flush();
}
