#!/usr/bin/env bash
# Effects flooding a slower store (see EffectFlood/main.swift): what an
# effect's send does at the queue's bound. Prints the actions sent and
# applied (nothing may be lost), the queue's peak length, the main thread's
# longest dispatch call and an effect's longest send, with the load.
#
#     Benchmarks/effect-flood.sh [seconds] [effects] [quiet-main]
#
# Built with `swiftc -O`, StoreRuntime's sources as a module and then the
# benchmark against it (a minute or less), rather than through the
# Benchmarks package's release build, which compiles far more.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
[ -d /opt/swift/usr/bin ] && export PATH=/opt/swift/usr/bin:$PATH

swiftc -O -wmo -swift-version 6 -module-name StoreRuntime -package-name storegen -parse-as-library \
    -emit-module -emit-module-path "$WORK/StoreRuntime.swiftmodule" \
    -c $(find "$ROOT/Sources/StoreRuntime" -name '*.swift') -o "$WORK/StoreRuntime.o"
swiftc -O -wmo -swift-version 6 -module-name EffectFlood -I "$WORK" \
    "$ROOT/Benchmarks/EffectFlood/main.swift" "$WORK/StoreRuntime.o" -o "$WORK/effect-flood"
"$WORK/effect-flood" "$@"
