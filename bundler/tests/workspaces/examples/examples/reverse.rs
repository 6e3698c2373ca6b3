use examples::reversed;

// Each number with its digits reversed.
fn main() {
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).unwrap();
    let out: Vec<String> = line.split_whitespace().map(|t| reversed(t.parse().unwrap()).to_string()).collect();
    println!("{}", out.join(" "));
}
