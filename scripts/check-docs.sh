#!/usr/bin/env bash
# The DocC reference of StoreRuntime and StoreTesting: it builds with no
# warning, and every public declaration has a summary.
set -euo pipefail
cd "$(dirname "$0")/.."

for target in StoreRuntime StoreTesting; do
    swift package generate-documentation --target "$target" --warnings-as-errors
done
python3 scripts/undocumented-symbols.py StoreRuntime StoreTesting
