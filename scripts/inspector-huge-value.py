#!/usr/bin/env python3
"""Times one action's and one state's answer when a recorded value is one array of 1,000,000 items.

Writes a version-1 recording whose second action sets a field to an array of ITEMS small objects
(the first sets it to three), starts the inspector on it and asks, 5 times each, for that action
and for the state after it (each time after the state before it, so the state after it is rebuilt,
not the one kept from the last answer); prints the median and slowest time of each answer, its
size, and the server's peak resident memory (VmHWM) measured after all the answers.

    swift build -c release --product storegen-inspector
    python3 scripts/inspector-huge-value.py [.build/release/storegen-inspector] [ITEMS]
"""
import json, os, re, statistics, subprocess, sys, tempfile, time, urllib.request

inspector = sys.argv[1] if len(sys.argv) > 1 else ".build/release/storegen-inspector"
items = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
folder = tempfile.mkdtemp(prefix="inspector-huge-")
path = os.path.join(folder, "huge.inspect.jsonl")
with open(path, "w") as out:
    out.write('{"kind":"header","format":"storegen-inspector-recording","version":1,"store":"S","part":0,'
              '"pid":1,"t":1,"fields":["items"]}\n')
    out.write('{"kind":"snapshot","seq":0,"t":1,"state":{"items":[]}}\n')
    out.write('{"kind":"action","seq":1,"t":2,"name":"load","action":{"load":{}},"changed":{"items":[1,2,3]}}\n')
    huge = ",".join('{"id":%d,"title":"item %d","done":false}' % (n, n) for n in range(items))
    out.write('{"kind":"action","seq":2,"t":3,"name":"loadAll","action":{"loadAll":{}},'
              '"changed":{"items":[%s]}}\n' % huge)
    out.write('{"kind":"end","seq":2,"t":4}\n')
print(f"recording: one array of {items:,} items, {os.path.getsize(path) / 1e6:.1f} MB")

server = subprocess.Popen([inspector, path], stdout=subprocess.PIPE, text=True)
launched = time.time()
try:
    line = server.stdout.readline()
    base, token = re.search(r"(http://127\.0\.0\.1:\d+)/\?token=(\S+)", line).groups()

    def ask(endpoint, **query):
        query["token"] = token
        url = f"{base}{endpoint}?" + "&".join(f"{k}={v}" for k, v in query.items())
        start = time.time()
        with urllib.request.urlopen(url, timeout=300) as answer:
            body = answer.read()
        return time.time() - start, len(body)

    steps = [ask(endpoint, **query)[0] for endpoint, query in [
        ("/api/info", {}), ("/api/entries", {"start": 0, "count": 100}),
        ("/api/action", {"position": 1}), ("/api/state", {"after": 2})]]
    first = sum(steps)
    print(f"the page opened at the big action (info, window, action, state): {first * 1000:.0f} ms to answer, "
          f"{time.time() - launched:.2f} s after launch (each: " + ", ".join(f"{t * 1000:.0f}" for t in steps) + " ms)")
    while json.loads(urllib.request.urlopen(f"{base}/api/info?token={token}").read()).get("indexing"):
        time.sleep(0.1)
    for name, endpoint, query in [("action 1 (the big one)", "/api/action", {"position": 1}),
                                  ("state after it", "/api/state", {"after": 2})]:
        runs = []
        for _ in range(5):
            ask("/api/state", after=1)
            runs.append(ask(endpoint, **query))
        print(f"{name}: median {statistics.median(t for t, _ in runs) * 1000:.0f} ms, "
              f"slowest {max(t for t, _ in runs) * 1000:.0f} ms, {runs[0][1]:,} bytes")
    status = open(f"/proc/{server.pid}/status").read()
    for key in ("VmHWM", "VmRSS"):
        print(key, re.search(key + r":\s+(\d+ kB)", status).group(1))
finally:
    server.terminate()
    server.wait()
    os.remove(path)
