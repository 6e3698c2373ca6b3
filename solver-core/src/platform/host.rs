//! The host back-end of [`crate::platform`] (`target_arch = "wasm32"`): the program is a
//! WebAssembly module whose C translation is the submission. Never in a Rust bundle (the
//! bundler decides `cfg`s for the judge's Linux or Windows target).
//!
//! # The ABI
//!
//! Exactly four imports of module `"env"`, all `i32` (the C file implements them):
//! - `sc_read(ptr, cap) -> i32`: up to `cap` bytes of the input stream into memory at `ptr`;
//!   the count, 0 at the end of the input, -1 on a read error.
//! - `sc_write(stream, ptr, len) -> i32`: stream 1 is the output (stdout unless `sc_open`
//!   replaced it), 2 is stderr; 0 when all was written, -1 otherwise.
//! - `sc_open(which, ptr, len) -> i32`: the file named by `ptr..ptr + len` (not
//!   NUL-terminated); `which` 0 opens it for reading as the input stream, 1 creates it for
//!   writing as the output stream; 1 on success, 0 when it cannot be opened.
//! - `sc_exit(code)`: flushes the output stream and exits; never returns.
//!
//! The module exports `memory` and the program's entry, which the program's root defines
//! (`#[no_mangle] pub extern "C" fn sc_main()`). This back-end also defines, for the whole
//! program, the `#[global_allocator]` ([`HostAllocator`]) and the `#[panic_handler]` (a fixed
//! line on stderr, exit code 101 as a Rust panic's; the `PanicInfo` is not formatted, so that a
//! program which formats nothing does not carry `core::fmt`).
//!
//! # How it differs from the std back-end
//!
//! - **The judge's files.** std lists the working directory and takes, among the files whose
//!   name is `id.inp` in any letter case, the byte-wise smallest. Portable C cannot list a
//!   directory, so [`open_judge_files`] tries a fixed set of spellings with `sc_open` in that
//!   same byte-wise order (stems: `id` upper-cased, as given, lower-cased; extensions `INP`,
//!   `Inp`, `inp`): the first that opens is the one std would choose among those spellings. A
//!   file spelt otherwise (`tAb.iNp`) is found by std only. On a case-insensitive file system
//!   (Windows) the first spelling opens the file whatever its case, and the output is created
//!   under the spelling that opened (`TAB.OUT`), which names the same file there. The output
//!   name follows the input's spelling as [`crate::io::output_name_for`] says, on both.
//! - **Error texts.** An `IoError` is the OS's error on std; here only "read error" or "write
//!   error" (the ABI returns -1, nothing more). A panic prints its message and location on
//!   std, a fixed line here; the exit code is 101 on both.
//! - **The big stack.** [`run_with_stack`] runs the closure where it stands: WebAssembly has one
//!   shadow stack, whose size is a link flag (`-C link-arg=-zstack-size=<bytes>`; rustc's
//!   default is 1 MiB), so a problem with deep recursion sets it when the module is built.
//! - **Flushing.** The C side buffers the output; `sc_exit`, or the C `main` returning after
//!   `sc_main`, flushes it, so `Output::flush` has nothing to do.

use crate::io::{output_name_for, Sink, Source};
use alloc::string::String;
use alloc::vec::Vec;
use core::alloc::{GlobalAlloc, Layout};

#[link(wasm_import_module = "env")]
extern "C" {
    fn sc_read(ptr: *mut u8, cap: i32) -> i32;
    fn sc_write(stream: i32, ptr: *const u8, len: i32) -> i32;
    fn sc_open(which: i32, ptr: *const u8, len: i32) -> i32;
    fn sc_exit(code: i32) -> !;
}

const STREAM_OUTPUT: i32 = 1;
const STREAM_ERROR: i32 = 2;

