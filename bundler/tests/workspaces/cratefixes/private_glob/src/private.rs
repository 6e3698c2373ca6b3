#[doc(hidden)]
pub use crate::aserror::AsDynError;
#[doc(hidden)]
pub use std::error::Error;

pub mod de {
    pub use self::content::Shown;

    pub fn missing(field: &str) -> usize {
        field.len()
    }

    mod content {
        pub use core::fmt::Display as Shown;
    }
}
