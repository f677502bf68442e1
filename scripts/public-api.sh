#!/usr/bin/env bash
# The library's public surface, read from the compiler's symbol graph.
#   bash scripts/public-api.sh           the summary the README's development section shows, and the module graph
#   bash scripts/public-api.sh --write   writes the baseline, api/PassengrKit.txt: one line per public symbol, sorted
#   bash scripts/public-api.sh --check   compares the surface with the baseline; on a difference prints it and exits 1
# CI runs --check: the public surface grows (or shrinks) only with a baseline that says so.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
mode="${1:-summary}"
case "$mode" in summary|--write|--check) ;; *) echo "usage: bash scripts/public-api.sh [--write|--check]" >&2; exit 64 ;; esac

# PASSENGR_API_BASELINE names another baseline file, PASSENGR_API_REUSE_GRAPH=1 reads the graph the
# previous run wrote instead of building it again (Tests/api/check-baseline.sh uses both).
baseline="${PASSENGR_API_BASELINE:-api/PassengrKit.txt}"
if [ "${PASSENGR_API_REUSE_GRAPH:-0}" != 1 ]; then
  # A fresh graph every time: a file left by an earlier run (an extension since removed) must not count.
  find .build -type d -name symbolgraph -prune -exec rm -rf {} + 2>/dev/null || true
  if ! swift package dump-symbol-graph --minimum-access-level public >.build/symbolgraph.log 2>&1; then
    cat .build/symbolgraph.log >&2
    echo "public-api: the symbol graph could not be built (above)" >&2
    exit 1
  fi
fi
graphs=$(find .build -path "*symbolgraph/PassengrKit*.symbols.json" | sort)
if [ -z "$graphs" ]; then echo "public-api: no symbol graph of PassengrKit was written" >&2; exit 1; fi

# One line per public symbol: its kind, its path and its declaration, so a changed type or
# signature shows as well as an added or removed name. Symbols of extensions on other modules'
# types (PassengrKit@Swift.symbols.json) count: they are public surface too.
surface() {
  python3 - $graphs <<'PY'
import json, sys
lines, names, relationships = set(), {}, []
for path in sys.argv[1:]:
    graph = json.load(open(path))
    relationships += graph.get("relationships", [])
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        kind = symbol["kind"]["identifier"].removeprefix("swift.")
        name = ".".join(symbol["pathComponents"])
        names[symbol["identifier"]["precise"]] = name
        declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
        lines.add(f"{kind} {name}: {' '.join(declaration.split())}")
# What each public type conforms to is surface too (dropping Codable breaks a front end).
for relationship in relationships:
    if relationship["kind"] in ("conformsTo", "inheritsFrom") and relationship["source"] in names:
        target = names.get(relationship["target"]) or relationship.get("targetFallback") or relationship["target"]
        lines.add(f"conformance {names[relationship['source']]}: {target}")
print("\n".join(sorted(lines)))
PY
}

case "$mode" in
--write)
  mkdir -p api
  surface > "$baseline"
  echo "public-api: wrote $baseline ($(wc -l < "$baseline") lines: public symbols and conformances)"
  ;;
--check)
  current=$(mktemp)
  trap 'rm -f "$current"' EXIT
  surface > "$current"
  if ! diff -u --label "$baseline (baseline)" --label "PassengrKit (built)" "$baseline" "$current"; then
    echo "public-api: PassengrKit's public surface differs from $baseline (above); if that is meant, run bash scripts/public-api.sh --write and commit it" >&2
    exit 1
  fi
  echo "public-api: PassengrKit's public surface matches $baseline ($(wc -l < "$baseline") lines: public symbols and conformances)"
  ;;
summary)
  swift package describe --type json > .build/package.json 2>/dev/null
  python3 - .build/package.json $graphs <<'PY'
import json, sys
symbols = [s for path in sys.argv[2:] for s in json.load(open(path))["symbols"]]
kinds = ("swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.actor")
types = [s["pathComponents"] for s in symbols if s["kind"]["identifier"] in kinds]
top = sorted(path[0] for path in types if len(path) == 1)
nested = sorted(".".join(path) for path in types if len(path) > 1)
print(f"PassengrKit: {len(top)} public top-level types, {len(nested)} nested, {len(symbols)} public symbols")
print("  " + ", ".join(top))
print("  nested: " + ", ".join(nested))
print("\nmodule graph (target -> dependencies):")
for target in json.load(open(sys.argv[1]))["targets"]:
    name = target["name"]
    # The tests' own targets (Ridgeline, the test agency, and passengr-ridgeline, which runs it) are no part of it.
    if name.endswith("Tests") or name in ("TestSupport", "TestAgency", "passengr-ridgeline"):
        continue
    deps = target.get("target_dependencies", []) + target.get("product_dependencies", [])
    print(f"  {name:12} -> {', '.join(deps) if deps else '(system library)'}")
PY
  echo
  echo "imports of the front ends (passengr's command tree is PassengrCLI):"
  grep -rhoE "^import [A-Za-z]+" Sources/passengr Sources/PassengrCLI Sources/passengr-bar | sort | uniq -c
  ;;
esac
