import ArgumentParser
import Foundation
import StoreSchema

/// `storegen validate`: checks schemas the way CI needs it. Diagnostics go to
/// standard output in every format (so `--format json` output is one clean
/// document and GitHub sees its workflow commands); usage problems and the
/// text summary go to standard error.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Checks *.store.yaml schemas and reports every problem with file:line:column.",
        discussion: """
            Folders are searched recursively for *.store.yaml and *.store.yml files \
            (hidden folders such as .build are skipped). Diagnostics are printed on \
            standard output in every format. Exit status: 0 when every \
            schema is valid, 1 when there are errors (or warnings with \
            --warnings-as-errors), 2 on usage problems such as a missing path or a \
            folder without schemas.
            """
    )

    @Argument(help: "Schema files, or folders to search. Defaults to the current folder.")
    var paths: [String] = []

    @Option(help: "Output format: text (file:line:column: error: message), github (GitHub Actions annotations) or json.")
    var format = "text"

    @Flag(help: "Treat warnings as errors: report them as errors and exit 1.")
    var warningsAsErrors = false

    func run() throws {
        guard let outputFormat = OutputFormat(rawValue: format) else {
            throw usageProblem("unknown format '\(format)'; use text, github or json")
        }
        let files: [String]
        do {
            files = try SchemaFileFinder().schemaFiles(in: paths.isEmpty ? ["."] : paths)
        } catch {
            throw usageProblem(error.message)
        }
        let reports = files.map { path in
            FileReport(path: path, diagnostics: SchemaLoader.load(fileAt: path).diagnostics.map(applyWarningPolicy))
        }
        print(render(reports, as: outputFormat), terminator: "")
        let errors = reports.reduce(0) { $0 + $1.errorCount }
        if outputFormat == .text {
            let warnings = reports.reduce(0) { $0 + $1.warningCount }
            let schemas = files.count == 1 ? "1 schema" : "\(files.count) schemas"
            writeToStandardError("checked \(schemas): \(count(errors, "error")), \(count(warnings, "warning"))\n")
        }
        if errors > 0 { throw ExitCode(1) }
    }

    private func applyWarningPolicy(_ diagnostic: Diagnostic) -> Diagnostic {
        guard warningsAsErrors, diagnostic.severity == .warning else { return diagnostic }
        return Diagnostic(.error, diagnostic.message, at: diagnostic.location)
    }

    private func render(_ reports: [FileReport], as format: OutputFormat) -> String {
        switch format {
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

    private func usageProblem(_ message: String) -> ExitCode {
        writeToStandardError("storegen validate: error: \(message)\n")
        return ExitCode(2)
    }

    private func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }

    private func writeToStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
