#[derive(Debug, Clone, PartialEq)]
pub struct Value(pub String);

#[doc(hidden)]
#[macro_export]
macro_rules! __value {
    ($s:literal) => {
        $crate::Value(String::from($s))
    };
}
#[doc(inline)]
pub use __value as value;
