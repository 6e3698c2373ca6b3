//! bocsoig — many piles, take 1..floor(p/2) from one pile p (book vol. 2 ch. 3, "Chia hinh
//! hop"). Per test "k p1 .. pk": `0` when the mover loses, else `1 i s` (1-based pile index).
//! One Vec is reused across tests: the file holds up to 10^6 piles.
use solver_core::halving::halving_piles_move;
use solver_core::io::judge_io;
use std::io::Write;

fn main() {
    let (mut input, mut output) = judge_io("bocsoig");
    let tests = input.next_usize().unwrap_or(0);
    let mut piles: Vec<u64> = Vec::new();
    for _ in 0..tests {
        let k = input.next_usize().expect("k");
        piles.clear();
        for _ in 0..k {
            piles.push(input.next_u64().expect("a pile"));
        }
        match halving_piles_move(&piles) {
            Some((i, s)) => writeln!(output, "1 {} {}", i + 1, s),
            None => writeln!(output, "0"),
        }
        .unwrap();
    }
    output.flush().unwrap();
}
