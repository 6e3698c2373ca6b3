//! HDU 1848 — Fibonacci again and again. Lines "m n p" until "0 0 0": three piles, a move takes
//! a Fibonacci number of stones from one pile.
use solver_core::grundy::subtraction_grundy_table;
use solver_core::io::stdio;
use solver_core::nim::nim_sum;

/// The problem's pile limit.
const MAX_PILE: usize = 1000;

fn main() {
    let (mut input, mut output) = stdio();
    // The allowed moves: the Fibonacci numbers 1, 2, 3, 5, ... up to the pile limit.
    let mut moves = vec![1usize, 2];
    while moves[moves.len() - 1] + moves[moves.len() - 2] <= MAX_PILE {
        moves.push(moves[moves.len() - 1] + moves[moves.len() - 2]);
    }
    let grundy = subtraction_grundy_table(&moves, MAX_PILE + 1);
    while let Some(m) = input.next_usize() {
        let n = input.read_usize("n");
        let p = input.read_usize("p");
        if m == 0 && n == 0 && p == 0 {
            break;
        }
        let pile = |size: usize| {
            assert!(size <= MAX_PILE, "a pile of {} is above the limit {}", size, MAX_PILE);
            grundy[size] as u64
        };
        let winner = if nim_sum([pile(m), pile(n), pile(p)]) != 0 { "Fibo" } else { "Nacci" };
        writeln!(output, "{}", winner);
    }
    output.flush();
}
