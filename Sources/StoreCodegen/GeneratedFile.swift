/// One file of generated Swift: its name (from `NamingPolicy.generatedFileName`)
/// and its text. One schema generates several, always the same names.
public struct GeneratedFile: Equatable, Sendable {
    public var name: String
    public var text: String
    /// A part of a fixed layout that holds only its header comment, saying
    /// why (no subscription falls in it, no types, a state that is not
    /// `Codable`). It exists because the build plugin declares every file
    /// of a layout before the schema is read; where nothing declares the
    /// files in advance (`storegen generate` choosing the layout by size),
    /// it is not written.
    public var declaresNothing: Bool

    public init(name: String, text: String, declaresNothing: Bool = false) {
        self.name = name
        self.text = text
        self.declaresNothing = declaresNothing
    }
}
