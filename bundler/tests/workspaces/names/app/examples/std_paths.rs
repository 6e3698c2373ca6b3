// `std::time::..`, `core::time::..` and a `use std::time;` binding name std, not the crate
// `time`; `time::made` comes from an item macro, `time::extra` only with a feature that is off.
use std::time::Duration;

fn main() {
    let a = core::time::Duration::from_millis(1500);
    let b = {
        use std::time;
        time::Duration::from_secs(2)
    };
    #[cfg(feature = "extra")]
    {
        println!("{}", time::extra::only_with_the_feature());
    }
    let c: Duration = a + b;
    println!("{} {} {}", c.as_millis(), time::ticks(), time::made::seven());
}
