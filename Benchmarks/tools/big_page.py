#!/usr/bin/env python3
"""Writes a rendered pass page whose label rows are repeated until it holds ROWS rows, for the
extraction benchmarks: the shipped Snoqualmie page's rows block, copied, so the real layout (data-v
hashes, comments, stray whitespace) is what grows.

With --bytes, ROWS is instead the least size in bytes, and the page is made as the tests'
LargePage.make(atLeast:) makes it: the span from the first row to the last, repeated.

Usage: python3 Benchmarks/tools/big_page.py ROWS OUT
       python3 Benchmarks/tools/big_page.py --bytes BYTES OUT
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PAGE = os.path.join(HERE, "..", "..", "Fixtures", "travel", "real-time", "mountainpasses", "snoqualmie")


def at_least(size, out, page):
    first = page.index('\n      <div class="condition"')
    close = '</div>\n      </div><!---->'
    last = page.rindex(close) + len(close)
    head, rows, tail = page[:first], page[first:last], page[last:]
    length = lambda text: len(text.encode("utf-8"))
    copies = max(1, (size - length(head) - length(tail)) // length(rows) + 1)
    with open(out, "w", encoding="utf-8") as f:
        f.write(head + rows * copies + tail)


def main():
    with open(PAGE, encoding="utf-8") as f:
        page = f.read()
    if sys.argv[1] == "--bytes":
        at_least(int(sys.argv[2]), sys.argv[3], page)
        return
    rows, out = int(sys.argv[1]), sys.argv[2]
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
