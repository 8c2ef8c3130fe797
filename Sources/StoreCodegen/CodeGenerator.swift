import StoreSchema

/// The storegen version stamped into generated headers.
public enum StoreGenVersion {
    public static let current = "0.1.0"
}

/// Turns a validated `StoreDefinition` into Swift source files.
///
/// Translation builds a model of the declarations to emit; one renderer turns
/// that model into text, so escaping and layout are decided in one place.
public struct CodeGenerator: Sendable {
    public init() {}

    /// The generated files of one schema, named after the schema's file, to
    /// be compiled together: in `.parts`, one per `NamingPolicy.GeneratedPart`
    /// (always all of them); in `.oneFile`, the same code in one file (what
    /// the build plugin chooses for a small schema). Pure and deterministic:
    /// the same definition always gives the same bytes.
    public func generateStore(_ definition: StoreDefinition, layout: NamingPolicy.FileLayout = .parts)
        -> [GeneratedFile]
    {
        let translation = SourceFileTranslation(
            context: TranslationContext(definition), version: StoreGenVersion.current)
        return SwiftRenderer.render(translation.files(layout))
    }

    /// The scaffold of the app's reducer conformance, with empty bodies.
    public func generateReducerScaffold(_ definition: StoreDefinition) -> String {
        SwiftRenderer.render(ScaffoldTranslation(context: TranslationContext(definition)).file)
    }
}
