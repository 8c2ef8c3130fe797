/// A collection a database keeps as a table: identifiable rows in order,
/// each id at most once (`ChildList`, or an array of a schema type with an
/// `id` field).
public protocol StoredRows: RandomAccessCollection
where Index == Int, Element: Codable & Identifiable & Equatable {
    /// The rows in the order given.
    init(storedRows: [Element])

    /// The positions below `old.count` whose element differs from the one
    /// `old` holds there, when this collection starts with `old`'s ids in
    /// the same order (rows changed in place, rows appended); nil when rows
    /// were inserted, removed or moved. A save with one row changed asks
    /// this, so it should not compare every row when it can tell cheaper
    /// (`ChildList` compares only the chunks both lists do not share).
    func changedPositions(from old: Self) -> [Int]?
}

/// What a save writes of rows changed in place or appended since an older
/// copy (`StoredRows.changes(from:)`).
public struct StoredRowChanges<Element> {
    /// How many rows the older copy had.
    public var oldCount: Int
    /// The rows changed in place, in order.
    public var changed: [Element]
    /// The rows after the older copy's, in order.
    public var appended: [Element]

    /// The changes of a collection that had `oldCount` rows.
    @inlinable
    public init(oldCount: Int, changed: [Element], appended: [Element]) {
        self.oldCount = oldCount
        self.changed = changed
        self.appended = appended
    }
}

extension StoredRows {
    /// The rows `changedPositions(from:)` finds, and those appended: nil
    /// when rows were inserted, removed or moved.
    @inlinable
    public func changes(from old: Self) -> StoredRowChanges<Element>? {
        guard let positions = changedPositions(from: old) else { return nil }
        let oldCount = old.count
        return StoredRowChanges(
            oldCount: oldCount, changed: positions.map { self[$0] },
            appended: count > oldCount ? Array(self[index(startIndex, offsetBy: oldCount)...]) : [])
    }

    /// Compares each position in `range` of both (which must be valid in both).
    @inlinable
    func changedPositions(from old: Self, in range: Range<Int>, into changed: inout [Int]) -> Bool {
        for position in range where self[position] != old[position] {
            guard self[position].id == old[position].id else { return false }
            changed.append(position)
        }
        return true
    }
}

/// An array of rows with ids is kept as a table (compared row by row on each save).
extension Array: StoredRows where Element: Codable & Identifiable & Equatable {
    /// The rows in their stored order.
    public init(storedRows: [Element]) {
        self = storedRows
    }

    /// Compares every row: an array has no parts another copy shares.
    @inlinable
    public func changedPositions(from old: [Element]) -> [Int]? {
        guard count >= old.count else { return nil }
        var changed: [Int] = []
        return changedPositions(from: old, in: old.indices, into: &changed) ? changed : nil
    }
}

extension ChildList: StoredRows where Element: Codable & Equatable {
    /// The rows in their stored order, built in one pass rather than appended
    /// one by one (a launch loads every row). A table's ids are unique; were
    /// one repeated, its first row would be kept, as `init(_:)` does.
    @inlinable
    public init(storedRows: [Element]) {
        var positions: [Element.ID: Int] = [:]
        positions.reserveCapacity(storedRows.count)
        for (position, row) in storedRows.enumerated() where positions.updateValue(position, forKey: row.id) != nil {
            self.init(storedRows)
            return
        }
        self.init()
        elements = storedRows
        self.positions = positions
    }

    /// Skips the blocks and chunks both lists share (the same buffers, which
    /// `==` sees at once), so one changed row costs a chunk's comparison.
    @inlinable
    public func changedPositions(from old: ChildList) -> [Int]? {
        guard count >= old.count else { return nil }
        var changed: [Int] = []
        for block in old.blocks.indices where blocks[block] != old.blocks[block] {
            for chunk in old.blocks[block].indices where blocks[block][chunk] != old.blocks[block][chunk] {
                // The chunks' own arrays, not the list's subscript, which
                // divides each position into block, chunk and offset again.
                let rows = blocks[block][chunk]
                let oldRows = old.blocks[block][chunk]
                guard rows.count >= oldRows.count else { return nil }
                let start = (block * Self.blockSize + chunk) * Self.chunkSize
                for offset in oldRows.indices where rows[offset] != oldRows[offset] {
                    guard rows[offset].id == oldRows[offset].id else { return nil }
                    changed.append(start + offset)
                }
            }
        }
        return changed
    }
}
