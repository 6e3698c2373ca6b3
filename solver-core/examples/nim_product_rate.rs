//! The nim product's speed alone, for `just bench`: reads `N seed` from stdin, multiplies N pairs
//! of SplitMix64 operands with [`solver_core::nimber::NimProductTable`], prints the XOR of the
//! products. The bench times it against `bench/peers/nim_product_rate.cpp` (the same loop in
//! C++ over the same tables) and reports N / CPU time as products per second: a lower bound,
//! since it includes the operand generator, the table build and process start-up.
use solver_core::io::stdio;
use solver_core::nimber::NimProductTable;

fn split_mix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn main() {
    let (mut input, mut output) = stdio();
    let count = input.read_u64("N");
    let mut state = input.read_u64("seed");
    let table = NimProductTable::new();
    let mut all = 0u64;
    for _ in 0..count {
        let a = split_mix(&mut state);
        let b = split_mix(&mut state);
        all ^= table.product(a, b);
    }
    output.write_u64(all);
    output.write_byte(b'\n');
    output.flush();
}
