#!/usr/bin/env python3
"""Times storegen-inspector on a recording of 1,000,000 actions (Docs/Inspector.md, "How it scales").

Writes a version-1 recording shaped like the CommandCounter app's (a snapshot every 1,000 actions),
starts the inspector on it and, over HTTP as the page asks:
  - the first screen: info, the first window of 100, the first action and the state after it;
  - moves: for each position, the window around it, the action and the state after it, each move
    repeated 5 times and the median kept (the machine is shared: the median is what a load spike
    does not move);
  - a name filter and a parameter search, after the index is complete;
  - the server's resident and peak resident memory (VmRSS, VmHWM), after the page's requests and
    after a sequence a heavy user could send (60 distinct searches, every name filter, windows of 500
    entries, states and actions all over).

    swift build --product storegen-inspector
    python3 scripts/inspector-scale.py [.build/debug/storegen-inspector] [ACTIONS]
"""
import json, os, re, statistics, subprocess, sys, tempfile, time, urllib.request

inspector = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/storegen-inspector"
actions = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
folder = tempfile.mkdtemp(prefix="inspector-scale-")
path = os.path.join(folder, "scale.inspect.jsonl")

started = time.time()
with open(path, "w") as out:
    t = 1_795_717_879_512
    out.write('{"kind":"header","format":"storegen-inspector-recording","version":1,"store":"CommandCounter","part":0,"pid":1,"t":%d,"fields":["count","loading","lastError"]}\n' % t)
    out.write('{"kind":"snapshot","seq":0,"t":%d,"state":{"count":0,"loading":false,"lastError":null}}\n' % t)
    count = 0
    for seq in range(1, actions + 1):
        if seq % 3 == 0:
            count = seq % 97
            out.write('{"kind":"action","seq":%d,"t":%d,"name":"fetchFinished","action":{"fetchFinished":{"count":%d}},"changed":{"count":%d,"loading":false}}\n' % (seq, t + seq, count, count))
        else:
            count += 1
            out.write('{"kind":"action","seq":%d,"t":%d,"name":"increment","action":{"increment":{}},"changed":{"count":%d}}\n' % (seq, t + seq, count))
        if seq % 1000 == 0:
            out.write('{"kind":"snapshot","seq":%d,"t":%d,"state":{"count":%d,"loading":false,"lastError":null}}\n' % (seq, t + seq, count))
    out.write('{"kind":"end","seq":%d,"t":%d}\n' % (actions, t + actions + 1))
print(f"recording: {actions:,} actions, {os.path.getsize(path) / 1e6:.0f} MB, written in {time.time() - started:.1f} s")

server = subprocess.Popen([inspector, path], stdout=subprocess.PIPE, text=True)
launched = time.time()
try:
    line = server.stdout.readline()
    base, token = re.search(r"(http://127\.0\.0\.1:\d+)/\?token=(\S+)", line).groups()

    def ask(endpoint, **query):
        query["token"] = token
        url = f"{base}{endpoint}?" + "&".join(f"{k}={urllib.request.quote(str(v))}" for k, v in query.items())
        with urllib.request.urlopen(url, timeout=120) as answer:
            return json.loads(answer.read())

    def timed(body):
        start = time.time()
        result = body()
        return time.time() - start, result

    first, info = timed(lambda: (ask("/api/info"), ask("/api/entries", start=0, count=100),
                                 ask("/api/action", position=0), ask("/api/state", after=1))[0])
    print(f"first screen: {first * 1000:.0f} ms to answer, {time.time() - launched:.2f} s after launch "
          f"(indexing: {info['indexing']}, {info['count']:,} actions indexed so far)")
    while True:
        info = ask("/api/info")
        if not info["indexing"]:
            break
        time.sleep(0.1)
    print(f"indexed: {info['count']:,} actions, {time.time() - launched:.1f} s after launch")

    def move(position):
        ask("/api/entries", start=max(0, position - 50), count=100)
        ask("/api/action", position=position)
        ask("/api/state", after=position + 1)

    for position in [p for p in [0, 999, 1_234, 500_123, 777_777, actions - 2] if p < actions]:
        times = [timed(lambda: move(position))[0] for _ in range(5)]
        print(f"move to {position:>9,}: median {statistics.median(times) * 1000:5.0f} ms (of 5: {min(times) * 1000:.0f}–{max(times) * 1000:.0f} ms)")
    filtered, _ = timed(lambda: ask("/api/entries", name="fetchFinished", start=0, count=100))
    print(f"filter by name (first time): {filtered * 1000:.0f} ms")
    searched, _ = timed(lambda: ask("/api/entries", q='"count":42', start=0, count=100))
    print(f"search every action's parameters: {searched * 1000:.0f} ms")
    def memory():
        status = open(f"/proc/{server.pid}/status").read()
        return (int(re.search(r"VmRSS:\s+(\d+) kB", status).group(1)) // 1024,
                int(re.search(r"VmHWM:\s+(\d+) kB", status).group(1)) // 1024)

    print("server memory after the page's requests: resident %d MiB, peak %d MiB" % memory())
    # What a heavy user (or another local client) may ask on top: many distinct searches (the
    # cache keeps 8), every name filter, the largest windows anywhere, states anywhere.
    sequence, _ = timed(lambda: (
        [ask("/api/entries", q=f'"count":{n}}}', start=0, count=500) for n in range(60)],
        [ask("/api/entries", name=name, start=0, count=500) for name in info["names"]],
        [ask("/api/entries", start=p, count=500) for p in range(0, actions, actions // 40)],
        [ask("/api/state", after=p) for p in range(0, actions, actions // 40)],
        [ask("/api/action", position=p) for p in range(0, actions, actions // 40)]))
    print(f"a sequence of 60 searches, every name filter, 40 windows of 500, 40 states and 40 actions: "
          f"{sequence:.1f} s")
    print("server memory after it: resident %d MiB, peak %d MiB" % memory())
    print("load average:", open("/proc/loadavg").read().split()[:3])
finally:
    server.terminate()
    server.wait()
    os.remove(path)
    os.rmdir(folder)