/// Why a read or a write failed: the ABI says only that it did.
pub struct IoError(&'static str);

impl IoError {
    /// An error described by `description` (for a [`Source`] or [`Sink`] of your own).
    pub fn new(description: &'static str) -> IoError {
        IoError(description)
    }
}

/// Reads up to `buf.len()` bytes of the input stream.
fn read_input(buf: &mut [u8]) -> Result<usize, IoError> {
    let cap = buf.len().min(i32::MAX as usize) as i32;
    let n = unsafe { sc_read(buf.as_mut_ptr(), cap) };
    if n < 0 {
        Err(IoError("read error"))
    } else {
        Ok(n as usize)
    }
}

/// Writes all of `data` to `stream`.
#[inline(never)]
fn write_stream(stream: i32, data: &[u8]) -> Result<(), IoError> {
    for chunk in data.chunks(i32::MAX as usize) {
        if unsafe { sc_write(stream, chunk.as_ptr(), chunk.len() as i32) } != 0 {
            return Err(IoError("write error"));
        }
    }
    Ok(())
}

/// The input stream: stdin, or the judge's input file once `sc_open` replaced it.
pub struct Input {
    _private: (),
}

impl Source for Input {
    #[inline]
    fn read(&mut self, buf: &mut [u8]) -> Result<usize, IoError> {
        read_input(buf)
    }
}

/// The output stream (stdout, or the judge's output file once `sc_open` replaced it) or
/// stderr: one type for both, so that a program writing to each carries one copy of the
/// `Writer`'s code, not two (the C file's size).
pub struct Output {
    stream: i32,
}

impl Sink for Output {
    #[inline]
    fn write_all(&mut self, data: &[u8]) -> Result<(), IoError> {
        write_stream(self.stream, data)
    }

    /// Nothing to do here: the C side flushes its buffer at `sc_exit` or when `sc_main`
    /// returns.
    #[inline]
    fn flush(&mut self) -> Result<(), IoError> {
        Ok(())
    }
}

/// The error stream: an [`Output`] to stream 2.
pub type Stderr = Output;

/// A byte slice reads itself, front first (as std's `impl Read for &[u8]`).
impl Source for &[u8] {
    fn read(&mut self, buf: &mut [u8]) -> Result<usize, IoError> {
        let n = buf.len().min(self.len());
        buf[..n].copy_from_slice(&self[..n]);
        *self = &self[n..];
        Ok(n)
    }
}

/// A vector collects what is written.
impl Sink for Vec<u8> {
    fn write_all(&mut self, data: &[u8]) -> Result<(), IoError> {
        self.extend_from_slice(data);
        Ok(())
    }

    fn flush(&mut self) -> Result<(), IoError> {
        Ok(())
    }
}

/// A borrowed sink is a sink.
impl<S: Sink + ?Sized> Sink for &mut S {
    fn write_all(&mut self, data: &[u8]) -> Result<(), IoError> {
        (**self).write_all(data)
    }

    fn flush(&mut self) -> Result<(), IoError> {
        (**self).flush()
    }
}

/// The input stream as the program started with it.
pub fn stdin() -> Input {
    Input { _private: () }
}

/// The output stream as the program started with it.
pub fn stdout() -> Output {
    Output { stream: STREAM_OUTPUT }
}

/// The error stream.
pub fn stderr() -> Stderr {
    Output { stream: STREAM_ERROR }
}

/// Writes `bytes` to stderr, ignoring a failure. Never inlined: error messages call it piece
/// by piece, and a copy of the write loop at each call is what the C file's size pays for.
#[inline(never)]
pub fn write_stderr(bytes: &[u8]) {
    let _ = write_stream(STREAM_ERROR, bytes);
}

/// Ends the program with exit status `code`; the C side flushes the output first.
pub fn exit(code: i32) -> ! {
    unsafe { sc_exit(code) }
}

/// Writes `message` and a newline to stderr, then exit status 1.
#[cold]
pub fn fail(message: core::fmt::Arguments) -> ! {
    struct ToStderr;
    impl core::fmt::Write for ToStderr {
        fn write_str(&mut self, s: &str) -> core::fmt::Result {
            write_stderr(s.as_bytes());
            Ok(())
        }
    }
    let _ = core::fmt::write(&mut ToStderr, message);
    write_stderr(b"\n");
    exit(1)
}

/// Writes `context`, the error's description and a newline to stderr, then exit status 1.
#[cold]
pub fn fail_io(context: &str, error: &IoError) -> ! {
    write_stderr(context.as_bytes());
    write_stderr(error.0.as_bytes());
    write_stderr(b"\n");
    exit(1)
}

/// Opens the judge's files for problem `id`: the first spelling of `id.inp` that `sc_open`
/// opens becomes the input stream, and the output stream is created under the name
/// [`output_name_for`] gives. Spellings are tried in byte-wise order (the std back-end's
/// choice among them): the stem upper-cased, as given, lower-cased; the extension `INP`,
/// `Inp`, `inp`. `None` when none opens; panics when the output cannot be created.
pub fn open_judge_files(id: &str) -> Option<(Input, Output)> {
    let stems = [id.to_ascii_uppercase(), String::from(id), id.to_ascii_lowercase()];
    let mut names: Vec<String> = Vec::new();
    for stem in &stems {
        for ext in [".INP", ".Inp", ".inp"] {
            let mut name = stem.clone();
            name.push_str(ext);
            names.push(name);
        }
    }
    names.sort_unstable();
    names.dedup();
    for name in &names {
        if unsafe { sc_open(0, name.as_ptr(), name.len() as i32) } == 1 {
            let output = output_name_for(name);
            if unsafe { sc_open(1, output.as_ptr(), output.len() as i32) } != 1 {
                panic!("solver_core::io: cannot create the output file");
            }
            return Some((Input { _private: () }, Output { stream: STREAM_OUTPUT }));
        }
    }
    None
}

/// Runs `work` where it stands: WebAssembly has one shadow stack, sized when the module is
/// linked (`-C link-arg=-zstack-size=<bytes>`), so there is nothing to start here.
pub fn run_with_stack<T, F>(_stack_bytes: usize, work: F) -> T
where
    F: FnOnce() -> T + Send,
    T: Send,
{
    work()
}

/// The panic handler: a fixed line on stderr (the `PanicInfo` is not formatted: that would put
/// `core::fmt` into every program), then exit status 101, a Rust panic's.
#[panic_handler]
fn on_panic(_: &core::panic::PanicInfo) -> ! {
    write_stderr(b"error: the program panicked\n");
    exit(101)
}

/// The program's allocator: power-of-two size classes with one free list each, over
/// `memory.grow`.
///
/// - Blocks of 8 B ..= 32 KiB are cut from 64 KiB pages that serve one class each, so every
///   block is aligned to its size; a freed block goes on its class's list and is reused first.
/// - Larger blocks are whole pages, a power of two of them, cut from the top of memory; a freed
///   one goes on its class's list, except the topmost, which gives its pages back to the top
///   (so a transient buffer does not stay reserved). Growing the topmost large block (a `Vec`
///   doubling) extends it in place.
/// - Waste: under 2x per block (the rounding) plus at most one partly used page per small class;
///   memory never shrinks (wasm cannot), but freed blocks are reused, so a program that frees
///   and allocates again does not grow without bound.
/// - Alignments above 64 KiB are refused (a null pointer).
///
/// Single-threaded (wasm32 without threads), hence the `static mut` state.
pub struct HostAllocator;

const PAGE: usize = 65536;
/// Classes are `1 << k` bytes; small classes are `MIN_SHIFT ..= SMALL_MAX_SHIFT`.
const MIN_SHIFT: usize = 3;
const SMALL_MAX_SHIFT: usize = 15;
const CLASSES: usize = 32;

struct Heap {
    /// The first byte after the last large block (page-aligned; 0 before the first use).
    top: usize,
    /// The end of memory (`memory.size` pages).
    end: usize,
    /// The next free byte and the end of each small class's current page.
    small_next: [usize; CLASSES],
    small_end: [usize; CLASSES],
    /// The first free block of each class (0: none); a free block holds the next one's address.
    free: [usize; CLASSES],
}

static mut HEAP: Heap = Heap { top: 0, end: 0, small_next: [0; CLASSES], small_end: [0; CLASSES], free: [0; CLASSES] };

/// The allocator's state (one thread: nothing else touches it meanwhile).
#[inline]
unsafe fn heap() -> &'static mut Heap {
    &mut *core::ptr::addr_of_mut!(HEAP)
}

