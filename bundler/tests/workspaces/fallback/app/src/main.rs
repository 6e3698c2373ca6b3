use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let x: u32 = input.trim().parse().unwrap();
    println!("{}", gen::generated::answer(x));
}
