/// The state of a list of child features (a schema's `list: true` module):
/// elements in order, each with its own id, at most one per id, found by id
/// in constant time. A row's actions are routed to it by id; removing a row
/// cancels the effects it started (the parent's generated reducer does, see
/// `Effect.removals(of:at:)`).
///
/// ```swift
/// state.rows.append(RowState(id: id, title: "Milk"))   // false: that id is taken
/// state.rows[id: id]?.title = "Oat milk"
/// state.rows.remove(id: id)
/// for row in state.rows { print(row.title) }            // in order
/// ```
///
/// A row's reducer must not change its `id`: the list keeps each element
/// under the id it was added with.
public struct ChildList<Element: Identifiable & Sendable>: Sendable where Element.ID: Sendable {
    /// The elements in order, in chunks of `chunkSize` rows, the chunks in
    /// blocks of `blockSize` chunks; every chunk and block but the last is
    /// full. A store keeps the state before an action beside the state it
    /// changes, so changing one row copies its chunk (64 rows), its block
    /// (16 chunk references) and the array of blocks (one reference per
    /// 1,024 rows), not every row; comparing the two lists compares those
    /// three (the other blocks and chunks are the same buffers, which `==`
    /// sees at once).
    @usableFromInline var blocks: [[[Element]]]
    @usableFromInline static var chunkSize: Int { 64 }
    @usableFromInline static var blockSize: Int { 16 }
    /// The rows of a full block.
    @usableFromInline static var rowsPerBlock: Int { chunkSize * blockSize }
    /// The position of each id.
    @usableFromInline var positions: [Element.ID: Int]
    /// The ids removed since the parent's reducer last asked: their effects
    /// are to be cancelled. Not part of the value (`==`, coding ignore it).
    @usableFromInline var removedIDs: [Element.ID] = []

    /// An empty list.
    public init() {
        blocks = []
        positions = [:]
    }

    /// The elements in order; an element whose id came before is left out.
    public init(_ elements: some Sequence<Element>) {
        self.init()
        for element in elements { append(element) }
    }

    /// The ids in order.
    public var ids: [Element.ID] { map(\.id) }

    /// Every element, in order (a copy).
    @inlinable
    var elements: [Element] {
        get { blocks.flatMap { $0.flatMap { $0 } } }
        set {
            blocks = []
            blocks.reserveCapacity((newValue.count + Self.rowsPerBlock - 1) / Self.rowsPerBlock)
            for start in stride(from: 0, to: newValue.count, by: Self.rowsPerBlock) {
                let block = newValue[start..<Swift.min(start + Self.rowsPerBlock, newValue.count)]
                blocks.append(
                    stride(from: block.startIndex, to: block.endIndex, by: Self.chunkSize).map {
                        Array(block[$0..<Swift.min($0 + Self.chunkSize, block.endIndex)])
                    })
            }
        }
    }

    /// The element of `id`, or `nil`. Setting `nil` removes it; setting an
    /// element replaces it in place, or appends it when `id` has none.
    public subscript(id id: Element.ID) -> Element? {
        get { positions[id].map { self[$0] } }
        set {
            guard let newValue else {
                remove(id: id)
                return
            }
            if let position = positions[id], newValue.id == id {
                modify(at: position) { $0 = newValue }
            } else {
                remove(id: id)
                append(newValue)
            }
        }
    }

    /// Whether an element has `id`.
    public func contains(id: Element.ID) -> Bool { positions[id] != nil }

    /// Adds `element` at the end, unless its id is taken: returns whether it was added.
    @discardableResult
    public mutating func append(_ element: Element) -> Bool {
        guard positions[element.id] == nil else { return false }
        positions[element.id] = count
        guard let block = blocks.indices.last else {
            blocks = [[[element]]]
            return true
        }
        let chunk = blocks[block].count - 1
        if blocks[block][chunk].count < Self.chunkSize {
            blocks[block][chunk].append(element)
        } else if blocks[block].count < Self.blockSize {
            blocks[block].append([element])
        } else {
            blocks.append([[element]])
        }
        return true
    }

    /// Adds `element` at `index`, unless its id is taken: returns whether it was added.
    @discardableResult
    public mutating func insert(_ element: Element, at index: Int) -> Bool {
        guard positions[element.id] == nil else { return false }
        var all = elements
        all.insert(element, at: index)
        elements = all
        reindex(from: index)
        return true
    }

    /// Removes the element of `id` and returns it (`nil` when there is none).
    @discardableResult
    public mutating func remove(id: Element.ID) -> Element? {
        guard let position = positions.removeValue(forKey: id) else { return nil }
        var all = elements
        let element = all.remove(at: position)
        elements = all
        removedIDs.append(id)
        reindex(from: position)
        return element
    }

    /// Removes every element that `shouldRemove` picks.
    public mutating func removeAll(where shouldRemove: (Element) throws -> Bool) rethrows {
        let removed = try filter(shouldRemove).map(\.id)
        guard !removed.isEmpty else { return }
        let gone = Set(removed)
        elements = filter { !gone.contains($0.id) }
        removedIDs += removed
        positions = [:]
        reindex(from: 0)
    }

    /// Moves the element of `id` to `index` (counted without it).
    public mutating func move(id: Element.ID, to index: Int) {
        guard let position = positions[id] else { return }
        var all = elements
        let element = all.remove(at: position)
        all.insert(element, at: Swift.min(index, all.count))
        elements = all
        reindex(from: Swift.min(position, index))
    }

    private mutating func reindex(from start: Int) {
        for position in start..<count {
            positions[self[position].id] = position
        }
    }

    /// Applies `change` to the element of `id` in place; `nil` when there is none.
    @inlinable
    mutating func modify<Result>(id: Element.ID, _ change: (inout Element) -> Result) -> Result? {
        guard let position = positions[id] else { return nil }
        return modify(at: position, change)
    }

    /// Applies `change` to the element at `position` in place.
    @inlinable
    mutating func modify<Result>(at position: Int, _ change: (inout Element) -> Result) -> Result {
        let chunk = position / Self.chunkSize
        return change(&blocks[chunk / Self.blockSize][chunk % Self.blockSize][position % Self.chunkSize])
    }

    /// The ids removed since the last call, forgotten.
    @inlinable
    mutating func takeRemovedIDs() -> [Element.ID] {
        if removedIDs.isEmpty { return [] }
        defer { removedIDs = [] }
        return removedIDs
    }
}

extension ChildList: RandomAccessCollection {
    @inlinable public var startIndex: Int { 0 }

    /// Every chunk and block but the last is full. Inlinable, as is the
    /// subscript, so that an app's code runs them specialised to its rows.
    @inlinable public var endIndex: Int {
        let block = blocks.count - 1
        guard block >= 0 else { return 0 }
        let chunk = blocks[block].count - 1
        return block * Self.rowsPerBlock + chunk * Self.chunkSize + blocks[block][chunk].count
    }

    @inlinable public subscript(position: Int) -> Element {
        let chunk = position / Self.chunkSize
        return blocks[chunk / Self.blockSize][chunk % Self.blockSize][position % Self.chunkSize]
    }
}

extension ChildList: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension ChildList: Equatable where Element: Equatable {
    public static func == (lhs: ChildList, rhs: ChildList) -> Bool {
        lhs.blocks == rhs.blocks
    }
}

extension ChildList: Codable where Element: Codable {
    /// An array of the elements, in order.
    public init(from decoder: any Decoder) throws {
        self.init(try [Element](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try elements.encode(to: encoder)
    }
}

extension ChildList: CustomReflectable {
    /// The elements, as a collection: test diffs match them by id.
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
    }
}
