import ArgumentParser
import Foundation
import StoreSchema

/// Loads the schemas a command was given and reports their diagnostics, so
/// every verb (validate, generate, stubs, graph) reads schemas and reports
/// problems the same way: `file:line:column: error: message` on stderr, the
/// format `swift build`, Xcode and editors turn into clickable locations.
enum SchemaInput {
    /// One schema that loaded without errors.
    struct Loaded {
        /// The path exactly as the user (or the build plugin) gave it.
        var path: String
        var definition: StoreDefinition
    }

    /// Loads every file in `paths` and prints all their diagnostics. Throws
    /// `ExitCode.failure` when any file has an error, after reporting the
    /// problems of all of them, so one run shows everything to fix and the
    /// caller never acts on a partial set.
    static func loadAll(_ paths: [String]) throws -> [Loaded] {
        var loaded: [Loaded] = []
        var failed = false
        for path in paths {
            let result = SchemaLoader.load(fileAt: path)
            report(result.diagnostics, in: path)
            if let definition = result.definition, !result.hasErrors {
                loaded.append(Loaded(path: path, definition: definition))
            } else {
                failed = true
                if result.diagnostics.isEmpty {
                    // A loader that fails must say why; never fail silently.
                    StandardError.write("\(path): error: the schema could not be loaded")
                }
            }
        }
        if failed { throw ExitCode.failure }
        return loaded
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
