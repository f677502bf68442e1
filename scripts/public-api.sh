#!/usr/bin/env bash
# The library's public surface, read from the compiler's symbol graph, and the module graph: what the
# README's development section shows. Usage: bash scripts/public-api.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
swift package dump-symbol-graph --minimum-access-level public >/dev/null 2>&1
graph=$(find .build -path "*symbolgraph/PassengrKit.symbols.json" | head -n 1)
swift package describe --type json > .build/package.json 2>/dev/null
python3 - "$graph" .build/package.json <<'PY'
import collections, json, sys
symbols = json.load(open(sys.argv[1]))["symbols"]
kinds = ("swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.actor")
types = [s["pathComponents"] for s in symbols if s["kind"]["identifier"] in kinds]
top = sorted(path[0] for path in types if len(path) == 1)
nested = sorted(".".join(path) for path in types if len(path) > 1)
print(f"PassengrKit: {len(top)} public top-level types, {len(nested)} nested, {len(symbols)} public symbols")
print("  " + ", ".join(top))
print("  nested: " + ", ".join(nested))
print("\nmodule graph (target -> dependencies):")
for target in json.load(open(sys.argv[2]))["targets"]:
    name = target["name"]
    if name.endswith("Tests") or name == "TestSupport":
        continue
    deps = target.get("target_dependencies", []) + target.get("product_dependencies", [])
    print(f"  {name:12} -> {', '.join(deps) if deps else '(system library)'}")
PY
echo
echo "imports of the executable:"
grep -rhoE "^import [A-Za-z]+" Sources/passengr | sort | uniq -c
