//! Hand-made modules for the semantic corners the emitter handles by hand, run through gcc
//! (skipped, with a printed reason, when gcc is absent), plus refusals, determinism and the CLI.

use std::path::PathBuf;
use std::process::{Command, Stdio};
use wasm_to_c::{translate, translate_full, Host, Options};

fn have_gcc() -> bool {
    Command::new("gcc")
        .arg("--version")
        .stdout(Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false)
}

fn work(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("wasm-to-c-corners")
        .join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs each call (export name, C argument list) and returns one line per call:
/// the result (i32/i64 decimal, floats as hex bits), `-` for no result, or `trap: <message>`.
fn run(name: &str, wat: &str, calls: &[(&str, &str)], arch: &str) -> Vec<String> {
    let wasm = wat::parse_str(wat).unwrap();
    let t = translate_full(
        &wasm,
        &Options {
            entry: "m_".into(),
            host: Host::SpecTest,
        },
    )
    .unwrap();
    let d = work(&format!("{name}{arch}"));
    std::fs::write(d.join("m.c"), &t.c).unwrap();
    let mut h = String::from(
        "#include <stdio.h>\n#include <string.h>\n#include <setjmp.h>\n\
typedef unsigned int u32;typedef float F32;typedef double F64;typedef unsigned long long u64;\n\
static jmp_buf J;static const char*const TM[]={\"unreachable\",\"integer divide by zero\",\"integer overflow\",\
\"invalid conversion to integer\",\"out of bounds memory access\",\"indirect call type mismatch\",\"undefined element\",\
\"uninitialized element\",\"out of memory\",\"out of bounds table access\"};\n\
void wt_trap(int c){longjmp(J,c+1);}\n\
static F32 BF(u32 b){F32 f;memcpy(&f,&b,4);return f;}static u32 FB(F32 f){u32 b;memcpy(&b,&f,4);return b;}\n\
static F64 BD(u64 b){F64 f;memcpy(&f,&b,8);return f;}static u64 DB(F64 f){u64 b;memcpy(&b,&f,8);return b;}\n",
    );
    for e in &t.exports {
        let ps = if e.params.is_empty() {
            "void".into()
        } else {
            e.params.iter().map(|t| t.c()).collect::<Vec<_>>().join(",")
        };
        h.push_str(&format!(
            "{} {}({ps});\n",
            e.results.first().map(|t| t.c()).unwrap_or("void"),
            e.c_name
        ));
    }
    h.push_str(
        "void m_init(void);\nint main(void){int r;(void)BF;(void)BD;(void)FB;(void)DB;m_init();\n",
    );
    for (f, args) in calls {
        let e = t
            .exports
            .iter()
            .find(|e| e.name == *f && !e.is_global)
            .unwrap_or_else(|| panic!("no export {f}"));
        let call = format!("{}({args})", e.c_name);
        let pr = match e.results.first().map(|t| t.c()) {
            None => format!("{call};printf(\"-\\n\");"),
            Some("u32") => format!("printf(\"%u\\n\",{call});"),
            Some("u64") => format!("printf(\"%llu\\n\",(u64){call});"),
            Some("F32") => format!("printf(\"%08x\\n\",FB({call}));"),
            _ => format!("printf(\"%016llx\\n\",DB({call}));"),
        };
        h.push_str(&format!(
            "if(!(r=setjmp(J))){{{pr}}}else printf(\"trap: %s\\n\",TM[r-1]);\n"
        ));
    }
    h.push_str("return 0;}\n");
    std::fs::write(d.join("h.c"), h).unwrap();
    let out = Command::new("gcc")
        .args([
            "-O2",
            arch,
            "-std=c89",
            "-Wall",
            "-Wextra",
            "-pedantic",
            "-Werror",
            "-c",
            "m.c",
            "-o",
            "m.o",
        ])
        .current_dir(&d)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = Command::new("gcc")
        .args(["-O2", arch, "-w", "h.c", "m.c", "-o", "p", "-lm"])
        .current_dir(&d)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r = Command::new(d.join("p")).output().unwrap();
    String::from_utf8(r.stdout)
        .unwrap()
        .lines()
        .map(|s| s.to_string())
        .collect()
}

fn check(name: &str, wat: &str, cases: &[(&str, &str, &str)]) {
    if !have_gcc() {
        println!("skipped {name}: gcc is not available");
        return;
    }
    let calls: Vec<(&str, &str)> = cases.iter().map(|c| (c.0, c.1)).collect();
    for arch in ["-m64", "-m32"] {
        if arch == "-m32"
            && !Command::new("gcc")
                .args(["-m32", "-print-libgcc-file-name"])
                .output()
                .map(|o| o.status.success())
                .unwrap_or(false)
        {
            println!("skipped {name} -m32: no multilib");
            continue;
        }
        let got = run(name, wat, &calls, arch);
        for (i, c) in cases.iter().enumerate() {
            assert_eq!(
                got.get(i).map(|s| s.as_str()),
                Some(c.2),
                "{name} {arch}: {}({})",
                c.0,
                c.1
            );
        }
    }
}

#[test]
fn integer_division_traps() {
    check(
        "div",
        r#"(module
          (func (export "ds") (param i32 i32) (result i32) (i32.div_s (local.get 0) (local.get 1)))
          (func (export "du") (param i32 i32) (result i32) (i32.div_u (local.get 0) (local.get 1)))
          (func (export "rs") (param i32 i32) (result i32) (i32.rem_s (local.get 0) (local.get 1)))
          (func (export "ru") (param i32 i32) (result i32) (i32.rem_u (local.get 0) (local.get 1)))
          (func (export "ds64") (param i64 i64) (result i64) (i64.div_s (local.get 0) (local.get 1)))
          (func (export "rs64") (param i64 i64) (result i64) (i64.rem_s (local.get 0) (local.get 1)))
          (func (export "ru64") (param i64 i64) (result i64) (i64.rem_u (local.get 0) (local.get 1))))"#,
        &[
            ("ds", "7u,0u", "trap: integer divide by zero"),
            ("ds", "0x80000000u,0xffffffffu", "trap: integer overflow"),
            ("ds", "0xfffffff9u,2u", "4294967293"),
            ("du", "7u,0u", "trap: integer divide by zero"),
            ("du", "0xfffffff9u,2u", "2147483644"),
            ("rs", "0x80000000u,0xffffffffu", "0"),
            ("rs", "0xfffffff9u,2u", "4294967295"),
            ("rs", "1u,0u", "trap: integer divide by zero"),
            ("ru", "0xfffffff9u,2u", "1"),
            ("ds64", "(u64)1<<63,~(u64)0", "trap: integer overflow"),
            ("ds64", "5,0", "trap: integer divide by zero"),
            ("rs64", "(u64)1<<63,~(u64)0", "0"),
            ("ru64", "~(u64)0,10", "5"),
        ],
    );
}

