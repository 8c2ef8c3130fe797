/// One file of generated Swift: its name (from `NamingPolicy.generatedFileName`)
/// and its text. One schema generates several, always the same names.
public struct GeneratedFile: Equatable, Sendable {
    public var name: String
    public var text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
