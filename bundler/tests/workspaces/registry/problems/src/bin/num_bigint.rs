// n! and the n-th Fibonacci number exactly, through num's re-exported bigint.
use num::bigint::BigUint;
use num::{One, Zero};

fn main() {
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).unwrap();
    let n: u32 = line.trim().parse().unwrap();
    let mut factorial = BigUint::one();
    for k in 1..=n {
        factorial *= k;
    }
    println!("{}", factorial);
    let (mut a, mut b) = (BigUint::zero(), BigUint::one());
    for _ in 0..n {
        let next = &a + &b;
        a = std::mem::replace(&mut b, next);
    }
    println!("{}", a);
    println!("{}", num::integer::gcd(factorial, a));
}
