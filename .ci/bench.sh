#!/usr/bin/env bash
# The performance figures of README.md, measured again: a person runs this (CI does not; no
# test times anything).
#
#   bash .ci/bench.sh APPS_FOLDER [RUNS]
#
# APPS_FOLDER holds one folder per app (the README used 14 public UIKit apps, 80.8 MB of
# Swift). RUNS (default 7) repeats each timing; the median is printed, with min and max.
# Needs a release build (swift build -c release) and GNU time (/usr/bin/time).
set -euo pipefail
if [ "$(uname -s)" = Darwin ]; then
  echo "bench.sh is Linux-only: it reads peak memory and CPU times through GNU time's -f format (macOS has BSD time); on a Mac, modallint-bench alone prints the phases, MB/s and peak memory"
  exit 2
fi
cd "$(dirname "$0")/.."
apps="${1:?usage: bash .ci/bench.sh APPS_FOLDER [RUNS]}"
runs="${2:-7}"
bin=.build/release/modallint
bench=.build/release/modallint-bench
[ -x "$bin" ] && [ -x "$bench" ] || swift build -c release 2>&1 | tail -n 1

# Reads the Swift, storyboard and XIB files under the given folders into the page cache.
# Every timed run starts with this: "warm cache" is the condition of the figures, and the
# host of the machine the README was measured on takes file pages back within a minute or two
# (of 114 MB read, 24 MB were still cached two minutes later), so a cache warmed once at the
# start goes cold again during a long benchmark. (Not timed.)
warm() { find "$@" -type f \( -name '*.swift' -o -name '*.storyboard' -o -name '*.xib' \) -print0 | xargs -0 cat > /dev/null; }

# median min max of the numbers on standard input
stats() { sort -n | awk '{a[NR]=$1} END {printf "median %s (min %s, max %s, %d runs)", a[int((NR+1)/2)], a[1], a[NR], NR}'; }

echo "== lex + parse + model + index, one core (modallint-bench --jobs 1, each app its own project)"
for _ in $(seq "$runs"); do warm "$apps"; "$bench" --jobs 1 "$apps"/*/; done > /tmp/modallint-bench-1.txt
grep "lex+parse+model+index" /tmp/modallint-bench-1.txt | awk '{print $2}' | stats; echo " s"
grep "lex+parse+model+index" /tmp/modallint-bench-1.txt | awk '{print $4}' | stats; echo " MB/s"
head -n 1 /tmp/modallint-bench-1.txt

echo "== the same on all cores (--jobs 0), with the whole in-process pipeline"
for _ in $(seq "$runs"); do warm "$apps"; "$bench" "$apps"/*/; done > /tmp/modallint-bench-n.txt
grep "lex+parse+model+index" /tmp/modallint-bench-n.txt | awk '{print $4}' | stats; echo " MB/s lex+parse+model+index"
grep "end to end" /tmp/modallint-bench-n.txt | awk '{print $4}' | stats; echo " MB/s end to end in-process"
grep "cat over" /tmp/modallint-bench-n.txt | tail -n 1

bytes=$(head -n 1 /tmp/modallint-bench-1.txt | sed -E 's/.*bytes ([0-9]+).*/\1/')
echo "== full lint, json output, every app its own project (one modallint process per app)"
for _ in $(seq "$runs"); do
  warm "$apps"
  start=$(date +%s.%N)
  peak=0
  for app in "$apps"/*/; do
    kb=$( { /usr/bin/time -f "%M" "$bin" --quiet --no-progress --reporter json "$app" > /dev/null; } 2>&1 | tail -n 1)
    [ "$kb" -gt "$peak" ] && peak=$kb
  done
  end=$(date +%s.%N)
  echo "$start $end $peak"
done > /tmp/modallint-per-app.txt
awk -v b="$bytes" '{printf "%.1f\n", b / 1e6 / ($2 - $1)}' /tmp/modallint-per-app.txt | stats; echo " MB/s"
awk '{print $3 / 1024}' /tmp/modallint-per-app.txt | stats; echo " MB peak (largest app)"

echo "== full lint, json output, all apps as one project (one process)"
for _ in $(seq "$runs"); do warm "$apps"; /usr/bin/time -f "%e %M" "$bin" --quiet --no-progress --reporter json "$apps" 2>&1 > /dev/null | tail -n 1; done > /tmp/modallint-one.txt
awk -v b="$bytes" '{printf "%.1f\n", b / 1e6 / $1}' /tmp/modallint-one.txt | stats; echo " MB/s"
awk '{print $2 / 1024}' /tmp/modallint-one.txt | stats; echo " MB peak"

echo "== full lint, json output, every app its own project, one process (--project-per-path)"
for _ in $(seq "$runs"); do warm "$apps"; /usr/bin/time -f "%e %M %U %S" "$bin" --quiet --no-progress --reporter json --project-per-path "$apps"/*/ 2>&1 > /dev/null | tail -n 1; done > /tmp/modallint-per-path.txt
awk -v b="$bytes" '{printf "%.1f\n", b / 1e6 / $1}' /tmp/modallint-per-path.txt | stats; echo " MB/s"
awk '{print $2 / 1024}' /tmp/modallint-per-path.txt | stats; echo " MB peak"

echo "== the same over 1x, 2x and 4x copies of the apps (--project-per-path, copies made in a temporary folder)"
copies=$(mktemp -d)
trap 'rm -rf "$copies"' EXIT
for k in 1 2 3 4; do mkdir -p "$copies/copy$k" && cp -r "$apps"/*/ "$copies/copy$k/"; done
# Written back and read once before timing (warm cache, no write-back during the runs).
sync
"$bin" --quiet --no-progress --reporter json --project-per-path "$copies"/copy*/*/ > /dev/null || true
for n in 1 2 4; do
  set -- ; for k in $(seq "$n"); do set -- "$@" "$copies/copy$k"/*/; done
  for _ in $(seq "$runs"); do warm "$@"; /usr/bin/time -f "%e %M %U %S" "$bin" --quiet --no-progress --reporter json --project-per-path "$@" 2>&1 > /dev/null | tail -n 1; done > /tmp/modallint-scale-$n.txt
  printf "%sx: " "$n"; awk '{print $1}' /tmp/modallint-scale-$n.txt | stats; printf " s wall; "
  awk '{print $3 + $4}' /tmp/modallint-scale-$n.txt | stats; printf " s CPU; "
  awk '{print $2 / 1024}' /tmp/modallint-scale-$n.txt | stats; echo " MB peak"
done

echo "== pre-commit sized: one changed file, its whole project indexed (the largest app)"
largest=$(du -s --apparent-size "$apps"/*/ | sort -n | tail -n 1 | cut -f2)
file=$(cd "$largest" && find . -name '*ViewController.swift' | LC_ALL=C sort | sed -n 1p)
for _ in $(seq "$runs"); do warm "$largest"; (cd "$largest" && /usr/bin/time -f "%e" "$OLDPWD/$bin" --quiet --no-progress --project-root . "$file" 2>&1 > /dev/null | tail -n 1); done | stats
echo " s ($largest, $file)"

echo "== modallint --version"
start=$(date +%s.%N); for _ in $(seq 100); do "$bin" --version > /dev/null; done; end=$(date +%s.%N)
awk -v s="$start" -v e="$end" 'BEGIN {printf "%.1f ms per run (100 runs)\n", (e - s) * 10}'
