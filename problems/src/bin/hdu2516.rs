//! HDU 2516 — 取石子游戏 (Fibonacci Nim). One n per line until "0"; an input without the
//! closing "0" is broken and reported.
use solver_core::fibonacci::fibonacci_nim_first_player_wins;
use solver_core::io::stdio;

fn main() {
    let (mut input, mut output) = stdio();
    loop {
        let n = input.read_u64("n (or the closing \"0\")");
        if n == 0 {
            break;
        }
        if fibonacci_nim_first_player_wins(n) {
            output.write_str("First win\n");
        } else {
            output.write_str("Second win\n");
        }
    }
    output.flush();
}
