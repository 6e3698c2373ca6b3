//! Luogu P3185 — [HNOI2007] splitting game: bottles 0..n-1 of beans; a move takes a bean from a
//! non-empty bottle i and puts one into bottles j <= k after it. Per test: the smallest winning
//! first move `i j k` (or `-1 -1 -1`), then the number of winning first moves.
use solver_core::io::stdio;
use solver_core::take_break::bean_splitting_winning_moves;

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("t");
    let mut beans: Vec<u64> = Vec::new();
    for _ in 0..tests {
        let bottles = input.read_usize("n");
        beans.clear();
        for _ in 0..bottles {
            beans.push(input.read_u64("p_i"));
        }
        let moves = bean_splitting_winning_moves(&beans);
        match moves.first() {
            Some(&(i, j, k)) => writeln!(output, "{} {} {}", i, j, k),
            None => output.write_str("-1 -1 -1\n"),
        }
        writeln!(output, "{}", moves.len());
    }
    output.flush();
}
