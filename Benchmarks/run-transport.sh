#!/usr/bin/env bash
# Transport speed: a body sent in 1 KiB chunks over loopback, fetched by passengr (libcurl transport,
# body appended in place) and by curl(1), measured side by side in this run. A body appended by
# copying would grow quadratically with its size; the ratio column shows it stays linear.
# Usage: bash Benchmarks/run-transport.sh [ROUNDS]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
rounds="${1:-7}"
work="$here/.work/transport"
mkdir -p "$work"
make -C "$root" release >/dev/null
passengr="$root/.build/static/release/passengr"

servers=()
trap 'kill "${servers[@]}" 2>/dev/null' EXIT
# One server per body size: --base-url keeps only scheme, host and port.
start_server() {
  rm -f "$work/port"
  python3 "$here/python/chunked_server.py" "$1" 1024 > "$work/port" 2>/dev/null &
  servers+=($!)
  for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
  port=$(cat "$work/port")
}

# Wall time of one command in ms, via python's monotonic clock.
time_ms() { python3 -c 'import subprocess,sys,time; t=time.monotonic(); subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); print(round((time.monotonic()-t)*1000, 2))' "$@"; }
median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

printf '%-10s %12s %12s %12s %10s\n' "body" "passengr ms" "curl ms" "startup ms" "ratio"
for size in 1048576 5242000; do
  start_server "$size"
  p="" c="" s=""
  for _ in $(seq "$rounds"); do
    rm -rf "$work/data"
    # The body is not JSON, so passengr stops right after reading it: the time is the transfer.
    p+="$(time_ms "$passengr" refresh --data-dir "$work/data" --base-url "http://127.0.0.1:$port") "
    c+="$(time_ms curl -s -o /dev/null "http://127.0.0.1:$port") "
    s+="$(time_ms "$passengr" --version) "
  done
  pm=$(echo "$p" | median); cm=$(echo "$c" | median); sm=$(echo "$s" | median)
  printf '%-10s %12s %12s %12s %9.2fx\n' "$((size / 1024)) KiB" "$pm" "$cm" "$sm" "$(awk "BEGIN {print $pm / $cm}")"
done
echo "passengr: release build; curl: $(curl --version | head -1 | cut -d' ' -f1-2); $rounds rounds, median"
