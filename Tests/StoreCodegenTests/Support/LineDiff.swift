/// A unified-style line diff (longest common subsequence), showing changed
/// lines with two lines of context, so a golden mismatch reads at a glance.
enum LineDiff {
    static func render(from old: String, to new: String, context: Int = 2) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // lengths[i][j]: LCS length of a[i...] and b[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        enum Line {
            case same(String)
            case removed(String)
            case added(String)
        }
        var lines: [Line] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append(.same(a[i]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                lines.append(.removed(a[i]))
                i += 1
            } else {
                lines.append(.added(b[j]))
                j += 1
            }
        }
        let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
        var output: [String] = []
        var lastShown = -1
        for index in lines.indices where changed.contains(where: { abs($0 - index) <= context }) {
            if lastShown >= 0, index > lastShown + 1 { output.append("…") }
            switch lines[index] {
            case .same(let text): output.append("  \(text)")
            case .removed(let text): output.append("- \(text)")
            case .added(let text): output.append("+ \(text)")
            }
            lastShown = index
        }
        return output.joined(separator: "\n")
    }
}
