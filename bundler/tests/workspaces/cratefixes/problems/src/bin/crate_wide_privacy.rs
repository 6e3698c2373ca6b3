// A crate whose private root type is named in `pub(crate)` signatures (indexmap 1.9.3's
// `HashValue`, which priority-queue 1.3.2 bundles bring along): the bundle must still compile
// with rustc 1.63, where a `pub(crate)` that means the whole bundle is more than that type is.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<i64> = input.split_ascii_whitespace().map(|w| w.parse().expect("a number")).collect();
    let mut table = crate_wide::Table::new();
    for pair in numbers.chunks(2) {
        table.add(pair[0] as usize, pair.get(1).copied().unwrap_or(0));
    }
    for (key, sum) in table.sums() {
        println!("{} {}", key, sum);
    }
}
