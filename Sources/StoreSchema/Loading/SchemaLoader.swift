import Foundation

/// What loading one schema file produced: the model when it is valid, and
/// every diagnostic found on the way.
public struct SchemaLoadResult: Sendable {
    /// `nil` whenever `diagnostics` contains an error.
    public var definition: StoreDefinition?
    public var diagnostics: [Diagnostic]

    public init(definition: StoreDefinition?, diagnostics: [Diagnostic]) {
        self.definition = definition
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Turns schema text into a validated `StoreDefinition`.
public enum SchemaLoader {
    /// Reads and validates the schema at `path`; an unreadable file is a diagnostic, not a throw.
    public static func load(fileAt path: String) -> SchemaLoadResult {
        // PLACEHOLDER: replaced by the schema pipeline (issue 2).
        SchemaLoadResult(definition: nil, diagnostics: [.error("schema loading is not built yet", at: nil)])
    }

    /// Validates schema `text`, naming `file` in every location.
    public static func load(text: String, file: String) -> SchemaLoadResult {
        // PLACEHOLDER: replaced by the schema pipeline (issue 2).
        SchemaLoadResult(definition: nil, diagnostics: [.error("schema loading is not built yet", at: nil)])
    }
}
