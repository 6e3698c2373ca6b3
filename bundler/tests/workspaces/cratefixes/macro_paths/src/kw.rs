mod region;
pub use region::*;
