#!/usr/bin/env python3
"""Hostile clients against a class server on 127.0.0.1 (never another address): prints one line per probe with what
happened and how long it took, and `N passed, N failed`. Every probe is bounded in time and count and stops by itself.

usage: class-server-probe.py PORT CODE [--key TEACHER-KEY] [--limit SECONDS] [--idle N] [--crowd N] [--only NAMES]
  --limit: how long a connection may be held before the probe calls it "never closed" (default 40)
  --idle: idle connections to open at once before checking the server still answers (default 300)
  --crowd: idle connections one other address (127.0.0.2) holds while the teacher asks for the page (default 1000)
  --key: the teacher key; the probes of a teacher's view (crowd, guesser, claim, lookalikes, remove, key) need it
Addresses of 127.0.0.0/8 other than 127.0.0.1 stand for other computers: on Linux all of them are this machine.
"""
import socket, sys, time, json, argparse, threading, random, urllib.parse

p = argparse.ArgumentParser()
p.add_argument("port", type=int)
p.add_argument("code")
p.add_argument("--limit", type=float, default=40)
p.add_argument("--idle", type=int, default=300)
p.add_argument("--only", default="")
p.add_argument("--key", default="")
p.add_argument("--crowd", type=int, default=1000)
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


def connect(source="127.0.0.1"):
    s = socket.create_connection((HOST, args.port), timeout=5, source_address=(source, 0))
    return s


def request(method, path, headers=None, body=b"", source="127.0.0.1", timeout=10):
    """One request on its own connection; returns (status, headers lower-cased, body)."""
    s = connect(source)
    head = f"{method} {path} HTTP/1.1\r\nHost: probe\r\nConnection: close\r\nContent-Length: {len(body)}\r\n"
    for name, value in (headers or {}).items():
        head += f"{name}: {value}\r\n"
    s.sendall(head.encode() + b"\r\n" + body)
    data, _, _ = read_reply(s, timeout)
    s.close()
    top, _, payload = data.partition(b"\r\n\r\n")
    fields = {}
    for line in top.decode("utf-8", "replace").split("\r\n")[1:]:
        name, _, value = line.partition(":")
        fields[name.strip().lower()] = value.strip()
    return status(data), fields, payload


def result_json(name, status="passed", passed=6, total=6):
    return json.dumps({"schemaVersion": 1, "learner": name, "language": "en", "createdAt": "2026-01-01T00:00:00Z",
                       "exercises": [{"id": "pan-clamp", "chapter": "02-under-the-content.md", "title": "The pan clamp",
                                      "status": status, "stepsPassed": passed, "stepsTotal": total}]}).encode()


def token():
    return "".join(random.choice("23456789abcdefghjkmnpqrstuvwxyz") for _ in range(32))


def post_result(name, source="127.0.0.1", code=None, learner_token=None, claim=None, **fields):
    headers = {"X-Join-Code": code or args.code, "Content-Type": "application/json"}
    if learner_token:
        headers["X-Learner-Token"] = learner_token
    if claim:
        headers["X-Claim-Code"] = claim
    return request("POST", "/api/results", headers, result_json(name, **fields), source=source)


def teacher(method, path, body=b"", extra=None):
    headers = {"X-Teacher-Key": args.key}
    headers.update(extra or {})
    return request(method, path, headers, body)


def stored_learners():
    code, _, body = teacher("GET", "/api/results?limit=1000")
    return [r["result"]["learner"] for r in json.loads(body)["results"]] if code == 200 else []


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

if wanted("crowd") and args.key:
    # One classmate (127.0.0.2) holds --crowd idle sockets; the teacher (127.0.0.1) and a third address still get in.
    held = []
    for _ in range(args.crowd):
        try:
            held.append(connect("127.0.0.2"))
        except OSError:
            break
    start = time.monotonic()
    answers = [teacher("GET", "/")[0] for _ in range(5)]
    other = request("GET", "/nothing", source="127.0.0.3")[0]
    took = time.monotonic() - start
    for c in held:
        c.close()
    check(f"a teacher gets 200 while {len(held)} idle sockets hold another address", answers == [200] * 5 and other == 404,
          f"teacher: {answers}, third address: {other}, in {took:.1f} s")

if wanted("guesser") and args.key:
    # A guesser (127.0.0.4) sends wrong join codes as fast as it can from 4 connections at once (at most 20,000, and
    # 60 before the learner starts, more than the 40 answers an address may have at once); a learner behind the same
    # address sends the right code once a second, and must be stored within 10 s.
    stop = threading.Event()
    guesses = [0]

    def guess():
        while not stop.is_set() and guesses[0] < 20_000:
            try:
                post_result("Guesser", source="127.0.0.4", code="".join(random.choice("23456789ABCDEFGHJKMNPQRSTUVWXYZ") for _ in range(8)),
                            learner_token=token())
            except OSError:
                pass
            guesses[0] += 1

    threads = [threading.Thread(target=guess) for _ in range(4)]
    for t in threads:
        t.start()
    warm = time.monotonic()
    while guesses[0] < 60 and time.monotonic() - warm < 15:
        time.sleep(0.1)  # past the 40 answers the address may have at once
    honest_token, start, joined, answers = token(), time.monotonic(), False, []
    while time.monotonic() - start < 10 and not joined:
        answers.append(post_result("Probe Honest", source="127.0.0.4", learner_token=honest_token)[0])
        joined = "Probe Honest" in stored_learners()
        if not joined:
            time.sleep(1)
    took = time.monotonic() - start
    stop.set()
    for t in threads:
        t.join(20)
    check("a learner behind a guessing address joins within 10 s", joined,
          f"stored after {took:.1f} s (answers {answers}) while {guesses[0]} guesses were sent")

