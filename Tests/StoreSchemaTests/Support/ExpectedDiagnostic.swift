import StoreSchema

/// A diagnostic as a test states it: severity, line, column and the exact message.
struct ExpectedDiagnostic: Equatable, CustomStringConvertible {
    var severity: Diagnostic.Severity
    var line: Int
    var column: Int
    var message: String

    init(_ severity: Diagnostic.Severity, _ line: Int, _ column: Int, _ message: String) {
        self.severity = severity
        self.line = line
        self.column = column
        self.message = message
    }

    init(_ diagnostic: Diagnostic) {
        self.init(
            diagnostic.severity, diagnostic.location?.line ?? 0, diagnostic.location?.column ?? 0, diagnostic.message)
    }

    static func error(_ line: Int, _ column: Int, _ message: String) -> ExpectedDiagnostic {
        ExpectedDiagnostic(.error, line, column, message)
    }

    static func warning(_ line: Int, _ column: Int, _ message: String) -> ExpectedDiagnostic {
        ExpectedDiagnostic(.warning, line, column, message)
    }

    var description: String { "\(line):\(column): \(severity.rawValue): \(message)" }
}

/// Loads schema text under a fixed file name and returns what tests compare.
func diagnostics(of yaml: String) -> [ExpectedDiagnostic] {
    SchemaLoader.load(text: yaml, file: "Shop.store.yaml").diagnostics.map(ExpectedDiagnostic.init)
}
