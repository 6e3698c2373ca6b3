use heap::Pair;

fn main() {
    let mut p = Pair::new();
    p.push(1u8);
    p.push(2);
    let q: Pair<u32, _> = Pair::default();
    println!("{} {}", p.describe(), q.describe());
}