/// The class (the log2 of the block size) of a layout, `None` when too large for wasm32.
#[inline]
fn class_of(layout: Layout) -> Option<usize> {
    if layout.align() > PAGE {
        return None;
    }
    let size = layout.size().max(layout.align()).max(1 << MIN_SHIFT);
    let shift = (usize::BITS - (size - 1).leading_zeros()) as usize;
    if shift >= CLASSES {
        None
    } else {
        Some(shift)
    }
}

impl Heap {
    /// Makes memory reach `new_top`; false when `memory.grow` refuses.
    fn reach(&mut self, new_top: usize) -> bool {
        if self.end == 0 {
            self.end = core::arch::wasm32::memory_size(0) * PAGE;
            self.top = self.end;
        }
        if new_top > self.end {
            let pages = (new_top - self.end + PAGE - 1) / PAGE;
            if core::arch::wasm32::memory_grow(0, pages) == usize::MAX {
                return false;
            }
            self.end += pages * PAGE;
        }
        true
    }

    /// `bytes` (a multiple of `PAGE`, or a power of two above it) from the top; 0 when memory
    /// is exhausted.
    fn take_top(&mut self, bytes: usize, align: usize) -> usize {
        if !self.reach(0) {
            return 0;
        }
        let at = (self.top + align - 1) & !(align - 1);
        match at.checked_add(bytes) {
            Some(new_top) if self.reach(new_top) => {
                self.top = new_top;
                at
            }
            _ => 0,
        }
    }

