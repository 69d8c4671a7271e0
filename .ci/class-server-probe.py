#!/usr/bin/env python3
"""Hostile clients against a class server on 127.0.0.1 (never another address): prints one line per probe with what
happened and how long it took, and `N passed, N failed`. Every probe is bounded in time and count and stops by itself.

usage: class-server-probe.py PORT CODE [--limit SECONDS] [--idle N]
  --limit: how long a connection may be held before the probe calls it "never closed" (default 40)
  --idle: idle connections to open at once before checking the server still answers (default 300)
"""
import socket, sys, time, json, argparse

p = argparse.ArgumentParser()
p.add_argument("port", type=int)
p.add_argument("code")
p.add_argument("--limit", type=float, default=40)
p.add_argument("--idle", type=int, default=300)
p.add_argument("--only", default="")
args = p.parse_args()
HOST = "127.0.0.1"
passed = failed = 0


def check(name, ok, detail):
    global passed, failed
    if ok:
        passed += 1
        print(f"ok: {name}: {detail}", flush=True)
    else:
        failed += 1
        print(f"FAILED: {name}: {detail}", flush=True)


def connect():
    s = socket.create_connection((HOST, args.port), timeout=5)
    return s


def read_reply(s, limit):
    """Reads until the peer closes or `limit` seconds pass; returns (bytes, seconds, closed)."""
    start = time.monotonic()
    data = b""
    s.settimeout(0.5)
    while time.monotonic() - start < limit:
        try:
            chunk = s.recv(65536)
        except socket.timeout:
            continue
        except OSError:
            return data, time.monotonic() - start, True
        if not chunk:
            return data, time.monotonic() - start, True
        data += chunk
    return data, time.monotonic() - start, False


def status(data):
    try:
        return int(data.split(b" ", 2)[1])
    except Exception:
        return None


def wanted(name):
    return not args.only or name in args.only.split(",")


if wanted("slow-header"):
    # A header sent one line a second, never finished: the server must cut it off within --limit seconds.
    s = connect()
    start = time.monotonic()
    s.sendall(b"GET / HTTP/1.1\r\n")
    closed = False
    data = b""
    i = 0
    while time.monotonic() - start < args.limit:
        try:
            s.sendall(b"X-Slow-%d: a\r\n" % i)
        except OSError:
            closed = True
            break
        i += 1
        s.settimeout(1)
        try:
            chunk = s.recv(4096)
            if not chunk:
                closed = True
                break
            data += chunk
        except socket.timeout:
            pass
        except OSError:
            closed = True
            break
    took = time.monotonic() - start
    s.close()
    check("a header sent a line a second is cut off", closed and took <= args.limit,
          f"{'closed' if closed else 'still open'} after {took:.1f} s (status {status(data)})")

if wanted("short-body"):
    s = connect()
    s.sendall(b"POST /api/results HTTP/1.1\r\nHost: x\r\nX-Join-Code: " + args.code.encode() +
              b"\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"learner\":")
    data, took, closed = read_reply(s, args.limit + 5)
    s.close()
    check("a body shorter than its Content-Length is answered or closed", (closed or data) and took <= args.limit,
          f"{'closed' if closed else 'open'} after {took:.1f} s, status {status(data)}")

if wanted("big-header"):
    s = connect()
    try:
        s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 70_000 + b"\r\n\r\n")
    except OSError:
        pass
    data, took, closed = read_reply(s, 10)
    s.close()
    check("a 70 KB header gets 431", status(data) == 431, f"status {status(data)} after {took:.1f} s")

if wanted("both-lengths"):
    s = connect()
    s.sendall(b"POST /api/results HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n")
    data, took, closed = read_reply(s, 10)
    s.close()
    check("Content-Length with chunked gets 400 and a close", status(data) == 400 and closed,
          f"status {status(data)}, {'closed' if closed else 'open'} after {took:.1f} s")

if wanted("idle"):
    s = connect()
    s.sendall(b"GET /nothing HTTP/1.1\r\nHost: x\r\n\r\n")
    s.settimeout(5)
    try:
        s.recv(65536)
    except OSError:
        pass
    data, took, closed = read_reply(s, args.limit + 5)
    s.close()
    check("an idle keep-alive connection is closed", closed and took <= args.limit, f"{'closed' if closed else 'open'} after {took:.1f} s")

if wanted("many-idle"):
    held = []
    refused = 0
    for _ in range(args.idle):
        try:
            held.append(connect())
        except OSError:
            refused += 1
    time.sleep(1)
    # While they are held, and after: the server still answers (a 503 while every slot is taken is an answer).
    answers = []
    for _ in range(3):
        try:
            s = connect()
            s.sendall(b"GET /nothing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            data, _, _ = read_reply(s, 10)
            answers.append(status(data))
            s.close()
        except OSError as e:
            answers.append(str(e))
    for s in held:
        s.close()
    time.sleep(2)
    after = None
    try:
        s = connect()
        s.sendall(b"GET /nothing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        data, _, _ = read_reply(s, 10)
        after = status(data)
        s.close()
    except OSError as e:
        after = str(e)
    check(f"{args.idle} idle connections do not stop the server", after == 404,
          f"{len(held)} held ({refused} not connected); while held: {answers}; after: {after}")

print(f"{passed} passed, {failed} failed")
sys.exit(0 if failed == 0 else 1)
