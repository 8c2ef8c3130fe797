import StoreRuntime

/// One line of the action log, cut short so a large payload (a whole
/// catalogue) does not flood the transcript.
struct LogLine: CustomStringConvertible {
    static let maximumLength = 100

    let entry: ActionLogEntry<ShoppingAction>

    var description: String {
        let text = entry.description
        guard text.count > Self.maximumLength else { return "[log] \(text)" }
        return "[log] \(text.prefix(Self.maximumLength - 1))…"
    }
}
