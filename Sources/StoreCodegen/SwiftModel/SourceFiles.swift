/// The files generated from one schema, each with its name, in the fixed
/// order of `NamingPolicy.GeneratedPart.all`.
struct SourceFiles: Equatable, Sendable {
    var files: [NamedFile]

    struct NamedFile: Equatable, Sendable {
        var name: String
        var file: SourceFile
    }
}
