// Item 16: `io::Scanner` only, not `text::Scanner`.
use solver_core::io::Scanner;

fn main() {
    let mut s = Scanner::new("3 4");
    println!("{}", s.next() + s.next());
}