#[test]
fn shifts_and_rotates_modulo_width() {
    check(
        "shift",
        r#"(module
          (func (export "shl") (param i32 i32) (result i32) (i32.shl (local.get 0) (local.get 1)))
          (func (export "shrs") (param i32 i32) (result i32) (i32.shr_s (local.get 0) (local.get 1)))
          (func (export "shru") (param i32 i32) (result i32) (i32.shr_u (local.get 0) (local.get 1)))
          (func (export "shl_c") (result i32) (i32.shl (i32.const 1) (i32.const 33)))
          (func (export "shl64") (param i64 i64) (result i64) (i64.shl (local.get 0) (local.get 1)))
          (func (export "shrs64") (param i64 i64) (result i64) (i64.shr_s (local.get 0) (local.get 1)))
          (func (export "shl64_c") (result i64) (i64.shl (i64.const 1) (i64.const 127)))
          (func (export "rotl") (param i32 i32) (result i32) (i32.rotl (local.get 0) (local.get 1)))
          (func (export "rotr") (param i32 i32) (result i32) (i32.rotr (local.get 0) (local.get 1)))
          (func (export "rotl64") (param i64 i64) (result i64) (i64.rotl (local.get 0) (local.get 1)))
          (func (export "rotr64") (param i64 i64) (result i64) (i64.rotr (local.get 0) (local.get 1))))"#,
        &[
            ("shl", "1u,33u", "2"),
            ("shl", "1u,32u", "1"),
            ("shrs", "0xfffffff8u,33u", "4294967292"),
            ("shru", "0x80000000u,63u", "1"),
            ("shl_c", "", "2"),
            ("shl64", "1,65", "2"),
            ("shrs64", "~(u64)7,65", "18446744073709551612"),
            ("shl64_c", "", "9223372036854775808"),
            ("rotl", "0x80000001u,1u", "3"),
            ("rotl", "0x80000001u,32u", "2147483649"),
            ("rotr", "1u,1u", "2147483648"),
            ("rotr", "1u,0u", "1"),
            ("rotl64", "(u64)1<<63,65", "1"),
            ("rotr64", "1,64", "1"),
            ("rotr64", "1,1", "9223372036854775808"),
        ],
    );
}

