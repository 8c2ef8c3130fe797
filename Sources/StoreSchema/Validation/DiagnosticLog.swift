/// Collects every diagnostic of one file, so the user sees all problems at
/// once instead of fixing them one run at a time.
final class DiagnosticLog {
    private(set) var diagnostics: [Diagnostic] = []

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(Quoting.capped(message), at: location))
    }

    func error(_ message: String, at node: SyntaxNode) {
        error(message, at: node.location)
    }

    func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(.warning(Quoting.capped(message), at: location))
    }

    func warning(_ message: String, at node: SyntaxNode) {
        warning(message, at: node.location)
    }

    /// In file order, so output reads top to bottom whatever order the checks ran in.
    var sortedDiagnostics: [Diagnostic] {
        Self.inFileOrder(diagnostics)
    }

    /// Sorted by line and column; diagnostics at one place keep their order.
    static func inFileOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.location?.line ?? 0, lhs.element.location?.column ?? 0, lhs.offset)
            let right = (rhs.element.location?.line ?? 0, rhs.element.location?.column ?? 0, rhs.offset)
            return left < right
        }.map(\.element)
    }
}
