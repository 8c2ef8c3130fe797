import Foundation
internal import GRDB

/// Encodes rows of one table, one after another, into their columns' values
/// by index, through the row type's `encode(to:)`: what a save spends its
/// time on, so it neither builds a dictionary per row nor looks a column up
/// by name when the type names its fields in the order the previous row did
/// (a type always does). `RowColumnReader` reads back what it writes.
///
/// Columns get what GRDB's record encoding would give them: numbers, text
/// and blobs as themselves, dates as seconds since the reference date, UUIDs
/// as their (uppercase) text, any other value GRDB stores itself (a URL, a
/// decimal) as GRDB stores it, a value that encodes as one (a string-backed
/// enum) as that value, and a value with fields or elements as its JSON.
final class RowColumnWriter {
    /// Each column's position in the table's `columns`.
    private let positions: [String: Int]
    /// The columns named, step by step, in encoding the last row.
    private var learned: [(name: String, index: Int?)] = []
    private var step = 0
    /// The last row's value for each column; NULL where it named none.
    private(set) var values: [DatabaseValue]
    /// Which columns the last row named.
    private var named: [Bool]
    /// Fields the last row has and the table not, in the order met.
    private(set) var missingColumns: [String] = []
    /// Why the last row cannot be columns (it asked for a list, a single
    /// value or a nested container): the save fails with it.
    private var refusal: String?

    init(columns: [String]) {
        var positions: [String: Int] = [:]
        for (index, name) in columns.enumerated() where positions[name] == nil { positions[name] = index }
        self.positions = positions
        values = Array(repeating: .null, count: columns.count)
        named = Array(repeating: false, count: columns.count)
    }

    /// Encodes `row` into `values` (and `missingColumns`); throws
    /// `RowNotColumns` when its `encode(to:)` asks for anything but named
    /// fields of whole values (a hand-written row's, say).
    func encode<Element: Encodable>(_ row: Element) throws {
        for index in values.indices {
            values[index] = .null
            named[index] = false
        }
        missingColumns.removeAll(keepingCapacity: true)
        step = 0
        refusal = nil
        do {
            try row.encode(to: RowColumnsEncoder(writer: self))
        } catch {
            // The containers handed out on a refusal stop the encoding.
            guard refusal != nil else { throw error }
        }
        if let refusal { throw RowNotColumns(rowType: "\(Element.self)", reason: refusal) }
    }

    /// Records why the row cannot be columns (the first reason met).
    func refuse(_ reason: String) {
        if refusal == nil { refusal = reason }
    }

    /// Sets the column of the field `name` to `value`.
    func set(_ value: DatabaseValue, forField name: String) {
        defer { step += 1 }
        let index: Int?
        if step < learned.count, learned[step].name == name {
            index = learned[step].index
        } else {
            index = positions[name]
            if step < learned.count {
                learned[step] = (name, index)
            } else if step == learned.count {
                learned.append((name, index))
            }
        }
        if let index {
            values[index] = value
            named[index] = true
        } else if !missingColumns.contains(name) {
            missingColumns.append(name)
        }
    }

    /// Whether the last row named the field `name` (a column the table has).
    func named(_ name: String) -> Bool {
        positions[name].map { named[$0] } ?? false
    }

    /// Sets a column the row does not name (`_order`).
    func set(_ value: DatabaseValue, forColumn name: String) {
        if let index = positions[name] { values[index] = value }
    }

    /// The value of a field whose type the concrete `encode`s do not cover.
    static func databaseValue<T: Encodable>(of value: T) throws -> DatabaseValue {
        // Generated `encode(to:)` names every field through the generic
        // `encode`: the plain types first, by comparing `T` (the casts then
        // cost nothing), before the dynamic casts below.
        if T.self == Int.self { return unsafeBitCast(value, to: Int.self).databaseValue }
        if T.self == String.self { return unsafeBitCast(value, to: String.self).databaseValue }
        if T.self == Bool.self { return unsafeBitCast(value, to: Bool.self).databaseValue }
        if T.self == Double.self { return unsafeBitCast(value, to: Double.self).databaseValue }
        if T.self == Int64.self { return unsafeBitCast(value, to: Int64.self).databaseValue }
        if let data = value as? Data { return data.databaseValue }
        if let date = value as? Date { return date.timeIntervalSinceReferenceDate.databaseValue }
        if let uuid = value as? UUID { return uuid.uuidString.databaseValue }
        if let convertible = value as? any DatabaseValueConvertible { return convertible.databaseValue }
        let single = ColumnValueEncoder()
        do {
            try value.encode(to: single)
            if let encoded = single.value { return encoded }
        } catch is ColumnHoldsJSON {}
        let json = try StoredJSON.encoder().encode(value)
        return String(decoding: json, as: UTF8.self).databaseValue
    }
}

