import Foundation
internal import GRDB

/// Reads the rows of one table, one after another, into their type through
/// its `init(from:)`, each field from its column by index: what a launch
/// spends its time on, so it neither builds a dictionary per row nor looks
/// up a column by name when the row's type asks for its fields in the order
/// the previous row did (a type always does).
///
/// Columns hold what `RowColumnWriter` writes: numbers, text and blobs as
/// themselves, dates as seconds since the reference date, UUIDs as text,
/// and any other value that encodes as one (a string-backed enum) as that
/// value; values with fields or elements (a nested struct, an array, a
/// `Duration`) as their JSON. A NULL column is a missing field.
final class RowColumnReader {
    private let positions: [String: Int]
    /// The columns asked for, step by step, in decoding the last row.
    private var learned: [(name: String, index: Int?)] = []
    private var step = 0
    private(set) var row: Row?
    let json = JSONDecoder()
    let names: [String]

    init(columns: [String]) {
        names = columns
        var positions: [String: Int] = [:]
        for (index, name) in columns.enumerated() where positions[name] == nil { positions[name] = index }
        self.positions = positions
    }

    /// Decodes `row` (the cursor's current one) as `Element`.
    func decode<Element: Decodable>(_ type: Element.Type, from row: Row) throws -> Element {
        self.row = row
        step = 0
        defer { self.row = nil }
        return try Element(from: RowColumnsDecoder(reader: self))
    }

    /// The column of the field `name`, or nil when the table has none.
    func index(of name: String) -> Int? {
        defer { step += 1 }
        if step < learned.count, learned[step].name == name { return learned[step].index }
        let index = positions[name]
        if step < learned.count {
            learned[step] = (name, index)
        } else if step == learned.count {
            learned.append((name, index))
        }
        return index
    }

    /// The column of `name` when it holds a value (not NULL).
    func valueIndex(of name: String) -> Int? {
        guard let row, let index = index(of: name), !row.hasNull(atIndex: index) else { return nil }
        return index
    }

    /// The value in column `index` (not NULL) as `T`.
    func value<T: Decodable>(_ type: T.Type, at index: Int, codingPath: [any CodingKey]) throws -> T {
        guard let row else { preconditionFailure("a column read outside a row's decoding") }
        do {
            // `T` is the type just compared with: the casts cost nothing.
            if T.self == String.self { return unsafeBitCast(try row.decode(String.self, atIndex: index), to: T.self) }
            if T.self == Int.self { return unsafeBitCast(try row.decode(Int.self, atIndex: index), to: T.self) }
            if T.self == Bool.self { return unsafeBitCast(try row.decode(Bool.self, atIndex: index), to: T.self) }
            if T.self == Double.self { return unsafeBitCast(try row.decode(Double.self, atIndex: index), to: T.self) }
            if T.self == Date.self {
                let seconds = try row.decode(Double.self, atIndex: index)
                return unsafeBitCast(Date(timeIntervalSinceReferenceDate: seconds), to: T.self)
            }
            if let convertible = T.self as? any DatabaseValueConvertible.Type {
                return try Self.convert(row[index] as DatabaseValue, to: convertible) as! T
            }
        } catch let error as RowDecodingError {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath, debugDescription: "\(error)", underlyingError: error))
        } catch is ConversionFailed {
            throw DecodingError.typeMismatch(
                T.self,
                .init(
                    codingPath: codingPath,
                    debugDescription: "the column holds \(row[index] as DatabaseValue), not a \(T.self)"))
        }
        do {
            return try T(from: ColumnValueDecoder(reader: self, index: index, codingPath: codingPath))
        } catch is ColumnHoldsJSON {
            do {
                return try row.withUnsafeData(atIndex: index) { data in try json.decode(T.self, from: data ?? Data()) }
            } catch let error as DecodingError {
                throw error.under(codingPath)
            }
        }
    }

    private static func convert<V: DatabaseValueConvertible>(_ value: DatabaseValue, to type: V.Type) throws -> V {
        guard let converted = V.fromDatabaseValue(value) else { throw ConversionFailed() }
        return converted
    }

    private struct ConversionFailed: Error {}
}

/// A value that asked for fields or elements: it is kept as JSON.
struct ColumnHoldsJSON: Error {}
