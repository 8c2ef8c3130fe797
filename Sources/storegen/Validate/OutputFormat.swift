import ArgumentParser
import StoreSchema

/// How `storegen validate` prints what it found.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// `path:line:column: error: message`, the format `swift build` and Xcode show.
    case text
    /// GitHub Actions workflow commands, which annotate the pull request.
    case github
    /// One JSON document for tools.
    case json
}

/// The diagnostics of one schema file, as reported.
struct FileReport {
    var path: String
    var diagnostics: [Diagnostic]

    var errorCount: Int { diagnostics.count { $0.severity == .error } }
    var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}
