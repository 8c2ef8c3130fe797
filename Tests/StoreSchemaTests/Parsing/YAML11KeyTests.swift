import Foundation
import Testing
import Yams

/// StoreGen and the JSON Schema read YAML 1.2, as editors do: `on: main`
/// has the key "on". Tools that read YAML 1.1 (PyYAML, and so Python's
/// jsonschema CLI fed by it) read an unquoted `on`, `off`, `yes`, `no`, `y`
/// or `n` key as a boolean, and would reject a schema StoreGen accepts. So
/// every documented schema spells such keys quoted (`"on": background`),
/// where both readings agree; this test keeps it so. (Docs/Schemas.md says
/// the same to users.)
@Suite struct YAML11KeyTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every documented schema: the reference schemas, the examples' schemas,
    /// and the yaml blocks of README.md and Docs/.
    static func documentedSchemas() throws -> [(name: String, yaml: String)] {
        var found: [(String, String)] = []
        let files = FileManager.default
        for folder in ["Schemas", "Sources/Examples"] {
            let base = root.appendingPathComponent(folder)
            let enumerator = files.enumerator(atPath: base.path)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".store.yaml") else { continue }
                found.append(
                    (
                        "\(folder)/\(relative)",
                        try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
                    ))
            }
        }
        let docs =
            try files.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)
            .filter { $0.hasSuffix(".md") }.map { "Docs/\($0)" } + ["README.md"]
        for doc in docs.sorted() {
            let text = try String(contentsOf: root.appendingPathComponent(doc), encoding: .utf8)
            var block: [Substring]?
            var start = 0
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if block == nil, line == "```yaml" {
                    block = []
                    start = index + 1
                } else if block != nil, line == "```" {
                    found.append(("\(doc):\(start)", block!.joined(separator: "\n")))
                    block = nil
                } else {
                    block?.append(line)
                }
            }
        }
        return found
    }

    @Test func documentedSchemasHaveNoKeyThatYAML11ReadsAsABoolean() throws {
        let schemas = try Self.documentedSchemas()
        #expect(schemas.count >= 10)
        var offending: [String] = []
        for (name, yaml) in schemas {
            // Blocks that are not YAML documents (a GitHub Actions step is) still parse.
            guard let node = try? Yams.compose(yaml: yaml) else { continue }
            Self.visitKeys(node) { key in
                if Self.isBoolOrNull(key) {
                    offending.append("\(name): key '\(key.string ?? "")' at line \(key.mark?.line ?? 0)")
                }
            }
        }
        #expect(offending.isEmpty, "quote these keys (\"on\": …): \(offending)")
    }

    @Test func quotedOnIsAStringKeyInBothReadings() throws {
        let node = try #require(try Yams.compose(yaml: "\"on\": background\non: main\n"))
        let keys = node.mapping.map { Array($0.keys) } ?? []
        #expect(keys.map(Self.isBoolOrNull) == [false, true])
    }

    /// Whether Yams' resolver (YAML 1.1's booleans) reads the key as a bool or null.
    static func isBoolOrNull(_ node: Node) -> Bool {
        let tag = String(describing: node.tag)
        return tag.hasSuffix(":bool") || tag.hasSuffix(":null")
    }

    private static func visitKeys(_ node: Node, _ body: (Node) -> Void) {
        switch node {
        case .mapping(let mapping):
            for (key, value) in mapping {
                body(key)
                visitKeys(value, body)
            }
        case .sequence(let sequence):
            for item in sequence { visitKeys(item, body) }
        case .scalar, .alias:
            break
        }
    }
}
