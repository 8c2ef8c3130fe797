import Foundation
import StoreSchema

/// The `--format json` document: every file checked and its diagnostics.
/// Keys are sorted and output is pretty-printed, so it is stable for tools
/// and diffs.
struct JSONReport: Encodable {
    struct File: Encodable {
        var path: String
        var valid: Bool
        var diagnostics: [Entry]
    }

    struct Entry: Encodable {
        var severity: String
        var message: String
        var file: String
        var line: Int?
        var column: Int?
    }

    var valid: Bool
    var errorCount: Int
    var warningCount: Int
    var files: [File]

    init(reports: [FileReport]) {
        files = reports.map { report in
            File(
                path: report.path, valid: report.errorCount == 0,
                diagnostics: report.diagnostics.map {
                    Entry(
                        severity: $0.severity.rawValue, message: $0.message, file: $0.location?.file ?? report.path,
                        line: $0.location?.line, column: $0.location?.column)
                })
        }
        errorCount = reports.reduce(0) { $0 + $1.errorCount }
        warningCount = reports.reduce(0) { $0 + $1.warningCount }
        valid = errorCount == 0
    }

    func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
