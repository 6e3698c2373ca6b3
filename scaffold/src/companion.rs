//! The JSON that the Competitive Companion extension POSTs for one problem, and how it becomes
//! a [`NewProblem`]: the id (from `--id`, the input file's name, the URL, or the name), the
//! judge profile from the host, the limits, the samples.
//!
//! ```json
//! {"name": "A. Stones", "group": "Codeforces - Round 1", "url": "https://codeforces.com/contest/1234/problem/A",
//!  "memoryLimit": 256, "timeLimit": 1000, "tests": [{"input": "1\n", "output": "2\n"}],
//!  "input": {"type": "stdin"}, "output": {"type": "stdout"}}
//! ```

use crate::NewProblem;
use problem_spec::{IoMode, ProblemSpec};
use serde::Deserialize;

#[derive(Deserialize, Debug)]
#[serde(rename_all = "camelCase")]
pub struct Problem {
    pub name: String,
    #[serde(default)]
    pub group: String,
    #[serde(default)]
    pub url: String,
    /// MB, as the judge states it.
    pub memory_limit: u64,
    /// Milliseconds.
    pub time_limit: u64,
    pub tests: Vec<Test>,
    pub input: Stream,
    pub output: Stream,
}

#[derive(Deserialize, Debug)]
pub struct Test {
    pub input: String,
    pub output: String,
}

#[derive(Deserialize, Debug)]
#[serde(rename_all = "camelCase")]
pub struct Stream {
    /// `stdin` / `stdout`, `file`, or `regex`.
    #[serde(rename = "type")]
    pub kind: String,
    #[serde(default)]
    pub file_name: Option<String>,
}

/// Parses the extension's JSON; the error says what is missing or malformed.
pub fn parse(body: &str) -> Result<Problem, String> {
    serde_json::from_str(body).map_err(|e| format!("not Competitive Companion's problem JSON: {}", e))
}

/// The id a URL gives: HDU `showproblem.php?pid=1525` -> `hdu1525`, Codeforces contest 1234
/// problem A -> `cf1234a`, VNOJ `/problem/abc` -> `vnoj_abc`, AtCoder task `abc123_a`.
pub fn id_from_url(url: &str) -> Option<String> {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let (host, path) = rest.split_once('/').unwrap_or((rest, ""));
    let host = host.to_ascii_lowercase();
    let (path, query) = path.split_once('?').unwrap_or((path, ""));
    let path = path.split('#').next().unwrap_or("");
    let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
    let id = if host.ends_with("hdu.edu.cn") {
        let pid = query.split('&').find_map(|kv| kv.strip_prefix("pid="))?;
        format!("hdu{}", pid)
    } else if host.ends_with("codeforces.com") {
        match parts.as_slice() {
            ["contest" | "gym", contest, "problem", index] | ["problemset", "problem", contest, index] => format!("cf{}{}", contest, index),
            _ => return None,
        }
    } else if host.ends_with("vnoi.info") {
        match parts.as_slice() {
            ["problem", code] => format!("vnoj_{}", code),
            _ => return None,
        }
    } else if host.ends_with("atcoder.jp") {
        match parts.as_slice() {
            ["contests", _, "tasks", task] => task.to_string(),
            _ => return None,
        }
    } else {
        return None;
    };
    let id = slug(&id);
    problem_spec::layout::is_valid_id(&id).then_some(id)
}

/// Lowercase letters and digits, everything else one `_`; a leading digit gets a `p`.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('_') && !out.is_empty() {
            out.push('_');
        }
    }
    let out = out.trim_end_matches('_').to_string();
    match out.chars().next() {
        None => "problem".to_string(),
        Some(c) if c.is_ascii_digit() => format!("p{}", out),
        Some(_) => out,
    }
}

/// The judge profile for a URL's host (the bundler's `--judge` names); VNOJ otherwise, the
/// house default. HDU and POJ keep their own (they take C: the bundle's `main.c` goes there);
/// CodeChef takes neither Rust nor C that we could confirm, so its problems go to VNOJ.
pub fn judge_for_url(url: &str) -> &'static str {
    match problem_spec::judge_host::profile_for_url(url) {
        Some("codechef") | None => "vnoj",
        Some(profile) => profile,
    }
}

/// The stem of a file-mode problem's input (`TAB.INP` -> `tab`), or `None` for stdin.
fn input_stem(problem: &Problem) -> Result<Option<String>, String> {
    match problem.input.kind.as_str() {
        "stdin" | "regex" => Ok(None),
        "file" => {
            let name = problem.input.file_name.as_deref().ok_or("input type is \"file\" but there is no fileName")?;
            let stem = name.rsplit_once('.').map_or(name, |(s, _)| s).to_ascii_lowercase();
            if problem_spec::layout::is_valid_id(&stem) {
                Ok(Some(stem))
            } else {
                Err(format!("input file {:?}: the workspace's file I/O reads <id>.inp, and {:?} cannot be an id", name, stem))
            }
        }
        other => Err(format!("unknown input type {:?} (want stdin, file or regex)", other)),
    }
}

