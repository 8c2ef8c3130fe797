#!/usr/bin/env bash
# The edit-build loop at scale: with an N-item store (GeneratorBenchmark's
# synthetic schema, default N = 1000) in a target, how long an incremental
# `swift build` takes after adding one action to the schema, against the same
# change made by hand to hand-written declarations of the same store (the
# generated files checked in as ordinary source: one enum case, its reducer
# requirement, its branch in `reduce` and its handler), with the same files
# depending on it (the reducer and a file using 20 subscriptions and 20
# actions); and against the same declarations in one file (the generator's
# output before it was split into parts).
#
#     Benchmarks/edit-build-loop.sh [N]
#
# Prints wall and CPU seconds of each incremental build (one run each: the
# machine's load is printed too) and their ratio.
set -euo pipefail
N=${1:-1000}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
[ -d /opt/swift/usr/bin ] && export PATH=/opt/swift/usr/bin:$PATH

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"

# The schema and the app file using it, from the benchmark's own generator.
cat > "$WORK/main.swift" <<'SWIFT'
let size = Int(CommandLine.arguments[2])!
let schema = SyntheticSchema(size: size)
print(CommandLine.arguments[1] == "schema" ? schema.yaml : schema.consumer, terminator: "")
SWIFT
swiftc -O "$ROOT/Benchmarks/GeneratorBenchmark/SyntheticSchema.swift" "$WORK/main.swift" -o "$WORK/emit"
( cd "$ROOT" && swift build --product storegen >/dev/null )
STOREGEN=$(cd "$ROOT" && swift build --product storegen --show-bin-path)/storegen

PACKAGE="$WORK/Loop"
mkdir -p "$PACKAGE/Sources/Generated" "$PACKAGE/Sources/Hand" "$PACKAGE/Sources/OneFile"
cat > "$PACKAGE/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "Loop",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "StoreGen", path: "$ROOT")],
    targets: [
        .target(
            name: "Generated", dependencies: [.product(name: "StoreRuntime", package: "StoreGen")],
            plugins: [.plugin(name: "StoreGenPlugin", package: "StoreGen")]),
        .target(name: "Hand", dependencies: [.product(name: "StoreRuntime", package: "StoreGen")]),
        .target(name: "OneFile", dependencies: [.product(name: "StoreRuntime", package: "StoreGen")]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
"$WORK/emit" schema "$N" > "$PACKAGE/Sources/Generated/Synthetic.store.yaml"
"$STOREGEN" generate "$PACKAGE/Sources/Generated/Synthetic.store.yaml" --output "$WORK/out" >/dev/null 2>&1
for part in "$WORK"/out/Synthetic.*.generated.swift; do
    name=$(basename "$part" .generated.swift)
    cp "$part" "$PACKAGE/Sources/Hand/$name.swift"
    # One file: the parts one after the other (imports repeat, which Swift allows).
    cat "$part" >> "$PACKAGE/Sources/OneFile/Synthetic.swift"
done
for target in Generated Hand OneFile; do
    "$STOREGEN" stubs "$PACKAGE/Sources/Generated/Synthetic.store.yaml" > "$PACKAGE/Sources/$target/Reducer.swift" 2>/dev/null
    "$WORK/emit" consumer "$N" | grep -v '^import Synthetic$' > "$PACKAGE/Sources/$target/Use.swift"
done

echo "first build (not timed)..."
swift build --package-path "$PACKAGE" >/dev/null

# A handler for the new action, in each target's reducer file.
for target in Generated Hand OneFile; do
    python3 - "$PACKAGE/Sources/$target/Reducer.swift" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read().rstrip()
assert text.endswith("}")
open(path, "w").write(text[:-1] + "\n    public mutating func actionAdded(amount: Int) {\n    }\n}\n")
PY
done
# The schema change: one action.
python3 - "$PACKAGE/Sources/Generated/Synthetic.store.yaml" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
open(path, "w").write(text.replace("\nsubscriptions:\n", "  actionAdded: {amount: Int}\n\nsubscriptions:\n"))
PY
# The same change by hand: the case, the requirement and the branch in reduce.
for file in "$PACKAGE/Sources/Hand/Synthetic.Actions.swift" "$PACKAGE/Sources/OneFile/Synthetic.swift"; do
python3 - "$file" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path).read()
enum = re.search(r"public enum SyntheticAction: [^{]*\{\n", text)
text = text[:enum.end()] + "    case actionAdded(amount: Int)\n" + text[enum.end():]
protocol = re.search(r"public protocol SyntheticReducer[^{]*\{\n", text)
text = text[:protocol.end()] + "    mutating func actionAdded(amount: Int)\n" + text[protocol.end():]
reduce = re.search(r"public mutating func reduce\(_ action: SyntheticAction\) \{\n", text)
text = (text[:reduce.end()]
        + "        if case .actionAdded(let amount) = action {\n            actionAdded(amount: amount)\n            return\n        }\n"
        + text[reduce.end():])
open(path, "w").write(text)
PY
done

measure() {
    /usr/bin/time -f "%e %U %S" -o "$WORK/time-$1" swift build --package-path "$PACKAGE" --target "$1" >/dev/null
    read -r wall user system < "$WORK/time-$1"
    echo "$wall $(python3 -c "print(round($user + $system, 2))")"
}
read -r handWall handCPU <<< "$(measure Hand)"
read -r generatedWall generatedCPU <<< "$(measure Generated)"
read -r oneWall oneCPU <<< "$(measure OneFile)"
echo "incremental build after adding one action, N = $N (swift build, debug; one run each)"
echo "  by hand to hand-written declarations:  ${handWall} s wall, ${handCPU} s CPU"
echo "  to the schema (regenerated):           ${generatedWall} s wall, ${generatedCPU} s CPU"
echo "  by hand, the declarations in one file: ${oneWall} s wall, ${oneCPU} s CPU"
python3 -c "print(f'  ratio (schema / by hand): {$generatedWall / $handWall:.2f}x wall, {$generatedCPU / $handCPU:.2f}x CPU')"
python3 -c "print(f'  ratio (schema / one file): {$generatedWall / $oneWall:.2f}x wall, {$generatedCPU / $oneCPU:.2f}x CPU')"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
