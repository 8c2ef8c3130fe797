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

    /// How deep the reader builds a line: the value limit plus room for
    /// the record around it (`changed`, a field, an action's name).
    static let maxLineDepth = maxDepth + 4

    /// The line read with long strings and big collections cut as it is
    /// read (`BoundedJSONReader`), or `nil` when it is not JSON.
    static func parse(_ line: Data) -> Any? {
        BoundedJSONReader.read(line, maxDepth: maxLineDepth)?.value
    }

    /// `kept`, the start of a string of `totalBytes` UTF-8 bytes, cut to
    /// `maxStringLength` characters with a note of how much was left out
    /// (and `fingerprint`, a hash of the whole string, when there is one).
    static func cut(_ kept: String, totalBytes: Int, fingerprint: String? = nil) -> String {
        guard totalBytes > maxStringLength else { return kept }
        let shown = String(kept.prefix(maxStringLength))
        guard totalBytes > shown.utf8.count else { return shown }
        let hash = fingerprint.map { ", " + $0 } ?? ""
        return shown + "… (\(totalBytes - shown.utf8.count) more bytes not shown\(hash))"
    }

    /// What to show for a line that is not JSON: its text, clipped.
    static func unreadable(_ line: Data) -> [String: Any] {
        let text = String(decoding: line.prefix(maxStringLength * 4), as: UTF8.self)
        return [
            "$unreadable": cut(text, totalBytes: text.utf8.count + max(0, line.count - maxStringLength * 4)),
            "$bytes": line.count,
        ]
    }

    /// The most bytes of values one answer carries, about: the limits above
    /// bound each collection, this bounds them together (500 arrays of 500
    /// arrays each within the limits would otherwise all be sent).
    static let maxAnswerBytes = 1 << 20

    /// What is left of an answer's size limit, shared by every value it
    /// clips; once spent, what remains of each collection becomes one note.
    final class Budget {
        private(set) var remaining: Int

        init(bytes: Int = RecordValue.maxAnswerBytes) {
            remaining = bytes
        }

        var isSpent: Bool { remaining <= 0 }

        func spend(_ bytes: Int) {
            remaining -= bytes
        }
    }

    static let budgetNote = "… (not shown: the answer reached its size limit)"

    /// `value`, read by `parse` (so its strings and collections are
    /// already cut), with deep nesting cut and `budget` spent on what is kept.
    static func clip(_ value: Any, budget: Budget = Budget(), depth: Int = 0) -> Any {
        if budget.isSpent { return budgetNote }
        if depth > maxDepth { return "… (nested deeper than \(maxDepth) levels; not shown)" }
        switch value {
        case let string as String:
            budget.spend(string.utf8.count + 2)
            return string
        case let array as [Any]:
            var clipped: [Any] = []
            for item in array {
                if budget.isSpent {
                    let left = array.count - clipped.count
                    clipped.append("… (\(left) more items not shown: the answer reached its size limit)")
                    return clipped
                }
                budget.spend(1)
                clipped.append(clip(item, budget: budget, depth: depth + 1))
            }
            return clipped
        case let object as [String: Any]:
            var clipped: [String: Any] = [:]
            for key in object.keys.sorted() {
                if budget.isSpent {
                    let left = object.count - clipped.count
                    clipped["…"] = "\(left) more members not shown: the answer reached its size limit"
                    return clipped
                }
                budget.spend(key.utf8.count + 4)
                clipped[key] = clip(object[key]!, budget: budget, depth: depth + 1)
            }
            return clipped
        default:
            budget.spend(8)
            return value
        }
    }

    /// A value read from JSON as compact JSON text with sorted keys.
    static func jsonText(_ value: Any) -> String {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
        else { return String(describing: value) }
        return String(decoding: data, as: UTF8.self)
    }

    /// `value` as JSON text of at most `limit` characters, for one-line previews.
    static func preview(_ value: Any, limit: Int = 200) -> String {
        guard JSONSerialization.isValidJSONObject([value]),
            let data = try? JSONSerialization.data(
                withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
        else { return String(describing: value).prefix(limit).description }
        let text = String(decoding: data, as: UTF8.self)
        return text.count > limit ? String(text.prefix(limit)) + "…" : text
    }
}
