//! A `macro_rules!` whose transcriber invokes a proc macro of the crate's dependency (simba's
//! `complex_trait_methods!` around `paste::item!`), in scope in the modules declared after this
//! one (`#[macro_use]`) and invoked from another file: rustc runs the proc macro on each
//! invocation's transcription there.

macro_rules! squared_method {
    ($f:ident, $n:literal) => {
        pub fn $f(&self) -> u64 {
            pm_local::squares!($n)[self.side as usize % $n]
        }
    };
}
