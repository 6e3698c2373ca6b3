//! HDU 3537 — Daizhenyang's Coin (Mock Turtles). Cases until end of file: n, then n positions of
//! heads (a coin listed twice is still one head). Print `Yes` when the first player LOSES.
use solver_core::coin_turning::mock_turtles_value;
use solver_core::io::stdio;

fn main() {
    let (mut input, mut output) = stdio();
    let mut heads: Vec<u64> = Vec::new();
    while let Some(count) = input.next_usize() {
        heads.clear();
        for _ in 0..count {
            heads.push(input.read_u64("a coin position"));
        }
        heads.sort_unstable();
        heads.dedup();
        let value = heads.iter().fold(0, |all, &n| all ^ mock_turtles_value(n));
        output.write_str(if value == 0 { "Yes\n" } else { "No\n" });
    }
    output.flush();
}
