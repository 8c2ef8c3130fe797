import Foundation

/// What the timeline shows of an action line — its `seq`, its time and the
/// start of its parameters — read from the line's first `headBytes` only:
/// a window of 100 lines of 600 KB each reads 400 KB, never 60 MB, and
/// parses none of them whole. The recorder writes `seq`, `t`, `name` and
/// `action` before `changed`, so they are in a line's head unless the action
/// itself is long (its preview is then its first characters).
struct LinePreview {
    /// How much of a line is read for its preview.
    static let headBytes = 4_096
    /// The longest preview of the parameters, in characters.
    static let maxCharacters = 200

    var seq: Any?
    var time: Any?
    /// The parameters as JSON text, cut to `maxCharacters`.
    var params: String?

    /// Reads `head`, the first bytes of a line of `lineLength` bytes, for the
    /// action called `name`; `nil` when the head is not the start of a JSON
    /// object (the line is shown as unreadable).
    static func read(_ head: Data, name: String) -> LinePreview? {
        head.withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes: bytes.bindMemory(to: UInt8.self))
            var preview = LinePreview()
            guard scanner.take(UInt8(ascii: "{")) else { return nil }
            while let key = scanner.key() {
                let start = scanner.position
                let end = scanner.skipValue()
                switch key {
                case "seq": preview.seq = end.flatMap { scanner.fragment(start..<$0) }
                case "t": preview.time = end.flatMap { scanner.fragment(start..<$0) }
                case "action":
                    preview.params = scanner.paramsText(start..<(end ?? bytes.count), name: name, complete: end != nil)
                default: break
                }
                guard end != nil, scanner.take(UInt8(ascii: ",")) else { break }
            }
            return preview
        }
    }
}

/// Steps over JSON text without building values: keys are read, values
/// skipped (strings, numbers, nesting), stopping where the bytes end.
private struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    /// A member's key and the colon after it; `nil` at the object's end or
    /// where the bytes run out.
    mutating func key() -> String? {
        skipSpace()
        let start = position
        guard let end = skipString() else { return nil }
        guard take(UInt8(ascii: ":")) else { return nil }
        skipSpace()
        return fragment(start..<end) as? String
    }

    /// Past the string at `position`; its end, or `nil` when it is none or is cut.
    private mutating func skipString() -> Int? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        position += 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\\"): position += 2
            case UInt8(ascii: "\""):
                position += 1
                return position
            default: position += 1
            }
        }
        return nil
    }

    /// Past the value at `position`; its end, or `nil` when it is cut.
    mutating func skipValue() -> Int? {
        skipSpace()
        var depth = 0
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                guard skipString() != nil else { return nil }
                if depth == 0 { return position }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                position += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return position }
                depth -= 1
                position += 1
                if depth == 0 { return position }
            case UInt8(ascii: ","):
                if depth == 0 { return position }
                position += 1
            default:
                position += 1
            }
        }
        return nil
    }

    /// A small value's bytes parsed.
    func fragment(_ range: Range<Int>) -> Any? {
        let data = Data(UnsafeBufferPointer(rebasing: bytes[range]))
        return try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    }

    /// The action's JSON text without its `{"name":…}` wrapper, cut to the
    /// preview's length.
    func paramsText(_ range: Range<Int>, name: String, complete: Bool) -> String {
        var range = range
        let wrapper = Array("{\(RecordValue.jsonText(name)):".utf8)
        let raw = UnsafeBufferPointer(rebasing: bytes[range])
        if raw.starts(with: wrapper) {
            var inner = JSONScanner(bytes: bytes, position: range.lowerBound + wrapper.count)
            inner.skipSpace()
            let start = inner.position
            if let end = inner.skipValue(), inner.take(UInt8(ascii: "}")), inner.position == range.upperBound {
                range = start..<end
            } else if !complete {
                range = start..<range.upperBound
            }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        let cut = !complete || text.count > LinePreview.maxCharacters
        return cut ? String(text.prefix(LinePreview.maxCharacters)) + "…" : text
    }
}
