/// One problem found in a schema: what is wrong, how bad it is, and where.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Codable {
        case error
        case warning
        /// Points at a place another diagnostic refers to ("first defined
        /// here"), printed right after it; or, from `check-compat`, says why
        /// there was nothing to check. Never counted as a problem.
        case note
    }

    public var severity: Severity
    /// One sentence; never contains a newline.
    public var message: String
    /// Where the offending node is; `nil` only when the problem concerns the
    /// file as a whole (for example, it cannot be read).
    public var location: SourceLocation?

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    public static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    public static func note(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.note, message, at: location)
    }

    /// `path:line:column: error: message`, the format `swift build` and Xcode show.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        return "\(place)\(severity.rawValue): \(message)"
    }
}
