#!/usr/bin/env bash
# Checks, on Linux, that the sources would also build against Darwin's C library.
#
#   bash .ci/portability-check.sh              # the check
#   bash .ci/portability-check.sh --self-test  # the check must fail on a file that imports only Glibc
#
# 1. Only Sources/ModalLintPlatform names a C library module (Darwin, Glibc, Musl, ...) or tests
#    for one with canImport: every other file gets the C library through that module.
# 2. The package's modules are type-checked against a stand-in `Darwin` module made of glibc's
#    own declarations (the SwiftGlibc clang module, plus the few things Apple's Darwin overlay
#    adds, such as `errno`), with `Glibc` itself replaced by an empty module. The layer then takes
#    its Darwin branch, so a file that reaches the C library any other way (an `import Glibc` of
#    its own, a `Glibc.` qualified call), or that needs something only the Glibc overlay
#    declares, fails here as it would on a Mac.
# What it cannot catch: lines that only Darwin compiles (the layer's `#else` shapes of pthread_t,
# getrlimit, ru_maxrss) and the standard library's availability on macOS; both are reviewed by
# hand (docs/architecture.md, "Platforms").
# Linux only: on macOS the real build is the check.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

if [ "$(uname -s)" = Darwin ]; then
  echo "portability check: on macOS, 'swift build' is the check"; exit 0
fi

self_test=0
[ "${1:-}" = "--self-test" ] && self_test=1

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
src="$work/src"
mkdir -p "$src"
cp -R Sources "$src/Sources"
cp -R Tests "$src/Tests"
if [ "$self_test" = 1 ]; then
  # A file that forgot the layer, as code written on Linux would.
  cat > "$src/Sources/ModalLintKit/PortabilityProbe.swift" <<'SWIFT'
#if canImport(Glibc)
import Glibc
#endif

func portabilityProbe() -> Bool { isatty(2) == 1 }
SWIFT
fi

status=0

# 1. Who names a C library.
c_modules='Darwin|Glibc|Musl|ucrt|WinSDK|Android|Bionic|WASILibc'
if offenders="$(cd "$src" && grep -rnE "canImport\((${c_modules})\)|^[[:space:]]*(@_exported[[:space:]]+)?import[[:space:]]+(${c_modules})\b|\b(${c_modules})\.[a-z_]" \
    --include='*.swift' Sources Tests | grep -v '^Sources/ModalLintPlatform/')"; then
  echo "portability: only Sources/ModalLintPlatform may name a C library module:"
  echo "$offenders" | sed 's/^/  /'
  status=1
fi

# 2. Type-check against the stand-in Darwin.
standin="$work/standin"
mods="$work/modules"
mkdir -p "$standin" "$mods"
cat > "$work/Darwin.swift" <<'SWIFT'
// Stand-in for Apple's Darwin module: glibc's C declarations, plus what Darwin's Swift overlay
// declares and ModalLint may use.
@_exported import SwiftGlibc
import SwiftOverlayShims

public var errno: Int32 {
    get { __errno_location().pointee }
    set { __errno_location().pointee = newValue }
}

public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 {
    _swift_stdlib_open(path, oflag, 0)
}

public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 {
    _swift_stdlib_open(path, oflag, mode)
}

public var S_IFMT: mode_t { mode_t(0o170000) }
public var S_IFDIR: mode_t { mode_t(0o040000) }
public var S_IFREG: mode_t { mode_t(0o100000) }
public var S_IFLNK: mode_t { mode_t(0o120000) }
SWIFT
echo "" > "$work/Glibc.swift"
swiftc -parse-as-library -module-name Darwin -emit-module -emit-module-path "$standin/Darwin.swiftmodule" "$work/Darwin.swift"
swiftc -parse-as-library -module-name Glibc -emit-module -emit-module-path "$standin/Glibc.swiftmodule" "$work/Glibc.swift"

files() { find "$src/Sources/$1" -name '*.swift' -type f | LC_ALL=C sort; }
typecheck() { # MODULE [library] -> emits the module for the next ones
  local module="$1" kind="$2" list
  mapfile -t list < <(files "$module")
  local flags=(-swift-version 5 -I "$standin" -I "$mods" -module-name "${module//-/_}")
  [ "$kind" = library ] && flags+=(-parse-as-library -emit-module -emit-module-path "$mods/$module.swiftmodule")
  [ "$kind" = executable ] && flags+=(-typecheck)
  if ! swiftc "${flags[@]}" "${list[@]}" > "$work/$module.log" 2>&1; then
    echo "portability: $module does not build against the stand-in Darwin:"
    grep -E 'error:' "$work/$module.log" | sed "s|$src/||" | head -n 20 | sed 's/^/  /'
    status=1
    return 1
  fi
}
if typecheck ModalLintPlatform library && typecheck ModalLintKit library; then
  typecheck modallint executable || true
  typecheck modallint-bench executable || true
fi

if [ "$self_test" = 1 ]; then
  if [ "$status" = 0 ]; then echo "portability self-test FAILED: a file importing only Glibc passed"; exit 1; fi
  echo "portability self-test: the probe file importing only Glibc was caught (as above)"
  exit 0
fi
if [ "$status" = 0 ]; then echo "portability: every module builds against the stand-in Darwin"; fi
exit "$status"
