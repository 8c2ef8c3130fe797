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
source scripts/lib/changelog-names.sh
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

unlisted=0
report_unnamed_breaks check-api-breaks "$breaks" || unlisted=1
count=$(grep -c . <<<"$breaks" || true)
if [ "$unlisted" -ne 0 ]; then
    echo "check-api-breaks: name each break above in CHANGELOG.md (## [Unreleased]), with what adopters change"
    exit 1
fi
echo "check-api-breaks: $count break(s) against $baseline, each named in CHANGELOG.md"
