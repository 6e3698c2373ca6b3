//! rings — seed 003's Chinese rings from any position: per test a 0/1 string (character i: is
//! ring i on), print "d r": the least number of moves that takes every ring off and the ring
//! the first of them toggles (0 when d = 0).
use solver_core::chinese_rings::{chinese_rings_distance, chinese_rings_first_move};
use solver_core::io::judge_io;

fn main() {
    let (mut input, mut output) = judge_io("rings");
    let tests = input.read_usize("T");
    for _ in 0..tests {
        let position = input.read_bytes("a ring position");
        assert!(
            position.len() <= 64 && position.iter().all(|&c| c == b'0' || c == b'1'),
            "a ring position is a string of at most 64 characters 0 and 1, got {:?}",
            String::from_utf8_lossy(position)
        );
        let state = position
            .iter()
            .enumerate()
            .fold(0u64, |acc, (i, &c)| acc | u64::from(c - b'0') << i);
        let first = chinese_rings_first_move(state).unwrap_or(0);
        writeln!(output, "{} {}", chinese_rings_distance(state, 0), first);
    }
    output.flush();
}
