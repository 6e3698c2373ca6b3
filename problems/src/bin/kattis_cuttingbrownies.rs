//! Kattis cuttingbrownies — Cutting Brownies. N lines "B D S": Harry cuts across (splits the
//! depth D), Vicky along (splits the breadth B); S starts; no cut loses. Print whether S wins.
use solver_core::io::{fail, stdio};
use solver_core::partizan::cutcake_starter_wins;

fn main() {
    let (mut input, mut output) = stdio();
    let cases = input.read_usize("N");
    for _ in 0..cases {
        let breadth = input.read_u64("B");
        let depth = input.read_u64("D");
        if breadth == 0 || depth == 0 {
            fail(format_args!("error: brownie {} x {} has no square", breadth, depth));
        }
        let harry_starts = match input.read_bytes("the starter") {
            b"Harry" => true,
            b"Vicky" => false,
            other => {
                fail(format_args!("error: expected Harry or Vicky as the starter, found {:?}", String::from_utf8_lossy(other)));
            }
        };
        let starter = if harry_starts { "Harry" } else { "Vicky" };
        let verdict = if cutcake_starter_wins(breadth, depth, harry_starts) { "can" } else { "cannot" };
        writeln!(output, "{} {} win", starter, verdict);
    }
    output.flush();
}
