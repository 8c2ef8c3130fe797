/// A `Duration` default as the schema writes it, a number and a unit
/// (`5 minutes`, `1.5 seconds`, `250 milliseconds`), read as seconds: the
/// model keeps it a number (`Value.float`), as it keeps `Double` defaults.
enum DurationDefault {
    /// Each unit, singular or plural, and its length in seconds.
    static let units: [(name: String, seconds: Double)] = [
        ("milliseconds", 0.001), ("seconds", 1), ("minutes", 60), ("hours", 3_600),
    ]

    /// The seconds `text` stands for; `nil` unless it is a non-negative
    /// number, at most `maxSeconds` long, and one of the units.
    static func seconds(in text: String) -> Double? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 2, let amount = Double(parts[0]), amount.isFinite, amount >= 0 else { return nil }
        let unit = parts[1].lowercased()
        guard let match = units.first(where: { unit == $0.name || unit + "s" == $0.name }) else { return nil }
        let seconds = amount * match.seconds
        // Past this, `Duration` would overflow; no default means it.
        return seconds <= maxSeconds ? seconds : nil
    }

    /// About 31 million years.
    static let maxSeconds = 1e15
}
