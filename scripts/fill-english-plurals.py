#!/usr/bin/env python3
"""Fills translations/billing-desk_en.ts: English needs only the plural forms of "%n item(s)"
sources. "(s)" becomes nothing for one and "s" for several; "(es)" and "(ies)" likewise. Entries
already translated are kept. Run after scripts/check-translations.sh --update."""
import re, sys, pathlib
path = pathlib.Path(__file__).resolve().parent.parent / 'translations' / 'billing-desk_en.ts'
text = path.read_text(encoding='utf-8')
def forms(src):
    one = re.sub(r'\((s|es)\)', '', src).replace('y(ies)', 'y')
    many = re.sub(r'\((s|es)\)', lambda m: m.group(1), src).replace('y(ies)', 'ies')
    if one == many and ' of %Ln ' in src:          # "%1 of %Ln products"
        one = re.sub(r'(%Ln \w+?)s\b', r'\1', src, count=1)
    return one, many
def fill(m):
    block = m.group(0)
    if 'type="unfinished"' not in block:
        return block
    src = re.search(r'<source>(.*?)</source>', block, re.S).group(1)
    one, many = forms(src)
    new = ('<translation>\n            <numerusform>%s</numerusform>\n'
           '            <numerusform>%s</numerusform>\n        </translation>' % (one, many))
    return re.sub(r'<translation type="unfinished">.*?</translation>', new, block, flags=re.S)
text = re.sub(r'<message numerus="yes">.*?</message>', fill, text, flags=re.S)
path.write_text(text, encoding='utf-8')
for one, many in re.findall(r'<numerusform>(.*?)</numerusform>\s*<numerusform>(.*?)</numerusform>', text):
    if one == many:
        print('same forms, check by hand:', one, file=sys.stderr)