if wanted("claim") and args.key:
    # A name the teacher released goes to the learner holding the claim code, not to a classmate polling for it.
    post_result("Probe Claim", source="127.0.0.5", learner_token=token())
    code, _, body = teacher("POST", "/api/release", b"name=Probe+Claim", {"Content-Type": "application/x-www-form-urlencoded"})
    claim = json.loads(body).get("claimCode") if code == 200 else None
    polled = [post_result("Probe Claim", source="127.0.0.6", learner_token=token())[0] for _ in range(30)]
    claimed = post_result("Probe Claim", source="127.0.0.5", learner_token=token(), claim=claim)[0]
    check("a released name goes to the learner who holds the teacher's claim",
          claim and all(s in (403, 429) for s in polled) and 429 in polled and claimed == 201,
          f"release {code}, 30 polls: {sorted(set(polled))} (429 after {polled.index(429) if 429 in polled else '-'}), claim: {claimed}")

if wanted("lookalikes") and args.key:
    post_result("Probe Ada", learner_token=token())
    names = {"fullwidth": "Ｐrobe Ada", "mathematical": "𝙿robe Ada", "small capitals": "ᴘrobe ᴀda",
             "soft hyphen": "Pro\u00adbe Ada", "ZWJ": "Pro\u200dbe Ada", "ZWNJ": "Pro\u200cbe Ada", "CGJ": "Pro\u034fbe Ada",
             "variation selector": "Probe A\ufe0fda", "Hangul filler": "\u3164Probe Ada", "Cyrillic": "Probe Аda", "Greek": "Ρrobe Ada"}
    outcomes = {}
    for kind, name in names.items():
        outcomes[kind] = post_result(name, learner_token=token())[0]
    page = teacher("GET", "/")[2].decode("utf-8", "replace")
    unmarked = [k for k, code in outcomes.items() if code == 201 and (names[k] + " <span class=\"lookalike\"") not in page]
    check("every listed lookalike is refused or marked", not unmarked and all(c in (201, 400, 403) for c in outcomes.values()),
          f"{outcomes}; accepted without a mark: {unmarked}")

if wanted("implausible"):
    answers = [post_result("Probe Pass", learner_token=token(), passed=p, total=t)[0] for p, t in ((0, 0), (1, 9))]
    check("passed with 0 of 0 or 1 of 9 steps is refused", answers == [400, 400], f"{answers}")

if wanted("remove") and args.key:
    post_result("Probe Junk", learner_token=token())
    code, _, body = teacher("POST", "/api/remove", b"name=Probe+Junk", {"Content-Type": "application/x-www-form-urlencoded"})
    check("the teacher removes a learner and their results", code == 200 and "Probe Junk" not in stored_learners(), f"{code} {body[:80]!r}")

if wanted("key") and args.key:
    page_status, headers, page = teacher("GET", "/")
    login, login_headers, _ = request("POST", "/login", {"Content-Type": "application/x-www-form-urlencoded"},
                                      b"key=" + urllib.parse.quote(args.key).encode())
    cookie = login_headers.get("set-cookie", "")
    session = cookie.split(";")[0]
    signed_in, signed_headers, signed_page = request("GET", "/", {"Cookie": session})
    ok = (args.key.encode() not in page and args.key.encode() not in signed_page and headers.get("referrer-policy") == "no-referrer"
          and login == 303 and "HttpOnly" in cookie and "SameSite=Strict" in cookie and signed_in == 200
          and b"name=\"csrf\"" in signed_page and b"key=" not in signed_page)
    check("the teacher key is in no page and no address; a session cookie instead", ok,
          f"page {page_status}, login {login}, cookie flags {cookie.split(';')[1:]}, signed in {signed_in}, Referrer-Policy {headers.get('referrer-policy')}")

if wanted("http"):
    s = connect()
    s.sendall(b"GET /nothing HTTP/1.1\r\nConnection: close\r\n\r\n")
    no_host = status(read_reply(s, 10)[0])
    s.close()
    s = connect()
    s.sendall(b"POST /api/results HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n")
    gzip = status(read_reply(s, 10)[0])
    s.close()
    s = connect()
    s.sendall(b"GET /nothing HTTP/1.1\r\nHost: x\r\n\r\n")
    s.shutdown(socket.SHUT_WR)
    half = status(read_reply(s, 10)[0])
    s.close()
    zh_status, zh_headers, zh_page = request("GET", "/", {"Accept-Language": "zh-CN"})
    ok = (no_host == 400 and gzip in (400, 501) and half == 404 and zh_status == 401
          and zh_headers.get("content-type", "").startswith("text/html") and "教师密钥".encode() in zh_page)
    check("HTTP details: no Host 400, gzip+chunked refused, half-close answered, sign-in page in Chinese", ok,
          f"no Host {no_host}, gzip {gzip}, half-close {half}, zh page {zh_status} {zh_headers.get('content-type')}")

print(f"{passed} passed, {failed} failed")
sys.exit(0 if failed == 0 else 1)
