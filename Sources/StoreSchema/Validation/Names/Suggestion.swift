/// "did you mean …" for misspelt keys, types and names.
///
/// Suggestions are for human-sized lists: past `maxCandidates` none is
/// offered, so a generated schema with thousands of names and thousands of
/// typos stays linear instead of comparing every pair.
enum Suggestion {
    static let maxCandidates = 1_000

    /// The closest candidate within a small edit distance, ties going to the
    /// earlier candidate so the suggestion is deterministic.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        guard !target.isEmpty, target.count <= 64, candidates.count <= maxCandidates else { return nil }
        let limit = target.count <= 3 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - target.count) <= limit else { continue }
            let distance = editDistance(target, other)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// `"; did you mean 'state'?"`, or nothing when no candidate is close.
    static func clause(for name: String, in candidates: [String]) -> String? {
        closest(to: name, in: candidates).map { "did you mean \(Quoting.quote($0))?" }
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    private static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count]
    }
}
