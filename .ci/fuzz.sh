#!/usr/bin/env bash
# Fuzzes ModalLint's pipeline (lexer -> parser -> model -> index -> rules -> reporters) with
# libFuzzer and the address sanitizer for SECONDS (default 60), then prints exec/s and coverage.
#
#   bash .ci/fuzz.sh [SECONDS]
#
# ModalLintKit's sources and Tests/Fuzz/FuzzMain.swift are compiled into one binary (with the
# platform layer, Sources/ModalLintPlatform, built first as the module they import) with
# `swiftc -O -wmo -parse-as-library -sanitize=fuzzer,address` (not through SwiftPM: the fuzz
# entry point is not a package target). The sources are copied first, so edits made while it
# builds cannot break the build, and the binary is kept under a hash of them: an unchanged tree
# is not rebuilt. The build alone takes about 1-2 minutes on 2 cores.
#
# Before fuzzing, every input in Tests/Fuzz/regressions is replayed: one that crashes or runs
# over the 10 s timeout fails the run (the fuzzing still goes on).
# Seeds: every SamplesCorpus .swift file, and each SamplesCorpus folder as one multi-file input
# (files joined by `//@file` lines; storyboards included). New inputs go to $FUZZ_DIR/corpus
# and persist between runs; crashes and timeouts to $FUZZ_DIR/artifacts.
#
# Environment: FUZZ_DIR (default .build-fuzz, git-ignored), FUZZ_NICE=1 to run under nice,
# FUZZ_ARGS for more libFuzzer flags (e.g. "-len_control=0 -max_len=131072" to try large
# inputs at once, which finds slow inputs sooner).
# Exit status: 0 no crash, 1 a crash, timeout, out-of-memory or build failure.
set -euo pipefail
if [ "$(uname -s)" = Darwin ]; then
  echo "fuzz.sh is Linux-only: it needs libFuzzer's runtime for Swift (-sanitize=fuzzer) and lld, which the open-source Linux toolchain ships and Xcode's does not"
  exit 2
fi
cd "$(dirname "$0")/.."
root="$(pwd)"
seconds="${1:-60}"
case "$seconds" in ''|*[!0-9]*) echo "usage: $0 [SECONDS]" >&2; exit 2 ;; esac
dir="${FUZZ_DIR:-$root/.build-fuzz}"
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
nice_cmd=()
if [ "${FUZZ_NICE:-0}" = 1 ]; then nice_cmd=(nice -n 10); fi

# 1. A snapshot of the sources, and the binary for it (built only when they changed).
src="$dir/src"
rm -rf "$src"
mkdir -p "$src"
cp -R Sources/ModalLintKit "$src/ModalLintKit"
cp -R Sources/ModalLintPlatform "$src/ModalLintPlatform"
cp Tests/Fuzz/FuzzMain.swift "$src/FuzzMain.swift"
hash="$( (swiftc --version 2>&1; cd "$src" && find . -name '*.swift' -type f | LC_ALL=C sort | xargs sha256sum) | sha256sum | cut -c1-16)"
bin="$dir/modallint-fuzz-$hash"
if [ ! -x "$bin" ]; then
  echo "== building the fuzz target (swiftc -O, fuzzer + address sanitizer)"
  start=$(date +%s)
  files=()
  while IFS= read -r -d '' f; do files+=("$f"); done < <(find "$src" -name '*.swift' -type f -not -path "$src/ModalLintPlatform/*" -print0 | LC_ALL=C sort -z)
  platform=()
  while IFS= read -r -d '' f; do platform+=("$f"); done < <(find "$src/ModalLintPlatform" -name '*.swift' -type f -print0 | LC_ALL=C sort -z)
  mods="$dir/modules"
  mkdir -p "$mods"
  # The platform layer is a module of its own (the rest imports it), built first.
  if ! { swiftc -O -wmo -parse-as-library -sanitize=fuzzer,address -module-name ModalLintPlatform \
      -emit-module -emit-module-path "$mods/ModalLintPlatform.swiftmodule" -c "${platform[@]}" -o "$mods/ModalLintPlatform.o" \
    && swiftc -O -wmo -parse-as-library -sanitize=fuzzer,address -use-ld=lld -I "$mods" \
      -module-name ModalLintFuzz "${files[@]}" "$mods/ModalLintPlatform.o" -o "$bin.tmp"; } > "$dir/build.log" 2>&1; then
    grep -E 'error:' "$dir/build.log" | head -n 20 || tail -n 20 "$dir/build.log"
    echo "fuzz target build failed (full log: $dir/build.log)"
    exit 1
  fi
  mv "$bin.tmp" "$bin"
  find "$dir" -maxdepth 1 -name 'modallint-fuzz-*' ! -name "$(basename "$bin")" -delete
  echo "built in $(( $(date +%s) - start ))s"
else
  echo "== fuzz target up to date ($(basename "$bin"))"
