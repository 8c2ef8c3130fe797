import Foundation

/// A table row as its type's `init(from:)` sees it: named fields, each read
/// from its column by `RowColumnReader`.
struct RowColumnsDecoder: Decoder {
    let reader: RowColumnReader
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Columns(reader: reader))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(
            [Any].self,
            .init(
                codingPath: [], debugDescription: "a table row is a set of named fields, not a list"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(
            Any.self,
            .init(
                codingPath: [], debugDescription: "a table row is a set of named fields, not a single value"))
    }

    struct Columns<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let reader: RowColumnReader
        var codingPath: [any CodingKey] { [] }

        var allKeys: [Key] {
            reader.names.indices.filter { !reader.hasNull(at: $0) }
                .compactMap { Key(stringValue: reader.names[$0]) }
        }

        func contains(_ key: Key) -> Bool {
            reader.valueIndex(of: key.stringValue) != nil
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            reader.valueIndex(of: key.stringValue) == nil
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard let index = reader.valueIndex(of: key.stringValue) else {
                if let optional = T.self as? any ExpressibleByNilLiteral.Type {
                    return optional.init(nilLiteral: ()) as! T
                }
                throw Self.notFound(key)
            }
            return try reader.value(T.self, at: index, codingPath: [key])
        }

        /// The column of `key` (for the plain values, read without the generic path).
        private func index(of key: Key) throws -> Int {
            guard let index = reader.valueIndex(of: key.stringValue) else { throw Self.notFound(key) }
            return index
        }

        private static func notFound(_ key: Key) -> DecodingError {
            DecodingError.keyNotFound(
                key, .init(codingPath: [], debugDescription: "the row holds no \(key.stringValue)"))
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard let index = reader.valueIndex(of: key.stringValue) else { return nil }
            return try reader.value(T.self, at: index, codingPath: [key])
        }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { reader.int64(at: try index(of: key)) != 0 }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { reader.string(at: try index(of: key)) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { reader.double(at: try index(of: key)) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(type, key) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { Int(reader.int64(at: try index(of: key))) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(type, key) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(type, key) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(type, key) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(type, key) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(type, key) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(type, key) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(type, key) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(type, key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(type, key) }

        /// The concrete `decode`s, through the generic one.
        private func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
            try decode(type, forKey: key) as T
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            throw Self.notNested(key)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw Self.notNested(key)
        }

        func superDecoder() throws -> any Decoder { RowColumnsDecoder(reader: reader) }

        func superDecoder(forKey key: Key) throws -> any Decoder { throw Self.notNested(key) }

        private static func notNested(_ key: Key) -> DecodingError {
            DecodingError.typeMismatch(
                Any.self,
                .init(
                    codingPath: [key], debugDescription: "a column is read as a whole value, not as a nested container")
            )
        }
    }
}

/// One column's value for a type that decodes itself from a single value (a
/// string-backed enum, an optional); a type that asks for fields or elements
/// is read from the column's JSON instead (`ColumnHoldsJSON`).
struct ColumnValueDecoder: Decoder, SingleValueDecodingContainer {
    let reader: RowColumnReader
    let index: Int
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw ColumnHoldsJSON()
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw ColumnHoldsJSON() }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { reader.hasNull(at: index) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try reader.value(T.self, at: index, codingPath: codingPath)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try read(type) }
    func decode(_ type: String.Type) throws -> String { try read(type) }
    func decode(_ type: Double.Type) throws -> Double { try read(type) }
    func decode(_ type: Float.Type) throws -> Float { try read(type) }
    func decode(_ type: Int.Type) throws -> Int { try read(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try read(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try read(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try read(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try read(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try read(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try read(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try read(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try read(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try read(type) }

    /// The concrete `decode`s, through the generic one.
    private func read<T: Decodable>(_ type: T.Type) throws -> T {
        try reader.value(T.self, at: index, codingPath: codingPath)
    }
}
