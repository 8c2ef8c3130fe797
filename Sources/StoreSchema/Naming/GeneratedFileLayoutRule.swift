// One file, compiled twice: into StoreSchema, where `NamingPolicy.FileLayout`
// and `NamingPolicy.GeneratedPart` read it, and into each plugin through a
// symbolic link in its folder (a plugin cannot depend on a library target).
// So the build plugin declares exactly the files `storegen generate` writes,
// in the order the generator means, from this one spelling. It imports
// nothing, so it compiles in both.

/// Which files a schema's generated code is laid out in: the size limits of
/// the layouts, and each layout's files as the middles of their names
/// (`<Schema>.<Part>.generated.swift`), in the order the build plugin
/// declares them. The reasons are written at `NamingPolicy.FileLayout` and
/// `NamingPolicy.GeneratedPart.allOfLargeSchema`.
enum GeneratedFileLayoutRule {
    /// Schemas of at most this many bytes generate one file.
    static let oneFileLimit = 32 * 1024

    /// Schemas of at most this many bytes (and more than `oneFileLimit`)
    /// generate `parts`; larger ones `largeParts`.
    static let partsLimit = 256 * 1024

    /// How many files the subscriptions are spread over.
    static let subscriptionParts = 4

    /// The six parts.
    static let parts = ["State", "Actions"] + subscriptions

    /// The parts of a schema of more than `partsLimit` bytes: the largest
    /// object first and the smallest last.
    static let largeParts = ["Subscriptions1", "Actions", "Types", "State", "StateCoding"] + subscriptions.dropFirst()

    private static var subscriptions: [String] { (1...subscriptionParts).map { "Subscriptions\($0)" } }
}
