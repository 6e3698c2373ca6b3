//! A #![no_std] crate that defines the panic handler, as firmware does. Inlined into a std
//! program it would be a second `panic_impl` lang item; cargo fails the same way when a std
//! binary uses it ("found duplicate lang item `panic_impl`"), so `uses_nostd_panic` does not
//! build with cargo either: the point is that the bundler says why, naming the crate.
#![no_std]

use core::panic::PanicInfo;

pub fn triple(x: u32) -> u32 {
    3 * x
}

#[panic_handler]
fn on_panic(_info: &PanicInfo) -> ! {
    loop {}
}
