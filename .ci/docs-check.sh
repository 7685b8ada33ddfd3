#!/usr/bin/env bash
# Two checks on the repository's text:
# 1. Nothing speaks of how the project was developed (the words are spelled in pieces below, so
#    that this file passes its own check): the project names the thing itself. Words for other
#    things pass: URLSession and an app's own types named like it.
# 2. Every relative link in README.md, docs/ and Rules/ resolves, and so does its anchor
#    (GitHub's rules: heading text lower-cased, spaces to hyphens, punctuation dropped).
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
s="sess""ion"; i="iss""ue"
# The accuracy labels are data about other apps: their names and terms (an app called that,
# a capture or cast one) are theirs, not the project's.
if words="$(git grep -nIiE "\\b(${s}s?|${i} [0-9]+|${i}-[0-9]+)\\b" -- . ':!Tests/Accuracy/labels' \
    | grep -viE "[a-z]${s}|${s}[A-Z_]")"; then
  echo "docs: the repository speaks of how it was developed (name the thing itself):"
  echo "$words" | head -n 20 | sed 's/^/  /'
  status=1
fi
python3 - <<'PY' || status=1
import os, re, subprocess, sys
files = ['README.md'] + sorted('docs/' + f for f in os.listdir('docs') if f.endswith('.md')) \
      + sorted('Rules/' + f for f in os.listdir('Rules') if f.endswith('.md'))
def slug(heading):
    h = re.sub(r'[^\w\- ]', '', heading.strip().lower())
    return h.replace(' ', '-')
anchors = {}
def anchors_of(path):
    if path not in anchors:
        found, seen, fence = set(), {}, False
        for line in open(path, encoding='utf-8'):
            if line.startswith('```'): fence = not fence
            if fence: continue
            m = re.match(r'#{1,6}\s+(.*)', line)
            if m:
                s = slug(m.group(1))
                n = seen.get(s, 0); seen[s] = n + 1
                found.add(s if n == 0 else f'{s}-{n}')
            for a in re.findall(r'<a (?:name|id)="([^"]+)"', line): found.add(a)
        anchors[path] = found
    return anchors[path]
bad = []
for f in files:
    text, fence = [], False
    for line in open(f, encoding='utf-8'):
        if line.startswith('```'): fence = not fence; continue
        if not fence: text.append(re.sub(r'`[^`]*`', '', line))
    for target in re.findall(r'\]\(([^)\s]+)\)', ''.join(text)):
        if re.match(r'[a-z]+:', target): continue
        path, _, anchor = target.partition('#')
        dest = os.path.normpath(os.path.join(os.path.dirname(f), path)) if path else f
        if not os.path.exists(dest):
            bad.append(f'{f}: {target}: no such file'); continue
        if anchor and dest.endswith('.md') and anchor not in anchors_of(dest):
            bad.append(f'{f}: {target}: no such anchor')
if bad:
    print('docs: links that do not resolve:'); print('\n'.join('  ' + b for b in bad)); sys.exit(1)
print(f'docs: every relative link and anchor in {len(files)} files resolves')
PY
exit "$status"
