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
        let oldPath = against == nil ? paths[0] : nil
        try requireReadable(newPath)
        let newer = loadTarget(newPath, siblings: schemas(beside: newPath, except: oldPath))
        let older: LoadedTarget
        let oldName: String
        if let revision = against {
            let file = GitRevisionFile(revision: revision)
            let content: GitRevisionFile.Content
            do {
                content = try file.read(newPath)
            } catch {
                throw usageProblem(error.message)
            }
            switch content {
            case .absent(let name):
                try requireValid(older: nil, newer: (newer.schema, newPath))
                let note = Diagnostic.note(
                    "\(name) does not exist, so this schema is new: there is no saved state to check",
                    at: newer.schema.definition?.location)
                return try finish(
                    [FileReport(path: newPath, diagnostics: [note])], summary: "\(newPath) is new at \(revision)")
            case .text(let text, let name):
                var texts = [name: text]
                for path in schemas(beside: newPath) {
                    if case .text(let text, let name)? = try? file.read(path) { texts[name] = text }
                }
                older = loadTarget(name, siblings: texts.keys.filter { $0 != name }.sorted(), texts: texts)
                oldName = name
            }
        } else {
            try requireReadable(paths[0])
            older = loadTarget(paths[0], siblings: schemas(beside: paths[0], except: newPath))
            oldName = paths[0]
        }
        try requireValid(older: (older.schema, oldName), newer: (newer.schema, newPath))
        guard let old = older.schema.definition, let new = newer.schema.definition else { throw ExitCode.failure }
        let children = old.persist && new.persist ? SavedChildStores(old: older.stores, new: newer.stores) : nil
        let diagnostics = CompatibilityCheck.diagnostics(old: old, new: new, children: children)
        let report = FileReport(path: newPath, diagnostics: diagnostics)
        let verdict = report.errorCount > 0 ? "incompatible" : "compatible"
        try finish(
            [report],
            summary: """
                \(newPath) against \(oldName): \(verdict), \(FileReport.count(report.errorCount, "error")), \
                \(FileReport.count(report.warningCount, "warning"))
                """)
    }

    /// A schema loaded with the other schemas of its target, and their stores.
    private struct LoadedTarget {
        var schema: SchemaLoadResult
        /// The stores of the other schemas that load without errors: those of
        /// the schema's modules are judged with it (what a persisted store
        /// saves of its children); a child whose schema does not load is
        /// noted as not checked.
        var stores: [StoreDefinition]
    }

    /// The schema at `path` loaded as the build plugin loads it, with
    /// `siblings`, the other schemas of its target (`TargetTypesLoading`):
    /// it may name the types they declare and share their stores' fields.
    /// A path `texts` holds is read from there (a git revision's file).
    private func loadTarget(_ path: String, siblings: [String], texts: [String: String] = [:]) -> LoadedTarget {
        let files = ([path] + siblings).map { (path: $0, target: "") }
        let results = TargetTypesLoading.load(files, alongside: [], texts: texts)
        return LoadedTarget(
            schema: results[0], stores: results.dropFirst().compactMap { $0.hasErrors ? nil : $0.definition })
    }

    /// The other schemas of `path`'s target (`SchemaFileFinder.schemas(beside:)`)
    /// but `other`, the other schema compared, when it lies in the same folder.
    private func schemas(beside path: String, except other: String? = nil) -> [String] {
        SchemaFileFinder.schemas(beside: path).filter { candidate in
            other.map { (candidate as NSString).standardizingPath != ($0 as NSString).standardizingPath } ?? true
        }
    }

    /// An unreadable schema is a usage problem.
    private func requireReadable(_ path: String) throws {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw usageProblem("cannot read \(path)")
        }
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
