import Foundation

/// Builds a state from its parts as the database holds them: the state's own
/// `init(from:)` (generated from the schema) asks for each field by name, and
/// gets a table's rows, already decoded, or a single value, decoded from its
/// JSON. A field the database does not hold (one added to the schema since)
/// is missing, so the state keeps its default, as for a JSON file.
struct StoredStateDecoder: Decoder {
    /// Each table's rows, as the field's type (`ChildList<Row>`, `[Row]`).
    let tables: [String: Any]
    /// Each single value's JSON.
    let values: [String: Data]
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Fields(decoder: self, json: JSONDecoder()))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw unsupported("a list")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw unsupported("a single value")
    }

    private func unsupported(_ what: String) -> DecodingError {
        DecodingError.typeMismatch(
            Any.self,
            .init(
                codingPath: [], debugDescription: "a state kept in tables is a set of named fields, not \(what)"))
    }

    struct Fields<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: StoredStateDecoder
        let json: JSONDecoder
        var codingPath: [any CodingKey] { [] }

        var allKeys: [Key] {
            (Array(decoder.tables.keys) + Array(decoder.values.keys)).compactMap { Key(stringValue: $0) }
        }

        func contains(_ key: Key) -> Bool {
            decoder.tables[key.stringValue] != nil || decoder.values[key.stringValue] != nil
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            guard let data = decoder.values[key.stringValue] else { return decoder.tables[key.stringValue] == nil }
            return data.elementsEqual("null".utf8)
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(T.self, key) }

        /// Every `decode` of the container: a table's rows or a value's JSON.
        private func value<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
            if let rows = decoder.tables[key.stringValue] {
                guard let rows = rows as? T else {
                    throw DecodingError.typeMismatch(
                        T.self,
                        .init(
                            codingPath: [key], debugDescription: "the table holds \(Swift.type(of: rows))"))
                }
                return rows
            }
            guard let data = decoder.values[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "not saved"))
            }
            do {
                return try json.decode(T.self, from: data)
            } catch let error as DecodingError {
                throw error.under([key])
            }
        }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(Bool.self, key) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(String.self, key) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(Double.self, key) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(Float.self, key) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(Int.self, key) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(Int8.self, key) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(Int16.self, key) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(Int32.self, key) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(Int64.self, key) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(UInt.self, key) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(UInt8.self, key) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(UInt16.self, key) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(UInt32.self, key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(UInt64.self, key) }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try Self.decoder(for: key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try Self.decoder(for: key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { decoder }

        func superDecoder(forKey key: Key) throws -> any Decoder { try Self.decoder(for: key) }

        private static func decoder(for key: Key) throws -> any Decoder {
            throw DecodingError.typeMismatch(
                Any.self,
                .init(
                    codingPath: [key],
                    debugDescription: "a field kept in a table is read whole, not through a nested container"))
        }
    }
}