#[test]
fn bit_counts_and_sign_extension() {
    check(
        "bits",
        r#"(module
          (func (export "clz") (param i32) (result i32) (i32.clz (local.get 0)))
          (func (export "ctz") (param i32) (result i32) (i32.ctz (local.get 0)))
          (func (export "pop") (param i32) (result i32) (i32.popcnt (local.get 0)))
          (func (export "clz64") (param i64) (result i64) (i64.clz (local.get 0)))
          (func (export "ctz64") (param i64) (result i64) (i64.ctz (local.get 0)))
          (func (export "pop64") (param i64) (result i64) (i64.popcnt (local.get 0)))
          (func (export "e8") (param i32) (result i32) (i32.extend8_s (local.get 0)))
          (func (export "e16") (param i32) (result i32) (i32.extend16_s (local.get 0)))
          (func (export "e32") (param i64) (result i64) (i64.extend32_s (local.get 0)))
          (func (export "ext") (param i32) (result i64) (i64.extend_i32_s (local.get 0))))"#,
        &[
            ("clz", "0u", "32"),
            ("clz", "1u", "31"),
            ("ctz", "0u", "32"),
            ("ctz", "0x80000000u", "31"),
            ("pop", "0xffffffffu", "32"),
            ("clz64", "0", "64"),
            ("ctz64", "(u64)1<<40", "40"),
            ("pop64", "~(u64)0", "64"),
            ("e8", "0x180u", "4294967168"),
            ("e8", "0x17fu", "127"),
            ("e16", "0x8000u", "4294934528"),
            ("e32", "0x80000000u", "18446744071562067968"),
            ("ext", "0xffffffffu", "18446744073709551615"),
        ],
    );
}

#[test]
fn float_rounding_min_max_and_bits() {
    check(
        "float",
        r#"(module
          (func (export "near") (param f64) (result f64) (f64.nearest (local.get 0)))
          (func (export "nearf") (param f32) (result f32) (f32.nearest (local.get 0)))
          (func (export "floor") (param f64) (result f64) (f64.floor (local.get 0)))
          (func (export "ceil") (param f64) (result f64) (f64.ceil (local.get 0)))
          (func (export "trunc") (param f32) (result f32) (f32.trunc (local.get 0)))
          (func (export "min") (param f64 f64) (result f64) (f64.min (local.get 0) (local.get 1)))
          (func (export "max") (param f64 f64) (result f64) (f64.max (local.get 0) (local.get 1)))
          (func (export "minf") (param f32 f32) (result f32) (f32.min (local.get 0) (local.get 1)))
          (func (export "neg") (param f64) (result f64) (f64.neg (local.get 0)))
          (func (export "abs") (param f32) (result f32) (f32.abs (local.get 0)))
          (func (export "cs") (param f64 f64) (result f64) (f64.copysign (local.get 0) (local.get 1)))
          (func (export "sqrt") (param f64) (result f64) (f64.sqrt (local.get 0)))
          (func (export "ti") (param f32) (result i32) (i32.trunc_f32_s (local.get 0)))
          (func (export "tu") (param f64) (result i32) (i32.trunc_f64_u (local.get 0)))
          (func (export "tsat") (param f64) (result i64) (i64.trunc_sat_f64_s (local.get 0)))
          (func (export "cvt") (param i64) (result f32) (f32.convert_i64_u (local.get 0))))"#,
        &[
            ("near", "0.5", "0000000000000000"),
            ("near", "1.5", "4000000000000000"),
            ("near", "2.5", "4000000000000000"),
            ("near", "-0.5", "8000000000000000"),
            ("near", "-2.5", "c000000000000000"),
            ("near", "4503599627370497.0", "4330000000000001"),
            ("nearf", "BF(0x3fc00000u)", "40000000"),
            ("nearf", "BF(0x40200000u)", "40000000"),
            ("floor", "-0.5", "bff0000000000000"),
            ("floor", "-0.0", "8000000000000000"),
            ("ceil", "-0.5", "8000000000000000"),
            ("ceil", "1.25", "4000000000000000"),
            ("trunc", "BF(0xbfc00000u)", "bf800000"),
            ("min", "0.0,-0.0", "8000000000000000"),
            ("min", "-0.0,0.0", "8000000000000000"),
            ("max", "-0.0,0.0", "0000000000000000"),
            ("max", "BD(0x7ff8000000000000ULL),1.0", "7ff8000000000000"),
            ("minf", "1.0f,BF(0x7fc00000u)", "7fc00000"),
            ("neg", "0.0", "8000000000000000"),
            ("abs", "BF(0xffc00001u)", "7fc00001"),
            ("cs", "1.0,-0.0", "bff0000000000000"),
            ("sqrt", "2.0", "3ff6a09e667f3bcd"),
            (
                "ti",
                "BF(0x7fc00000u)",
                "trap: invalid conversion to integer",
            ),
            ("ti", "2147483648.0f", "trap: integer overflow"),
            ("ti", "-2147483648.0f", "2147483648"),
            ("tu", "-0.9", "0"),
            ("tu", "4294967296.0", "trap: integer overflow"),
            ("tsat", "1e300", "9223372036854775807"),
            ("tsat", "BD(0x7ff8000000000000ULL)", "0"),
            ("cvt", "~(u64)0", "5f800000"),
        ],
    );
}

