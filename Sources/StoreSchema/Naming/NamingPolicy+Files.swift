/// How a schema's file name becomes the names of the files made from it.
///
/// Generated files are named after the schema *file*, not its `store:` key:
/// the build plugin must declare every output before the schema is read, and
/// it cannot parse YAML. The layouts' limits and parts are written once, in
/// `GeneratedFileLayoutRule`, which the build plugin compiles too; the plugin
/// spells the base name's rule again (`Plugins/Shared/StoreSchemaFiles.swift`).
extension NamingPolicy {
    /// The endings of schema files, most specific first.
    public static let schemaSuffixes = [".store.yaml", ".store.yml", ".yaml", ".yml"]

    /// `Sources/App/Counter.store.yaml` -> `Counter.store.yaml`.
    public static func fileName(ofPath path: String) -> String {
        guard let slash = path.lastIndex(where: { $0 == "/" || $0 == "\\" }) else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `Sources/App/Counter.store.yaml` -> `Counter`.
    public static func baseName(ofSchemaAt path: String) -> String {
        let fileName = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        for suffix in schemaSuffixes where fileName.count > suffix.count && fileName.hasSuffix(suffix) {
            return String(fileName.dropLast(suffix.count))
        }
        return fileName
    }

    /// The parts one schema's generated code is split into, each a file of
    /// its own. A fixed set for each `FileLayout`, whatever the schema holds,
    /// so the build plugin can declare every output without reading the
    /// schema: the state (with the schema's types), the actions (with the
    /// reducer protocol and the store), and the subscriptions in
    /// `subscriptionParts` files; a large schema's layout also gives the
    /// types and the state's coding files of their own. Apart, a debug build
    /// compiles them in parallel jobs that each hold only their own part's
    /// code, and an edit regenerates only the parts it changes.
    public enum GeneratedPart: Hashable, Sendable {
        /// The schema's types and the child features' enums (a file of their
        /// own in `FileLayout.largeParts`; otherwise they open the state's file).
        case types
        case state
        /// The state's `Codable` and persistence (a file of their own in
        /// `FileLayout.largeParts`; otherwise they close the state's file).
        case stateCoding
        case actions
        /// The subscriptions of part `index` (from 1).
        case subscriptions(Int)

        /// How many files the subscriptions are spread over.
        public static let subscriptionParts = GeneratedFileLayoutRule.subscriptionParts

        /// The parts of `FileLayout.parts`.
        public static let all: [GeneratedPart] = GeneratedFileLayoutRule.parts.map(named)

        /// The parts of `FileLayout.largeParts`, in the order the build
        /// plugin declares them, which is the order a debug build's batch jobs
        /// compile them in. A batch job lowers and emits its files one after
        /// another; after each, its memory falls back only part of the way,
        /// and each file's emission adds a spike on top. So the largest object
        /// comes first, on the lowest floor, and the smallest last (of the
        /// two orders measured, the lower peak: Benchmarks/Results/GeneratorBenchmark.md,
        /// "Compile cost past 256 KB"). Written in `GeneratedFileLayoutRule`,
        /// which the build plugin compiles too.
        public static let allOfLargeSchema: [GeneratedPart] = GeneratedFileLayoutRule.largeParts.map(named)

        /// The part whose file name has `name` in its middle.
        private static func named(_ name: String) -> GeneratedPart {
            let every: [GeneratedPart] =
                [.types, .state, .stateCoding, .actions] + (1...subscriptionParts).map(GeneratedPart.subscriptions)
            guard let part = every.first(where: { $0.name == name }) else {
                preconditionFailure("GeneratedFileLayoutRule names a part that does not exist: \(name)")
            }
            return part
        }

        /// The middle of the file name: `State`, `Actions`, `Subscriptions1`, ...
        public var name: String {
            switch self {
            case .types: "Types"
            case .state: "State"
            case .stateCoding: "StateCoding"
            case .actions: "Actions"
            case .subscriptions(let index): "Subscriptions\(index)"
            }
        }
    }

    /// `Counter.store.yaml` -> `Counter.State.generated.swift` (and
    /// `Counter.Actions...`, `Counter.Subscriptions1...`). The `.generated`
    /// part keeps it from clashing with an app file named `Counter.State.swift`
    /// (swiftc rejects two files with one name in a module); the dot before the
    /// part keeps two schemas' files apart (`A.State` and `AState` differ).
    public static func generatedFileName(ofSchemaAt path: String, part: GeneratedPart) -> String {
        "\(baseName(ofSchemaAt: path)).\(part.name).generated.swift"
    }

    /// Every file generated from the schema at `path` in `layout`: the
    /// layout's parts in order, or the one file.
    public static func generatedFileNames(ofSchemaAt path: String, layout: FileLayout = .parts) -> [String] {
        switch layout {
        case .parts, .largeParts: layout.parts.map { generatedFileName(ofSchemaAt: path, part: $0) }
        case .oneFile: [oneFileName(ofSchemaAt: path)]
        }
    }

    /// `Counter.store.yaml` -> `Counter.generated.swift`: every part in one file.
    public static func oneFileName(ofSchemaAt path: String) -> String {
        "\(baseName(ofSchemaAt: path)).generated.swift"
    }

    /// How a schema's code is laid out in files. Every compiler job of a
    /// target parses every file of it and pays a fixed cost per file it
    /// compiles, so a small store compiles fastest as one file; the parts pay
    /// off for a large one, whose parts a debug build compiles in parallel
    /// jobs, each holding only its own part's code, and of which an edit
    /// regenerates only those it changes (see Benchmarks/Results/GeneratorBenchmark.md,
    /// "Compile cost"). A very large schema's state file would need the most
    /// memory of any compiler job (its types, the state's members with their
    /// accessors and tracking, and its `Codable`, thousands of each), so it
    /// is cut in three.
    public enum FileLayout: Hashable, Sendable, CaseIterable {
        /// `<Schema>.generated.swift`.
        case oneFile
        /// `<Schema>.<Part>.generated.swift` for each of `GeneratedPart.all`.
        case parts
        /// `<Schema>.<Part>.generated.swift` for each of `GeneratedPart.allOfLargeSchema`:
        /// the six parts, with the types and the state's coding apart from the state.
        case largeParts

        /// Schemas of at most this many bytes generate one file.
        public static let oneFileLimit = GeneratedFileLayoutRule.oneFileLimit

        /// Schemas of more than `oneFileLimit` and at most this many bytes
        /// (about 1,800 fields, actions and subscriptions of the benchmark's
        /// mix) generate the six parts; larger ones `largeParts`.
        public static let partsLimit = GeneratedFileLayoutRule.partsLimit

        /// The layout the build plugin chooses for a schema file of `bytes`
        /// bytes (it can read a file's size, not its YAML, when it plans the
        /// build; `Plugins/Shared/StoreSchemaFiles.swift` makes the same
        /// comparisons with the limits of `GeneratedFileLayoutRule`).
        public static func forSchema(ofSize bytes: Int) -> FileLayout {
            bytes <= oneFileLimit ? .oneFile : bytes <= partsLimit ? .parts : .largeParts
        }

        /// The parts, each a file, in order; `oneFile` holds them all.
        public var parts: [GeneratedPart] {
            self == .largeParts ? GeneratedPart.allOfLargeSchema : GeneratedPart.all
        }
    }
}
