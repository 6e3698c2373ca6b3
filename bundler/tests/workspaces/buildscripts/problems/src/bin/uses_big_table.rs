// A square from `tables`' ungated 90 KB table: over vnoj's 64 KB whatever build-script cfgs go.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for i in input.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap()) {
        println!("{} {}", tables::big_square(i), tables::fast_square(i));
    }
}
