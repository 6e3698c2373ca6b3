// The roots of hashbrown, indexmap, num-traits and num-integer in small (nostd_paths, and
// old_alias of edition 2015): `#[macro_use] extern crate std;` away from the bundle's root,
// `crate::alloc::..`, `use ::core::..` beside a `mod core`, a macro-made trait re-exported, a
// name only a macro body mentions, paths through `extern crate .. as alias;`, `use core as std;`
// (fixedbitset without `std`), `extern crate core as std;` at a crate's root (log without
// `std`), which must not make the program's own `std::` (nor another crate's) mean `core`,
// and operator impls that a macro invocation makes in a module nothing else of is used
// (num-bigint's `<<`).
use nostd_paths::map::Pair;
use nostd_paths::Twice;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for n in input.split_ascii_whitespace().map(|t| t.parse::<u32>().unwrap()) {
        println!("{}", Pair(n, n + 1));
        println!("{}", Pair(n, n + 1) << 2usize);
        println!("{:?}", old_alias::sizes());
        println!("{} {} {}", old_alias::roots::bits_twice(n as u64), old_alias::widen(n as u8), (n as u64).twice());
        println!("{} {}", old_alias::Bits(n as u8), old_alias::low_max(n, 7));
        let shown: std::string::String = std::format!("{}", core_as_std::Level(n));
        println!("{} {}", shown, core_as_std::bits::width(n));
    }
}
