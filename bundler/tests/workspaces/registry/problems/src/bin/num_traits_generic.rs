// One generic routine for several integer types, bounded by num-traits.
use num_traits::{CheckedMul, One, PrimInt, Zero};

fn power_or_overflow<T: PrimInt + CheckedMul + One + Zero + std::fmt::Display>(base: T, exp: u32) -> String {
    let mut acc = T::one();
    for _ in 0..exp {
        match acc.checked_mul(&base) {
            Some(v) => acc = v,
            None => return "overflow".to_string(),
        }
    }
    format!("{} ({} ones)", acc, acc.count_ones())
}

fn main() {
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).unwrap();
    let exp: u32 = line.trim().parse().unwrap();
    println!("{}", power_or_overflow(3u8, exp));
    println!("{}", power_or_overflow(3i32, exp));
    println!("{}", power_or_overflow(3u64, exp));
    println!("{}", power_or_overflow(3i128, exp));
}
