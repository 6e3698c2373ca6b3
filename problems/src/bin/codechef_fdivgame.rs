//! CodeChef FDIVGAME — Floor Division Game. T tests; each: N, then A_1 .. A_N. A move divides
//! one number by 2, 3, 4, 5 or 6, rounding down (0 is erased); the last mover wins. Henry moves
//! first: print `Henry` or `Derek`.
use solver_core::io::{fail, stdio};
use solver_core::number_games::floor_division_grundy;

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("T");
    for _ in 0..tests {
        let n = input.read_usize("N");
        let mut x = 0u32;
        for _ in 0..n {
            let a = input.read_u64("A_i");
            if a == 0 {
                fail(format_args!("error: A_i = 0: the numbers on the board are positive"));
            }
            x ^= floor_division_grundy(a);
        }
        output.write_str(if x != 0 { "Henry\n" } else { "Derek\n" });
    }
    output.flush();
}
