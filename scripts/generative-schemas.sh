#!/usr/bin/env bash
# Draws CASES schemas (default 10,000) from the schema grammar and checks
# each one: rejected with located errors, or generating code that
# type-checks against StoreRuntime (one compiler run per batch of schemas).
# Then draws NAMES names (default 1,000) from the edges of Unicode and puts
# each in every place a schema has a name: rejected with the code point
# named, or compiling everywhere. Prints the counts; exits non-zero when any
# case fails.
#
#   scripts/generative-schemas.sh [CASES] [FIRST_SEED] [NAMES]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
export STOREGEN_GENERATIVE_CASES="${1:-10000}"
export STOREGEN_GENERATIVE_SEED="${2:-1}"
export STOREGEN_GENERATIVE_REASONS=1
export STOREGEN_UNICODE_NAMES="${3:-1000}"
swift build --build-tests >/dev/null
log="$(mktemp)"
status=0
swift test --skip-build --filter 'GenerativeCompileTests|UnicodeNameCompileTests' >"$log" 2>&1 || status=$?
grep -A100 '^generative schemas:' "$log" | grep -E '^(generative schemas:|  [0-9])' || true
grep '^unicode names:' "$log" || true
if [ "$status" -ne 0 ]; then
    sed -n '/accepted schemas that do not compile/,/compiler errors/p;/was rejected without/p;/diagnostic without a location/p;/accepted names that do not compile/,+20p;/accepted in some places only/p' "$log" | head -200
    echo "FAILED (full log: $log)"
    exit "$status"
fi
rm -f "$log"
