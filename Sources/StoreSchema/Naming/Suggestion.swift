import Foundation

/// "did you mean …" for misspelt keys, types and names.
///
/// The work is bounded, so a file validates in time linear in its size
/// however many misspellings it holds: each suggestion compares the name
/// with at most `maxCandidates` candidates (none is offered past that), each
/// comparison costs at most a narrow band of an edit-distance table, and one
/// file (or one target-wide check) spends at most `Budget.maxComparisons`
/// comparisons; later misspellings are still reported, without a
/// suggestion. `SchemaLoader` and `TargetValidator` give each run its
/// budget.
enum Suggestion {
    static let maxCandidates = 1_000

    /// The comparisons one file or one target-wide check may spend.
    final class Budget: @unchecked Sendable {  // every access holds `lock`
        /// Enough for hundreds of suggestions among a thousand names.
        static let maxComparisons = 200_000

        private let lock = NSLock()
        private var spent = 0

        /// How many candidates have been compared so far.
        var comparisons: Int { lock.withLock { spent } }

        /// Takes `count` comparisons if that many are left.
        fileprivate func spend(_ count: Int) -> Bool {
            lock.withLock {
                guard spent + count <= Self.maxComparisons else { return false }
                spent += count
                return true
            }
        }
    }

    /// The budget of the file or check being validated (none outside one).
    @TaskLocal static var budget: Budget?

    /// Runs `body` with a budget of its own, unless it runs within one
    /// already (a test that counts what a load spends).
    static func withBudget<T>(_ body: () throws -> T) rethrows -> T {
        if budget != nil { return try body() }
        return try $budget.withValue(Budget(), operation: body)
    }

    /// The closest candidate within a small edit distance, ties going to the
    /// earlier candidate so the suggestion is deterministic.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        guard !target.isEmpty, target.count <= 64, candidates.count <= maxCandidates else { return nil }
        guard budget?.spend(candidates.count) ?? true else { return nil }
        let limit = target.count <= 3 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - target.count) <= limit else { continue }
            let distance = editDistance(target, other, limit: limit)
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

    /// Levenshtein distance with adjacent transpositions counted as one
    /// edit, exact up to `limit` and `limit + 1` for anything further: only
    /// cells within `limit` of the diagonal can lead to a distance that
    /// small, so each row computes at most `2 * limit + 1` of them. The
    /// lengths differ by at most `limit`.
    private static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar], limit: Int) -> Int {
        let far = limit + 1
        if lhs.isEmpty { return min(rhs.count, far) }
        if rhs.isEmpty { return min(lhs.count, far) }
        var beforePrevious = [Int](repeating: far, count: rhs.count + 1)
        var previous = (0...rhs.count).map { min($0, far) }
        var current = [Int](repeating: far, count: rhs.count + 1)
        for i in 1...lhs.count {
            let low = max(1, i - limit)
            let high = min(rhs.count, i + limit)
            current[0] = min(i, far)
            current[low - 1] = low == 1 ? current[0] : far
            if high < rhs.count { current[high + 1] = far }
            if low <= high {
                for j in low...high {
                    let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                        value = min(value, beforePrevious[j - 2] + 1)
                    }
                    current[j] = min(value, far)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count]
    }
}
