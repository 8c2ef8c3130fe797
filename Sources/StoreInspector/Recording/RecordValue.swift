import Foundation

/// A line of a recording as JSON the page can show safely: parsed (a line
/// that is not JSON — cut short, invalid UTF-8 — becomes its text, decoded
/// leniently), then clipped, so a 10 MB value reaches the page as its first
/// characters and a note of how much was left out. The page only ever sets
/// these as text, never as markup.
enum RecordValue {
    /// The longest string sent whole; longer ones are cut here.
    static let maxStringLength = 2_000
    /// The most elements of an array or members of an object sent.
    static let maxItems = 500
    /// How deep a value is sent; deeper values become a note.
    static let maxDepth = 40

    /// The parsed line, or `nil` when it is not JSON.
    static func parse(_ line: Data) -> Any? {
        try? JSONSerialization.jsonObject(with: line, options: [.fragmentsAllowed])
    }

    /// What to show for a line that is not JSON: its text, clipped.
    static func unreadable(_ line: Data) -> [String: Any] {
        ["$unreadable": clip(String(decoding: line.prefix(maxStringLength * 4), as: UTF8.self), depth: 0) as Any,
         "$bytes": line.count]
    }

    /// `value` with long strings, big collections and deep nesting cut.
    static func clip(_ value: Any, depth: Int = 0) -> Any {
        if depth > maxDepth { return "… (nested deeper than \(maxDepth) levels; not shown)" }
        switch value {
        case let string as String:
            guard string.utf8.count > maxStringLength else { return string }
            let kept = String(string.prefix(maxStringLength))
            return kept + "… (\(string.utf8.count - kept.utf8.count) more bytes not shown)"
        case let array as [Any]:
            var clipped = array.prefix(maxItems).map { clip($0, depth: depth + 1) }
            if array.count > maxItems { clipped.append("… (\(array.count - maxItems) more items not shown)") }
            return clipped
        case let object as [String: Any]:
            var clipped: [String: Any] = [:]
            for key in object.keys.sorted().prefix(maxItems) {
                clipped[String(clip(key, depth: depth + 1) as? String ?? key)] = clip(object[key]!, depth: depth + 1)
            }
            if object.count > maxItems { clipped["…"] = "\(object.count - maxItems) more members not shown" }
            return clipped
        default:
            return value
        }
    }

    /// `value` as JSON text of at most `limit` characters, for one-line previews.
    static func preview(_ value: Any, limit: Int = 200) -> String {
        guard JSONSerialization.isValidJSONObject([value]),
              let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
        else { return String(describing: value).prefix(limit).description }
        let text = String(decoding: data, as: UTF8.self)
        return text.count > limit ? String(text.prefix(limit)) + "…" : text
    }
}
