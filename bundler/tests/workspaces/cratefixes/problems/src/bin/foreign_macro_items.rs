// ppv-lite86's vector types, made by zerocopy's macro (the crates `lanes` and `lanes_user`):
// their inherent and trait impls, and the trait impls the macro writes, reached through them.
use lanes_user::pair::Pair;
use lanes_user::quad::Quad;
use lanes_user::Lanes;
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<i64> = input.split_ascii_whitespace().map(|w| w.parse().unwrap()).collect();
    for chunk in numbers.chunks(4) {
        let mut quad = Quad::splat(i64::MIN);
        for (k, &x) in chunk.iter().enumerate() {
            quad = quad.with(k, x);
        }
        let a = Pair::new([chunk[0], *chunk.get(1).unwrap_or(&0)]);
        let b = Pair::new([*chunk.get(2).unwrap_or(&0), *chunk.get(3).unwrap_or(&0)]);
        println!("{} {} {} {}", (a + b).sum(), quad.max(), a.lanes(), quad.lanes());
    }
}
