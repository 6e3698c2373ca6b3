//! HDU 3404 — Switch lights (Turning Corners). T cases of n lights `x y` that are on; a move
//! toggles the distinct corners of a rectangle whose far corner is on. By the Tartan theorem
//! the position's value is the XOR of x ⊗ y over the lights.
use solver_core::coin_turning::turning_corners_value;
use solver_core::io::stdio;

fn main() {
    let (mut input, mut output) = stdio();
    let cases = input.read_usize("T");
    for _ in 0..cases {
        let lights = input.read_usize("n");
        let mut value = 0;
        for _ in 0..lights {
            let x = input.read_u64("x");
            let y = input.read_u64("y");
            value ^= turning_corners_value(x, y);
        }
        output.write_str(if value != 0 { "Have a try, lxhgww.\n" } else { "Don't waste your time.\n" });
    }
    output.flush();
}
