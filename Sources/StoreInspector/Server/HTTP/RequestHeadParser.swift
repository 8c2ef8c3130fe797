import Foundation

/// A request head (already bounded by `RequestHeadScanner`) read into an
/// `InspectorRequest`, or the reason it is refused (400). Strict where the
/// `RequestGuard` depends on it: one `Host`, one `Origin`, and a target in
/// origin form (`/path?query`), so no other part of the request can name a
/// different server.
enum RequestHeadParser {
    struct Parsed: Sendable {
        var request: InspectorRequest
        /// Whether the client asked to keep the connection open.
        var keepAlive: Bool
        /// Whether the request announces a body (the inspector reads none,
        /// so the connection is closed after answering).
        var hasBody: Bool
    }

    struct Refusal: Error, Equatable {
        var message: String
    }

    /// Headers the guard reads: a request carrying two of one is refused
    /// rather than guessing which one counts.
    static let singleHeaders: Set<String> = ["host", "origin", "sec-fetch-site", "content-length", "transfer-encoding"]

    static func parse(_ head: ArraySlice<UInt8>) throws(Refusal) -> Parsed {
        var lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        guard let requestLine = lines.first else { throw Refusal(message: "no request line") }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw Refusal(message: "the request line is not METHOD TARGET VERSION") }
        let method = String(decoding: parts[0], as: UTF8.self)
        let target = String(decoding: parts[1], as: UTF8.self)
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            throw Refusal(message: "only HTTP/1.1 and HTTP/1.0")
        }
        guard target.hasPrefix("/") else { throw Refusal(message: "the target must be a path (origin form)") }

        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon != line.startIndex,
                line.first != UInt8(ascii: " "), line.first != UInt8(ascii: "\t")
            else { throw Refusal(message: "a header line is not NAME: VALUE") }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            guard !name.contains(where: { $0 == " " || $0 == "\t" }) else {
                throw Refusal(message: "a header name holds a space")
            }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if let earlier = headers[name] {
                if singleHeaders.contains(name) { throw Refusal(message: "more than one \(name) header") }
                headers[name] = earlier + ", " + value
            } else {
                headers[name] = value
            }
        }
        let (path, query) = RequestTarget.split(target)
        let connection = headers["connection"]?.lowercased() ?? ""
        let keepAlive = version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
        let hasBody = headers["transfer-encoding"] != nil || (headers["content-length"].map { $0 != "0" } ?? false)
        return Parsed(
            request: InspectorRequest(method: method, path: path, query: query, headers: headers),
            keepAlive: keepAlive, hasBody: hasBody)
    }
}

/// A request target's path and query, decoded as browsers encode them: `%XX`
/// escapes, and `+` in the query as a space (`URLSearchParams` sends
/// `q=Buy+milk`).
enum RequestTarget {
    static func split(_ target: String) -> (path: String, query: [String: String]) {
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = decode(String(pieces[0]), plusIsSpace: false)
        var query: [String: String] = [:]
        if pieces.count > 1 {
            for pair in pieces[1].split(separator: "&") {
                let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = decode(String(nameAndValue[0]), plusIsSpace: true)
                // The first of a repeated name counts, as before.
                if query[name] == nil {
                    query[name] = nameAndValue.count > 1 ? decode(String(nameAndValue[1]), plusIsSpace: true) : ""
                }
            }
        }
        return (path, query)
    }

    /// `text` with its escapes decoded; left as it is when they are invalid.
    static func decode(_ text: String, plusIsSpace: Bool) -> String {
        let spaced = plusIsSpace ? text.replacingOccurrences(of: "+", with: " ") : text
        return spaced.removingPercentEncoding ?? spaced
    }
}
