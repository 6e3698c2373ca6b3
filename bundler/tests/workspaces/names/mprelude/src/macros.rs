#[macro_export]
macro_rules! make_bits {
    ($($b:expr),*) => { $crate::bits::Bits(0 $(| (1u32 << $b))*) };
}

#[macro_export]
#[allow(non_snake_case)]
macro_rules! MakeBits {
    () => { $crate::bits::Bits };
}

/// The `matches` crate's macro, named like std's.
#[macro_export]
macro_rules! matches {
    ($e:expr, $p:pat) => { match $e { $p => 100, _ => 200 } };
}

// bytemuck: a `cfg_attr` that spells a metavariable is all a `$( .. )?` repeats.
macro_rules! marked {
    ($(#[cfg($c:meta)])? fn $name:ident) => {
        $( #[cfg_attr(feature = "never", doc(cfg($c)))] )?
        pub fn $name() -> u32 { 3 }
    };
}
marked!(#[cfg(all())] fn three);

/// log's `warn!`: named like the built-in attribute `#[warn]`; the crate's own code invokes it
/// by path and by name.
#[macro_export]
macro_rules! warn {
    ($e:expr) => { format!("warned {}", $e) };
}

#[warn(unused)]
pub fn warned_twice() -> String {
    format!("{} / {}", warn!(1), crate::warn!(2))
}
