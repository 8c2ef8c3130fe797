import CustomDump

/// Why an actual state is not the expected one, as lines of a failure message.
///
/// The states are diffed by swift-custom-dump: each is dumped as Swift would
/// spell it and the dumps are compared, so a failure shows the fields that
/// differ in place (`-` expected, `+` actual) with unchanged neighbours folded
/// to `…`. Collections are matched by element — by `id` for `Identifiable`
/// elements — not by index, so a todo inserted at the front reads as one added
/// element, not as every element changed.
enum StateDiff {
    static let legend = "(-expected +actual)"

    /// A note when the action changed nothing, then the diff. Called only for
    /// states that `==` says differ; `before` is `nil` when no action was applied.
    static func lines<State>(before: State?, actual: State, expected: State) -> [String] {
        var lines: [String] = []
        let actualDump = dump(actual)
        if let before, dump(before) == actualDump {
            lines.append("the action left the state unchanged")
        }
        let expectedDump = dump(expected)
        guard actualDump != expectedDump, let difference = diff(expected, actual) else {
            // A custom `==` that disagrees with the fields: nothing to point
            // at, so both states whole.
            lines.append("the states dump the same; their == says they differ:")
            lines += ["actual:   " + actualDump, "expected: " + expectedDump]
            return lines
        }
        lines.append(legend)
        lines += difference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines
    }

    /// A value as custom-dump spells it, e.g. `Tracker(title: "x", …)`.
    static func dump<Value>(_ value: Value) -> String {
        String(customDumping: value)
    }
}
