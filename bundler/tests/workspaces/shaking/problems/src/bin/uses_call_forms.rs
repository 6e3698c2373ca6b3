// Issue 19: members kept by how they are called. `Counter::bump` calls `self.step()` and
// `Self::limit`, which must not keep `Gauge::step` and `Gauge::limit`; `counter.bump()` is a
// method call, which must not keep the associated function `Counter::peek`. `Dial::read` calls
// `self.peek()` on a type that derefs to `Gauge`, which keeps `Gauge::peek`. `Slot::take` stays
// out: `xs.iter().take(2)` has an argument it lacks, and `Pending::first` calls `take` on an
// `Option` and a `Cell` only.
use solver_core::calls::{Counter, Dial, Pending};

fn main() {
    let n: u64 = 12;
    let mut counter = Counter::new();
    let mut last = 0;
    for _ in 0..n {
        last = counter.bump();
    }
    println!("{} {}", last, Dial::new(n).read());
    let xs = vec![1u64, 2, 3];
    println!("{} {}", xs.iter().take(2).sum::<u64>(), Pending::new(5).first());
}
