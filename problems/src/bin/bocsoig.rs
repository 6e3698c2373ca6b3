//! bocsoig — many piles, take 1..floor(p/2) from one pile p (book vol. 2 ch. 3, "Chia hinh
//! hop"). Per test "k p1 .. pk": `0` when the mover loses, else `1 i s` (1-based pile index).
//! One Vec is reused across tests: the file holds up to 10^6 piles.
use solver_core::halving::halving_piles_move;
use solver_core::io::judge_io;

fn main() {
    let (mut input, mut output) = judge_io("bocsoig");
    let tests = input.read_usize("T");
    let mut piles: Vec<u64> = Vec::new();
    for _ in 0..tests {
        let k = input.read_usize("k");
        piles.clear();
        for _ in 0..k {
            piles.push(input.read_u64("a pile"));
        }
        match halving_piles_move(&piles) {
            Some((i, s)) => writeln!(output, "1 {} {}", i + 1, s),
            None => writeln!(output, "0"),
        }
    }
    output.flush();
}
