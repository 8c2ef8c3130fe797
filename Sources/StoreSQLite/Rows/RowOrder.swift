/// The `_order` values of a table's rows: increasing in the collection's
/// order, with gaps, so that a row inserted or moved takes a value between
/// its neighbours' and no other row is rewritten. Rows that keep their place
/// keep their value: the longest run of surviving rows still in increasing
/// order stays, the others (moved) are written again.
enum RowOrder {
    /// The gap between neighbours when rows are numbered afresh.
    static let gap: Int64 = 1 << 20

    /// Values for `count` rows numbered afresh.
    static func fresh(count: Int) -> [Int64] {
        (0..<Int64(count)).map { ($0 + 1) * gap }
    }

    /// Values for the new order: `kept[i]` is the old value of the row now at
    /// `i`, or nil for a new row. Returns the values and which rows keep
    /// theirs; nil when some gap is too small (then the table is numbered afresh).
    static func assign(_ kept: [Int64?]) -> (keys: [Int64], unchanged: [Bool])? {
        let stays = increasingRun(kept)
        var keys = [Int64](repeating: 0, count: kept.count)
        var position = 0
        var lower: Int64 = 0
        while position < kept.count {
            if stays[position] {
                keys[position] = kept[position]!
                lower = keys[position]
                position += 1
                continue
            }
            var end = position
            while end < kept.count && !stays[end] { end += 1 }
            let count = Int64(end - position)
            let step: Int64
            if end < kept.count {
                step = (kept[end]! - lower) / (count + 1)
                guard step > 0 else { return nil }
            } else {
                step = gap
            }
            for offset in 0..<Int(count) { keys[position + offset] = lower + step * Int64(offset + 1) }
            lower = keys[end - 1]
            position = end
        }
        return (keys, stays)
    }

    /// Marks a longest strictly increasing subsequence of the non-nil values
    /// (patience sorting), in one pass when they all increase already.
    static func increasingRun(_ values: [Int64?]) -> [Bool] {
        var last = Int64.min
        if values.allSatisfy({ value in
            guard let value else { return true }
            defer { last = value }
            return value > last
        }) {
            return values.map { $0 != nil }
        }
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            guard let value else { continue }
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]]! < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var marks = [Bool](repeating: false, count: values.count)
        var index = tails.last ?? -1
        while index >= 0 {
            marks[index] = true
            index = previous[index]
        }
        return marks
    }
}
