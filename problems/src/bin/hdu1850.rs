//! HDU 1850 — Being a Good Boy in Spring Festival. Blocks "M p1 .. pM" until M = 0; print the
//! number of winning first moves of Nim.
use solver_core::io::stdio;
use solver_core::nim::nim_winning_move_count;

fn main() {
    let (mut input, mut output) = stdio();
    let mut piles = Vec::new();
    while let Some(m) = input.next_usize() {
        if m == 0 {
            break;
        }
        piles.clear();
        for _ in 0..m {
            piles.push(input.read_u64("a pile size"));
        }
        output.write_u64(nim_winning_move_count(&piles) as u64);
        output.write_byte(b'\n');
    }
    output.flush();
}
