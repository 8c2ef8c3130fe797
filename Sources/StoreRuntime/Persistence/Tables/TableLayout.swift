/// How a persisted state maps to a database's tables, from its schema: each
/// collection of identifiable rows is a table of its own (a row per element,
/// keyed by its id, in order), and each other saved field a single value, so
/// a change to one row or one field writes that row or field alone.
///
/// ```swift
/// TableLayout(
///     .table("projects", field: 0, \.projects),
///     .value("filter", field: 2, \.filter))
/// ```
public struct TableLayout<State>: Sendable {
    /// The collections kept as tables.
    public let tables: [any StoredTable<State>]
    /// The fields kept as single values.
    public let values: [any StoredValue<State>]

    /// The layout of the saved fields `members`, in the schema's order.
    public init(_ members: Member...) {
        tables = members.compactMap(\.table)
        values = members.compactMap(\.value)
    }

    /// One saved field of the state: a table, a single value, or (a module
    /// whose own store does not persist, so its state is not `Codable`) nothing.
    public struct Member: Sendable {
        let table: (any StoredTable<State>)?
        let value: (any StoredValue<State>)?

        @usableFromInline
        init(table: (any StoredTable<State>)?, value: (any StoredValue<State>)?) {
            self.table = table
            self.value = value
        }

        /// The rows of the field at `keyPath`, `field` its index in the
        /// state's `FieldSet`s, in a table called `name`. Inlinable, so that
        /// comparing and building the rows (every save, every launch) runs
        /// code specialised to them, made where the layout is (generated code).
        @inlinable
        public static func table<Rows: StoredRows>(
            _ name: String, field: Int, _ keyPath: WritableKeyPath<State, Rows>
        ) -> Member {
            Member(
                table: TableField(
                    name: name, field: field, keyPath: keyPath,
                    changes: { rows, old in rows.changes(from: old) },
                    match: { rows, old in rows.match(against: old) },
                    elements: { Array($0) },
                    build: { Rows(storedRows: $0) }),
                value: nil)
        }

        /// A list whose rows are not `Codable` (their store does not persist): not saved.
        public static func table<Rows>(_ name: String, field: Int, _ keyPath: WritableKeyPath<State, Rows>) -> Member {
            Member(table: nil, value: nil)
        }

        /// The single value of the field at `keyPath`, saved under `name`.
        public static func value<Value: Codable & Equatable & Sendable>(
            _ name: String, field: Int, _ keyPath: WritableKeyPath<State, Value>
        ) -> Member {
            Member(table: nil, value: ValueField(name: name, field: field, keyPath: keyPath))
        }

        /// A module's state that is not `Codable` (its store does not persist): not saved.
        public static func value<Value>(
            _ name: String, field: Int, _ keyPath: WritableKeyPath<State, Value>
        ) -> Member {
            Member(table: nil, value: nil)
        }
    }
}

/// A field of `State` kept as a table: a storage opens it to work with its
/// rows' type.
public protocol StoredTable<State>: Sendable {
    /// The state the field belongs to.
    associatedtype State
    /// The collection type of the field.
    associatedtype Rows: StoredRows
    /// The table's name (the field's).
    var name: String { get }
    /// The field's index in the state's `FieldSet`s.
    var field: Int { get }
    /// Where the rows are in the state.
    var keyPath: WritableKeyPath<State, Rows> { get }

    /// `rows.changes(from: old)`: what a storage calls on each save, so a
    /// layout made where `Rows` is known (generated code) can answer with
    /// code specialised to it.
    func changes(of rows: Rows, from old: Rows) -> StoredRowChanges<Rows.Element>?

    /// `rows.match(against: old)`, what a save after rows were inserted,
    /// removed or moved asks (specialised likewise).
    func match(_ rows: Rows, against old: Rows) -> StoredRowMatch<Rows.Element>

    /// The rows as an array, for a save that writes them all (specialised likewise).
    func elements(of rows: Rows) -> [Rows.Element]

    /// `Rows(storedRows: stored)`, what a storage calls on each launch (specialised likewise).
    func rows(_ stored: [Rows.Element]) -> Rows
}

extension StoredTable {
    /// `rows.changes(from: old)`.
    public func changes(of rows: Rows, from old: Rows) -> StoredRowChanges<Rows.Element>? {
        rows.changes(from: old)
    }

    /// `rows.match(against: old)`.
    public func match(_ rows: Rows, against old: Rows) -> StoredRowMatch<Rows.Element> {
        rows.match(against: old)
    }

    /// `Array(rows)`.
    public func elements(of rows: Rows) -> [Rows.Element] {
        Array(rows)
    }

    /// `Rows(storedRows: stored)`.
    public func rows(_ stored: [Rows.Element]) -> Rows {
        Rows(storedRows: stored)
    }
}

/// A field of `State` kept as a single value.
public protocol StoredValue<State>: Sendable {
    /// The state the field belongs to.
    associatedtype State
    /// The field's type.
    associatedtype Value: Codable & Equatable & Sendable
    /// The name it is saved under (the field's).
    var name: String { get }
    /// The field's index in the state's `FieldSet`s.
    var field: Int { get }
    /// Where the value is in the state.
    var keyPath: WritableKeyPath<State, Value> { get }
}

/// Key paths are immutable, and the closures capture nothing, so sharing
/// one between threads is safe.
@usableFromInline
struct TableField<State, Rows: StoredRows>: StoredTable, @unchecked Sendable {
    @usableFromInline let name: String
    @usableFromInline let field: Int
    @usableFromInline let keyPath: WritableKeyPath<State, Rows>
    /// The requirements' answers, specialised to `Rows`.
    let findChanges: (Rows, Rows) -> StoredRowChanges<Rows.Element>?
    let findMatch: (Rows, Rows) -> StoredRowMatch<Rows.Element>
    let array: (Rows) -> [Rows.Element]
    let build: ([Rows.Element]) -> Rows

    @usableFromInline
    init(
        name: String, field: Int, keyPath: WritableKeyPath<State, Rows>,
        changes: @escaping (Rows, Rows) -> StoredRowChanges<Rows.Element>?,
        match: @escaping (Rows, Rows) -> StoredRowMatch<Rows.Element>,
        elements: @escaping (Rows) -> [Rows.Element],
        build: @escaping ([Rows.Element]) -> Rows
    ) {
        self.name = name
        self.field = field
        self.keyPath = keyPath
        findChanges = changes
        findMatch = match
        array = elements
        self.build = build
    }

    @usableFromInline
    func changes(of rows: Rows, from old: Rows) -> StoredRowChanges<Rows.Element>? { findChanges(rows, old) }

    @usableFromInline
    func match(_ rows: Rows, against old: Rows) -> StoredRowMatch<Rows.Element> { findMatch(rows, old) }

    @usableFromInline
    func elements(of rows: Rows) -> [Rows.Element] { array(rows) }

    @usableFromInline
    func rows(_ stored: [Rows.Element]) -> Rows { build(stored) }
}

struct ValueField<State, Value: Codable & Equatable & Sendable>: StoredValue, @unchecked Sendable {
    let name: String
    let field: Int
    let keyPath: WritableKeyPath<State, Value>
}
