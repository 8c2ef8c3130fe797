/// The error for a type name a schema does not know, and how to read the
/// name back from it: `storegen` adds a note when another schema of the
/// target, not given with it, declares that name. One place for the wording,
/// so the two cannot drift apart.
public enum UnknownTypeDiagnostic {
    private static let prefix = "unknown type '"

    /// `unknown type 'Themes'; did you mean 'Theme'?`
    static func message(_ name: String, advice: String) -> String {
        "unknown type \(Quoting.quote(name)); \(advice)"
    }

    /// The unknown type `diagnostic` names, when it is that error.
    public static func typeName(in diagnostic: Diagnostic) -> String? {
        guard diagnostic.severity == .error, diagnostic.message.hasPrefix(prefix) else { return nil }
        return diagnostic.message.dropFirst(prefix.count).split(separator: "'").first.map(String.init)
    }
}
