//! Judge profiles: what each judge takes. Size limits and compilers are from
//! ../shared/problems.md; a judge whose limit that file does not state gets none here.
//!
//! - In: a judge's name (`--judge vnoj`). Out: its [`Judge`] profile (size limit and how it
//!   counts, editions, compilers, whether it takes Rust at all), its platform as `cfg` values
//!   ([`target::Target`]), the crates it already has ([`judge_crates`]), and the first Rust
//!   release that accepts a piece of syntax ([`syntax_version`]), against its compiler.
//! - Never: look at a program or a crate: a profile is a fact about a judge, named with its
//!   source, and the stages read it.

pub mod judge_crates;
pub mod syntax_version;
pub mod target;

use crate::base::error::{Error, Result};
use crate::judge::syntax_version::{RustVersion, OLDEST_SUPPORTED, STABLE};

/// The old judge compiler's path: Debian's `rustc` package (1.63), which every bundle is also
/// checked with unless a crate it carries needs a newer one.
pub const OLD_RUSTC: &str = "/usr/bin/rustc";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judge {
    pub name: &'static str,
    /// Whether the judge compiles Rust at all.
    pub accepts_rust: bool,
    /// The source size limit and whether it counts bytes or characters.
    pub size_limit: Option<(usize, Unit)>,
    /// The edition the judge compiles with.
    pub edition: &'static str,
    /// The judge's rustc, the newest Rust a bundle for it may need; `None` when it follows
    /// current stable (or, for a judge that takes no Rust, has none).
    pub rustc: Option<RustVersion>,
    /// The platform it compiles for, which `cfg(windows)`, `cfg(target_os = ..)` and the like
    /// are decided for.
    pub platform: Platform,
    /// What to know about its compiler.
    pub note: &'static str,
    /// How it runs the program: threads, the main thread's stack, memory and process limits.
    pub sandbox: Sandbox,
    /// What it runs for a C submission, when it takes C: the bundle's `main.c` is written for
    /// it ([`crate::write::c_target`]).
    pub c: Option<CJudge>,
}

/// What a judge that takes C runs, each fact cited or marked as assumed: what `main.c` must
/// suit and how `judge` compiles it locally to stand in for the judge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CJudge {
    /// The judge's operating system.
    pub os: &'static str,
    /// Its C and C++ compilers, as it names them.
    pub compilers: &'static str,
    /// The width of the programs it builds: 32 or 64.
    pub bits: u32,
    /// How `judge` compiles `main.c` as this judge would, with the compilers Debian has: the
    /// command and its flags (the file and `-o` are added).
    pub local_compile: &'static [&'static str],
    /// Where the facts above come from.
    pub sources: &'static str,
    /// Which of them are assumptions; empty when all are confirmed.
    pub unconfirmed: &'static str,
}

/// How a judge runs a program, as far as a Rust program can tell: what `judge --sandbox`
/// (judge-runner/src/sandbox.rs) sets for the child. Where a judge's own pages or source do not
/// say, [`Sandbox::unconfirmed`] names the fact and the value is the assumption a bundle is safer
/// with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sandbox {
    /// Whether the program may start a thread. Where it may not, `std::thread::Builder::spawn`
    /// returns an error (EAGAIN under `RLIMIT_NPROC = 0`) and `std::thread::spawn` panics.
    pub threads: bool,
    /// The main thread's stack limit (`RLIMIT_STACK` on Linux; the linker's `/STACK` reserve on
    /// Windows).
    pub main_stack: Stack,
    /// How the problem's memory limit is enforced.
    pub memory: Memory,
    /// The limit on processes and threads together (`RLIMIT_NPROC`, a pids cgroup), `None` where
    /// the judge sets none or none is known. `Some(0)`: the program can start neither.
    pub tasks: Option<u32>,
    /// Which of the facts above are assumptions; empty when all are confirmed.
    pub unconfirmed: &'static str,
}

/// A main thread's stack limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stack {
    /// No limit but memory: the stack grows until it meets another mapping or the address-space
    /// limit.
    Unlimited,
    Bytes(u64),
}

/// How a judge enforces the problem's memory limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Memory {
    /// `setrlimit` in the child: `RLIMIT_AS` is the limit plus `address_grace_bytes`, so address
    /// space merely reserved (a thread's stack) counts; with `data`, `RLIMIT_DATA` is the limit
    /// itself (private writable mappings: the heap and thread stacks, not the main stack).
    Rlimits { address_grace_bytes: u64, data: bool },
    /// Memory in use is measured (a cgroup, a job object, peak RSS); reserving address space
    /// costs nothing.
    Resident,
}

const MIB: u64 = 1 << 20;

/// The Linux default main stack (`ulimit -s` 8192 KiB), assumed where a Linux judge does not say.
pub const LINUX_DEFAULT_STACK: Stack = Stack::Bytes(8 * MIB);

/// The MSVC linker's default stack reserve, 1 MB, which a Windows binary's main thread gets
/// without `/STACK` ("Without this option, the stack size defaults to 1 MB":
/// https://learn.microsoft.com/en-us/cpp/build/reference/f-set-stack-size).
pub const WINDOWS_DEFAULT_STACK: Stack = Stack::Bytes(MIB);

