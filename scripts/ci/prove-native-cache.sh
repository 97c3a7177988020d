#!/usr/bin/env bash
# Proves both paths of the reused better-sqlite3 build (scripts/ci/cache-native-build.mjs) in a
# throw-away copy of the project whose npm cache is a temporary folder (yours is not touched):
#   1. no cached tarball (a fresh machine): `npm rebuild better-sqlite3` compiles, as `npm ci` does;
#   2. the tarball stored after it: the same rebuild unpacks it in seconds and skips node-gyp.
# Each path must leave a module that opens a database. Prints both times. Takes minutes (path 1).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
work=$(mktemp -d "${TMPDIR:-/tmp}/oz-native-cache-XXXXXX")
trap 'rm -rf "$work"' EXIT

cp package.json package-lock.json "$work/"
# Hard links for everything but the package that is rebuilt, which gets files of its own.
cp -al node_modules "$work/node_modules"
rm -rf "$work/node_modules/better-sqlite3"
cp -r node_modules/better-sqlite3 "$work/node_modules/better-sqlite3"
export npm_config_cache="$work/npm-cache"
mkdir -p "$npm_config_cache"

module="$work/node_modules/better-sqlite3"
rebuild() {
  rm -rf "$module/build"
  local start end
  start=$(date +%s.%N)
  (cd "$work" && npm rebuild better-sqlite3 --foreground-scripts --loglevel=info >"$work/$1.log" 2>&1) \
    || { cat "$work/$1.log" >&2; echo "npm rebuild failed ($1)" >&2; exit 1; }
  end=$(date +%s.%N)
  node -e "new (require(process.argv[1]))(':memory:').close()" "$module"
  elapsed=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
}

rebuild fresh
if ! grep -q 'gyp info ok' "$work/fresh.log"; then echo "expected a compile without a cached tarball" >&2; cat "$work/fresh.log" >&2; exit 1; fi
fresh=$elapsed
echo "no cached tarball: compiled in ${fresh} s, module loads"

node "$root/scripts/ci/cache-native-build.mjs" "$module"

rebuild cached
if grep -q 'gyp info' "$work/cached.log"; then echo "expected no compile with the cached tarball" >&2; cat "$work/cached.log" >&2; exit 1; fi
grep -q 'found cached prebuild' "$work/cached.log" || { cat "$work/cached.log" >&2; echo "prebuild-install did not use the tarball" >&2; exit 1; }
echo "cached tarball: unpacked in ${elapsed} s without node-gyp, module loads (compile took ${fresh} s)"
