// memchr 2.5.0: its build script sets `memchr_runtime_simd` (and friends) on x86_64, which
// selects the SSE2/AVX searchers. Prints where each needle occurs in each line.
use memchr::memmem;
use std::io::BufRead;

fn main() {
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines().map(|l| l.unwrap());
    let needle = lines.next().unwrap();
    let finder = memmem::Finder::new(needle.as_bytes());
    for line in lines {
        let hits: Vec<String> = finder.find_iter(line.as_bytes()).map(|p| p.to_string()).collect();
        let spaces = memchr::memchr_iter(b' ', line.as_bytes()).count();
        println!("{} hits=[{}] spaces={} first_x={:?}", line.len(), hits.join(","), spaces, memchr::memchr(b'x', line.as_bytes()));
    }
}
