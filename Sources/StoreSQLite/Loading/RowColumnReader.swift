import Foundation
internal import GRDB
internal import GRDBSQLite

/// Reads the rows of one table, one after another, into their type through
/// its `init(from:)`, each field from its column by index, through SQLite's
/// C API on the statement the caller steps: what a launch
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
    /// The statement whose current row is read (stepped by the caller).
    private let statement: SQLiteStatement
    let json = JSONDecoder()
    let names: [String]

    init(columns: [String], statement: SQLiteStatement) {
        names = columns
        self.statement = statement
        var positions: [String: Int] = [:]
        for (index, name) in columns.enumerated() where positions[name] == nil { positions[name] = index }
        self.positions = positions
    }

    /// Decodes the statement's current row as `Element`.
    func decodeRow<Element: Decodable>(_ type: Element.Type) throws -> Element {
        step = 0
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
        guard let index = index(of: name), !hasNull(at: index) else { return nil }
        return index
    }

    func hasNull(at index: Int) -> Bool {
        sqlite3_column_type(statement, CInt(index)) == SQLITE_NULL
    }

    // The plain values, read as GRDB's `StatementColumnConvertible` reads
    // them (SQLite converts a column of another type).

    func int64(at index: Int) -> Int64 { sqlite3_column_int64(statement, CInt(index)) }

    func double(at index: Int) -> Double { sqlite3_column_double(statement, CInt(index)) }

    func string(at index: Int) -> String {
        guard let text = sqlite3_column_text(statement, CInt(index)) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, CInt(index)))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// The column's bytes (text or blob), for JSON.
    private func data(at index: Int) -> Data {
        guard let bytes = sqlite3_column_blob(statement, CInt(index)) else { return Data() }
        return Data(bytes: bytes, count: Int(sqlite3_column_bytes(statement, CInt(index))))
    }

    /// The value in column `index` (not NULL) as `T`.
    func value<T: Decodable>(
        _ type: T.Type, at index: Int, codingPath: @autoclosure () -> [any CodingKey]
    ) throws -> T {
        // `T` is the type just compared with: the casts cost nothing.
        if T.self == String.self { return unsafeBitCast(string(at: index), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(Int(int64(at: index)), to: T.self) }
        if T.self == Bool.self { return unsafeBitCast(int64(at: index) != 0, to: T.self) }
        if T.self == Double.self { return unsafeBitCast(double(at: index), to: T.self) }
        if T.self == Date.self {
            return unsafeBitCast(Date(timeIntervalSinceReferenceDate: double(at: index)), to: T.self)
        }
        if let convertible = T.self as? any DatabaseValueConvertible.Type {
            let value = DatabaseValue(sqliteStatement: statement, index: CInt(index))
            guard let converted = Self.convert(value, to: convertible) else {
                throw DecodingError.typeMismatch(
                    T.self,
                    .init(codingPath: codingPath(), debugDescription: "the column holds \(value), not a \(T.self)"))
            }
            return converted as! T
        }
        do {
            return try T(from: ColumnValueDecoder(reader: self, index: index, codingPath: codingPath()))
        } catch is ColumnHoldsJSON {
            do {
                return try json.decode(T.self, from: data(at: index))
            } catch let error as DecodingError {
                throw error.under(codingPath())
            }
        }
    }

    private static func convert<V: DatabaseValueConvertible>(_ value: DatabaseValue, to type: V.Type) -> V? {
        V.fromDatabaseValue(value)
    }
}

/// A value that asked for fields or elements: it is kept as JSON.
struct ColumnHoldsJSON: Error {}
