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
    /// Each row matched by id with `old`'s. The rows before the first and
    /// after the last whose id changed place keep their positions (a row
    /// removed or moved leaves the others in order): those are compared in
    /// place, and only the rows between are matched through a dictionary.
    @inlinable
    public func match(against old: Self) -> StoredRowMatch<Element> {
        let rows = Array(self)
        let shorter = Swift.min(rows.count, old.count)
        var head = 0
        while head < shorter, rows[head].id == old[head].id { head += 1 }
        var tail = 0
        while tail < shorter - head, rows[rows.count - 1 - tail].id == old[old.count - 1 - tail].id { tail += 1 }
        let oldMiddle = head..<(old.count - tail)
        var positions: [Element.ID: Int] = [:]
        positions.reserveCapacity(oldMiddle.count)
        for position in oldMiddle { positions[old[position].id] = position }
        var oldPositions: [Int?] = []
        var differs: [Bool] = []
        oldPositions.reserveCapacity(rows.count)
        differs.reserveCapacity(rows.count)
        for position in 0..<head {
            oldPositions.append(position)
            differs.append(rows[position] != old[position])
        }
        var remaining = Set<Element.ID>(minimumCapacity: rows.count - head - tail)
        for row in rows[head..<(rows.count - tail)] {
            let position = positions[row.id]
            oldPositions.append(position)
            differs.append(position.map { old[$0] != row } ?? true)
            remaining.insert(row.id)
        }
        let shift = old.count - rows.count
        for position in (rows.count - tail)..<rows.count {
            oldPositions.append(position + shift)
            differs.append(rows[position] != old[position + shift])
        }
        let removed = oldMiddle.lazy.map { old[$0] }.filter { !remaining.contains($0.id) }
        return StoredRowMatch(
            rows: rows, oldPositions: oldPositions, differs: differs, removed: Array(removed), oldCount: old.count)
    }
}
