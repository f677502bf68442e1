#!/usr/bin/env bash
# Every speed target of the release binary, each against a reference measured in the same run:
#   start-up      --version and status --offline against a trivial program that links Foundation and
#                 FoundationNetworking, built the same way (static Swift stdlib);
#   extraction    parse PAGE --json against xmllint --html --xpath on a 128 KB page, and a 2 MB page
#                 against the 128 KB one (Benchmarks/tools/big_page.py --bytes, as the tests make
#                 them): growth must be linear;
#   passes        status --offline --json, check (a trip over every pass), report --html and
#                 refresh with 10,000 passes
#                 against the same with 1,000 (Benchmarks/tools/big_world.py);
#   history       a refresh into a history at its automatic cap against one into a short history
#                 (both settled by one refresh first), and `history` of 20,000 records against `diff`
#                 of the last refresh;
#   fetching      refresh of 16 sources (passes added with `passengr add`, each its own page on a
#                 loopback server that answers after 200 ms, Benchmarks/python/slow_server.py)
#                 against `curl --parallel --parallel-max 6` fetching the same 16 addresses.
# Commands are interleaved round by round, so machine load hits each alike; medians are printed with
# the ratio to the reference and the target. Usage: bash Benchmarks/run-all.sh [RUNS] [ROUNDS]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
runs="${1:-5}"
rounds="${2:-3}"
work="$here/.work/all"
mkdir -p "$work"
command -v xmllint >/dev/null || { echo "needs xmllint (apt-get install libxml2-utils)" >&2; exit 1; }
# PASSENGR=path measures another build (an older one, say) against the same references.
if [ -z "${PASSENGR:-}" ]; then make -C "$root" release >/dev/null; fi
passengr="${PASSENGR:-$root/.build/static/release/passengr}"
swiftc -O -static-stdlib "$here/startup/trivial.swift" -o "$work/trivial" -Xlinker -lcurl 2>/dev/null
python3 "$here/tools/big_page.py" --bytes $((128 * 1024)) "$work/page-128k.html"
python3 "$here/tools/big_page.py" --bytes $((2 * 1024 * 1024)) "$work/page-2m.html"

# Start-up: a fresh archive of the shipped fixtures.
rm -rf "$work/data"
"$passengr" --base-url "$root/Fixtures" --data-dir "$work/data" >/dev/null

# Passes: 1,000 and 10,000, refreshed once so every pass has saved data.
for count in 1000 10000; do
  rm -rf "$work/passes-$count"
  python3 "$here/tools/big_world.py" "$count" "$work/passes-$count"
  "$passengr" refresh --base-url "$work/passes-$count/fixtures" --data-dir "$work/passes-$count/data" >/dev/null
done

# History: 20 passes; a short history and one of 20,000 records (5 MB, above the 4 MiB trigger).
# Two feeds, A and B, differ in every restriction, so each refresh records 40 changes.
for kind in short cap; do
  rm -rf "$work/history-$kind"
  records=0
  [ "$kind" = cap ] && records=20000
  python3 "$here/tools/big_world.py" 20 "$work/history-$kind" --history "$records"
  cp "$work/history-$kind/fixtures/mobile/MountainPassConditions.json" "$work/history-$kind/A.json"
  python3 "$here/tools/big_world.py" 20 "$work/history-$kind/b" --variant B
  cp "$work/history-$kind/b/fixtures/mobile/MountainPassConditions.json" "$work/history-$kind/B.json"
done
history_bytes=$(wc -c <"$work/history-cap/data/history.jsonl")

# Fetching: 16 passes of one's own, each a page that takes 200 ms to answer; the built-in ones off.
servers=()
trap 'kill "${servers[@]}" 2>/dev/null' EXIT
rm -f "$work/slow-port"
python3 "$here/python/slow_server.py" 0.2 >"$work/slow-port" 2>/dev/null &
servers+=($!)
for _ in $(seq 50); do [ -s "$work/slow-port" ] && break; sleep 0.1; done
slow_port=$(cat "$work/slow-port")
rm -rf "$work/sources-16"
for index in $(seq 16); do
  "$passengr" add "Bench $index" --url "http://127.0.0.1:$slow_port/pass-$index" --eastbound "//td[@id='e']" \
    --westbound "//td[@id='w']" --no-check --data-dir "$work/sources-16" >/dev/null 2>&1
done
"$passengr" disable blewett manastash satus snoqualmie stevens white --data-dir "$work/sources-16" >/dev/null 2>&1

python3 - "$runs" "$rounds" "$work" "$passengr" "$root/Fixtures" "$history_bytes" "$slow_port" <<'PY'
import os, shutil, statistics, subprocess, sys, time
runs, rounds, work, passengr, fixtures, history_bytes, slow_port = int(sys.argv[1]), int(sys.argv[2]), *sys.argv[3:]

def world(count):
    return ["--base-url", f"{work}/passes-{count}/fixtures", "--data-dir", f"{work}/passes-{count}/data"]

flip = {"short": 0, "cap": 0}
def next_feed(kind):
    # Alternate the feeds, so every refresh records a change for every pass.
    flip[kind] += 1
    shutil.copy(f"{work}/history-{kind}/{'AB'[flip[kind] % 2]}.json", f"{work}/history-{kind}/fixtures/mobile/MountainPassConditions.json")

