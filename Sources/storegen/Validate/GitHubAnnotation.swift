import Foundation
import StoreSchema

/// A diagnostic as a GitHub Actions workflow command
/// (`::error file=…,line=…,col=…::message`), escaped so no message can end
/// the command early or inject another one.
///
/// GitHub attaches an annotation to a file only by its path relative to the
/// repository, so absolute paths (the validate plugin passes them) are made
/// relative to `workspace`: `GITHUB_WORKSPACE` in a workflow, else the
/// current folder.
enum GitHubAnnotation {
    static func line(for diagnostic: Diagnostic, path: String, workspace: String? = defaultWorkspace) -> String {
        let file = relative(diagnostic.location?.file ?? path, to: workspace)
        var properties = ["file=\(escapeProperty(file))"]
        if let location = diagnostic.location {
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        return """
            ::\(command(for: diagnostic.severity)) \
            \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))
            """
    }

    static var defaultWorkspace: String? {
        ProcessInfo.processInfo.environment["GITHUB_WORKSPACE"] ?? FileManager.default.currentDirectoryPath
    }

    /// `path` relative to `workspace` when it lies inside it; otherwise as it is.
    static func relative(_ path: String, to workspace: String?) -> String {
        guard path.hasPrefix("/"), let workspace, !workspace.isEmpty else { return path }
        let base = workspace.hasSuffix("/") ? workspace : workspace + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
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
