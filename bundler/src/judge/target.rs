//! The platforms judges run on, as the `cfg` values rustc sets for them (`target_os`,
//! `target_pointer_width`, ...): what [`crate::read::cfg`] evaluates a crate's predicates against.

/// The judge's platform.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    pub arch: String,
    pub os: String,
    pub family: String,
    pub env: String,
    pub vendor: String,
    pub endian: String,
    pub pointer_width: u32,
}

impl Target {
    /// `x86_64-unknown-linux-gnu`, where every judge we know runs.
    pub fn linux_x86_64() -> Target {
        Target {
            arch: "x86_64".to_string(),
            os: "linux".to_string(),
            family: "unix".to_string(),
            env: "gnu".to_string(),
            vendor: "unknown".to_string(),
            endian: "little".to_string(),
            pointer_width: 64,
        }
    }

    /// `wasm32-unknown-unknown`, what the C target compiles the bundle for
    /// ([`crate::write::c_target`]): no operating system, so solver-core's platform layer takes its
    /// host back-end.
    pub fn wasm32_unknown_unknown() -> Target {
        Target {
            arch: "wasm32".to_string(),
            os: "unknown".to_string(),
            family: "wasm".to_string(),
            env: String::new(),
            vendor: "unknown".to_string(),
            endian: "little".to_string(),
            pointer_width: 32,
        }
    }

    /// 64-bit Windows with the MSVC toolchain: Codeforces (its command line passes
    /// `-C link-args=/STACK:...`, MSVC's linker syntax) and Themis, a Windows grader.
    pub fn windows_x86_64_msvc() -> Target {
        Target {
            arch: "x86_64".to_string(),
            os: "windows".to_string(),
            family: "windows".to_string(),
            env: "msvc".to_string(),
            vendor: "pc".to_string(),
            endian: "little".to_string(),
            pointer_width: 64,
        }
    }
}
