//! The `listen` program over real loopback HTTP, with bodies shaped like the ones Competitive
//! Companion sends from HDU, Codeforces and VNOJ pages.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

fn workspace(tag: &str) -> PathBuf {
    let root = std::env::temp_dir().join(format!("listen-test-{}-{}", std::process::id(), tag));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("problems/src/bin")).unwrap();
    std::fs::create_dir_all(root.join("fixtures")).unwrap();
    std::fs::write(root.join("Cargo.toml"), "[workspace]\n").unwrap();
    root
}

/// Starts `listen` on a free port; the child and the port it printed.
fn start(root: &Path, extra: &[&str]) -> (Child, u16, BufReader<std::process::ChildStdout>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_listen"))
        .arg("--root")
        .arg(root)
        .args(["--port", "0"])
        .args(extra)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    stdout.read_line(&mut first).unwrap();
    assert!(first.starts_with("listening on 127.0.0.1:"), "{first}");
    let port = first["listening on 127.0.0.1:".len()..].split_whitespace().next().unwrap().parse().unwrap();
    (child, port, stdout)
}

/// One HTTP request over loopback: (status code, body).
fn request(port: u16, method: &str, body: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    write!(
        stream,
        "{} / HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{}",
        method,
        port,
        body.len(),
        body
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    let status = response.split_whitespace().nth(1).unwrap().parse().unwrap();
    let body = response.split_once("\r\n\r\n").map_or("", |(_, b)| b).to_string();
    (status, body)
}

const HDU: &str = r#"{"name":"Euclid's Game","group":"HDU Online Judge","url":"http://acm.hdu.edu.cn/showproblem.php?pid=1525","interactive":false,"memoryLimit":32,"timeLimit":1000,"tests":[{"input":"34 12\n15 24\n0 0\n","output":"Stan wins\nOllie wins\n"}],"testType":"single","input":{"type":"stdin"},"output":{"type":"stdout"},"languages":{"java":{"mainClass":"Main","taskClass":"GameOfStones"}},"batch":{"id":"3f4f2c4c-0c1c-4d64-9e1b-8c1b5c1f3a11","size":1}}"#;
const CODEFORCES: &str = r#"{"name":"A. Two Piles","group":"Codeforces - Codeforces Round 1234 (Div. 2)","url":"https://codeforces.com/contest/1234/problem/A","interactive":false,"memoryLimit":256,"timeLimit":2000,"tests":[{"input":"2\n1 2\n3 3\n","output":"First\nSecond\n"},{"input":"1\n5 0\n","output":"First\n"}],"testType":"single","input":{"type":"stdin"},"output":{"type":"stdout"},"languages":{"java":{"mainClass":"Main","taskClass":"ATwoPiles"}},"batch":{"id":"0b0a7e45-1f7c-4b39-9a53-07f0c2f5c6b2","size":1}}"#;
const VNOJ: &str = r#"{"name":"Bốc sỏi","group":"VNOJ","url":"https://oj.vnoi.info/problem/abc","interactive":false,"memoryLimit":256,"timeLimit":1000,"tests":[{"input":"1\n3 2\n","output":"0\n"}],"testType":"single","input":{"type":"stdin"},"output":{"type":"stdout"},"languages":{"java":{"mainClass":"Main","taskClass":"abc"}},"batch":{"id":"c7f1a2d8-5b0e-4f7a-8f3e-2d9b6a4e1c00","size":1}}"#;

fn files_under(root: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for dir in ["problems/src/bin", "fixtures"] {
        let mut stack = vec![root.join(dir)];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).unwrap().flatten() {
                if e.path().is_dir() {
                    stack.push(e.path());
                } else {
                    out.push(e.path().strip_prefix(root).unwrap().display().to_string());
                }
            }
        }
    }
    out.sort();
    out
}