/// A table row as its type's `encode(to:)` sees it: named fields, each set
/// in its column by `RowColumnWriter`.
struct RowColumnsEncoder: Encoder {
    let writer: RowColumnWriter
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Columns(writer: writer))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        writer.refuse("it encodes as a list")
        return NeedsJSON<NoKey>()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        writer.refuse("it encodes as a single value")
        return ColumnValueEncoder()
    }

    struct Columns<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let writer: RowColumnWriter
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) { writer.set(.null, forField: key.stringValue) }
        mutating func encode(_ value: Bool, forKey key: Key) { set(value, key) }
        mutating func encode(_ value: String, forKey key: Key) { set(value, key) }
        mutating func encode(_ value: Double, forKey key: Key) { set(value, key) }
        mutating func encode(_ value: Float, forKey key: Key) { set(Double(value), key) }
        mutating func encode(_ value: Int, forKey key: Key) { set(value, key) }
        mutating func encode(_ value: Int8, forKey key: Key) { set(Int64(value), key) }
        mutating func encode(_ value: Int16, forKey key: Key) { set(Int64(value), key) }
        mutating func encode(_ value: Int32, forKey key: Key) { set(Int64(value), key) }
        mutating func encode(_ value: Int64, forKey key: Key) { set(value, key) }
        mutating func encode(_ value: UInt, forKey key: Key) { set(value, key) }
        mutating func encode(_ value: UInt8, forKey key: Key) { set(Int64(value), key) }
        mutating func encode(_ value: UInt16, forKey key: Key) { set(Int64(value), key) }
        mutating func encode(_ value: UInt32, forKey key: Key) { set(Int64(value), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) { set(value, key) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            writer.set(try RowColumnWriter.databaseValue(of: value), forField: key.stringValue)
        }

        private func set(_ value: some DatabaseValueConvertible, _ key: Key) {
            writer.set(value.databaseValue, forField: key.stringValue)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            refuseNesting(key)
            return KeyedEncodingContainer(NeedsJSON<NestedKey>())
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            refuseNesting(key)
            return NeedsJSON<NoKey>()
        }

        mutating func superEncoder() -> any Encoder { RowColumnsEncoder(writer: writer) }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            refuseNesting(key)
            return ColumnValueEncoder()
        }

        private func refuseNesting(_ key: Key) {
            writer.refuse(
                "its field \"\(key.stringValue)\" encodes through a nested container, where a column takes a "
                    + "whole value (encode the field's value, which is then saved as its JSON)")
        }
    }
}

/// A row whose `encode(to:)` does not give named fields of whole values: it
/// cannot be a table's columns, so its save fails (`encodingFailed`).
struct RowNotColumns: Error, CustomStringConvertible {
    let rowType: String
    let reason: String
    var description: String {
        "a row of \(rowType) cannot be saved as a table's columns: \(reason), where a row must encode named fields"
    }
}

/// One column's value for a type that encodes itself as a single value (a
/// string-backed enum); a type that asks for fields or elements is written
/// as its JSON instead (`ColumnHoldsJSON`, thrown on its first field).
final class ColumnValueEncoder: Encoder, SingleValueEncodingContainer {
    private(set) var value: DatabaseValue?
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(NeedsJSON<Key>())
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { NeedsJSON<NoKey>() }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    func encodeNil() { value = .null }
    func encode(_ value: Bool) { self.value = value.databaseValue }
    func encode(_ value: String) { self.value = value.databaseValue }
    func encode(_ value: Double) { self.value = value.databaseValue }
    func encode(_ value: Float) { self.value = Double(value).databaseValue }
    func encode(_ value: Int) { self.value = value.databaseValue }
    func encode(_ value: Int8) { self.value = Int64(value).databaseValue }
    func encode(_ value: Int16) { self.value = Int64(value).databaseValue }
    func encode(_ value: Int32) { self.value = Int64(value).databaseValue }
    func encode(_ value: Int64) { self.value = value.databaseValue }
    func encode(_ value: UInt) { self.value = value.databaseValue }
    func encode(_ value: UInt8) { self.value = Int64(value).databaseValue }
    func encode(_ value: UInt16) { self.value = Int64(value).databaseValue }
    func encode(_ value: UInt32) { self.value = Int64(value).databaseValue }
    func encode(_ value: UInt64) { self.value = value.databaseValue }

    func encode<T: Encodable>(_ value: T) throws {
        self.value = try RowColumnWriter.databaseValue(of: value)
    }
}

/// The container a value with fields or elements asks for: its first field
/// or element stops the encoding, and the value is written as JSON instead.
/// An empty one (`[]`, `[:]`) encodes nothing: the caller sees no value and
/// writes JSON too.
private struct NeedsJSON<Key: CodingKey>: KeyedEncodingContainerProtocol, UnkeyedEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }

    mutating func encodeNil(forKey key: Key) throws { throw ColumnHoldsJSON() }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { throw ColumnHoldsJSON() }
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> { KeyedEncodingContainer(NeedsJSON<NestedKey>()) }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { ColumnValueEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { ColumnValueEncoder() }

    mutating func encodeNil() throws { throw ColumnHoldsJSON() }
    mutating func encode<T: Encodable>(_ value: T) throws { throw ColumnHoldsJSON() }
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> { KeyedEncodingContainer(NeedsJSON<NestedKey>()) }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
}

/// The key type of an unkeyed `NeedsJSON` (it has none).
private struct NoKey: CodingKey {
    var stringValue: String { "" }
    var intValue: Int? { nil }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}
