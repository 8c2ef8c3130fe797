#!/usr/bin/env bash
# Draws CASES schemas (default 10,000) from the schema grammar and checks
# each one: rejected with located errors, or generating code that
# type-checks against StoreRuntime (one compiler run per batch of schemas).
# Prints the counts; exits non-zero when any case fails.
#
#   scripts/generative-schemas.sh [CASES] [FIRST_SEED]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
export STOREGEN_GENERATIVE_CASES="${1:-10000}"
export STOREGEN_GENERATIVE_SEED="${2:-1}"
export STOREGEN_GENERATIVE_REASONS=1
swift build --build-tests >/dev/null
log="$(mktemp)"
status=0
swift test --skip-build --filter GenerativeCompileTests >"$log" 2>&1 || status=$?
grep -A100 '^generative schemas:' "$log" | grep -E '^(generative schemas:|  [0-9])' || true
if [ "$status" -ne 0 ]; then
    sed -n '/accepted schemas that do not compile/,/compiler errors/p;/was rejected without/p;/diagnostic without a location/p' "$log" | head -200
    echo "FAILED (full log: $log)"
    exit "$status"
fi
rm -f "$log"