fi

# 2. The regression inputs (Tests/Fuzz/regressions/README.md): each must run through without a
# crash or timeout. A failing one is reported and fails the run, but fuzzing still goes on.
# Inputs listed in Tests/Fuzz/regressions/open-bugs.txt (bugs not fixed yet) are replayed only
# with MODALLINT_OPEN_BUGS=1.
regressions=()
while IFS= read -r -d '' f; do regressions+=("$f"); done < <(find Tests/Fuzz/regressions -type f ! -name '*.md' ! -name '*.txt' -print0 2>/dev/null | LC_ALL=C sort -z)
failed_regressions=0
passing=()
if [ "${#regressions[@]}" -gt 0 ]; then
  echo "== replaying ${#regressions[@]} regression input(s)"
  : > "$dir/regressions.log"
  for f in "${regressions[@]}"; do
    if [ "${MODALLINT_OPEN_BUGS:-0}" != 1 ] && grep -qxF "$(basename "$f")" Tests/Fuzz/regressions/open-bugs.txt 2>/dev/null; then
      echo "skipped (open bug; MODALLINT_OPEN_BUGS=1 replays it): $f"
      continue
    fi
    one="$dir/regression-last.log"
    if ! ${nice_cmd[@]+"${nice_cmd[@]}"} "$bin" -timeout=10 -rss_limit_mb=2048 "$f" > "$one" 2>&1; then
      echo "FAILS: $f: $(grep -m1 -oE 'ERROR: libFuzzer: [a-z-]+( after [0-9]+ seconds)?|ERROR: AddressSanitizer: [a-z-]+|Fatal error: .*|fuzz invariant broken: .*' "$one" || echo crash)"
      failed_regressions=$((failed_regressions + 1))
    else
      passing+=("$f")
    fi
    cat "$one" >> "$dir/regressions.log"
  done
  if [ $failed_regressions -eq 0 ]; then echo "no failure"; fi
fi

# 3. Seeds from SamplesCorpus: each file, and each folder as one multi-file input.
seeds="$dir/seeds"
rm -rf "$seeds"
mkdir -p "$seeds" "$dir/corpus" "$dir/artifacts"
for folder in SamplesCorpus/*/; do
  name="$(basename "$folder")"
  joined="$seeds/$name.all"
  : > "$joined"
  first=1
  while IFS= read -r -d '' f; do
    case "$f" in *.swift) cp "$f" "$seeds/$name.$(basename "$f")" ;; esac
    if [ $first = 0 ]; then printf '\n//@file\n' >> "$joined"; fi
    cat "$f" >> "$joined"
    first=0
  done < <(find "$folder" -type f \( -name '*.swift' -o -name '*.storyboard' -o -name '*.xib' \) -print0 | LC_ALL=C sort -z)
done
# Passing regression inputs seed the run too (a failing one would stop it at once).
for f in ${passing[@]+"${passing[@]}"}; do cp "$f" "$seeds/regression.$(basename "$f")"; done

# 4. Fuzz. libFuzzer's log goes to a file; the summary is printed below. Leak checking stays
# on (libFuzzer reports an input that leaks); set ASAN_OPTIONS to change that.
echo "== fuzzing for ${seconds}s ($(ls "$seeds" | wc -l) seeds, $(ls "$dir/corpus" | wc -l) inputs kept from earlier runs)"
log="$dir/fuzz.log"
set +e
${nice_cmd[@]+"${nice_cmd[@]}"} "$bin" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
  -dict=Tests/Fuzz/swift.dict -artifact_prefix="$dir/artifacts/" -print_final_stats=1 \
  ${FUZZ_ARGS:-} "$dir/corpus" "$seeds" > "$log" 2>&1
status=$?
set -e

last="$(grep -E '^#[0-9]+' "$log" | tail -n 1 || true)"
echo "last status line: ${last:-none}"
grep -E '^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|slowest_unit_time_sec|peak_rss_mb)' "$log" || true
cov="$(sed -nE 's/.*cov: ([0-9]+) ft: ([0-9]+).*/\1 edges, \2 features/p' <<< "$last")"
execs="$(sed -nE 's/^stat::average_exec_per_sec: *([0-9]+).*/\1/p' "$log")"
echo "coverage: ${cov:-unknown}; exec/s: ${execs:-unknown}"
if [ $status -ne 0 ]; then
  grep -E 'ERROR: libFuzzer|ERROR: AddressSanitizer|Fatal error|fuzz invariant|deadly signal|SUMMARY|Test unit written' "$log" | head -n 20
  echo "the fuzzer found a problem (exit $status; full log: $log). Reproduce: $bin <artifact>"
  exit 1
fi
echo "no crash, timeout or out-of-memory in ${seconds}s"
if [ $failed_regressions -gt 0 ]; then
  echo "$failed_regressions regression input(s) still fail (full log: $dir/regressions.log)"
  exit 1
fi
