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
            (hidden folders such as .build are skipped). Schemas of one target are also \
            checked together: a store or type name declared twice in a target is an \
            error, and so is a module embedding a store the target does not define, one \
            that embeds it back, one that cannot start on its own or one it cannot see. \
            The schemas in one folder form a target, named after the folder, whether \
            they are given by path or found by searching; --target or --target-schema \
            says otherwise. Diagnostics are printed on \
            standard output in every format. Exit status: 0 when every \
            schema is valid, 1 when there are errors (or warnings with \
            --warnings-as-errors), 2 on usage problems such as a missing path or a \
            folder without schemas.
            """
    )

    @Argument(help: "Schema files, or folders to search. Defaults to the current folder.")
    var paths: [String] = []

    @Option(
        help: "Output format: text (file:line:column: error: message), github (GitHub Actions annotations) or json.")
    var format: OutputFormat = .text

    @Option(
        help: ArgumentHelp(
            "The target all given schemas belong to (default: schemas in one folder form a target).",
            valueName: "name"))
    var target: String?

    @Option(help: ArgumentHelp("A schema to check, with the target it belongs to.", valueName: "target:path"))
    var targetSchema: [ContextSchema] = []

    @Option(
        help: ArgumentHelp(
            "A schema of another target, read for checks across targets (embedded stores) but not reported.",
            valueName: "target:path"))
    var contextSchema: [ContextSchema] = []

    /// What every schema's target already is: its folder's. Accepted so
    /// that scripts written when files given by path formed one target
    /// keep working.
    @Flag(help: .hidden)
    var targetPerFolder = false

    @Flag(help: "Treat warnings as errors: report them as errors and exit 1.")
    var warningsAsErrors = false

    func run() throws {
        let outputFormat = format
        var files: [(path: String, target: String)] = targetSchema.map { ($0.path, $0.target) }
        if !paths.isEmpty || targetSchema.isEmpty {
            do {
                let found = try SchemaFileFinder().schemaFiles(in: paths.isEmpty ? ["."] : paths)
                files += zip(found, TargetName.targets(forSchemasAt: found, given: target)).map { ($0, $1) }
            } catch {
                throw usageProblem(error.message)
            }
        }
        let checked = SchemaInput.check(files, context: contextSchema, targetsAreComplete: true)
        let reports = checked.map { file in
            FileReport(path: file.path, diagnostics: file.diagnostics.map(applyWarningPolicy))
        }
        print(outputFormat.render(reports), terminator: "")
        // The summary follows the diagnostics also when both streams go to one pipe.
        fflush(nil)
        let errors = reports.reduce(0) { $0 + $1.errorCount }
        if outputFormat == .text {
            let warnings = reports.reduce(0) { $0 + $1.warningCount }
            writeToStandardError(
                """
                checked \(FileReport.count(files.count, "schema")): \(FileReport.count(errors, "error")), \
                \(FileReport.count(warnings, "warning"))\n
                """)
        }
        if errors > 0 { throw ExitCode(1) }
    }

    private func applyWarningPolicy(_ diagnostic: Diagnostic) -> Diagnostic {
        guard warningsAsErrors, diagnostic.severity == .warning else { return diagnostic }
        return Diagnostic(.error, diagnostic.message, at: diagnostic.location)
    }

    private func usageProblem(_ message: String) -> ExitCode {
        writeToStandardError("storegen validate: error: \(message)\n")
        return ExitCode(2)
    }

    private func writeToStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
