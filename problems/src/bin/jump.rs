//! jump — the Jump Game of seed 001 ("Co day"): per test "N M x y", the number of moves in
//! which the first player wins, or 0 when the first player loses. O(N M) time, O(M) memory.
use solver_core::board::jump_answer;
use solver_core::io::judge_io;

fn main() {
    let (mut input, mut output) = judge_io("jump");
    let tests = input.read_usize("s");
    for _ in 0..tests {
        let n = input.read_u64("N");
        let max_push = input.read_usize("M");
        let x = input.read_u64("x");
        let previous_push = input.read_usize("y");
        writeln!(output, "{}", jump_answer(n, max_push, x, previous_push));
    }
    output.flush();
}
