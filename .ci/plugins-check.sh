#!/usr/bin/env bash
# Both SwiftPM plugins, built from source and run in the fixture package under Tests/.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
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
echo "plugins check: 2 passed, 0 failed"
