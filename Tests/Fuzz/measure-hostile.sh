#!/usr/bin/env bash
# Times the release `modallint` on the large hostile inputs, each at two or three
# sizes a factor of 10 apart, to show that time and memory grow linearly:
#   one-line files (5 MB, 50 MB: statements, one string literal, `(` never closed), nested
#   brackets (10,000 / 100,000 / 1,000,000, closed and unclosed), small files (10,000 / 100,000),
#   one function body of bindings without initialiser (10,000 / 100,000 `var aN: Int` lines: the
#   shallow parser's test for computed locals was once quadratic there, 37 s for the larger).
#
#   bash Tests/Fuzz/measure-hostile.sh [MODALLINT_BINARY] [WORK_DIR]
#
# With MEASURE_LONG_FUNCTIONS=1 it also times one function of 1,000 and 10,000 `if` blocks
# that each style and present a local (Tests/Fuzz/regressions/README.md: once quadratic, a
# minute for the larger; now linear).
#
# Default binary: .build/release/modallint (build it with `swift build -c release`). Prints a
# Markdown table: input, size, wall seconds, CPU seconds (user + system, all threads), peak
# RSS, exit code, findings. Every input holds one presenter, so 1 finding is expected.
set -euo pipefail
if [ "$(uname -s)" = Darwin ]; then
  echo "measure-hostile.sh is Linux-only: it reads time and peak memory through GNU time's -f format (macOS has BSD time)"
  exit 2
fi
cd "$(dirname "$0")/../.."
bin="${1:-.build/release/modallint}"
work="${2:-${TMPDIR:-/tmp}/modallint-measure-$$}"
[ -x "$bin" ] || { echo "no modallint at $bin (swift build -c release)" >&2; exit 2; }
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"
rm -rf "$work"
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT

presenter='final class FeedViewController: UIViewController { func open() { let detail = DetailViewController(); present(detail, animated: true) } }'
detail='final class DetailViewController: UIViewController {}'

# A project folder holding one generated file and the presented class.
project() { mkdir -p "$work/$1/.git"; printf 'import UIKit\n%s\n' "$detail" > "$work/$1/Detail.swift"; }

one_line() { # NAME MEGABYTES
  project "$1"
  python3 - "$work/$1/Long.swift" "$2" "$presenter" <<'EOF'
import sys
path, mb, presenter = sys.argv[1], int(sys.argv[2]), sys.argv[3]
parts, size, i = [], 0, 0
while size < mb << 20:
    s = f"let a{i} = [{i}, ({i})]; "
    parts.append(s); size += len(s); i += 1
open(path, "w").write("".join(parts) + presenter)
EOF
}

# One line of another shape: a string literal, or `(` never closed (a token per byte).
one_line_of() { # NAME MEGABYTES string|parens
  project "$1"
  python3 - "$work/$1/Line.swift" "$2" "$3" "$presenter" <<'EOF'
import sys
path, mb, kind, presenter = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
body = 'let s = "' + "a" * (mb << 20) + '"' if kind == "string" else "let v = " + "(" * (mb << 20)
open(path, "w").write(presenter + "\n" + body + "\n")
EOF
}

nested() { # NAME DEPTH closed|unclosed
  project "$1"
  python3 - "$work/$1/Nested.swift" "$2" "$3" "$presenter" <<'EOF'
import sys
path, depth, mode, presenter = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
n = depth // 3
if mode == "closed":
    text = "let v = " + "([{" * n + "x" + "}])" * n + "\n" + presenter + "\n"
else:
    text = presenter + "\nlet v = " + "([{" * n + "\n"
open(path, "w").write(text)
EOF
}

long_function() { # NAME COUNT
  project "$1"
  python3 - "$work/$1/Branches.swift" "$2" <<'EOF'
import sys
path, n = sys.argv[1], int(sys.argv[2])
body = "".join(f"        if c{i} {{ let d = DetailViewController(); d.modalPresentationStyle = .fullScreen; present(d, animated: true) }}\n" for i in range(n))
open(path, "w").write("import UIKit\nfinal class F: UIViewController {\n    func open() {\n" + body + "        present(DetailViewController(), animated: true)\n    }\n}\n")
EOF
}

many_bindings() { # NAME COUNT
  project "$1"
  python3 - "$work/$1" "$2" "$presenter" <<'EOF'
import sys
root, count, presenter = sys.argv[1], int(sys.argv[2]), sys.argv[3]
body = "".join(f"        var a{i}: Int\n" for i in range(count))
open(f"{root}/Bindings.swift", "w").write("final class Bindings {\n    func f() {\n" + body + "    }\n}\n")
open(f"{root}/Feed.swift", "w").write("import UIKit\n" + presenter + "\n")
EOF
}

small_files() { # NAME COUNT
  project "$1"
  python3 - "$work/$1" "$2" "$presenter" <<'EOF'
import os, sys
root, count, presenter = sys.argv[1], int(sys.argv[2]), sys.argv[3]
for i in range(count):
    d = f"{root}/Module{i // 1000}"
    if i % 1000 == 0: os.makedirs(d, exist_ok=True)
    with open(f"{d}/Small{i}.swift", "w") as f:
        f.write(f"import UIKit\nfinal class Small{i}ViewController: UIViewController {{ var n = {i} }}\n")
open(f"{root}/Feed.swift", "w").write("import UIKit\n" + presenter + "\n")
EOF
}

measure() { # LABEL NAME
  local dir="$work/$2" size status findings
  size="$(du -sb --apparent-size "$dir" | cut -f1)"
  set +e
  /usr/bin/time -f '%e %U %S %M' -o "$work/time.txt" "$bin" --quiet "$dir" > "$work/out.txt" 2> "$work/err.txt"
  status=$?
  set -e
  findings="$(grep -c ': warning: \|: error: ' "$work/out.txt" || true)"
  read -r secs user sys kb < "$work/time.txt"
  printf '| %s | %s MB | %s s | %s s | %s MB | %s | %s |\n' "$1" "$(awk -v b="$size" 'BEGIN{printf "%.1f", b/1048576}')" "$secs" \
    "$(awk -v u="$user" -v s="$sys" 'BEGIN{printf "%.2f", u+s}')" "$((kb / 1024))" "$status" "$findings"
  rm -rf "$dir"
}

echo "| input | size | wall | CPU | peak RSS | exit | findings |"
echo "|---|---|---|---|---|---|---|"
one_line line5 5;   measure "one-line file, 5 MB" line5
one_line line50 50; measure "one-line file, 50 MB" line50
for mb in 5 50; do
  one_line_of "s$mb" "$mb" string; measure "one-line string literal, $mb MB" "s$mb"
  one_line_of "p$mb" "$mb" parens; measure "one line of \`(\`, $mb MB" "p$mb"
done
for depth in 10000 100000 1000000; do
  for mode in closed unclosed; do
    nested "n$depth$mode" "$depth" "$mode"; measure "$depth nested \`([{\`, $mode" "n$depth$mode"
  done
done
many_bindings b10k 10000;   measure "one body of 10,000 bindings without initialiser" b10k
many_bindings b100k 100000; measure "one body of 100,000 bindings without initialiser" b100k
small_files f10k 10000;   measure "10,000 small files" f10k
small_files f100k 100000; measure "100,000 small files" f100k
if [ "${MEASURE_LONG_FUNCTIONS:-0}" = 1 ]; then
  long_function lf1k 1000;   measure "one function, 1,000 styled presents in \`if\` blocks" lf1k
  long_function lf10k 10000; measure "one function, 10,000 styled presents in \`if\` blocks" lf10k
fi
