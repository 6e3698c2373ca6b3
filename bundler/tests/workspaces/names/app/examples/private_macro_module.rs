// An exported macro of a private module nested in another (ndarray's `zip::zipmacro::azip!`).
use mprelude::zip_sum;

fn main() {
    println!("{} {}", zip_sum!(1, 2), mprelude::zip::sum3(4));
}
