#!/usr/bin/env bash
# Both SwiftPM plugins, built from source and run in the fixture package under Tests/, and the
# build command's file accesses traced. macOS and Linux; the trace needs strace (Linux), and is
# skipped, and said so, where there is none.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
cp -R "$here/Tests/PluginFixture" "$work/fixture"
# The fixture refers to ModalLint as ../..: recreate that layout with a link to this tree.
mkdir -p "$work/root"
mv "$work/fixture" "$work/root/fixture-dir"
mkdir -p "$work/root/Tests"
mv "$work/root/fixture-dir" "$work/root/Tests/PluginFixture"
for f in Package.swift Sources Plugins; do ln -s "$here/$f" "$work/root/$f"; done
cd "$work/root/Tests/PluginFixture"

echo "== command plugin: swift package lint"
set +e
swift package --disable-sandbox lint > "$work/lint.txt" 2>&1
status=$?
set -e
cat "$work/lint.txt" | tail -n 5
grep -q "Screens.swift:12:9: warning: .*ReceiptViewController.*(implicit_presentation_style)" "$work/lint.txt" \
  || { echo "FAIL: the command plugin did not report the finding"; exit 1; }
[ "$status" -eq 0 ] || { echo "FAIL: swift package lint exited $status"; exit 1; }

echo "== build tool plugin: swift build"
swift build > "$work/build.txt" 2>&1 || { tail -n 30 "$work/build.txt"; echo "FAIL: the fixture did not build"; exit 1; }
grep -q "Screens.swift:12:9: warning: .*(implicit_presentation_style)" "$work/build.txt" \
  || { tail -n 30 "$work/build.txt"; echo "FAIL: the build log has no finding"; exit 1; }
grep "implicit_presentation_style" "$work/build.txt" | head -n 1

echo "== build tool plugin: what its command reads and writes"
# The command, as the build system runs it (a verbose rebuild after touching the source).
touch Sources/FixtureApp/Screens.swift
swift build -v > "$work/build-v.txt" 2>&1 || true
command_line="$(grep -E "/modallint(-tool)? .*--touch" "$work/build-v.txt" | tail -n 1 | sed 's/^[^/]*//')"
[ -n "$command_line" ] || { echo "FAIL: the plugin's command was not found in the verbose build log"; exit 1; }
if command -v strace >/dev/null; then
  fixture="$(pwd -P)"
  workdir="$(echo "$command_line" | grep -oE -- "--touch [^ ]+" | cut -d' ' -f2 | xargs dirname)"
  set +e
  eval "strace -f -qq -e trace=openat,open,creat,rename,renameat,renameat2,unlink,unlinkat,mkdir,mkdirat -o \"$work/trace.txt\" $command_line" > /dev/null 2>&1
  set -e
  # Writes: only under the plugin work directory. Reads inside the package: only the target's
  # folder (and .modallint.yml); the toolchain, system libraries and /proc are not the package.
  python3 - "$work/trace.txt" "$fixture" "$workdir" <<'PY'
import re, sys
trace, fixture, workdir = sys.argv[1], sys.argv[2], sys.argv[3]
bad = []
for line in open(trace):
    m = re.search(r'(openat|open|creat|rename\w*|unlink\w*|mkdir\w*)\((?:AT_FDCWD, |\d+, )?"([^"]*)"(.*)', line)
    if not m or '= -1' in line: continue
    call, path, rest = m.groups()
    writes = call != 'open' and call != 'openat' or re.search(r'O_WRONLY|O_RDWR|O_CREAT', rest)
    if writes and not path.startswith(workdir):
        bad.append('writes ' + path)
    if not writes and path.startswith(fixture + '/') and not path.startswith(workdir) \
            and not path.startswith(fixture + '/Sources/FixtureApp') and not path.endswith('/.modallint.yml') \
            and '/.build/' not in path:
        bad.append('reads ' + path)
if bad:
    print('FAIL: the build command goes outside its sandbox:'); print('\n'.join('  ' + b for b in bad[:20])); sys.exit(1)
print('the command wrote only under the plugin work directory and read only the target\'s files')
PY
else
  echo "strace not installed: file accesses not traced"
fi
echo "plugins check: 3 passed, 0 failed"
