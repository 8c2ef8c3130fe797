#!/usr/bin/env bash
# The Swift sources are as swift-format (shipped with the toolchain) writes them
# under the repository's .swift-format: 4-space indent, lines of at most 120
# characters. Fails naming each file:line:column the formatter would change.
#
#   scripts/check-format.sh               check (what .ci/run calls)
#   scripts/check-format.sh --fix         rewrite the files in place
#   scripts/check-format.sh --long-lines  list lines over 120 characters, which
#                                         the formatter cannot break (comments,
#                                         string literals): they need a hand
#   scripts/check-format.sh --files       list the files checked
#
# Checked: every tracked *.swift under Sources (the examples included), Tests,
# Plugins and Benchmarks, and Package.swift. Not checked: symbolic links (the
# plugins' links to shared files; their targets are checked), generated code,
# and test fixtures that are data a test reads or copies as they are.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

excluded='^(Benchmarks/RuntimeBenchmark/(WideModels\+All|WideState\+Value)\.swift|Tests/[^/]+/Fixtures/.*)$'

swift_files() {
    # Mode 120000 is a symbolic link.
    git ls-files -s -- Sources Tests Plugins Benchmarks Package.swift \
        | awk '$1 != "120000" { sub(/^[^\t]*\t/, ""); print }' \
        | grep '\.swift$' \
        | grep -Ev "$excluded"
}

mode="${1:-check}"
case "$mode" in
--files)
    swift_files
    ;;
--fix)
    swift_files | xargs -d '\n' swift format format --in-place --parallel
    ;;
--long-lines)
    swift_files | xargs -d '\n' awk 'length($0) > 120 { print FILENAME ":" FNR ": " length($0) " characters" }'
    ;;
check)
    report="$(mktemp)"
    trap 'rm -f "$report"' EXIT
    if swift_files | xargs -d '\n' swift format lint --strict --parallel 2>"$report"; then
        echo "check-format: $(swift_files | wc -l) Swift files formatted as .swift-format says."
    else
        sort -t: -k1,1 -k2,2n -k3,3n "$report" >&2
        files="$(cut -d: -f1 "$report" | sort -u | wc -l)"
        echo "check-format: $(wc -l <"$report") findings in $files files (listed above as file:line:column)." >&2
        echo "Run scripts/check-format.sh --fix; lines it leaves over 120 characters need a hand." >&2
        exit 1
    fi
    ;;
*)
    echo "usage: scripts/check-format.sh [--fix | --long-lines | --files]" >&2
    exit 2
    ;;
esac
