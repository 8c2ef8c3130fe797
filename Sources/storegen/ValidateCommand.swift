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
            The schema files given by path form one target (--target-per-folder splits \
            them by folder); the schemas found in one folder form a target; --target or \
            --target-schema says otherwise. Diagnostics are printed on \
            standard output in every format. Exit status: 0 when every \
            schema is valid, 1 when there are errors (or warnings with \
            --warnings-as-errors), 2 on usage problems such as a missing path or a \
            folder without schemas.
            """
    )

    @Argument(help: "Schema files, or folders to search. Defaults to the current folder.")
    var paths: [String] = []

    @Option(help: "Output format: text (file:line:column: error: message), github (GitHub Actions annotations) or json.")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp(
        "The target all given schemas belong to (default: schemas in one folder form a target).",
        valueName: "name"))
    var target: String?

    @Option(help: ArgumentHelp("A schema to check, with the target it belongs to.", valueName: "target:path"))
    var targetSchema: [ContextSchema] = []

    @Option(help: ArgumentHelp(
        "A schema of another target, read for checks across targets (embedded stores) but not reported.",
        valueName: "target:path"))
    var contextSchema: [ContextSchema] = []

    @Flag(help: "Check the schema files given by path as one target per folder, as schemas found in folders are (default: one target).")
    var targetPerFolder = false

    @Flag(help: "Treat warnings as errors: report them as errors and exit 1.")
    var warningsAsErrors = false

    func run() throws {
        let outputFormat = format
        var files: [(path: String, target: String)] = targetSchema.map { ($0.path, $0.target) }
        if !paths.isEmpty || targetSchema.isEmpty {
            do {
                files += try targets(of: SchemaFileFinder().schemaFiles(in: paths.isEmpty ? ["."] : paths))
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
            writeToStandardError("checked \(FileReport.count(files.count, "schema")): \(FileReport.count(errors, "error")), \(FileReport.count(warnings, "warning"))\n")
        }
        if errors > 0 { throw ExitCode(1) }
    }

    /// `--target`, else the folder's target for schemas found in folders,
    /// and for the files given by path the first one's (or each one's
    /// folder's, with `--target-per-folder`).
    private func targets(of found: [SchemaFileFinder.Found]) -> [(path: String, target: String)] {
        let guesses = TargetName.guesses(forSchemasAt: found.map(\.path))
        let givenTarget = targetPerFolder ? nil : zip(found, guesses).first { $0.0.isGiven }?.1
        return zip(found, guesses).map { file, guess in
            (file.path, target ?? (file.isGiven ? givenTarget ?? guess : guess))
        }
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
