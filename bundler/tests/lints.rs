//! The lint allow every library module opens with (`bundler::write::emit::LIBRARY_LINTS`) covers
//! every deny-by-default lint that `rustc -W help` lists, for current stable and for rustc
//! 1.63 (`/usr/bin/rustc`, required in CI): by name, through a group the attribute names, or
//! as one of the lints the attribute's documentation says no module can allow or raise. A
//! new rustc with a new deny-by-default lint fails this test until the list says what to do.

use std::collections::BTreeSet;
use std::process::Command;

/// Lints `LIBRARY_LINTS` leaves out on purpose (its doc comment says why).
const LEFT_OUT: [&str; 6] = [
    "explicit_builtin_cfgs_in_flags",
    "test_unstable_lint",
    "ineffective_unstable_trait_impl",
    "unknown_crate_types",
    "text_direction_codepoint_in_comment",
    "text_direction_codepoint_in_literal",
];

/// (deny-by-default lints, groups with their members) as `rustc -W help` prints them.
fn lint_table(rustc: &str) -> Option<(Vec<String>, Vec<(String, BTreeSet<String>)>)> {
    let out = Command::new(rustc).args(["-W", "help"]).output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let (checks, groups) = text.split_once("Lint groups provided by rustc:")?;
    let deny = checks
        .lines()
        .filter_map(|l| {
            let mut words = l.split_whitespace();
            let (name, level) = (words.next()?, words.next()?);
            (level == "deny").then(|| name.replace('-', "_"))
        })
        .collect();
    let groups = groups
        .lines()
        .filter_map(|l| {
            let (name, members) = l.trim_start().split_once(char::is_whitespace)?;
            let members: BTreeSet<String> = members.split(',').map(|m| m.trim().replace('-', "_")).filter(|m| !m.is_empty()).collect();
            (!members.is_empty()).then(|| (name.replace('-', "_"), members))
        })
        .collect();
    Some((deny, groups))
}

#[test]
fn the_library_header_allows_every_deny_by_default_lint_of_stable_and_1_63() {
    let header = bundler::write::emit::LIBRARY_LINTS;
    let named: BTreeSet<String> = header
        .trim_start_matches("#[allow(")
        .trim_end_matches(")]")
        .split(',')
        .map(|n| n.trim().to_string())
        .collect();
    let mut checked = 0;
    let mut missing = Vec::new();
    for rustc in ["rustc", "/usr/bin/rustc"] {
        let Some((deny, groups)) = lint_table(rustc) else {
            assert!(rustc != "rustc" && std::env::var_os("REQUIRE_OLD_RUSTC").is_none(), "cannot run `{} -W help`", rustc);
            continue;
        };
        assert!(deny.len() >= 10, "{} lists only {} deny-by-default lints: the table was not read", rustc, deny.len());
        checked += 1;
        for lint in deny {
            let in_group = groups.iter().any(|(g, members)| named.contains(g) && members.contains(&lint));
            if !named.contains(&lint) && !in_group && !LEFT_OUT.contains(&lint.as_str()) {
                missing.push(format!("{}: {}", rustc, lint));
            }
        }
    }
    assert!(checked >= 1);
    assert!(missing.is_empty(), "deny-by-default lints the library header does not allow (add them to LIBRARY_LINTS, or to its left-out list with the reason):\n{}", missing.join("\n"));
}
