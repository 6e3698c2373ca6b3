// libc's shapes (the crate `extern_globs`): functions of `extern` blocks reached through
// globs, structs named like an extern function and like a plain function, macro-made
// structs, and modules whose globs import each other.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let pid = unsafe { extern_globs::getpid() };
    for word in input.split_ascii_whitespace() {
        let n: i32 = word.parse().unwrap();
        let s = extern_globs::statvfs { f_bsize: n.unsigned_abs() as _, f_flag: extern_globs::FUTEX_WAKE as _ };
        let wide = extern_globs::statvfs64 { f_bsize: n.unsigned_abs() as u64 };
        println!("{} {} {} {} {} {}", unsafe { extern_globs::abs(n) }, s.f_bsize + s.f_flag, extern_globs::FUTEX_WAIT, extern_globs::statvfs::spare_words(), extern_globs::statvfs64(&wide), pid > 0);
    }
}
