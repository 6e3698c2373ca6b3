mod struct_keyword;
#[doc(inline)]
pub use struct_keyword::*;
