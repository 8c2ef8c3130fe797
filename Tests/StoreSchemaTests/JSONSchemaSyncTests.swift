import Foundation
import StoreSchema
import Testing

/// Editors check schemas with Schemas/storegen.schema.json, `storegen validate`
/// with StoreSchema's validator. These tests keep the two from drifting apart:
/// an editor must never flag a schema the validator accepts, and must flag the
/// structural mistakes (unknown keys, wrong kinds of value) the validator does.
@Suite("JSON Schema stays in sync with the validator")
struct JSONSchemaSyncTests {
    private let checker = JSONSchemaChecker(script: JSONSchemaCorpus.checkScript, schema: JSONSchemaCorpus.jsonSchema)

    /// Draft 2020-12 is what the schema declares; draft 7 is what
    /// yaml-language-server implements, so the schema must be valid as both.
    @Test func isAValidDraft202012AndDraft7Schema() async throws {
        let report = try await checker.check([])
        #expect(report.schemaProblems == [])
    }

    @Test func describesTheTopLevelKeysOfTheSchemaLanguage() throws {
        let schema = try loadJSONSchema()
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(
            properties.keys.sorted() == [
                "access", "actions", "alerts", "codable", "dependencies", "derived", "doc", "external", "imports",
                "key", "migrations",
                "modules", "persist", "state", "store", "subscriptions", "types", "version",
            ])
        #expect(schema["required"] as? [String] == ["store"])
        #expect(schema["additionalProperties"] as? Bool == false)
    }

    /// Editors show descriptions on hover and in completion lists.
    @Test func everyPropertyHasADescription() throws {
        let schema = try loadJSONSchema()
        var undescribed: [String] = []
        collectUndescribed(in: schema, at: "#", into: &undescribed)
        #expect(undescribed == [])
    }

