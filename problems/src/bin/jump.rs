//! jump — the Jump Game of seed 001 ("Co day"): per test "N M x y", the number of moves in
//! which the first player wins, or 0 when the first player loses. O(N M) time, O(M^2) memory.
use solver_core::board::jump_answer;
use solver_core::io::judge_io;
use std::io::Write;

fn main() {
    let (mut input, mut output) = judge_io("jump");
    let tests = input.next_usize().unwrap_or(0);
    for _ in 0..tests {
        let n = input.next_u64().expect("N");
        let max_push = input.next_usize().expect("M");
        let x = input.next_u64().expect("x");
        let previous_push = input.next_usize().expect("y");
        writeln!(output, "{}", jump_answer(n, max_push, x, previous_push)).unwrap();
    }
    output.flush().unwrap();
}