/// A Linux judge that publishes nothing about its sandbox: the Linux default stack, threads
/// allowed, memory counted as resident. Threads refused and a small stack together would leave
/// deep recursion no way to run at all, and no judge we know of does both; a bundle that relies
/// on threads is caught by the DMOJ-family profiles, one that relies on a big main stack by these.
const LINUX_UNKNOWN: Sandbox = Sandbox {
    threads: true,
    main_stack: LINUX_DEFAULT_STACK,
    memory: Memory::Resident,
    tasks: None,
    unconfirmed: "threads, stack, memory: the judge publishes none of them; the Linux defaults are assumed",
};

/// DMOJ and its forks, from their judge-server (github.com/DMOJ/judge-server at 3ea44ac,
/// github.com/VNOI-Admin/judge-server at c0fce0a, the same in both):
/// - `dmoj/executors/base_executor.py`: `nproc = 0`, which `RUST.py` does not override, and
///   `dmoj/cptbox/helper.cpp` applies it as `setrlimit2(RLIMIT_NPROC, config->nproc)`: no
///   thread or process can be started;
/// - `helper.cpp`: `setrlimit2(RLIMIT_STACK, RLIM_INFINITY)`: the main stack is unlimited;
/// - `base_executor.py`: `address_grace = 65536` (KiB) and `data_grace = 0`, which
///   `dmoj/cptbox/tracer.py` turns into `RLIMIT_AS` = memory + 64 MiB and `RLIMIT_DATA` = memory.
const DMOJ_FAMILY: Sandbox = Sandbox {
    threads: false,
    main_stack: Stack::Unlimited,
    memory: Memory::Rlimits { address_grace_bytes: 64 * MIB, data: true },
    tasks: Some(0),
    unconfirmed: "",
};

/// A judge's platform.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Platform {
    /// x86_64 Linux (gnu): DMOJ/VNOJ, AtCoder, Luogu, SPOJ, CSES, Library Checker, Kattis, and
    /// the default.
    LinuxX86_64,
    /// x86_64 Windows (msvc): Codeforces, Themis, Timus.
    WindowsX86_64,
    /// wasm32-unknown-unknown: the bundle the C target translates, for a judge that takes C.
    Wasm32,
}

impl Platform {
    /// The platform of `profile`; without a profile, Linux.
    pub fn of(profile: Option<&Judge>) -> Platform {
        profile.map_or(Platform::LinuxX86_64, |j| j.platform)
    }

