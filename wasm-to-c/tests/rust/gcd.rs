//! End-to-end sample for wasm-to-c: a no_std program against the solver-core ABI.
//! Input: n, then n pairs (a, b) of u64. Output: gcd(a, b) per line, then the sum of all gcds
//! (u64, wrapping), the count of pairs whose gcd is 1, and the sorted distinct gcds (a Vec).
//! A pair with a = 0 and b = 0 makes it panic (exit code 3 through the panic handler), and a
//! first token "open" reads the rest from the file named by the second token.
#![no_std]
#![feature(default_alloc_error_handler)]

extern crate alloc;
use alloc::vec::Vec;
use core::alloc::{GlobalAlloc, Layout};

extern "C" {
    fn sc_read(ptr: *mut u8, cap: usize) -> i32;
    fn sc_write(stream: i32, ptr: *const u8, len: usize) -> i32;
    fn sc_open(which: i32, ptr: *const u8, len: usize) -> i32;
    fn sc_exit(code: i32) -> !;
}

struct Bump;
static mut HEAP_TOP: usize = 0;
unsafe impl GlobalAlloc for Bump {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        extern "C" {
            static __heap_base: u8;
        }
        if HEAP_TOP == 0 {
            HEAP_TOP = &__heap_base as *const u8 as usize;
        }
        let p = (HEAP_TOP + l.align() - 1) & !(l.align() - 1);
        let end = p + l.size();
        let have = core::arch::wasm32::memory_size(0) * 65536;
        if end > have {
            let pages = (end - have + 65535) / 65536;
            if core::arch::wasm32::memory_grow(0, pages) == usize::MAX {
                return core::ptr::null_mut();
            }
        }
        HEAP_TOP = end;
        p as *mut u8
    }
    unsafe fn dealloc(&self, _: *mut u8, _: Layout) {}
}
#[global_allocator]
static A: Bump = Bump;

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    let m = b"panicked\n";
    unsafe {
        sc_write(2, m.as_ptr(), m.len());
        sc_exit(3)
    }
}

struct In {
    buf: [u8; 4096],
    pos: usize,
    len: usize,
}
impl In {
    fn byte(&mut self) -> Option<u8> {
        if self.pos == self.len {
            let n = unsafe { sc_read(self.buf.as_mut_ptr(), self.buf.len()) };
            if n <= 0 {
                return None;
            }
            self.len = n as usize;
            self.pos = 0;
        }
        self.pos += 1;
        Some(self.buf[self.pos - 1])
    }
    fn token(&mut self, out: &mut Vec<u8>) -> bool {
        out.clear();
        loop {
            match self.byte() {
                None => return !out.is_empty(),
                Some(c) if c <= b' ' => {
                    if !out.is_empty() {
                        return true;
                    }
                }
                Some(c) => out.push(c),
            }
        }
    }
}

fn num(t: &[u8]) -> u64 {
    let mut v: u64 = 0;
    for &c in t {
        v = v.wrapping_mul(10).wrapping_add((c - b'0') as u64);
    }
    v
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    if a == 0 && b == 0 {
        panic!("gcd(0, 0)");
    }
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

fn put(out: &mut Vec<u8>, mut v: u64) {
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
    out.extend_from_slice(&d[i..]);
}

#[no_mangle]
pub extern "C" fn sc_main() {
    let mut inp = In { buf: [0; 4096], pos: 0, len: 0 };
    let mut t = Vec::new();
    let mut out = Vec::new();
    if !inp.token(&mut t) {
        return;
    }
    if t == b"open" {
        inp.token(&mut t);
        if unsafe { sc_open(0, t.as_ptr(), t.len()) } != 1 {
            unsafe { sc_exit(4) }
        }
        inp.pos = 0;
        inp.len = 0;
        inp.token(&mut t);
    }
    let n = num(&t);
    let (mut sum, mut ones) = (0u64, 0u64);
    let mut all = Vec::new();
    for _ in 0..n {
        inp.token(&mut t);
        let a = num(&t);
        inp.token(&mut t);
        let b = num(&t);
        let g = gcd(a, b);
        sum = sum.wrapping_add(g);
        if g == 1 {
            ones += 1;
        }
        all.push(g);
        put(&mut out, g);
        out.push(b'\n');
    }
    all.sort_unstable();
    all.dedup();
    put(&mut out, sum);
    out.push(b' ');
    put(&mut out, ones);
    out.push(b'\n');
    for (i, g) in all.iter().enumerate() {
        if i > 0 {
            out.push(b' ');
        }
        put(&mut out, *g);
    }
    out.push(b'\n');
    unsafe {
        sc_write(1, out.as_ptr(), out.len());
    }
}
