#!/usr/bin/env bash
# Compares the public API of StoreRuntime and StoreTesting with the last
# release's (the commit in API/release-baseline) and fails on a break that
# CHANGELOG.md's Unreleased section does not name: every removed or changed
# declaration must be named there (its type, member or function name, as a
# word), with what adopters change.
#
# API/package-breaks.txt lists, word for word, breaks the tool reports in
# `package` declarations (shared between StoreGen's own modules, never seen
# by an app); nothing public belongs there.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
baseline=$(grep -v '^#' API/release-baseline | head -1)
log=$(mktemp)
trap 'rm -f "$log"' EXIT

status=0
swift package diagnose-api-breaking-changes "$baseline" --products StoreRuntime StoreTesting \
    --breakage-allowlist-path API/package-breaks.txt --baseline-dir .build/api-baseline >"$log" 2>&1 || status=$?
breaks=$(grep "API breakage:" "$log" | sed -E 's/^[^A]*API breakage: //' || true)
if [ "$status" -ne 0 ] && [ -z "$breaks" ]; then
    cat "$log"
    echo "check-api-breaks: the comparison with $baseline failed (see above)"
    exit 1
fi

unreleased=$(awk '/^## \[Unreleased\]/ { inside = 1; next } /^## / { inside = 0 } inside' CHANGELOG.md)
unlisted=0
while IFS= read -r line; do
    [ -n "$line" ] || continue
    # "<kind> <Type.member(labels)> has …": the innermost name that is not an
    # initialiser or accessor is what the change log must name.
    declaration=$(sed -E 's/^[a-z]+ ([^ ]+) .*/\1/' <<<"$line" | sed -E 's/\(.*//')
    name=$(tr '.' '\n' <<<"$declaration" | grep -vxE 'init|Get|Set|Modify|subscript' | tail -1)
    if ! grep -qw -- "$name" <<<"$unreleased"; then
        echo "check-api-breaks: not named in CHANGELOG.md's Unreleased section ($name): $line"
        unlisted=1
    fi
done <<<"$breaks"
count=$(grep -c . <<<"$breaks" || true)
if [ "$unlisted" -ne 0 ]; then
    echo "check-api-breaks: name each break above in CHANGELOG.md (## [Unreleased]), with what adopters change"
    exit 1
fi
echo "check-api-breaks: $count break(s) against $baseline, each named in CHANGELOG.md"
