// The table build.rs generated (a module of its own file, so that its items are items of the crate).
include!(concat!(env!("OUT_DIR"), "/big.rs"));
