"""Serves a small pass page for any GET after DELAY seconds, for the refresh benchmark: each
request stands for an agency that takes DELAY to answer. HTTP/1.1 with keep-alive, one thread per
connection, so a client may reuse its connections.

Usage: slow_server.py DELAY. Prints the port on stdout, then serves until killed.
"""
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

DELAY = float(sys.argv[1])
PAGE = (
    "<html><head><title>Bench Pass</title></head><body>"
    "<table><tr><td id='e'>No restrictions</td><td id='w'>No restrictions</td></tr></table>"
    "</body></html>"
).encode()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        time.sleep(DELAY)
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(PAGE)))
        self.end_headers()
        self.wfile.write(PAGE)

    def log_message(self, *args):
        pass


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print(server.server_address[1], flush=True)
server.serve_forever()
