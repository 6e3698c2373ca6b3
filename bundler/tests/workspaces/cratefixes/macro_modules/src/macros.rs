/// hashbrown 0.17.2's fallback `cfg_select!`: the first arm whose predicate holds, through
/// `$crate::` invocations of itself.
#[macro_export]
macro_rules! cfg_pick {
    (_ => { $($output:tt)* }) => {
        $($output)*
    };
    (
        $cfg:meta => $output:tt
        $($( $rest:tt )+)?
    ) => {
        #[cfg($cfg)]
        $crate::cfg_pick! { _ => $output }
        $(
            #[cfg(not($cfg))]
            $crate::cfg_pick! { $($rest)+ }
        )?
    }
}
