/// A collection's rows matched by id with an older copy's, for a save
/// after rows were inserted, removed or moved (`StoredRows.match(against:)`).
public struct StoredRowMatch<Element> {
    /// The rows, in order.
    public var rows: [Element]
    /// For each row, its position in the older copy, or nil for a new row.
    public var oldPositions: [Int?]
    /// For each row, whether it differs from the older copy's row of its id
    /// (true for a new row).
    public var differs: [Bool]
    /// The older copy's rows whose id is gone, in their order.
    public var removed: [Element]
    /// How many rows the older copy had.
    public var oldCount: Int

    /// A match of `rows` with an older copy of `oldCount` rows.
    @inlinable
    public init(rows: [Element], oldPositions: [Int?], differs: [Bool], removed: [Element], oldCount: Int) {
        self.rows = rows
        self.oldPositions = oldPositions
        self.differs = differs
        self.removed = removed
        self.oldCount = oldCount
    }
}

extension StoredRows {
    /// Each row matched by id with `old`'s.
    @inlinable
    public func match(against old: Self) -> StoredRowMatch<Element> {
        var positions: [Element.ID: Int] = [:]
        positions.reserveCapacity(old.count)
        for (position, row) in old.enumerated() { positions[row.id] = position }
        let rows = Array(self)
        var oldPositions: [Int?] = []
        var differs: [Bool] = []
        oldPositions.reserveCapacity(rows.count)
        differs.reserveCapacity(rows.count)
        var remaining = Set<Element.ID>(minimumCapacity: rows.count)
        for row in rows {
            let position = positions[row.id]
            oldPositions.append(position)
            differs.append(position.map { old[$0] != row } ?? true)
            remaining.insert(row.id)
        }
        let removed = old.filter { !remaining.contains($0.id) }
        return StoredRowMatch(
            rows: rows, oldPositions: oldPositions, differs: differs, removed: removed, oldCount: old.count)
    }
}
