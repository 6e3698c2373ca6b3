//! GCJ 2010 Round 1A C — Number Game. T cases "A1 A2 B1 B2"; count the winning (A, B) in the
//! box, each in O(log) through Beatty sums (values up to 10^18, so the answer is a u128).
use solver_core::euclid::number_game_wins_in_box;
use solver_core::io::stdio;

fn main() {
    let (mut input, mut output) = stdio();
    let cases = input.read_usize("T");
    for case in 1..=cases {
        let a1 = input.read_u64("A1");
        let a2 = input.read_u64("A2");
        let b1 = input.read_u64("B1");
        let b2 = input.read_u64("B2");
        writeln!(output, "Case #{}: {}", case, number_game_wins_in_box(a1, a2, b1, b2));
    }
    output.flush();
}
