use crate::lib::*;
use crate::ser::{Error, Sink};

impl Error for fmt::Error {
    fn custom<T: Display>(_msg: T) -> Self {
        fmt::Error
    }
}

impl<'a, 'b> Sink for &'a mut fmt::Formatter<'b> {
    type Error = fmt::Error;

    fn put(self, v: u32) -> fmt::Result {
        write!(self, "[{}]", v)
    }
}
