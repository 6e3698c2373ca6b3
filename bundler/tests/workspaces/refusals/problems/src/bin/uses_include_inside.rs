// Reaches a crate that includes a text file from inside src/: inlined as a literal.
fn main() {
    for (i, line) in include_inside::table_lines().iter().enumerate() {
        println!("{}: {}", i, line);
    }
    println!("{} bytes", include_inside::TABLE.len());
}
