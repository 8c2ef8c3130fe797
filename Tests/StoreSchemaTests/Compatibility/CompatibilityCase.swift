import StoreGenTestSupport
import StoreSchema

/// One schema change and what `CompatibilityCheck` must say about it: the
/// verdict, and each diagnostic's severity, line and column in the newer
/// schema with a fragment of its message.
struct CompatibilityCase: Sendable, CustomStringConvertible {
    enum Verdict: Sendable {
        /// No diagnostic at all.
        case silent
        /// Warnings or notes, no error: the command exits 0.
        case compatible
        /// At least one error: the command exits 1.
        case incompatible
    }

    struct Expected: Sendable, Equatable, CustomStringConvertible {
        var severity: Diagnostic.Severity
        var line: Int
        var column: Int
        var fragment: String

        var description: String { "\(line):\(column): \(severity.rawValue): …\(fragment)…" }

        func matches(_ diagnostic: Diagnostic) -> Bool {
            diagnostic.severity == severity && diagnostic.location?.line == line
                && diagnostic.location?.column == column && diagnostic.message.contains(fragment)
        }

        static func error(_ line: Int, _ column: Int, _ fragment: String) -> Expected {
            Expected(severity: .error, line: line, column: column, fragment: fragment)
        }

        static func warning(_ line: Int, _ column: Int, _ fragment: String) -> Expected {
            Expected(severity: .warning, line: line, column: column, fragment: fragment)
        }

        static func note(_ line: Int, _ column: Int, _ fragment: String) -> Expected {
            Expected(severity: .note, line: line, column: column, fragment: fragment)
        }
    }

    var name: String
    var old: String
    var new: String
    var verdict: Verdict
    var expected: [Expected]

    /// `new` is `old` (the base schema unless given) with each `(text, replacement)` applied once.
    init(
        _ name: String, old: String = CompatibilityCase.base, edits: [(String, String)], _ verdict: Verdict,
        _ expected: Expected...
    ) {
        self.name = name
        self.old = old
        var new = old
        for (text, replacement) in edits {
            precondition(new.contains(text), "\(name): the schema has no \(text)")
            new = new.replacingOccurrences(of: text, with: replacement)
        }
        self.new = new
        self.verdict = verdict
        self.expected = expected
    }

    var description: String { name }

    /// The older schema of most cases; line numbers in the table count on it.
    static let base = ShopSchema.version1
}
