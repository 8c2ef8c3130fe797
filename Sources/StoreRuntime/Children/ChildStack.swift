/// The identity of a screen on a `ChildStack`, made by the stack when the
/// screen is pushed and never reused by it: `#1`, `#2`, …
public struct StackElementID: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The number: 1 for the first screen the stack pushed.
    public let rawValue: Int

    /// The id numbered `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: StackElementID, rhs: StackElementID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }

    public init(from decoder: any Decoder) throws {
        rawValue = try Int(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try rawValue.encode(to: encoder)
    }
}

/// The state of a navigation stack (a schema's `stack:` module): screens in
/// push order, the last on top, each with a `StackElementID` the stack
/// makes. Its parent's `StackAction`s push, pop and route actions to a
/// screen by id; a screen that leaves the stack, however it leaves, has its
/// effects cancelled (the parent's generated reducer does, see
/// `Effect.removals(of:at:)`).
///
/// ```swift
/// store.dispatch(.path(.push(.detail(DetailState(itemID: id)))))
/// store.dispatch(.path(.element(id: top, action: .detail(.edit))))
/// store.dispatch(.path(.popTo(id: first)))
/// ```
public struct ChildStack<Element: Sendable>: Sendable {
    @usableFromInline var elements: [Element]
    @usableFromInline var elementIDs: [StackElementID]
    /// The id the next push gets.
    var nextID: Int
    /// The ids popped since the parent's reducer last asked.
    @usableFromInline var removedIDs: [StackElementID] = []

    /// An empty stack.
    public init() {
        elements = []
        elementIDs = []
        nextID = 1
    }

    /// A stack of `elements`, the first at the bottom.
    public init(_ elements: some Sequence<Element>) {
        self.init()
        for element in elements { push(element) }
    }

    /// The ids, bottom first.
    public var ids: [StackElementID] { elementIDs }

    /// The top screen's id, or `nil` when the stack is empty.
    public var topID: StackElementID? { elementIDs.last }

    /// Pushes `element` and returns its new id.
    @discardableResult
    public mutating func push(_ element: Element) -> StackElementID {
        let id = StackElementID(rawValue: nextID)
        nextID += 1
        elements.append(element)
        elementIDs.append(id)
        return id
    }

    /// Pops the top screen and returns it (`nil` when empty).
    @discardableResult
    public mutating func pop() -> Element? {
        guard let id = elementIDs.popLast() else { return nil }
        removedIDs.append(id)
        return elements.removeLast()
    }

    /// Pops every screen above the one of `id`; returns whether it is on the stack.
    @discardableResult
    public mutating func pop(to id: StackElementID) -> Bool {
        guard let position = position(of: id) else { return false }
        popAll(above: position)
        return true
    }

    /// Pops every screen.
    public mutating func removeAll() {
        popAll(above: -1)
    }

    private mutating func popAll(above position: Int) {
        removedIDs += elementIDs[(position + 1)...].reversed()
        elementIDs.removeSubrange((position + 1)...)
        elements.removeSubrange((position + 1)...)
    }

    /// The screen of `id`, or `nil`; setting changes it in place (setting
    /// `nil` pops it and every screen above it).
    public subscript(id id: StackElementID) -> Element? {
        get { position(of: id).map { elements[$0] } }
        set {
            guard let position = position(of: id) else { return }
            if let newValue {
                elements[position] = newValue
            } else {
                popAll(above: position - 1)
            }
        }
    }

    /// Where `id` is; searched from the top, where actions mostly go.
    @usableFromInline
    func position(of id: StackElementID) -> Int? {
        elementIDs.lastIndex(of: id)
    }

    /// Applies `change` to the screen of `id` in place; `nil` when there is none.
    @inlinable
    mutating func modify<Result>(id: StackElementID, _ change: (inout Element) -> Result) -> Result? {
        guard let position = position(of: id) else { return nil }
        return change(&elements[position])
    }

    /// Whether this stack made `id` (pushed a screen under it), whether or
    /// not the screen is still on it.
    package func made(_ id: StackElementID) -> Bool {
        id.rawValue >= 1 && id.rawValue < nextID
    }

    /// The ids popped since the last call, forgotten.
    @inlinable
    mutating func takeRemovedIDs() -> [StackElementID] {
        if removedIDs.isEmpty { return [] }
        defer { removedIDs = [] }
        return removedIDs
    }
}

extension ChildStack: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    public subscript(position: Int) -> Element { elements[position] }
}

extension ChildStack: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension ChildStack: Equatable where Element: Equatable {
    /// The same screens under the same ids (the next id is not compared).
    public static func == (lhs: ChildStack, rhs: ChildStack) -> Bool {
        lhs.elementIDs == rhs.elementIDs && lhs.elements == rhs.elements
    }
}

extension ChildStack: Codable where Element: Codable {
    private enum CodingKeys: String, CodingKey {
        case ids, elements, nextID
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        elementIDs = try container.decode([StackElementID].self, forKey: .ids)
        elements = try container.decode([Element].self, forKey: .elements)
        nextID = try container.decode(Int.self, forKey: .nextID)
        guard elementIDs.count == elements.count, Set(elementIDs).count == elementIDs.count,
            elementIDs.allSatisfy({ $0.rawValue < nextID })
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .ids, in: container, debugDescription: "stack ids must be unique, one per element, below nextID"
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(elementIDs, forKey: .ids)
        try container.encode(elements, forKey: .elements)
        try container.encode(nextID, forKey: .nextID)
    }
}

extension ChildStack: CustomReflectable {
    /// The screens by id, bottom first: test diffs name a screen by its id.
    public var customMirror: Mirror {
        Mirror(
            self, children: zip(elementIDs, elements).map { (label: $0.description, value: $1 as Any) },
            displayStyle: .struct)
    }
}
