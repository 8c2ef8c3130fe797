import Foundation
internal import GRDB

/// One element of a stored collection as a table row: each of its fields is
/// a column (a nested value is its JSON). Dates are stored as seconds since
/// the reference date, exactly as `Date` holds them, and nested values in the
/// JSON the JSON file would hold, so a loaded state equals the saved one;
/// UUIDs as their text, so another reader's queries can show them.
struct RowRecord<Element: Codable>: Codable, FetchableRecord, EncodableRecord {
    var element: Element

    init(_ element: Element) {
        self.element = element
    }

    init(from decoder: any Decoder) throws {
        element = try Element(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        try element.encode(to: encoder)
    }

    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .timeIntervalSinceReferenceDate
    }

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .timeIntervalSinceReferenceDate
    }

    static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy {
        .uppercaseString
    }

    static func databaseJSONEncoder(for column: String) -> JSONEncoder {
        StoredJSON.encoder()
    }

    static func databaseJSONDecoder(for column: String) -> JSONDecoder {
        JSONDecoder()
    }
}

/// The JSON of single values and nested ones: what the JSON file would hold.
enum StoredJSON {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
