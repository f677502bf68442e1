#!/usr/bin/env python3
"""Writes a rendered pass page whose label rows are repeated until it holds ROWS rows, for the
extraction benchmarks: the shipped Snoqualmie page's rows block, copied, so the real layout (data-v
hashes, comments, stray whitespace) is what grows.

Usage: python3 Benchmarks/tools/big_page.py ROWS OUT
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PAGE = os.path.join(HERE, "..", "..", "Fixtures", "travel", "real-time", "mountainpasses", "snoqualmie")


def main():
    rows, out = int(sys.argv[1]), sys.argv[2]
    with open(PAGE, encoding="utf-8") as f:
        page = f.read()
    found = re.findall(r'\n      <div class="condition".*?</div>\n      </div><!---->', page, flags=re.S)
    if not found:
        sys.exit("big_page.py: no condition rows in " + PAGE)
    block = "".join(found)
    first = page.index(found[0])
    last = page.index(found[-1]) + len(found[-1])
    copies = max(1, rows // len(found))
    with open(out, "w", encoding="utf-8") as f:
        f.write(page[:first] + block * copies + page[last:])


if __name__ == "__main__":
    main()
