// Byte and substring search with memchr.
use memchr::{memchr, memchr_iter, memmem, memrchr};
use std::io::Read;

fn main() {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).unwrap();
    let newline = memchr(b'\n', &input).unwrap_or(input.len());
    let (needle, haystack) = (&input[..newline], &input[(newline + 1).min(input.len())..]);
    println!("{:?} {:?}", memchr(b'a', haystack), memrchr(b'a', haystack));
    println!("{}", memchr_iter(b'\n', haystack).count());
    let finder = memmem::Finder::new(needle);
    println!("{:?}", finder.find_iter(haystack).collect::<Vec<_>>());
}
