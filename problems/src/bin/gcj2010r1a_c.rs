//! GCJ 2010 Round 1A C — Number Game. T cases "A1 A2 B1 B2"; count the winning (A, B) in the
//! box, each in O(log) through Beatty sums (values up to 10^18, so the answer is a u128).
use solver_core::euclid::number_game_wins_in_box;
use solver_core::io::stdio;
use std::io::Write;

fn main() {
    let (mut input, mut output) = stdio();
    let cases = input.next_usize().unwrap_or(0);
    for case in 1..=cases {
        let a1 = input.next_u64().expect("A1");
        let a2 = input.next_u64().expect("A2");
        let b1 = input.next_u64().expect("B1");
        let b2 = input.next_u64().expect("B2");
        writeln!(output, "Case #{}: {}", case, number_game_wins_in_box(a1, a2, b1, b2)).unwrap();
    }
    output.flush().unwrap();
}
