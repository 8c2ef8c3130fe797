import Foundation

/// Reads a line of JSON into the value the page may be shown, cutting while
/// it reads: past `RecordValue.maxItems` elements or members, the rest of a
/// collection is stepped over and counted, never built; a long string keeps
/// its first characters; values nested too deep are stepped over. So one
/// array of a million items costs the items kept, not the million.
///
/// Each note of what was left out carries a fingerprint of the text left
/// out, so two values that differ only there still differ (the diff lists
/// the note as changed).
///
/// What it builds is what `JSONSerialization` would (`NSNumber` for numbers
/// and Booleans, `NSNull`, `String`, `[Any]`, `[String: Any]`). Text it
/// steps over is checked only for its brackets and strings.
struct BoundedJSONReader {
    private let bytes: UnsafeRawBufferPointer
    private var position = 0
    private let maxDepth: Int
    /// How many values were built; what stepping over saves.
    private(set) var built = 0

    private init(bytes: UnsafeRawBufferPointer, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// The value of `line`, or `nil` when it is not JSON (or not UTF-8).
    /// `maxDepth` counts from the line's top level, so the record's own
    /// wrapping can be allowed for above `RecordValue.maxDepth`.
    static func read(_ line: Data, maxDepth: Int) -> (value: Any, built: Int)? {
        line.withUnsafeBytes { bytes in
            var utf8 = bytes.makeIterator()
            var decoder = Unicode.UTF8()
            decoding: while true {
                switch decoder.decode(&utf8) {
                case .scalarValue: continue
                case .emptyInput: break decoding
                case .error: return nil
                }
            }
            var reader = BoundedJSONReader(bytes: bytes, maxDepth: maxDepth)
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipWhitespace()
            return reader.position == bytes.count ? (value, reader.built) : nil
        }
    }

    private var current: UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard current == byte else { return false }
        position += 1
        return true
    }

