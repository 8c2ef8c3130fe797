import Foundation
internal import GRDB

/// A value SQLite stores in a column, or binds to a `?` of a statement: a
/// migration's arguments and what it reads. Literals spell one
/// (`[1, "text", nil]`).
public enum SQLiteValue: Sendable, Hashable {
    /// NULL: no value (a saved `nil`, or a column a row has nothing in).
    case null
    /// A whole number (a saved `Int` or `Bool`).
    case integer(Int64)
    /// A floating-point number (a saved `Double`, or a `Date` in seconds since 2001).
    case real(Double)
    /// Text (a saved `String`, a `UUID`, or a nested value's JSON).
    case text(String)
    /// Bytes (a saved `Data`).
    case blob(Data)

    /// The integer, or nil for any other kind of value.
    public var integer: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The number, an integer's too, or nil for any other kind of value.
    public var real: Double? {
        switch self {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    /// The text, or nil for any other kind of value.
    public var text: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    /// The bytes, or nil for any other kind of value.
    public var blob: Data? {
        if case .blob(let value) = self { return value }
        return nil
    }

    init(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case .int64(let value): self = .integer(value)
        case .double(let value): self = .real(value)
        case .string(let value): self = .text(value)
        case .blob(let value): self = .blob(value)
        }
    }

    var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case .integer(let value): value.databaseValue
        case .real(let value): value.databaseValue
        case .text(let value): value.databaseValue
        case .blob(let value): value.databaseValue
        }
    }
}

extension SQLiteValue: ExpressibleByNilLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByBooleanLiteral
{
    /// `nil`: `.null`.
    public init(nilLiteral: ()) { self = .null }
    /// `1`: `.integer(1)`.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// `1.5`: `.real(1.5)`.
    public init(floatLiteral value: Double) { self = .real(value) }
    /// `"text"`: `.text("text")`.
    public init(stringLiteral value: String) { self = .text(value) }
    /// SQLite has no booleans: 1 or 0, as a saved `Bool` column holds.
    public init(booleanLiteral value: Bool) { self = .integer(value ? 1 : 0) }
}