/// The problem to create from the extension's JSON; `id` overrides the derived id.
pub fn to_new_problem(problem: &Problem, id: Option<&str>) -> Result<NewProblem, String> {
    if problem.tests.is_empty() {
        return Err("the problem has no sample tests".to_string());
    }
    if problem.time_limit == 0 || problem.memory_limit == 0 {
        return Err("timeLimit and memoryLimit must be positive".to_string());
    }
    let stem = input_stem(problem)?;
    // A file-mode problem's id is its file's name: the bundler requires judge_io("<id>").
    let id = match (id, &stem) {
        (Some(id), _) => id.to_string(),
        (None, Some(stem)) => stem.clone(),
        (None, None) => id_from_url(&problem.url).unwrap_or_else(|| slug(&problem.name)),
    };
    let url = if problem.url.is_empty() { None } else { Some(problem.url.clone()) };
    let name = if problem.group.is_empty() { problem.name.clone() } else { format!("{} ({})", problem.name, problem.group) };
    Ok(NewProblem {
        spec: ProblemSpec {
            name,
            judge: judge_for_url(&problem.url).to_string(),
            c_judge: None,
            io: stem.map_or(IoMode::Stdin, IoMode::File),
            time_limit_ms: problem.time_limit,
            memory_limit_mib: problem.memory_limit,
            checker: checkers::Checker::Exact,
            url,
        },
        samples: problem.tests.iter().map(|t| (t.input.clone(), t.output.clone())).collect(),
        id,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_from_urls() {
        assert_eq!(id_from_url("http://acm.hdu.edu.cn/showproblem.php?pid=1525").as_deref(), Some("hdu1525"));
        assert_eq!(id_from_url("https://codeforces.com/contest/1234/problem/A").as_deref(), Some("cf1234a"));
        assert_eq!(id_from_url("https://codeforces.com/problemset/problem/1234/B1").as_deref(), Some("cf1234b1"));
        assert_eq!(id_from_url("https://codeforces.com/gym/102345/problem/C").as_deref(), Some("cf102345c"));
        assert_eq!(id_from_url("https://oj.vnoi.info/problem/abc").as_deref(), Some("vnoj_abc"));
        assert_eq!(id_from_url("https://atcoder.jp/contests/abc123/tasks/abc123_a").as_deref(), Some("abc123_a"));
        assert_eq!(id_from_url("https://example.org/problem/1"), None);
        assert_eq!(id_from_url("https://codeforces.com/blog/entry/1"), None);
    }

    #[test]
    fn each_judges_host_names_its_profile() {
        for (url, profile) in [
            ("https://codeforces.com/contest/1537/problem/D", "codeforces"),
            ("https://atcoder.jp/contests/abc206/tasks/abc206_f", "atcoder"),
            ("https://cses.fi/problemset/task/1099", "cses"),
            ("https://judge.yosupo.jp/problem/nim_product_64", "library_checker"),
            ("https://open.kattis.com/problems/cuttingbrownies", "kattis"),
            ("https://acm.timus.ru/problem.aspx?space=1&num=1540", "timus"),
            ("http://poj.org/problem?id=1704", "poj"),
            ("https://www.codechef.com/problems/SHGAME", "vnoj"),
            ("https://acm.hdu.edu.cn/showproblem.php?pid=3032", "hdu"),
        ] {
            assert_eq!(judge_for_url(url), profile, "{url}");
        }
    }

    #[test]
    fn slugs() {
        assert_eq!(slug("A. Stones & Piles!"), "a_stones_piles");
        assert_eq!(slug("1000. A+B"), "p1000_a_b");
        assert_eq!(slug("取石子"), "problem");
    }

    #[test]
    fn file_problems_take_their_id_from_the_file() {
        let body = r#"{"name":"Boc soi A","group":"VNOJ","url":"https://oj.vnoi.info/problem/bocsoi_a","memoryLimit":256,"timeLimit":1000,
            "tests":[{"input":"1\n3 2\n","output":"0\n"}],"input":{"type":"file","fileName":"STONES.INP"},"output":{"type":"file","fileName":"STONES.OUT"}}"#;
        let p = to_new_problem(&parse(body).unwrap(), None).unwrap();
        assert_eq!(p.id, "stones");
        assert_eq!(p.spec.io, IoMode::File("stones".into()));
        assert_eq!(p.spec.judge, "vnoj");
        let err = to_new_problem(&parse(&body.replace("STONES.INP", "in.txt.gz")).unwrap(), None).unwrap_err();
        assert!(err.contains("cannot be an id"), "{err}");
    }
}
