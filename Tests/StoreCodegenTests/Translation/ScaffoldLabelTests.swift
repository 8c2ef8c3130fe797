import Foundation
import StoreCodegen
import StoreSchema
import Testing

/// `storegen stubs` writes each handler as the reducer protocol declares it:
/// a stub copied next to the requirement reads the same, down to the
/// parameter's local name (`destination(output action:)`, not `output:`).
@Suite struct ScaffoldLabelTests {
    /// `func name(` up to the closing parenthesis, with whitespace folded:
    /// the signatures of `text` that take an `output`, by name.
    private func signatures(in text: String) -> [String: String] {
        let folded = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        var found: [String: String] = [:]
        var rest = Substring(folded)
        while let start = rest.range(of: "func ") {
            let tail = rest[start.upperBound...]
            guard let open = tail.firstIndex(of: "("), let close = tail.firstIndex(of: ")") else { break }
            let parameters = String(tail[open...close])
                .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
            if parameters.contains("output") { found[String(tail[..<open])] = parameters }
            rest = tail[close...]
        }
        return found
    }

    @Test(arguments: [ReferenceSchemaFile.shelf, .catalog])
    func theScaffoldsOutputHandlersHaveTheProtocolsLabels(_ schema: ReferenceSchemaFile) throws {
        let definition = try schema.load()
        let generator = CodeGenerator()
        let protocolText = generator.generateStore(definition).map(\.text).joined(separator: "\n")
        let scaffold = signatures(in: generator.generateReducerScaffold(definition))
        let requirements = signatures(in: protocolText)
        let hooks = definition.modules.filter { !$0.outputs.isEmpty }.map(\.name)
        #expect(!hooks.isEmpty)
        for hook in hooks {
            let stub = try #require(scaffold[hook], "no stub for \(hook)")
            #expect(stub.contains("output action: "), "\(hook)\(stub)")
            #expect(stub == requirements[hook], "the stub \(hook)\(stub) differs from the requirement")
        }
    }
}
