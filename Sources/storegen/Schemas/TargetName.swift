import ArgumentParser
import Foundation
import StoreSchema

/// Which target (Swift module) a schema's code is compiled into, which
/// decides the schemas it is checked together with. Every command that
/// infers targets asks here, so the same files get the same targets
/// however they were named: one by one, or found in a folder.
enum TargetName {
    /// A target for each schema path: `given` for all of them (`--target`),
    /// else the one guessed from the schema's folder.
    static func targets(forSchemasAt paths: [String], given: String?) -> [String] {
        given.map { Array(repeating: $0, count: paths.count) } ?? guesses(forSchemasAt: paths)
    }

    /// A target for each schema path, guessed from its folder: without the
    /// package's target list (which the plugins pass), schemas side by side
    /// are taken to be one target's. The target is named after the folder
    /// (`Sources/App/Counter.store.yaml` -> `App`), the name a module's
    /// `import:` uses; two folders with the same name keep their whole
    /// paths apart. Folders are compared as absolute, standardized paths,
    /// so `Sources/App` and `./Sources/App` are one folder. A target with
    /// schemas in several folders is checked as a whole by the build and
    /// validate plugins, or with `--target`.
    static func guesses(forSchemasAt paths: [String]) -> [String] {
        let folders = paths.map(folder(of:))
        let keys = folders.map(key(of:))
        var keysByName: [String: Set<String>] = [:]
        var spellingByKey: [String: String] = [:]
        for (folder, key) in zip(folders, keys) {
            keysByName[lastName(of: folder), default: []].insert(key)
            if spellingByKey[key] == nil { spellingByKey[key] = folder }
        }
        return zip(folders, keys).map { folder, key in
            let name = lastName(of: folder)
            return keysByName[name, default: []].count > 1 ? spellingByKey[key] ?? folder : name
        }
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The folder as one path however it is spelled.
    private static func key(of folder: String) -> String {
        URL(fileURLWithPath: folder).standardizedFileURL.path
    }

    private static func lastName(of folder: String) -> String {
        folder.split(separator: "/").last.map(String.init) ?? folder
    }
}

/// `TARGET:PATH`: a schema with the target it belongs to. As
/// `--context-schema` it is read for target-wide checks (duplicate names,
/// embedded stores) but never reported on or generated: the build plugin
/// passes the other schemas of the target and those of the targets it
/// depends on. As `validate --target-schema` it is checked and reported.
struct ContextSchema: ExpressibleByArgument {
    var target: String
    var path: String

    init?(argument: String) {
        guard let colon = argument.firstIndex(of: ":") else { return nil }
        target = String(argument[..<colon])
        path = String(argument[argument.index(after: colon)...])
        guard !path.isEmpty else { return nil }
    }

    static var defaultCompletionKind: CompletionKind { .file() }
}
