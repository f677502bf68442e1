"""What a user would otherwise script: the same parse, queries and text extraction with lxml."""
import sys
import time

from lxml import etree

page_path, query_path, iterations = sys.argv[1], sys.argv[2], int(sys.argv[3])
page = open(page_path, "rb").read()
queries = [etree.XPath(q) for q in open(query_path, encoding="utf-8").read().splitlines() if q]
parser = etree.HTMLParser(encoding="utf-8", no_network=True, recover=True)


def run():
    root = etree.fromstring(page, parser)
    return sum(len("".join(node.itertext()).encode("utf-8")) for query in queries for node in query(root))


checksum = run()
start = time.perf_counter_ns()
for _ in range(iterations):
    checksum += run()
elapsed = time.perf_counter_ns() - start
print(elapsed // iterations, checksum // (iterations + 1))
