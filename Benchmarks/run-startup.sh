#!/usr/bin/env bash
# Start-up and whole-process extraction, measured side by side in this run:
#   passengr --version and status --offline (16 passes, fresh archive) against a trivial program that
#   links Foundation and FoundationNetworking built the same way (static stdlib, libcurl dynamic);
#   passengr parse PAGE --json against xmllint --html --xpath on the same page: the shipped 104 KB
#   page, and pages whose label rows are repeated to 900 and 14,400 rows (Benchmarks/tools/big_page.py),
#   so extraction that grew faster than the page would show.
# Usage: bash Benchmarks/run-startup.sh [RUNS]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
runs="${1:-40}"
work="$here/.work/startup"
mkdir -p "$work"
command -v xmllint >/dev/null || { echo "needs xmllint (apt-get install libxml2-utils)" >&2; exit 1; }
make -C "$root" release >/dev/null
passengr="$root/.build/static/release/passengr"
swiftc -O -static-stdlib "$here/startup/trivial.swift" -o "$work/trivial" -Xlinker -lcurl 2>/dev/null
page="$root/Fixtures/travel/real-time/mountainpasses/snoqualmie"
python3 "$here/tools/big_page.py" 900 "$work/rows-900.html"
python3 "$here/tools/big_page.py" 14400 "$work/rows-14400.html"
rm -rf "$work/data"
"$passengr" --base-url "$root/Fixtures" --data-dir "$work/data" >/dev/null

python3 - "$runs" "$work/trivial" "$passengr" "$work/data" "$root/Fixtures" "$page" "$work/rows-900.html" "$work/rows-14400.html" <<'PY'
import os, statistics, subprocess, sys, time
runs, trivial, passengr, data, fixtures, page, rows900, rows14400 = int(sys.argv[1]), *sys.argv[2:]
def median_ms(command):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)
# Interleave the rounds so machine load hits every command alike.
names = ("trivial", "version", "offline", "xmllint", "parse", "xmllint-900", "parse-900", "xmllint-14400", "parse-14400")
rounds = {name: [] for name in names}
commands = {
    "trivial": [trivial],
    "version": [passengr, "--version"],
    "offline": [passengr, "status", "--offline", "--data-dir", data, "--base-url", fixtures],
    "xmllint": ["xmllint", "--html", "--xpath", "//div[contains(@class,'conditionValue')]", page],
    "parse": [passengr, "parse", page, "--json"],
    "xmllint-900": ["xmllint", "--html", "--xpath", "//div[contains(@class,'conditionValue')]", rows900],
    "parse-900": [passengr, "parse", rows900, "--json"],
    "xmllint-14400": ["xmllint", "--html", "--xpath", "/descendant::div[contains(@class,'conditionValue')]", rows14400],
    "parse-14400": [passengr, "parse", rows14400, "--json"],
}
for _ in range(5):
    for name, command in commands.items():
        rounds[name].append(median_ms(command))
m = {name: statistics.median(values) for name, values in rounds.items()}
print(f"{'command':44} {'ms':>7} {'ratio':>7} {'target':>7}")
print(f"{'trivial Foundation + FoundationNetworking':44} {m['trivial']:7.1f} {1:7.2f}x")
print(f"{'passengr --version':44} {m['version']:7.1f} {m['version'] / m['trivial']:7.2f}x {'1.0x':>7}")
print(f"{'passengr status --offline':44} {m['offline']:7.1f} {m['offline'] / m['trivial']:7.2f}x {'1.6x':>7}")
print(f"{'xmllint --html --xpath (same page)':44} {m['xmllint']:7.1f} {1:7.2f}x")
print(f"{'passengr parse PAGE --json':44} {m['parse']:7.1f} {m['parse'] / m['xmllint']:7.2f}x {'2.0x':>7}")
for rows, path in (("900", rows900), ("14400", rows14400)):
    size = os.path.getsize(path) // 1024
    print(f"{'xmllint, ' + rows + '-row page (' + str(size) + ' KB)':44} {m['xmllint-' + rows]:7.1f} {1:7.2f}x")
    print(f"{'passengr parse, same page':44} {m['parse-' + rows]:7.1f} {m['parse-' + rows] / m['xmllint-' + rows]:7.2f}x {'2.0x' if rows == '900' else '':>7}")
print(f"(trivial program against xmllint: {m['trivial'] / m['xmllint']:.2f}x; {runs} runs x 5 rounds, medians)")
PY