def hist(kind):
    return ["--base-url", f"{work}/history-{kind}/fixtures", "--data-dir", f"{work}/history-{kind}/data"]

xpath = "/descendant::div[contains(@class,'conditionValue')]"
commands = {
    "trivial": ([f"{work}/trivial"], None),
    "version": ([passengr, "--version"], None),
    "offline": ([passengr, "status", "--offline", "--data-dir", f"{work}/data", "--base-url", fixtures], None),
    "xmllint-128k": (["xmllint", "--html", "--xpath", xpath, f"{work}/page-128k.html"], None),
    "parse-128k": ([passengr, "parse", f"{work}/page-128k.html", "--json"], None),
    "parse-2m": ([passengr, "parse", f"{work}/page-2m.html", "--json"], None),
}
for count in (1000, 10000):
    commands[f"status-{count}"] = ([passengr, "status", "--offline", "--json", *world(count)], None)
    commands[f"check-{count}"] = ([passengr, "check", "all", "--offline", "--json", *world(count)], None)
    commands[f"report-{count}"] = ([passengr, "report", "--html", "-", "--offline", *world(count)], None)
    commands[f"refresh-{count}"] = ([passengr, "refresh", *world(count)], None)
for kind in ("short", "cap"):
    commands[f"refresh-{kind}"] = ([passengr, "refresh", *hist(kind)], lambda kind=kind: next_feed(kind))
addresses = [f"http://127.0.0.1:{slow_port}/pass-{index}" for index in range(1, 17)]
commands["curl-16"] = (["curl", "-s", "--parallel", "--parallel-max", "6", *[part for address in addresses for part in (address, "-o", "/dev/null")]], None)
commands["refresh-16"] = ([passengr, "refresh", "--data-dir", f"{work}/sources-16"], None)
# `history` and `diff` read a log of 20,000 records, copied aside with its archive first. Then one
# refresh each, so the cap has settled (the refresh that crosses it cuts the log once).
os.makedirs(f"{work}/history-20000/data", mode=0o700, exist_ok=True)
for name in ("passengr.json", "history.jsonl"):
    shutil.copy(f"{work}/history-cap/data/{name}", f"{work}/history-20000/data/{name}")
# The first refresh of a world only fills in conditions; the second records changes.
for kind in ("short", "cap"):
    for _ in range(2):
        next_feed(kind)
        subprocess.run([passengr, "refresh", *hist(kind)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
settled = os.path.getsize(f"{work}/history-cap/data/history.jsonl")
commands["history"] = ([passengr, "history", "--data-dir", f"{work}/history-20000/data"], None)
commands["diff"] = ([passengr, "diff", "--data-dir", f"{work}/history-20000/data"], None)

def median_ms(command, prepare):
    times = []
    for _ in range(runs):
        if prepare:
            prepare()
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)

samples = {name: [] for name in commands}
for _ in range(rounds):
    for name, (command, prepare) in commands.items():
        samples[name].append(median_ms(command, prepare))
m = {name: statistics.median(values) for name, values in samples.items()}

rows = []
def row(label, name, reference=None, target=None):
    ratio = m[name] / m[reference] if reference else 1.0
    verdict = "" if target is None else ("ok" if ratio <= target else "MISSED")
    rows.append((label, m[name], ratio, f"{target}x" if target else "", verdict))

row("trivial Foundation + FoundationNetworking", "trivial")
row("passengr --version", "version", "trivial", 1.0)
row("passengr status --offline (fresh archive)", "offline", "trivial", 1.2)
def page(name):
    with open(f"{work}/page-{name}.html", encoding="utf-8") as f:
        text = f.read()
    return f"{len(text.encode()) // 1024} KB"
row(f"xmllint --html --xpath, small page ({page('128k')})", "xmllint-128k")
row("passengr parse PAGE --json, same page", "parse-128k", "xmllint-128k", 1.5)
row(f"passengr parse, large page ({page('2m')}) vs small", "parse-2m", "parse-128k", 17)
for command in ("status", "check", "report", "refresh"):
    row(f"{command}, 1,000 passes", f"{command}-1000")
    row(f"{command}, 10,000 passes vs 1,000", f"{command}-10000", f"{command}-1000", 11)
row("refresh into a short history", "refresh-short")
row(f"refresh into a history at its cap", "refresh-cap", "refresh-short", 2.0)
row("diff of the last refresh (20,000-record history)", "diff")
row("history, 20,000 records", "history", "diff", 10)
row("curl --parallel --parallel-max 6, 16 addresses (200 ms each)", "curl-16")
row("passengr refresh, the same 16 sources", "refresh-16", "curl-16", 1.0)

print(f"{'command':60} {'ms':>8} {'ratio':>7} {'target':>7}")
for label, ms, ratio, target, verdict in rows:
    print(f"{label:60} {ms:8.1f} {ratio:6.2f}x {target:>7} {verdict}")
print(f"(medians of {runs} runs x {rounds} interleaved rounds; history at the cap: {int(history_bytes) // 1024} KB, "
      f"{settled // 1024} KB once settled; trivial program against xmllint: {m['trivial'] / m['xmllint-128k']:.2f}x)")
PY