#[test]
fn memory_grow_limits_and_unaligned_access() {
    check(
        "mem",
        r#"(module
          (memory 1 3)
          (data (i32.const 0) "\01\02\03\04\05\06\07\08\09")
          (func (export "grow") (param i32) (result i32) (memory.grow (local.get 0)))
          (func (export "size") (result i32) (memory.size))
          (func (export "ld32") (param i32) (result i32) (i32.load (local.get 0)))
          (func (export "ld64") (param i32) (result i64) (i64.load offset=1 (local.get 0)))
          (func (export "ld16s") (param i32) (result i32) (i32.load16_s (local.get 0)))
          (func (export "st") (param i32 i64) (i64.store (local.get 0) (local.get 1)))
          (func (export "ld8") (param i32) (result i32) (i32.load8_u (local.get 0))))"#,
        &[
            ("ld32", "1u", "84148994"),
            ("ld64", "0u", "650777868590383874"),
            ("ld32", "65532u", "0"),
            ("ld32", "65533u", "trap: out of bounds memory access"),
            ("ld32", "0xffffffffu", "trap: out of bounds memory access"),
            ("ld64", "65528u", "trap: out of bounds memory access"),
            ("st", "65529u,~(u64)0", "trap: out of bounds memory access"),
            ("st", "65527u,~(u64)0", "-"),
            ("ld16s", "65534u", "255"),
            ("ld16s", "65533u", "4294967295"),
            ("size", "", "1"),
            ("grow", "0u", "1"),
            ("grow", "1u", "1"),
            ("ld8", "65536u", "0"),
            ("ld8", "131071u", "0"),
            ("grow", "2u", "4294967295"),
            ("grow", "1u", "2"),
            ("grow", "1u", "4294967295"),
            ("size", "", "3"),
            ("ld8", "196608u", "trap: out of bounds memory access"),
        ],
    );
}

#[test]
fn control_flow_and_indirect_calls() {
    check(
        "ctl",
        r#"(module
          (type $ii (func (param i32) (result i32)))
          (table 4 funcref)
          (elem (i32.const 0) $dbl $neg)
          (func $dbl (type $ii) (i32.add (local.get 0) (local.get 0)))
          (func $neg (type $ii) (i32.sub (i32.const 0) (local.get 0)))
          (func $v (param i64))
          (elem (i32.const 2) $v)
          (func (export "ci") (param i32 i32) (result i32) (call_indirect (type $ii) (local.get 1) (local.get 0)))
          (func (export "sw") (param i32) (result i32)
            (block $d (block $c (block $b (block $a
              (br_table $a $b $c $d (local.get 0)))
              (return (i32.const 10)))
              (return (i32.const 11)))
              (return (i32.const 12)))
            (i32.const 100))
          (func (export "swv") (param i32) (result i32)
            (block $y (result i32) (block $x (result i32)
              (br_table $x $y $x (i32.const 5) (local.get 0)))
              (i32.const 1) (i32.add))
            (i32.const 2) (i32.mul))
          (func (export "sel") (param i32) (result i64) (select (i64.const 7) (i64.const 9) (local.get 0)))
          (func (export "unr") (unreachable))
          (func (export "fac") (param i64) (result i64)
            (if (result i64) (i64.eqz (local.get 0)) (then (i64.const 1))
              (else (i64.mul (local.get 0) (call 8 (i64.sub (local.get 0) (i64.const 1))))))))"#,
        &[
            ("ci", "0u,21u", "42"),
            ("ci", "1u,21u", "4294967275"),
            ("ci", "2u,21u", "trap: indirect call type mismatch"),
            ("ci", "3u,21u", "trap: uninitialized element"),
            ("ci", "4u,21u", "trap: undefined element"),
            ("sw", "0u", "10"),
            ("sw", "1u", "11"),
            ("sw", "2u", "12"),
            ("sw", "3u", "100"),
            ("sw", "99u", "100"),
            ("swv", "0u", "12"),
            ("swv", "1u", "10"),
            ("swv", "7u", "12"),
            ("sel", "1u", "7"),
            ("sel", "0u", "9"),
            ("unr", "", "trap: unreachable"),
            ("fac", "20", "2432902008176640000"),
        ],
    );
}

