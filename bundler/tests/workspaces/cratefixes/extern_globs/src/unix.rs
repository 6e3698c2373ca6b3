use crate::prelude::*;

extern "C" {
    pub fn getpid() -> crate::pid_t;
    pub fn abs(i: c_int) -> c_int;
}
