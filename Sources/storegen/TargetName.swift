import ArgumentParser
import StoreSchema

/// Which target (Swift module) a schema's code is compiled into, which
/// decides the schemas it is checked together with.
enum TargetName {
    /// The schema's folder: without the package's target list (which the
    /// plugins pass), schemas side by side are taken to be one target's.
    /// A target with schemas in several folders is checked as a whole by
    /// the build and validate plugins, or with `--target`.
    static func guess(forSchemaAt path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
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