    pub fn target(self) -> crate::judge::target::Target {
        match self {
            Platform::LinuxX86_64 => crate::judge::target::Target::linux_x86_64(),
            Platform::WindowsX86_64 => crate::judge::target::Target::windows_x86_64_msvc(),
            Platform::Wasm32 => crate::judge::target::Target::wasm32_unknown_unknown(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Bytes,
    Chars,
}

impl Unit {
    /// `text`'s size as a judge with this unit counts it.
    pub fn size_of(self, text: &str) -> usize {
        match self {
            Unit::Bytes => text.len(),
            Unit::Chars => text.chars().count(),
        }
    }

    /// The unit's word in messages: `bytes`, `characters`.
    pub fn word(self) -> &'static str {
        match self {
            Unit::Bytes => "bytes",
            Unit::Chars => "characters",
        }
    }
}

pub const JUDGES: &[Judge] = &[
    Judge {
        name: "hdu",
        accepts_rust: false,
        size_limit: Some((65_536, Unit::Bytes)),
        edition: "2021",
        rustc: None,
        platform: Platform::LinuxX86_64,
        note: "HDU's languages are C, C++, Pascal, Java and C#",
        sandbox: LINUX_UNKNOWN,
        c: Some(CJudge {
            os: "Windows",
            compilers: "G++ and GCC (MinGW), C++ and C (Microsoft Visual C++)",
            bits: 32,
            // GCC for 32-bit, as HDU's GCC builds: natively on Linux, so that the sandbox measures
            // the program's memory and not wine's (the bundle's check runs MinGW builds under wine).
            local_compile: &["gcc", "-m32", "-O2", "-DONLINE_JUDGE"],
            sources: "acm.hdu.edu.cn/faq.php: \"C, C++, Pascal and Java are currently supported\", \"a conditional define of compiler called ONLINE_JUDGE\", \"Only stdin (standard input) and stdout (standard output) can be used\"; bestcoder.hdu.edu.cn/faq.php (the same FAQ): \"MS-VC++ is more effective to process I/O\" (so C++ and C are Visual C++, G++ and GCC are GNU's); the 65,536-byte source limit from ../shared/problems.md",
            unconfirmed: "Windows and 32-bit (the FAQ names MS-VC++ beside G++, as on MinGW; neither the OS nor the width is stated), the compiler versions and flags",
        }),
    },
    Judge {
        name: "vnoj",
        accepts_rust: true,
        size_limit: Some((65_536, Unit::Chars)),
        edition: "2021",
        rustc: None,
        platform: Platform::LinuxX86_64,
        note: "current stable rustc through cargo; file problems get /dev/null as stdin",
        // VNOJ runs VNOI-Admin/judge-server, DMOJ's fork: see DMOJ_FAMILY.
        sandbox: DMOJ_FAMILY,
        c: None,
    },
    Judge {
        name: "codeforces",
        accepts_rust: true,
        size_limit: Some((65_536, Unit::Bytes)),
        edition: "2021",
        rustc: Some(RustVersion::new(1, 89)),
        platform: Platform::WindowsX86_64,
        note: "rustc 1.89 (earlier 1.75)",
        // Codeforces links Rust with `-C link-args=/STACK:268435456`, a 256 MiB main stack (its
        // compile line as a Codeforces template quotes it, github.com/PaddyConnolly/codeforces;
        // not seen on a Codeforces page). Windows commits memory as it is used, so a stack
        // reserve does not count against the limit.
        sandbox: Sandbox {
            threads: true,
            main_stack: Stack::Bytes(256 * MIB),
            memory: Memory::Resident,
            tasks: None,
            unconfirmed: "threads (Codeforces states no rule; programs that spawn one are common) and the /STACK flag (quoted, not seen on Codeforces's own page)",
        },
        c: None,
    },
    Judge {
        name: "atcoder",
        accepts_rust: true,
        size_limit: None,
        edition: "2021",
        rustc: Some(RustVersion::new(1, 89)),
        platform: Platform::LinuxX86_64,
        note: "rustc 1.89 (earlier 1.70)",
        // AtCoder's language list (img.atcoder.jp/file/language-update/2025-10/language-list.html)
        // gives compilers and commands, not the sandbox.
        sandbox: Sandbox {
            unconfirmed: "threads, stack, memory: AtCoder's language pages give none of them; the Linux defaults are assumed",
            ..LINUX_UNKNOWN
        },
        c: None,
    },
    Judge {
        name: "luogu",
        accepts_rust: true,
        size_limit: None,
        edition: "2024",
        rustc: Some(RustVersion::new(1, 88)),
        platform: Platform::LinuxX86_64,
        note: "rustc 1.88 or newer with --edition 2024",
        sandbox: Sandbox {
            unconfirmed: "threads, stack, memory: not found on Luogu's pages; the Linux defaults are assumed",
            ..LINUX_UNKNOWN
        },
        c: None,
    },
    Judge {
        name: "spoj",
        accepts_rust: true,
        size_limit: Some((50_000, Unit::Bytes)),
        edition: "2021",
        rustc: Some(OLDEST_SUPPORTED),
        platform: Platform::LinuxX86_64,
        note: "a very old rustc (its language list was reported to name 1.14, unverified): the rustc 1.63 check is the closest stand-in",
        sandbox: Sandbox {
            unconfirmed: "threads, stack, memory: not found on SPOJ's pages; the Linux defaults are assumed",
            ..LINUX_UNKNOWN
        },
        c: None,
    },
    Judge {
        name: "themis",
        accepts_rust: true,
        size_limit: None,
        edition: "2021",
        // Graded on the contestant's own machine, whose rustc is taken to be current stable.
        rustc: None,
        platform: Platform::WindowsX86_64,
        note: "a local grader: ID.INP / ID.OUT in the working directory",
        // A grader on the contestant's Windows machine: nothing forbids threads, and a binary
        // built without `/STACK` gets MSVC's 1 MB main stack.
        sandbox: Sandbox {
            threads: true,
            main_stack: WINDOWS_DEFAULT_STACK,
            memory: Memory::Resident,
            tasks: None,
            unconfirmed: "the compile command (taken to be plain rustc, so no /STACK flag)",
        },
        c: None,
    },
    Judge {
        name: "cses",
        accepts_rust: true,
        // "Koodin koko saa olla enintään 128 kt" (cses.fi/5/text/41, an older CSES course page;
        // read as 128 000 bytes, the smaller reading).
        size_limit: Some((128_000, Unit::Bytes)),
        edition: "2018",
        rustc: Some(RustVersion::new(1, 66)),
        platform: Platform::LinuxX86_64,
        note: "rustc 1.66 with edition 2018, as a solutions repository quotes it; CSES's own pages we have predate its Rust, so the version is unconfirmed (a bundle that passes the 1.63 check is safe)",
        // cses.fi/5/text/41 (the same older course page): "Pinomuistia saa käyttää enintään 64 Mt"
        // (at most 64 MB of stack).
        sandbox: Sandbox {
            threads: true,
            main_stack: Stack::Bytes(64 * MIB),
            memory: Memory::Resident,
            tasks: None,
            unconfirmed: "all of it: the 64 MB stack and 128 kB size are from an older CSES course page, threads and memory are not stated",
        },
        c: None,
    },
    Judge {
        name: "library_checker",
        accepts_rust: true,
        // database/validate.go: `MAX_SOURCE_SIZE = 1024 * 1024`, checked as `len(source)` (bytes).
        size_limit: Some((1 << 20, Unit::Bytes)),
        edition: "2024",
        // langs/langs.toml: `version = "rustc(1.94.1 edition 2024)"`, compiled with
        // `rustc --edition 2024 -C opt-level=3 main.rs` in the `rust:1.94.1-slim` image
        // (langs/Dockerfile.RUST). Facts here are from github.com/yosupo06/library-checker-judge
        // at 30cbf1b.
        rustc: Some(RustVersion::new(1, 94)),
        platform: Platform::LinuxX86_64,
        note: "rustc 1.94.1 with --edition 2024 -C opt-level=3",
        // judge/judge.go: `WithPidsLimit(DEFAULT_PID_LIMIT)` (100), `WithUnlimitedStackLimit()`,
        // `WithMemoryLimitMB(1024)`, which executor/execute.go turns into docker's
        // `--pids-limit 100`, `--ulimit stack=-1:-1` and `--memory=1024m` (a cgroup).
        sandbox: Sandbox { threads: true, main_stack: Stack::Unlimited, memory: Memory::Resident, tasks: Some(100), unconfirmed: "" },
        c: None,
    },
    Judge {
        name: "codechef",
        accepts_rust: false,
        size_limit: None,
        edition: "2021",
        rustc: None,
        platform: Platform::LinuxX86_64,
        note: "no Rust confirmed: a 2017 copy of the language lists of SHGAME and FDIVGAME has none, and no newer list was found",
        sandbox: LINUX_UNKNOWN,
        c: None,
    },
    Judge {
        name: "kattis",
        accepts_rust: true,
        size_limit: None,
        edition: "2021",
        // "We use rustc 1.78.0 to compile your program with the following command: rustc
        // -o{executable} -O --crate-type bin --edition=2021 {mainfile}"
        // (open.kattis.com/contests/skche7/languages/rust; older pages said 1.37.0, edition 2018).
        rustc: Some(RustVersion::new(1, 78)),
        platform: Platform::LinuxX86_64,
        note: "rustc 1.78 with --edition=2021 -O",
        // Kattis's help: "A 64-bit Linux kernel is used" (po.kattis.com/contests/un2qfx/help/rust).
        sandbox: Sandbox {
            unconfirmed: "threads, stack, memory: Kattis's language pages give none of them; the Linux defaults are assumed",
            ..LINUX_UNKNOWN
        },
        c: None,
    },
    Judge {
        name: "timus",
        accepts_rust: true,
        size_limit: Some((65_536, Unit::Bytes)),
        edition: "2018",
        rustc: Some(OLDEST_SUPPORTED),
        platform: Platform::WindowsX86_64,
        note: "Timus has a Rust help page (acm.timus.ru/help.aspx?topic=rust) but its version and edition were not found: the rustc 1.63 check with editions 2018 and 2021 is the safe stand-in",
        // Timus judges on Windows (its compilers are Visual C++ and the like); a binary built
        // without `/STACK` gets MSVC's 1 MB main stack.
        sandbox: Sandbox {
            threads: true,
            main_stack: WINDOWS_DEFAULT_STACK,
            memory: Memory::Resident,
            tasks: None,
            unconfirmed: "all of it: the 64 KiB size limit, the compile flags (no /STACK assumed) and threads",
        },
        c: None,
    },
    Judge {
        name: "poj",
        accepts_rust: false,
        // Not found on POJ's pages: HDU's 65,536 bytes is assumed (CJudge::unconfirmed).
        size_limit: Some((65_536, Unit::Bytes)),
        edition: "2021",
        rustc: None,
        platform: Platform::LinuxX86_64,
        // poj.org/page?id=1000 (its FAQ): "The judge system currently services solutions
        // written in C, C++, Pascal, Java and Fortran."
        note: "POJ's languages are C, C++, Pascal, Java and Fortran",
        sandbox: LINUX_UNKNOWN,
        c: Some(CJudge {
            os: "Windows",
            compilers: "GCC and G++ (MinGW GCC 4.4), C and C++ (Microsoft Visual C++ 2008)",
            bits: 32,
            local_compile: &["gcc", "-m32", "-O2", "-DONLINE_JUDGE"],
            sources: "poj.org/page?id=1000 (its FAQ): \"The judge system currently services solutions written in C, C++, Pascal, Java and Fortran\", \"Access only the standard input, the standard output and the memory\", \"Write standard-conforming code ... vendor-specific features ... disabled\"",
            unconfirmed: "the compiler versions (MinGW GCC 4.4, MSVC 2008: the FAQ's compiler table as reported, not read here), Windows, 32-bit, the flags, and the source size limit (none found; 65,536 bytes assumed, as HDU's)",
        }),
    },
    Judge {
        name: "themis-c",
        accepts_rust: false,
        size_limit: None,
        edition: "2021",
        rustc: None,
        platform: Platform::WindowsX86_64,
        note: "a Themis grader configured with C/C++ only (teachers usually set up Free Pascal and C++): ID.INP / ID.OUT in the working directory",
        sandbox: Sandbox {
            threads: true,
            main_stack: WINDOWS_DEFAULT_STACK,
            memory: Memory::Resident,
            tasks: None,
            unconfirmed: "all of it: a grader on the teacher's Windows machine; the compiler is whatever C++ compiler was configured",
        },
        c: Some(CJudge {
            os: "Windows",
            compilers: "the C++ compiler the teacher configured (commonly MinGW g++ from Dev-C++ or Code::Blocks)",
            bits: 64,
            local_compile: &["g++", "-O2", "-x", "c++"],
            sources: "the seed problems' documents (../shared/seeds/): tasks read ID.INP and write ID.OUT, graded by Themis",
            unconfirmed: "the compiler, its version and width (a 32-bit MinGW is also common: the C file is checked with -m32 too)",
        }),
    },
    // No judge: what a bundle is measured against when only the bundling is in question
    // (`corpus-crates` bundles crates' doctests and examples with it, docs/corpus-crates.md):
    // plain `rustc --edition 2021` of current stable on this machine, with no size limit, so a
    // bundle is never shrunk or refused for its size.
    Judge {
        name: "unlimited",
        accepts_rust: true,
        size_limit: None,
        edition: "2021",
        rustc: None,
        platform: Platform::LinuxX86_64,
        note: "no judge: current stable with --edition 2021 on this machine, no size limit",
        sandbox: Sandbox { unconfirmed: "none to confirm: no judge, this machine's own defaults", ..LINUX_UNKNOWN },
        c: None,
    },    // No judge either, but the oldest compiler any Rust judge here runs (spoj's and timus's
    // stand-in): a bundle for it also compiles with rustc 1.63, with the build scripts' probes
    // answered by that compiler (`build_script::Probe::OldRustc`). `corpus-crates` checks its
    // programs' bundles with rustc 1.63 this way.
    Judge {
        name: "unlimited-1.63",
        accepts_rust: true,
        size_limit: None,
        edition: "2021",
        rustc: Some(OLDEST_SUPPORTED),
        platform: Platform::LinuxX86_64,
        note: "no judge: rustc 1.63 (and current stable) with --edition 2021 on this machine, no size limit",
        sandbox: Sandbox { unconfirmed: "none to confirm: no judge, this machine's own defaults", ..LINUX_UNKNOWN },
        c: None,
    },
];

/// The rustc a bundle must compile with under `profile`, so the newest Rust its code may need:
/// the judge's rustc, [`STABLE`] for a judge that follows stable, and [`OLDEST_SUPPORTED`]
/// (1.63) when no profile is chosen.
pub fn rustc_floor(profile: Option<&Judge>) -> RustVersion {
    match profile {
        // The Rust file made beside the C one is for any Rust judge: the oldest rustc.
        Some(judge) if !judge.accepts_rust && judge.c.is_some() => OLDEST_SUPPORTED,
        Some(judge) => judge.rustc.unwrap_or(STABLE),
        None => OLDEST_SUPPORTED,
    }
}

/// The compiler [`rustc_floor`] stands for, for messages: "the spoj judge's rustc 1.63", "rustc
/// 1.63, which every bundle must compile with when no --judge is chosen".
pub fn describe_rustc(profile: Option<&Judge>) -> String {
    match profile {
        Some(judge) if !judge.accepts_rust && judge.c.is_none() => format!("the {} judge, which takes no Rust", judge.name),
        Some(judge) if !judge.accepts_rust => format!("rustc {}, which the Rust file beside the {} judge's C file must compile with (it is for any Rust judge)", OLDEST_SUPPORTED, judge.name),
        Some(judge) => match judge.rustc {
            Some(version) => format!("the {} judge's rustc {}", judge.name, version),
            None => format!("the {} judge's rustc (current stable)", judge.name),
        },
        None => format!("rustc {}, which every bundle must compile with when no --judge is chosen", OLDEST_SUPPORTED),
    }
}

/// For a bundle made with no judge named (a contestant's project): which Rust judges it suits,
/// those whose rustc is at least `needed` (the oldest rustc it needs, when newer than 1.63)
/// and whose size limit `source` fits, and which it does not, with why: "suits: atcoder,
/// codeforces (needs rustc 1.70; 12345 bytes); not: vnoj (rustc 1.63), spoj (rustc 1.63, over
/// 50000 bytes)".
pub fn suited(id: &str, source: &str, needed: Option<RustVersion>) -> String {
    let mut suits = Vec::new();
    let mut not = Vec::new();
    for judge in JUDGES.iter().filter(|j| j.accepts_rust) {
        let mut why = Vec::new();
        let rustc = judge.rustc.unwrap_or(STABLE);
        if needed.map_or(false, |n| rustc < n) {
            why.push(format!("rustc {}", rustc));
        }
        if let (Err(_), Some((limit, unit))) = (judge.admits(id, source), judge.size_limit) {
            why.push(format!("over {} {}", limit, if unit == Unit::Bytes { "bytes" } else { "characters" }));
        }
        if why.is_empty() {
            suits.push(judge.name.to_string());
        } else {
            not.push(format!("{} ({})", judge.name, why.join(", ")));
        }
    }
    let needs = match needed {
        Some(n) => format!("needs rustc {}", n),
        None => format!("rustc {} will do", OLDEST_SUPPORTED),
    };
    let mut line = format!("suits: {} ({}; {} bytes)", if suits.is_empty() { "no judge".to_string() } else { suits.join(", ") }, needs, source.len());
    if !not.is_empty() {
        line.push_str(&format!("; not: {}", not.join(", ")));
    }
    line
}

/// The profile called `name`.
pub fn find(name: &str) -> Result<&'static Judge> {
    JUDGES.iter().find(|j| j.name == name).ok_or_else(|| {
        let names: Vec<&str> = JUDGES.iter().map(|j| j.name).collect();
        let mut err = Error::new(format!("unknown judge profile `{}`", name));
        err = match crate::base::error::nearest(name, names.iter().copied()) {
            Some(n) => err.help(format!("did you mean `{}`? Profiles: {}", n, names.join(", "))),
            None => err.help(format!("profiles: {}", names.join(", "))),
        };
        err
    })
}

/// The profile a problem's spec names (`judge` in `fixtures/<id>.toml`): the default of
/// `--judge`. `Ok(None)` when the problem has no spec (the audit test reports that).
pub fn for_problem(root: &std::path::Path, id: &str) -> Result<Option<&'static Judge>> {
    match spec_of(root, id)? {
        Some(spec) => find(&spec.judge).map(Some).map_err(|e| e.at(format!("fixtures/{}.toml", id))),
        None => Ok(None),
    }
}

