#!/usr/bin/env bash
# A real pre-commit run against this repository: a throwaway git repository whose
# .pre-commit-config.yaml points here must block a commit with a finding (one that needs a
# class from an unchanged file) and let a clean commit through. Runs on macOS and Linux (needs
# python3 and network access to PyPI for pre-commit itself).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv" >/dev/null
"$work/venv/bin/pip" install --quiet pre-commit
export PATH="$work/venv/bin:$PATH"
export PRE_COMMIT_HOME="$work/cache"

# pre-commit clones the hook repository at a revision: use a snapshot of this tree.
hookrepo="$work/hookrepo"
git clone --quiet "$here" "$hookrepo"
rev="$(git -C "$hookrepo" rev-parse HEAD)"

app="$work/app"
mkdir -p "$app"
cd "$app"
git init --quiet .
git config user.email ci@example.invalid
git config user.name CI
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $hookrepo
    rev: $rev
    hooks:
      - id: modallint
YAML
cat > DetailViewController.swift <<'SWIFT'
import UIKit
final class DetailViewController: UIViewController {}
SWIFT
git add .pre-commit-config.yaml DetailViewController.swift
git commit --quiet --no-verify -m "base"
pre-commit install >/dev/null

# 1. A presentation of a class from the unchanged file, with no style: must be blocked.
cat > FeedViewController.swift <<'SWIFT'
import UIKit
final class FeedViewController: UIViewController {
    func open() {
        let detail = DetailViewController()
        present(detail, animated: true)
    }
}
SWIFT
git add FeedViewController.swift
if git commit --quiet -m "feed" > "$work/out1.txt" 2>&1; then
  cat "$work/out1.txt"; echo "FAIL: a commit with a finding went through"; exit 1
fi
grep -q "FeedViewController.swift:5:9: warning: .*DetailViewController.*(implicit_presentation_style)" "$work/out1.txt" \
  || { cat "$work/out1.txt"; echo "FAIL: the finding was not printed"; exit 1; }
echo "pre-commit blocked the commit with a finding:"
grep "implicit_presentation_style" "$work/out1.txt"

# 2. The same code with an explicit style: must go through.
# (perl, not sed -i: the same on macOS and Linux)
perl -pi -e 's/^        present\(detail/        detail.modalPresentationStyle = .fullScreen\n        present(detail/' FeedViewController.swift
git add FeedViewController.swift
git commit --quiet -m "feed, full screen" > "$work/out2.txt" 2>&1 || { cat "$work/out2.txt"; echo "FAIL: a clean commit was blocked"; exit 1; }
echo "pre-commit let the clean commit through."
echo "pre-commit check: 2 passed, 0 failed"
