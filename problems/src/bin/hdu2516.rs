//! HDU 2516 — 取石子游戏 (Fibonacci Nim). One n per line until "0".
use solver_core::fibonacci::fibonacci_nim_first_player_wins;
use solver_core::io::stdio;
use std::io::Write;

fn main() {
    let (mut input, mut output) = stdio();
    while let Some(n) = input.next_u64() {
        if n == 0 {
            break;
        }
        let answer = if fibonacci_nim_first_player_wins(n) { "First win" } else { "Second win" };
        writeln!(output, "{}", answer).unwrap();
    }
    output.flush().unwrap();
}
