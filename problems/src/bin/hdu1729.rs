//! HDU 1729 — Stone Game. Blocks "N" then N boxes "s c" until N = 0; a move adds 1..c^2 stones
//! to a box without passing its capacity. Print `Case k:` and whether the first player wins.
use solver_core::io::stdio;
use solver_core::stone_box::stone_box_grundy;

fn main() {
    let (mut input, mut output) = stdio();
    let mut case = 0;
    while let Some(boxes) = input.next_usize() {
        if boxes == 0 {
            break;
        }
        case += 1;
        let mut value = 0;
        for _ in 0..boxes {
            let capacity = input.read_u64("s");
            let stones = input.read_u64("c");
            value ^= stone_box_grundy(capacity, stones);
        }
        let answer = if value != 0 { "Yes" } else { "No" };
        output.write_str("Case ");
        output.write_u64(case);
        output.write_str(":\n");
        output.write_str(answer);
        output.write_byte(b'\n');
    }
    output.flush();
}
