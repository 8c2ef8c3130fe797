/// What a doc shows a program print, compared with what it printed.
///
/// A line that is exactly `…` leaves lines out: each run of lines between
/// such lines must then appear in the output, in order. Without one, the
/// output must be the block exactly.
struct Transcript {
    let segments: [[String]]

    init(_ lines: [String]) {
        segments = lines.split(separator: "…", omittingEmptySubsequences: false).map(Array.init)
    }

    var isExcerpt: Bool { segments.count > 1 }

    /// Whether `output` shows what the doc shows.
    func matches(_ output: String) -> Bool {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard isExcerpt else { return lines == segments[0] }
        var from = 0
        for segment in segments where !segment.isEmpty {
            guard let start = Self.firstIndex(of: segment, in: lines, from: from) else { return false }
            from = start + segment.count
        }
        return true
    }

    private static func firstIndex(of segment: [String], in lines: [String], from: Int) -> Int? {
        guard lines.count - segment.count >= from else { return nil }
        return (from...(lines.count - segment.count)).first { Array(lines[$0..<($0 + segment.count)]) == segment }
    }
}
