# Sourced by the API checks: whether CHANGELOG.md's Unreleased section names
# each break, one per line, as the API tools print them
# ("<kind> <Type.member(labels)> has …").

# The Unreleased section of CHANGELOG.md.
unreleased_changes() {
    awk '/^## \[Unreleased\]/ { inside = 1; next } /^## / { inside = 0 } inside' CHANGELOG.md
}

# The name a break's line is about: the innermost part of its declaration
# that is not an initialiser or accessor.
break_name() {
    local declaration
    declaration=$(sed -E 's/^[A-Za-z]+ ([^ ]+) .*/\1/' <<<"$1" | sed -E 's/\(.*//')
    tr '.' '\n' <<<"$declaration" | grep -vxE 'init|Get|Set|Modify|subscript' | tail -1
}

# Prints each break of $2 (lines) that the Unreleased section does not name
# (by the declaration, or for a type change by the type it had),
# prefixed with $1 (the check's name); returns 1 when there is one.
report_unnamed_breaks() {
    local check=$1 breaks=$2 unreleased line name unlisted=0
    unreleased=$(unreleased_changes)
    while IFS= read -r line; do
        [ -n "$line" ] || continue
        name=$(break_name "$line")
        # A type change may instead be named by the type that changed
        # ("… type change from StoreRuntime.UUIDGenerator to …").
        replaced=$(sed -nE 's/.* change from ([^ ]+) to .*/\1/p' <<<"$line" | tr '.' '\n' | tail -1)
        if ! grep -qw -- "$name" <<<"$unreleased" \
            && { [ -z "$replaced" ] || ! grep -qw -- "$replaced" <<<"$unreleased"; }; then
            echo "$check: not named in CHANGELOG.md's Unreleased section ($name): $line"
            unlisted=1
        fi
    done <<<"$breaks"
    return "$unlisted"
}
