import StoreRuntime
import Testing

/// A save after rows were inserted, removed or moved matches the rows by id
/// with the last saved copy: each row's old position, whether it differs,
/// and the rows gone. Whatever the edit, the answer is the one matching
/// every row by id would give.
@Suite struct StoredRowMatchTests {
    struct Row: Codable, Identifiable, Equatable {
        var id: Int
        var title: String
    }

    /// The match by id of every row, written as plainly as it can be.
    static func expected(_ rows: [Row], _ old: [Row]) -> (positions: [Int?], differs: [Bool], removed: [Row]) {
        let positions = rows.map { row in old.firstIndex { $0.id == row.id } }
        let differs = zip(rows, positions).map { row, position in position.map { old[$0] != row } ?? true }
        let removed = old.filter { row in !rows.contains { $0.id == row.id } }
        return (positions, differs, removed)
    }

    static func check(_ rows: [Row], against old: [Row], _ comment: Comment) {
        let match = rows.match(against: old)
        let expected = expected(rows, old)
        #expect(match.rows == rows, comment)
        #expect(match.oldPositions == expected.positions, comment)
        #expect(match.differs == expected.differs, comment)
        #expect(match.removed == expected.removed, comment)
        #expect(match.oldCount == old.count, comment)
    }

    static let old = (0..<8).map { Row(id: $0, title: "row \($0)") }

    @Test func aRowRemovedMovedOrInsertedAnywhere() {
        for position in Self.old.indices {
            var removed = Self.old
            removed.remove(at: position)
            Self.check(removed, against: Self.old, "removed at \(position)")
            for target in Self.old.indices {
                var moved = Self.old
                moved.insert(moved.remove(at: position), at: target)
                Self.check(moved, against: Self.old, "moved from \(position) to \(target)")
            }
            var inserted = Self.old
            inserted.insert(Row(id: 100, title: "new"), at: position)
            Self.check(inserted, against: Self.old, "inserted at \(position)")
        }
    }

    /// Rows changed in the part that kept its place are found too.
    @Test func rowsChangedBesideAMove() {
        var rows = Self.old
        rows[0].title = "first, renamed"
        rows[7].title = "last, renamed"
        rows.swapAt(3, 5)
        rows[3].title = "moved and renamed"
        Self.check(rows, against: Self.old, "changed at both ends, 3 and 5 swapped")
        Self.check([], against: Self.old, "all removed")
        Self.check(Self.old, against: [], "all new")
        Self.check(Self.old.reversed(), against: Self.old, "reversed")
    }

    /// Random edits of a longer list, drawn from a fixed seed.
    @Test func randomEdits() {
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let old = (0..<40).map { Row(id: $0, title: "row \($0)") }
        for round in 0..<300 {
            var rows = old
            for _ in 0..<(1 + next(3)) {
                switch next(4) {
                case 0 where !rows.isEmpty: rows.remove(at: next(rows.count))
                case 1 where !rows.isEmpty: rows.insert(rows.remove(at: next(rows.count)), at: next(rows.count + 1))
                case 2 where !rows.isEmpty: rows[next(rows.count)].title += "!"
                default: rows.insert(Row(id: 1_000 + round, title: "new"), at: next(rows.count + 1))
                }
            }
            Self.check(rows, against: old, "round \(round)")
        }
    }
}
