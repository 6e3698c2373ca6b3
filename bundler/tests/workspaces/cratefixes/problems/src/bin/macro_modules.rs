// Modules declared out of line by a macro's expansion: `crate_root!()` and `cfg_pick!`.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let words: Vec<&str> = input.split_ascii_whitespace().collect();
    println!("{} bits, {} backend", macro_modules::group::word_bits(), macro_modules::backend_name());
    println!("from {}", macro_modules::source_kind());
    for pair in words.chunks(2) {
        match macro_modules::area(pair[0], pair.get(1).copied().unwrap_or("")) {
            Ok(a) => println!("{}", a),
            Err(e) => println!("error: {}", e),
        }
    }
}
