#!/usr/bin/env bash
# Soaks `pepin serve` on 127.0.0.1 and prints req/s, p99, open file handles and RSS before and
# after: wrk load, a storm of 3,000 live-reload clients that connect and leave, and 1,100 clients
# that send their headers slowly (issue 8, B2). Runs with the usual soft limit of 1,024 open files
# (the server raises it to the hard limit; SOAK_HARD_LIMIT=1 also caps the hard limit), stops
# by itself within about 60 s, and fails when the server stops answering, leaks handles or does
# not stop on SIGTERM.
# Usage: Scripts/soak-serve.sh [PATH_TO_PEPIN]   (default: .build/release/pepin, else debug)
set -euo pipefail
cd "$(dirname "$0")/.."
pepin="${1:-}"
if [[ -z "$pepin" ]]; then
    pepin=.build/release/pepin
    [[ -x "$pepin" ]] || pepin=.build/debug/pepin
fi
port="${SOAK_PORT:-18231}"
work="$(mktemp -d)"
cp -R Examples/Cookbook "$work/book"
slug="$(ls "$work/book" | grep -E '\.(md|yaml)$' | head -1 | sed -E 's/\.(md|yaml)$//')"
url="http://127.0.0.1:$port/recipes/$slug?scale=3"

(ulimit -Sn 1024; [[ -n "${SOAK_HARD_LIMIT:-}" ]] && ulimit -Hn 1024; exec "$pepin" serve "$work/book" --port "$port" >"$work/out" 2>"$work/err") &
server=$!
cleanup() { kill -9 "$server" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
for _ in $(seq 50); do curl -sf -o /dev/null "$url" && break; sleep 0.2; done

handles() { ls "/proc/$server/fd" | wc -l; }
rss() { awk '/VmRSS/ { print $2 " kB" }' "/proc/$server/status"; }
load() {
    if command -v wrk >/dev/null; then
        wrk -t2 -c32 -d5s --latency "$url" | awk '/Requests\/sec/ { r = $2 } / 99%/ { p = $2 } END { print r " req/s, p99 " p }'
    else
        echo "(wrk not installed: apt-get install wrk)"
    fi
}

echo "before:  $(load); $(handles) handles; RSS $(rss)"

python3 - "$port" <<'PY'
import socket, sys, time
port = int(sys.argv[1])
# 3,000 live-reload clients that connect, see the stream open, and leave.
for i in range(3000):
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    s.sendall(b"GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    s.recv(256)
    s.close()
# 1,100 clients that send half their headers and wait.
slow = []
for i in range(1100):
    try:
        s = socket.create_connection(("127.0.0.1", port), timeout=5)
        s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        slow.append(s)
    except OSError:
        break
# While they wait, a normal page must still answer quickly.
start = time.time()
s = socket.create_connection(("127.0.0.1", port), timeout=15)
s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
answer = s.recv(64)
print(f"storm:   3000 event clients came and went; {len(slow)} slow clients held; "
      f"a page answered {answer[:15].decode(errors='replace')!r} in {time.time() - start:.2f} s")
if not answer.startswith(b"HTTP/1.1 200"):
    sys.exit("the server stopped answering during the storm")
time.sleep(12)  # past the 10 s header timeout and the 5 s heartbeat
cut = 0
for s in slow:
    try:
        s.settimeout(0.01)
        if s.recv(1) == b"": cut += 1
    except OSError:
        cut += 1
print(f"         {cut} of {len(slow)} slow clients were cut off by the header timeout")
PY

after_handles="$(handles)"
echo "after:   $(load); $after_handles handles; RSS $(rss)"
if (( after_handles > 64 )); then echo "leak: $after_handles handles still open" >&2; exit 1; fi

kill -TERM "$server"
for _ in $(seq 50); do kill -0 "$server" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$server" 2>/dev/null; then echo "the server ignored SIGTERM" >&2; exit 1; fi
echo "SIGTERM: stopped cleanly"
