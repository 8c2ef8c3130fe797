import ArgumentParser
import StoreSchema

/// How `storegen validate` and `check-compat` print what they found.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// `path:line:column: error: message`, the format `swift build` and Xcode show.
    case text
    /// GitHub Actions workflow commands, which annotate the pull request.
    case github
    /// One JSON document for tools.
    case json
}

extension OutputFormat {
    /// The diagnostics of every file in this format, as `validate` and
    /// `check-compat` print them on standard output.
    func render(_ reports: [FileReport]) -> String {
        switch self {
        case .text:
            return reports.flatMap { report in
                report.diagnostics.map { diagnostic in
                    diagnostic.location == nil ? "\(report.path): \(diagnostic)\n" : "\(diagnostic)\n"
                }
            }.joined()
        case .github:
            return reports.flatMap { report in
                report.diagnostics.map { GitHubAnnotation.line(for: $0, path: report.path) + "\n" }
            }.joined()
        case .json:
            return JSONReport(reports: reports).encoded() + "\n"
        }
    }
}

/// The diagnostics of one schema file, as reported.
struct FileReport {
    var path: String
    var diagnostics: [Diagnostic]

    var errorCount: Int { diagnostics.count { $0.severity == .error } }
    var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// `1 error`, `2 warnings`: how the summaries count.
    static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }
}
