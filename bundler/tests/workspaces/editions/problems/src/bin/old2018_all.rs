// Every edition-2018 rewrite, through the local crate `old2018`.
use old2018::{is_one_of, Add, Mul, Op};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let v: Vec<i64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let ops: Vec<Box<dyn Op>> = vec![Box::new(Add(v[0])), Box::new(Mul(v[1]))];
    println!("{}", old2018::run_all(&ops, v[2]));
    for x in &v {
        println!("{} {} {}", x, old2018::bucket(*x), is_one_of!(*x, 1 | 2 | 3));
    }
    println!("{:?} {}", old2018::firsts(), old2018::checked(v[0]));
    println!("{} {}", old2018::apply_with(Add(v[0]), v[2]), old2018::Twice(Mul(v[1])).apply_twice(v[2]));
}
