/// Finds where a request head ends in bytes as they arrive, each byte looked
/// at once: a request line or head over its limit is refused as soon as
/// that many bytes are in, whatever follows.
struct RequestHeadScanner {
    let limits: ServerLimits
    /// Bytes already scanned (the head so far).
    private var scanned = 0
    /// Where the current line starts.
    private var lineStart = 0
    /// Whether the request line's end was found.
    private var sawRequestLine = false

    init(limits: ServerLimits) {
        self.limits = limits
    }

    enum Outcome: Equatable {
        /// The head is `bytes[..<length]` (its empty last line included).
        case complete(length: Int)
        case needMore
        /// The status to refuse with: 414 or 431.
        case tooLong(status: Int)
    }

    /// Scans what was added to `bytes` since the last call.
    mutating func scan(_ bytes: [UInt8]) -> Outcome {
        // Never past the limit: what follows it is not looked at.
        let end = min(bytes.count, limits.maxHeadBytes + 1)
        while scanned < end {
            let byte = bytes[scanned]
            scanned += 1
            guard byte == UInt8(ascii: "\n") else { continue }
            let line = scanned - 1 - lineStart
            if !sawRequestLine {
                // Blank lines before a request line are allowed (RFC 9112 §2.2).
                if line == 0 || (line == 1 && bytes[lineStart] == UInt8(ascii: "\r")) {
                    lineStart = scanned
                    continue
                }
                if line > limits.maxRequestLine { return .tooLong(status: 414) }
                sawRequestLine = true
            } else if line == 0 || (line == 1 && bytes[lineStart] == UInt8(ascii: "\r")) {
                return .complete(length: scanned)
            }
            lineStart = scanned
        }
        if !sawRequestLine, scanned - lineStart > limits.maxRequestLine { return .tooLong(status: 414) }
        if scanned > limits.maxHeadBytes { return .tooLong(status: 431) }
        return .needMore
    }
}
