#!/usr/bin/env python3
"""How long the page's request waits after a burst of idle connections (Benchmarks/Results/Inspector.md).

Starts storegen-inspector under `prlimit --nofile=1024` on a small recording and, ROUNDS times:
  - the floor: one request for a window of 100 entries on a fresh connection, nothing else open;
  - the burst: BURST connections opened as fast as the kernel takes them, each sending nothing,
    then at once one request for the same window on a fresh connection, timed from its connect
    to its whole answer; the burst's connections are then closed.
Prints the median and slowest of each, the server's CPU time per burst (which the machine's load moves
far less than wall time), and the load average.

    swift build -c release --product storegen-inspector
    python3 scripts/inspector-burst.py [.build/release/storegen-inspector] [BURST] [ROUNDS]
"""
import os, re, resource, socket, statistics, subprocess, sys, tempfile, time

inspector = sys.argv[1] if len(sys.argv) > 1 else ".build/release/storegen-inspector"
burst = int(sys.argv[2]) if len(sys.argv) > 2 else 1100
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 7
# This client holds the burst's connections: it needs more descriptors than the server gets.
hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
folder = tempfile.mkdtemp(prefix="inspector-burst-")
path = os.path.join(folder, "burst.inspect.jsonl")
with open(path, "w") as out:
    out.write('{"kind":"header","format":"storegen-inspector-recording","version":1,"store":"S","part":0,"t":1,"fields":["n"]}\n')
    out.write('{"kind":"snapshot","seq":0,"t":1,"state":{"n":0}}\n')
    for seq in range(1, 1001):
        out.write('{"kind":"action","seq":%d,"t":%d,"name":"set","action":{"set":{"n":%d}},"changed":{"n":%d}}\n' % (seq, seq, seq, seq))

server = subprocess.Popen(["prlimit", "--nofile=1024", inspector, path], stdout=subprocess.PIPE, text=True)
try:
    line = server.stdout.readline()
    port, token = re.search(r"http://127\.0\.0\.1:(\d+)/\?token=(\S+)", line).groups()
    port = int(port)
    request = (f"GET /api/entries?start=0&count=100&token={token} HTTP/1.1\r\n"
               f"Host: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n").encode()

    def timed_request():
        start = time.perf_counter()
        client = socket.create_connection(("127.0.0.1", port), timeout=30)
        client.sendall(request)
        answer = b""
        while chunk := client.recv(65536):
            answer += chunk
        client.close()
        assert answer.startswith(b"HTTP/1.1 200"), answer[:80]
        return (time.perf_counter() - start) * 1000

    def cpu_ms():
        """The server's CPU time so far (user and system; prlimit runs it in its own process)."""
        fields = open(f"/proc/{server.pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")

    floors, bursts, cpu = [], [], []
    for _ in range(rounds):
        floors.append(timed_request())
        before = cpu_ms()
        idle = []
        for _ in range(burst):
            idle.append(socket.create_connection(("127.0.0.1", port), timeout=30))
        bursts.append(timed_request())
        for connection in idle:
            connection.close()
        time.sleep(1)
        cpu.append(cpu_ms() - before)
    print(f"nothing else open: median {statistics.median(floors):.1f} ms, slowest {max(floors):.1f} ms")
    print(f"after {burst:,} idle connections: median {statistics.median(bursts):.1f} ms, slowest {max(bursts):.1f} ms "
          f"(each: {', '.join(f'{b:.0f}' for b in bursts)} ms)")
    print(f"server CPU per burst (accepting, the request, closing): median {statistics.median(cpu):.0f} ms")
    print("server still running:", server.poll() is None)
    print("load average:", open("/proc/loadavg").read().split()[:3])
finally:
    server.terminate()
    server.wait()
    os.remove(path)
    os.rmdir(folder)
