import StoreSchema

/// One table case: schema files of a package (the folder of each path is
/// its target) and every diagnostic they must produce, as
/// `file:line:column: severity: message`, in order.
struct TargetCase: Sendable, CustomStringConvertible {
    var name: String
    var files: [(path: String, yaml: String)]
    var expected: [String]

    init(_ name: String, _ files: [(String, String)], _ expected: String...) {
        self.name = name
        self.files = files.map { (path: $0.0, yaml: $0.1) }
        self.expected = expected
    }

    var description: String { name }

    /// Each file's own diagnostics followed by the target-wide errors
    /// located in it (each with its notes), files in path order: the way
    /// `storegen validate` reports them.
    func diagnostics() -> [String] {
        let sorted = files.sorted { $0.path < $1.path }
        var byFile: [[Diagnostic]] = []
        var schemas: [TargetSchema] = []
        for file in sorted {
            let result = SchemaLoader.load(text: file.yaml, file: file.path)
            byFile.append(result.diagnostics)
            if let definition = result.definition {
                let target = file.path.split(separator: "/").dropLast().joined(separator: "/")
                schemas.append(TargetSchema(target: target, definition: definition))
            }
        }
        var owner: Int?
        for diagnostic in TargetValidator.diagnostics(for: schemas) {
            if diagnostic.severity != .note {
                owner = sorted.firstIndex { $0.path == diagnostic.location?.file }
            }
            if let owner { byFile[owner].append(diagnostic) }
        }
        return byFile.flatMap { $0.map(\.description) }
    }
}
