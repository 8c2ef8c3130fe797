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

/// Turns schema text into a validated `StoreDefinition`: YAML -> located
/// syntax (`YAMLSyntaxParser`) -> model (`SchemaValidator`). A YAML error
/// stops the file; every other problem in it is reported together.
public enum SchemaLoader {
    /// Reads and validates the schema at `path`; an unreadable file is a diagnostic, not a throw.
    public static func load(fileAt path: String) -> SchemaLoadResult {
        load(fileAt: path, targetTypes: .none)
    }

    /// Reads and validates the schema at `path`, which may name the types
    /// the other schemas of its target declare (`targetTypes`).
    public static func load(fileAt path: String, targetTypes: TargetTypes) -> SchemaLoadResult {
        let start = SourceLocation(file: path, line: 1, column: 1)
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
            size.intValue > SchemaLimits.maxFileBytes
        {
            return SchemaLoadResult(
                definition: nil,
                diagnostics: [
                    .error(
                        """
                        the file is \(size.intValue) bytes, more than the limit of \(SchemaLimits.maxFileBytes) \
                        bytes (10 MB)
                        """, at: start)
                ])
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return SchemaLoadResult(definition: nil, diagnostics: [.error("cannot read the file \(path)", at: nil)])
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return SchemaLoadResult(definition: nil, diagnostics: [.error("the file is not UTF-8 text", at: start)])
        }
        return load(text: text, file: path, targetTypes: targetTypes)
    }

    /// Validates schema `text`, naming `file` in every location.
    public static func load(text: String, file: String) -> SchemaLoadResult {
        load(text: text, file: file, targetTypes: .none)
    }

    /// Validates schema `text`, which may name the types the other schemas
    /// of its target declare (`targetTypes`).
    public static func load(text: String, file: String, targetTypes: TargetTypes) -> SchemaLoadResult {
        Suggestion.withBudget { validate(text: text, file: file, targetTypes: targetTypes) }
    }

    /// The names under the schema's `types:` and `external:`, each located
    /// at its key, read without validating the rest: what the other schemas
    /// of its target may name before any of them is valid (an external type
    /// `hashable: true` as declared). Empty when the file does not parse.
    public static func declaredTypes(fileAt path: String) -> [ExternalType] {
        declaredTypes(types: topLevelValue("types", fileAt: path), externals: topLevelValue("external", fileAt: path))
    }

    /// `declaredTypes(fileAt:)` of schema `text`, located in `file`.
    public static func declaredTypes(text: String, file: String) -> [ExternalType] {
        declaredTypes(
            types: topLevelValue("types", text: text, file: file),
            externals: topLevelValue("external", text: text, file: file))
    }

    private static func declaredTypes(types: SyntaxNode?, externals: SyntaxNode?) -> [ExternalType] {
        // The schema's own load reports what is wrong with its externals.
        let external = externals.map { ExternalTypesReader(log: DiagnosticLog()).read($0).map(\.type) } ?? []
        return schemaTypes(in: types) + external
    }

    private static func schemaTypes(in node: SyntaxNode?) -> [ExternalType] {
        guard let types = node?.mapping else { return [] }
        return types.compactMap { pair in
            guard let name = pair.key.scalar?.text,
                Identifier.problem(with: name, role: "type", isMember: false) == nil
            else { return nil }
            return ExternalType(name: name, location: pair.key.location)
        }
    }

    /// The store a schema file names (`store:`), read without checking the
    /// rest: what the other schemas of its target know of one with errors.
    public static func declaredStoreName(fileAt path: String) -> String? {
        topLevelValue("store", fileAt: path)?.scalar?.text
    }

    /// `declaredStoreName(fileAt:)` of schema `text`.
    public static func declaredStoreName(text: String, file: String) -> String? {
        topLevelValue("store", text: text, file: file)?.scalar?.text
    }

    /// The value of a top-level key of a schema file that parses.
    private static func topLevelValue(_ key: String, fileAt path: String) -> SyntaxNode? {
        guard let data = FileManager.default.contents(atPath: path), data.count <= SchemaLimits.maxFileBytes,
            let text = String(validating: data, as: UTF8.self)
        else { return nil }
        return topLevelValue(key, text: text, file: path)
    }

    private static func topLevelValue(_ key: String, text: String, file: String) -> SyntaxNode? {
        guard text.utf8.count <= SchemaLimits.maxFileBytes,
            case .document(let root) = YAMLSyntaxParser(file: file).parse(text)
        else { return nil }
        return root.mapping?.first(where: { $0.key.scalar?.text == key })?.value
    }

    private static func validate(text: String, file: String, targetTypes: TargetTypes) -> SchemaLoadResult {
        switch YAMLSyntaxParser(file: file).parse(text) {
        case .failure(let diagnostics):
            return SchemaLoadResult(definition: nil, diagnostics: diagnostics)
        case .empty:
            let start = SourceLocation(file: file, line: 1, column: 1)
            return SchemaLoadResult(
                definition: nil,
                diagnostics: [.error("the schema is empty; it needs at least a 'store' key", at: start)])
        case .document(let root):
            let log = DiagnosticLog()
            let definition = SchemaValidator(file: file, log: log, targetTypes: targetTypes).validate(root)
            return SchemaLoadResult(definition: definition, diagnostics: log.sortedDiagnostics)
        }
    }
}
