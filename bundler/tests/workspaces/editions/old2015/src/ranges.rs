use std::fmt::Debug;

pub fn classify(x: u64) -> &'static str {
    match x {
        0...9 => "small",
        10...99 => "medium",
        _ => "large",
    }
}

/// Identifiers that later editions made keywords.
pub fn async(x: u64) -> u64 {
    let dyn = x;
    let try = dyn + 1;
    let await = try * 2;
    await
}

/// `try!`, the 2015 question mark.
pub fn parse_sum(a: &str, b: &str) -> Result<u64, ::std::num::ParseIntError> {
    let x: u64 = try!(a.parse());
    let y: u64 = try!(b.parse());
    Ok(x + y)
}

/// On an array, `into_iter()` iterates by reference before 2021.
pub fn sum_three() -> u64 {
    [1u64, 2, 3].into_iter().map(|&x| x).sum()
}

/// `panic!` with one argument that is not a format string.
pub fn checked(x: u64) -> u64 {
    if x > 1000 {
        let message = format!("{} is too big {{}}", x);
        panic!(message);
    }
    x
}

pub fn debug_all(items: &[&Debug]) -> String {
    items.iter().map(|d| format!("{:?}", d)).collect::<Vec<_>>().join(",")
}

pub fn is_small_prime(x: u64) -> bool {
    one_of!(x, 2 | 3 | 5 | 7)
}
