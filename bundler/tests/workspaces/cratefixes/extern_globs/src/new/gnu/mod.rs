mod bits {
    pub(crate) mod statvfs {
        use crate::prelude::*;

        s2! {
            #[cfg_attr(target_pointer_width = "16", repr(align(8)))]
            pub struct statvfs {
                pub f_bsize: c_ulong,
                pub f_flag: c_ulong,
            }

            pub struct statvfs64 {
                pub f_bsize: u64,
            }

            struct spare {
                unused: [c_int; 2],
            }
        }

        impl statvfs {
            pub fn spare_words() -> usize {
                std::mem::size_of::<spare>() / 4
            }
        }
    }
}

pub(crate) mod sys {
    pub(crate) mod statvfs {
        pub use crate::new::gnu::bits::statvfs::*;
        use crate::prelude::*;

        extern "C" {
            pub fn statvfs(path: *const std::os::raw::c_char, buf: *mut statvfs) -> c_int;
            pub fn fstatvfs(fd: c_int, buf: *mut statvfs) -> c_int;
        }

        // A plain function named like the struct the glob brings.
        pub fn statvfs64(buf: &statvfs64) -> u64 {
            buf.f_bsize * 2
        }
    }
}


