#!/usr/bin/env bash
# Markup speed: ns per parse + 7 XPath queries of a ~100 KB pass page, against raw libxml2 (C, the
# floor) and Python lxml, all measured in this run. Usage: bash Benchmarks/run-markup.sh [N] [ROUNDS]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
iterations="${1:-400}"
rounds="${2:-5}"
page="$root/Fixtures/travel/real-time/mountainpasses/snoqualmie"
queries="$here/queries.txt"
work="$here/.work"
mkdir -p "$work"

# Two lxml builds: PyPI's wheel bundles its own, newer libxml2; Debian's python3-lxml links the
# same system libxml2 as Markup, which is the like-for-like comparison.
python3 -c "import lxml" 2>/dev/null || pip install --quiet lxml
if ! /usr/bin/python3 -c "import lxml" 2>/dev/null && [ "$(id -u)" -eq 0 ]; then
  apt-get install -y -qq python3-lxml >/dev/null 2>&1 || true
fi
impls="c swift lxml"
/usr/bin/python3 -c "import lxml" 2>/dev/null && impls="$impls lxml-debian"
lxml_version() { "$1" -c "import lxml.etree as e; print('.'.join(map(str, e.LIBXML_VERSION)))"; }
gcc -O2 "$here/c/markup_floor.c" $(pkg-config --cflags --libs libxml-2.0) -o "$work/markup_floor"
swift build -c release --package-path "$here" --product markup-bench >/dev/null
bench="$(swift build -c release --package-path "$here" --show-bin-path)/markup-bench"

declare -A results
for round in $(seq "$rounds"); do
  for impl in $impls; do
    case "$impl" in
      c) out=$("$work/markup_floor" "$page" "$queries" "$iterations") ;;
      swift) out=$("$bench" "$page" "$queries" "$iterations") ;;
      lxml) out=$(python3 "$here/python/markup_lxml.py" "$page" "$queries" "$iterations") ;;
      lxml-debian) out=$(/usr/bin/python3 "$here/python/markup_lxml.py" "$page" "$queries" "$iterations") ;;
    esac
    results[$impl]+="${out%% *} "
    echo "round $round $impl: ${out%% *} ns (checksum ${out##* })" >&2
  done
done

median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
c=$(echo "${results[c]}" | median)
row() { printf '%-34s %10d %7.2fx\n' "$1" "$2" "$(awk "BEGIN {print $2 / $c}")"; }
printf '\npage: %s (%d bytes), %d iterations x %d rounds, median ns per parse + %d queries\n' \
  "${page#"$root"/}" "$(wc -c <"$page")" "$iterations" "$rounds" "$(grep -c . "$queries")"
printf '%-34s %10s %8s\n' implementation ns ratio
row "libxml2 $(pkg-config --modversion libxml-2.0) (C, floor)" "$c"
row "Markup (Swift, same libxml2)" "$(echo "${results[swift]}" | median)"
row "lxml, PyPI (libxml2 $(lxml_version python3))" "$(echo "${results[lxml]}" | median)"
if [[ "$impls" == *lxml-debian* ]]; then
  row "lxml, Debian (libxml2 $(lxml_version /usr/bin/python3))" "$(echo "${results[lxml-debian]}" | median)"
fi
