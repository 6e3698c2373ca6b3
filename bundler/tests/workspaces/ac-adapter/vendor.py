#!/usr/bin/env python3
"""Vendors ngtkana/ac-adapter-rs (CC0, LICENSE kept) as a bundler test workspace.

Usage: vendor.py <extracted ac-adapter-rs checkout> <this folder>

Kept: the workspace manifest (members: libs/*), LICENSE, README.md, every libs/<crate>/Cargo.toml
and src/. Dropped: tests/, benches, the snippetter, stats, web contents, rust-toolchain.toml and
.cargo/config.toml (pinned toolchain, -Dwarnings), and every [dev-dependencies] table (one is a
git crate cargo could not fetch; the programs below need only the crates' [dependencies]).

The programs: each runnable doctest of a crate (``` or ```rust, not should_panic/ignore/no_run/
compile_fail/text) becomes examples/<crate>_doc<N>.rs, made the way rustdoc makes a doctest:
`# ` hidden lines shown, the whole wrapped in `fn main() { .. }` unless it has its own.
"""
import os, re, shutil, sys

src, dst = sys.argv[1], sys.argv[2]
for name in ["Cargo.toml", "Cargo.lock", "LICENSE", "README.md", "libs"]:
    p = os.path.join(dst, name)
    if os.path.isdir(p):
        shutil.rmtree(p)
    elif os.path.exists(p) and name != "Cargo.lock":
        os.remove(p)
shutil.copy(os.path.join(src, "LICENSE"), dst)
shutil.copy(os.path.join(src, "README.md"), dst)
root = open(os.path.join(src, "Cargo.toml")).read()
root = re.sub(r"members = \[[^\]]*\]", "members = ['libs/*']", root)
open(os.path.join(dst, "Cargo.toml"), "w").write(root)

FENCE = re.compile(r"^\s*//[/!] ?```(.*)$")
DOC = re.compile(r"^\s*//[/!] ?(.*)$")

def doctests(text):
    out, cur, info = [], None, None
    for line in text.splitlines():
        m = FENCE.match(line)
        if m and cur is None:
            cur, info = [], m.group(1).strip()
            continue
        if m and cur is not None:
            tags = [t.strip() for t in info.split(",") if t.strip()]
            if all(t in ("rust",) or t.startswith("edition") for t in tags):
                out.append(cur)
            cur = None
            continue
        if cur is not None:
            d = DOC.match(line)
            cur.append(d.group(1) if d else "")
    return out

def program(lines):
    shown = []
    for l in lines:
        s = l.strip()
        if s == "#":
            continue
        if s.startswith("# "):
            l = l[: l.index("#")] + s[2:]
        elif s.startswith("##"):
            l = l.replace("##", "#", 1)
        shown.append(l)
    body = "\n".join(shown).strip("\n")
    if re.search(r"\bfn main\b", body):
        return body + "\n"
    inner = [l for l in shown if l.strip().startswith("#![")]
    rest = [l for l in shown if not l.strip().startswith("#![")]
    return "".join(l + "\n" for l in inner) + "fn main() {\n" + "".join(("    " + l if l.strip() else "") + "\n" for l in rest) + "}\n"

# Doctests that are no program here: they use a dev-dependency (itertools) or are prose that my
# fence reading takes for code (cargo cannot build them unbundled).
NOT_PROGRAMS = {"erato_doc1", "erato_doc2", "erato_doc5", "erato_doc6", "erato_doc14", "erato_doc21", "graph_doc15", "graph_doc16", "trie_doc6"}

count = 0
for crate in sorted(os.listdir(os.path.join(src, "libs"))):
    s = os.path.join(src, "libs", crate)
    d = os.path.join(dst, "libs", crate)
    shutil.copytree(os.path.join(s, "src"), os.path.join(d, "src"))
    manifest = open(os.path.join(s, "Cargo.toml")).read()
    kept, dev = [], False
    for line in manifest.splitlines():
        if line.startswith("["):
            dev = line.startswith("[dev-dependencies")
        if not dev:
            kept.append(line)
    manifest = "\n".join(kept) + "\n"
    open(os.path.join(d, "Cargo.toml"), "w").write(manifest)
    n = 0
    for dirpath, _, files in sorted(os.walk(os.path.join(s, "src"))):
        for f in sorted(files):
            if not f.endswith(".rs"):
                continue
            for t in doctests(open(os.path.join(dirpath, f)).read()):
                if not any(l.strip() for l in t):
                    continue
                n += 1
                os.makedirs(os.path.join(d, "examples"), exist_ok=True)
                name = "%s_doc%d.rs" % (crate.replace("-", "_"), n)
                if name[:-3] in NOT_PROGRAMS:
                    continue
                count += 1
                open(os.path.join(d, "examples", name), "w").write(program(t))
print(count, "programs")
