//! Timus 1540 — Battle for the Ring. K chains of rings with gold contents; a move picks a ring,
//! which vanishes with every ring of its chain that is not better; the rest falls apart into
//! chains. Last ring wins. Print S, or G and the first winning move (chain, ring; 1-based).
use solver_core::cutting::ring_battle_first_move;
use solver_core::io::stdio;

fn main() {
    let (mut input, mut output) = stdio();
    let k = input.read_usize("K");
    let mut chains = Vec::with_capacity(k);
    for _ in 0..k {
        let length = input.read_usize("a chain's length");
        let chain: Vec<u32> = (0..length).map(|_| input.read_u64("a ring's gold content") as u32).collect();
        chains.push(chain);
    }
    match ring_battle_first_move(&chains) {
        None => writeln!(output, "S"),
        Some((chain, ring)) => writeln!(output, "G\n{} {}", chain + 1, ring + 1),
    }
    output.flush();
}
