#!/usr/bin/env python3
"""Copies finished translations from another copy of a .ts file into ours, matched by
(context, source, comment): for merging a translator's branch after the sources moved on.
   scripts/merge-translations.py OURS.ts THEIRS.ts"""
import re, sys
ours_path, theirs_path = sys.argv[1:3]
def messages(text):
    for ctx in re.finditer(r'<context>\s*<name>(.*?)</name>(.*?)</context>', text, re.S):
        for m in re.finditer(r'<message[^>]*>.*?</message>', ctx.group(2), re.S):
            block = m.group(0)
            src = re.search(r'<source>(.*?)</source>', block, re.S).group(1)
            com = re.search(r'<comment>(.*?)</comment>', block, re.S)
            yield (ctx.group(1), src, com.group(1) if com else ''), block
theirs = {k: b for k, b in messages(open(theirs_path, encoding='utf-8').read())
          if 'type="unfinished"' not in b and 'type="vanished"' not in b}
ours_text = open(ours_path, encoding='utf-8').read()
copied = 0
def merge_context(ctx):
    global copied
    name = ctx.group(1)
    def merge_message(m):
        global copied
        block = m.group(0)
        src = re.search(r'<source>(.*?)</source>', block, re.S).group(1)
        com = re.search(r'<comment>(.*?)</comment>', block, re.S)
        key = (name, src, com.group(1) if com else '')
        if 'type="unfinished"' in block and key in theirs:
            new = re.search(r'<translation.*?</translation>', theirs[key], re.S).group(0)
            copied += 1
            return re.sub(r'<translation.*?</translation>', lambda _: new, block, flags=re.S)
        return block
    return ctx.group(0)[:ctx.start(2) - ctx.start(0)] + re.sub(r'<message[^>]*>.*?</message>', merge_message, ctx.group(2), flags=re.S) + ctx.group(0)[ctx.end(2) - ctx.start(0):]
ours_text = re.sub(r'<context>\s*<name>(.*?)</name>(.*?)</context>', merge_context, ours_text, flags=re.S)
open(ours_path, 'w', encoding='utf-8').write(ours_text)
print(f'{copied} translations copied from {theirs_path}')