/// The profile a problem's C file is for: its spec's judge when that takes C and no Rust,
/// else the spec's `c_judge` (the seed problems' Themis graders); `None` when neither.
pub fn c_judge_for_problem(root: &std::path::Path, id: &str) -> Result<Option<&'static Judge>> {
    let Some(spec) = spec_of(root, id)? else { return Ok(None) };
    let judge = find(&spec.judge).map_err(|e| e.at(format!("fixtures/{}.toml", id)))?;
    if !judge.accepts_rust && judge.c.is_some() {
        return Ok(Some(judge));
    }
    match &spec.c_judge {
        Some(name) => {
            let c = find(name).map_err(|e| e.at(format!("fixtures/{}.toml", id)))?;
            if c.c.is_none() {
                return Err(Error::new(format!("c_judge = \"{}\" takes no C", name)).at(format!("fixtures/{}.toml", id)).help("name a profile that takes C: hdu, poj or themis-c"));
            }
            Ok(Some(c))
        }
        None => Ok(None),
    }
}

/// `fixtures/<id>.toml`, read so that the bundle cache records it; `None` when there is none.
fn spec_of(root: &std::path::Path, id: &str) -> Result<Option<problem_spec::ProblemSpec>> {
    let path = problem_spec::layout::spec_path(root, id);
    if !crate::base::inputs::exists(&path) {
        return Ok(None);
    }
    // Read here (not by `ProblemSpec::load`) so that the bundle cache records it.
    let shown = path.strip_prefix(root).unwrap_or(&path).display().to_string();
    crate::base::inputs::read_to_string(&path)
        .map_err(|e| format!("{}: {}", shown, e))
        .and_then(|text| problem_spec::ProblemSpec::parse(&text).map_err(|e| format!("{}: {}", shown, e)))
        .map(Some)
        .map_err(|e| Error::new(e).help(format!("fix fixtures/{}.toml, or pass --judge", id)))
}

