#!/usr/bin/env python3
"""The house's size rules over src/, checked in CI (issue 27):
  - no source file over 450 lines;
  - no class with more than 25 public members (member functions and data members declared in
    public sections; nested types, enums, using-declarations, friends, Q_ macros and signals are
    not counted: signals are how a class speaks, not what it can be asked; a struct's data
    members are a record's fields, not jobs, so only its functions count);
  - no run of six identical lines (ignoring blank lines, comments, lone braces and includes)
    standing twice within src/.
Prints every breach with its place; exits 1 when there is one.
  scripts/check-house.py [--max-lines N] [--max-public N]"""

import argparse
import pathlib
import re
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def sources():
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        # A copy without git (a release tarball, a bare build root): every source under src/.
        return sorted(f for f in (ROOT / "src").rglob("*") if f.suffix in (".cpp", ".h"))
    out = subprocess.run(["git", "ls-files", "src"], cwd=ROOT, capture_output=True, text=True, check=True)
    files = [ROOT / f for f in out.stdout.split() if f.endswith((".cpp", ".h"))]
    # Files added but not yet committed count too.
    extra = subprocess.run(["git", "ls-files", "--others", "--exclude-standard", "src"], cwd=ROOT,
                           capture_output=True, text=True, check=True)
    files += [ROOT / f for f in extra.stdout.split() if f.endswith((".cpp", ".h"))]
    return [f for f in files if f.exists()]


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


CLASS_RE = re.compile(r"\b(class|struct)\s+(?:Q_DECL_EXPORT\s+)?(\w+)(?:\s+final)?\s*(?::[^;{]*)?\{")
SKIP_RE = re.compile(r"^\s*(Q_OBJECT|Q_GADGET|Q_PROPERTY|Q_ENUM|Q_DISABLE_COPY|Q_DECLARE|Q_INVOKABLE\s*$|"
                     r"using\b|friend\b|typedef\b|enum\b|class\b|struct\b|template\s*<[^>]*>\s*(class|struct)\b|"
                     r"static_assert\b)")


def public_members(path, text):
    """Yields (class name, line, count) for each class or struct defined in `text`."""
    text = strip_comments(text)
    for m in CLASS_RE.finditer(text):
        kind, name = m.group(1), m.group(2)
        start = m.end()
        depth, i = 1, start
        section = "public" if kind == "struct" else "private"
        count = 0
        stmt = ""
        while i < len(text) and depth > 0:
            c = text[i]
            if c == "{":
                if depth == 1:
                    stmt_top = stmt
                depth += 1
            elif c == "}":
                depth -= 1
                if depth == 1:
                    # a body at class level ends a member function (or a nested type)
                    if section == "public" and is_member(stmt_top, kind):
                        count += 1
                    stmt = ""
                    i += 1
                    continue
            elif depth == 1:
                if c == ";":
                    if section == "public" and is_member(stmt, kind):
                        count += 1
                    stmt = ""
                elif c == ":" and text[i + 1] != ":" and ACCESS_RE.search(stmt):
                    access = ACCESS_RE.search(stmt).group(1)
                    section = "signals" if access in ("signals", "Q_SIGNALS") else access
                    stmt = ""
                else:
                    stmt += c
            i += 1
        line = text.count("\n", 0, m.start()) + 1
        yield name, line, count


def is_member(stmt, kind):
    # Macros without a semicolon (Q_OBJECT, Q_PROPERTY(...)) run into the next statement.
    s = re.sub(r"^(\s*(Q_OBJECT|Q_GADGET|Q_[A-Z_]+\([^)]*\)))*", "", stmt).strip()
    if not s or SKIP_RE.match(s):
        return False
    if re.match(r"^(inline\s+)?(static\s+)?(constexpr\s+)?(enum|struct|class)\b", s):
        return False
    paren, assign = s.find("("), s.find("=")
    function = paren >= 0 and (assign < 0 or paren < assign or re.search(r"=\s*(default|delete|0)\s*$", s))
    # A struct's data members are the fields of a record (a value mirroring the spec), not jobs.
    return function or kind == "class"


ACCESS_RE = re.compile(r"(?:^|\s)(public|private|protected|signals|Q_SIGNALS)(?:\s+(?:slots|Q_SLOTS))?\s*$")

NOISE_RE = re.compile(r"^\s*([{}();,]*|#include.*|#pragma.*|//.*|namespace .*|\} // namespace.*|public:|private:|"
                      r"protected:|signals:|Q_OBJECT|break;|return;|continue;|\}\);|default:|else|else \{)\s*$")


def duplicate_runs(files, run=6):
    seen = {}
    found = []
    for f in files:
        lines = f.read_text(encoding="utf-8").splitlines()
        kept = [(n + 1, l.strip()) for n, l in enumerate(lines) if not NOISE_RE.match(l)]
        reported_until = -1
        for k in range(len(kept) - run + 1):
            window = tuple(l for _, l in kept[k:k + run])
            key = hash(window)
            where = (f, kept[k][0])
            if key in seen and seen[key][0] != window:
                continue
            if key in seen:
                other = seen[key][1]
                if other[0] != f or abs(other[1] - where[1]) >= run:
                    if k > reported_until:
                        found.append((where, other))
                    reported_until = k + run - 1
            else:
                seen[key] = (window, where)
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--max-lines", type=int, default=450)
    ap.add_argument("--max-public", type=int, default=25)
    args = ap.parse_args()
    files = sources()
    breaches = []
    for f in files:
        text = f.read_text(encoding="utf-8")
        n = text.count("\n")
        rel = f.relative_to(ROOT)
        if n > args.max_lines:
            breaches.append(f"{rel}: {n} lines (at most {args.max_lines}: split it by responsibility)")
        if f.suffix == ".h":
            for name, line, count in public_members(f, text):
                if count > args.max_public:
                    breaches.append(f"{rel}:{line}: class {name} has {count} public members "
                                    f"(at most {args.max_public}: it does more than one job)")
    for (fa, la), (fb, lb) in duplicate_runs(files):
        breaches.append(f"{fa.relative_to(ROOT)}:{la} repeats {fb.relative_to(ROOT)}:{lb} "
                        "(six or more identical lines: write it once)")
    for b in breaches:
        print(b)
    print(f"house rules: {len(files)} files in src/, {len(breaches)} breaches")
    return 1 if breaches else 0


if __name__ == "__main__":
    sys.exit(main())
