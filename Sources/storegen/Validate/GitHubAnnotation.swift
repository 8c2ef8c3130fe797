import StoreSchema

/// A diagnostic as a GitHub Actions workflow command
/// (`::error file=…,line=…,col=…::message`), escaped so no message can end
/// the command early or inject another one.
enum GitHubAnnotation {
    static func line(for diagnostic: Diagnostic, path: String) -> String {
        var properties = ["file=\(escapeProperty(diagnostic.location?.file ?? path))"]
        if let location = diagnostic.location {
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        return "::\(command(for: diagnostic.severity)) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))"
    }

    /// GitHub's commands are `error`, `warning` and `notice`.
    private static func command(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    private static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}
