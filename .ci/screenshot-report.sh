#!/usr/bin/env bash
# Renders ModalLint's HTML audit report in headless Chromium and checks it.
#
#   .ci/screenshot-report.sh [FOLDER]     FOLDER defaults to SamplesCorpus
#
# 1. Builds modallint (release) and runs `--reporter html` on FOLDER (FOLDER is also the
#    project root, so paths in the report are relative to it).
# 2. Builds a hostile project in a temporary folder (a folder named `<img src=x onerror=…>`,
#    a file named `<script>.swift`, source with `<script>alert(1)</script>`, `&`, quotes,
#    control characters and a bidi override) and reports it too.
# 3. Loads each report with `--dump-dom` and fails on any console message (script errors,
#    Content-Security-Policy violations: the report has no scripts, so any message is a
#    fault), and checks that the hostile names and source come out as text: no `<script`
#    or `<img` element in the DOM, the escaped text present.
# 4. Takes screenshots at desktop (1366x900) and phone (390x844) widths.
#
# Everything is written to OUT_DIR (default /tmp/modallint-report), never into the
# repository. Environment:
#   OUT_DIR          where reports, screenshots and logs go
#   SCRATCH_PATH     SwiftPM scratch folder (default .build)
#   CHROMIUM         the browser binary (default: chromium, chromium-browser, google-chrome; on
#                    macOS, "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome")
#   FULL_PAGE_HEIGHT also take a tall desktop screenshot this many pixels high (e.g. 6000)
#   PRINT_PDF=1      also print the report to PDF (the print stylesheet)
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
target=${1:-$repo/SamplesCorpus}
out=${OUT_DIR:-/tmp/modallint-report}
scratch=${SCRATCH_PATH:-$repo/.build}

fail() { echo "screenshot-report: $*" >&2; exit 1; }

[ -d "$target" ] || fail "no such folder: $target"
target=$(cd "$target" && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
case "$out/" in "$repo"/*) fail "OUT_DIR must be outside the repository ($out)";; esac

chrome=${CHROMIUM:-}
if [ -z "$chrome" ]; then
    for c in chromium chromium-browser google-chrome; do
        if command -v "$c" >/dev/null 2>&1; then chrome=$(command -v "$c"); break; fi
    done
fi
[ -n "$chrome" ] || fail "Chromium not found (Debian: apt-get install -y chromium)"

chrome_flags=(--headless --disable-gpu --hide-scrollbars --no-first-run --no-default-browser-check
              --disable-extensions --disable-background-networking --mute-audio)
# Chromium's sandbox cannot start as root (containers, CI runners).
[ "$(id -u)" = 0 ] && chrome_flags+=(--no-sandbox)

echo "== building modallint (release, $scratch)"
(cd "$repo" && swift build -c release --scratch-path "$scratch" --product modallint >"$out/build.log" 2>&1) \
    || { tail -30 "$out/build.log" >&2; fail "build failed (log: $out/build.log)"; }
bin="$scratch/release/modallint"

# Runs modallint on a folder; exit 1 only means findings, 2 is a usage or I/O error.
report() {
    local folder=$1 html=$2
    local status=0
    "$bin" "$folder" --project-root "$folder" --reporter html --output "$html" --quiet || status=$?
    [ "$status" -le 1 ] || fail "modallint failed on $folder (exit $status)"
}

# Loads a report, writes its DOM to $2 and fails on any console message.
check_console() {
    local html=$1 dom=$2 log=$3
    "$chrome" "${chrome_flags[@]}" --enable-logging=stderr --v=0 --virtual-time-budget=2000 \
        --dump-dom "file://$html" >"$dom" 2>"$log" || fail "Chromium could not load $html (log: $log)"
    if grep -E ':CONSOLE|Uncaught|Content Security Policy|Refused to' "$log" >&2; then
        fail "console messages while loading $html (log: $log)"
    fi
    grep -q '</html>' "$dom" || fail "empty DOM for $html"
}

shoot() {
    local html=$1 png=$2 size=$3
    "$chrome" "${chrome_flags[@]}" --window-size="$size" --screenshot="$png" "file://$html" \
        >/dev/null 2>>"$out/chromium.log" || fail "screenshot failed: $png"
    [ -s "$png" ] || fail "no screenshot written: $png"
    echo "   $png ($size)"
}

echo "== report on $target"
html="$out/report.html"
report "$target" "$html"
echo "   $html: $(wc -c <"$html") bytes, $(grep -c '<article' "$html" || true) findings"
check_console "$html" "$out/report.dom.html" "$out/report.console.log"
echo "   console: no messages"

echo "== hostile names and source"
hostile=$(mktemp -d /tmp/modallint-hostile.XXXXXX)
trap 'rm -rf "$hostile"' EXIT
dir="$hostile/<img src=x onerror=alert(1)> & \"quoted\""
mkdir -p "$dir"
{
    printf 'import UIKit\n'
    printf 'final class ScriptViewController: UIViewController {\n'
    printf '    func open() {\n'
    printf '        // <script>alert(1)</script> & "double" '"'"'single'"'"' \033[31m bell\a\n'
    printf '        let detail = DetailViewController() // \342\200\256 reversed \342\200\254\n'
    printf '        present(detail, animated: true) /* <script>alert("x")</script> */\n'
    printf '    }\n'
    printf '}\n'
    printf 'final class DetailViewController: UIViewController {}\n'
} >"$dir/<script>.swift"
hostile_html="$out/hostile.html"
report "$hostile" "$hostile_html"
check_console "$hostile_html" "$out/hostile.dom.html" "$out/hostile.console.log"
dom="$out/hostile.dom.html"
if grep -o '<script[^>]*>' "$dom" >&2; then fail "a <script> element made it into the DOM"; fi
if grep -o '<img[^>]*>' "$dom" >&2; then fail "an <img> element made it into the DOM"; fi
grep -q '&lt;script&gt;.swift' "$dom" || fail "the file name <script>.swift is not shown as text"
grep -q '&lt;script&gt;alert(1)&lt;/script&gt;' "$dom" || fail "the source <script>alert(1)</script> is not shown as text"
grep -q '&lt;img src=x onerror=alert(1)&gt;' "$dom" || fail "the folder name is not shown as text"
grep -q '\\u{202e}' "$dom" || fail "the bidi override is not shown visibly"
grep -q '\\u{1b}' "$dom" || fail "the escape character is not shown visibly"
echo "   names and source shown as text; console: no messages"

echo "== screenshots"
shoot "$html" "$out/desktop.png" 1366,900
shoot "$html" "$out/phone.png" 390,844
shoot "$hostile_html" "$out/hostile-desktop.png" 1366,1400
if [ -n "${FULL_PAGE_HEIGHT:-}" ]; then
    shoot "$html" "$out/desktop-full.png" "1366,$FULL_PAGE_HEIGHT"
    shoot "$html" "$out/phone-full.png" "390,$FULL_PAGE_HEIGHT"
fi
if [ "${PRINT_PDF:-0}" = 1 ]; then
    "$chrome" "${chrome_flags[@]}" --no-pdf-header-footer --print-to-pdf="$out/report.pdf" "file://$html" \
        >/dev/null 2>>"$out/chromium.log" || fail "printing to PDF failed"
    echo "   $out/report.pdf"
fi
echo "OK: reports, screenshots and logs in $out"