#[test]
fn refusals_name_the_instruction_or_import() {
    let bulk = wat::parse_str(r#"(module (memory 1) (func (export "f") (memory.copy (i32.const 0) (i32.const 1) (i32.const 2))))"#).unwrap();
    let e = translate(
        &bulk,
        &Options {
            entry: "f".into(),
            host: Host::SolverCore,
        },
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("MemoryCopy") && e.contains("function 0") && e.contains("offset"),
        "{e}"
    );
    let simd = wat::parse_str(r#"(module (func (export "f") (drop (i32x4.splat (i32.const 1)))))"#)
        .unwrap();
    let e = translate(
        &simd,
        &Options {
            entry: "f".into(),
            host: Host::SolverCore,
        },
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("I32x4Splat"), "{e}");
    let imp =
        wat::parse_str(r#"(module (import "env" "clock" (func)) (func (export "f")))"#).unwrap();
    let e = translate(
        &imp,
        &Options {
            entry: "f".into(),
            host: Host::SolverCore,
        },
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("env.clock"), "{e}");
    let sig = wat::parse_str(
        r#"(module (import "env" "sc_exit" (func (param i64))) (func (export "f")))"#,
    )
    .unwrap();
    let e = translate(
        &sig,
        &Options {
            entry: "f".into(),
            host: Host::SolverCore,
        },
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("env.sc_exit"), "{e}");
    let mv = wat::parse_str(
        r#"(module (func (export "f") (result i32 i32) (i32.const 1) (i32.const 2)))"#,
    )
    .unwrap();
    let e = translate(
        &mv,
        &Options {
            entry: "f".into(),
            host: Host::SpecTest,
        },
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("multi-value"), "{e}");
    let noentry = wat::parse_str(r#"(module (func (export "g")))"#).unwrap();
    let e = translate(
        &noentry,
        &Options {
            entry: "sc_main".into(),
            host: Host::SolverCore,
        },
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("sc_main"), "{e}");
}

const HELLO: &str = r#"(module
  (import "env" "sc_write" (func $w (param i32 i32 i32) (result i32)))
  (import "env" "sc_exit" (func $x (param i32)))
  (import "env" "sc_read" (func $r (param i32 i32) (result i32)))
  (memory (export "memory") 1)
  (data (i32.const 8) "hi\0a")
  (func (export "sc_main") (local i32)
    (drop (call $w (i32.const 1) (i32.const 8) (i32.const 3)))
    (local.set 0 (call $r (i32.const 100) (i32.const 10)))
    (if (i32.eq (local.get 0) (i32.const 1)) (then (call $x (i32.const 7))))
    (if (i32.eq (local.get 0) (i32.const 2)) (then (unreachable)))
    (if (i32.eq (local.get 0) (i32.const 3)) (then (drop (i32.load (i32.const 65535)))))))"#;

#[test]
fn solver_core_host_exit_codes_and_traps() {
    if !have_gcc() {
        println!("skipped: gcc is not available");
        return;
    }
    let wasm = wat::parse_str(HELLO).unwrap();
    let c = translate(
        &wasm,
        &Options {
            entry: "sc_main".into(),
            host: Host::SolverCore,
        },
    )
    .unwrap();
    assert_eq!(
        c,
        translate(
            &wasm,
            &Options {
                entry: "sc_main".into(),
                host: Host::SolverCore
            }
        )
        .unwrap(),
        "deterministic"
    );
    let d = work("host");
    std::fs::write(d.join("h.c"), &c).unwrap();
    let out = Command::new("gcc")
        .args([
            "-std=c89",
            "-Wall",
            "-Wextra",
            "-pedantic",
            "-Werror",
            "-O2",
            "h.c",
            "-o",
            "h",
        ])
        .current_dir(&d)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for (input, code, stderr) in [
        ("", 0, ""),
        ("x", 7, ""),
        ("xy", 101, "error: wasm trap: unreachable\n"),
        (
            "xyz",
            101,
            "error: wasm trap: out of bounds memory access\n",
        ),
    ] {
        let mut ch = Command::new(d.join("h"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        ch.stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let o = ch.wait_with_output().unwrap();
        assert_eq!(o.stdout, b"hi\n", "input {input:?}");
        assert_eq!(o.status.code(), Some(code), "input {input:?}");
        assert_eq!(
            String::from_utf8_lossy(&o.stderr),
            stderr,
            "input {input:?}"
        );
    }
}

#[test]
fn cli_exit_codes_and_no_partial_output() {
    let exe = env!("CARGO_BIN_EXE_wasm-to-c");
    let d = work("cli");
    assert_eq!(Command::new(exe).output().unwrap().status.code(), Some(2));
    assert_eq!(
        Command::new(exe)
            .args(["a", "b", "c"])
            .output()
            .unwrap()
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        Command::new(exe)
            .args(["--bogus", "a", "b"])
            .output()
            .unwrap()
            .status
            .code(),
        Some(2)
    );
    let bad = wat::parse_str(r#"(module (import "env" "clock" (func)) (func (export "sc_main")))"#)
        .unwrap();
    std::fs::write(d.join("bad.wasm"), bad).unwrap();
    let o = Command::new(exe)
        .args(["bad.wasm", "bad.c"])
        .current_dir(&d)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("env.clock"));
    assert!(!d.join("bad.c").exists());
    std::fs::write(d.join("ok.wasm"), wat::parse_str(HELLO).unwrap()).unwrap();
    let o = Command::new(exe)
        .args(["ok.wasm", "ok.c", "--entry", "sc_main"])
        .current_dir(&d)
        .output()
        .unwrap();
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(std::fs::read_to_string(d.join("ok.c"))
        .unwrap()
        .contains("int main(void)"));
    let leftovers: Vec<_> = std::fs::read_dir(&d)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .contains(".tmp")
        })
        .collect();
    assert!(leftovers.is_empty());
}

#[test]
fn data_segments_every_byte_and_zero_runs() {
    // every byte value, short and long runs of zeros, trailing zeros, a second segment
    let mut bytes: Vec<u8> = (0..=255u8).collect();
    bytes.extend([0u8; 3]);
    bytes.extend(b"?\"\\~{|}??=");
    bytes.extend([0u8; 200]);
    bytes.extend((0..2000u32).map(|i| (i * 7 % 251) as u8));
    bytes.extend([0u8; 5]);
    let esc: String = bytes.iter().map(|b| format!("\\{b:02x}")).collect();
    let h = |s: &[u8]| {
        s.iter()
            .fold(0u32, |h, &b| h.wrapping_mul(31).wrapping_add(b as u32))
    };
    let wat = format!(
        r#"(module (memory 1)
          (data (i32.const 5) "{esc}")
          (data (i32.const 40000) "\00\00\01")
          (func (export "h") (param i32 i32) (result i32) (local i32)
            (block $e (loop $l
              (br_if $e (i32.eqz (local.get 1)))
              (local.set 2 (i32.add (i32.mul (local.get 2) (i32.const 31)) (i32.load8_u (local.get 0))))
              (local.set 0 (i32.add (local.get 0) (i32.const 1)))
              (local.set 1 (i32.sub (local.get 1) (i32.const 1)))
              (br $l)))
            (local.get 2)))"#
    );
    let mut whole = vec![0u8; 5];
    whole.extend(&bytes);
    let n = whole.len();
    check(
        "data",
        &wat,
        &[
            ("h", &format!("0u,{n}u"), &h(&whole).to_string()),
            ("h", "40000u,4u", &h(&[0, 0, 1, 0]).to_string()),
        ],
    );
    // the literals stay portable: no `?` (trigraphs), no escapes, at most 509 characters each
    let c = translate(
        &wat::parse_str(&wat).unwrap(),
        &Options {
            entry: "m_".into(),
            host: Host::SpecTest,
        },
    )
    .unwrap();
    for lit in c.lines().filter(|l| l.starts_with("DD(")) {
        let s = &lit[lit.find('"').unwrap() + 1..lit.rfind('"').unwrap()];
        assert!(
            s.len() <= 509 && !s.contains('?') && !s.contains('\\') && !s.contains('"'),
            "{lit}"
        );
    }
}
