#!/usr/bin/env bash
# Generated code is API too: compares the public API that today's storegen
# generates from the Standups example's schemas with what the last release's
# storegen generated from them (API/GeneratedAPI/Standups.json), and fails on
# a removed or changed declaration that CHANGELOG.md's Unreleased section
# does not name.
#
# API/GeneratedAPI/Standups/ holds the schemas and the app's own Swift (its
# reducers) as of the release. When a listed change means adopters edit
# their reducers, edit these files the way the change log says, so they keep
# standing for an adopter who followed it (`git diff <release> -- …` shows
# what was asked of them).
#
#   scripts/check-generated-api.sh            compare (needs `swift build` first)
#   scripts/check-generated-api.sh --record STOREGEN MODULES [APP]
#                                             record the baseline at a release:
#                                             that release's storegen, the folder
#                                             of its StoreRuntime.swiftmodule, and
#                                             the app code as it was then
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/changelog-names.sh
export PATH="/opt/swift/usr/bin:$PATH"
fixture=API/GeneratedAPI/Standups
schemas=$fixture
baseline=API/GeneratedAPI/Standups.json
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Generates the fixture's schemas with storegen $1, compiles them with the
# fixture's Swift against the modules in $2, and dumps the public API to $3.
dump_api() {
    local storegen=$1 modules=$2 output=$3
    "$storegen" generate "$schemas"/*.store.yaml --output "$work/generated" --files one
    mkdir -p "$work/module"
    if ! swiftc -parse-as-library -swift-version 6 -module-name Standups -emit-module \
        -emit-module-path "$work/module/Standups.swiftmodule" -I "$modules" \
        "$work"/generated/*.swift "$fixture"/*.swift >"$work/compile.log" 2>&1; then
        cat "$work/compile.log"
        echo "check-generated-api: the release's app code ($fixture) does not compile against today's"
        echo "generated code. Name the change in CHANGELOG.md with what adopters change, and make"
        echo "that change in $fixture."
        exit 1
    fi
    swift-api-digester -dump-sdk -module Standups -o "$output" -I "$work/module" -I "$modules"
}

if [ "${1:-}" = "--record" ]; then
    fixture=${4:-$fixture}
    dump_api "$2" "$3" "$baseline"
    echo "check-generated-api: recorded $baseline"
    exit 0
fi

dump_api .build/debug/storegen .build/debug/Modules "$work/current.json"
swift-api-digester -diagnose-sdk -input-paths "$baseline" -input-paths "$work/current.json" \
    -o "$work/report.txt" >/dev/null 2>&1 || true
# The report lists each change under a /* heading */; additions are not listed.
breaks=$(grep -vE '^(/\*.*\*/)?$' "$work/report.txt" || true)
count=$(grep -c . <<<"$breaks" || true)
if ! report_unnamed_breaks check-generated-api "$breaks"; then
    echo "check-generated-api: name each change above in CHANGELOG.md (## [Unreleased]), with what adopters change"
    exit 1
fi
echo "check-generated-api: $count change(s) in the Standups schemas' generated API, each named in CHANGELOG.md"