/// The profile of the judge a problem URL is on, by its host (cargo-compete writes
/// `problem = "https://atcoder.jp/contests/abc300/tasks/abc300_a"` for each bin); `None` for a
/// host no profile covers (yukicoder, say), so that no judge's rules are assumed.
pub fn for_url(url: &str) -> Option<&'static Judge> {
    problem_spec::judge_host::profile_for_url(url).and_then(|name| find(name).ok())
}

impl Judge {
    /// Whether this judge can take `source`; the error says why not and what to do.
    pub fn admits(&self, id: &str, source: &str) -> Result<()> {
        if !self.accepts_rust && self.c.is_none() {
            let takers: Vec<&str> = JUDGES.iter().filter(|j| j.accepts_rust).map(|j| j.name).collect();
            return Err(Error::new(format!("{} accepts no Rust submissions ({})", self.name, self.note))
                .at(crate::base::workspace::bundle_path(id))
                .help(format!("submit the bundle to a judge that takes Rust ({}) or run it locally; bundle with --judge vnoj", takers.join(", "))));
        }
        if !self.accepts_rust {
            // It takes C: the limit is main.c's (c_target::admits); the Rust file is for any
            // Rust judge, and judge::size_warning speaks for those.
            return Ok(());
        }
        if let Some((limit, unit)) = self.size_limit {
            let (size, what) = (unit.size_of(source), unit.word());
            if size > limit {
                return Err(Error::new(format!(
                    "the bundle is {} {}, over {}'s limit of {} {}",
                    size, what, self.name, limit, what
                ))
                .at(crate::base::workspace::bundle_path(id))
                .help("shrink it with --remove-docs, --remove-comments or --minify"));
            }
        }
        Ok(())
    }
}

