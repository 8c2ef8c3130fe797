internal import CYaml

/// A pass over libyaml's events before Yams composes the document, for the
/// checks that need the events' positions.
///
/// Yams composes aliases by sharing, which is cheap, but it hashes every
/// mapping key to find duplicates: an alias bomb used as a key would be
/// hashed leaf by leaf and hang the process. This scan counts the nodes and
/// the bytes of text the document expands to (without building anything)
/// and rejects aliases in keys, so such a file ends with one diagnostic in
/// milliseconds. (Counting bytes too keeps a few aliases of one long
/// string, few nodes but hundreds of megabytes of generated code, out.)
///
/// It also finds a key repeated in one mapping, which Yams reports only at
/// the mapping: here it is reported at the repeat, with a note at the first.
/// YAML syntax errors are left to Yams, which reports them with context.
struct YAMLEventScan {
    struct Rejection: Error {
        var message: String
        var line: Int
        var column: Int
        /// A second place the message refers to ("first used here").
        var note: (message: String, line: Int, column: Int)?
    }

    private struct Frame {
        var isMapping: Bool
        var isKey: Bool
        var anchor: String?
        var startTotal: Int
        var startBytes: Int
        var expectsKey = true
        /// Scalar keys seen so far and where, for mappings.
        var keys: [String: (line: Int, column: Int)] = [:]
    }

    static func check(_ text: String) throws(Rejection) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        let rejection: Rejection? = bytes.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var scan = YAMLEventScan()
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return nil }
                if let rejection = scan.consume(event) { return rejection }
            }
            return nil
        }
        if let rejection { throw rejection }
    }

    private var frames: [Frame] = []
    private var total = 0
    /// The bytes of scalar text so far, aliases expanded.
    private var bytes = 0
    private var anchorSizes: [String: (nodes: Int, bytes: Int)] = [:]
    private var keyNesting = 0

    private mutating func consume(_ event: yaml_event_t) -> Rejection? {
        let line = Int(event.start_mark.line) + 1
        let column = Int(event.start_mark.column) + 1
        switch event.type {
        case YAML_SCALAR_EVENT:
            total += 1
            let length = Int(event.data.scalar.length)
            bytes += length
            if let anchor = Self.string(event.data.scalar.anchor) { anchorSizes[anchor] = (1, length) }
            if startsKey(), keyNesting == 0, let key = Self.scalarText(event) {
                if let first = frames[frames.count - 1].keys[key] {
                    let quoted = Quoting.quote(key)
                    return Rejection(
                        message: "the key \(quoted) appears more than once in this mapping", line: line, column: column,
                        note: ("\(quoted) is first used here", first.line, first.column))
                }
                frames[frames.count - 1].keys[key] = (line, column)
            }
            finishChild()
        case YAML_ALIAS_EVENT:
            if startsKey() || keyNesting > 0 {
                return Rejection(message: "YAML aliases cannot be used in mapping keys", line: line, column: column)
            }
            let size = Self.string(event.data.alias.anchor).flatMap { anchorSizes[$0] } ?? (1, 0)
            total += size.nodes
            bytes += size.bytes
            finishChild()
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isKey = startsKey()
            if isKey { keyNesting += 1 }
            let anchor =
                event.type == YAML_SEQUENCE_START_EVENT
                ? Self.string(event.data.sequence_start.anchor) : Self.string(event.data.mapping_start.anchor)
            frames.append(
                Frame(
                    isMapping: event.type == YAML_MAPPING_START_EVENT, isKey: isKey, anchor: anchor, startTotal: total,
                    startBytes: bytes))
            total += 1
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = frames.popLast() else { return nil }
            if frame.isKey { keyNesting -= 1 }
            if let anchor = frame.anchor { anchorSizes[anchor] = (total - frame.startTotal, bytes - frame.startBytes) }
            finishChild()
        default:
            return nil
        }
        guard total <= SchemaLimits.maxNodes else {
            return Rejection(message: SchemaLimits.nodeBudgetMessage, line: line, column: column)
        }
        guard bytes <= SchemaLimits.maxExpandedBytes else {
            return Rejection(message: SchemaLimits.expandedBytesMessage, line: line, column: column)
        }
        return nil
    }

    /// Whether the node starting now is a key of the enclosing mapping.
    private func startsKey() -> Bool {
        guard let frame = frames.last else { return false }
        return frame.isMapping && frame.expectsKey
    }

    private mutating func finishChild() {
        guard !frames.isEmpty, frames[frames.count - 1].isMapping else { return }
        frames[frames.count - 1].expectsKey.toggle()
    }

    private static func scalarText(_ event: yaml_event_t) -> String? {
        guard let value = event.data.scalar.value else { return nil }
        return String(decoding: UnsafeBufferPointer(start: value, count: Int(event.data.scalar.length)), as: UTF8.self)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }
}
