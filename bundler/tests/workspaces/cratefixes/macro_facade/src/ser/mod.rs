use crate::lib::*;

mod fmt;

#[cfg(feature = "std")]
pub use std::error::Error as StdError;

macro_rules! declare_error_trait {
    (Error: Sized $(+ $($supertrait:ident)::+)*) => {
        /// What a sink's errors can be made from.
        pub trait Error: Sized $(+ $($supertrait)::+)* {
            fn custom<T>(msg: T) -> Self
            where
                T: Display;
        }
    };
}

#[cfg(feature = "std")]
declare_error_trait!(Error: Sized + StdError);

#[cfg(not(feature = "std"))]
declare_error_trait!(Error: Sized + Debug + Display);

/// Where values go.
pub trait Sink {
    type Error: Error;

    fn put(self, v: u32) -> Result<(), Self::Error>;
}

/// Puts `v` into `sink`, refusing odd values with the sink's own error.
pub fn put_even<S: Sink>(sink: S, v: u32) -> Result<(), S::Error> {
    if v % 2 == 1 {
        return Err(S::Error::custom(format_args!("{} is odd", v)));
    }
    sink.put(v)
}

struct Counter(usize);

// `fmt` here is the child module: std's trait is spelled out, and `write!` below finds it
// through the facade's `Write as FmtWrite`.
impl std::fmt::Write for Counter {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0 += s.len();
        Ok(())
    }
}

/// How many characters `v` takes.
pub fn width(v: u32) -> usize {
    let mut c = Counter(0);
    write!(c, "{}", v).unwrap();
    c.0
}

/// Nothing calls it: shaking still leaves it out.
pub fn never_called() -> u32 {
    7
}
