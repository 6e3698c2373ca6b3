use cfgmacros::prelude::*;

fn main() {
    println!("{} {} {}", cfgmacros::width!(), cfgmacros::lanes!(), cfgmacros::kind!());
    println!("{}", cfgmacros::describe());
    println!("{} {} {}", cfgmacros::version(), cfgmacros::PRIMES.iter().sum::<u32>(), Tool::id());
}
