//! A compute-heavy no_std program against the solver-core ABI (sc_read, sc_write only), built
//! both for wasm32 (then translated to C) and natively (as a staticlib linked with a C shim
//! that provides sc_read/sc_write/sc_exit), to compare the speeds of the two routes.
//! Input: n. Output: the number of primes below n (a byte sieve in a static array), and a
//! checksum of a 64-bit multiply/xorshift/modulo loop of n steps.
#![no_std]

extern "C" {
    fn sc_read(ptr: *mut u8, cap: usize) -> i32;
    fn sc_write(stream: i32, ptr: *const u8, len: usize) -> i32;
    fn sc_exit(code: i32) -> !;
}

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    unsafe { sc_exit(3) }
}

const MAX: usize = 20_000_000;
static mut SIEVE: [u8; MAX] = [0; MAX];

fn put(out: &mut [u8; 64], len: &mut usize, mut v: u64) {
    let mut d = [0u8; 20];
    let mut i = 20;
    loop {
        i -= 1;
        d[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    for &c in &d[i..] {
        out[*len] = c;
        *len += 1;
    }
}

#[no_mangle]
pub extern "C" fn sc_main() {
    let mut buf = [0u8; 32];
    let n = unsafe { sc_read(buf.as_mut_ptr(), buf.len()) };
    let mut v: usize = 0;
    for &c in &buf[..n.max(0) as usize] {
        if c.is_ascii_digit() {
            v = v * 10 + (c - b'0') as usize;
        }
    }
    let n = v.min(MAX);
    let s = unsafe { &mut *core::ptr::addr_of_mut!(SIEVE) };
    let mut count = 0u64;
    let mut i = 2;
    while i < n {
        if s[i] == 0 {
            count += 1;
            if i <= (n - 1) / i {
                let mut j = i * i;
                while j < n {
                    s[j] = 1;
                    j += i;
                }
            }
        }
        i += 1;
    }
    let mut x: u64 = 0x9E3779B97F4A7C15;
    let mut acc: u64 = 0;
    for k in 0..n as u64 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        acc = acc.wrapping_add((x % 1_000_000_007).wrapping_mul(k | 1));
    }
    let mut out = [0u8; 64];
    let mut len = 0;
    put(&mut out, &mut len, count);
    out[len] = b' ';
    len += 1;
    put(&mut out, &mut len, acc);
    out[len] = b'\n';
    len += 1;
    unsafe {
        sc_write(1, out.as_ptr(), len);
    }
}
