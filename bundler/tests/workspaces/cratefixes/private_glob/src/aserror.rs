use std::error::Error;

pub trait AsDynError<'a> {
    fn as_dyn_error(&self) -> &(dyn Error + 'a);
}

impl<'a, T: Error + 'a> AsDynError<'a> for T {
    fn as_dyn_error(&self) -> &(dyn Error + 'a) {
        self
    }
}
