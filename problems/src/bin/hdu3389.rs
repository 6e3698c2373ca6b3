//! HDU 3389 — Game. T tests; each: n, then the cards in boxes 1..n. A move takes cards from box
//! A to a box B < A with A + B odd and divisible by 3; the last mover wins; Alice moves first.
//! Print `Case k: Alice` or `Case k: Bob`. Staircase Nim on the boxes' move graph.
use solver_core::io::stdio;
use solver_core::staircase::sum_three_box_is_odd;

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("T");
    for case in 1..=tests {
        let n = input.read_u64("n");
        let mut sum = 0u64;
        for b in 1..=n {
            let cards = input.read_u64("a card count");
            if sum_three_box_is_odd(b) {
                sum ^= cards;
            }
        }
        writeln!(output, "Case {}: {}", case, if sum != 0 { "Alice" } else { "Bob" });
    }
    output.flush();
}
