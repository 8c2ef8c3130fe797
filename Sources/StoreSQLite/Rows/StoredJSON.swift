import Foundation

/// The JSON of single values and nested ones: what the JSON file would hold.
enum StoredJSON {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
