use std::io::Read;

/// The larger of each pair.
fn larger(a: i64, b: i64) -> i64 {
    a.max(b)
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<i64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let t = numbers[0] as usize;
    let mut out = String::new();
    for k in 0..t {
        out.push_str(&format!("{}\n", larger(numbers[1 + 2 * k], numbers[2 + 2 * k])));
    }
    print!("{}", out);
}
