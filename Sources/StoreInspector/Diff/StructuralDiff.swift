import Foundation

/// Where a changed field's before and after differ, as paths inside it
/// (`todos[1].completed: false → true`), so a user sees what an action did
/// instead of comparing two copies of a whole value. Objects are compared
/// member by member; arrays whose elements all carry a distinct `id` are
/// matched by it (an element moved, added or removed is reported as such),
/// other arrays by position.
enum StructuralDiff {
    /// The most paths reported for one action: a reducer that rewrites a
    /// whole collection gets the first ones and a count of the rest.
    static let maxChanges = 200

    /// One path whose value differs. `before` or `after` is `nil` where the
    /// value is absent on that side (added or removed).
    struct Change {
        var path: String
        var before: Any?
        var after: Any?
        /// For an element matched by `id` that moved: where it was.
        var movedFrom: String?
    }

    /// The changes inside `field`, at most `limit`, and how many more there were.
    static func changes(field: String, before: Any?, after: Any?, limit: Int = maxChanges)
        -> (changes: [Change], omitted: Int)
    {
        var collector = Collector(limit: limit)
        collector.compare(before, after, at: Path.field(field))
        return (collector.changes, collector.omitted)
    }

    private struct Collector {
        let limit: Int
        var changes: [Change] = []
        var omitted = 0

        mutating func report(_ change: Change) {
            if changes.count < limit { changes.append(change) } else { omitted += 1 }
        }

        mutating func compare(_ before: Any?, _ after: Any?, at path: String) {
            switch (before, after) {
            case (nil, nil):
                return
            case (let before as [String: Any], let after as [String: Any]):
                for key in Set(before.keys).union(after.keys).sorted() {
                    compare(before[key], after[key], at: Path.member(key, of: path))
                }
            case (let before as [Any], let after as [Any]):
                if let beforeIDs = Self.ids(of: before), let afterIDs = Self.ids(of: after) {
                    compareByID(before, beforeIDs, after, afterIDs, at: path)
                } else {
                    for index in 0..<max(before.count, after.count) {
                        compare(
                            before.indices.contains(index) ? before[index] : nil,
                            after.indices.contains(index) ? after[index] : nil, at: Path.element(index, of: path))
                    }
                }
            default:
                if let before, let after, Self.same(before, after) { return }
                report(Change(path: path, before: before, after: after))
            }
        }

        /// Elements with the same `id` compared with each other, wherever they are.
        private mutating func compareByID(
            _ before: [Any], _ beforeIDs: [String], _ after: [Any], _ afterIDs: [String],
            at path: String
        ) {
            let beforeIndex = Dictionary(uniqueKeysWithValues: beforeIDs.enumerated().map { ($1, $0) })
            let afterIDSet = Set(afterIDs)
            for (index, id) in beforeIDs.enumerated() where !afterIDSet.contains(id) {
                report(Change(path: Path.element(index, of: path), before: before[index], after: nil))
            }
            // Moved: the kept elements outside the longest run that kept its order.
            let kept = afterIDs.enumerated().compactMap { index, id in beforeIndex[id].map { (from: $0, to: index) } }
            for move in Self.outOfOrder(kept) {
                report(Change(path: Path.element(move.to, of: path), movedFrom: Path.element(move.from, of: path)))
            }
            for (index, id) in afterIDs.enumerated() {
                if let old = beforeIndex[id] {
                    compare(before[old], after[index], at: Path.element(index, of: path))
                } else {
                    report(Change(path: Path.element(index, of: path), before: nil, after: after[index]))
                }
            }
        }

        /// The pairs outside a longest subsequence whose `from` increases:
        /// the fewest elements that, moved, explain the new order.
        static func outOfOrder(_ pairs: [(from: Int, to: Int)]) -> [(from: Int, to: Int)] {
            // Patience sorting: `tails[k]` ends the best increasing run of length k + 1.
            var tails: [Int] = []
            var previous = [Int](repeating: -1, count: pairs.count)
            for (index, pair) in pairs.enumerated() {
                var low = 0
                var high = tails.count
                while low < high {
                    let middle = (low + high) / 2
                    if pairs[tails[middle]].from < pair.from { low = middle + 1 } else { high = middle }
                }
                if low > 0 { previous[index] = tails[low - 1] }
                if low == tails.count { tails.append(index) } else { tails[low] = index }
            }
            var inOrder = Set<Int>()
            var index = tails.last ?? -1
            while index >= 0 {
                inOrder.insert(index)
                index = previous[index]
            }
            return pairs.indices.filter { !inOrder.contains($0) }.map { pairs[$0] }
        }

        /// Each element's `id` as JSON text, when every element is an object
        /// with one and no two share it; otherwise `nil` (matched by position).
        static func ids(of array: [Any]) -> [String]? {
            var ids: [String] = []
            var seen = Set<String>()
            for element in array {
                guard let id = (element as? [String: Any])?["id"], !(id is NSNull) else { return nil }
                let text = RecordValue.jsonText(id)
                guard seen.insert(text).inserted else { return nil }
                ids.append(text)
            }
            return ids
        }

        private static let booleanType = CChar(UInt8(ascii: "c"))

        /// Whether two values read from JSON, not both objects nor both
        /// arrays, are equal: a number is never equal to a Boolean, whatever
        /// Foundation boxes them as.
        static func same(_ lhs: Any, _ rhs: Any) -> Bool {
            switch (lhs, rhs) {
            case (let lhs as String, let rhs as String): lhs == rhs
            case (is NSNull, is NSNull): true
            // Foundation reads `true` and `false` as numbers of type "c".
            case (let lhs as NSNumber, let rhs as NSNumber):
                (lhs.objCType.pointee == booleanType) == (rhs.objCType.pointee == booleanType) && lhs.isEqual(rhs)
            default: RecordValue.jsonText(lhs) == RecordValue.jsonText(rhs)
            }
        }
    }

    /// How a path is written: a field's name, `.member` (or `["member"]` when
    /// it is not an identifier) and `[index]`.
    enum Path {
        static func field(_ name: String) -> String {
            isIdentifier(name) ? name : quoted(name)
        }

        static func member(_ key: String, of path: String) -> String {
            isIdentifier(key) ? "\(path).\(key)" : "\(path)[\(quoted(key))]"
        }

        static func element(_ index: Int, of path: String) -> String {
            "\(path)[\(index)]"
        }

        private static func quoted(_ key: String) -> String {
            RecordValue.jsonText(key)
        }

        private static func isIdentifier(_ key: String) -> Bool {
            guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
                return false
            }
            return key.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        }
    }
}
