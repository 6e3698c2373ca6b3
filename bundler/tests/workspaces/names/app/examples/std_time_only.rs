// chrono's and humantime's doctests: `std::time::..` paths and a method named `time` name no
// crate `time`, so the dependency named `time` stays out of the bundle.
use std::time::Duration;

struct Clock(u64);

impl Clock {
    fn time(&self) -> u64 {
        self.0
    }
}

fn main() {
    let d = std::time::Duration::from_millis(250) + Duration::from_millis(750);
    println!("{} {}", d.as_millis(), Clock(9).time());
}