    private mutating func value(depth: Int) -> Any? {
        skipWhitespace()
        if depth > maxDepth {
            return skipValue() ? "… (nested deeper than \(RecordValue.maxDepth) levels; not shown)" : nil
        }
        built += 1
        switch current {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "t"): return literal("true", NSNumber(value: true))
        case UInt8(ascii: "f"): return literal("false", NSNumber(value: false))
        case UInt8(ascii: "n"): return literal("null", NSNull())
        default: return number()
        }
    }

    private mutating func array(depth: Int) -> Any? {
        position += 1
        var items: [Any] = []
        if consume(UInt8(ascii: "]")) { return items }
        var skipped = 0
        var skippedFrom = 0
        repeat {
            if items.count < RecordValue.maxItems {
                guard let item = value(depth: depth + 1) else { return nil }
                items.append(item)
            } else {
                if skipped == 0 { skippedFrom = position }
                guard skipValue() else { return nil }
                skipped += 1
            }
        } while consume(UInt8(ascii: ","))
        let skippedTo = position
        guard consume(UInt8(ascii: "]")) else { return nil }
        if skipped > 0 {
            items.append("… (\(skipped) more items not shown, \(fingerprint(skippedFrom..<skippedTo)))")
        }
        return items
    }

    private mutating func object(depth: Int) -> Any? {
        position += 1
        var members: [String: Any] = [:]
        if consume(UInt8(ascii: "}")) { return members }
        var skipped = 0
        var skippedFrom = 0
        repeat {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { return nil }
            if members.count < RecordValue.maxItems {
                guard let key = string(), consume(UInt8(ascii: ":")), let member = value(depth: depth + 1) else {
                    return nil
                }
                members[key] = member
            } else {
                if skipped == 0 { skippedFrom = position }
                guard skipValue(), consume(UInt8(ascii: ":")), skipValue() else { return nil }
                skipped += 1
            }
        } while consume(UInt8(ascii: ","))
        let skippedTo = position
        guard consume(UInt8(ascii: "}")) else { return nil }
        if skipped > 0 {
            members["…"] = "\(skipped) more members not shown, \(fingerprint(skippedFrom..<skippedTo))"
        }
        return members
    }

    private mutating func literal(_ text: StaticString, _ value: Any) -> Any? {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count,
            memcmp(bytes.baseAddress! + position, text.utf8Start, count) == 0
        else { return nil }
        position += count
        return value
    }

    private mutating func number() -> Any? {
        let start = position
        var integral = true
        while let byte = current,
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        {
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { integral = false }
            position += 1
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard !text.isEmpty, text.first != "+", !text.hasPrefix("0") || text == "0" || text.hasPrefix("0."),
            !text.hasPrefix("-0") || text == "-0" || text.hasPrefix("-0.")
        else { return nil }
        if integral, let int = Int(text) { return NSNumber(value: int) }
        return Double(text).map { NSNumber(value: $0) }
    }

    /// A string, its first `RecordValue.maxStringLength` characters kept
    /// (as `RecordValue.cut` would) and the rest only counted.
    private mutating func string() -> String? {
        let start = position
        position += 1
        let keep = RecordValue.maxStringLength * 4 + 64
        var kept: [UInt8] = []
        var total = 0
        func append(_ scalar: Unicode.Scalar) {
            let encoded = UTF8.encode(scalar)!
            total += encoded.count
            if kept.count < keep { kept.append(contentsOf: encoded) }
        }
        var pendingHigh: UInt32?
        while let byte = current {
            position += 1
            if byte == UInt8(ascii: "\"") {
                if pendingHigh != nil { append("\u{FFFD}") }
                let text = String(decoding: kept, as: UTF8.self)
                guard total > RecordValue.maxStringLength else { return text }
                return RecordValue.cut(text, totalBytes: total, fingerprint: fingerprint(start..<position))
            }
            if byte < 0x20 { return nil }
            guard byte == UInt8(ascii: "\\") else {
                if pendingHigh != nil {
                    append("\u{FFFD}")
                    pendingHigh = nil
                }
                total += 1
                if kept.count < keep { kept.append(byte) }
                continue
            }
            guard let escape = current else { return nil }
            position += 1
            var scalar: Unicode.Scalar
            switch escape {
            case UInt8(ascii: "\""): scalar = "\""
            case UInt8(ascii: "\\"): scalar = "\\"
            case UInt8(ascii: "/"): scalar = "/"
            case UInt8(ascii: "b"): scalar = "\u{08}"
            case UInt8(ascii: "f"): scalar = "\u{0C}"
            case UInt8(ascii: "n"): scalar = "\n"
            case UInt8(ascii: "r"): scalar = "\r"
            case UInt8(ascii: "t"): scalar = "\t"
            case UInt8(ascii: "u"):
                guard position + 4 <= bytes.count,
                    let unit = UInt32(
                        String(
                            decoding: UnsafeRawBufferPointer(
                                rebasing: bytes[position..<position + 4]), as: UTF8.self), radix: 16)
                else { return nil }
                position += 4
                if (0xD800...0xDBFF).contains(unit) {
                    if pendingHigh != nil { append("\u{FFFD}") }
                    pendingHigh = unit
                    continue
                }
                if (0xDC00...0xDFFF).contains(unit), let high = pendingHigh {
                    pendingHigh = nil
                    append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00))!)
                    continue
                }
                scalar = Unicode.Scalar(unit) ?? "\u{FFFD}"
            default: return nil
            }
            if pendingHigh != nil {
                append("\u{FFFD}")
                pendingHigh = nil
            }
            append(scalar)
        }
        return nil
    }

    /// A short hash of the text in `range` (FNV-1a), for notes of what was left out.
    private func fingerprint(_ range: Range<Int>) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in bytes[range] { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let hex = String(hash, radix: 16)
        return "fingerprint " + String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// Steps over one value without building it; `false` when the text
    /// ends first.
    private mutating func skipValue() -> Bool {
        skipWhitespace()
        var nesting = 0
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                while let inner = current, inner != UInt8(ascii: "\"") {
                    position += inner == UInt8(ascii: "\\") ? 2 : 1
                }
                guard current != nil else { return false }
                position += 1
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                nesting += 1
                position += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if nesting == 0 { return true }
                nesting -= 1
                position += 1
            case UInt8(ascii: ","), UInt8(ascii: ":"):
                if nesting == 0 { return true }
                position += 1
            default:
                position += 1
            }
            if nesting == 0, let next = current,
                [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":")].contains(next)
                    || next == 0x20 || next == 0x0A || next == 0x0D || next == 0x09
            {
                return true
            }
        }
        return nesting == 0
    }
}
