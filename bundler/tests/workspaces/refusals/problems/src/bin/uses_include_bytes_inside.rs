// Reaches a crate that includes a binary file from inside src/: inlined as a byte literal.
fn main() {
    let shown: Vec<String> = include_inside::BYTES.iter().map(|b| b.to_string()).collect();
    println!("{}", shown.join(" "));
}
