/// The cfg-if crate's macro, written again (hashbrown 0.14.5 carries such a copy): each branch's
/// items under its condition and the negation of the ones before.
macro_rules! cfg_if {
    (if #[cfg($m:meta)] { $($yes:item)* }) => {
        $(#[cfg($m)] $yes)*
    };
    (if #[cfg($m:meta)] { $($yes:item)* } else { $($no:item)* }) => {
        $(#[cfg($m)] $yes)*
        $(#[cfg(not($m))] $no)*
    };
    (if #[cfg($m:meta)] { $($yes:item)* } else if $($rest:tt)*) => {
        $(#[cfg($m)] $yes)*
        #[cfg(not($m))]
        cfg_if! { if $($rest)* }
    };
}
