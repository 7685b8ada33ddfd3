#!/usr/bin/env bash
# Scores a ModalLint build against the hand labels of Tests/Accuracy/labels.
#
#   bash .ci/accuracy.sh APPS_DIR [MODALLINT_BINARY]
#   ONLY_RULES="rule_a rule_b" bash .ci/accuracy.sh APPS_DIR     # score these rules only
#
# APPS_DIR holds one folder per labelled app, named as its labels files up to the first dot
# (labels/blink.tsv and labels/blink.exits.tsv -> APPS_DIR/blink), with the app's files at the
# commit the labels name (the .swift, .storyboard and .xib files are enough). Nothing is
# fetched. An app whose folder is missing is skipped and said so. The binary defaults to
# .build/release/modallint (built when missing); every opt-in rule is enabled.
#
# Per rule and per app: true positives (a finding where the label says hazard), false
# positives (a finding where it says clean or unseen), misses (no finding where it says
# hazard), and findings at no labelled line (unreviewed: each must be reviewed and labelled,
# set `review`). A finding is at its own line and, when its way out is handled elsewhere (a
# note "handled in `save()`" on a button's finding, or "handled in the closure the view is
# given here" in the presenter's file), at that handler's line too: a label at either names it. Each finding counts once, judged by the label at its own line first. Recall counts the labels made blind: the random sample, the wrapper call sites
# reached from it, and complete lists (sets `sample`, `caller`, `census`); precision counts
# every labelled finding.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
apps="${1:?usage: .ci/accuracy.sh APPS_DIR [MODALLINT_BINARY]}"
bin="${2:-$root/.build/release/modallint}"
if [ ! -x "$bin" ]; then swift build -c release > /dev/null; fi
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
optin=()
for id in $("$bin" rules | awk '$2 == "opt-in" { print $1 }'); do optin+=(--enable-rule "$id"); done
for id in ${ONLY_RULES:-}; do optin+=(--only-rule "$id"); done
for app in $(ls Tests/Accuracy/labels/*.tsv | xargs -n1 basename | cut -d. -f1 | sort -u); do
  if [ ! -d "$apps/$app" ]; then echo "skipped $app: no folder $apps/$app"; continue; fi
  set +e
  "$bin" --quiet --reporter json "${optin[@]}" "$apps/$app" > "$out/$app.json"
  status=$?
  set -e
  if [ "$status" -ge 2 ]; then echo "modallint failed on $app (exit $status)"; exit 1; fi
done
ONLY_RULES="${ONLY_RULES:-}" python3 - "$apps" "$out" Tests/Accuracy/labels/*.tsv <<'PY'
import json, os, sys
from collections import defaultdict
apps, out, files = sys.argv[1], sys.argv[2], sys.argv[3:]
only = set(os.environ.get('ONLY_RULES', '').split())
total = defaultdict(lambda: defaultdict(int))
unreviewed, problems = [], []
by_app = defaultdict(list)
for labels_path in files:
    by_app[os.path.basename(labels_path).split('.')[0]].append(labels_path)
for app, paths in sorted(by_app.items()):
    result = os.path.join(out, app + '.json')
    if not os.path.exists(result):
        continue
    root = os.path.realpath(os.path.join(apps, app))
    def relative(file):
        path = os.path.realpath(file)
        return os.path.relpath(path, root) if path.startswith(root + os.sep) else file
    # Each finding, with the lines that name its way out: its own, and the line of the method
    # or reaction that handles it when that is elsewhere (the note "handled in ...").
    findings = {}
    for f in json.load(open(result)):
        key = (relative(f['file']), int(f['line']), f['rule_id'])
        lines = findings.setdefault(key, {key})
        for n in f.get('notes', []):
            if n['reason'].startswith('handled in '):
                lines.add((relative(n['file']), int(n['line']), key[2]))
    named = set().union(*findings.values()) if findings else set()
    labels = {}
    for labels_path in paths:
        with open(labels_path) as fh:
            header = None
            for line in fh:
                if line.startswith('#') or not line.strip():
                    continue
                cols = line.rstrip('\n').split('\t')
                if header is None:
                    header = cols
                    continue
                row = dict(zip(header, cols))
                if only and row['rule'] not in only:
                    continue
                key = (row['path'], int(row['line']), row['rule'])
                labels.setdefault(key, []).append(row)
    rules = {k[2] for k in labels}
    # Recall: a hazard labelled blind is found when a finding names its line.
    for key, rows in labels.items():
        verdict = rows[0]['verdict']
        if any(r['verdict'] != verdict for r in rows):
            problems.append(f'{app}: {key[0]}:{key[1]} has conflicting verdicts')
        sets = {r['set'] for r in rows}
        if sets & {'sample', 'caller', 'census'} and verdict == 'hazard':
            for scope in (app, 'all'):
                t = total[(scope, key[2])]
                t['hazards'] += 1
                if key in named: t['found'] += 1
        if key not in named and verdict == 'hazard':
            problems.append(f'miss            {app} {key[0]}:{key[1]} {key[2]}: {rows[0]["reason"]}')
    # Precision: each finding once, judged by the label at its own line, else at its handler's.
    for f in sorted(findings):
        if f[2] not in rules: continue
        at = next((k for k in sorted(findings[f], key=lambda k: k != f) if k in labels), None)
        if at is None:
            unreviewed.append(f'{app} {f[0]}:{f[1]} {f[2]}')
            for scope in (app, 'all'):
                total[(scope, f[2])]['unreviewed'] += 1
            continue
        rows = labels[at]
        for scope in (app, 'all'):
            total[(scope, f[2])]['tp' if rows[0]['verdict'] == 'hazard' else 'fp'] += 1
        if rows[0]['verdict'] != 'hazard':
            problems.append(f'false positive  {app} {at[0]}:{at[1]} {at[2]}: {rows[0]["reason"]}')
def ratio(a, b): return f'{a}/{b} = {a / b:.2f}' if b else 'n/a'
print(f'{"app":<14} {"rule":<30} {"precision":<16} {"recall (blind)":<16} unreviewed')
for (scope, rule), t in sorted(total.items(), key=lambda kv: (kv[0][0] == 'all', kv[0])):
    print(f'{scope:<14} {rule:<30} {ratio(t["tp"], t["tp"] + t["fp"]):<16} {ratio(t["found"], t["hazards"]):<16} {t["unreviewed"]}')
for p in problems: print(p)
for u in unreviewed: print('unreviewed      ' + u)
PY
