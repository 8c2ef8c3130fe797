import ArgumentParser
import Foundation
import StoreSchema

/// Loads the schemas a command was given and reports their diagnostics, so
/// every verb (validate, generate, stubs, graph) reads schemas and reports
/// problems the same way: `file:line:column: error: message` on stderr, the
/// format `swift build`, Xcode and editors turn into clickable locations.
///
/// Schemas are checked one by one and then together, per target
/// (`TargetValidator`): the schemas given and any `--context-schema`
/// (read for the checks, never reported or generated).
enum SchemaInput {
    /// One schema that loaded without errors.
    struct Loaded {
        /// The path exactly as the user (or the build plugin) gave it.
        var path: String
        var definition: StoreDefinition
    }

    /// What checking one given file found: its own diagnostics and the
    /// target-wide ones located in it (each error followed by its notes).
    struct Checked {
        var path: String
        var diagnostics: [Diagnostic]
        /// `nil` when the file has an error, its own or target-wide.
        var definition: StoreDefinition?

        var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Loads `files` (each with its target) and `context`, and checks them
    /// per schema and per target. Never prints. Without `ownDiagnostics`,
    /// only the target-wide diagnostics are kept (for `check-target`, whose
    /// schemas' own problems the `generate` commands report).
    /// `targetSchemas` are the other schemas of the files' target, read only
    /// for the types they declare (`TargetTypesLoading`): the build plugin's
    /// `generate`, run per schema, names them, and leaves checking them to
    /// their own commands. `targetsAreComplete` says the files and context hold every schema of
    /// their targets (`validate`, `check-target`), so a module embedding a
    /// store none of them defines is an error; commands given some schemas
    /// of a target (`generate`, run per schema by the build plugin) leave
    /// that to `check-target`.
    static func check(
        _ files: [(path: String, target: String)], context: [ContextSchema] = [],
        targetSchemas: [String] = [], ownDiagnostics: Bool = true, targetsAreComplete: Bool = false
    ) -> [Checked] {
        let typeSources =
            context.map { (path: $0.path, target: $0.target) }
            + targetSchemas.map { path in (path: path, target: files.first?.target ?? "") }
        let contextPaths = Set(context.map(\.path)).subtracting(files.map(\.path))
        let contextFiles = context.filter { contextPaths.contains($0.path) }.map { (path: $0.path, target: $0.target) }
        let loaded = TargetTypesLoading.load(files + contextFiles, alongside: typeSources)
        let given = Set(files.map(\.path) + typeSources.map(\.path))
        var checked = zip(files, loaded).map { file, result in
            var diagnostics =
                ownDiagnostics ? SiblingTypeNotes.adding(to: result.diagnostics, of: file.path, given: given) : []
            if ownDiagnostics, result.definition == nil, diagnostics.isEmpty {
                // A loader that fails must say why; never fail silently.
                diagnostics = [.error("the schema could not be loaded", at: nil)]
            }
            return Checked(
                path: file.path, diagnostics: diagnostics, definition: result.hasErrors ? nil : result.definition)
        }
        var schemas = zip(files, checked).compactMap { file, result in
            result.definition.map { TargetSchema(target: file.target, definition: $0) }
        }
        // Schemas with errors of their own: a store they define is not reported missing again.
        var withErrors: [String: [String]] = [:]
        for (file, result) in zip(files, checked) where result.definition == nil {
            withErrors[file.target, default: []].append(file.path)
        }
        for (extra, result) in zip(contextFiles, loaded.dropFirst(files.count)) {
            if let definition = result.definition {
                schemas.append(TargetSchema(target: extra.target, definition: definition))
            } else {
                withErrors[extra.target, default: []].append(extra.path)
            }
        }
        schemas.sort { ($0.target, $0.definition.file) < ($1.target, $1.definition.file) }
        let indexByPath = Dictionary(
            checked.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        var owner: Int?
        let targetDiagnostics = TargetValidator.diagnostics(
            for: schemas, targetsAreComplete: targetsAreComplete, withErrors: withErrors)
        for diagnostic in targetDiagnostics {
            // Notes go with the error before them, wherever they point.
            if diagnostic.severity != .note {
                owner = diagnostic.location.flatMap { indexByPath[$0.file] }
            }
            guard let index = owner else { continue }
            checked[index].diagnostics.append(diagnostic)
            if diagnostic.severity == .error { checked[index].definition = nil }
        }
        return checked
    }

    /// Loads every file in `paths` and prints all their diagnostics. Throws
    /// `ExitCode.failure` when any file has an error, after reporting the
    /// problems of all of them, so one run shows everything to fix and the
    /// caller never acts on a partial set.
    static func loadAll(
        _ paths: [String], target: String? = nil, context: [ContextSchema] = [], targetSchemas: [String] = []
    ) throws -> [Loaded] {
        let targets = TargetName.targets(forSchemasAt: paths, given: target)
        let checked = check(Array(zip(paths, targets)), context: context, targetSchemas: targetSchemas)
        for file in checked {
            report(file.diagnostics, in: file.path)
        }
        guard checked.allSatisfy({ !$0.hasErrors }) else { throw ExitCode.failure }
        return checked.compactMap { file in file.definition.map { Loaded(path: file.path, definition: $0) } }
    }

    /// Loads the single schema a command takes.
    static func loadOne(_ path: String) throws -> Loaded {
        guard let loaded = try loadAll([path]).first else { throw ExitCode.failure }
        return loaded
    }

    /// Prints diagnostics; one without a location still names the file it concerns.
    static func report(_ diagnostics: [Diagnostic], in path: String) {
        for diagnostic in diagnostics {
            if diagnostic.location == nil {
                StandardError.write("\(path): \(diagnostic)")
            } else {
                StandardError.write(diagnostic.description)
            }
        }
    }
}
