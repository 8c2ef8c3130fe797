import ArgumentParser
import Foundation
import StoreSchema

/// `storegen check-compat OLD NEW` / `--against REV NEW`: whether the state
/// files an app saved with the older schema still load with the newer one
/// (`CompatibilityCheck` decides; this reads the two schemas and reports).
/// Like `validate`, diagnostics go to standard output and the summary and
/// usage problems to standard error.
struct CheckCompatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-compat",
        abstract: "Checks that a schema change keeps the state files an app saved readable.",
        discussion: """
            Compares the persisted state of OLD with NEW and reports, at NEW's lines, every \
            change that breaks files saved with OLD (a persisted field removed, renamed or \
            retyped, an enum case removed, a default removed, a struct field made \
            non-optional) as an error, unless NEW raised 'version' and lists OLD's version in \
            'migrations'; compatible changes worth a look are warnings. The state a store saves \
            of its modules' stores (those that are 'codable: true' or persist) is judged as its \
            own, on their schemas beside OLD and NEW. With --against REV, \
            OLD is NEW's file as it was at the git revision REV (a file that did not exist \
            there is new: nothing to check). Exit status: 0 when compatible (warnings \
            allowed), 1 when incompatible or NEW is invalid, 2 when nothing could be \
            compared: a usage problem such as an unreadable file or an unknown revision, \
            or an OLD this storegen does not accept.
            """
    )

    @Argument(help: ArgumentHelp("OLD NEW, or only NEW with --against.", valueName: "schema"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Read OLD from this git revision (origin/main, a tag, HEAD~1).", valueName: "revision"))
    var against: String?

    @Option(
        help: "Output format: text (file:line:column: error: message), github (GitHub Actions annotations) or json.")
    var format: OutputFormat = .text

    func validate() throws {
        let expected = against == nil ? 2 : 1
        guard paths.count == expected else {
            throw ValidationError(
                against == nil
                    ? "give the older and the newer schema (OLD NEW), or --against REVISION and the newer schema"
                    : "with --against, give only the newer schema")
        }
    }

    func run() throws {
        let newPath = paths[paths.count - 1]
        let newSchema = try load(newPath)
        let oldSchema: SchemaLoadResult
        let oldName: String
        if let revision = against {
            let content: GitRevisionFile.Content
            do {
                content = try GitRevisionFile(revision: revision).read(newPath)
            } catch {
                throw usageProblem(error.message)
            }
            switch content {
            case .absent(let name):
                try requireValid(older: nil, newer: (newSchema, newPath))
                let note = Diagnostic.note(
                    "\(name) does not exist, so this schema is new: there is no saved state to check",
                    at: newSchema.definition?.location)
                return try finish(
                    [FileReport(path: newPath, diagnostics: [note])], summary: "\(newPath) is new at \(revision)")
            case .text(let text, let name):
                (oldSchema, oldName) = (SchemaLoader.load(text: text, file: name), name)
            }
        } else {
            (oldSchema, oldName) = (try load(paths[0]), paths[0])
        }
        try requireValid(older: (oldSchema, oldName), newer: (newSchema, newPath))
        guard let old = oldSchema.definition, let new = newSchema.definition else { throw ExitCode.failure }
        let diagnostics = CompatibilityCheck.diagnostics(
            old: old, new: new, children: children(old: old, oldPath: paths[0], new: new, newPath: newPath))
        let report = FileReport(path: newPath, diagnostics: diagnostics)
        let verdict = report.errorCount > 0 ? "incompatible" : "compatible"
        try finish(
            [report],
            summary: """
                \(newPath) against \(oldName): \(verdict), \(FileReport.count(report.errorCount, "error")), \
                \(FileReport.count(report.warningCount, "warning"))
                """)
    }

    /// The stores beside the two schemas (the other schemas of their
    /// folders; with --against, the newer ones' files at the revision), in
    /// which the stores of their modules are found: what a persisted store
    /// saves of its children is judged with it. A schema there that does not
    /// load is left out (a child of it is then noted as not checked).
    private func children(old: StoreDefinition, oldPath: String, new: StoreDefinition, newPath: String)
        -> SavedChildStores?
    {
        guard old.persist, new.persist, !old.modules.isEmpty else { return nil }
        let newer = schemas(beside: newPath)
        let older: [(text: String, file: String)]
        if let revision = against {
            older = newer.compactMap { path in
                guard case .text(let text, let name)? = try? GitRevisionFile(revision: revision).read(path) else {
                    return nil
                }
                return (text, name)
            }
        } else {
            older = schemas(beside: oldPath).compactMap { path in
                (try? String(contentsOfFile: path, encoding: .utf8)).map { ($0, path) }
            }
        }
        func stores(_ files: [(text: String, file: String)]) -> [StoreDefinition] {
            files.compactMap { file in
                let result = SchemaLoader.load(text: file.text, file: file.file)
                return result.hasErrors ? nil : result.definition
            }
        }
        let newerFiles = newer.compactMap { path in
            (try? String(contentsOfFile: path, encoding: .utf8)).map { ($0, path) }
        }
        return SavedChildStores(old: stores(older), new: stores(newerFiles))
    }

    /// The other schema files in `path`'s folder, spelled as `path` is.
    private func schemas(beside path: String) -> [String] {
        let folder = (path as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return names.sorted()
            .filter { name in SchemaFileFinder.suffixes.contains { name.hasSuffix($0) } }
            .map { folder.isEmpty ? $0 : (folder as NSString).appendingPathComponent($0) }
            .filter { ($0 as NSString).standardizingPath != (path as NSString).standardizingPath }
    }

    /// The schema at `path`; an unreadable file is a usage problem.
    private func load(_ path: String) throws -> SchemaLoadResult {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw usageProblem("cannot read \(path)")
        }
        return SchemaLoader.load(fileAt: path)
    }

    /// A comparison needs valid schemas: the problems of every invalid one
    /// are reported, each named in the summary, and the command fails — with
    /// status 1 when the newer schema is invalid (the change has to be
    /// fixed), and 2 when only the older one is: nothing in the change can
    /// fix that (say, a name this storegen reserves and the one that built
    /// the older schema did not), so the answer is "could not compare", not
    /// "incompatible".
    private func requireValid(
        older: (result: SchemaLoadResult, path: String)?, newer: (result: SchemaLoadResult, path: String)
    ) throws {
        func isInvalid(_ result: SchemaLoadResult) -> Bool { result.hasErrors || result.definition == nil }
        var invalid: [(result: SchemaLoadResult, path: String, role: String)] = []
        if let older, isInvalid(older.result) { invalid.append((older.result, older.path, "the older schema ")) }
        if isInvalid(newer.result) {
            invalid.append((newer.result, newer.path, older == nil ? "" : "the newer schema "))
        }
        guard !invalid.isEmpty else { return }
        let reports = invalid.map { schema in
            // A loader that fails must say why; never fail silently.
            FileReport(
                path: schema.path,
                diagnostics: schema.result.diagnostics.isEmpty
                    ? [.error("the schema could not be loaded", at: nil)] : schema.result.diagnostics)
        }
        let names = invalid.map { "\($0.role)\($0.path)" }.joined(separator: " and ")
        var summary = """
            \(names) \(invalid.count == 1 ? "is not a valid schema" : "are not valid schemas"), so nothing \
            was compared
            """
        let onlyOlder = !isInvalid(newer.result)
        if onlyOlder {
            summary += "; compare against a revision, or an older file, whose schema this storegen accepts"
        }
        try finish(reports, summary: summary, failingWith: onlyOlder ? StoreGenCLI.usageExitCode : 1)
    }

    /// Prints the reports and the summary; throws exit status `status` on any error.
    private func finish(_ reports: [FileReport], summary: String, failingWith status: Int32 = 1) throws {
        print(format.render(reports), terminator: "")
        // The summary follows the diagnostics also when both streams go to one pipe.
        fflush(nil)
        if format == .text {
            StandardError.write("check-compat: \(summary)")
        }
        if reports.contains(where: { $0.errorCount > 0 }) { throw ExitCode(status) }
    }

    private func usageProblem(_ message: String) -> ExitCode {
        StandardError.write("storegen check-compat: error: \(message)")
        return ExitCode(StoreGenCLI.usageExitCode)
    }

}
