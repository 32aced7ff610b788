#!/usr/bin/env python3
"""After code moved between classes: fills messages that lupdate marks unfinished with the
translation the same source text (and comment) had before, in whatever context it was filed,
when that text had one translation only. Run after `scripts/check-translations.sh --update`.
   scripts/carry-translations.py [REV]     REV: where the old .ts files are read (default HEAD)"""
import re
import subprocess
import sys
import pathlib

root = pathlib.Path(__file__).resolve().parent.parent
rev = sys.argv[1] if len(sys.argv) > 1 else "HEAD"


def messages(text):
    for ctx in re.finditer(r'<context>\s*<name>(.*?)</name>(.*?)</context>', text, re.S):
        for m in re.finditer(r'<message[^>]*>.*?</message>', ctx.group(2), re.S):
            block = m.group(0)
            src = re.search(r'<source>(.*?)</source>', block, re.S).group(1)
            com = re.search(r'<comment>(.*?)</comment>', block, re.S)
            yield (src, com.group(1) if com else ''), block


total = 0
for ts in sorted((root / "translations").glob("*.ts")):
    rel = ts.relative_to(root).as_posix()
    old = subprocess.run(["git", "show", f"{rev}:{rel}"], cwd=root, capture_output=True, text=True)
    if old.returncode != 0:
        continue
    known = {}
    for key, block in messages(old.stdout):
        if 'type="unfinished"' in block or 'type="vanished"' in block or 'type="obsolete"' in block:
            continue
        translation = re.search(r'<translation.*?</translation>', block, re.S).group(0)
        known.setdefault(key, set()).add(translation)
    text = ts.read_text(encoding="utf-8")
    carried = 0

    def fill(m):
        global carried_here
        block = m.group(0)
        if 'type="unfinished"' not in block:
            return block
        src = re.search(r'<source>(.*?)</source>', block, re.S).group(1)
        com = re.search(r'<comment>(.*?)</comment>', block, re.S)
        found = known.get((src, com.group(1) if com else ''))
        if not found or len(found) != 1:
            return block
        nonlocal_count[0] += 1
        new = next(iter(found))
        return re.sub(r'<translation.*?</translation>', lambda _: new, block, flags=re.S)

    nonlocal_count = [0]
    text = re.sub(r'<message[^>]*>.*?</message>', fill, text, flags=re.S)
    ts.write_text(text, encoding="utf-8")
    print(f"{rel}: {nonlocal_count[0]} translations carried over")
    total += nonlocal_count[0]