#[test]
fn hdu_codeforces_and_vnoj_pages_become_problems() {
    let root = workspace("three");
    let (mut child, port, _stdout) = start(&root, &[]);

    // Malformed or incomplete JSON: 400 with the reason, and nothing written.
    let (status, body) = request(port, "POST", "{\"name\": \"x\", ");
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("not Competitive Companion's problem JSON"), "{body}");
    let (status, body) = request(port, "POST", &HDU.replace("\"tests\"", "\"samples\""));
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("tests"), "{body}");
    let (status, _) = request(port, "GET", "");
    assert_eq!(status, 405);
    assert!(files_under(&root).is_empty(), "{:?}", files_under(&root));

    let (status, body) = request(port, "POST", HDU);
    assert_eq!(status, 201, "{body}");
    assert!(body.contains("created hdu1525 (1 samples)"), "{body}");
    let (status, body) = request(port, "POST", CODEFORCES);
    assert_eq!(status, 201, "{body}");
    let (status, body) = request(port, "POST", VNOJ);
    assert_eq!(status, 201, "{body}");
    assert_eq!(
        files_under(&root),
        [
            "fixtures/cf1234a.toml",
            "fixtures/cf1234a/sample-1.in",
            "fixtures/cf1234a/sample-1.out",
            "fixtures/cf1234a/sample-2.in",
            "fixtures/cf1234a/sample-2.out",
            "fixtures/hdu1525.toml",
            "fixtures/hdu1525/sample-1.in",
            "fixtures/hdu1525/sample-1.out",
            "fixtures/vnoj_abc.toml",
            "fixtures/vnoj_abc/sample-1.in",
            "fixtures/vnoj_abc/sample-1.out",
            "problems/src/bin/cf1234a.rs",
            "problems/src/bin/hdu1525.rs",
            "problems/src/bin/vnoj_abc.rs",
        ]
    );
    assert_eq!(std::fs::read_to_string(root.join("fixtures/hdu1525/sample-1.out")).unwrap(), "Stan wins\nOllie wins\n");
    let spec = problem_spec::ProblemSpec::load(&root, "cf1234a").unwrap();
    assert_eq!((spec.judge.as_str(), spec.time_limit_ms, spec.memory_limit_mib), ("codeforces", 2000, 256));
    assert_eq!(spec.io, problem_spec::IoMode::Stdin);
    assert_eq!(spec.url.as_deref(), Some("https://codeforces.com/contest/1234/problem/A"));
    let hdu = problem_spec::ProblemSpec::load(&root, "hdu1525").unwrap();
    assert_eq!((hdu.memory_limit_mib, hdu.judge.as_str()), (32, "hdu"));
    assert!(std::fs::read_to_string(root.join("problems/src/bin/vnoj_abc.rs")).unwrap().contains("stdio()"));

    // The same problem again: refused, nothing changed.
    let before = std::fs::read_to_string(root.join("fixtures/hdu1525.toml")).unwrap();
    let (status, body) = request(port, "POST", &HDU.replace("\"memoryLimit\":32", "\"memoryLimit\":64"));
    assert_eq!(status, 409, "{body}");
    assert!(body.contains("already exists") && body.contains("--force"), "{body}");
    assert_eq!(std::fs::read_to_string(root.join("fixtures/hdu1525.toml")).unwrap(), before);

    // Ctrl-C stops it cleanly.
    Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
    let status = child.wait().unwrap();
    assert!(status.success(), "{status}");
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn once_stops_after_one_problem_and_force_keeps_the_solution() {
    let root = workspace("once");
    std::fs::write(root.join("problems/src/bin/hdu1525.rs"), "// my solution\nfn main() {}\n").unwrap();
    let (mut child, port, _stdout) = start(&root, &["--once", "--force"]);
    let (status, body) = request(port, "POST", HDU);
    assert_eq!(status, 201, "{body}");
    assert!(body.contains("kept problems/src/bin/hdu1525.rs"), "{body}");
    let status = child.wait().unwrap();
    assert!(status.success());
    assert_eq!(std::fs::read_to_string(root.join("problems/src/bin/hdu1525.rs")).unwrap(), "// my solution\nfn main() {}\n");
    assert!(root.join("fixtures/hdu1525.toml").is_file());
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn an_explicit_id_wins_and_usage_errors_exit_2() {
    let root = workspace("id");
    let (mut child, port, _stdout) = start(&root, &["--once", "--id", "euclid"]);
    let (status, body) = request(port, "POST", HDU);
    assert_eq!(status, 201, "{body}");
    assert!(child.wait().unwrap().success());
    assert!(root.join("problems/src/bin/euclid.rs").is_file() && root.join("fixtures/euclid/sample-1.in").is_file());
    let out = Command::new(env!("CARGO_BIN_EXE_listen")).args(["--port", "x"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    std::fs::remove_dir_all(&root).unwrap();
}
