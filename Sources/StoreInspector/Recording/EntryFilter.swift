import Foundation

/// Which timeline entries match a name and a search text: positions in
/// order, found once per filter and extended as the recording grows.
final class EntryFilter: @unchecked Sendable {
    let recording: Recording
    private let lock = NSLock()
    /// The filters asked for most recently, each with the positions it
    /// matched and how far it has looked.
    private var cache = LRUCache<Key, (scanned: Int, positions: [Int])>(
        maxEntries: EntryFilter.maxCachedFilters, maxCost: EntryFilter.maxCachedPositions
    ) { $0.positions.count + 1 }
    /// At most this many filters are remembered (least recently used dropped)…
    static let maxCachedFilters = 8
    /// …holding at most this many positions together (8 bytes each).
    static let maxCachedPositions = 2_000_000
    /// Read at most this many bytes of lines at a time while searching.
    static let batchBytes = ReadBuffer.bytes

    struct Key: Hashable {
        var name: String?
        var text: String?
    }

    init(recording: Recording) {
        self.recording = recording
    }

    /// How many filters are remembered, and their positions together.
    var cached: (filters: Int, positions: Int) {
        lock.withLock { (cache.count, cache.totalCost - cache.count) }
    }

    /// Which entries match: every one (no filter), or those listed.
    enum Matches {
        case all(count: Int)
        case listed([Int])

        var count: Int {
            switch self {
            case .all(let count): count
            case .listed(let positions): positions.count
            }
        }

        /// The positions of the matches `range` counts.
        func positions(_ range: Range<Int>) -> [Int] {
            let range = range.clamped(to: 0..<count)
            switch self {
            case .all: return Array(range)
            case .listed(let positions): return Array(positions[range])
            }
        }
    }

    /// The entries named `name` (any when `nil`) whose line contains `text`
    /// (as written in the JSON, case-sensitive; any when `nil`).
    func matches(name: String?, text: String?) -> Matches {
        if name?.isEmpty != false, text?.isEmpty != false {
            return .all(count: recording.withIndex(\.count))
        }
        return .listed(positions(name: name, text: text))
    }

    /// The positions of entries named `name` (any when `nil`) whose line
    /// contains `text` as written in the JSON (case-sensitive; any when `nil`).
    func positions(name: String?, text: String?) -> [Int] {
        let key = Key(name: name?.isEmpty == true ? nil : name, text: text?.isEmpty == true ? nil : text)
        return lock.withLock {
            var (scanned, positions) = cache.value(for: key) ?? (0, [])
            let count = recording.withIndex(\.count)
            // A slice of the timeline at a time: what is held besides the
            // matches stays small however long the recording is.
            for sliceStart in stride(from: scanned, to: count, by: Self.sliceEntries) {
                let slice = sliceStart..<min(count, sliceStart + Self.sliceEntries)
                let candidates = recording.withIndex { index -> [(position: Int, offset: Int, length: Int)] in
                    var wanted: UInt32?
                    if let name = key.name {
                        guard let id = index.nameID(of: name) else { return [] }
                        wanted = id
                    }
                    return slice.compactMap { position in
                        if let wanted, index.nameIDs[position] != wanted { return nil }
                        return (position, index.offsets[position], Int(index.lengths[position]))
                    }
                }
                if let text = key.text {
                    positions.append(contentsOf: search(Array(text.utf8), in: candidates))
                } else {
                    positions.append(contentsOf: candidates.map(\.position))
                }
            }
            scanned = count
            cache.set((scanned, positions), for: key)
            return positions
        }
    }

    /// How many entries are looked at per step of a search.
    static let sliceEntries = 65_536

    private static let actionKey = ByteString(#","action":"#)
    private static let changedKey = ByteString(#"}},"changed":"#)

    /// The part of an action line that holds the action (its parameters):
    /// from `"action":` to `,"changed":`, or the whole line when it is not
    /// shaped so (an unreadable line is searched whole).
    static func actionPart(of line: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        guard let action = ByteSearch.firstIndex(of: actionKey.bytes, in: line) else { return line }
        let rest = UnsafeRawBufferPointer(rebasing: line[(action + actionKey.bytes.count)...])
        // A generated action's JSON ends `}}`, and `changed` follows it.
        var end = rest.count
        if let changed = ByteSearch.firstIndex(of: changedKey.bytes, in: rest) { end = changed + 2 }
        return UnsafeRawBufferPointer(rebasing: rest[..<end])
    }

    /// Whether `haystack` contains `needle`: each place its first byte
    /// occurs (found with `memchr`), compared with `memcmp`.
    static func contains(_ haystack: UnsafeRawBufferPointer, _ needle: [UInt8]) -> Bool {
        guard let base = haystack.baseAddress, let first = needle.first else { return true }
        var position = 0
        let lastStart = haystack.count - needle.count
        return needle.withUnsafeBytes { needleBytes in
            while position <= lastStart {
                guard let found = memchr(base + position, Int32(first), lastStart - position + 1) else { return false }
                position = base.distance(to: UnsafeRawPointer(found))
                if memcmp(base + position, needleBytes.baseAddress!, needle.count) == 0 { return true }
                position += 1
            }
            return false
        }
    }

    /// The candidates whose line contains `needle`, reading the file in
    /// batches of neighbouring lines.
    private func search(_ needle: [UInt8], in candidates: [(position: Int, offset: Int, length: Int)]) -> [Int] {
        var found: [Int] = []
        var batchStart = 0
        while batchStart < candidates.count {
            var batchEnd = batchStart + 1
            let firstOffset = candidates[batchStart].offset
            while batchEnd < candidates.count,
                candidates[batchEnd].offset + candidates[batchEnd].length - firstOffset <= Self.batchBytes
            {
                batchEnd += 1
            }
            let last = candidates[batchEnd - 1]
            recording.withBytes(offset: firstOffset, length: last.offset + last.length - firstOffset) { buffer in
                guard let base = buffer.baseAddress else { return }
                for candidate in candidates[batchStart..<batchEnd] {
                    let start = candidate.offset - firstOffset
                    let length = min(candidate.length, buffer.count - start)
                    guard length > 0 else { continue }
                    let line = UnsafeRawBufferPointer(start: base + start, count: length)
                    if Self.contains(Self.actionPart(of: line), needle) {
                        found.append(candidate.position)
                    }
                }
            }
            batchStart = batchEnd
        }
        return found
    }
}