    /// Editors find the JSON Schema only through this first line.
    @Test func referenceSchemasPointEditorsAtTheJSONSchema() throws {
        let files = JSONSchemaCorpus.referenceSchemas
        let names = Set(files.map(\.lastPathComponent))
        #expect(names.isSuperset(of: ["Counter.store.yaml", "TimeTracker.store.yaml", "Everything.store.yaml"]))
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first
            #expect(
                firstLine == "# yaml-language-server: $schema=storegen.schema.json",
                "\(JSONSchemaCorpus.displayName(file)) must start with the yaml-language-server modeline"
            )
        }
    }

    /// The reference schemas are what users copy: not even a warning.
    @Test func referenceSchemasValidateWithoutDiagnostics() {
        for file in JSONSchemaCorpus.referenceSchemas {
            let result = SchemaLoader.load(fileAt: file.path)
            #expect(
                result.diagnostics == [],
                """
                \(JSONSchemaCorpus.displayName(file)): \
                \(result.diagnostics.map(\.description).joined(separator: "; "))
                """
            )
        }
    }

    @Test func acceptsEverySchemaTheValidatorAccepts() async throws {
        #expect(!JSONSchemaCorpus.validFixtures.isEmpty, "Tests/StoreSchemaTests/Fixtures/valid holds no schemas")
        var instances: [(name: String, json: String)] = []
        let accepted =
            JSONSchemaCorpus.referenceSchemas + JSONSchemaCorpus.exampleSchemas + JSONSchemaCorpus.validFixtures
        for file in accepted {
            let name = JSONSchemaCorpus.displayName(file)
            // A schema names the types of the other schemas of its folder (its target).
            let siblings = accepted.filter {
                $0 != file && $0.deletingLastPathComponent() == file.deletingLastPathComponent()
            }
            let declared = siblings.flatMap { SchemaLoader.declaredTypes(fileAt: $0.path) }
            // And shares the fields of their stores (`share:` from a module).
            let stores = siblings.compactMap {
                SchemaLoader.load(fileAt: $0.path, targetTypes: TargetTypes(declared: declared)).definition
            }
            let types = TargetTypes(
                declared: declared, stateFields: Dictionary(stores.map { ($0.name, $0.state) }) { first, _ in first })
            let errors = SchemaLoader.load(fileAt: file.path, targetTypes: types).diagnostics.filter {
                $0.severity == .error
            }
            #expect(errors == [], "the validator rejects \(name): \(errors.map(\.description).joined(separator: "; "))")
            do {
                instances.append(
                    (name, try JSONSchemaInstance.jsonText(fromYAML: String(contentsOf: file, encoding: .utf8))))
            } catch {
                Issue.record("\(name) has no JSON form: \(error)")
            }
        }

        let report = try await checker.check(instances)
        try #require(report.schemaProblems == [])
        #expect(report.results.map(\.name) == instances.map(\.name))
        for result in report.results {
            #expect(
                result.errors == [],
                """
                the JSON Schema rejects \(result.name), which the validator accepts: \
                \(result.errors.joined(separator: "; "))
                """
            )
            #expect(
                result.draft7Errors == [],
                """
                read as draft 7 (as editors do), the JSON Schema rejects \(result.name), which the \
                validator accepts: \(result.draft7Errors.joined(separator: "; "))
                """
            )
        }
    }

    @Test func rejectsTheStructuralMistakesTheValidatorRejects() async throws {
        let files = JSONSchemaCorpus.structuralMistakes
        try #require(!files.isEmpty, "Tests/StoreSchemaTests/Fixtures/invalid holds no structural-*.store.yaml schemas")
        var instances: [(name: String, json: String)] = []
        var validatorErrors: [String: String] = [:]
        for file in files {
            let name = JSONSchemaCorpus.displayName(file)
            let errors = SchemaLoader.load(fileAt: file.path).diagnostics.filter { $0.severity == .error }
            #expect(errors != [], "the validator accepts \(name), which is named as a structural mistake")
            validatorErrors[name] = errors.map(\.description).joined(separator: "; ")
            do {
                instances.append(
                    (name, try JSONSchemaInstance.jsonText(fromYAML: String(contentsOf: file, encoding: .utf8))))
            } catch {
                Issue.record(
                    """
                    \(name) is not a YAML document the JSON Schema can judge (\(error)); a structural \
                    mistake must be well-formed YAML
                    """)
            }
        }

        let report = try await checker.check(instances)
        try #require(report.schemaProblems == [])
        #expect(report.results.map(\.name) == instances.map(\.name))
        for result in report.results {
            #expect(
                result.errors != [],
                """
                the JSON Schema accepts \(result.name), which the validator rejects: \
                \(validatorErrors[result.name] ?? "")
                """
            )
            #expect(
                result.draft7Errors != [],
                """
                read as draft 7 (as editors do), the JSON Schema accepts \(result.name), which the \
                validator rejects: \(validatorErrors[result.name] ?? "")
                """
            )
        }
    }

    private func loadJSONSchema() throws -> [String: Any] {
        let data = try Data(contentsOf: JSONSchemaCorpus.jsonSchema)
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Records the path of every schema under `properties` or `additionalProperties`
    /// (the keys and values a user writes) and every `$defs` entry that has no `description`.
    private func collectUndescribed(in node: Any, at path: String, into undescribed: inout [String]) {
        if let array = node as? [Any] {
            for (index, element) in array.enumerated() {
                collectUndescribed(in: element, at: "\(path)/\(index)", into: &undescribed)
            }
            return
        }
        guard let object = node as? [String: Any] else { return }
        for container in ["properties", "$defs"] {
            for (name, schema) in (object[container] as? [String: Any]) ?? [:]
            where (schema as? [String: Any])?["description"] == nil {
                undescribed.append("\(path)/\(container)/\(name)")
            }
        }
        if let values = object["additionalProperties"] as? [String: Any], values["description"] == nil {
            undescribed.append("\(path)/additionalProperties")
        }
        for key in object.keys.sorted() {
            collectUndescribed(in: object[key] as Any, at: "\(path)/\(key)", into: &undescribed)
        }
    }
}
