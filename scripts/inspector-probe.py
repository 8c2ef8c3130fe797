#!/usr/bin/env python3
"""Hostile local clients against an HTTP server that prints `http://127.0.0.1:PORT/?token=T` on its
first line: storegen-inspector, or the Hummingbird server of Benchmarks/HTTPServerComparison
(Benchmarks/Results/Inspector.md). The server runs under `prlimit --nofile=1024`.

  - a 64 KB request line: how long until an answer (or the connection closes);
  - an idle connection, and one sending a header a byte every 50 ms: closed after how long (20 s at most);
  - 1,100 idle connections: is a request on a new one answered, is the server still up;
  - the page's request (a window of 100 entries, 30 times, 100 ms apart) while two clients send
    256 KB request lines in a loop and two send a header a byte every 50 ms: median, 90th, slowest.

    python3 scripts/inspector-probe.py .build/release/storegen-inspector
    python3 scripts/inspector-probe.py Benchmarks/HTTPServerComparison/.build/release/HummingbirdProbeServer
"""
import os, re, resource, socket, statistics, subprocess, sys, tempfile, threading, time

command = sys.argv[1:] or [".build/release/storegen-inspector"]
hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
folder = tempfile.mkdtemp(prefix="inspector-probe-")
path = os.path.join(folder, "probe.inspect.jsonl")
with open(path, "w") as out:
    out.write('{"kind":"header","format":"storegen-inspector-recording","version":1,"store":"S","part":0,"t":1,"fields":["n"]}\n')
    out.write('{"kind":"snapshot","seq":0,"t":1,"state":{"n":0}}\n')
    for seq in range(1, 1001):
        out.write('{"kind":"action","seq":%d,"t":%d,"name":"set","action":{"set":{"n":%d}},"changed":{"n":%d}}\n'
                  % (seq, seq, seq, seq))
arguments = command + ([] if "Hummingbird" in command[0] else [path])
server = subprocess.Popen(["prlimit", "--nofile=1024"] + arguments, stdout=subprocess.PIPE, text=True)
stop = threading.Event()
try:
    port, token = re.search(r"http://127\.0\.0\.1:(\d+)/\?token=(\S+)", server.stdout.readline()).groups()
    port = int(port)
    page = (f"GET /api/entries?start=0&count=100&token={token} HTTP/1.1\r\n"
            f"Host: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n").encode()

    def connect():
        return socket.create_connection(("127.0.0.1", port), timeout=30)

    for _ in range(100):  # Hummingbird prints its address a moment before it listens
        try:
            connect().close()
            break
        except OSError:
            time.sleep(0.05)

    def until_closed(client, limit):
        """Seconds until the server closes `client` (reading what it sends), or `limit`."""
        start = time.perf_counter()
        client.settimeout(0.2)
        while time.perf_counter() - start < limit:
            try:
                if not client.recv(65536):
                    return time.perf_counter() - start
            except socket.timeout:
                pass
            except OSError:
                return time.perf_counter() - start
        return None

    def page_request():
        start = time.perf_counter()
        client = connect()
        client.sendall(page)
        answer = b""
        while chunk := client.recv(65536):
            answer += chunk
        client.close()
        return (time.perf_counter() - start) * 1000, answer[:12]

    long_line = connect()
    start = time.perf_counter()
    long_line.sendall(b"GET /?x=" + b"A" * 65536 + b" HTTP/1.1\r\n\r\n")
    status = long_line.recv(40)[:12]
    print(f"64 KB request line: {status!r} after {(time.perf_counter() - start) * 1000:.0f} ms")

    idle, slow = connect(), connect()
    def drip(client):
        try:
            client.sendall(b"GET / HTTP/1.1\r\n")
            while not stop.is_set():
                client.sendall(b"X")
                time.sleep(0.05)
        except OSError:
            pass
    threading.Thread(target=drip, args=(slow,), daemon=True).start()
    idle_closed = until_closed(idle, 20)
    slow_closed = until_closed(slow, 1)  # measured together with idle; 1 s more at most
    print(f"idle connection closed after: {'%.1f s' % idle_closed if idle_closed else 'not within 20 s'}; "
          f"a byte every 50 ms: {'closed' if slow_closed is not None else 'still open'} by then")

    crowd = [connect() for _ in range(1100)]
    time.sleep(1)
    try:
        ms, status = page_request()
        print(f"1,100 idle connections: a new request answered {status!r} in {ms:.0f} ms; "
              f"server running: {server.poll() is None}")
    except OSError as error:
        print(f"1,100 idle connections: a new request failed ({error}); server running: {server.poll() is None}")
    for client in crowd:
        client.close()
    time.sleep(1)

    def long_lines():
        while not stop.is_set():
            try:
                client = connect()
                client.sendall(b"GET /?x=" + b"A" * 262144 + b" HTTP/1.1\r\n\r\n")
                client.close()
            except OSError:
                time.sleep(0.01)
    for _ in range(2):
        threading.Thread(target=long_lines, daemon=True).start()
    for _ in range(2):
        threading.Thread(target=drip, args=(connect(),), daemon=True).start()
    times = []
    for _ in range(30):
        times.append(page_request()[0])
        time.sleep(0.1)
    times.sort()
    print(f"page requests beside four misbehaving clients: median {statistics.median(times):.1f} ms, "
          f"90th {times[26]:.1f} ms, slowest {times[-1]:.1f} ms")
    print("server running:", server.poll() is None)
    print("load average:", open("/proc/loadavg").read().split()[:3])
finally:
    stop.set()
    server.terminate()
    server.wait()
    os.remove(path)
    os.rmdir(folder)
