// thiserror's `__private` glob of a private module re-exporting core's `Error`, named by a
// derive's expansion, and serde's `de` module re-exporting from a private inner module (the
// crate `private_glob`).
use std::io::Read;

#[derive(Debug)]
struct Missing(usize);

impl std::fmt::Display for Missing {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "missing {}", self.0)
    }
}

impl ::private_glob::__private7::Error for Missing {}

fn describe(e: &dyn ::private_glob::__private7::Error) -> String {
    e.to_string()
}

fn main() {
    use ::private_glob::__private7::AsDynError as _;
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for word in input.split_ascii_whitespace() {
        let e = Missing(private_glob::__private7::de::missing(word));
        println!("{} / {}", describe(&e), e.as_dyn_error());
    }
}
