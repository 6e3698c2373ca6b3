/// Each struct goes on to the `it:` arm with its attributes and visibility (empty for a
/// private one), as libc's `s2!` does.
macro_rules! s2 {
    ($(
        $(#$attr:tt)*
        $pub:vis $t:ident $i:ident { $($field:tt)* }
    )*) => ($(
        s2!(it: $(#$attr)* $pub $t $i { $($field)* });
    )*);

    (it: $(#$attr:tt)* $pub:vis struct $i:ident { $($field:tt)* }) => (
        custom_struct! {
            attrs: { #[repr(C)] #[derive(Clone, Copy, Debug)] #[allow(deprecated)] }
            $(#$attr)* $pub struct $i { $($field)* }
        }
    );
}

/// Writes `#[allow(deprecated)]` itself, beside the one it is passed.
macro_rules! custom_struct {
    (attrs: { $($attrs:tt)* } $(#$attr:tt)* $vis:vis struct $name:ident { $($body:tt)* }) => {
        $($attrs)*
        $(#$attr)*
        #[allow(deprecated)]
        $vis struct $name { $($body)* }
    };
}
