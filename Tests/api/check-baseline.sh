#!/usr/bin/env bash
# The API baseline check fails on a changed surface: with the real baseline it passes; with a copy
# that lacks one public symbol and holds one the library does not have, it fails and prints both.
# Run after `bash scripts/public-api.sh --check` (it reuses the symbol graph that run built).
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PASSENGR_API_REUSE_GRAPH=1

PASSENGR_API_BASELINE=api/PassengrKit.txt bash scripts/public-api.sh --check >/dev/null

removed=$(grep -m 1 '^struct StatusQuery: ' api/PassengrKit.txt) \
  || { echo "check-baseline: the baseline has no 'struct StatusQuery' line to take out; name another" >&2; exit 1; }
{ grep -vxF "$removed" api/PassengrKit.txt; echo "func PassengrSession.teleport(): public func teleport()"; } | sort > "$work/changed.txt"
if PASSENGR_API_BASELINE="$work/changed.txt" bash scripts/public-api.sh --check >"$work/out" 2>"$work/err"; then
  echo "check-baseline: --check passed a baseline that differs from the library" >&2
  exit 1
fi
grep -qxF "+$removed" "$work/out" || { echo "check-baseline: the diff does not show the symbol the baseline lacks" >&2; cat "$work/out" >&2; exit 1; }
grep -qxF -- "-func PassengrSession.teleport(): public func teleport()" "$work/out" \
  || { echo "check-baseline: the diff does not show the symbol the library lacks" >&2; cat "$work/out" >&2; exit 1; }
grep -q "public-api: PassengrKit's public surface differs" "$work/err" || { echo "check-baseline: no message on stderr" >&2; exit 1; }
echo "check-baseline: --check passes the baseline and fails a changed one with a diff"