    fn alloc(&mut self, class: usize) -> usize {
        let head = self.free[class];
        if head != 0 {
            self.free[class] = unsafe { *(head as *const usize) };
            return head;
        }
        let size = 1usize << class;
        if class <= SMALL_MAX_SHIFT {
            if self.small_next[class] == self.small_end[class] {
                let page = self.take_top(PAGE, PAGE);
                if page == 0 {
                    return 0;
                }
                self.small_next[class] = page;
                self.small_end[class] = page + PAGE;
            }
            let at = self.small_next[class];
            self.small_next[class] += size;
            at
        } else {
            self.take_top(size, size.min(PAGE))
        }
    }

    fn free(&mut self, at: usize, class: usize) {
        let size = 1usize << class;
        if class > SMALL_MAX_SHIFT && at + size == self.top {
            self.top = at;
            return;
        }
        unsafe { *(at as *mut usize) = self.free[class] };
        self.free[class] = at;
    }
}

unsafe impl GlobalAlloc for HostAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        match class_of(layout) {
            Some(class) => heap().alloc(class) as *mut u8,
            None => core::ptr::null_mut(),
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if let Some(class) = class_of(layout) {
            heap().free(ptr as usize, class);
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let new_layout = Layout::from_size_align_unchecked(new_size, layout.align());
        let (old, new) = match (class_of(layout), class_of(new_layout)) {
            (Some(old), Some(new)) => (old, new),
            _ => return core::ptr::null_mut(),
        };
        if new == old {
            return ptr;
        }
        let at = ptr as usize;
        let heap = heap();
        // The topmost large block grows (or shrinks) in place.
        if old > SMALL_MAX_SHIFT && new > SMALL_MAX_SHIFT && at + (1usize << old) == heap.top {
            let new_top = at + (1usize << new);
            if heap.reach(new_top) {
                heap.top = new_top;
                return ptr;
            }
            return core::ptr::null_mut();
        }
        let fresh = heap.alloc(new) as *mut u8;
        if !fresh.is_null() {
            core::ptr::copy_nonoverlapping(ptr, fresh, layout.size().min(new_size));
            heap.free(at, old);
        }
        fresh
    }
}

#[global_allocator]
static ALLOCATOR: HostAllocator = HostAllocator;
