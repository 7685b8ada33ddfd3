#!/usr/bin/env python3
"""Lists the sites of an app to label and draws a seeded sample of them.

    sample-sites.py present APP_DIR [--seed N] [--size K]
    sample-sites.py dismiss APP_DIR [--seed N] [--size K]
    sample-sites.py exits APP_DIR

present: every line of a Swift file where `present(` is called (outside comments and string
literals, declarations `func present(` excluded), sorted by path and line; then
random.Random(seed).sample(sites, min(size, len(sites))).
dismiss: the same for `dismiss(` calls (declarations `func dismiss(` excluded): the screens of
the sampled calls are labelled in full.
exits: every `dismiss(` call and every function whose name holds done, cancel, save, close,
dismiss, finish, submit or confirm (the census to group by screen), sorted by path and line.
"""
import os, random, re, sys

def code_only(text):
    """The text with comments and string literals blanked (newlines kept)."""
    out, i, n = [], 0, len(text)
    depth = 0
    while i < n:
        c = text[i]
        if text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i)); i = j; continue
        if text.startswith('/*', i):
            d, j = 1, i + 2
            while j < n and d > 0:
                if text.startswith('/*', j): d += 1; j += 2
                elif text.startswith('*/', j): d -= 1; j += 2
                else: j += 1
            out.append(re.sub(r'[^\n]', ' ', text[i:j])); i = j; continue
        m = re.match(r'(#*)("""|")', text[i:i + 8])
        if m and (c == '"' or c == '#'):
            hashes, quote = m.group(1), m.group(2)
            close = quote + hashes
            j = i + len(m.group(0))
            while j < n:
                if text.startswith(close, j): j += len(close); break
                if text[j] == '\\' and not hashes: j += 2; continue
                if quote == '"' and text[j] == '\n': break
                j += 1
            out.append(re.sub(r'[^\n]', ' ', text[i:j])); i = j; continue
        out.append(c); i += 1
    return ''.join(out)

def swift_files(root):
    for d, dirs, files in os.walk(root):
        dirs.sort()
        for f in sorted(files):
            if f.endswith('.swift'):
                yield os.path.join(d, f)

def sites(root, pattern, exclude):
    found = []
    for path in swift_files(root):
        text = open(path, encoding='utf-8', errors='replace').read()
        for k, line in enumerate(code_only(text).split('\n'), 1):
            if re.search(pattern, line) and not re.search(exclude, line):
                found.append((os.path.relpath(path, root), k))
    return sorted(found)

def main():
    kind, root = sys.argv[1], sys.argv[2]
    args = sys.argv[3:]
    seed = int(args[args.index('--seed') + 1]) if '--seed' in args else 2026
    size = int(args[args.index('--size') + 1]) if '--size' in args else 30
    if kind == 'present':
        all_sites = sites(root, r'\bpresent\s*\(', r'\bfunc\s+present\s*\(')
        chosen = random.Random(seed).sample(all_sites, min(size, len(all_sites)))
        print(f'# sites: {len(all_sites)}; sample: random.Random({seed}).sample(sites, {len(chosen)})')
        for p, l in sorted(chosen):
            print(f'{p}\t{l}')
    elif kind == 'dismiss':
        all_sites = sites(root, r'\bdismiss\s*\(', r'\bfunc\s+dismiss\s*\(')
        chosen = random.Random(seed).sample(all_sites, min(size, len(all_sites)))
        print(f'# dismiss( sites: {len(all_sites)}; sample: random.Random({seed}).sample(sites, {len(chosen)})')
        for p, l in sorted(chosen):
            print(f'{p}\t{l}')
    elif kind == 'exits':
        words = r'(?i:done|cancel|save|close|dismiss|finish|submit|confirm)'
        all_sites = sites(root, r'\bdismiss\s*\(|\bfunc\s+\w*' + words + r'\w*\s*[(<]', r'^\s*$')
        print(f'# exit sites: {len(all_sites)}')
        for p, l in all_sites:
            print(f'{p}\t{l}')
    else:
        sys.exit('usage: sample-sites.py present|dismiss|exits APP_DIR [--seed N] [--size K]')

main()
