#!/usr/bin/env bash
# The Swift sources are as swift-format (shipped with the toolchain) writes them
# under the repository's .swift-format: 4-space indent, lines of at most 120
# characters. Fails naming each file:line:column the formatter would change
# and each line over 120 characters.
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

excluded='^Tests/[^/]+/Fixtures/.*$'

swift_files() {
    # Mode 120000 is a symbolic link.
    git ls-files -s -- Sources Tests Plugins Benchmarks Package.swift \
        | awk '$1 != "120000" { sub(/^[^\t]*\t/, ""); print }' \
        | grep '\.swift$' \
        | grep -Ev "$excluded"
}

# Lines over 120 characters (not bytes), as file:line: text. swift-format
# breaks code but leaves comments and string literals as they are.
long_lines() {
    swift_files | LC_ALL=C.UTF-8 xargs -d '\n' grep -nHE '^.{121}' || true
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
    long_lines
    ;;
check)
    report="$(mktemp)"
    trap 'rm -f "$report"' EXIT
    status=0
    if ! swift_files | xargs -d '\n' swift format lint --strict --parallel 2>"$report"; then
        sort -t: -k1,1 -k2,2n -k3,3n "$report" >&2
        files="$(cut -d: -f1 "$report" | sort -u | wc -l)"
        echo "check-format: $(wc -l <"$report") findings of swift-format in $files files (file:line:column above);" >&2
        echo "    scripts/check-format.sh --fix rewrites them." >&2
        status=1
    fi
    long_lines | cut -d: -f1,2 | sed 's/$/: line over 120 characters/' >"$report"
    if [ -s "$report" ]; then
        cat "$report" >&2
        echo "check-format: $(wc -l <"$report") lines over 120 characters (listed above): swift-format does not" >&2
        echo "    break comments and string literals; rewrap the comment, or split the literal (a" >&2
        echo "    multi-line literal whose lines end in a backslash keeps the same string)." >&2
        status=1
    fi
    if [ "$status" = 0 ]; then
        echo "check-format: $(swift_files | wc -l) Swift files formatted as .swift-format says, lines <= 120."
    fi
    exit "$status"
    ;;
*)
    echo "usage: scripts/check-format.sh [--fix | --long-lines | --files]" >&2
    exit 2
    ;;
esac
