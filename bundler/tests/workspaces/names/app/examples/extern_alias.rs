//! `extern crate <crate> as <alias>;` wherever a program may write it: at the root with
//! `#[macro_use]` (im-rc's doctests) and `pub`, in a module, in a function body, and in the
//! `const _: () = { .. };` a derive expands into (num-derive's `extern crate num_traits as
//! _num_traits;`).
#[macro_use]
extern crate tables as tb;
pub extern crate heap as pairs;

mod inner {
    extern crate variants as v;

    pub fn flipped() -> bool {
        v::flip(v::Dir::L) == v::Dir::R
    }
}

struct Local;

const _: () = {
    extern crate heap as _heap;
    impl _heap::Tag for Local {
        fn tag() -> &'static str {
            "local"
        }
    }
};

fn main() {
    extern crate tables as t2;
    let mut p = pairs::Pair::new();
    p.push(1u8);
    println!("{} {} {} {}", twice!(3), hmap!(2), tb::table::width(), t2::hmap(4));
    println!("{} {} {}", p.describe(), <Local as pairs::Tag>::tag(), inner::flipped());
}