/// Without `--judge`: a warning naming every judge whose size limit `source` exceeds, so an
/// oversized bundle never goes unnoticed (`None` when it fits them all).
pub fn size_warning(id: &str, source: &str) -> Option<String> {
    let over: Vec<String> = JUDGES
        .iter()
        .filter(|j| j.accepts_rust)
        .filter_map(|j| {
            let (limit, unit) = j.size_limit?;
            let (size, what) = (unit.size_of(source), unit.word());
            (size > limit).then(|| format!("{} ({} {})", j.name, limit, what))
        })
        .collect();
    if over.is_empty() {
        return None;
    }
    Some(format!(
        "warning: {}: the bundle is {} bytes, over the size limit of {}; shrink it with --remove-docs, --remove-comments or --minify",
        crate::base::workspace::bundle_path(id),
        source.len(),
        over.join(", ")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn problem_urls_name_their_judges_profile() {
        let of = |url: &str| for_url(url).map(|j| j.name);
        assert_eq!(of("https://atcoder.jp/contests/abc003/tasks/abc003_1"), Some("atcoder"));
        assert_eq!(of("https://codeforces.com/contest/1537/problem/D"), Some("codeforces"));
        assert_eq!(of("https://m1.codeforces.com/problemset/problem/1/A"), Some("codeforces"));
        assert_eq!(of("https://www.luogu.com.cn/problem/P3185"), Some("luogu"));
        assert_eq!(of("https://judge.yosupo.jp/problem/nim_product_64"), Some("library_checker"));
        assert_eq!(of("https://oj.vnoi.info/problem/bocsoia"), Some("vnoj"));
        assert_eq!(of("https://open.kattis.com/problems/hello"), Some("kattis"));
        assert_eq!(of("https://cses.fi/problemset/task/1099"), Some("cses"));
        assert_eq!(of("https://yukicoder.me/problems/no/1"), None);
        // Not a suffix match on the bare string: `notatcoder.jp` is another host.
        assert_eq!(of("https://notatcoder.jp/x"), None);
    }

    #[test]
    fn every_judge_host_names_a_profile() {
        for (domain, name) in problem_spec::judge_host::HOSTS {
            assert!(find(name).is_ok(), "{} names `{}`, which is no profile", domain, name);
        }
    }

    #[test]
    fn every_spec_names_a_known_profile() {
        let root = crate::base::workspace::find_root(std::path::Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap();
        for id in crate::base::workspace::problem_ids(&root) {
            if let Err(e) = for_problem(&root, &id) {
                panic!("{}", e);
            }
        }
    }

    #[test]
    fn the_rustc_floor_is_the_judges_compiler_then_stable_then_1_63_without_a_profile() {
        let floor = |name: &str| rustc_floor(Some(find(name).unwrap()));
        assert_eq!(floor("spoj"), RustVersion::new(1, 63));
        assert_eq!(floor("codeforces"), RustVersion::new(1, 89));
        assert_eq!(floor("atcoder"), RustVersion::new(1, 89));
        assert_eq!(floor("luogu"), RustVersion::new(1, 88));
        assert_eq!(floor("vnoj"), STABLE);
        assert_eq!(floor("themis"), STABLE);
        assert_eq!(floor("unlimited"), STABLE);
        assert_eq!(floor("library_checker"), RustVersion::new(1, 94));
        assert_eq!(floor("kattis"), RustVersion::new(1, 78));
        assert_eq!(floor("cses"), RustVersion::new(1, 66));
        assert_eq!(floor("timus"), OLDEST_SUPPORTED);
        assert_eq!(rustc_floor(None), OLDEST_SUPPORTED);
        assert_eq!(describe_rustc(Some(find("poj").unwrap())), "rustc 1.63, which the Rust file beside the poj judge's C file must compile with (it is for any Rust judge)");
        assert_eq!(floor("hdu"), OLDEST_SUPPORTED);
        assert_eq!(floor("themis-c"), OLDEST_SUPPORTED);
        assert_eq!(describe_rustc(Some(find("codechef").unwrap())), "the codechef judge, which takes no Rust");
        assert_eq!(describe_rustc(Some(find("spoj").unwrap())), "the spoj judge's rustc 1.63");
        assert_eq!(describe_rustc(Some(find("vnoj").unwrap())), "the vnoj judge's rustc (current stable)");
        assert!(describe_rustc(Some(find("hdu").unwrap())).starts_with("rustc 1.63, which the Rust file beside the hdu judge's C file"));
        assert_eq!(describe_rustc(None), "rustc 1.63, which every bundle must compile with when no --judge is chosen");
    }

    #[test]
    fn every_profiles_rustc_agrees_with_its_note_and_knows_its_edition() {
        for judge in JUDGES {
            let edition = crate::judge::syntax_version::edition_needs(judge.edition).unwrap_or_else(|| panic!("{}: unknown edition {}", judge.name, judge.edition));
            assert!(edition <= rustc_floor(Some(judge)), "{}: edition {} needs Rust {}", judge.name, judge.edition, edition);
            match judge.rustc {
                Some(version) => assert!(judge.note.contains(&format!("rustc {}", version)), "{}: the note does not say rustc {}", judge.name, version),
                None => assert!(!judge.note.contains("rustc 1."), "{}: the note names a rustc version but the profile has none", judge.name),
            }
            assert!(rustc_floor(Some(judge)) >= OLDEST_SUPPORTED, "{}: below the oldest supported rustc", judge.name);
        }
    }

    #[test]
    fn every_profile_has_a_sandbox_and_says_what_is_assumed() {
        for judge in JUDGES {
            let sandbox = judge.sandbox;
            // A program that may start no task may start no thread, and one that may start threads
            // can start at least one.
            assert_eq!(sandbox.threads, sandbox.tasks != Some(0), "{}: threads and the task limit disagree", judge.name);
            // Threads refused and a bounded main stack together leave deep recursion no way to run.
            assert!(sandbox.threads || sandbox.main_stack == Stack::Unlimited, "{}: neither threads nor an unlimited main stack", judge.name);
            if let Stack::Bytes(bytes) = sandbox.main_stack {
                assert!(bytes >= MIB, "{}: a main stack under 1 MiB", judge.name);
            }
            if !judge.accepts_rust {
                assert!(!sandbox.unconfirmed.is_empty(), "{}: takes no Rust, so its sandbox cannot be confirmed for Rust", judge.name);
            }
        }
        let vnoj = find("vnoj").unwrap().sandbox;
        assert!(!vnoj.threads && vnoj.main_stack == Stack::Unlimited && vnoj.unconfirmed.is_empty());
        assert_eq!(vnoj.memory, Memory::Rlimits { address_grace_bytes: 64 << 20, data: true });
        let checker = find("library_checker").unwrap();
        assert_eq!(checker.sandbox, Sandbox { threads: true, main_stack: Stack::Unlimited, memory: Memory::Resident, tasks: Some(100), unconfirmed: "" });
        assert_eq!((checker.edition, checker.size_limit), ("2024", Some((1 << 20, Unit::Bytes))));
        assert_eq!(find("codeforces").unwrap().sandbox.main_stack, Stack::Bytes(256 << 20));
        assert_eq!(find("themis").unwrap().sandbox.main_stack, Stack::Bytes(1 << 20));
        for windows in ["codeforces", "themis", "timus"] {
            assert_eq!(find(windows).unwrap().platform, Platform::WindowsX86_64, "{}", windows);
        }
    }

    #[test]
    fn a_judge_without_rust_or_c_names_the_judges_that_take_rust() {
        for name in ["codechef"] {
            let err = find(name).unwrap().admits("x", "fn main() {}").unwrap_err().to_string();
            assert!(err.contains("accepts no Rust") && err.contains("library_checker") && err.contains("kattis") && !err.contains(", poj") && !err.contains("codechef,"), "{err}");
        }
        for judge in JUDGES.iter().filter(|j| j.accepts_rust || j.c.is_some()) {
            judge.admits("x", "fn main() {}").unwrap();
        }
    }

    #[test]
    fn the_judges_that_take_c_say_what_they_run_and_what_is_assumed() {
        for judge in JUDGES.iter().filter(|j| j.c.is_some()) {
            let c = judge.c.unwrap();
            assert!(!judge.accepts_rust, "{}: a C file is for judges without Rust", judge.name);
            assert!(matches!(c.bits, 32 | 64) && !c.os.is_empty() && !c.compilers.is_empty(), "{}", judge.name);
            assert!(!c.sources.is_empty() && !c.unconfirmed.is_empty(), "{}: every fact cited or marked assumed", judge.name);
            assert!(c.local_compile[0].contains("gcc") || c.local_compile[0].contains("g++"), "{}", judge.name);
        }
        for name in ["hdu", "poj", "themis-c"] {
            assert!(find(name).unwrap().c.is_some(), "{}", name);
        }
        assert_eq!(find("hdu").unwrap().size_limit, Some((65_536, Unit::Bytes)));
    }

    #[test]
    fn a_spec_with_an_unknown_profile_is_an_error_at_the_spec() {
        let root = std::env::temp_dir().join(format!("bundler-judge-spec-{}", std::process::id()));
        std::fs::create_dir_all(root.join("fixtures")).unwrap();
        std::fs::write(root.join("fixtures/x.toml"), "name = \"x\"\njudge = \"vnojj\"\nio = \"stdin\"\ntime_limit_ms = 1000\nmemory_limit_mib = 256\nchecker = \"exact\"\n").unwrap();
        let err = for_problem(&root, "x").unwrap_err().to_string();
        assert!(err.contains("unknown judge profile `vnojj`") && err.contains("fixtures/x.toml") && err.contains("vnoj"), "{err}");
        assert_eq!(for_problem(&root, "absent").unwrap(), None);
        std::fs::remove_dir_all(&root).unwrap();
    }
}
