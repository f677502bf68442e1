"""Serves a body of N bytes in small chunks (one send each, TCP_NODELAY), for the transport benchmark.

Usage: chunked_server.py BYTES CHUNK. Any GET answers BYTES bytes of 'x' in CHUNK-byte sends with no
Content-Length. Prints the port on stdout, then serves until killed.
"""
import socket
import sys
import threading


def serve(connection):
    try:
        connection.recv(65536)
        total, chunk = int(sys.argv[1]), int(sys.argv[2])
        connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        connection.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n")
        piece = b"x" * chunk
        sent = 0
        while sent < total:
            connection.sendall(piece[: min(chunk, total - sent)])
            sent += chunk
    except (OSError, ValueError, IndexError):
        pass
    finally:
        connection.close()


listener = socket.socket()
listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
listener.bind(("127.0.0.1", 0))
listener.listen(16)
print(listener.getsockname()[1], flush=True)
while True:
    client, _ = listener.accept()
    threading.Thread(target=serve, args=(client,), daemon=True).start()
